"""`doctor --node`, per target folder: what the agent installed there, what waits, what it cannot write.

Also an earlier run's target that still holds skills the agent wrote; never writes anything.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from skillkeeper.clients.checks import Report
from skillkeeper.clients.noderecord import earlier, targets
from skillkeeper.errors import ConfigError
from skillkeeper.node import disk
from skillkeeper.node.reconcile import plan_target
from skillkeeper.node.state import SavedState, read_node_id, source_flags
from skillkeeper.node.summary import held_by_other
from skillkeeper.node.uninstall import plan_uninstall
from skillkeeper.words import counted


def check_targets(report: Report, home: Path, user_home: Path, state: SavedState | None) -> None:
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


def check_earlier_targets(report: Report, home: Path) -> None:
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
