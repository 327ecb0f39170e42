"""Turn SKILL.md text plus bundle files into a `Skill` (skill.folder reads them from disk)."""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections.abc import Iterable
from typing import Any

import yaml

from skillkeeper.errors import InvalidSkill
from skillkeeper.skill.canonical import content_hash
from skillkeeper.skill.model import FLOW_FILE, BundleFile, Skill
from skillkeeper.skill.names import path_text_problem, text_problem

SKILL_FILE = "SKILL.md"
MAX_FILES = 512
MAX_TOTAL_BYTES = 16 * 1024 * 1024
MAX_FRONTMATTER_BYTES = 64 * 1024
# Entries that are never part of a skill: our own marker and OS/VCS litter.
IGNORED_NAMES = frozenset({".skillkeeper-owned", ".DS_Store", "Thumbs.db", ".git", "__pycache__"})

_FRONTMATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)(?:\r?\n)?^---[ \t]*(?:\r?\n|\Z)", re.S | re.M)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


MAX_DEPTH = 32  # nesting of front matter mappings and lists
INT_RANGE = 2**63  # integers must fit in 64 bits: every JSON reader and both engines agree on those
_MERGE_TAG = "tag:yaml.org,2002:merge"


class _Refused(yaml.MarkedYAMLError):
    """YAML the reader accepts that front matter refuses; its problem says what to write instead."""


class _FrontMatterLoader(yaml.SafeLoader):
    """Safe YAML for front matter: dates stay strings; refuses aliases (no billion laughs),
    duplicate keys (parsers disagree on which one wins), integers beyond 64 bits, NaN and
    infinities, and tags whose values are not JSON (binary, set, timestamp, omap, pairs).
    """

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise _Refused(
                None, None, "YAML aliases are not allowed in front matter; write the value out", event.start_mark
            )
        return super().compose_node(parent, index)

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        # Compared both as stored (text) and as Python sees them (1, 1.0 and true are one key).
        seen: dict[Any, str] = {}
        for key_node, _ in node.value:
            if key_node.tag == _MERGE_TAG or not isinstance(key_node, yaml.ScalarNode):
                continue
            key = self.construct_object(key_node, deep=True)
            text = str(key)[:60]
            for probe in (key, ("text", str(key))):
                if probe in seen:
                    same = "appears twice" if seen[probe] == text else f"repeats key {seen[probe]!r}"
                    raise _Refused(None, None, f"key {text!r} {same}; keep one", key_node.start_mark)
            seen[key] = seen[("text", str(key))] = text
        return super().construct_mapping(node, deep=deep)

    def _int(self, node: Any) -> int:
        text = str(self.construct_scalar(node))
        if len(text.replace("_", "")) > 40:
            raise _Refused(
                None,
                None,
                f"a number of {len(text)} characters is out of range (integers must fit in "
                "64 bits); quote it if it is text",
                node.start_mark,
            )
        value = int(super().construct_yaml_int(node))
        if not -INT_RANGE <= value < INT_RANGE:
            raise _Refused(None, None, "integer does not fit in 64 bits; quote it if it is text", node.start_mark)
        return value

    def _float(self, node: Any) -> float:
        value = float(super().construct_yaml_float(node))
        if math.isnan(value) or math.isinf(value):
            raise _Refused(None, None, "NaN and infinity cannot be stored; quote it if it is text", node.start_mark)
        return value

    def _refused(self, node: Any) -> Any:
        tag = str(node.tag).rsplit(":", 1)[-1]
        raise _Refused(
            None,
            None,
            f"YAML type !!{tag} is not allowed; use strings, numbers, lists and mappings",
            node.start_mark,
        )


_FrontMatterLoader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_FrontMatterLoader.add_constructor("tag:yaml.org,2002:int", _FrontMatterLoader._int)
_FrontMatterLoader.add_constructor("tag:yaml.org,2002:float", _FrontMatterLoader._float)
for _tag in ("binary", "set", "timestamp", "omap", "pairs"):
    _FrontMatterLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", _FrontMatterLoader._refused)


