"""`doctor --node`: what the node agent last synced, where it puts skills, what it cannot.

Reads only what the agent already writes (`agent-state.json`, the target folders and their markers)
and, when present, the node catalog files under `$SKILLKEEPER_HOME/node/`; never writes anything.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from skillkeeper.clients.checks import Report
from skillkeeper.errors import ConfigError
from skillkeeper.node import disk
from skillkeeper.node.presets import PresetContext, default_registry
from skillkeeper.node.reach import answered
from skillkeeper.node.reconcile import plan_target
from skillkeeper.node.state import STATE_FILE, SavedState, read_node_id, source_flags
from skillkeeper.node.store import CHECKED_FILE, FAILING_KEYS
from skillkeeper.node.summary import held_by_other
from skillkeeper.node.targets import Target, folder_key, resolve_targets, target_from_record, unique_folders
from skillkeeper.node.uninstall import plan_uninstall, recorded_uninstall
from skillkeeper.words import counted

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


def _age(when: datetime, now: datetime) -> str:
    seconds = int((now - when).total_seconds())
    if seconds < 120:
        return f"{max(seconds, 0)} s ago"
    return f"{seconds // 60} min ago" if seconds < 7200 else f"{seconds // 3600} h ago"


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


def _last_sync(when: datetime, checked: datetime | None, now: datetime) -> str:
    if checked is None:  # an agent that records only the last change
        return f"last sync {_age(when, now)}"
    return f"last check {_age(checked, now)}, last change applied {_age(when, now)}"


def check_node(report: Report, home: Path, user_home: Path, now: datetime | None = None) -> SavedState | None:
    """Add the node checks to `report`; returns the saved state (naming the server), if any."""
    state, when = load(home)
    checked = checked_at(home)
    now = now or datetime.now(UTC)
    if _uninstalled(report, home, now):
        return None
    if state is None or when is None:
        report.add(
            "node sync",
            "warn",
            f"no sync recorded in {home / NODE_DIR / CATALOG_FILES[0]}: run "
            "`skillkeeper agent --server URL --once` (with SKILLKEEPER_TOKEN set)",
        )
    else:
        found = failing(home)
        # Offline (no answer) the agent still serves its last catalog, but an "ok" would hide that the
        # server's changes (a revocation included) stopped arriving. A run against another server that
        # failed, or an answer that is an error, is no offline: what failed is said instead.
        since = found.since if found and found.status is None and found.server in (None, state.server) else None
        failed = found if found and since is None else None
        offline = (
            f"offline since {since}: the agent cannot reach {state.server}, so the last synced catalog stays in force; "
            if since
            else ""
        )
        report.add(
            "node sync",
            "warn" if found else "ok",
            f"{offline}{_last_sync(when, checked, now)} from {state.server}: {counted(len(state.wanted), 'skill')} "
            f"in the catalog, {len(state.skipped)} refused{_failed(failed, state.server)}",
            offline_since=since,
            failed_server=failed.server if failed else None,
            failed_since=failed.since if failed else None,
            failed_status=failed.status if failed else None,
            server=state.server,
            synced_at=when.isoformat(),
            checked_at=checked.isoformat() if checked else None,
            skills=len(state.wanted),
            skipped=[s.model_dump() for s in state.skipped],
        )
    _targets(report, home, user_home, state)
    _earlier_targets(report, home)
    _catalog(report, home / NODE_DIR, synced=state is not None)
    return state


def _failed(failed: Failing | None, server: str) -> str:
    """The clause for failing runs that are no offline: against another server, or answered with an error."""
    if failed is None:
        return ""
    again = "once it answers" if failed.status is None else "once that is fixed"
    if failed.server in (None, server):
        return (
            f"; since {failed.since} the agent's syncs fail ({failed.reason()}), so the last synced catalog stays "
            f"in force: `skillkeeper agent {source_flags(server)} --once` again {again}"
        )
    return (
        f"; since {failed.since} the agent's runs against {failed.server} fail ({failed.reason()}; nothing synced "
        f"from it), so the catalog from {server} stays in force: `skillkeeper agent {source_flags(failed.server)} "
        f"--once` again {again}, or `skillkeeper agent {source_flags(server)}` as before"
    )


def _uninstalled(report: Report, home: Path, now: datetime) -> bool:
    """Say so when `agent --uninstall` ran and no sync since; then there is nothing else to check."""
    found = recorded_uninstall(home)
    if found is None:
        return False
    where = ", ".join(found[1]) or "its target folders"
    report.add(
        "node sync",
        "ok",
        f"the node agent was uninstalled here {_age(found[0], now)} (`skillkeeper agent --uninstall`): its skills "
        f"were taken out of {where} and no sync ran since; `skillkeeper agent --local --preset auto` (or "
        "`--server URL`) puts skills back",
        uninstalled_at=found[0].isoformat(),
    )
    return True


def _targets(report: Report, home: Path, user_home: Path, state: SavedState | None) -> None:
    from skillkeeper.settings import get_settings

    try:
        found = targets(home, user_home, get_settings().skill_targets)
    except ConfigError as exc:
        report.add("node targets", "fail", exc.message)
        return
    wanted, owner = (state.wanted if state else {}), read_node_id(home)
    for target in found:
        plan = plan_target(target, disk.scan_target(target.dir), wanted, state.held if state else (), owner=owner)
        name = f"target {', '.join(target.names) or target.dir.name}"
        others = f"; {held_by_other(len(plan.foreign), plan.foreign.values())}" if plan.foreign else ""
        data: dict[str, Any] = {
            "dir": str(target.dir),
            "mode": target.mode,
            "installed": len(plan.keep),
            "pending": sorted(plan.add + plan.update),
            "collisions": plan.collisions,
            "held_by_other": sorted(plan.foreign),
        }
        if plan.error:
            report.add(name, "fail", f"{target.describe()}: {plan.error}", **data)
        elif plan.collisions:
            report.add(
                name,
                "warn",
                f"{target.describe()}: {counted(len(plan.collisions), 'collision')} (a folder of that "
                f"name that this agent did not write): {', '.join(plan.collisions[:5])}{others}",
                **data,
            )
        elif plan.add or plan.update or plan.remove:
            changed = sorted(plan.add + plan.update + plan.remove)
            waits = "1 change waits" if len(changed) == 1 else f"{len(changed)} changes wait"
            source = source_flags(state.server if state else "URL")
            report.add(
                name,
                "warn",
                f"{target.describe()}: {len(plan.keep)} installed, {waits} for the agent's next tick "
                f"({', '.join(changed[:5])}{', ...' if len(changed) > 5 else ''}); to apply now, run "
                f"`skillkeeper agent {source} --once` with the agent's --target/--preset flags{others}",
                **data,
            )
        else:
            report.add(
                name,
                "ok",
                f"{target.describe()}: {len(plan.keep)} installed, "
                + ("in step with the last sync" if state else "no sync recorded yet")
                + others,
                **data,
            )


def _earlier_targets(report: Report, home: Path) -> None:
    """An earlier run's target still holding skills the agent wrote: nothing keeps those copies current now."""
    for target in earlier(home):
        [plan] = plan_uninstall([target], owner=read_node_id(home))
        if not plan.remove:  # taken out since the agent last ran
            continue
        names = ", ".join(plan.remove[:5]) + (", ..." if len(plan.remove) > 5 else "")
        report.add(
            f"target {', '.join(target.names) or target.dir.name} (earlier run)",
            "warn",
            f"{target.describe()}: a target of an earlier run, which the agent no longer syncs, still holds "
            f"{counted(len(plan.remove), 'skill')} it wrote ({names}): `skillkeeper agent --uninstall --target "
            f"{target.label or f'{target.dir}:{target.mode}'}` takes them out, or give the agent that --target again",
            dir=str(target.dir),
            mode=target.mode,
            earlier=True,
            installed=len(plan.remove),
        )


