"""Turn SKILL.md text plus bundle files (or a folder on disk) into a `Skill`."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import yaml

from skillkeeper.errors import InvalidSkill
from skillkeeper.skill.canonical import content_hash
from skillkeeper.skill.model import FLOW_FILE, BundleFile, Skill

SKILL_FILE = "SKILL.md"
MAX_FILES = 512
MAX_TOTAL_BYTES = 16 * 1024 * 1024
MAX_FRONTMATTER_BYTES = 64 * 1024
# Entries that are never part of a skill: our own marker and OS/VCS litter.
IGNORED_NAMES = frozenset({".skillkeeper-owned", ".DS_Store", "Thumbs.db", ".git", "__pycache__"})

_FRONTMATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)(?:\r?\n)?^---[ \t]*(?:\r?\n|\Z)", re.S | re.M)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


class _FrontMatterLoader(yaml.SafeLoader):
    """Safe YAML that keeps dates as strings and refuses aliases (no billion laughs)."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise yaml.MarkedYAMLError(
                None, None, "YAML aliases are not allowed in front matter", event.start_mark
            )
        return super().compose_node(parent, index)


_FrontMatterLoader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def decode_skill_md(data: bytes) -> str:
    """SKILL.md bytes as text; raises InvalidSkill for empty, binary or non-UTF-8 input."""
    if not data.strip():
        raise InvalidSkill("SKILL.md is empty; it needs YAML front matter with name and description")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InvalidSkill("SKILL.md is UTF-16 encoded; re-save it as UTF-8")
    if b"\x00" in data:
        raise InvalidSkill("SKILL.md looks binary (contains NUL bytes); it must be UTF-8 text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidSkill(
            f"SKILL.md is not valid UTF-8 (byte {exc.start}); re-save it as UTF-8"
        ) from None
    return text


def split_frontmatter(text: str) -> tuple[dict[str, Any], str]:
    """Split SKILL.md into (front matter mapping, body); raises InvalidSkill when malformed."""
    match = _FRONTMATTER.match(text)
    if not match:
        if re.match(r"---[ \t]*\r?\n", text):
            raise InvalidSkill("SKILL.md front matter is not closed; end it with a line holding only '---'")
        raise InvalidSkill(
            "SKILL.md has no front matter; start it with a '---' line, YAML, then another '---' line"
        )
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
        raise InvalidSkill(f"front matter is not valid YAML{line}: {problem}") from None
    except RecursionError:
        raise InvalidSkill("front matter is nested too deeply") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise InvalidSkill("front matter must be a YAML mapping of fields (name: ..., description: ...)")
    frontmatter = {str(k): v for k, v in data.items()}
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


def build_skill(skill_md: str | bytes, files: Iterable[BundleFile] = ()) -> Skill:
    """Build a `Skill` from SKILL.md and its bundle; raises InvalidSkill when SKILL.md is unreadable."""
    text = decode_skill_md(skill_md) if isinstance(skill_md, bytes) else skill_md.removeprefix("\ufeff")
    if not text.strip():
        raise InvalidSkill("SKILL.md is empty; it needs YAML front matter with name and description")
    frontmatter, body = split_frontmatter(text)
    bundle = tuple(sorted((f for f in files if f.path != SKILL_FILE), key=lambda f: f.path))
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
        content_hash=content_hash(frontmatter, body, bundle),
    )


def read_bundle(folder: Path) -> tuple[bytes, list[BundleFile]]:
    """Read SKILL.md and every bundled file under `folder` without following links.

    Raises InvalidSkill when SKILL.md is missing or the bundle is over the size caps.
    """
    skill_path = folder / SKILL_FILE
    try:
        st = skill_path.lstat()
    except FileNotFoundError:
        raise InvalidSkill(f"no {SKILL_FILE} in {folder}") from None
    if stat.S_ISLNK(st.st_mode) or not stat.S_ISREG(st.st_mode):
        raise InvalidSkill(f"{SKILL_FILE} in {folder} is a link or not a regular file")
    if st.st_size > MAX_TOTAL_BYTES:
        raise InvalidSkill(f"{SKILL_FILE} is {st.st_size} bytes, over the 16 MiB skill cap")
    skill_md = skill_path.read_bytes()
    files: list[BundleFile] = []
    total = len(skill_md)
    for root, dirs, names in os.walk(folder, followlinks=False):
        root_path = Path(root)
        dirs[:] = sorted(d for d in dirs if d not in IGNORED_NAMES)
        # Directory links show up in `dirs`; record them as links instead of walking them.
        for d in list(dirs):
            if (root_path / d).is_symlink():
                dirs.remove(d)
                files.append(BundleFile(path=(root_path / d).relative_to(folder).as_posix(), is_link=True))
        for fname in sorted(names):
            if fname in IGNORED_NAMES:
                continue
            full = root_path / fname
            rel = full.relative_to(folder).as_posix()
            if rel == SKILL_FILE:
                continue
            fst = full.lstat()
            if stat.S_ISLNK(fst.st_mode):
                files.append(BundleFile(path=rel, is_link=True))
                continue
            if not stat.S_ISREG(fst.st_mode):
                continue
            if len(files) >= MAX_FILES:
                raise InvalidSkill(f"bundle has more than {MAX_FILES} files; trim it below the cap")
            total += fst.st_size
            if total > MAX_TOTAL_BYTES:
                raise InvalidSkill("bundle is larger than 16 MiB; move large assets out of the skill")
            files.append(
                BundleFile(path=rel, data=full.read_bytes(), executable=bool(fst.st_mode & stat.S_IXUSR))
            )
    return skill_md, files


def parse_skill_dir(folder: str | Path) -> Skill:
    """Parse a skill folder on disk; raises InvalidSkill with a one-line reason."""
    path = Path(folder)
    skill_md, files = read_bundle(path)
    return build_skill(skill_md, files)


def find_skill_dirs(root: str | Path) -> list[Path]:
    """Every folder under `root` (itself included) holding a SKILL.md, sorted, links not followed."""
    base = Path(root)
    found = [base] if (base / SKILL_FILE).is_file() else []
    for dirpath, dirs, names in os.walk(base, followlinks=False):
        dirs[:] = sorted(d for d in dirs if d not in IGNORED_NAMES and not d.startswith("."))
        if SKILL_FILE in names and Path(dirpath) != base:
            found.append(Path(dirpath))
    return sorted(set(found))
