"""Documents the rules read: each skill file as text, its kind, and where its examples are.

How a match is told to be an example or an instruction lives in framing.py; this module
holds the document model it reads (lines, sentences, fenced blocks, the invisible-stripped text).
"""

from __future__ import annotations

import bisect
import itertools
import re
from dataclasses import dataclass, field
from typing import Literal

from skillkeeper.check.scan.framing import Context, framed_as_example, item_gives_order, sentence_context
from skillkeeper.check.scan.lazyre import lazy

DocKind = Literal["prose", "code"]

# Languages whose backslash is a path separator, never an escape (PowerShell escapes with a backtick).
_BACKSLASH_PATHS = frozenset({"powershell", "batch"})
PROSE_EXTS = frozenset({".md", ".markdown", ".txt", ".rst", ".mdx", ""})
# A `.env` file named in prose: bare, or under the working folder or home (`$PWD/.env`, `./.env`, `~/.env`),
# not a path inside some other folder and not a `.env.example` template.
DOTENV_FILE = r"(?:(?<![\w/])|(?<=\$PWD/)|(?<=\$\{PWD\}/)|(?<=\$HOME/)|(?<=~/)|(?<=\./))\.env\b(?![\w.-]*example)"

# Invisible or formatting characters that hide text: tags, zero-width, bidi controls, fillers.
INVISIBLE_RE = lazy(
    "[\U000e0000-\U000e007f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u180e\u00ad\u034f\u115f\u1160\u3164\uffa0]"
)

# Possessive runs (a marker follows the blanks, a stop or bracket the digits): a blank line is read once.
_LIST_ITEM = lazy(r"\s*+(?:[-*+]|\d++[.)]|\|)\s")
_SENTENCE_BREAK = lazy(r"(?<![eE]\.g\.)(?<![iI]\.e\.)(?<=[.!?])\s+")
_REGEX_LINE = lazy(r"re\.compile|\\[sbdw]|\.\*|\[\^|\(\?[:i]|/[^/\n]*\\\|[^/\n]*/[gimsu]*|RegExp\(")
_COMMENT_PREFIX = {
    "python": ("#",),
    "shell": ("#",),
    "powershell": ("#", "<#"),
    "batch": ("rem ", "REM ", "::"),
    "javascript": ("//", "/*", "*"),
    "ruby": ("#",),
    "perl": ("#",),
    "php": ("//", "#", "/*", "*"),
    "lua": ("--",),
    "go": ("//",),
    "rust": ("//",),
    "vbscript": ("'",),
    "applescript": ("--",),
}


def _line_starts(text: str) -> list[int]:
    """Offsets where each line of `text` starts (lines end at "\\n" only)."""
    return [0, *itertools.accumulate(map((1).__add__, map(len, text.split("\n")[:-1])))]


_FENCE = lazy(r"^[ \t]{0,3}(`{3,}|~{3,})[ \t]*([\w+.#-]*)[^\n]*$", re.M)
_HEADING = lazy(r"^#{1,6}\s+(.*)$", re.M)


@dataclass(frozen=True)
class Block:
    """A fenced code block in Markdown: its character span, language and where its fence starts."""

    start: int
    end: int
    lang: str
    fence: int


