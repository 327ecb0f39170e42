"""What `install` created on this machine (config files, the block holding the servers, skills
folders), so that `install --remove` takes that debris out too, and never anything it found there.

Kept as JSON under SKILLKEEPER_HOME; an install without the record (a library caller) leaves
debris as before rather than guess.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from skillkeeper.clients import formats, jsonc

RECORD_FILE = "install-created.json"


@dataclass
class Created:
    """Config files, blocks (file -> key paths) and folders that install created; and the whitespace its
    insert replaced: a blank file's text (`blank`), an empty object's inside (`spaces`: file -> [[path, text]])."""

    files: set[str] = field(default_factory=set)
    blocks: dict[str, list[list[str]]] = field(default_factory=dict)
    folders: set[str] = field(default_factory=set)
    blank: dict[str, str] = field(default_factory=dict)
    spaces: dict[str, list[list[Any]]] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path | None) -> Created:
        """The record at `path`; empty when there is none or it cannot be read."""
        if path is None:
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return cls(
                set(data.get("files", [])),
                dict(data.get("blocks", {})),
                set(data.get("folders", [])),
                dict(data.get("blank", {})),
                dict(data.get("spaces", {})),
            )
        except (OSError, ValueError, TypeError, AttributeError):
            return cls()

    def save(self, path: Path) -> None:
        """Write the record (or delete it once it holds nothing)."""
        if not (self.files or self.blocks or self.folders or self.blank or self.spaces):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        data: dict[str, Any] = {"files": sorted(self.files), "blocks": self.blocks, "folders": sorted(self.folders)}
        data.update({k: v for k, v in (("blank", self.blank), ("spaces", self.spaces)) if v})
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        os.replace(tmp, path)

    def has_block(self, file: Path, key: list[str]) -> bool:
        return key in self.blocks.get(str(file), [])

    def add_block(self, file: Path, key: list[str]) -> None:
        keys = self.blocks.setdefault(str(file), [])
        if key not in keys:
            keys.append(key)

    def forget_file(self, file: Path) -> None:
        self.files.discard(str(file))
        self.forget_edits(file)

    def forget_edits(self, file: Path) -> None:
        """Drop what install noted about its edits of `file` (once `--remove` took them out)."""
        for noted in (self.blocks, self.blank, self.spaces):
            noted.pop(str(file), None)

    def add_spaces(self, file: Path, where: tuple[tuple[str, ...], str]) -> None:
        spaces = self.spaces.setdefault(str(file), [])
        if [list(where[0]), where[1]] not in spaces:
            spaces.append([list(where[0]), where[1]])


def missing_folders(folder: Path) -> list[str]:
    """`folder` and each parent of it that does not exist yet, deepest first."""
    out = []
    cur = folder
    while not cur.exists() and cur != cur.parent:
        out.append(str(cur))
        cur = cur.parent
    return out


def without_empty_block(fmt: formats.Format, text: str, key: list[str], top: int | None = None) -> str:
    """`text` without the block at `key` when removing our entry left it empty, and without each parent
    of it down to `key[:top]` (the block install added: OpenClaw's `mcp` around `mcp.servers`) that this
    leaves empty; raises FormatError."""
    for depth in range(len(key), (top or len(key)) - 1, -1):
        if formats.get(fmt, text, key[:depth]) != {}:
            break
        text = formats.remove_value(fmt, text, key[:depth])
    return text


def blank_text(fmt: formats.Format, text: str) -> str | None:
    """`text` when it is a JSON file holding only whitespace (install writes a whole document over it), else None."""
    return text if fmt != "toml" and not text.strip().lstrip("\ufeff") else None


def inner_spaces(fmt: formats.Format, text: str, key: list[str]) -> tuple[tuple[str, ...], str] | None:
    """Where setting `key` inserts into an object holding only whitespace (`{ }`), and that whitespace,
    which the insert replaces; None when it inserts elsewhere. Raises FormatError."""
    if fmt == "toml" or blank_text(fmt, text) is not None:
        return None
    try:
        node = jsonc.parse(text)
    except ValueError as exc:
        raise formats.FormatError(str(exc)) from None
    walked: list[str] = []
    for name in key:
        member = node.member(name)
        if member is None or not member.value.is_object:
            break
        node, walked = member.value, [*walked, name]
    inside = text[node.start + 1 : node.end - 1]
    return (tuple(walked), inside) if node.is_object and inside and not inside.strip() else None


def give_back_spaces(fmt: formats.Format, text: str, record: Created, file: Path) -> str:
    """`text` with the whitespace install's insert replaced put back: a blank file's whole text when only
    `{}` is left, an empty object's inside where it reads `{}` again."""
    if fmt == "toml":
        return text
    blank = record.blank.get(str(file))
    if blank is not None and text.strip() == "{}":
        return blank
    for path, inside in record.spaces.get(str(file), []):
        node = jsonc.parse(text)
        for name in path:
            member = node.member(name)
            node = member.value if member is not None else jsonc.Node(0, 0, None)
        if node.is_object and node.end - node.start == 2:  # `{}`: nothing, not even a comment, inside
            text = text[: node.start + 1] + inside + text[node.end - 1 :]
    return text


def first_missing(fmt: formats.Format, text: str, key: tuple[str, ...]) -> tuple[str, ...]:
    """The shortest part of `key` that `text` lacks (what setting a value at `key` creates), or ()."""
    for depth in range(1, len(key) + 1):
        if formats.get(fmt, text, list(key[:depth])) is None:
            return key[:depth]
    return ()


def is_empty_document(fmt: formats.Format, text: str) -> bool:
    """Whether `text` holds nothing at all (`{}`, or blank)."""
    if not text.strip():
        return True
    try:
        return bool(formats.loads(fmt, text) == {})
    except formats.FormatError:
        return False


def prune_folders(record: Created, under: Path) -> None:
    """Remove the recorded folders at or above `under` that are empty now, deepest first."""
    for name in sorted((f for f in record.folders if Path(f) == under or under.is_relative_to(f)), key=len)[::-1]:
        try:
            Path(name).rmdir()
        except FileNotFoundError:
            pass
        except OSError:
            break  # not empty (something else lives there now): it and its parents stay
        record.folders.discard(name)
