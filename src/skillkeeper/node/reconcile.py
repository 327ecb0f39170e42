"""Converge targets on a catalog: a pure plan from (folder state, catalog), then an applier."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from skillkeeper.node import disk
from skillkeeper.node.catalog import CatalogSkill
from skillkeeper.node.summary import TargetSummary
from skillkeeper.node.targets import Target
from skillkeeper.skill.names import disk_key

log = logging.getLogger("skillkeeper.node")
# The companion skill `skillkeeper install` drops into shared harness folders: it carries our marker
# but is not in any catalog, so an additive target must neither prune it nor count it as installed.
COMPANION = "using-skillkeeper"


@dataclass
class TargetPlan:
    """What one tick will do to one target, and what it will leave alone."""

    target: Target
    add: list[str] = field(default_factory=list)
    update: list[str] = field(default_factory=list)
    # Ours, but its marker names another origin (a fork): rewritten so the marker tells the truth,
    # and not reported as added (the catalog brought nothing new).
    relabel: list[str] = field(default_factory=list)
    remove: list[str] = field(default_factory=list)
    keep: list[str] = field(default_factory=list)
    # Ours on disk, but the catalog row was malformed: kept as is.
    held: list[str] = field(default_factory=list)
    collisions: list[str] = field(default_factory=list)
    protected: list[str] = field(default_factory=list)
    # Written by another node catalog's agent sharing the folder (name -> its node id): never touched here;
    # a name both want is also a collision.
    foreign: dict[str, str] = field(default_factory=dict)
    # The node id this agent records in the markers it writes (None: markers without an owner).
    owner: str | None = None
    adopt: bool = False
    error: str | None = None

    @property
    def writes(self) -> bool:
        """True when applying the plan would change the folder."""
        return bool(self.add or self.update or self.relabel or self.remove or self.adopt)

    @property
    def writing(self) -> list[str]:
        """The names whose folders the plan writes."""
        return [*self.add, *self.update, *self.relabel]


@dataclass
class TargetOutcome:
    """What applying a plan did; `summary` is the heartbeat's per-target entry."""

    summary: TargetSummary
    errors: list[str] = field(default_factory=list)
    written: int = 0


def plan_target(
    target: Target,
    state: disk.TargetState,
    wanted: Mapping[str, str],
    held: Iterable[str] = (),
    protected: Iterable[str] = (),
    owner: str | None = None,
) -> TargetPlan:
    """Decide adds, updates, removals, collisions; `wanted` maps skill name to content_hash. Only folders
    whose marker names `owner` (or no owner: written before markers named one) are this agent's to change."""
    plan = TargetPlan(target=target, owner=owner)
    if state.error:
        plan.error = state.error
        return plan
    owned = target.mode == "owned"
    if owned and not state.adoptable:
        plan.error = (
            f"owned target {target.dir} holds entries skillkeeper did not create; empty it or use {target.dir}:additive"
        )
        return plan
    plan.adopt = owned and not state.root_marker
    held_set, protected_set = set(held), set(protected)
    # Entries by how macOS and Windows compare names: 'Alpha' there is the folder 'alpha'.
    on_disk = {disk_key(n): n for n in state.entries}
    for name in sorted(set(wanted) | set(state.entries) | held_set):
        entry = state.entries.get(name)
        if name in protected_set:
            if entry is not None or name in wanted:
                plan.protected.append(name)
        elif entry is not None and entry.owned_by_other(owner):
            plan.foreign[name] = str(entry.marker_owner)
            if name in wanted:
                plan.collisions.append(name)
        elif name in wanted:
            if entry is None:
                # An owned target prunes a case variant before it installs; a shared one must not touch it,
                # nor may either touch another agent's.
                variant = on_disk.get(disk_key(name))
                clash = variant is not None and (not owned or state.entries[variant].owned_by_other(owner))
                (plan.collisions if clash else plan.add).append(name)
            elif entry.ours and entry.marker_hash == wanted[name]:
                plan.keep.append(name)
            elif owned or entry.ours:
                plan.update.append(name)
            else:
                plan.collisions.append(name)
        elif name in held_set:
            if entry is not None and entry.ours:
                plan.held.append(name)
        elif entry is not None and (owned or entry.ours) and (owned or name != COMPANION):
            plan.remove.append(name)
    return plan


