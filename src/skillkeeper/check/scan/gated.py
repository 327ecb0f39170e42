"""A pattern that scans a line from a trigger for something later on it, tried only where it can still follow.

`\\bcurl\\b[^\\n]*X` fails from every `curl` of a line that has no X after it, and each failure reads to the line's
end: one long line of repeated triggers costs their number times its length (a denial of service, since every
write is scanned). A `Gated` pattern finds the same matches as the plain pattern's `finditer`, but tries the
pattern only at a trigger (a gate's `start`) whose tails (the X, as regexes, in order) still begin on its line;
once one does not, the rest of that gate's triggers on the line are skipped. Each tail search resumes past the
last one found, so a text costs about one pass per gate.

A gate may also name a run (`runs`, keyed by its start) for a pattern that reads a run of characters from any
point in it (`[\\w.+-]+@...`): once the pattern fails at one of the gate's triggers, it fails at every later one
inside the run matched there, so those are skipped (else each would read the run again: quadratic).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence

from skillkeeper.check.scan.lazyre import lazy

# Past the end of any text: "no trigger left" and "no tail left".
_NONE = 1 << 62


class _Tail:
    """A tail pattern with where it was last searched from and found (texts are scanned left to right)."""

    __slots__ = ("found", "pattern", "searched")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.searched = _NONE  # the last search began here...
        self.found = _NONE  # ...and found the first tail here (_NONE: none up to the end)

    def first(self, text: str, pos: int, endpos: int) -> int:
        """Where the first tail at or after `pos` begins (_NONE for none)."""
        if not self.searched <= pos <= self.found:
            match = self.pattern.search(text, pos, endpos)
            self.searched, self.found = pos, _NONE if match is None else match.start()
        return self.found


class _Gate:
    """One trigger and the tails that must follow it in order on its line, with the next trigger found."""

    __slots__ = ("head", "run", "start", "tails")

    def __init__(self, start: re.Pattern[str], tails: Sequence[re.Pattern[str]], run: re.Pattern[str] | None) -> None:
        self.start = start
        self.tails = [_Tail(tail) for tail in tails]
        self.run = run
        self.head = -1  # next trigger at or after the cursor

    def advance(self, text: str, pos: int, endpos: int) -> None:
        """Move `head` to the first trigger at or after `pos`."""
        # `re` moves a start past the end back to it, where an empty trigger (`^`) would match again and again.
        found = self.start.search(text, pos, endpos) if pos <= endpos else None
        self.head = _NONE if found is None else found.start()

    def live(self, text: str, line_end: int, endpos: int) -> bool:
        """Whether the tails begin in order, each at or after the one before, from `head` up to `line_end`."""
        at = self.head
        for tail in self.tails:
            at = tail.first(text, at, endpos)
            if at > line_end:
                return False
        return True


def _run(runs: Mapping[str, str], start: str, flags: int) -> re.Pattern[str] | None:
    return lazy(runs[start], flags) if start in runs else None


class Gated:
    """A pattern each of whose matches starts at a gate's trigger, with all that gate's tails beginning on its line.

    A gate is `(start, *tails)`. Every match of `pattern` starting at s must have a gate whose `start` matches at
    s and whose tails match in order at r1 <= r2 <= ..., with s <= r1 and the last at or before the first line
    break at or after s (a tail may begin with that line break); the pattern never matches the empty string.
    With `runs[start]` for a gate: where the pattern does not match at a trigger s of that gate, any match at a later
    trigger of it that begins before the end of the run (`runs[start]` matched at s) starts at another gate's trigger
    with that gate's tails on its line (the gate's own branch fails there as it did at s).
    Then `finditer`, `search` and `sub` give what the plain pattern's do.
    """

    def __init__(
        self,
        pattern: re.Pattern[str],
        gates: Sequence[tuple[str, ...]],
        flags: int = 0,
        runs: Mapping[str, str] | None = None,
    ) -> None:
        self.compiled = pattern
        runs = runs or {}
        self._gates = [
            (lazy(start, flags), [lazy(tail, flags) for tail in tails], _run(runs, start, flags))
            for start, *tails in gates
        ]

    @property
    def pattern(self) -> str:
        """The plain pattern's source (what a report names it by)."""
        return self.compiled.pattern

    def finditer(self, text: str, pos: int = 0, endpos: int | None = None) -> Iterator[re.Match[str]]:
        """The plain pattern's matches in `text[pos:endpos]`, left to right."""
        end = len(text) if endpos is None else max(0, min(endpos, len(text)))
        gates = [_Gate(start, tails, run) for start, tails, run in self._gates]
        cursor, line_from, line_end = max(pos, 0), -1, -1
        while True:
            for gate in gates:
                if gate.head < cursor:
                    gate.advance(text, cursor, end)
            at = min(gate.head for gate in gates)
            if at > end:
                return
            if not line_from <= at <= line_end:  # triggers come in order: one line-end search per line
                line_from, line_end = at, text.find("\n", at, end)
                line_end = end if line_end < 0 else line_end
            live = False
            for gate in gates:
                if gate.head != at:
                    continue
                if gate.live(text, line_end, end):
                    live = True
                else:  # no tail before the line's end: none of this gate's later triggers on the line can match
                    gate.advance(text, line_end + 1, end)
            if not live:
                continue
            match = self.compiled.match(text, at, end)
            if match is None:
                cursor = at + 1
                for gate in gates:  # a gate's later triggers in this run fail as this one did
                    if gate.head == at and gate.run is not None:
                        run = gate.run.match(text, at, end)
                        gate.advance(text, max(at + 1, run.end() if run else at), end)
                continue
            yield match
            cursor = max(match.end(), at + 1)

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
        """The plain pattern's first match in `text[pos:endpos]`, or None."""
        return next(self.finditer(text, pos, endpos), None)

    def sub(self, repl: Callable[[re.Match[str]], str], text: str) -> str:
        """`text` with each match replaced by `repl(match)`, as the plain pattern's `sub` with a function."""
        parts: list[str] = []
        done = 0
        for match in self.finditer(text):
            parts += [text[done : match.start()], repl(match)]
            done = match.end()
        return "".join(parts) + text[done:]
