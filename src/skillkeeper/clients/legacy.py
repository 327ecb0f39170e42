"""What installs older than the creation record (clients/created.py) left, told from their own backups.

Every write of `install` copies an existing config to `<file>.skillkeeper-backup-<stamp>` first, so
the oldest backup is the file as it was before skillkeeper first touched it. A file none of whose
backups lacks our entry was made by install; a block (`mcpServers`) the oldest backup lacks was
added by it. `install --remove` takes such a file or block out only once it holds nothing else.
Companion skills are recognised by their marker wherever a client or harness reads skills.
"""

from __future__ import annotations

from pathlib import Path

from skillkeeper.clients import companion, files, formats
from skillkeeper.clients.registry import CLIENTS, Home
from skillkeeper.node.catalog import MARKER
from skillkeeper.node.harnesses import HARNESSES, Where, folder


def _holds(fmt: formats.Format, path: Path, key: list[str]) -> bool:
    """Whether the backup `path` has a value at `key`; raises FormatError or FileProblem when unreadable."""
    return formats.get(fmt, files.read_text(path) or "", key) is not None


def made_file(fmt: formats.Format, path: Path, entry: list[str], *, holds_entry: bool) -> bool:
    """Whether install created `path`: no backup of it shows the file without our entry.

    With no backup at all, only a file holding our entry counts (install wrote it into a new file);
    an emptied file without backups is no evidence of anything and stays.
    """
    found = files.backups(path)
    if not found:
        return holds_entry
    try:
        return all(_holds(fmt, b, entry) for b in found)
    except (formats.FormatError, files.FileProblem):
        return False


def made_block(fmt: formats.Format, path: Path, block: list[str]) -> bool:
    """Whether install added `block` to `path`: its oldest backup, the file before install, lacks it."""
    found = files.backups(path)
    try:
        return bool(found) and not _holds(fmt, found[0], block)
    except (formats.FormatError, files.FileProblem):
        return False


def companion_folders(home: Home) -> list[Path]:
    """Every skills folder of a known client or harness that holds skillkeeper's companion skill now."""
    where = Where(home.home, home.env, None)
    candidates = [home.home / rel for c in CLIENTS for rel in c.skill_folders]
    candidates += [p for h in HARNESSES if (p := folder(h, where)) is not None]
    return [p for p in dict.fromkeys(candidates) if (p / companion.NAME / MARKER).is_file()]