def _target_summary(plan: TargetPlan, written: list[str], removed: list[str], failed: set[str]) -> TargetSummary:
    # A failed update leaves the previous version in place, still ours and still installed.
    kept = (n for n in [*plan.update, *plan.relabel] if n in failed)
    installed = [*plan.keep, *plan.held, *written, *kept]
    new, changed = set(plan.add), set(plan.update)
    return TargetSummary(
        dir=str(plan.target.dir),
        mode=plan.target.mode,
        harnesses=list(plan.target.names),
        installed=sorted(set(installed)),
        # A relabel (a fork's new origin) is neither: the catalog brought nothing new.
        added=sorted(n for n in written if n in new),
        updated=sorted(n for n in written if n in changed),
        removed=sorted(removed),
        collisions=plan.collisions,
        protected=plan.protected,
        held_by_other=sorted(plan.foreign),
        other_agents=sorted(set(plan.foreign.values())),
    )


def planned_summary(plan: TargetPlan) -> TargetSummary:
    """The per-target summary as if the plan were applied (dry runs, 304 ticks with no drift)."""
    return _target_summary(plan, plan.writing, list(plan.remove), set())


def _install(target_fd: int, name: str, skill: CatalogSkill | None, owner: str | None) -> str | None:
    """Write one skill, its marker naming `owner`; the reason it failed, or None."""
    if skill is None:
        return f"no content for {name}; pull the full catalog (--full)"
    try:
        disk.install_skill(target_fd, skill, owner=owner)
    except OSError as exc:
        return f"cannot write {skill.name}: {exc.strerror or exc}"
    return None


def apply_plan(plan: TargetPlan, skills: Mapping[str, CatalogSkill], workers: int = 8) -> TargetOutcome:
    """Carry out a plan; each skill is written atomically and a failure is reported, not raised."""
    if plan.error:
        return TargetOutcome(_target_summary(plan, [], [], set()), errors=[plan.error])
    errors: list[str] = []
    written: list[str] = []
    removed: list[str] = []
    failed: set[str] = set()
    where = str(plan.target.dir)
    try:
        disk.ensure_dir(plan.target.dir)
        with disk.open_dir(plan.target.dir) as tfd:
            if plan.adopt:
                disk.write_root_marker(tfd)
            for name in plan.remove:
                try:
                    disk.prune_entry(tfd, name)
                    removed.append(name)
                except OSError as exc:
                    errors.append(f"{where}: cannot remove {name}: {exc.strerror or exc}")
            todo = plan.writing
            # fsync dominates a big first install; threads overlap it (each skill has its own temp dir).
            with ThreadPoolExecutor(max_workers=max(1, min(workers, len(todo) or 1))) as pool:
                futures = {name: pool.submit(_install, tfd, name, skills.get(name), plan.owner) for name in todo}
            for name, future in futures.items():
                problem = future.result()
                if problem is None:
                    written.append(name)
                else:
                    failed.add(name)
                    errors.append(f"{where}: {problem}")
    except OSError as exc:
        errors.append(f"{where}: cannot open target: {exc.strerror or exc}")
    for message in errors:
        log.info("%s", message)  # in the tick's errors, which the CLI and the heartbeat report
    return TargetOutcome(
        _target_summary(plan, written, removed, failed), errors=errors, written=len(written) + len(removed)
    )


def prepare_target(target: Target) -> disk.TargetState:
    """Scan a target after finishing anything a killed agent left behind in it."""
    state = disk.scan_target(target.dir)
    if state.leftovers and not state.error:
        try:
            with disk.open_dir(target.dir) as tfd:
                disk.clean_leftovers(tfd, state.leftovers)
        except OSError as exc:
            log.warning("%s: cannot clean leftovers: %s", target.dir, exc)
        state = disk.scan_target(target.dir)
    return state
