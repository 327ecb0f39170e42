import pytest

from skillkeeper.errors import InvalidInput
from skillkeeper.store.cursor import decode_cursor, encode_cursor


def test_cursor_round_trips_its_sort_key() -> None:
    token = encode_cursor("skills", ["pdf-tools", 42])
    assert decode_cursor("skills", token) == ["pdf-tools", 42]


def test_no_cursor_starts_from_the_first_page() -> None:
    assert decode_cursor("skills", None) is None
    assert decode_cursor("skills", "") is None


@pytest.mark.parametrize("bad", ["not-base64!!", "e30", "x" * 500, encode_cursor("inbox", ["a"])])
def test_foreign_or_garbled_cursor_is_refused_with_advice(bad: str) -> None:
    with pytest.raises(InvalidInput, match="omit it"):
        decode_cursor("skills", bad)
