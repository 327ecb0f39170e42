"""`skillkeeper agent --uninstall`: take the node agent's skills back out of the harness folders.

Only what the agent wrote goes: in an additive target the skill folders carrying our marker (never
the companion skill, which `skillkeeper install --remove` takes out, nor a protected name); in an
owned target every entry. The same plan and applier as a tick with an empty catalog, so the same
safety rules hold (no link followed, each folder renamed out of sight before it is deleted).
"""

from __future__ import annotations

from collections.abc import Iterable

from skillkeeper.node import disk
from skillkeeper.node.reconcile import TargetOutcome, TargetPlan, apply_plan, plan_target
from skillkeeper.node.targets import Target


def plan_uninstall(targets: Iterable[Target], protected: Iterable[str] = ()) -> list[TargetPlan]:
    """One plan per target removing every skill the agent put there; nothing is written."""
    kept = list(protected)
    plans = []
    for target in targets:
        plan = plan_target(target, disk.scan_target(target.dir), {}, protected=kept)
        plan.adopt = False  # uninstalling never marks a folder as ours
        plans.append(plan)
    return plans


def apply_uninstall(plans: Iterable[TargetPlan]) -> list[TargetOutcome]:
    """Carry the plans out; a failure is reported in its outcome's errors, not raised."""
    return [apply_plan(plan, {}) for plan in plans if plan.remove or plan.error]
