"""One SQLite file of skills on a node: `synced.db` (written only by sync) or `local.db`.

Both files share this schema. Every write is one transaction (`BEGIN IMMEDIATE`), the
journal is WAL with full syncs, so a killed process leaves the last committed state and
readers in other processes never see half a write.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from skillkeeper.skill.model import BundleFile, Skill

NODE_DIR = "node"
CHECKED_FILE = "checked_at"  # when the server last answered, 304 included
UNINSTALLED_FILE = "uninstalled.json"  # `agent --uninstall` ran; the next sync deletes it
SYNCED_FILE = "synced.db"
LOCAL_FILE = "local.db"
SKILL_FILE = "SKILL.md"
# synced.db's record of failing syncs: since when, against which server, and the HTTP status it answered
# the last one with (absent when no answer came: offline). A good sync clears all three.
FAILING_KEYS = ("offline_since", "offline_server", "offline_answer")
# synced.db's copy of $SKILLKEEPER_HOME/node-id: a lost file is restored from it (node/state.py).
NODE_ID_KEY = "node_id"
BUSY_TIMEOUT_MS = 30_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS skills (
    name TEXT PRIMARY KEY,
    content_hash TEXT NOT NULL,
    kind TEXT NOT NULL,
    description TEXT NOT NULL,
    summary TEXT NOT NULL,
    tags TEXT NOT NULL,
    frontmatter TEXT NOT NULL,
    skill_md TEXT NOT NULL,
    body TEXT NOT NULL,
    based_on TEXT,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS files (
    name TEXT NOT NULL REFERENCES skills(name) ON DELETE CASCADE,
    path TEXT NOT NULL,
    data BLOB NOT NULL,
    executable INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    PRIMARY KEY (name, path)
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
_CARD_COLUMNS = "name, content_hash, kind, description, summary, tags, based_on, updated_at"


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Card:
    """A stored skill without content: what listing and search need."""

    name: str
    content_hash: str
    kind: str
    description: str
    summary: str
    tags: tuple[str, ...]
    # local.db only: the cloud content_hash an override was started from.
    based_on: str | None = None
    updated_at: str = ""


@dataclass(frozen=True)
class Stored(Card):
    """A stored skill with its SKILL.md, front matter, body and bundled files (SKILL.md excluded)."""

    skill_md: str = ""
    frontmatter: dict[str, Any] = field(default_factory=dict)
    body: str = ""
    files: tuple[BundleFile, ...] = ()

    def all_files(self) -> tuple[BundleFile, ...]:
        """SKILL.md first, then the bundle, as written to disk."""
        return (BundleFile(SKILL_FILE, self.skill_md.encode("utf-8")), *self.files)


def _card(row: sqlite3.Row) -> Card:
    return Card(
        row["name"],
        row["content_hash"],
        row["kind"],
        row["description"],
        row["summary"],
        tuple(json.loads(row["tags"])),
        row["based_on"],
        row["updated_at"],
    )


class SkillDb:
    """A node skill file; safe to share between threads (one lock) and processes (SQLite locks)."""

    def __init__(self, path: Path | None) -> None:
        """`None`: an empty in-memory file (dry runs on a node that never synced)."""
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lock = threading.RLock()
        # Our own commits do not move `PRAGMA data_version`; count them for change detection.
        self._own_writes = 0
        self._conn = sqlite3.connect(
            path or ":memory:", timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
        )
        self._conn.row_factory = sqlite3.Row
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=FULL")
        self._conn.execute("PRAGMA foreign_keys=ON")
        self._conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        # Autocommit statements, each idempotent: two processes opening a new file at once both succeed.
        self._conn.executescript(_SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (taken before reading, so concurrent writers queue, never interleave)."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
            self._own_writes += 1

    @contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """One read transaction: every read inside sees the same committed state."""
        with self._lock:
            self._conn.execute("BEGIN")
            try:
                yield self._conn
            finally:
                self._conn.execute("COMMIT")

    def version(self) -> tuple[int, int]:
        """Changes when anyone (this process or another) committed to the file."""
        with self._lock:
            return int(self._conn.execute("PRAGMA data_version").fetchone()[0]), self._own_writes

    # --- reads

    def cards(self) -> dict[str, Card]:
        with self._lock:
            rows = self._conn.execute(f"SELECT {_CARD_COLUMNS} FROM skills ORDER BY name").fetchall()
        return {r["name"]: _card(r) for r in rows}

    def get(self, name: str, *, with_files: bool = True) -> Stored | None:
        with self.snapshot() as conn:
            row = conn.execute(
                f"SELECT {_CARD_COLUMNS}, skill_md, frontmatter, body FROM skills WHERE name = ?", (name,)
            ).fetchone()
            if row is None:
                return None
            files: tuple[BundleFile, ...] = ()
            if with_files:
                files = tuple(
                    BundleFile(r["path"], bytes(r["data"]), bool(r["executable"]))
                    for r in conn.execute(
                        "SELECT path, data, executable FROM files WHERE name = ? ORDER BY path", (name,)
                    )
                )
        card = _card(row)
        return Stored(
            **vars(card),
            skill_md=row["skill_md"],
            frontmatter=json.loads(row["frontmatter"]),
            body=row["body"],
            files=files,
        )

    def file_infos(self, names: Iterable[str]) -> dict[str, list[tuple[str, int, str]]]:
        """(path, size, sha256) of the bundled files of each name (SKILL.md excluded)."""
        wanted = list(names)
        out: dict[str, list[tuple[str, int, str]]] = {n: [] for n in wanted}
        with self._lock:
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for r in self._conn.execute(
                    f"SELECT name, path, length(data) AS size, sha256 FROM files "
                    f"WHERE name IN ({marks}) ORDER BY name, path",
                    chunk,
                ):
                    out[r["name"]].append((r["path"], int(r["size"]), r["sha256"]))
        return out

    def read_file(self, name: str, path: str) -> bytes | None:
        """One file's bytes (SKILL.md included), or None."""
        with self._lock:
            if path == SKILL_FILE:
                row = self._conn.execute("SELECT skill_md FROM skills WHERE name = ?", (name,)).fetchone()
                return None if row is None else str(row[0]).encode("utf-8")
            row = self._conn.execute("SELECT data FROM files WHERE name = ? AND path = ?", (name, path)).fetchone()
        return None if row is None else bytes(row[0])

    def texts(self, names: Iterable[str]) -> dict[str, tuple[str, str]]:
        """(content_hash, body) by name, for the search index."""
        wanted = list(names)
        out: dict[str, tuple[str, str]] = {}
        with self._lock:
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for r in self._conn.execute(
                    f"SELECT name, content_hash, body FROM skills WHERE name IN ({marks})", chunk
                ):
                    out[r["name"]] = (r["content_hash"], r["body"])
        return out

    def meta(self, key: str) -> str | None:
        with self._lock:
            row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])


