"""What `skillkeeper agent` prints for a tick: the plan of a dry run, the tick line, its notes and errors."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from skillkeeper.cli._common import print_json
from skillkeeper.words import counted

if TYPE_CHECKING:
    from collections.abc import Sequence

    from skillkeeper.node.agent import TickResult
    from skillkeeper.node.reconcile import TargetPlan
    from skillkeeper.node.summary import TargetSummary


def _plan_lines(plan: TargetPlan, openclaw: Path) -> list[str]:
    lines = [plan.target.describe()]
    if plan.error:
        return [*lines, f"  error      {plan.error}"]
    if plan.adopt:
        lines.append("  adopt      mark the folder as managed by skillkeeper")
    for kind, names, why in (
        ("add", plan.add, ""),
        ("update", plan.update, ""),
        ("relabel", plan.relabel, "  (rewritten with its new origin: a fork)"),
        ("remove", plan.remove, ""),
        (
            "collision",
            [n for n in plan.collisions if n not in plan.foreign],
            "  (a folder skillkeeper did not write has this name; left alone)",
        ),
        ("other", sorted(plan.foreign), "  (another skillkeeper agent's; left alone)"),
        ("protected", plan.protected, "  (marked never to touch)"),
        ("held", plan.held, "  (catalog row is malformed; the installed copy is kept)"),
    ):
        lines += [f"  {kind:<10} {name}{why}" for name in names]
    if plan.target.register:
        lines.append(f"  register   in {openclaw} (skills.load.extraDirs, only if missing)")
    if len(lines) == 1:
        lines.append("  nothing to do")
    return lines


def _plan_json(plan: TargetPlan) -> dict[str, Any]:
    return {
        "dir": str(plan.target.dir),
        "mode": plan.target.mode,
        "register": plan.target.register,
        "harnesses": list(plan.target.names),
        "add": plan.add,
        "update": plan.update,
        "relabel": plan.relabel,
        "remove": plan.remove,
        "keep": plan.keep,
        "collisions": plan.collisions,
        "protected": plan.protected,
        "held": plan.held,
        "held_by_other": plan.foreign,
        "error": plan.error,
    }


def _tick_line(result: TickResult, late: int = 0) -> str:
    s = result.summary
    source = "304, unchanged" if result.not_modified else f"{result.written} written"
    parts = [
        f"{len(s.installed)} installed",
        f"{len(s.added)} added",
        f"{len(s.updated)} updated",
        f"{len(s.removed)} removed",
        counted(len(s.collisions), "collision"),
        f"{len(s.skipped)} skipped",
        counted(len(s.errors) + late, "error"),
    ]
    if s.overridden or s.local:
        parts.append(f"{len(s.overridden)} overridden, {len(s.local)} local")
    held = {(t.dir, n) for t in s.targets for n in t.held_by_other}
    if held:  # another SKILLKEEPER_HOME's agent shares a folder: its skills stay, a name both want is a collision
        from skillkeeper.node.summary import held_by_other  # lazy: the node layer, kept out of --help

        parts.append(held_by_other(len(held), (a for t in s.targets for a in t.other_agents)))
    if s.forked:  # not in `added`: nothing new arrived, the override stays as a local skill
        parts.append(f"{len(s.forked)} kept as local (its cloud skill was revoked): " + ", ".join(s.forked))
    if s.kept:  # another source placed them: this run neither synced nor took them out (the error line says why)
        parts.append(f"{len(s.kept)} kept from another source")
    if s.offline_since:  # a node that never synced has no catalog to keep in force
        from skillkeeper.node.reach import sync_state  # lazy: the node layer, kept out of --help

        kept = "last synced catalog in force" if s.etag else "no catalog synced yet, so nothing installed"
        source = f"{sync_state(s.offline_since, s.failed_status)}; {kept}"
    where = "; ".join(_target_part(t) for t in s.targets)
    targets = counted(len(s.targets), "target")
    return f"{s.at:%Y-%m-%dT%H:%M:%SZ} {targets}: {where}; across targets: " + ", ".join(parts) + f" ({source})"


def _target_part(t: TargetSummary) -> str:
    """What landed in one target: `DIR (harnesses) N installed (M added, ...)`, naming only the changes."""
    done = ((t.added, "added"), (t.updated, "updated"), (t.removed, "removed"))
    changes = [f"{len(names)} {what}" for names, what in done if names]
    if t.collisions:
        changes.append(counted(len(t.collisions), "collision"))
    serves = f" ({', '.join(t.harnesses)})" if t.harnesses else ""
    return f"{t.dir}{serves} {len(t.installed)} installed" + (f" ({', '.join(changes)})" if changes else "")


def report_tick(result: TickResult, *, dry_run: bool, as_json: bool, openclaw: Path, late: Sequence[str] = ()) -> None:
    """One tick's lines; `late`: errors after the summary was made (the heartbeat's), counted with its own."""
    if dry_run:
        if as_json:
            print_json(
                {
                    "plans": [_plan_json(p) for p in result.plans],
                    "skipped": [s.model_dump() for s in result.summary.skipped],
                    "errors": result.summary.errors,
                }
            )
            return
        for plan in result.plans:
            for line in _plan_lines(plan, openclaw):
                typer.echo(line)
        for entry in result.summary.skipped:
            typer.echo(f"skipped    {entry.name}: {entry.reason}")
        shown = {plan.error for plan in result.plans}
        for message in result.summary.errors:  # an unreachable server above all: the plan is the last sync's
            if message not in shown:
                typer.echo(f"error: {message}", err=True)
        return
    if as_json:
        print_json(result.summary.to_wire())
        for message in late:  # not in the wire summary: that is what the heartbeat carried
            typer.echo(f"error: {message}", err=True)
    else:
        from skillkeeper.node.merged import forked_note  # lazy: the node layer, kept out of --help

        typer.echo(_tick_line(result, late=len(late)))
        for name in result.summary.forked:
            typer.echo(f"  note: {forked_note(name)}", err=True)
        for message in [*result.summary.errors, *late]:
            typer.echo(f"  error: {message}", err=True)
