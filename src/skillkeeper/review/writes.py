"""The write path of the lifecycle: one write is a batch of one, an import writes batches.

Each skill is validated and scanned on its own, outside any transaction; then a batch (at most
BATCH skills, no name twice) is stored in ONE transaction: a few `IN (...)` reads, and one
statement per kind of row (skills, revisions, files, audit events, webhook outbox rows, change
notifications). A batch the database refuses as a whole (a concurrent writer, a bad value) is
retried one skill at a time, so one bad skill never loses the others. What a changed skill's write
does (its plan) and the rows it stores are review/plans.py. `preview_many` answers what a batch
would do by the same rules, reading only (`skillkeeper import --dry-run`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from sqlalchemy import Connection, RowMapping
from sqlalchemy.exc import IntegrityError

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import WRITE
from skillkeeper.check.scan import ScanResult, apply_skip
from skillkeeper.check.scan.allow import AllowEntry, apply_allowlist
from skillkeeper.errors import Conflict, Forbidden, InvalidInput, InvalidSkill, NotFound, Refused
from skillkeeper.review.approval import auto_promotes, require_approver
from skillkeeper.review.decisions import rejected_before
from skillkeeper.review.plans import (
    Options,
    Plan,
    Ready,
    as_new,
    lands_in_view,
    plan,
    store_plans,
    unchanged,
    unchanged_result,
)
from skillkeeper.review.results import Change, WriteResult
from skillkeeper.review.rules import check_write_rights, sees_in_flight, validate_for_tenant
from skillkeeper.review.states import Status, pending_edit
from skillkeeper.review.withdrawals import Withdrawal, store_withdrawals, withdrawal
from skillkeeper.skill.model import Skill
from skillkeeper.store import allowlist, bulk
from skillkeeper.store.db import Store, is_outage
from skillkeeper.store.tenants import TenantSettings, read_settings
from skillkeeper.store.visibility import audience, row_state, viewer_for, visible_names

# Skills stored per transaction by `write_many`: big enough that per-transaction costs vanish,
# small enough that a batch retried one by one (or a lock held) stays short.
BATCH = 50
# What `write_many` answers per skill instead of raising: the write of that one skill was refused.
SkillError = InvalidSkill | InvalidInput | Refused | Forbidden | Conflict | NotFound
_PER_SKILL = (InvalidSkill, InvalidInput, Refused, Forbidden, Conflict, NotFound)


class WritePath:
    """The write half of the Lifecycle (review/lifecycle.py)."""

    store: Store
    scanner: Callable[[Skill], ScanResult]
    _emit: Callable[[Change], None]
    _notify_many: Callable[[Connection, Sequence[Change]], None]

    def write(
        self,
        actor: Actor,
        skill: Skill,
        *,
        source: str = "agent",
        status: str | None = None,
        mode: Literal["upsert", "update"] = "upsert",
        node_id: str | None = None,
    ) -> WriteResult:
        """Write a skill revision through validation, scan and review.

        Raises Forbidden (scope, source or status not allowed), InvalidSkill (validation),
        Refused (fatal scan finding), NotFound (update of a skill the caller cannot see),
        Conflict (a concurrent writer won).
        """
        out = self.write_many(actor, [skill], source=source, status=status, mode=mode, node_id=node_id)[0]
        if isinstance(out, WriteResult):
            return out
        raise out

    def write_many(
        self,
        actor: Actor,
        batch: Sequence[Skill],
        *,
        source: str = "agent",
        status: str | None = None,
        mode: Literal["upsert", "update"] = "upsert",
        node_id: str | None = None,
        size: int = BATCH,
    ) -> list[WriteResult | SkillError]:
        """Write skills in transactions of up to `size`; per skill its result or why it was refused.

        Raises Forbidden (scope, source or status not allowed for any write), Unavailable.
        """
        opts = Options(source, status, mode, node_id)
        out: list[WriteResult | SkillError | None] = [None] * len(batch)
        for settings, ready in self._prepared(actor, batch, opts, size, out):
            self._store_ready(actor, ready, settings, opts, out)
        return [r for r in out if r is not None]

    def _prepared(
        self,
        actor: Actor,
        batch: Sequence[Skill],
        opts: Options,
        size: int,
        out: list[WriteResult | SkillError | None],
    ) -> Iterator[tuple[TenantSettings, list[Ready]]]:
        """Per chunk of `batch`, the tenant's settings and its skills validated and scanned; a skill refused
        on its own gets its error in `out`. Raises Forbidden (the writer's rights), Unavailable."""
        actor.require(WRITE)
        check_write_rights(actor, opts.source, opts.status)
        for chunk in _chunks(batch, size):
            with self.store.autocommit() as conn:
                settings = read_settings(conn, actor.tenant_id)
                entries = allowlist.entries(conn, actor.tenant_id)
            ready: list[Ready] = []
            for i in chunk:
                try:
                    ready.append(self._prepare(i, batch[i], actor, settings, entries, opts))
                except _PER_SKILL as exc:
                    out[i] = exc
            yield settings, ready

    def _prepare(
        self,
        index: int,
        skill: Skill,
        actor: Actor,
        settings: TenantSettings,
        entries: list[AllowEntry],
        opts: Options,
    ) -> Ready:
        """Validate and scan one skill; raises SecondReviewerRequired, InvalidSkill, Refused."""
        if opts.status == Status.ACTIVE:
            # Writing and approving in one step: the writer is the approver.
            require_approver(None, actor, settings, actor.name, f"{skill.name!r} on write")
        warnings = validate_for_tenant(skill, settings)
        scan, aside = apply_allowlist(apply_skip(self.scanner(skill), settings.scan_skip), entries)
        if scan.verdict == "refused":
            fatal = next(f for f in scan.findings if f.fatal)
            raise Refused(f"write refused: {fatal.message} ({fatal.code})", details=scan.to_dict())
        return Ready(index, skill, scan, warnings, aside)

    def _store_ready(
        self,
        actor: Actor,
        ready: list[Ready],
        settings: TenantSettings,
        opts: Options,
        out: list[WriteResult | SkillError | None],
    ) -> None:
        """Store `ready` in one transaction, or one by one when the batch as a whole is refused."""
        if not ready:
            return
        try:
            try:
                with self.store.write() as conn:
                    names = [r.skill.name for r in ready]
                    before = bulk.skill_rows(conn, actor.tenant_id, names)
                    decided = _decide(conn, actor, ready, before, settings, opts)
                    results = _store_decided(conn, actor, decided, settings, opts)
                    after = bulk.skill_rows(conn, actor.tenant_id, names)
                    changes = [
                        Change(
                            actor.tenant_id,
                            n,
                            "write",
                            audience(row_state(before.get(n)), row_state(after.get(n)), settings.review_gate),
                        )
                        for n in names
                    ]
                    self._notify_many(conn, changes)
            except IntegrityError:
                raise Conflict("another write of this skill landed first; retry") from None
        except Exception as exc:
            if len(ready) == 1 and isinstance(exc, _PER_SKILL):
                out[ready[0].index] = exc
                return
            if len(ready) == 1 or is_outage(exc):
                raise
            for one in ready:
                self._store_ready(actor, [one], settings, opts, out)
            return
        for one, result, change in zip(ready, results, changes, strict=True):
            out[one.index] = result
            self._emit(change)

    def preview_many(
        self, actor: Actor, batch: Sequence[Skill], *, source: str = "agent", status: str | None = None
    ) -> list[WriteResult | SkillError]:
        """What `write_many` would answer for `batch` now, read-only: nothing stored, no one notified.

        A revision that would be stored has id 0 in its answer. Raises Forbidden (as `write_many`), Unavailable.
        """
        opts = Options(source, status, "upsert", None)
        out: list[WriteResult | SkillError | None] = [None] * len(batch)
        for settings, ready in self._prepared(actor, batch, opts, BATCH, out):
            if not ready:
                continue
            with self.store.read() as conn:
                rows = bulk.skill_rows(conn, actor.tenant_id, [r.skill.name for r in ready])
                decided = _decide(conn, actor, ready, rows, settings, opts)
            for one, answer in zip(ready, decided.answers(settings, opts), strict=True):
                out[one.index] = answer
        return [r for r in out if r is not None]


@dataclass
class _Decided:
    """What writing a batch does, before anything is stored: per skill its answer, or None for a plan's."""

    ready: list[Ready]
    results: list[WriteResult | None]
    plans: list[Plan]
    withdrawals: list[Withdrawal]
    seen: set[str]

    def answers(self, settings: TenantSettings, opts: Options) -> list[WriteResult]:
        """Each skill's answer (a plan's with the revision id it was stored under, if it was)."""
        done = iter(p.result() for p in self.plans)
        answers = [r if r is not None else next(done) for r in self.results]
        return [
            a if a.created or a.name in self.seen else as_new(r, settings, opts, a.revision_id)
            for r, a in zip(self.ready, answers, strict=True)
        ]


def _store_decided(
    conn: Connection, actor: Actor, decided: _Decided, settings: TenantSettings, opts: Options
) -> list[WriteResult]:
    """Store what `_decide` found in this transaction; each skill's answer."""
    store_withdrawals(conn, actor, decided.withdrawals, opts)
    if decided.plans:
        store_plans(conn, actor, decided.plans, opts)
    return decided.answers(settings, opts)


def _decide(
    conn: Connection,
    actor: Actor,
    ready: list[Ready],
    rows: dict[str, RowMapping],
    settings: TenantSettings,
    opts: Options,
) -> _Decided:
    """What writing `ready` over the tenant's `rows` of those names does; reads only. Raises NotFound (update)."""
    tid = actor.tenant_id
    # Heads, and the served revision beside a waiting edit (a write of it withdraws the edit).
    revs = [r["head_revision_id"] for r in rows.values() if r["head_revision_id"]]
    heads = bulk.head_rows(conn, revs + [r["active_revision_id"] for r in rows.values() if pending_edit(r)])
    # A writer the gate hides a row from is answered as for a new name: created, never unchanged,
    # the status a new name lands in; otherwise the answer would confirm the hidden row and its content.
    ask = rows and (opts.mode == "update" or not sees_in_flight(actor))
    visible = visible_names(conn, viewer_for(conn, tid), tid, list(rows)) if ask else set()
    if opts.mode == "update":
        for r in ready:
            if r.skill.name not in visible:
                raise NotFound(f"skill {r.skill.name!r} not found")
    seen = set(rows) if sees_in_flight(actor) else visible
    # Content a reviewer rejected (and no human approved since) must not promote itself; asked only
    # where a write would.
    auto = auto_promotes(settings, None) and opts.status != Status.ACTIVE
    known = [(rows[r.skill.name]["id"], r.skill.content_hash) for r in ready if auto and r.skill.name in rows]
    rejected = rejected_before(conn, known)
    decided = _Decided(ready, [], [], [], seen)
    for r in ready:
        row = rows.get(r.skill.name)
        head = heads.get(row["head_revision_id"]) if row is not None else None
        # Over a row hidden from the writer, a write a new name's would show it is stored as that one
        # (even the same bytes: a no-op would leave the name unreadable, unlike a new name's). Not over
        # a reviewer's standing reject or quarantine: that decision survives resubmission (ARCHITECTURE).
        fresh = (
            row is not None and not row["decision"] and r.skill.name not in seen and lands_in_view(r, settings, opts)
        )
        if not fresh and unchanged(conn, r, head):
            assert row is not None and head is not None
            decided.results.append(unchanged_result(r, row, head))
            continue
        # Only over a row its writer sees: an active one, whose served revision is no secret.
        back = withdrawal(conn, r, row, heads) if r.skill.name in seen else None
        if back is not None:
            decided.withdrawals.append(back)
            decided.results.append(back.result())
            continue
        # Over a hidden row the write lands as a new name's would: no earlier rejection to weigh.
        before = None if fresh or row is None else rejected.get((row["id"], r.skill.content_hash))
        decided.plans.append(plan(r, row, settings, opts, fresh=fresh, rejected=before))
        decided.results.append(None)
    return decided


def _chunks(batch: Sequence[Skill], size: int) -> list[list[int]]:
    """Indices of `batch` in runs of at most `size`, a new run wherever a name would repeat."""
    chunks: list[list[int]] = []
    names: set[str] = set()
    for i, skill in enumerate(batch):
        if not chunks or len(chunks[-1]) >= size or skill.name in names:
            chunks.append([])
            names = set()
        chunks[-1].append(i)
        names.add(skill.name)
    return chunks


__all__ = ["BATCH", "SkillError", "WritePath"]