def _clean(value: Any, where: str, depth: int = 0) -> Any:
    """Front matter as plain JSON data (string keys); raises InvalidSkill for what no engine stores."""
    if depth > MAX_DEPTH:
        raise InvalidSkill(f"front matter is nested deeper than {MAX_DEPTH} levels; flatten it")
    if isinstance(value, str):
        problem = text_problem(value, f"front matter value {where}")
        if problem:
            raise InvalidSkill(problem)
        return value
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            text = str(key)
            path = f"{where}.{text}" if where else text
            problem = text_problem(text, f"front matter key {path[:80]!r}")
            if problem:
                raise InvalidSkill(problem)
            if text in out:
                raise InvalidSkill(f"front matter key {path[:80]!r} appears twice; keep one")
            out[text] = _clean(item, path, depth + 1)
        return out
    if isinstance(value, list):
        return [_clean(item, f"{where}[{i}]", depth + 1) for i, item in enumerate(value)]
    if value is None or isinstance(value, bool | int | float):
        return value
    raise InvalidSkill(f"front matter value {where} is a {type(value).__name__}; use plain YAML values")


# An empty, a mis-encoded and a malformed SKILL.md share the code `skill.unparseable` (validate, import);
# each message says which it is and what to do.
EMPTY = "SKILL.md is empty: write front matter with name and description between two '---' lines"


def decode_skill_md(data: bytes) -> str:
    """SKILL.md bytes as text; raises InvalidSkill for empty, binary or non-UTF-8 input."""
    if not data.strip():
        raise InvalidSkill(EMPTY)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InvalidSkill("SKILL.md is UTF-16 text, not UTF-8: save it as UTF-8")
    if b"\x00" in data:
        raise InvalidSkill(text_problem("\x00", "SKILL.md") or "SKILL.md contains NUL")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidSkill(f"SKILL.md is not valid UTF-8 text (at byte {exc.start}): save it as UTF-8") from None
    return text


_KEY_VALUE = re.compile(r"^([A-Za-z0-9_-]+):[ \t]+(\S.*?)[ \t]*$")


def _quote_hint(raw: str, index: int | None) -> str:
    """How to quote a value holding ': ' (YAML reads it as a second key), for the line YAML stopped at."""
    lines = raw.splitlines()
    if index is None or not 0 <= index < len(lines):
        return ""
    match = _KEY_VALUE.match(lines[index])
    if match is None or ": " not in match.group(2) or match.group(2)[0] in "\"'|>":
        return ""
    key, value = match.groups()
    quoted = value.replace("\\", "\\\\").replace('"', '\\"')
    shown = quoted if len(quoted) <= 300 else quoted[:297] + "..."
    return f"; a value holding ': ' needs quotes: {key}: \"{shown}\""


def split_frontmatter(text: str) -> tuple[dict[str, Any], str]:
    """Split SKILL.md into (front matter mapping, body); raises InvalidSkill when malformed."""
    match = _FRONTMATTER.match(text)
    if not match:
        if re.match(r"---[ \t]*\r?\n", text):
            raise InvalidSkill("SKILL.md front matter is not closed; end it with a line holding only '---'")
        raise InvalidSkill("SKILL.md has no front matter; start it with a '---' line, YAML, then another '---' line")
    raw = match.group(1)
    if len(raw.encode("utf-8")) > MAX_FRONTMATTER_BYTES:
        raise InvalidSkill(f"front matter is larger than {MAX_FRONTMATTER_BYTES // 1024} KiB")
    try:
        # The last front matter line ends with a line break before the closing fence; without it a
        # folded or literal last value (`description: >`) would lose its final newline, and the
        # listing would differ from what a YAML 1.2 reader of the served SKILL.md finds.
        data = yaml.load(raw + "\n", Loader=_FrontMatterLoader)  # a SafeLoader subclass
    except yaml.YAMLError as exc:
        where = getattr(exc, "problem_mark", None)
        line = f" at line {where.line + 2}" if where is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        hint = _quote_hint(raw, where.line if where is not None else None)
        if "'\\t'" in problem:  # PyYAML names a tab as '\t': editors indent with them, YAML never does
            hint = "; YAML indents with spaces, never tabs: replace the tabs with spaces"
        elif not hint and not isinstance(exc, _Refused):
            hint = f"; fix {'that line' if line else 'it'} (key: value lines; quote a value holding ': ' or ' #')"
        raise InvalidSkill(f"front matter is not valid YAML{line}: {problem}{hint}") from None
    except RecursionError:
        raise InvalidSkill(f"front matter is nested too deeply; flatten it below {MAX_DEPTH} levels") from None
    except ValueError as exc:  # the YAML reader's own checks (e.g. a number it cannot convert)
        raise InvalidSkill(f"front matter is not valid YAML: {str(exc).splitlines()[0][:120]}") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise InvalidSkill("front matter must be a YAML mapping of fields (name: ..., description: ...)")
    frontmatter: dict[str, Any] = _clean(data, "")
    return frontmatter, text[match.end() :]


