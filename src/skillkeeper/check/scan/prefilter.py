"""Exact prefilters that let rules skip documents or lines cheaply, without changing what they find.

`longest_run` bounds the longest base64-like token, for rules that look for long tokens.

Pattern rules name lower-case literals (triggers) one of which each match contains; a rule
only runs on the lines holding one. With some 300 triggers, searching for each in turn reads
a 40 KB document 300 times. `TriggerIndex` groups them by first character into trie-shaped
regular expressions that return the longest trigger starting at a position; overlapping
triggers are all seen, and the shorter triggers that are prefixes of the one found (they
start at the same position) are added from a table. The
result is exactly what `Doc._trigger_lines` finds per trigger, primed into the doc's cache.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from skillkeeper.check.scan.text import Doc


def _trie_pattern(words: Iterable[str]) -> str:
    """A regex matching any of `words`, longest first at each position (one branch per character)."""
    trie: dict[str, dict] = {}  # type: ignore[type-arg]
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        alts = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        # A word ends here: the greedy `?` still tries the longer words first.
        return f"(?:{body})?" if "" in node else body

    return build(trie)


class TriggerIndex:
    """The lines of a document holding each trigger of a fixed set, found in few passes."""

    def __init__(self, triggers: Iterable[str]) -> None:
        self.triggers = frozenset(t for t in triggers if t)
        # For each trigger, itself and every other trigger that is a prefix of it: looked up by
        # its own prefixes (a few per trigger), not by testing every pair (a million `startswith`).
        self._prefixes = {
            t: tuple(t[:n] for n in range(1, len(t) + 1) if t[:n] in self.triggers) for t in self.triggers
        }
        # One pattern per first character: `re` then scans for that literal at C speed and
        # tries the trie only there. The rest sits in a lookahead, so the next search starts
        # one character on and overlapping triggers are seen too.
        groups: dict[str, list[str]] = {}
        for trigger in sorted(self.triggers):
            groups.setdefault(trigger[0], []).append(trigger[1:])
        self._patterns = [
            re.compile(re.escape(first) + "(?=(" + _trie_pattern(rests) + "))") for first, rests in groups.items()
        ]

    def lines(self, lower: str, line_starts: list[int]) -> dict[str, list[int]]:
        """Trigger -> sorted 0-based indexes of the lines where it starts (one entry per line)."""
        found: dict[str, list[int]] = {t: [] for t in self.triggers}
        prefixes = self._prefixes
        bisect_right = bisect.bisect_right
        for pattern in self._patterns:
            for m in pattern.finditer(lower):
                start = m.start()
                line = bisect_right(line_starts, start) - 1
                for trigger in prefixes[lower[start] + m.group(1)]:
                    seen = found[trigger]
                    if not seen or seen[-1] != line:
                        seen.append(line)
        return found

    def prime(self, doc: Doc) -> None:
        """Fill `doc`'s per-trigger line cache for every trigger of this index (once per doc)."""
        if doc.lower is None or doc.cache.get("triggers-primed") is self:
            return
        found = self.lines(doc.lower, doc._norm_line_starts)
        found.update(doc.trigger_hits)
        doc.trigger_hits = found
        doc.cache["triggers-primed"] = self


# Every ASCII byte outside [A-Za-z0-9+/=_-] becomes a space; other bytes stay (see `longest_run`).
_RUN_BREAKS = bytes(32 if i < 128 and not (chr(i).isalnum() or chr(i) in "+/=_-") else i for i in range(256))


def longest_run(doc: Doc, of_norm: bool) -> int:
    """An upper bound on the longest run of [A-Za-z0-9+/=_-] in `doc.norm` (or `doc.text`), cached.

    Rules looking for long tokens skip a document whose bound is below their minimum.
    """
    key = "run:norm" if of_norm or doc.norm is doc.text else "run:text"
    cached = doc.cache.get(key)
    if isinstance(cached, int):
        return cached
    # On UTF-8 bytes (str.translate is slow on non-ASCII text). Non-ASCII characters count as
    # part of a run, one per byte: the bound only errs high.
    parts = (doc.norm if of_norm else doc.text).encode("utf-8", "surrogatepass").translate(_RUN_BREAKS).split()
    run = max(map(len, parts), default=0)
    doc.cache[key] = run
    return run
