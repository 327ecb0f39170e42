"""One agent tick (pull, plan, apply, register, heartbeat) and the loop around it."""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import httpx

from skillkeeper.node import disk
from skillkeeper.node import state as saved_state
from skillkeeper.node.catalog import Catalog, MalformedPayload, parse_payload
from skillkeeper.node.client import (
    InstallableSource,
    PullResult,
    ServerClient,
    ServerError,
    Unauthorized,
)
from skillkeeper.node.reconcile import (
    TargetPlan,
    apply_plan,
    plan_target,
    planned_summary,
    prepare_target,
)
from skillkeeper.node.register import default_openclaw_config, register_extra_dir
from skillkeeper.node.summary import Heartbeat, ReconcileSummary, TargetSummary, fit_to_budget
from skillkeeper.node.targets import Target

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


def _status_summary(plan: TargetPlan, state_ours: Iterable[str]) -> TargetSummary:
    """What a target holds without writing: our entries on disk, with the plan's collisions."""
    return TargetSummary(
        dir=str(plan.target.dir),
        mode=plan.target.mode,
        installed=sorted(n for n in state_ours if n not in plan.protected),
        collisions=plan.collisions,
        protected=plan.protected,
    )


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
    ) -> None:
        self.source = source
        self.targets = list(targets)
        self.home = home
        self.source_key = source_key
        self.protected = frozenset(protected)
        self.node_id = node_id
        self.openclaw_config = openclaw_config or default_openclaw_config()
        self.send = send
        self.pending_errors: list[str] = []

    def _pull(self, etag: str | None) -> PullResult:
        return self.source.pull(etag, self.node_id)

    def _register(self, dry_run: bool, errors: list[str]) -> list[str]:
        registered: list[str] = []
        for target in self.targets:
            if not target.register:
                continue
            result = register_extra_dir(self.openclaw_config, target.dir, dry_run=dry_run)
            if result.error:
                log.warning("%s", result.error)
                errors.append(result.error)
            elif result.registered or (dry_run and result.changed):
                registered.append(str(target.dir))
        return registered

    def _scan(self, dry_run: bool) -> list[tuple[Target, disk.TargetState]]:
        return [(t, disk.scan_target(t.dir) if dry_run else prepare_target(t)) for t in self.targets]

    def _finish(self, result: TickResult, dry_run: bool) -> TickResult:
        if self.send is not None and not dry_run:
            try:
                self.send(result.summary)
            except ServerError as exc:
                log.warning("%s", exc.message)
                self.pending_errors.append(exc.message)
        return result

    def _unchanged(self, errors: list[str], saved: saved_state.SavedState | None, dry_run: bool, etag: str | None) -> TickResult:
        """A tick that writes nothing: the server failed, or answered 304 and the disk has not drifted."""
        wanted = saved.wanted if saved else {}
        held = saved.held if saved else []
        summaries, plans = [], []
        for target, state in self._scan(dry_run):
            plan = plan_target(target, state, wanted, held, self.protected)
            if not saved:
                plan.collisions = []
            plans.append(plan)
            if plan.error:
                errors.append(plan.error)
            summaries.append(_status_summary(plan, (n for n, e in state.entries.items() if e.ours)))
        registered = self._register(dry_run, errors)
        skipped = saved.skipped if saved else []
        summary = ReconcileSummary.from_targets(
            summaries, etag=etag, skipped=skipped, registered_dirs=registered, errors=errors
        )
        return TickResult(summary=summary, plans=plans, not_modified=True)

    def tick(self, *, full: bool = False, dry_run: bool = False) -> TickResult:
        """Pull and converge every target once; raises only Unauthorized (the token was refused)."""
        errors, self.pending_errors = list(self.pending_errors), []
        saved = None if (full or dry_run) else saved_state.load_state(self.home, self.source_key)
        try:
            pulled = self._pull(saved.etag if saved else None)
            if pulled.not_modified and saved is not None:
                quiet = self._unchanged(list(errors), saved, dry_run, saved.etag)
                if not any(p.writes for p in quiet.plans):
                    return self._finish(quiet, dry_run)
                # Someone changed a target by hand since the last pull: fetch the content to repair it.
                log.info("target folders drifted from the last catalog; pulling it in full")
                pulled = self._pull(None)
            if pulled.not_modified:
                raise ServerError("installable: 304 for a catalog this agent does not hold")
            catalog = parse_payload(pulled.payload, pulled.etag)
        except Unauthorized:
            raise  # the same token will be refused every tick: the caller says so once and stops
        except (ServerError, MalformedPayload) as exc:
            message = exc.message if isinstance(exc, ServerError) else f"installable: {exc}"
            log.warning("%s; nothing on disk was changed", message)
            result = self._unchanged([*errors, message], saved, dry_run, saved.etag if saved else None)
            result.not_modified = False
            return self._finish(result, dry_run)
        return self._finish(self._converge(catalog, errors, dry_run), dry_run)

    def _converge(self, catalog: Catalog, errors: list[str], dry_run: bool) -> TickResult:
        plans: list[TargetPlan] = []
        summaries: list[TargetSummary] = []
        written = 0
        for target, state in self._scan(dry_run):
            plan = plan_target(target, state, catalog.wanted, catalog.held, self.protected)
            plans.append(plan)
            if dry_run:
                summaries.append(planned_summary(plan))
                if plan.error:
                    errors.append(plan.error)
                continue
            outcome = apply_plan(plan, catalog.skills)
            summaries.append(outcome.summary)
            errors.extend(outcome.errors)
            written += outcome.written
        registered = self._register(dry_run, errors)
        if not dry_run and catalog.etag:
            saved_state.save_state(
                self.home,
                saved_state.SavedState(
                    server=self.source_key,
                    etag=catalog.etag,
                    wanted=dict(catalog.wanted),
                    held=sorted(catalog.held),
                    skipped=list(catalog.skipped),
                ),
            )
        summary = ReconcileSummary.from_targets(
            summaries, etag=catalog.etag, skipped=catalog.skipped, registered_dirs=registered, errors=errors
        )
        return TickResult(summary=summary, plans=plans, written=written)


def heartbeat_sender(client: ServerClient, node_id: str) -> Callable[[ReconcileSummary], None]:
    """A `send` callback that posts the summary, trimmed to the heartbeat size cap."""
    hostname, agent = socket.gethostname()[:256], agent_version()

    def send(summary: ReconcileSummary) -> None:
        client.heartbeat(Heartbeat(node_id=node_id, hostname=hostname, agent_version=agent, reconcile=fit_to_budget(summary)))

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
        return agent.tick(full=full).summary


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

