"""Turn SKILL.md text plus bundle files (or a folder on disk) into a `Skill`."""

from __future__ import annotations

import base64
import binascii
import errno
import math
import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path, PurePosixPath
from typing import Any

import yaml

from skillkeeper.errors import InvalidInput, InvalidSkill
from skillkeeper.skill.canonical import content_hash
from skillkeeper.skill.model import FLOW_FILE, BundleFile, Skill
from skillkeeper.skill.names import text_problem

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


class _FrontMatterLoader(yaml.SafeLoader):
    """Safe YAML for front matter: dates stay strings; refuses aliases (no billion laughs),
    duplicate keys (parsers disagree on which one wins), integers beyond 64 bits, NaN and
    infinities, and tags whose values are not JSON (binary, set, timestamp, omap, pairs).
    """

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise yaml.MarkedYAMLError(None, None, "YAML aliases are not allowed in front matter", event.start_mark)
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
                    raise yaml.MarkedYAMLError(None, None, f"key {text!r} {same}; keep one", key_node.start_mark)
            seen[key] = seen[("text", str(key))] = text
        return super().construct_mapping(node, deep=deep)

    def _int(self, node: Any) -> int:
        text = str(self.construct_scalar(node))
        if len(text.replace("_", "")) > 40:
            raise yaml.MarkedYAMLError(
                None,
                None,
                f"a number of {len(text)} characters is out of range (integers must fit in "
                "64 bits); quote it if it is text",
                node.start_mark,
            )
        value = int(super().construct_yaml_int(node))
        if not -INT_RANGE <= value < INT_RANGE:
            raise yaml.MarkedYAMLError(
                None, None, "integer does not fit in 64 bits; quote it if it is text", node.start_mark
            )
        return value

    def _float(self, node: Any) -> float:
        value = float(super().construct_yaml_float(node))
        if math.isnan(value) or math.isinf(value):
            raise yaml.MarkedYAMLError(
                None, None, "NaN and infinity cannot be stored; quote it if it is text", node.start_mark
            )
        return value

    def _refused(self, node: Any) -> Any:
        tag = str(node.tag).rsplit(":", 1)[-1]
        raise yaml.MarkedYAMLError(
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


def decode_skill_md(data: bytes) -> str:
    """SKILL.md bytes as text; raises InvalidSkill for empty, binary or non-UTF-8 input."""
    if not data.strip():
        raise InvalidSkill("SKILL.md is empty; it needs YAML front matter with name and description")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InvalidSkill("SKILL.md is UTF-16 encoded; re-save it as UTF-8")
    if b"\x00" in data:
        raise InvalidSkill(text_problem("\x00", "SKILL.md") or "SKILL.md contains NUL")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidSkill(f"SKILL.md is not valid UTF-8 (byte {exc.start}); re-save it as UTF-8") from None
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
        raise InvalidSkill(f"front matter is not valid YAML{line}: {problem}{hint}") from None
    except RecursionError:
        raise InvalidSkill("front matter is nested too deeply") from None
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
        raise InvalidSkill("SKILL.md is empty; it needs YAML front matter with name and description")
    problem = text_problem(text, "SKILL.md")
    if problem:
        raise InvalidSkill(problem)
    frontmatter, body = split_frontmatter(text)
    bundle = tuple(sorted((f for f in files if f.path != SKILL_FILE), key=lambda f: f.path))
    for f in bundle:
        # Paths enter the content hash: one that is not Unicode text is refused here, not crashed on.
        problem = text_problem(f.path, f"file path {f.path.encode('utf-8', 'backslashreplace').decode()!r}")
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


# Opened relative to an already-open folder, never through a link: a swap between listing and
# reading (a file or a folder replaced by a link) cannot make the read leave the skill folder.
_O_FILE = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_O_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC


def _read_regular(dir_fd: int, name: str, budget: int) -> tuple[bytes, int] | None:
    """(bytes, mode) of regular file `name` in `dir_fd` (at most `budget` + 1 bytes), or None when it is not one.

    Raises OSError with errno ELOOP when it is a symbolic link, EMLINK when it is a hard link.
    """
    fd = os.open(name, _O_FILE, dir_fd=dir_fd)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            return None
        if st.st_nlink > 1:
            # A second name for a file that may live anywhere on the disk (~/.aws/credentials): a link
            # out of the skill folder like a symbolic one, recorded and refused, never read.
            raise OSError(errno.EMLINK, f"{name} is a hard link")
        chunks, left = [], min(st.st_size, budget) + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks), st.st_mode
    finally:
        os.close(fd)


def _is_link_error(exc: OSError) -> bool:
    return exc.errno in (errno.ELOOP, errno.EMLINK)  # EMLINK: a hard link, or O_NOFOLLOW on a link on some BSDs


def read_bundle(folder: Path) -> tuple[bytes, list[BundleFile]]:
    """Read SKILL.md and every bundled file under `folder` without following links.

    Raises InvalidSkill when SKILL.md is missing or the bundle is over the size caps.
    """
    try:
        root_fd = os.open(folder, _O_DIR)
    except (FileNotFoundError, NotADirectoryError):
        raise InvalidSkill(f"no {SKILL_FILE} in {folder}") from None
    try:
        return _read_tree(folder, root_fd)
    finally:
        os.close(root_fd)


def misnamed_skill_file(names: Iterable[str]) -> str | None:
    """A file named like SKILL.md in another case (`skill.md`), when there is no SKILL.md itself."""
    names = list(names)
    if SKILL_FILE in names:
        return None
    return next((n for n in sorted(names) if n.upper() == SKILL_FILE.upper()), None)