@dataclass
class Doc:
    """One scannable file: its text, with invisibles stripped for matching, and its examples."""

    path: str
    text: str
    kind: DocKind
    lang: str
    frontmatter_end: int = 0
    # A derived view (resolved script, English gloss) names the file it was made from.
    origin: str = ""
    blocks: list[Block] = field(default_factory=list)
    norm: str = ""
    _norm_map: list[int] | None = None
    _line_starts: list[int] = field(default_factory=list)
    lower: str | None = None
    _norm_line_starts: list[int] = field(default_factory=list)
    # Per-document results shared by rule sets (the parsed Python tree).
    cache: dict[str, object] = field(default_factory=dict)
    _spans: dict[tuple[str, ...], list[tuple[int, int]]] = field(default_factory=dict)
    # Trigger -> indexes of the lines of `norm` holding it (filled by a TriggerIndex, or one by one).
    trigger_hits: dict[str, list[int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Every invisible character is outside ASCII, and `isascii` is free.
        if not self.text.isascii() and INVISIBLE_RE.search(self.text):
            kept = [i for i, ch in enumerate(self.text) if not INVISIBLE_RE.match(ch)]
            self.norm = "".join(self.text[i] for i in kept)
            self._norm_map = [*kept, len(self.text)]
        else:
            self.norm = self.text
        if self.lang in _BACKSLASH_PATHS and "\\" in self.norm:
            # Windows scripts write paths with backslashes; rules read `/` (same length: offsets still line up).
            self.norm = self.norm.replace("\\", "/")
        self._line_starts = _line_starts(self.text)
        lowered = self.norm.lower()
        # Lower-casing can change lengths (e.g. U+0130); then offsets would not line up.
        self.lower = lowered if len(lowered) == len(self.norm) else None
        self._norm_line_starts = self._line_starts if self.norm is self.text else _line_starts(self.norm)
        if self.kind == "prose":
            self.blocks = _fenced_blocks(self.text, self.frontmatter_end)

    def candidate_lines(self, triggers: tuple[str, ...]) -> list[tuple[int, int]]:
        """Spans in `norm` of the lines that contain any trigger (lower-case literal)."""
        cached = self._spans.get(triggers)
        if cached is not None:
            return cached
        lines: set[int] = set()
        hits = self.trigger_hits
        for trigger in triggers:
            found = hits.get(trigger)
            if found is None:
                found = self._trigger_lines(trigger)
            if found:
                lines.update(found)
        starts = self._norm_line_starts
        spans = []
        for index in sorted(lines):
            end = starts[index + 1] - 1 if index + 1 < len(starts) else len(self.norm)
            spans.append((starts[index], end))
        self._spans[triggers] = spans
        return spans

    def has(self, trigger: str) -> bool:
        """Whether the lower-case literal `trigger` occurs in `norm` (from the trigger index once primed)."""
        lines = self.trigger_hits.get(trigger)
        if lines is not None:
            return bool(lines)
        return trigger in (self.lower if self.lower is not None else self.norm.lower())

    def _trigger_lines(self, trigger: str) -> list[int]:
        cached = self.trigger_hits.get(trigger)
        if cached is not None:
            return cached
        assert self.lower is not None
        starts = self._norm_line_starts
        found: list[int] = []
        i = self.lower.find(trigger)
        while i >= 0:
            index = bisect.bisect_right(starts, i) - 1
            found.append(index)
            nxt = starts[index + 1] if index + 1 < len(starts) else len(self.norm)
            i = self.lower.find(trigger, max(nxt, i + 1))
        self.trigger_hits[trigger] = found
        return found

    def orig(self, norm_offset: int) -> int:
        """Map an offset in `norm` back to `text`."""
        if self._norm_map is None:
            return norm_offset
        return self._norm_map[min(norm_offset, len(self._norm_map) - 1)]

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and column of a `text` offset."""
        line = bisect.bisect_right(self._line_starts, offset) - 1
        return line + 1, offset - self._line_starts[line] + 1

    def offset_of(self, line: int, col: int) -> int:
        """The `text` offset of a 1-based line and 0-based column (clamped)."""
        index = min(max(line, 1), len(self._line_starts)) - 1
        return min(self._line_starts[index] + max(col, 0), len(self.text))

    def line_text(self, offset: int) -> str:
        line = bisect.bisect_right(self._line_starts, offset) - 1
        start = self._line_starts[line]
        end = self.text.find("\n", start)
        return self.text[start : end if end >= 0 else len(self.text)]

    def sentence(self, offset: int) -> str:
        """The sentence (within its line) holding the `text` offset."""
        return self._sentence(offset)[0]

    def _sentence(self, offset: int) -> tuple[str, str]:
        """The sentence holding `offset`, and its part before `offset`."""
        line_start = self.text.rfind("\n", 0, offset) + 1
        line = self.line_text(offset)
        pos = offset - line_start
        start = 0
        for m in _SENTENCE_BREAK.finditer(line):
            if m.start() >= pos:
                return line[start : m.start()], line[start:pos]
            start = m.end()
        return line[start:], line[start:pos]

    def _quoted_in_list(self, offset: int) -> bool:
        """A quoted phrase in a list item or table row: a catalogue of phrases, not an instruction.

        Not when the item orders it run: "1. For example, run `X`" is a step, not a catalogue entry.
        """
        line_start = self.text.rfind("\n", 0, offset) + 1
        head = self.text[line_start:offset]
        marker = _LIST_ITEM.match(head)
        # In YAML, JSON or TOML a dash is structure (a CI step), and quotes are values: not a catalogue.
        if not marker or self.path.lower().endswith((".yml", ".yaml", ".json", ".toml")):
            return False
        if not (head.count('"') % 2 == 1 or head.count("`") % 2 == 1 or head.count("“") > head.count("”")):
            return False
        before = self._sentence(offset)[1]
        if before == head:  # the sentence starts at the marker: read the item's own words
            before = head[marker.end() :]
        return not item_gives_order(before, numbered=marker.group().strip()[:1].isdigit())

    def is_example_block(self, block: Block) -> bool:
        """Whether the prose framing a fenced block presents it as an attack or a bad example."""
        key = f"example:{block.fence}"
        cached = self.cache.get(key)
        if isinstance(cached, bool):
            return cached
        headings = self.cache.get("headings")
        if not isinstance(headings, list):
            headings = [(m.start(), m.group(1)) for m in _HEADING.finditer(self.text)]
            self.cache["headings"] = headings
        result = framed_as_example(self.text, block.fence, headings)
        self.cache[key] = result
        return result

    def framing(self, offset: int) -> str:
        """The line at `offset`, and for a fenced block the few prose lines that introduce it."""
        line = self.line_text(offset)
        block = self.block_at(offset)
        if block is None:
            return line
        before = [ln for ln in self.text[max(0, block.fence - 600) : block.fence].splitlines() if ln.strip()]
        return "\n".join([*before[-3:], line])

    def block_at(self, offset: int) -> Block | None:
        for b in self.blocks:
            if b.start <= offset < b.end:
                return b
        return None

    def context(self, offset: int, *, line_markers: bool = True) -> Context:
        """Whether the `text` offset is a script, an instruction or a described example."""
        line = self.line_text(offset)
        if self.kind == "code":
            stripped = line.lstrip()
            if stripped.startswith(_COMMENT_PREFIX.get(self.lang, ("#",))) or _REGEX_LINE.search(line):
                return "example"
            return "script"
        if offset < self.frontmatter_end:
            return "instruction"
        block = self.block_at(offset)
        if block is not None:
            if self.is_example_block(block) or _REGEX_LINE.search(line):
                return "example"
            return "instruction"
        if self._quoted_in_list(offset):
            return "example"
        if line.lstrip().startswith(">") and self._quote_framed(offset):
            return "example"
        if line_markers:
            sentence, before = self._sentence(offset)
            return sentence_context(sentence, before) or "instruction"
        return "instruction"

    def _quote_framed(self, offset: int) -> bool:
        """A blockquote framed like an example block (a quoted phishing mail under "Example phishing email")."""
        start = self.text.rfind("\n", 0, offset) + 1
        while start > 0:
            prev = self.text.rfind("\n", 0, start - 1) + 1
            if not self.text[prev:start].lstrip().startswith(">"):
                break
            start = prev
        return self.is_example_block(Block(start, start, "", start))


def _fenced_blocks(text: str, skip_to: int) -> list[Block]:
    blocks: list[Block] = []
    fences = [m for m in _FENCE.finditer(text) if m.start() >= skip_to]
    i = 0
    while i < len(fences):
        opening = fences[i]
        marker = opening.group(1)
        j = i + 1
        while j < len(fences) and not (
            fences[j].group(1).startswith(marker[0])
            and len(fences[j].group(1)) >= len(marker)
            and not fences[j].group(2)
        ):
            j += 1
        end = fences[j].end() if j < len(fences) else len(text)
        blocks.append(Block(opening.end(), end, opening.group(2).lower(), opening.start()))
        i = j + 1
    return blocks


def escape_invisible(text: str) -> str:
    """Show invisible and control characters as escapes so a reviewer can see them."""
    out = []
    for ch in text:
        cp = ord(ch)
        if INVISIBLE_RE.match(ch) or (cp < 32 and ch not in "\t") or 0x7F <= cp < 0xA0:
            out.append(f"\\U{cp:08x}" if cp > 0xFFFF else f"\\u{cp:04x}")
        else:
            out.append(ch)
    return "".join(out)


def excerpt(doc: Doc, start: int, end: int, width: int = 160) -> str:
    """The matched text with a little of its line around it, invisibles escaped, "…" where the line goes on."""
    line_start = doc.text.rfind("\n", 0, start) + 1
    line_end = doc.text.find("\n", start)
    line_end = len(doc.text) if line_end < 0 else line_end
    end = min(max(end, start + 1), line_end)
    lo = max(line_start, start - 30)
    hi = min(line_end, max(end, lo + 40) + 30, lo + width)
    # Marked, so a URL cut mid-host is not read as the whole address.
    before = "…" if doc.text[line_start:lo].strip() else ""
    after = "…" if doc.text[hi:line_end].strip() else ""
    return before + escape_invisible(doc.text[lo:hi].strip()) + after
