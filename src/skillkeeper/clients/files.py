"""Config files on disk: read as text, a timestamped backup beside the file, atomic replace."""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
from datetime import datetime
from pathlib import Path

BACKUP_SUFFIX = ".skillkeeper-backup-"
# Backups kept per file besides the oldest (the file as the user had it before skillkeeper first wrote it).
BACKUPS_KEPT = 5
NEW_FILE_MODE = 0o600
# The next step after a failed backup or write (the file itself is as it was: both go through temp files).
FIX = "check that its folder is writable and the disk has room, then rerun"


class FileProblem(Exception):
    """A config file cannot be read or written: `PATH: what; fix`, one line naming the file first, once."""

    def __init__(self, path: Path, what: str, fix: str) -> None:
        super().__init__(f"{path}: {what}; {fix}")
        self.path, self.what, self.fix = path, what, fix


def real_path(path: Path) -> Path:
    """Where to read and write: a dotfile that is a link (stow, chezmoi) is edited at its target."""
    return path.resolve() if path.is_symlink() else path


def read_text(path: Path) -> str | None:
    """The file's text, or None when it does not exist; raises FileProblem."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise FileProblem(path, "is a folder, not a config file", "move it away and rerun") from None
    except OSError as exc:
        raise FileProblem(path, f"cannot read: {exc.strerror}", "make it readable and rerun") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileProblem(path, "is not UTF-8 text", "save it as UTF-8 and rerun") from None


def check_writable(path: Path) -> None:
    """Refuse a file the user marked read-only (root would otherwise replace it); raises FileProblem."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return
    if not st.st_mode & stat.S_IWUSR or not os.access(path, os.W_OK):
        raise FileProblem(path, "is read-only", "make it writable (chmod u+w) and rerun, or leave this client out")


def file_mode(path: Path) -> int | None:
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return None


def backup(path: Path, now: datetime) -> Path:
    """Copy `path` to `<path>.skillkeeper-backup-YYYYmmddTHHMMSS` (mode kept); raises FileProblem."""
    stamp = f"{now:%Y%m%dT%H%M%S}"
    target = path.with_name(f"{path.name}{BACKUP_SUFFIX}{stamp}")
    if target.exists():  # after the newest of this second, never into a gap that pruning left
        n = max(_order(path, p)[1] for p in backups(path) if _order(path, p)[0] == stamp) + 1
        target = path.with_name(f"{target.name}-{n}")
    try:
        shutil.copy2(path, target)
    except OSError as exc:
        raise FileProblem(path, f"cannot back up: {exc.strerror}", f"nothing was changed: {FIX}") from None
    return target


def backups(path: Path) -> list[Path]:
    """The backups install made of `path`, oldest first (the stamp sorts by time)."""
    try:
        found = [p for p in path.parent.iterdir() if p.name.startswith(path.name + BACKUP_SUFFIX)]
    except OSError:
        return []
    return sorted(found, key=lambda p: _order(path, p))


def _order(path: Path, backup: Path) -> tuple[str, int]:
    """A backup's stamp and number: a second backup within one second is `<stamp>-1`, then `-2`..."""
    stamp, _, n = backup.name[len(path.name + BACKUP_SUFFIX) :].partition("-")
    return stamp, int(n) if n.isdigit() else 0


def prune_backups(path: Path) -> None:
    """Delete `path`'s backups but the oldest and the BACKUPS_KEPT newest; one that will not go stays."""
    for old in backups(path)[1:-BACKUPS_KEPT]:
        with contextlib.suppress(OSError):  # a backup left over is harmless; the write itself succeeded
            old.unlink()


def write_atomic(path: Path, text: str, mode: int) -> None:
    """Replace `path` with `text` through a temp file in the same folder; raises FileProblem."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        old = path.stat() if path.exists() else None
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.skillkeeper-tmp-")
    except OSError as exc:
        raise FileProblem(path, f"cannot write: {exc.strerror}", FIX) from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(text.encode("utf-8"))
            fh.flush()
            os.fchmod(fh.fileno(), mode)
            if old is not None and os.geteuid() == 0:
                with contextlib.suppress(OSError):  # root editing a user's file keeps the owner
                    os.fchown(fh.fileno(), old.st_uid, old.st_gid)
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise FileProblem(path, f"cannot write: {exc.strerror}", FIX) from None
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
