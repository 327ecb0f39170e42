"""Invisible or deceptive text: tag characters, zero-width inside words, bidi controls, homoglyphs.

Checked on the raw text of every file, front matter included. Tag characters and bidi
controls have no place in a skill and are critical anywhere; zero-width characters are
critical between Latin letters or in long runs (hidden text), and tolerated as joiners in
emoji and in scripts that need them (Arabic, Indic). A word that mixes Latin letters with
Cyrillic or Greek lookalikes is critical outside a described example.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "invisible-text"

_TAGS = lazy("[\U000e0000-\U000e007f]+")
_BIDI = lazy("[\u202a-\u202e\u2066-\u2069]")
_ZW = lazy("[\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\u180e\ufeff\u034f\u00ad]+")
# Latin lookalikes from Cyrillic and Greek (the confusables an attacker uses to spoof words).
_LOOKALIKES = frozenset(
    "аеорсухіјѕԁӏһԛԝАВЕКМНОРСТХІЈЅԌ"  # Cyrillic
    "οΟΑΒΕΖΗΙΚΜΝΡΤΥΧνϲϳ"  # Greek
)
_LOOKALIKE_CLASS = "".join(sorted(_LOOKALIKES))
_LOOKALIKE_RE = lazy(f"[{_LOOKALIKE_CLASS}]")


def _is_latin(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def _tags(doc: Doc, ctx: ScanContext) -> Iterator[Finding]:
    for m in _TAGS.finditer(doc.text):
        hidden = "".join(chr(ord(c) - 0xE0000) for c in m.group() if 0x20 <= ord(c) - 0xE0000 < 0x7F)
        shown = f": {hidden[:80]!r}" if hidden else ""
        yield ctx.finding(
            "SK-INV-TAG-CHARS",
            CATEGORY,
            "critical",
            f"Unicode tag characters hide text{shown}",
            doc,
            m.start(),
            m.end(),
        )


def _zero_width(doc: Doc, ctx: ScanContext) -> Iterator[Finding]:
    seen_lines: set[int] = set()
    for m in _ZW.finditer(doc.text):
        if m.start() == 0 and m.group() == "\ufeff":
            continue
        before = doc.text[m.start() - 1] if m.start() > 0 else " "
        after = doc.text[m.end()] if m.end() < len(doc.text) else " "
        inside_latin_word = _is_latin(before) and _is_latin(after)
        long_run = len(m.group()) >= 4
        severity: Severity
        if inside_latin_word or long_run:
            severity = "critical"
            message = (
                "zero-width characters inside a word (hides or splits text)"
                if inside_latin_word
                else (f"run of {len(m.group())} zero-width characters (hidden data)")
            )
        elif (before.isalpha() and after.isalpha()) or unicodedata.category(before) == "So" or after == "\ufe0f":
            continue  # joiners in Arabic/Indic text and emoji sequences
        else:
            severity, message = "warn", "zero-width character"
        line = doc.line_col(m.start())[0]
        if line in seen_lines:
            continue
        seen_lines.add(line)
        yield ctx.finding("SK-INV-ZERO-WIDTH", CATEGORY, severity, message, doc, m.start(), m.end())


def _bidi(doc: Doc, ctx: ScanContext) -> Iterator[Finding]:
    seen_lines: set[int] = set()
    for m in _BIDI.finditer(doc.text):
        line = doc.line_col(m.start())[0]
        if line not in seen_lines:
            seen_lines.add(line)
            yield ctx.finding(
                "SK-INV-BIDI",
                CATEGORY,
                "critical",
                "bidirectional control character reorders what a reader sees",
                doc,
                m.start(),
                m.end(),
            )


def _homoglyphs(doc: Doc, ctx: ScanContext) -> Iterator[Finding]:
    count = 0
    pos = 0
    text = doc.norm
    while (hit := _LOOKALIKE_RE.search(text, pos)) is not None:
        start = hit.start()
        while start > 0 and text[start - 1].isalpha():
            start -= 1
        end = hit.end()
        while end < len(text) and text[end].isalpha():
            end += 1
        pos = end
        word = text[start:end]
        spoof = [c for c in word if c in _LOOKALIKES]
        # Only Latin letters and lookalikes, with at least one Latin: a spoofed Latin word.
        if not any(_is_latin(c) for c in word) or not all(_is_latin(c) or c in _LOOKALIKES for c in word):
            continue
        o_start, o_end = doc.orig(start), doc.orig(end)
        severity: Severity = "warn" if doc.context(o_start) == "example" else "critical"
        names = ", ".join(sorted({unicodedata.name(c, hex(ord(c))) for c in spoof}))
        yield ctx.finding(
            "SK-INV-HOMOGLYPH",
            CATEGORY,
            severity,
            f"word mixes Latin letters with lookalikes ({names})",
            doc,
            o_start,
            o_end,
        )
        count += 1
        if count >= 20:
            return


CODES: tuple[CodeRow, ...] = (
    ("SK-INV-TAG-CHARS", "critical", "Unicode tag characters hide text"),
    ("SK-INV-ZERO-WIDTH", "critical", "zero-width characters inside a word or in long runs hide text"),
    ("SK-INV-BIDI", "critical", "bidirectional control characters reorder what a reader sees"),
    ("SK-INV-HOMOGLYPH", "critical", "a word mixes Latin letters with Cyrillic or Greek lookalikes"),
)


@register(CATEGORY, (), CODES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        if doc.text.isascii():
            continue
        yield from _tags(doc, ctx)
        yield from _zero_width(doc, ctx)
        yield from _bidi(doc, ctx)
        yield from _homoglyphs(doc, ctx)