def _no_skill_file(folder: Path) -> InvalidSkill:
    try:
        other = misnamed_skill_file(os.listdir(folder))
    except OSError:
        other = None
    if other is not None:
        return InvalidSkill(
            f"{other} in {folder} must be named {SKILL_FILE} (upper case); rename it",
            details={"code": "skill.file-case"},
        )
    return InvalidSkill(f"no {SKILL_FILE} in {folder}")


def _read_tree(folder: Path, root_fd: int) -> tuple[bytes, list[BundleFile]]:
    try:
        found = _read_regular(root_fd, SKILL_FILE, MAX_TOTAL_BYTES)
    except FileNotFoundError:
        raise _no_skill_file(folder) from None
    except OSError as exc:
        if not _is_link_error(exc):
            raise
        found = None
    if found is None:
        raise InvalidSkill(f"{SKILL_FILE} in {folder} is a link or not a regular file")
    skill_md = found[0]
    if len(skill_md) > MAX_TOTAL_BYTES:
        raise InvalidSkill(f"{SKILL_FILE} is over the 16 MiB skill cap")
    files: list[BundleFile] = []
    total = len(skill_md)
    for root, dirs, names, dir_fd in os.fwalk(".", dir_fd=root_fd, follow_symlinks=False):
        base = PurePosixPath(root)
        dirs[:] = sorted(d for d in dirs if d not in IGNORED_NAMES)
        # Directory links show up in `dirs`; record them as links instead of walking them.
        for d in list(dirs):
            if stat.S_ISLNK(os.lstat(d, dir_fd=dir_fd).st_mode):
                dirs.remove(d)
                files.append(BundleFile(path=(base / d).as_posix(), is_link=True))
        for fname in sorted(names):
            rel = (base / fname).as_posix()
            if fname in IGNORED_NAMES or rel == SKILL_FILE:
                continue
            try:
                read = _read_regular(dir_fd, fname, MAX_TOTAL_BYTES - total)
            except FileNotFoundError:
                continue  # gone since it was listed
            except OSError as exc:
                if not _is_link_error(exc):
                    raise
                files.append(BundleFile(path=rel, is_link=True))
                continue
            if read is None:
                continue
            data, mode = read
            if len(files) >= MAX_FILES:
                raise InvalidSkill(f"bundle has more than {MAX_FILES} files; trim it below the cap")
            total += len(data)
            if total > MAX_TOTAL_BYTES:
                raise InvalidSkill("bundle is larger than 16 MiB; move large assets out of the skill")
            files.append(BundleFile(path=rel, data=data, executable=bool(mode & stat.S_IXUSR)))
    return skill_md, files


def parse_skill_dir(folder: str | Path) -> Skill:
    """Parse a skill folder on disk; raises InvalidSkill with a one-line reason."""
    path = Path(folder)
    skill_md, files = read_bundle(path)
    return build_skill(skill_md, files, folder=path.name or path.resolve().name)


def find_skill_dirs(root: str | Path) -> list[Path]:
    """Every folder under `root` (itself included) holding a SKILL.md, sorted, links not followed.

    A folder holding `skill.md` (or another case of it) is listed too, so reading it says to
    rename the file instead of the folder being skipped without a word.
    """
    base = Path(root)
    found = [base] if (base / SKILL_FILE).is_file() else []
    for dirpath, dirs, names in os.walk(base, followlinks=False):
        dirs[:] = sorted(d for d in dirs if d not in IGNORED_NAMES and not d.startswith("."))
        if (SKILL_FILE in names or misnamed_skill_file(names)) and Path(dirpath) != base:
            found.append(Path(dirpath))
        elif Path(dirpath) == base and not found and misnamed_skill_file(names):
            found.append(base)
    return sorted(set(found))


def missing_path(raw: str | Path) -> str:
    """One line for a path that does not exist, naming the closest name beside it (a typo) when there is one."""
    import difflib  # lazy: only on this error

    path, said = Path(raw), str(raw)
    try:
        siblings = [p.name for p in path.parent.iterdir()]
    except OSError:
        siblings = []
    close = difflib.get_close_matches(path.name, siblings, n=1, cutoff=0.75)
    stem = said.rstrip("/")
    meant = stem[: len(stem) - len(path.name)] + close[0] if close and stem.endswith(path.name) else None
    hint = f" (did you mean {meant}?)" if meant else ""
    return f"{said} does not exist{hint}; pass a skill folder or a folder of skill folders"


def skill_folders(paths: Iterable[str | Path], *, each_must_hold: bool = True) -> list[Path]:
    """Every skill folder named by or found under `paths`, once each, in the order given.

    A path may be a skill folder, a folder of skill folders, or a SKILL.md file. Raises
    InvalidInput naming the path that does not exist, is another file, or (with
    `each_must_hold`) holds no SKILL.md.
    """
    found: dict[Path, Path] = {}
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise InvalidInput(missing_path(path))
        if path.is_file() and path.name.upper() != SKILL_FILE.upper():
            raise InvalidInput(f"{path} is a file; pass the skill folder that holds SKILL.md")
        dirs = [path.parent] if path.is_file() else find_skill_dirs(path)
        if not dirs and each_must_hold:
            raise InvalidInput(f"no SKILL.md found under {path}; pass a skill folder or a folder of skill folders")
        for d in dirs:
            found.setdefault(d.resolve(), d)
    return list(found.values())
