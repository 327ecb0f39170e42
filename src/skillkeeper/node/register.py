"""Put a target folder on OpenClaw's skill load path (`skills.load.extraDirs`), and take it off again.

Registering is append-only; `agent --uninstall` takes off only the entries naming its own folders,
editing the text in place so the user's other entries, key order and layout stay byte for byte. Keys that
registering had to create are recorded in the node's home, so an uninstall takes them out again once empty.
"""

from __future__ import annotations

import json
import os
import re
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")
EXTRA_DIRS = ("skills", "load", "extraDirs")
CREATED_FILE = "openclaw-created.json"  # in $SKILLKEEPER_HOME: which keys of openclaw.json registering created


@dataclass(frozen=True)
class RegisterResult:
    """`registered` when the folder is on the load path after the call; `changed` when we wrote."""

    registered: bool
    changed: bool = False
    error: str | None = None
    created: tuple[str, ...] = ()  # the path to the outermost key the call created, () when it created none


def default_openclaw_config() -> Path:
    return Path.home() / ".openclaw" / "openclaw.json"


def _indent_of(text: str) -> int | str | None:
    """The indent the file uses (spaces or a tab), None for a one-line file."""
    match = re.search(r"\n([ \t]+)\S", text)
    if not match:
        return None
    lead = match.group(1)
    return "\t" if lead.startswith("\t") else len(lead)


def _same_dir(entry: object, folder: Path) -> bool:
    if not isinstance(entry, str):
        return False
    return os.path.normpath(os.path.expanduser(entry)) == os.path.normpath(folder)


def _extra_dirs(doc: dict[str, Any]) -> tuple[list[Any] | None, tuple[str, ...], str | None]:
    """The extraDirs list to append to (created when missing, with the path to the outermost key created),
    or why the shape is wrong."""
    node: dict[str, Any] = doc
    created: tuple[str, ...] = ()
    for depth, key in enumerate(EXTRA_DIRS[:2], 1):
        created = created or (EXTRA_DIRS[:depth] if key not in node else ())
        child = node.setdefault(key, {})
        if not isinstance(child, dict):
            return None, (), f"'{key}' is not an object"
        node = child
    created = created or (EXTRA_DIRS if "extraDirs" not in node else ())
    dirs = node.setdefault("extraDirs", [])
    if not isinstance(dirs, list):
        return None, (), "'skills.load.extraDirs' is not a list"
    return dirs, created, None


def remember_created(home: Path, config: Path, folder: Path, created: tuple[str, ...]) -> None:
    """Record in `home` that registering `folder` in `config` created the keys down to `created`."""
    records = _created_records(home)
    records[_record_key(config, folder)] = list(created)
    (home / CREATED_FILE).write_text(json.dumps(records, indent=2) + "\n", encoding="utf-8")


def recall_created(home: Path, config: Path, folder: Path) -> tuple[str, ...]:
    """The keys registering `folder` in `config` created, as `remember_created` recorded them (else ())."""
    found = _created_records(home).get(_record_key(config, folder))
    return tuple(found) if isinstance(found, list) and tuple(found) in {EXTRA_DIRS[:n] for n in (1, 2, 3)} else ()


def forget_created(home: Path, config: Path, folder: Path) -> None:
    """Drop the record of the keys registering `folder` in `config` created; the file goes with the last one."""
    records = _created_records(home)
    if records.pop(_record_key(config, folder), None) is None:
        return
    path = home / CREATED_FILE
    if records:
        path.write_text(json.dumps(records, indent=2) + "\n", encoding="utf-8")
    else:
        path.unlink(missing_ok=True)


def _record_key(config: Path, folder: Path) -> str:
    return f"{os.path.realpath(config)}\n{os.path.normpath(folder)}"


