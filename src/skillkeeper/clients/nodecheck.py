"""`doctor --node`: what the node agent last synced, where it puts skills, what it cannot.

The sync and catalog checks live here; per-folder checks in nodetargetcheck.py, the readers of what the
agent recorded in noderecord.py. Never writes anything.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from skillkeeper.clients.checks import Report
from skillkeeper.clients.noderecord import (
    CATALOG_FILES,
    NODE_DIR,
    Failing,
    checked_at,
    failing,
    load,
    local_kinds,
    tables,
)
from skillkeeper.clients.nodetargetcheck import check_earlier_targets, check_targets
from skillkeeper.node.state import NODE_ID_FILE, SavedState, node_id_file, recorded_node_id, source_flags
from skillkeeper.node.uninstall import recorded_uninstall
from skillkeeper.words import counted


def _age(when: datetime, now: datetime) -> str:
    seconds = int((now - when).total_seconds())
    if seconds < 120:
        return f"{max(seconds, 0)} s ago"
    return f"{seconds // 60} min ago" if seconds < 7200 else f"{seconds // 3600} h ago"


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
    _node_id(report, home)
    check_targets(report, home, user_home, state)
    check_earlier_targets(report, home)
    _catalog(report, home / NODE_DIR, synced=state is not None)
    return state


def _node_id(report: Report, home: Path) -> None:
    """Warn when node-id is missing or disagrees with the node catalog's copy: the markers name that id."""
    kept, recorded = node_id_file(home), recorded_node_id(home)
    path = home / NODE_ID_FILE
    if recorded is None or kept == recorded:
        return
    if kept is None:
        said = f"{path} is missing; the node catalog records {recorded}, and the agent's next run restores it"
    else:
        said = (
            f"{path} holds {kept} but the node catalog records {recorded}: skills whose markers name {recorded} "
            f"count as another agent's; put {recorded} back in {path} if this home wrote them"
        )
    report.add("node id", "warn", said, node_id=kept, recorded_node_id=recorded)


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


def _catalog(report: Report, folder: Path, *, synced: bool) -> None:
    present = [f for f in CATALOG_FILES if (folder / f).is_file()]
    if not present:  # an agent from before the node catalog wrote skills straight to its targets
        how = "the agent writes skills straight to its targets" if synced else "the agent's first sync writes one"
        report.add("node catalog", "ok", f"no node catalog in {folder} ({how}); local skills and overrides: none")
        return
    counts: dict[str, dict[str, int]] = {}
    for name in present:
        try:
            counts[name] = tables(folder / name)
        except sqlite3.Error as exc:
            report.add("node catalog", "warn", f"cannot read {folder / name}: {exc}")
            return
    overrides, own = local_kinds(folder)
    report.add(
        "node catalog",
        "ok",
        f"{', '.join(present)} in {folder}: {counted(overrides, 'override')} of cloud skills, "
        f"{counted(own, 'local skill')}",
        tables=counts,
    )


def serves_offline(report: Report) -> None:
    """With an intact node catalog, a server that does not answer `--node` is a warning (exit 1), not exit 2:
    the node serves its last synced catalog meanwhile, as designed."""
    if not any(c.name == "node catalog" and c.status == "ok" for c in report.checks):
        return
    for check in report.checks:
        if check.name == "reachable" and check.fatal:
            check.status, check.fatal = "warn", False
            check.why += (
                "; meanwhile this node serves its last synced catalog (`skillkeeper mcp --node`, and the skills in "
                "its target folders stay), so doctor --node warns (exit 1) rather than failing"
            )


def tokenless(report: Report, server: str) -> None:
    """`--node` without SKILLKEEPER_TOKEN, the usual case (the agent's token lives in its own service): the
    node's own checks stand; the one check that needs the token is said, with how to give it."""
    report.add(
        "caller",
        "ok",
        f"not asked: SKILLKEEPER_TOKEN is unset here (the node agent's token lives in its own service), and only "
        f"this check, who that token is at {server}, needs it: `SKILLKEEPER_TOKEN=<the agent's token> skillkeeper "
        "doctor --node`",
    )
