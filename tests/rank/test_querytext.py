"""What the encoder reads of a query: short queries whole, long pasted text cut."""

from __future__ import annotations

from skillkeeper.rank.querytext import encoder_text


def test_a_short_query_is_encoded_unchanged() -> None:
    query = "  my tests fail\nintermittently  "
    assert encoder_text(query, max_words=8) == query


def test_a_long_query_is_cut_to_its_first_words() -> None:
    query = " ".join(f"w{i}" for i in range(100))
    assert encoder_text(query, max_words=5) == "w0 w1 w2 w3 w4"


def test_no_cap_reads_everything() -> None:
    query = " ".join(f"w{i}" for i in range(100))
    assert encoder_text(query, max_words=0) == query
