"""What the node agent recorded under `$SKILLKEEPER_HOME/node/`: its last sync, targets, failing runs, local rows.

Read-only readers of `synced.db`, `local.db`, the checked-at file and an older agent's `agent-state.json`;
they never write, and a missing or unreadable file reads as nothing recorded.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from skillkeeper.node.presets import PresetContext, default_registry
from skillkeeper.node.reach import answered
from skillkeeper.node.state import STATE_FILE, SavedState
from skillkeeper.node.store import CHECKED_FILE, FAILING_KEYS
from skillkeeper.node.targets import Target, folder_key, resolve_targets, target_from_record, unique_folders

NODE_DIR = "node"
CATALOG_FILES = ("synced.db", "local.db")


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def _from_catalog(folder: Path) -> tuple[SavedState | None, datetime | None]:
    """The last sync as the node catalog records it: synced.db's meta, the merged names and hashes."""
    conn = _read_only(folder / CATALOG_FILES[0])
    try:
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        wanted = dict(conn.execute("SELECT name, content_hash FROM skills").fetchall())
    finally:
        conn.close()
    if not meta.get("server") or not meta.get("synced_at"):
        return None, None
    local = folder / CATALOG_FILES[1]
    if local.is_file():  # overrides replace a cloud skill's content on disk, local skills add to it
        conn = _read_only(local)
        try:
            wanted.update(dict(conn.execute("SELECT name, content_hash FROM skills").fetchall()))
        finally:
            conn.close()
    state = SavedState(
        server=meta["server"],
        etag=meta.get("etag") or "",
        wanted=wanted,
        held=json.loads(meta.get("held") or "[]"),
        skipped=json.loads(meta.get("skipped") or "[]"),
    )
    return state, datetime.fromisoformat(meta["synced_at"])


def load(home: Path) -> tuple[SavedState | None, datetime | None]:
    """The agent's last sync and when it happened, or (None, None) when it never synced.

    Reads the node catalog (`node/synced.db`, `node/local.db`); an older agent's
    `agent-state.json` when there is none.
    """
    if (home / NODE_DIR / CATALOG_FILES[0]).is_file():
        with contextlib.suppress(sqlite3.Error, ValidationError, ValueError):
            return _from_catalog(home / NODE_DIR)
    path = home / STATE_FILE
    try:
        state = SavedState.model_validate_json(path.read_bytes())
        when = datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, ValidationError, ValueError):
        return None, None
    return state, when


def from_server(source: str) -> bool:
    """Whether a node synced from a server (not from this machine's database with `agent --local`)."""
    return source.startswith(("http://", "https://"))


def set_up(home: Path) -> bool:
    """Whether a node agent ever ran with this home: its `node/` folder or an older agent's state file."""
    return (home / NODE_DIR).exists() or (home / STATE_FILE).exists()


def targets(home: Path, user_home: Path, env_value: str | None) -> list[Target]:
    """The targets the agent last reconciled into (recorded in synced.db), else the ones the
    environment gives (flags and --config are unseen then)."""
    found = unique_folders(_recorded_targets(home / NODE_DIR / CATALOG_FILES[0]))
    if found:
        return found
    ctx = PresetContext(user_home=user_home, skillkeeper_home=home)
    return resolve_targets([], None, env_value, default_registry(), ctx)


def recorded(home: Path) -> list[Target]:
    """Every folder synced.db records as holding skills the agent wrote: the targets it last reconciled into,
    then earlier runs' targets it has not emptied; empty when none is recorded."""
    path = home / NODE_DIR / CATALOG_FILES[0]
    return unique_folders([*_recorded_targets(path), *earlier(home)])


def earlier(home: Path) -> list[Target]:
    """Earlier runs' targets, not the last run's, that still held skills the agent wrote when it last ran
    (a record under a link to a folder the last run targets is that folder, not an earlier one)."""
    path = home / NODE_DIR / CATALOG_FILES[0]
    last = {folder_key(t.dir) for t in _recorded_targets(path)}
    return [t for t in unique_folders(_recorded_targets(path, "earlier_targets")) if folder_key(t.dir) not in last]


def _meta(path: Path, like: str) -> dict[str, str]:
    """The meta rows of synced.db at `path` whose key is LIKE `like`; empty when missing or unreadable."""
    if not path.is_file():
        return {}
    try:
        conn = _read_only(path)
        try:
            return dict(conn.execute("SELECT key, value FROM meta WHERE key LIKE ?", (like,)).fetchall())
        finally:
            conn.close()
    except sqlite3.Error:
        return {}


def _recorded_targets(path: Path, key: str = "targets") -> list[Target]:
    try:
        records = json.loads(_meta(path, key).get(key) or "[]")
    except ValueError:
        return []
    found = [target_from_record(r) for r in records] if isinstance(records, list) else []
    return [t for t in found if t is not None]


def checked_at(home: Path) -> datetime | None:
    """When the server last answered the agent, an unchanged (304) catalog included; None for an agent
    that does not record it."""
    try:
        return datetime.fromisoformat((home / NODE_DIR / CHECKED_FILE).read_text().strip())
    except (OSError, ValueError):
        return None


@dataclass(frozen=True)
class Failing:
    """The agent's failing syncs: since when, against which server, and what it answered (None: no answer)."""

    since: str
    server: str | None
    status: int | None

    def reason(self) -> str:
        """Why the runs fail, in words: what the server answered, or that it did not answer."""
        if self.status is None:
            return "no answer"
        return answered(self.server or "the server", self.status)


def failing(home: Path) -> Failing | None:
    """The agent's failing syncs as synced.db records them (`offline_*`), or None while the server answers."""
    meta = _meta(home / NODE_DIR / CATALOG_FILES[0], "offline_%")
    since, server, answer = (meta.get(k) or None for k in FAILING_KEYS)
    if since is None:
        return None
    return Failing(since, server, int(answer) if answer and answer.isdigit() else None)


def tables(path: Path) -> dict[str, int]:
    conn = _read_only(path)
    try:
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        counts = {}
        for name in names:
            with contextlib.suppress(sqlite3.Error):
                counts[name] = int(conn.execute(f'SELECT count(*) FROM "{name}"').fetchone()[0])
        return counts
    finally:
        conn.close()


def _names(path: Path) -> set[str]:
    """The skill names of a node catalog file (empty when it is missing or unreadable)."""
    if not path.is_file():
        return set()
    try:
        conn = _read_only(path)
        try:
            return {str(r[0]) for r in conn.execute("SELECT name FROM skills")}
        finally:
            conn.close()
    except sqlite3.Error:
        return set()


def local_kind(home: Path, name: str) -> str | None:
    """'override' or 'local' when local.db holds `name`, else None: by the merge's rule, a local row is an
    override while the synced catalog holds its name, and a local skill otherwise (a fork included)."""
    folder = home / NODE_DIR
    if name not in _names(folder / CATALOG_FILES[1]):
        return None
    return "override" if name in _names(folder / CATALOG_FILES[0]) else "local"


def local_kinds(folder: Path) -> tuple[int, int]:
    """(overrides, local skills) in local.db, by the merge's rule: an override's name is in synced.db.

    Not by `based_on`: an override the server revoked keeps it, and is a local skill now (forked)."""
    local = _names(folder / CATALOG_FILES[1])
    overrides = len(local & _names(folder / CATALOG_FILES[0]))
    return overrides, len(local) - overrides
