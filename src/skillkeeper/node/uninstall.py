"""`skillkeeper agent --uninstall`: take the node agent's skills back out of the harness folders.

Only what the agent wrote goes: in an additive target the skill folders carrying our marker (never
the companion skill, which `skillkeeper install --remove` takes out, nor a protected name); in an
owned target every entry. The same plan and applier as a tick with an empty catalog, so the same
safety rules hold (no link followed, each folder renamed out of sight before it is deleted).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from skillkeeper.node import disk, store
from skillkeeper.node.folderlock import WAIT_SECONDS, FolderBusy, folder_lock
from skillkeeper.node.presets import PresetContext, PresetRegistry
from skillkeeper.node.reconcile import TargetOutcome, TargetPlan, apply_plan, plan_target
from skillkeeper.node.targets import Target, folder_key


def record_uninstall(home: Path, dirs: Iterable[Path], now: datetime | None = None) -> None:
    """Note that the agent's skills were taken out (for `doctor --node`); the next sync deletes the note."""
    path = home / store.NODE_DIR / store.UNINSTALLED_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    when = (now or datetime.now(UTC)).isoformat()
    path.write_text(json.dumps({"at": when, "dirs": [str(d) for d in dirs]}) + "\n", encoding="utf-8")


def recorded_uninstall(home: Path) -> tuple[datetime, list[str]] | None:
    """When `agent --uninstall` last ran here and the folders it emptied, or None (never, or unreadable)."""
    try:
        data = json.loads((home / store.NODE_DIR / store.UNINSTALLED_FILE).read_text(encoding="utf-8"))
        return datetime.fromisoformat(data["at"]), [str(d) for d in data.get("dirs", [])]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def plan_uninstall(
    targets: Iterable[Target], protected: Iterable[str] = (), *, owner: str | None = None
) -> list[TargetPlan]:
    """One plan per target removing every skill the agent of node `owner` put there (and those whose marker
    names no owner); a folder another node catalog's agent wrote stays. Nothing is written."""
    kept = list(protected)
    plans = []
    for target in targets:
        plan = plan_target(target, disk.scan_target(target.dir), {}, protected=kept, owner=owner)
        plan.adopt = False  # uninstalling never marks a folder as ours
        plans.append(plan)
    return plans


def apply_uninstall(plans: Iterable[TargetPlan], wait: float = WAIT_SECONDS) -> list[TargetOutcome]:
    """Carry the plans out, each planned again holding its folder's lock (another home's agent may have
    written since); a failure, a folder held past `wait` seconds included, is in its outcome's errors."""
    outcomes = []
    for plan in plans:
        if plan.error or not plan.remove:
            outcomes += [apply_plan(plan, {})] if plan.error else []
            continue
        try:
            with folder_lock(plan.target.dir, wait):
                [fresh] = plan_uninstall([plan.target], plan.protected, owner=plan.owner)
                outcomes.append(apply_plan(fresh, {}))
        except FolderBusy as exc:
            plan.error = exc.message
            outcomes.append(apply_plan(plan, {}))
        except OSError as exc:  # the folder went away since it was planned: nothing left to take out
            plan.error = f"cannot lock {plan.target.dir}: {exc.strerror}"
            outcomes.append(apply_plan(plan, {}))
    return outcomes


def elsewhere(
    done: Iterable[Path], ctx: PresetContext, registry: PresetRegistry, owner: str | None = None
) -> list[tuple[str, Target, list[str]]]:
    """(preset, target, names) for every preset folder outside `done` that still holds skills the agent
    wrote: the targets of an earlier run, which an uninstall of the last sync's targets does not reach.
    Only folders in the user's home or SKILLKEEPER_HOME are looked at, never the working directory."""
    done_dirs = {folder_key(p) for p in done}
    roots = (ctx.user_home.resolve(), ctx.skillkeeper_home.resolve())
    by_dir: dict[Path, tuple[list[str], Target]] = {}
    for preset in registry.all():
        target = preset.build(ctx)
        where = folder_key(target.dir)
        if where not in done_dirs and where.is_dir() and any(where.is_relative_to(r) for r in roots):
            by_dir.setdefault(where, ([], target))[0].append(preset.name)
    found: list[tuple[str, Target, list[str]]] = []
    for names, target in by_dir.values():
        [plan] = plan_uninstall([target], owner=owner)
        if plan.remove and not plan.error:
            # Of the presets sharing a folder, name one a reader knows (`agents`, not `adal`).
            name = next((n for n in _KNOWN if n in names), names[0])
            found.append((name, target, sorted(plan.remove)))
    return found


# The presets `agent --help` names, in its order.
_KNOWN = ("skillkeeper", "claude-code", "agents", "openclaw", "copilot", "gemini", "opencode")
