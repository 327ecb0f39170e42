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

from skillkeeper.clients import formats

RECORD_FILE = "install-created.json"


@dataclass
class Created:
    """Config files, blocks (file -> key paths) and folders that install created."""

    files: set[str] = field(default_factory=set)
    blocks: dict[str, list[list[str]]] = field(default_factory=dict)
    folders: set[str] = field(default_factory=set)

    @classmethod
    def load(cls, path: Path | None) -> Created:
        """The record at `path`; empty when there is none or it cannot be read."""
        if path is None:
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return cls(set(data.get("files", [])), dict(data.get("blocks", {})), set(data.get("folders", [])))
        except (OSError, ValueError, TypeError, AttributeError):
            return cls()

    def save(self, path: Path) -> None:
        """Write the record (or delete it once it holds nothing)."""
        if not (self.files or self.blocks or self.folders):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {"files": sorted(self.files), "blocks": self.blocks, "folders": sorted(self.folders)}
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
        self.blocks.pop(str(file), None)


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
