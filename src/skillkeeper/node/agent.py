"""One agent tick (pull, plan, apply, register, heartbeat) and the loop around it."""

from __future__ import annotations

import contextlib
import json
import logging
import socket
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Any

from skillkeeper.node import disk, store
from skillkeeper.node import state as saved_state
from skillkeeper.node.catalog import Catalog, MalformedPayload, parse_payload
from skillkeeper.node.client import (
    Have,
    InstallableSource,
    PullResult,
    ServerClient,
    ServerError,
    Unauthorized,
)
from skillkeeper.node.folderlock import WAIT_SECONDS, FolderBusy, folder_lock
from skillkeeper.node.merged import Merged
from skillkeeper.node.nodecatalog import LazySkills, NodeCatalog
from skillkeeper.node.reconcile import (
    TargetPlan,
    apply_plan,
    plan_target,
    planned_summary,
    prepare_target,
)
from skillkeeper.node.register import default_openclaw_config, register_extra_dir, remember_created
from skillkeeper.node.summary import MAX_HOSTNAME, Heartbeat, ReconcileSummary, TargetSummary, fit_to_budget
from skillkeeper.node.switch import KeptSource, kept_by_switch
from skillkeeper.node.targets import Target, folder_key, target_from_record, target_record
from skillkeeper.node.uninstall import plan_uninstall

if TYPE_CHECKING:
    import httpx

log = logging.getLogger("skillkeeper.node")


def agent_version() -> str:
    try:
        return version("skillkeeper")
    except PackageNotFoundError:
        return "0.0.0"


@dataclass
class TickResult:
    """A tick's summary, the plans behind it, and how the catalog was obtained."""

    summary: ReconcileSummary
    plans: list[TargetPlan] = field(default_factory=list)
    not_modified: bool = False
    written: int = 0


