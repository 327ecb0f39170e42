"""`skillkeeper agent --uninstall`: the node agent's skills out of the harness folders, nothing else."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from skillkeeper.cli._common import fail, print_json
from skillkeeper.errors import SkillkeeperError

if TYPE_CHECKING:
    from skillkeeper.node.targets import Target


def run_uninstall(
    home: Path,
    named: tuple[list[Target], list[str]] | None,
    protect: list[str],
    *,
    openclaw: Path,
    dry_run: bool,
    as_json: bool,
) -> None:
    """Take out the agent's skills from the `named` targets (with their config's protected names), else the
    last sync's, and their `openclaw` registrations; raises typer.Exit (no sync recorded, another agent
    running, a folder not removed)."""
    from skillkeeper.node import state  # lazy: the node's state store

    targets, protected = named if named is not None else (recorded_targets(home), [])
    owner = state.read_node_id(home)
    others = [] if named is not None else _elsewhere(home, targets, owner)
    lock = state.AgentLock(home / state.LOCK_FILE)
    if not dry_run:
        try:
            lock.acquire()  # a running agent would put them back at once: refuse while one holds it
        except SkillkeeperError as exc:
            raise fail(exc.message) from None
    try:
        take_out(
            targets,
            [*protected, *protect],
            home=home,
            openclaw=openclaw,
            dry_run=dry_run,
            as_json=as_json,
            others=others,
            owner=owner,
        )
    finally:
        lock.release()


def _elsewhere(home: Path, targets: list[Target], owner: str | None) -> list[tuple[str, Target, list[str]]]:
    """Preset folders beyond the last sync's targets that still hold the agent's skills (an earlier run's)."""
    from skillkeeper.node.presets import PresetContext, default_registry  # lazy: the harness presets
    from skillkeeper.node.uninstall import elsewhere  # lazy: the node's disk layer

    ctx = PresetContext(user_home=Path.home(), skillkeeper_home=home)
    return elsewhere([t.dir for t in targets], ctx, default_registry(), owner)


def recorded_targets(home: Path) -> list[Target]:
    """The targets the agent last reconciled into; raises typer.Exit when no sync is recorded."""
    from skillkeeper.clients.noderecord import recorded  # lazy: the node's synced.db reader

    found = recorded(home)
    if not found:
        raise fail(
            f"no sync of a node agent is recorded in {home}, so the folders it wrote are unknown: "
            "name them with --target or --preset, as the agent ran",
            2,
        )
    return found


def take_out(
    targets: list[Target],
    protected: list[str],
    *,
    home: Path,
    openclaw: Path,
    dry_run: bool,
    as_json: bool,
    others: Sequence[tuple[str, Target, list[str]]] = (),
    owner: str | None = None,
) -> None:
    """Remove (or with `dry_run` list) every skill the agent wrote into `targets`, and take the registered
    ones off OpenClaw's load path (with the keys registering created, and their folder in `home` once empty);
    exit 1 on an error."""
    from skillkeeper.node import register  # lazy: the harness registration
    from skillkeeper.node.uninstall import (  # lazy: the node's disk layer
        apply_uninstall,
        plan_uninstall,
        record_uninstall,
    )

    plans = plan_uninstall(targets, protected, owner=owner)
    errors = [f"{p.target.dir}: {p.error}" for p in plans if p.error]
    removed = {str(p.target.dir): list(p.remove) for p in plans if not p.error}
    if not dry_run:
        outcomes = apply_uninstall(p for p in plans if not p.error)
        removed = {**{d: [] for d in removed}, **{o.summary.dir: o.summary.removed for o in outcomes}}
        errors += [e for o in outcomes for e in o.errors]
    unregistered = []
    for target in targets:
        if target.register:  # the agent put it on OpenClaw's load path: an uninstall takes it off
            created = register.recall_created(home, openclaw, target.dir)
            result = register.unregister_extra_dir(openclaw, target.dir, dry_run=dry_run, created=created)
            errors += [result.error] if result.error else []
            unregistered += [str(target.dir)] if result.changed else []
            if result.changed and not result.error and not dry_run:
                register.forget_created(home, openclaw, target.dir)
            if not dry_run:
                _remove_if_empty(target.dir, home)
    if not dry_run and not errors:
        record_uninstall(home, [t.dir for t in targets])
    left = {str(t.dir): names for _, t, names in others}
    if as_json:
        print_json(
            {"dry_run": dry_run, "removed": removed, "unregistered": unregistered, "errors": errors, "elsewhere": left}
        )
    else:
        verb = "would remove" if dry_run else "removed"
        for plan in plans:
            names = removed.get(str(plan.target.dir), [])
            typer.echo(f"{plan.target.describe()}: {verb} {len(names)}" + (f": {', '.join(names)}" if names else ""))
            if plan.protected:
                typer.echo(f"  kept (protected): {', '.join(plan.protected)}")
            if plan.foreign:
                agents = ", ".join(sorted(set(plan.foreign.values())))
                typer.echo(f"  kept (another skillkeeper agent's, node {agents}): {', '.join(sorted(plan.foreign))}")
            if str(plan.target.dir) in unregistered:
                typer.echo(f"  {'would take' if dry_run else 'took'} it out of skills.load.extraDirs in {openclaw}")
        typer.echo(
            "skill folders without skillkeeper's marker stay untouched; stop the agent's service so its next "
            "tick does not put them back, and `skillkeeper install --remove` takes out the MCP entries and the "
            "companion skill",
            err=True,
        )
        if others:
            # The last sync's targets are all it takes out: an earlier run's folders were left as they were.
            where = "; ".join(f"{t.dir} ({', '.join(names)})" for _, t, names in others)
            flags = " ".join(f"--target {preset}" for preset, _, _ in others)
            typer.echo(
                f"note: the agent's skills are also in {where}, targets of an earlier run; take them out too with "
                f"`skillkeeper agent --uninstall {flags}`",
                err=True,
            )
    for message in errors:
        typer.echo(f"error: {message}", err=True)
    if errors:
        raise typer.Exit(1)


def _remove_if_empty(folder: Path, home: Path) -> None:
    """Remove `folder` when it is an empty one of ours (inside `home`, as the openclaw preset's is)."""
    if folder.resolve().is_relative_to(home.resolve()) and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
