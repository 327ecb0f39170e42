"""What the agent keeps in SKILLKEEPER_HOME: its node id, the last pull's ETag and catalog index, a lock."""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import secrets
import socket
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel

from skillkeeper.errors import ConfigError
from skillkeeper.node.store import NODE_DIR, NODE_ID_KEY, SYNCED_FILE
from skillkeeper.node.summary import MAX_NODE_ID, SkippedEntry

NODE_ID_FILE = "node-id"
STATE_FILE = "agent-state.json"
LOCK_FILE = "agent.lock"


class SavedState(BaseModel):
    """The last successful pull: its ETag and (name -> content_hash), enough to check for drift on a 304."""

    server: str
    etag: str
    wanted: dict[str, str]
    held: list[str] = []
    skipped: list[SkippedEntry] = []


def source_flags(source: str) -> str:
    """The `skillkeeper agent` flags that sync from `source`, the key a tick records for its catalog
    (`SavedState.server`): `local:acme` was `--local --tenant acme`, anything else a server's URL."""
    if source.startswith("local:"):
        return f"--local --tenant {source.removeprefix('local:')}"
    if source.startswith("file:"):
        return f"--catalog-file {source.removeprefix('file:')}"
    return f"--server {source}"


def synced_server(source: str | None) -> str | None:
    """The server URL a node's catalog was synced from; None for no sync yet, `--local` or `--catalog-file`."""
    if source is None or source.startswith(("local:", "file:")):
        return None
    return source


def _write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def save_state(home: Path, state: SavedState) -> None:
    _write_atomic(home / STATE_FILE, state.model_dump_json().encode())


def _clean_host(host: str) -> str:
    return re.sub(r"[^A-Za-z0-9.-]+", "-", host.split(".")[0]).strip("-")[:40] or "node"


def node_id_file(home: Path) -> str | None:
    """The id in home/node-id, or None when the file is missing, empty or unreadable."""
    with contextlib.suppress(OSError, UnicodeDecodeError):
        return (home / NODE_ID_FILE).read_text(encoding="utf-8").strip()[:MAX_NODE_ID] or None
    return None


def recorded_node_id(home: Path) -> str | None:
    """The copy of the id the node catalog keeps (synced.db's meta), or None; read-only."""
    path = home / NODE_DIR / SYNCED_FILE
    if not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (NODE_ID_KEY,)).fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    return (row[0].strip()[:MAX_NODE_ID] or None) if row and isinstance(row[0], str) else None


def read_node_id(home: Path) -> str | None:
    """This home's id: home/node-id, else the copy its node catalog recorded (the file was lost); None before
    an agent ran here; never creates it. It names this node catalog in the markers its agent writes, so two
    homes sharing a harness folder tell their skills apart, and a lost file must not change it."""
    return node_id_file(home) or recorded_node_id(home)


def resolve_node_id(home: Path, explicit: str | None = None) -> str:
    """`explicit` (`--node-id` or SKILLKEEPER_NODE_ID via Settings), else a stable id kept in home/node-id:
    restored from the node catalog's copy when the file was lost, minted only when neither exists."""
    if explicit and explicit.strip():
        return explicit.strip()[:MAX_NODE_ID]
    existing = node_id_file(home)
    if existing:
        return existing
    path = home / NODE_ID_FILE
    new_id = recorded_node_id(home) or f"{_clean_host(socket.gethostname())}-{secrets.token_hex(4)}"
    home.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    except FileExistsError:  # another agent won the race; use its id
        return path.read_text(encoding="utf-8").strip()[:MAX_NODE_ID] or new_id
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(new_id + "\n")
    return new_id


@dataclass
class AgentLock:
    """An exclusive lock so two agents on one SKILLKEEPER_HOME never reconcile at once."""

    path: Path
    _fd: int | None = field(default=None, repr=False)

    def acquire(self) -> None:
        """Raises ConfigError when another agent holds it."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise ConfigError(
                f"another skillkeeper agent is running with {self.path.parent}; stop it or set SKILLKEEPER_HOME"
            ) from None
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


@contextlib.contextmanager
def agent_lock(home: Path) -> Iterator[AgentLock]:
    lock = AgentLock(home / LOCK_FILE)
    lock.acquire()
    try:
        yield lock
    finally:
        lock.release()