class Agent:
    """Reconciles `targets` from `source`; `send` (optional) delivers each tick's summary."""

    def __init__(
        self,
        source: InstallableSource,
        targets: Sequence[Target],
        *,
        home: Path,
        source_key: str,
        protected: Iterable[str] = (),
        node_id: str | None = None,
        openclaw_config: Path | None = None,
        send: Callable[[ReconcileSummary], None] | None = None,
        folder_wait: float = WAIT_SECONDS,
        switch_source: bool = False,
    ) -> None:
        self.source = source
        self.targets = list(targets)
        self.home = home
        self.source_key = source_key
        self.protected = frozenset(protected)
        self.node_id = node_id
        self.openclaw_config = openclaw_config or default_openclaw_config()
        self.send = send
        self.folder_wait = folder_wait  # how long a tick waits for another agent's lock on a target folder
        self.pending_errors: list[str] = []
        self.node: NodeCatalog | None = None
        # Another source than the recorded one may take out the skills that one placed only when asked to.
        self.switch_source = switch_source

    def _pull(self, etag: str | None, have: Have | None) -> PullResult:
        return self.source.pull(etag, self.node_id, have)

    def _register(self, dry_run: bool, errors: list[str]) -> list[str]:
        registered: list[str] = []
        for target in self.targets:
            if not target.register:
                continue
            result = register_extra_dir(self.openclaw_config, target.dir, dry_run=dry_run)
            if result.error:
                log.info("%s", result.error)  # in the tick's errors: the CLI and the heartbeat say it
                errors.append(result.error)
            elif result.registered or (dry_run and result.changed):
                registered.append(str(target.dir))
            if result.created and not dry_run:  # so `agent --uninstall` can take those keys out again
                try:
                    remember_created(self.home, self.openclaw_config, target.dir, result.created)
                except OSError as exc:
                    errors.append(f"cannot record the keys registering created in {self.home}: {exc}")
        return registered

    def _state(self, target: Target, dry_run: bool, locked: contextlib.ExitStack) -> disk.TargetState:
        """What `target` holds; a real tick first takes the folder's lock (kept until `locked` closes), so two
        homes' agents sharing it never scan, clean up or write it at once."""
        if dry_run:
            return disk.scan_target(target.dir)
        if target.dir.is_dir():
            try:
                locked.enter_context(folder_lock(target.dir, self.folder_wait))
            except FolderBusy as exc:
                return disk.TargetState(dir=target.dir, exists=True, error=exc.message)
            except OSError as exc:
                return disk.TargetState(dir=target.dir, exists=True, error=f"cannot lock {target.dir}: {exc.strerror}")
        return prepare_target(target)

    def _finish(self, result: TickResult, dry_run: bool) -> TickResult:
        # Kept from another source: what the folders hold is that source's, not this server's to see.
        if self.send is not None and not dry_run and not result.summary.kept:
            try:
                self.send(result.summary)
            except ServerError as exc:
                log.info("%s", exc.message)  # in the next tick's errors (and `agent --once` prints it)
                self.pending_errors.append(exc.message)
        return result

    def _catalog(self, dry_run: bool) -> NodeCatalog:
        if self.node is None:
            never_synced = not (self.home / store.NODE_DIR).exists()
            # A dry run on a node that never synced must not create its files.
            self.node = NodeCatalog(None if dry_run and never_synced else self.home)
        return self.node

    def _kept(self, node: NodeCatalog, catalog: Catalog) -> KeptSource | None:
        return kept_by_switch(node, catalog, self.source_key, self.targets, saved_state.read_node_id(self.home))

    def close(self) -> None:
        if self.node is not None:
            self.node.close()
            self.node = None

    def tick(self, *, full: bool = False, dry_run: bool = False) -> TickResult:
        """Sync the catalog, then converge every target on the merged view; raises only Unauthorized
        (the token was refused). Unreachable server: the last synced catalog stays, cloud skills on disk stay."""
        errors, self.pending_errors = list(self.pending_errors), []
        node = self._catalog(dry_run)
        etag = None if full else node.etag_for(self.source_key)
        # What the node holds turns a changed catalog into a delta; a dry run previews the whole set.
        have = None if full or dry_run or etag is None else partial(node.have, self.source_key)
        sync = Sync()
        try:
            pulled = self._pull(etag, have)
            if pulled.not_modified:
                if etag is None:
                    raise ServerError("installable: 304 for a catalog this agent does not hold")
                sync.not_modified = True
                if not dry_run:
                    node.confirm(self.source_key)
            else:
                catalog = parse_payload(pulled.payload, pulled.etag)
                kept = None if self.switch_source else self._kept(node, catalog)
                if kept is not None:  # the recorded catalog stays in force, its skills on disk stay
                    errors.append(kept.message())
                    sync.frozen, sync.kept = True, kept.names
                elif dry_run:
                    sync.preview = catalog
                else:
                    sync.forked = node.sync(catalog, server=self.source_key).forked
        except Unauthorized:
            raise  # the same token will be refused every tick: the caller says so once and stops
        except (ServerError, MalformedPayload) as exc:
            message = exc.message if isinstance(exc, ServerError) else f"installable: {exc}"
            # Info, not a warning: the message is in the tick's errors, which the CLI prints once.
            log.info("%s; the last synced catalog stays in force, cloud skills on disk are unchanged", message)
            errors.append(message)
            sync.frozen = True
            if isinstance(exc, ServerError):
                sync.failed_status = exc.status
                sync.offline_since = (
                    node.synced.meta("offline_since") if dry_run else node.mark_offline(self.source_key, exc.status)
                )
        # The node id of this home names the markers it writes (a dry run creates nothing, so reads it).
        owner = saved_state.read_node_id(self.home)
        if not dry_run:
            owner = saved_state.resolve_node_id(self.home)
            node.remember_node_id(owner)  # its copy restores a lost node-id file
            earlier = _earlier(node, self.targets, owner)
            node.remember_targets([target_record(t) for t in self.targets], earlier)
        return self._finish(self._converge(node, sync, errors, dry_run, owner), dry_run)

    def _converge(
        self, node: NodeCatalog, sync: Sync, errors: list[str], dry_run: bool, owner: str | None
    ) -> TickResult:
        if sync.preview is not None:
            merged, sync.forked = node.preview(sync.preview)  # the forks too: a fork is a relabel, not an update
            held, skipped, etag = sync.preview.held, list(sync.preview.skipped), sync.preview.etag
        else:
            merged = node.hashes()
            held, skipped, etag = frozenset(node.held()), node.skipped(), node.synced.meta("etag")
        wanted = {n: m.served for n, m in merged.items()}
        from_local = {n for n, m in merged.items() if m.from_local}
        plans: list[TargetPlan] = []
        summaries: list[TargetSummary] = []
        written = 0

        def planned(target: Target, state: disk.TargetState) -> TargetPlan:
            plan = plan_target(target, state, wanted, held, self.protected, owner)
            _rewrite_changed_origin(plan, state, merged, sync.forked)
            if sync.frozen:
                _freeze_cloud(plan, state, from_local)
            return plan

        for target in self.targets:
            with contextlib.ExitStack() as locked:
                state = self._state(target, dry_run, locked)
                plan = planned(target, state)
                if not (dry_run or state.exists or state.error) and plan.writes:
                    # A missing folder has no lock to take: create it, then scan and plan again holding it.
                    disk.ensure_dir(target.dir)
                    state = self._state(target, dry_run, locked)
                    plan = planned(target, state)
                plans.append(plan)
                if dry_run or not (plan.writes or plan.error):
                    summaries.append(planned_summary(plan))  # nothing to write: leave the folder untouched
                    if plan.error:
                        errors.append(plan.error)
                    continue
                outcome = apply_plan(plan, LazySkills(node, plan.writing))
            summaries.append(outcome.summary)
            errors.extend(outcome.errors)
            written += outcome.written
        registered = self._register(dry_run, errors)
        summary = ReconcileSummary.from_targets(
            summaries, etag=etag, skipped=skipped, registered_dirs=registered, errors=errors
        )
        summary.overridden = sorted(n for n, m in merged.items() if m.locally_overridden)
        summary.local = sorted(n for n, m in merged.items() if m.origin == "local")
        summary.forked = list(sync.forked)
        summary.kept = list(sync.kept)
        summary.offline_since, summary.failed_status = sync.offline_since, sync.failed_status
        return TickResult(summary=summary, plans=plans, not_modified=sync.not_modified, written=written)


