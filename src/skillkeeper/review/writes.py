"""The write path of the lifecycle: one write is a batch of one, an import writes batches.

Each skill is validated and scanned on its own, outside any transaction; then a batch (at most
BATCH skills, no name twice) is stored in ONE transaction: a few `IN (...)` reads, and one
statement per kind of row (skills, revisions, files, audit events, webhook outbox rows, change
notifications). A batch the database refuses as a whole (a concurrent writer, a bad value) is
retried one skill at a time, so one bad skill never loses the others.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import Connection, and_, exists, select
from sqlalchemy.exc import IntegrityError

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import WRITE
from skillkeeper.check.scan import ScanResult, apply_skip
from skillkeeper.check.scan.allow import AllowEntry, apply_allowlist
from skillkeeper.check.scan.result import QUARANTINED_VERDICT
from skillkeeper.errors import Conflict, Forbidden, InvalidInput, InvalidSkill, NotFound, Refused
from skillkeeper.review.decisions import check_second_reviewer, holds_quarantine
from skillkeeper.review.results import Change, WriteResult
from skillkeeper.review.rules import check_write_rights, validate_for_tenant
from skillkeeper.review.states import ReviewState, Status, pending_edit
from skillkeeper.skill.canonical import content_hash
from skillkeeper.skill.model import Skill
from skillkeeper.store import allowlist, bulk
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import AuditAction, AuditEvent, record_many
from skillkeeper.store.db import Store, is_outage
from skillkeeper.store.schema import skills
from skillkeeper.store.tenants import TenantSettings, read_settings
from skillkeeper.store.visibility import viewer_for, visible

# Skills stored per transaction by `write_many`: big enough that per-transaction costs vanish,
# small enough that a batch retried one by one (or a lock held) stays short.
BATCH = 50
# What `write_many` answers per skill instead of raising: the write of that one skill was refused.
SkillError = InvalidSkill | InvalidInput | Refused | Forbidden | Conflict | NotFound
_PER_SKILL = (InvalidSkill, InvalidInput, Refused, Forbidden, Conflict, NotFound)


@dataclass(frozen=True)
class _Ready:
    """A skill that passed validation and the scan, waiting to be stored."""

    index: int
    skill: Skill
    scan: ScanResult
    warnings: list[dict[str, Any]]
    aside: list[dict[str, Any]]


@dataclass(frozen=True)
class _Options:
    source: str
    status: str | None
    mode: str
    node_id: str | None


class WritePath:
    """The write half of the Lifecycle (review/lifecycle.py)."""

    store: Store
    scanner: Callable[[Skill], ScanResult]
    _emit: Callable[[Change], None]
    _notify_many: Callable[[Connection, int, Sequence[str], str], None]

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
        actor.require(WRITE)
        check_write_rights(actor, source, status)
        opts = _Options(source, status, mode, node_id)
        out: list[WriteResult | SkillError | None] = [None] * len(batch)
        for chunk in _chunks(batch, size):
            with self.store.autocommit() as conn:
                settings = read_settings(conn, actor.tenant_id)
                entries = allowlist.entries(conn, actor.tenant_id)
            ready: list[_Ready] = []
            for i in chunk:
                try:
                    ready.append(self._prepare(i, batch[i], actor, settings, entries, opts))
                except _PER_SKILL as exc:
                    out[i] = exc
            self._store_ready(actor, ready, settings, opts, out)
        return [r for r in out if r is not None]

    def _prepare(
        self,
        index: int,
        skill: Skill,
        actor: Actor,
        settings: TenantSettings,
        entries: list[AllowEntry],
        opts: _Options,
    ) -> _Ready:
        """Validate and scan one skill; raises SecondReviewerRequired, InvalidSkill, Refused."""
        if opts.status == Status.ACTIVE:
            # Writing and approving in one step: the writer is the approver.
            check_second_reviewer(settings, actor.name, actor.name, f"{skill.name!r} on write")
        warnings = validate_for_tenant(skill, settings)
        scan, aside = apply_allowlist(apply_skip(self.scanner(skill), settings.scan_skip), entries)
        if scan.verdict == "refused":
            fatal = next(f for f in scan.findings if f.fatal)
            raise Refused(f"write refused: {fatal.message} ({fatal.code})", details=scan.to_dict())
        return _Ready(index, skill, scan, warnings, aside)

    def _store_ready(
        self,
        actor: Actor,
        ready: list[_Ready],
        settings: TenantSettings,
        opts: _Options,
        out: list[WriteResult | SkillError | None],
    ) -> None:
        """Store `ready` in one transaction, or one by one when the batch as a whole is refused."""
        if not ready:
            return
        try:
            try:
                with self.store.write() as conn:
                    results = self._write_locked(conn, actor, ready, settings, opts)
                    self._notify_many(conn, actor.tenant_id, [r.skill.name for r in ready], "write")
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
        for one, result in zip(ready, results, strict=True):
            out[one.index] = result
            self._emit(Change(actor.tenant_id, one.skill.name, "write"))

    def _write_locked(
        self, conn: Connection, actor: Actor, ready: list[_Ready], settings: TenantSettings, opts: _Options
    ) -> list[WriteResult]:
        tid = actor.tenant_id
        rows = bulk.skill_rows(conn, tid, [r.skill.name for r in ready])
        heads = bulk.head_rows(conn, [r["head_revision_id"] for r in rows.values() if r["head_revision_id"]])
        if opts.mode == "update":
            for r in ready:
                if r.skill.name not in rows or not self._visible_own(conn, actor, r.skill.name):
                    raise NotFound(f"skill {r.skill.name!r} not found")
        results: list[WriteResult | None] = []
        plans: list[_Plan] = []
        for r in ready:
            row = rows.get(r.skill.name)
            head = heads.get(row["head_revision_id"]) if row is not None else None
            if _unchanged(conn, r, head):
                assert row is not None and head is not None
                results.append(_unchanged_result(r, row, head))
                continue
            plans.append(_plan(r, row, settings, opts))
            results.append(None)
        if plans:
            _store_plans(conn, actor, plans, opts)
        done = iter(p.result() for p in plans)
        return [r if r is not None else next(done) for r in results]

    def _visible_own(self, conn: Connection, actor: Actor, name: str) -> bool:
        viewer = viewer_for(conn, actor.tenant_id)
        own_visible = and_(skills.c.tenant_id == actor.tenant_id, skills.c.name == name, visible(viewer))
        return bool(conn.execute(select(exists().where(own_visible))).scalar())


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


def _unchanged(conn: Connection, ready: _Ready, head: Any) -> bool:
    """Unchanged content is a no-op, unless a head that was not quarantined now scans critical."""
    if head is None or not _same_content(conn, head, ready.skill):
        return False
    # An acknowledged head stays as it is while its content does.
    settled = head["review_state"] == ReviewState.QUARANTINED or bool(head["acknowledged"])
    return ready.scan.verdict != QUARANTINED_VERDICT or settled


def _same_content(conn: Connection, head: Any, skill: Skill) -> bool:
    """True when `skill` is the revision `head`, also when `head` was hashed by an older encoding."""
    if head["content_hash"] == skill.content_hash:
        return True
    full = repo.revision_row(conn, head["id"])  # only for a changed hash: rare on a re-import
    if full is None or full["skill_md"] != skill.skill_md:
        return False
    return content_hash(full["skill_md"], repo.bundle(conn, head["id"])) == skill.content_hash


def _unchanged_result(ready: _Ready, row: Any, head: Any) -> WriteResult:
    return WriteResult(
        ready.skill.name,
        row["status"],
        head["id"],
        head["content_hash"],
        head["verdict"],
        created=False,
        pending=pending_edit(row),
        unchanged=True,
        findings=ready.scan.to_dict()["findings"],
        warnings=ready.warnings,
    )


@dataclass
class _Plan:
    """What storing one changed skill does; ids are filled in as the rows are inserted."""

    ready: _Ready
    row: Any
    to: str  # the status the write itself lands in (the audit event's to_status)
    final: str  # after a promotion on write
    review_state: str
    approve: bool
    skill_id: int = 0
    revision_id: int = 0

    def result(self) -> WriteResult:
        r = self.ready
        return WriteResult(
            r.skill.name,
            self.final,
            self.revision_id,
            r.skill.content_hash,
            r.scan.verdict,
            self.row is None,
            pending=not self.approve and self.to == Status.ACTIVE,
            findings=r.scan.to_dict()["findings"],
            warnings=r.warnings,
        )


def _plan(ready: _Ready, row: Any, settings: TenantSettings, opts: _Options) -> _Plan:
    """The statuses and review state of one changed skill's write (the lifecycle's rules of a write)."""
    critical = ready.scan.verdict == QUARANTINED_VERDICT
    # A reviewer's quarantine holds across rewrites until a reviewer releases it.
    held = critical or (row is not None and holds_quarantine(row))
    landed = Status.QUARANTINED if held else (Status.CANDIDATE if opts.source == "forge" else Status.STAGED)
    # An edit of an active skill: the approved revision keeps serving; the edit waits for review.
    to = Status.ACTIVE if row is not None and row["status"] == Status.ACTIVE else landed
    decision = row["decision"] if row is not None else None
    # A standing reviewer decision, or a tenant wanting two people, leaves promotion to a human.
    auto = settings.auto_promote_clean and not decision and not settings.require_second_reviewer
    wants_active = opts.status == Status.ACTIVE or (auto and ready.scan.verdict == "clean")
    approve = wants_active and not critical and to in (Status.STAGED, Status.ACTIVE)
    state = ReviewState.APPROVED if approve else (ReviewState.QUARANTINED if held else ReviewState.PENDING)
    return _Plan(ready, row, to, Status.ACTIVE if approve else to, state, approve)


def _store_plans(conn: Connection, actor: Actor, plans: list[_Plan], opts: _Options) -> None:
    """Insert and update the rows of `plans` with one statement per kind of row."""
    tid = actor.tenant_id
    fresh = [p for p in plans if p.row is None]
    ids = bulk.insert_skills(
        conn,
        [
            {
                "tenant_id": tid,
                "name": p.ready.skill.name,
                "status": p.to,
                "kind": p.ready.skill.kind,
                "source": opts.source,
            }
            for p in fresh
        ],
    )
    for p, skill_id in zip(fresh, ids, strict=True):
        p.skill_id = skill_id
    for p in plans:
        if p.row is not None:
            p.skill_id = p.row["id"]
    numbers = bulk.next_numbers(conn, [p.skill_id for p in plans if p.row is not None])
    revision_rows = []
    for p in plans:
        scan = p.ready.scan.to_dict()
        if p.ready.aside:
            scan["allowlisted"] = p.ready.aside  # set aside, not dropped: the scan keeps what the allow-list matched
        revision_rows.append(
            bulk.revision_values(
                p.skill_id,
                numbers.get(p.skill_id, 1),
                p.ready.skill,
                review_state=p.review_state,
                verdict=p.ready.scan.verdict,
                scan=scan,
                warnings=p.ready.warnings,
                source=opts.source,
                author=actor.name,
            )
        )
    rev_ids = bulk.insert_revisions(conn, revision_rows, [p.ready.skill.files for p in plans])
    superseded: list[int] = []
    for p, rev in zip(plans, rev_ids, strict=True):
        p.revision_id = rev
        if p.row is not None and p.row["head_revision_id"] not in (None, p.row["active_revision_id"]):
            superseded.append(p.row["head_revision_id"])
        if p.approve and p.row is not None and p.row["active_revision_id"] is not None:
            superseded.append(p.row["active_revision_id"])
    bulk.set_review_states(conn, superseded, ReviewState.SUPERSEDED)
    for approve in (False, True):
        bulk.guarded_heads(conn, [_head_update(p) for p in plans if p.approve is approve], approve=approve)
    record_many(conn, [e for p in plans for e in _events(actor, p, opts)])


def _head_update(p: _Plan) -> dict[str, Any]:
    # A new skill was inserted at version 1; the write moves it one version, a promotion one more.
    expected = 1 if p.row is None else p.row["version"]
    return {
        "id": p.skill_id,
        "expected": expected,
        "version": expected + (2 if p.approve else 1),
        "head": p.revision_id,
        "status": p.final,
        "kind": p.ready.skill.kind,
    }


def _events(actor: Actor, p: _Plan, opts: _Options) -> list[AuditEvent]:
    """The audit events of one stored write: created or updated, then the promotion if any."""
    r, row = p.ready, p.row
    details: dict[str, Any] = {"verdict": r.scan.verdict, "source": opts.source, "content_hash": r.skill.content_hash}
    if row is not None and row["decision"]:
        details["earlier_decision"] = row["decision"]
    if opts.node_id:
        details["node_id"] = opts.node_id  # proposed from a node's local catalog
    if r.aside:
        details["allowlisted"] = [
            {"code": f["code"], "file": (f.get("location") or {}).get("file"), "allowlist_id": f["allowlist_id"]}
            for f in r.aside
        ]
    events = [
        AuditEvent(
            tenant_id=actor.tenant_id,
            skill_name=r.skill.name,
            action=AuditAction.CREATED if row is None else AuditAction.UPDATED,
            actor=actor.name,
            from_status=None if row is None else row["status"],
            to_status=p.to,
            skill_id=p.skill_id,
            revision_id=p.revision_id,
            details=details,
        )
    ]
    if p.approve:
        events.append(
            AuditEvent(
                tenant_id=actor.tenant_id,
                skill_name=r.skill.name,
                action=AuditAction.APPROVE,
                actor=actor.name if opts.status == Status.ACTIVE else "auto-promote",
                from_status=Status.STAGED,
                to_status=Status.ACTIVE,
                reason="promoted on write",
                skill_id=p.skill_id,
                revision_id=p.revision_id,
            )
        )
    return events


__all__ = ["BATCH", "SkillError", "WritePath"]