def _created_records(home: Path) -> dict[str, Any]:
    try:
        records = json.loads((home / CREATED_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):  # none recorded, or unreadable: nothing is known to be ours
        return {}
    return records if isinstance(records, dict) else {}


def _read(
    real: Path, where: str, *, missing_ok: bool, by_hand: str
) -> tuple[str | None, dict[str, Any] | None, str | None]:
    """The file's text and object (None, None when it is absent), or why it cannot be used (`by_hand`: the edit
    the user makes instead)."""
    try:
        text = real.read_text(encoding="utf-8")
    except FileNotFoundError:
        if missing_ok or real.parent.is_dir():
            return None, None, None
        return (
            None,
            None,
            (
                f"{where}: {real.parent} not found, so OpenClaw is not installed here: install it and start it once, "
                "or leave out the openclaw target (--target openclaw)"
            ),
        )
    except (OSError, UnicodeDecodeError) as exc:
        return None, None, f"{where}: cannot read it ({exc})"
    try:
        doc = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError as exc:
        # OpenClaw reads JSON5: comments and trailing commas are the user's to keep, not an error to fix.
        return (
            None,
            None,
            (
                f"{where}: not strict JSON (line {exc.lineno}), which the agent does not rewrite (OpenClaw also "
                f"reads comments and trailing commas): {by_hand} yourself; file left untouched"
            ),
        )
    if not isinstance(doc, dict):
        return None, None, f"{where}: top level is not an object; file left untouched"
    return text, doc, None


def _write(real: Path, out: str, where: str) -> str | None:
    """Replace the file atomically, keeping its mode; why it failed, else None."""
    tmp = real.with_name(f".{real.name}.skillkeeper-{secrets.token_hex(4)}")
    try:
        mode = real.stat().st_mode & 0o777 if real.exists() else 0o600
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(out)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, real)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        return f"{where}: cannot write it ({exc.strerror or exc})"
    return None


def register_extra_dir(config: Path, folder: Path, *, dry_run: bool = False) -> RegisterResult:
    """Append `folder` to skills.load.extraDirs when missing; never raises, the file is untouched on error."""
    where = f"register {folder} in {config}"
    real = Path(os.path.realpath(config))  # keep a dotfiles link intact: write where it points
    by_hand = f"add {json.dumps(str(folder))} to skills.load.extraDirs"
    text, doc, problem = _read(real, where, missing_ok=False, by_hand=by_hand)
    if problem:
        return RegisterResult(False, error=problem)
    text, doc = text or "", doc or {}
    dirs, created, problem = _extra_dirs(doc)
    if dirs is None:
        return RegisterResult(False, error=f"{where}: {problem}; file left untouched")
    if any(_same_dir(entry, folder) for entry in dirs):
        return RegisterResult(True)
    if dry_run:
        return RegisterResult(False, changed=True)
    found = _array_items(text, EXTRA_DIRS) if text.strip() else None
    if found is not None:  # the list is there: add one item, every other byte stays
        out = _append(text, *found, json.dumps(str(folder), ensure_ascii=False))
    else:  # keys to create: written back whole, in the file's indent
        dirs.append(str(folder))
        out = json.dumps(doc, indent=_indent_of(text) if text else 2, ensure_ascii=False)
        if text.endswith("\n") or not text:
            out += "\n"
    problem = _write(real, out, where)
    return RegisterResult(False, error=problem) if problem else RegisterResult(True, changed=True, created=created)


def unregister_extra_dir(
    config: Path, folder: Path, *, dry_run: bool = False, created: tuple[str, ...] = ()
) -> RegisterResult:
    """Take every skills.load.extraDirs entry naming `folder` out, leaving every other byte; never raises.

    `changed` when an entry was (or with `dry_run` would be) taken out; an absent file or entry is no error.
    `created`: the keys registering created (`RegisterResult.created`), taken out too once nothing else is in them.
    """
    where = f"unregister {folder} from {config}"
    real = Path(os.path.realpath(config))
    by_hand = f"take {json.dumps(str(folder))} out of skills.load.extraDirs"
    text, doc, problem = _read(real, where, missing_ok=True, by_hand=by_hand)
    if problem:
        return RegisterResult(False, error=problem)
    if text is None or doc is None:
        return RegisterResult(False)
    dirs = _walk(doc, EXTRA_DIRS)
    if not isinstance(dirs, list) or not any(_same_dir(entry, folder) for entry in dirs):
        return RegisterResult(False)
    if dry_run:
        return RegisterResult(False, changed=True)
    out = text
    while found := _array_items(out, EXTRA_DIRS):  # one entry at a time, the spans read afresh after each cut
        ours = [i for i, (_s, _e, value) in enumerate(found[1]) if _same_dir(value, folder)]
        if not ours:
            break
        out = _cut(out, *found, ours[-1])
    out = _drop_created(out, created)
    problem = _write(real, out, where)
    return RegisterResult(False, error=problem) if problem else RegisterResult(False, changed=True)