def _tables(path: Path) -> dict[str, int]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        counts = {}
        for name in names:
            with contextlib.suppress(sqlite3.Error):
                counts[name] = int(conn.execute(f'SELECT count(*) FROM "{name}"').fetchone()[0])
        return counts
    finally:
        conn.close()


def _catalog(report: Report, folder: Path, *, synced: bool) -> None:
    present = [f for f in CATALOG_FILES if (folder / f).is_file()]
    if not present:  # an agent from before the node catalog wrote skills straight to its targets
        how = "the agent writes skills straight to its targets" if synced else "the agent's first sync writes one"
        report.add("node catalog", "ok", f"no node catalog in {folder} ({how}); local skills and overrides: none")
        return
    counts: dict[str, dict[str, int]] = {}
    for name in present:
        try:
            counts[name] = _tables(folder / name)
        except sqlite3.Error as exc:
            report.add("node catalog", "warn", f"cannot read {folder / name}: {exc}")
            return
    overrides, own = _local_kinds(folder)
    report.add(
        "node catalog",
        "ok",
        f"{', '.join(present)} in {folder}: {counted(overrides, 'override')} of cloud skills, "
        f"{counted(own, 'local skill')}",
        tables=counts,
    )


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


def _local_kinds(folder: Path) -> tuple[int, int]:
    """(overrides, local skills) in local.db, by the merge's rule: an override's name is in synced.db.

    Not by `based_on`: an override the server revoked keeps it, and is a local skill now (forked)."""
    local = _names(folder / CATALOG_FILES[1])
    overrides = len(local & _names(folder / CATALOG_FILES[0]))
    return overrides, len(local) - overrides
