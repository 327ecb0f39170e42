"""Put a target folder on OpenClaw's skill load path (`skills.load.extraDirs`), append-only."""

from __future__ import annotations

import json
import os
import re
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class RegisterResult:
    """`registered` when the folder is on the load path after the call; `changed` when we wrote."""

    registered: bool
    changed: bool = False
    error: str | None = None


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


def _extra_dirs(doc: dict[str, Any]) -> tuple[list[Any] | None, str | None]:
    """The extraDirs list to append to (created when missing), or why the shape is wrong."""
    node: dict[str, Any] = doc
    for key in ("skills", "load"):
        child = node.setdefault(key, {})
        if not isinstance(child, dict):
            return None, f"'{key}' is not an object"
        node = child
    dirs = node.setdefault("extraDirs", [])
    if not isinstance(dirs, list):
        return None, "'skills.load.extraDirs' is not a list"
    return dirs, None


def register_extra_dir(config: Path, folder: Path, *, dry_run: bool = False) -> RegisterResult:
    """Append `folder` to skills.load.extraDirs when missing; never raises, the file is untouched on error."""
    where = f"register {folder} in {config}"
    real = Path(os.path.realpath(config))  # keep a dotfiles link intact: write where it points
    try:
        text = real.read_text(encoding="utf-8")
    except FileNotFoundError:
        if not real.parent.is_dir():
            return RegisterResult(False, error=f"{where}: {config.parent} not found; is OpenClaw installed?")
        text = ""
    except (OSError, UnicodeDecodeError) as exc:
        return RegisterResult(False, error=f"{where}: cannot read it ({exc})")
    try:
        doc = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError as exc:
        return RegisterResult(False, error=f"{where}: not valid JSON (line {exc.lineno}); fix it, file left untouched")
    if not isinstance(doc, dict):
        return RegisterResult(False, error=f"{where}: top level is not an object; file left untouched")
    dirs, problem = _extra_dirs(doc)
    if dirs is None:
        return RegisterResult(False, error=f"{where}: {problem}; file left untouched")
    if any(_same_dir(entry, folder) for entry in dirs):
        return RegisterResult(True)
    if dry_run:
        return RegisterResult(False, changed=True)
    dirs.append(str(folder))
    out = json.dumps(doc, indent=_indent_of(text) if text else 2, ensure_ascii=False)
    if text.endswith("\n") or not text:
        out += "\n"
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
        return RegisterResult(False, error=f"{where}: cannot write it ({exc.strerror or exc})")
    return RegisterResult(True, changed=True)