def _walk(doc: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        if not isinstance(doc, dict):
            return None
        doc = doc.get(key)
    return doc


def _skip(text: str, pos: int) -> int:
    match = _SPACE.match(text, pos)
    return match.end() if match else pos


def _members(text: str, pos: int) -> list[tuple[int, int, str, int]]:
    """The members of the object whose `{` is at `pos`: (key start, value end, key, value start) each."""
    members = []
    pos = _skip(text, pos + 1)
    while text[pos : pos + 1] == '"':
        start = pos
        name, pos = _DECODER.raw_decode(text, pos)
        pos = _skip(text, _skip(text, pos) + 1)  # past the colon
        value_start = pos
        _value, pos = _DECODER.raw_decode(text, pos)
        members.append((start, pos, name, value_start))
        pos = _skip(text, pos)
        if text[pos : pos + 1] == ",":
            pos = _skip(text, pos + 1)
    return members


def _value_at(text: str, path: tuple[str, ...]) -> int | None:
    """Where the value at `path` of valid JSON `text` starts (the last duplicate key wins, as in json.loads)."""
    pos = _skip(text, 0)
    for key in path:
        if text[pos : pos + 1] != "{":
            return None
        found = [m[3] for m in _members(text, pos) if m[2] == key]
        if not found:
            return None
        pos = found[-1]
    return pos


def _drop_created(text: str, created: tuple[str, ...]) -> str:
    """`text` without the outermost key registering created (`created`, depth 1 to 3) that now holds only
    what it created; the user's own keys under it keep it."""
    doc = json.loads(text)
    for depth in range(len(created), len(EXTRA_DIRS) + 1) if created else ():
        empty: Any = []
        for key in reversed(EXTRA_DIRS[depth:]):
            empty = {key: empty}
        if _walk(doc, EXTRA_DIRS[:depth]) != empty:
            continue
        parent = _value_at(text, EXTRA_DIRS[: depth - 1])
        if parent is None:
            return text
        members = _members(text, parent)
        ours = [i for i, m in enumerate(members) if m[2] == EXTRA_DIRS[depth - 1]]
        return _cut(text, parent, [(m[0], m[1], m[2]) for m in members], ours[-1]) if ours else text
    return text


def _array_items(text: str, path: tuple[str, ...]) -> tuple[int, list[tuple[int, int, Any]]] | None:
    """The array at `path` of valid JSON `text`: its `[` offset and each item as (start, end, value)."""
    pos = _value_at(text, path)
    if pos is None or text[pos : pos + 1] != "[":
        return None
    opening, items = pos, []
    pos = _skip(text, pos + 1)
    while text[pos : pos + 1] not in ("]", ""):
        value, end = _DECODER.raw_decode(text, pos)
        items.append((pos, end, value))
        pos = _skip(text, end)
        if text[pos : pos + 1] == ",":
            pos = _skip(text, pos + 1)
    return opening, items


def _append(text: str, opening: int, items: list[tuple[int, int, Any]], item: str) -> str:
    """`text` with `item` after the array's last item, on a line of its own when the items have theirs."""
    if not items:
        close = _skip(text, opening + 1)
        return text[: opening + 1] + item + text[close:]
    start, end, _value = items[-1]
    line = text[text.rfind("\n", 0, start) + 1 : start]
    if "\n" in text[opening:start] and not line.strip():
        return text[:end] + ",\n" + line + item + text[end:]
    return text[:end] + ", " + item + text[end:]


def _cut(text: str, opening: int, items: list[tuple[int, int, Any]], index: int) -> str:
    """`text` without item `index` of the array or object opening at `opening`: up to the next item's start,
    else from the previous item's end."""
    start, end, _value = items[index]
    if index + 1 < len(items):
        return text[:start] + text[items[index + 1][0] :]
    if index > 0:
        return text[: items[index - 1][1]] + text[end:]
    close = _skip(text, end)  # the only item: the array becomes [], the object {}
    return text[: opening + 1] + text[close:]