def derive_summary(frontmatter: dict[str, Any], description: str) -> str:
    """A trigger-style line: `metadata.summary` when given, else the 'Use when' or first sentence."""
    meta = frontmatter.get("metadata")
    if isinstance(meta, dict) and isinstance(meta.get("summary"), str) and meta["summary"].strip():
        return " ".join(meta["summary"].split())[:300]
    text = " ".join(description.split())
    sentences = [s for s in _SENTENCE_END.split(text) if s]
    for sentence in sentences:
        if re.match(r"(?i)(use|invoke|trigger|apply)\b.*\bwhen\b|use (this )?(skill )?(when|for|to)\b", sentence):
            return sentence[:300]
    return (sentences[0] if sentences else text)[:300]


def build_skill(skill_md: str | bytes, files: Iterable[BundleFile] = (), *, folder: str | None = None) -> Skill:
    """Build a `Skill` from SKILL.md and its bundle (`folder`: the name of the folder it came in).

    Raises InvalidSkill when SKILL.md is unreadable or holds what no engine can store.
    """
    text = decode_skill_md(skill_md) if isinstance(skill_md, bytes) else skill_md.removeprefix("\ufeff")
    if not text.strip():
        raise InvalidSkill(EMPTY)
    problem = text_problem(text, "SKILL.md")
    if problem:
        raise InvalidSkill(problem)
    frontmatter, body = split_frontmatter(text)
    bundle = tuple(sorted((f for f in files if f.path != SKILL_FILE), key=lambda f: f.path))
    for f in bundle:
        # Paths enter the content hash: one that is not Unicode text is refused here, not crashed on.
        problem = path_text_problem(f.path)
        if problem:
            raise InvalidSkill(problem)
    name = frontmatter.get("name")
    description = frontmatter.get("description")
    name_s = name if isinstance(name, str) else ("" if name is None else str(name))
    desc_s = description if isinstance(description, str) else ("" if description is None else str(description))
    return Skill(
        name=name_s.strip(),
        description=desc_s.strip(),
        frontmatter=frontmatter,
        body=body,
        skill_md=text,
        files=bundle,
        summary=derive_summary(frontmatter, desc_s),
        kind="flow_template" if any(f.path == FLOW_FILE for f in bundle) else "knowledge",
        content_hash=content_hash(text, bundle),
        folder=folder,
    )


def decode_files(items: Iterable[tuple[str, str, str, bool]]) -> list[BundleFile]:
    """Bundle files from the wire form (path, content, encoding, executable) every write API uses.

    Raises InvalidSkill for SKILL.md among the files, a path listed twice, or bad base64.
    """
    files: list[BundleFile] = []
    seen: set[str] = set()
    for path, content, encoding, executable in items:
        if path == SKILL_FILE:
            raise InvalidSkill("SKILL.md goes in `skill_md`, not in `files`")
        if path in seen:
            raise InvalidSkill(f"file {path[:80]!r} is listed twice; keep one")
        seen.add(path)
        if encoding == "base64":
            try:
                data = base64.b64decode(content, validate=True)
            except (binascii.Error, ValueError):
                raise InvalidSkill(f"file {path[:80]!r} is not valid base64") from None
        elif encoding == "utf-8":
            # Lone surrogates pass through as bytes; validation then calls a text file undecodable.
            data = content.encode("utf-8", "surrogatepass")
        else:
            raise InvalidSkill(f"file {path[:80]!r}: encoding must be utf-8 or base64")
        files.append(BundleFile(path=path, data=data, executable=executable))
    return files