# --- writes (each inside a caller's transaction, so a sync or an edit commits as one)


def put(
    conn: sqlite3.Connection, skill: Skill, *, content_hash: str | None = None, based_on: str | None = None
) -> None:
    """Insert or replace one skill with its files."""
    conn.execute("DELETE FROM files WHERE name = ?", (skill.name,))
    conn.execute(
        "INSERT OR REPLACE INTO skills (name, content_hash, kind, description, summary, tags, frontmatter, "
        "skill_md, body, based_on, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            skill.name,
            content_hash or skill.content_hash,
            skill.kind,
            skill.description,
            skill.summary,
            json.dumps(skill.tags),
            json.dumps(skill.frontmatter, default=str),
            skill.skill_md,
            skill.body,
            based_on,
            now_iso(),
        ),
    )
    conn.executemany(
        "INSERT INTO files (name, path, data, executable, sha256) VALUES (?, ?, ?, ?, ?)",
        [(skill.name, f.path, f.data, int(f.executable), f.sha256) for f in skill.files],
    )


def remove(conn: sqlite3.Connection, name: str) -> bool:
    """Delete one skill (its files cascade); True when it was there."""
    return conn.execute("DELETE FROM skills WHERE name = ?", (name,)).rowcount == 1


def set_meta(conn: sqlite3.Connection, key: str, value: str | None) -> None:
    if value is None:
        conn.execute("DELETE FROM meta WHERE key = ?", (key,))
    else:
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))


def open_pair(home: Path | None) -> tuple[SkillDb, SkillDb]:
    """(synced, local) under `$SKILLKEEPER_HOME/node/`; `None`: both empty, in memory."""
    if home is None:
        return SkillDb(None), SkillDb(None)
    folder = home / NODE_DIR
    return SkillDb(folder / SYNCED_FILE), SkillDb(folder / LOCAL_FILE)