@dataclass
class Sync:
    """How this tick's sync went."""

    not_modified: bool = False
    frozen: bool = False  # no usable answer: cloud skills on disk must not change
    offline_since: str | None = None
    failed_status: int | None = None  # what the server answered, when it answered with an error (not offline)
    forked: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # another source's skills on disk, kept (not switched)
    preview: Catalog | None = None  # dry runs: the pulled catalog, not written to synced.db


def _rewrite_changed_origin(
    plan: TargetPlan, state: disk.TargetState, merged: dict[str, Merged[str]], forked: list[str]
) -> None:
    """Same content, new origin: rewrite the skill so its marker tells the truth. That and a fork (whatever
    this node's override holds) are relabels: the catalog brought nothing new, so neither counts as added."""
    for name in [n for n in plan.keep if n in merged]:
        entry, item = state.entries[name], merged[name]
        if entry.marker_origin is not None and (entry.marker_origin, entry.marker_local) != (
            item.origin,
            item.from_local,
        ):
            plan.keep.remove(name)
            plan.relabel.append(name)
    for name in [n for n in plan.update if n in forked]:
        plan.update.remove(name)
        plan.relabel.append(name)


def _freeze_cloud(plan: TargetPlan, state: disk.TargetState, from_local: set[str]) -> None:
    """Offline: only names whose content is (or was) local may change; cloud entries stay as they are."""
    was_local = {n for n, e in state.entries.items() if e.marker_local}
    movable = from_local | was_local
    for names in (plan.update, plan.relabel, plan.remove):
        for name in [n for n in names if n not in movable]:
            names.remove(name)
            entry = state.entries.get(name)
            if entry is not None and entry.ours:
                plan.keep.append(name)
    plan.add[:] = [n for n in plan.add if n in movable]
    plan.keep.sort()


def _earlier(node: NodeCatalog, targets: Sequence[Target], owner: str | None) -> list[dict[str, Any]]:
    """The recorded targets of earlier runs that still hold skills the agent wrote: they stay on record (for
    `agent --uninstall`, `doctor --node`) until those are taken out, whatever this run's targets are."""
    here = {folder_key(t.dir) for t in targets}  # a folder under a link is the folder under its real path
    found: dict[Path, Target] = {}
    for key in ("targets", "earlier_targets"):
        try:
            records = json.loads(node.synced.meta(key) or "[]")
        except ValueError:
            continue
        for target in map(target_from_record, records if isinstance(records, list) else []):
            if target is not None and folder_key(target.dir) not in here:
                found.setdefault(folder_key(target.dir), target)
    # An unreadable folder stays too: what it holds is unknown.
    return [
        target_record(t) for t in found.values() if any(p.remove or p.error for p in plan_uninstall([t], owner=owner))
    ]


def heartbeat_sender(client: ServerClient, node_id: str) -> Callable[[ReconcileSummary], None]:
    """A `send` callback that posts the summary, trimmed to the heartbeat size cap."""
    hostname, agent = socket.gethostname()[:MAX_HOSTNAME], agent_version()

    def send(summary: ReconcileSummary) -> None:
        client.heartbeat(
            Heartbeat(node_id=node_id, hostname=hostname, agent_version=agent, reconcile=fit_to_budget(summary))
        )

    return send


def run_once(
    server_url: str,
    token: str | None,
    targets: Sequence[Target],
    *,
    home: Path,
    protected: Iterable[str] = (),
    node_id: str | None = None,
    full: bool = False,
    openclaw_config: Path | None = None,
    transport: httpx.BaseTransport | None = None,
) -> ReconcileSummary:
    """One pull + reconcile + heartbeat against a server; raises ConfigError when another agent holds the lock."""
    nid = saved_state.resolve_node_id(home, node_id)
    with saved_state.agent_lock(home), ServerClient(server_url, token, transport=transport) as client:
        agent = Agent(
            client,
            targets,
            home=home,
            source_key=client.base_url,
            protected=protected,
            node_id=nid,
            openclaw_config=openclaw_config,
            send=heartbeat_sender(client, nid),
        )
        try:
            return agent.tick(full=full).summary
        finally:
            agent.close()


def run_loop(
    agent: Agent,
    interval: float,
    stop: threading.Event,
    on_tick: Callable[[TickResult], None] | None = None,
    *,
    full_first: bool = False,
    max_ticks: int | None = None,
) -> int:
    """Tick every `interval` seconds until `stop` is set (checked between ticks); returns the tick count."""
    ticks = 0
    full = full_first
    while not stop.is_set():
        result = agent.tick(full=full)
        full = False
        ticks += 1
        if on_tick is not None:
            on_tick(result)
        if max_ticks is not None and ticks >= max_ticks:
            break
        stop.wait(interval)
    return ticks
