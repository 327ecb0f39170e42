"""A minimal JSONC reader and span editor: comments and trailing commas survive every edit.

The editor never re-serializes a file. It parses the text into nodes that remember where they
start and end, then replaces, inserts or deletes only the span of one member, so other keys,
their order, comments, indentation and odd formatting stay byte for byte.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_LITERALS = {"true": True, "false": False, "null": None}


class JsoncError(ValueError):
    """The text is not JSON with comments; `pos` is the offending offset."""

    def __init__(self, message: str, text: str, pos: int) -> None:
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        super().__init__(f"{message} at line {line}, column {col}")
        self.pos = pos


@dataclass
class Member:
    """`"key": value` inside an object; `comma` is the offset of the comma after it, if any."""

    key: str
    key_start: int
    value: Node
    comma: int | None = None


@dataclass
class Node:
    """A parsed value with its span [start, end); objects keep their members in order."""

    start: int
    end: int
    value: Any
    members: list[Member] = field(default_factory=list)
    is_object: bool = False

    def member(self, key: str) -> Member | None:
        """The last member named `key` (JSON's last-wins rule), or None."""
        found = [m for m in self.members if m.key == key]
        return found[-1] if found else None


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.trailing: list[int] = []  # offsets of commas with nothing after them before the close

    def fail(self, message: str) -> JsoncError:
        return JsoncError(message, self.text, self.pos)

    def skip(self) -> None:
        """Skip whitespace, a leading BOM and comments."""
        text, n = self.text, len(self.text)
        while self.pos < n:
            ch = text[self.pos]
            if ch in " \t\r\n\ufeff":
                self.pos += 1
            elif text.startswith("//", self.pos):
                end = text.find("\n", self.pos)
                self.pos = n if end < 0 else end
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                if end < 0:
                    raise self.fail("unterminated comment")
                self.pos = end + 2
            else:
                return

    def document(self) -> Node:
        self.skip()
        node = self.value()
        self.skip()
        if self.pos != len(self.text):
            raise self.fail("unexpected text after the value")
        return node

    def value(self) -> Node:
        text = self.text
        if self.pos >= len(text):
            raise self.fail("unexpected end of file")
        ch = text[self.pos]
        start = self.pos
        if ch == "{":
            return self.obj()
        if ch == "[":
            return self.array()
        if ch == '"':
            text_value = self.string()
            return Node(start, self.pos, text_value)
        for word, lit in _LITERALS.items():
            if text.startswith(word, start):
                self.pos += len(word)
                return Node(start, self.pos, lit)
        match = _NUMBER.match(text, start)
        if match is None:
            raise self.fail("expected a value")
        self.pos = match.end()
        return Node(start, self.pos, json.loads(match.group()))

    def string(self) -> str:
        end = self.pos + 1
        text = self.text
        while True:
            if end >= len(text):
                raise self.fail("unterminated string")
            ch = text[end]
            if ch == "\\":
                end += 2
            elif ch == '"':
                break
            elif ch == "\n":
                raise self.fail("line break inside a string")
            else:
                end += 1
        try:
            value = json.loads(text[self.pos : end + 1])
        except ValueError:
            raise self.fail("bad string escape") from None
        self.pos = end + 1
        return str(value)

    def obj(self) -> Node:
        start = self.pos
        self.pos += 1
        node = Node(start, start, {}, is_object=True)
        while True:
            self.skip()
            if self.pos < len(self.text) and self.text[self.pos] == "}":
                if node.members and node.members[-1].comma is not None:
                    self.trailing.append(node.members[-1].comma)
                break
            if self.pos >= len(self.text) or self.text[self.pos] != '"':
                raise self.fail("expected a quoted key or '}'")
            key_start = self.pos
            key = self.string()
            self.skip()
            if self.pos >= len(self.text) or self.text[self.pos] != ":":
                raise self.fail("expected ':'")
            self.pos += 1
            self.skip()
            member = Member(key, key_start, self.value())
            node.members.append(member)
            node.value[key] = member.value.value
            self.skip()
            if self.pos < len(self.text) and self.text[self.pos] == ",":
                member.comma = self.pos
                self.pos += 1
                continue
            self.skip()
            if self.pos >= len(self.text) or self.text[self.pos] != "}":
                raise self.fail("expected ',' or '}'")
            break
        self.pos += 1
        node.end = self.pos
        return node

    def array(self) -> Node:
        start = self.pos
        self.pos += 1
        items: list[Any] = []
        comma: int | None = None
        while True:
            self.skip()
            if self.pos < len(self.text) and self.text[self.pos] == "]":
                if comma is not None:
                    self.trailing.append(comma)
                break
            items.append(self.value().value)
            self.skip()
            comma = None
            if self.pos < len(self.text) and self.text[self.pos] == ",":
                comma = self.pos
                self.pos += 1
                continue
            if self.pos >= len(self.text) or self.text[self.pos] != "]":
                raise self.fail("expected ',' or ']'")
            break
        self.pos += 1
        return Node(start, self.pos, items)


def parse(text: str) -> Node:
    """Parse JSONC (JSON plus // and /* */ comments and trailing commas); raises JsoncError."""
    if not text.strip().lstrip("\ufeff"):
        return Node(0, 0, {}, is_object=True)
    return _Parser(text).document()


def trailing_commas(text: str) -> list[int]:
    """The lines holding a comma that closes an object or array (`[1, 2,]`), in order; raises JsoncError."""
    if not text.strip().lstrip("\ufeff"):
        return []
    parser = _Parser(text)
    parser.document()
    return sorted({text.count("\n", 0, pos) + 1 for pos in parser.trailing})


def loads(text: str) -> Any:
    """The Python value of a JSONC text; raises JsoncError."""
    return parse(text).value


def _line_start(text: str, pos: int) -> int:
    return text.rfind("\n", 0, pos) + 1


def _indent_of(text: str, pos: int) -> str:
    start = _line_start(text, pos)
    line = text[start:pos]
    return line[: len(line) - len(line.lstrip(" \t"))]


def indent_unit(text: str) -> str:
    """The file's indentation step: a tab, or the smallest leading run of spaces (default two)."""
    sizes = []
    for line in text.splitlines():
        stripped = line.lstrip(" \t")
        if not stripped or len(stripped) == len(line):
            continue
        if line[0] == "\t":
            return "\t"
        sizes.append(len(line) - len(stripped))
    return " " * min(sizes) if sizes else "  "


def _dump(value: Any, indent: str, unit: str) -> str:
    """`value` as JSON whose continuation lines start at `indent`."""
    return json.dumps(value, indent=unit, ensure_ascii=False).replace("\n", "\n" + indent)


def _nest(path: list[str], value: Any) -> Any:
    for key in reversed(path):
        value = {key: value}
    return value


def _descend(root: Node, path: list[str]) -> tuple[Node, int, Member | None]:
    """Walk `path` from `root`: the deepest existing object, how many keys matched, and the final member."""
    node = root
    for depth, key in enumerate(path):
        member = node.member(key)
        if member is None:
            return node, depth, None
        if depth == len(path) - 1:
            return node, depth, member
        if not member.value.is_object:
            raise ValueError(f"'{'.'.join(path[: depth + 1])}' is not an object")
        node = member.value
    raise ValueError("empty path")


def get(text: str, path: list[str]) -> Any:
    """The value at `path`, or None when a key on the way is missing; raises JsoncError, ValueError."""
    root = parse(text)
    if not root.is_object:
        raise ValueError("the top level is not an object")
    _, _, member = _descend(root, path)
    return None if member is None else member.value.value


def set_value(text: str, path: list[str], value: Any) -> str:
    """`text` with the value at `path` replaced or inserted; raises JsoncError, ValueError.

    A member added after one ending in a trailing comma takes that comma over (`{"a": 1,}` becomes
    `{"a": 1, "b": 2,}`): the file gains no trailing comma and loses none, and `remove_value` gives
    it back byte for byte.
    """
    if not text.strip().lstrip("\ufeff"):
        return _dump(_nest(path, value), "", "  ") + "\n"
    root = parse(text)
    if not root.is_object:
        raise ValueError("the top level is not an object")
    unit = indent_unit(text)
    node, depth, member = _descend(root, path)
    if member is not None:
        span = member.value
        if _one_line(text, node):
            dumped = json.dumps(value, ensure_ascii=False)
        else:
            dumped = _dump(value, _indent_of(text, member.key_start), unit)
        return text[: span.start] + dumped + text[span.end :]
    return _insert(text, node, path[depth], _nest(path[depth + 1 :], value), unit)


def _one_line(text: str, node: Node) -> bool:
    """An object written on one line with members in it: edits to it stay on that line."""
    return bool(node.members) and "\n" not in text[node.start : node.end]


def _insert(text: str, node: Node, key: str, value: Any, unit: str) -> str:
    close = node.end - 1
    if _one_line(text, node):
        tail = node.members[-1]
        item = json.dumps(key, ensure_ascii=False) + ": " + json.dumps(value, ensure_ascii=False)
        # Before the tail's own trailing comma, if any: that comma then closes ours.
        return text[: tail.value.end] + ", " + item + text[tail.value.end :]
    if node.members:
        first = node.members[0].key_start
        same_line = _line_start(text, first) <= node.start
        indent = _indent_of(text, first) if not same_line else _indent_of(text, node.start) + unit
    else:
        indent = _indent_of(text, node.start) + unit
    at = len(text[:close].rstrip(" \t\r\n"))
    entry = "\n" + indent + json.dumps(key, ensure_ascii=False) + ": " + _dump(value, indent, unit)
    if at == node.start + 1:  # nothing but whitespace inside the braces
        entry += "\n" + _indent_of(text, node.start)
        return text[:at] + entry + text[close:]
    last = node.members[-1] if node.members else None
    if last is not None and last.comma is not None:
        # The last member's trailing comma now separates it from ours: ours ends with one instead, so the
        # file keeps as many as it had (Gemini CLI refuses them: its warning names that line either way).
        entry += ","
    out = text[:at] + entry + text[at:]
    if last is not None and last.comma is None:
        out = out[: last.value.end] + "," + out[last.value.end :]
    return out


def _remove_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen [start, end) to whole lines when nothing else shares them."""
    line_start = _line_start(text, start)
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if not text[line_start:start].strip() and not text[end:line_end].strip():
        return line_start, min(line_end + 1, len(text))
    return start, end


def remove_value(text: str, path: list[str]) -> str:
    """`text` without the member at `path` (every duplicate of it); unchanged when absent."""
    root = parse(text)
    if not root.is_object:
        raise ValueError("the top level is not an object")
    node, _, member = _descend(root, path)
    if member is None:
        return text
    key = path[-1]
    members = node.members
    inner = text[node.start + 1 : node.end - 1]
    if all(m.key == key for m in members) and "//" not in inner and "/*" not in inner:
        return text[: node.start + 1] + text[node.end - 1 :]  # nothing else was in it: back to {}
    edits: list[tuple[int, int]] = []
    for i, m in enumerate(members):
        if m.key != key:
            continue
        prev = members[i - 1] if i > 0 else None
        if m.comma is not None:
            end = m.comma + 1
            while end < len(text) and text[end] in " \t":
                end += 1
            span = _remove_span(text, m.key_start, end)
            if span[0] == m.key_start and i == len(members) - 1 and _separated(text, prev, m):
                # `{"a": 1, "ours": 2,}` on one line: ours had taken over a's trailing comma; a gets it back.
                assert prev is not None and prev.comma is not None
                span = (prev.comma, m.value.end)
            edits.append(span)
            continue
        if prev is None or prev.key == key or prev.comma is None:
            edits.append(_remove_span(text, m.key_start, m.value.end))
        elif text[prev.value.end : m.key_start].strip() == ",":
            edits.append((prev.value.end, m.value.end))  # the comma before it goes too
        else:  # comments between: keep them, drop the member and the now trailing comma
            edits.append(_remove_span(text, m.key_start, m.value.end))
            edits.append((prev.comma, prev.comma + 1))
    for start, end in sorted(edits, reverse=True):
        text = text[:start] + text[end:]
    return text


def _separated(text: str, prev: Member | None, member: Member) -> bool:
    """Whether `prev` is another member whose comma is followed by nothing but spaces up to `member`."""
    return (
        prev is not None
        and prev.key != member.key
        and prev.comma is not None
        and not text[prev.comma + 1 : member.key_start].strip()
    )
