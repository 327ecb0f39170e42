"""What storing one changed skill does: the plan of a write (statuses, review state, promotion) and its rows.

`WritePath` (review/writes.py) validates and scans; `plan` applies the lifecycle's rules of a write to
each changed skill, and `store_plans` inserts and updates a batch of plans with one statement per kind
of row. A promotion on write follows the approval rule (review/approval.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Connection

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan import ScanResult
from skillkeeper.check.scan.result import QUARANTINED_VERDICT
from skillkeeper.review.approval import Approval, approval, auto_promotes
from skillkeeper.review.decisions import AUTO_PROMOTE, holds_quarantine
from skillkeeper.review.results import WriteResult
from skillkeeper.review.states import ReviewState, Status, pending_edit
from skillkeeper.skill.canonical import content_hash
from skillkeeper.skill.model import Skill
from skillkeeper.store import bulk
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import AuditAction, AuditEvent, record_many
from skillkeeper.store.tenants import TenantSettings
from skillkeeper.store.visibility import shows_own


@dataclass(frozen=True)
class Ready:
    """A skill that passed validation and the scan, waiting to be stored."""

    index: int
    skill: Skill
    scan: ScanResult
    warnings: list[dict[str, Any]]
    aside: list[dict[str, Any]]


@dataclass(frozen=True)
class Options:
    source: str
    status: str | None
    mode: str
    node_id: str | None


def unchanged(conn: Connection, ready: Ready, head: Any) -> bool:
    """Unchanged content is a no-op, unless a head that was not quarantined now scans critical."""
    if head is None or not same_content(conn, head, ready.skill):
        return False
    # An acknowledged head stays as it is while its content does.
    settled = head["review_state"] == ReviewState.QUARANTINED or bool(head["acknowledged"])
    return ready.scan.verdict != QUARANTINED_VERDICT or settled


def same_content(conn: Connection, head: Any, skill: Skill) -> bool:
    """True when `skill` is the revision `head`, also when `head` was hashed by an older encoding."""
    if head["content_hash"] == skill.content_hash:
        return True
    full = repo.revision_row(conn, head["id"])  # only for a changed hash: rare on a re-import
    if full is None or full["skill_md"] != skill.skill_md:
        return False
    return content_hash(full["skill_md"], repo.bundle(conn, head["id"])) == skill.content_hash


def unchanged_result(ready: Ready, row: Any, head: Any) -> WriteResult:
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


def as_new(ready: Ready, settings: TenantSettings, opts: Options, revision_id: int) -> WriteResult:
    """What the write of `ready` answers under a name never used (for a writer the row is hidden from)."""
    return replace(plan(ready, None, settings, opts).result(), revision_id=revision_id)


def lands_in_view(ready: Ready, settings: TenantSettings, opts: Options) -> bool:
    """True when the write of `ready` under a name never used lands where its writer can read it.

    Then a write over a row hidden from the writer must land there too (`plan(fresh=True)`): reading
    the name back would otherwise tell the writer the name is taken by a hidden skill.
    """
    return shows_own(plan(ready, None, settings, opts).final, settings.review_gate)


@dataclass
class Plan:
    """What storing one changed skill does; ids are filled in as the rows are inserted."""

    ready: Ready
    row: Any
    to: str  # the status the write itself lands in (the audit event's to_status)
    final: str  # after a promotion on write
    review_state: str
    approve: bool
    fresh: bool = False  # stored as a new name's write would be, over a row hidden from its writer
    rejected: int | None = None  # a rejected revision of the skill with this content no human approved since
    skill_id: int = 0
    revision_id: int = 0
    approval: Approval | None = None  # when `approve`, once the revision is inserted

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


def plan(
    ready: Ready,
    row: Any,
    settings: TenantSettings,
    opts: Options,
    *,
    fresh: bool = False,
    rejected: int | None = None,
) -> Plan:
    """The statuses and review state of one changed skill's write (the lifecycle's rules of a write).

    `fresh`: the row, with no standing reviewer decision, is hidden from the writer and a new name's
    write would land in its view (`lands_in_view`); it is recorded on the audit event. `rejected`: a
    reviewer rejected this very content of the skill and no human approved it since (that revision's
    number); recorded likewise.
    """
    critical = ready.scan.verdict == QUARANTINED_VERDICT
    decision = row["decision"] if row is not None else None
    # A reviewer's quarantine holds across rewrites until a reviewer releases it.
    held = critical or (decision is not None and holds_quarantine(row))
    landed = Status.QUARANTINED if held else (Status.CANDIDATE if opts.source == "forge" else Status.STAGED)
    # An edit of an active skill: the approved revision keeps serving; the edit waits for review.
    to = Status.ACTIVE if row is not None and row["status"] == Status.ACTIVE else landed
    # A standing reviewer decision, or a tenant wanting two people, leaves promotion to a human.
    # Content a reviewer rejected waits for a human again, even once approving other content cleared the
    # decision; not once a human approved this very content since (`rejected` is then None).
    auto = auto_promotes(settings, decision) and rejected is None
    wants_active = opts.status == Status.ACTIVE or (auto and ready.scan.verdict == "clean")
    approve = wants_active and not critical and to in (Status.STAGED, Status.ACTIVE)
    state = ReviewState.APPROVED if approve else (ReviewState.QUARANTINED if held else ReviewState.PENDING)
    return Plan(ready, row, to, Status.ACTIVE if approve else to, state, approve, fresh, rejected)


def store_plans(conn: Connection, actor: Actor, plans: list[Plan], opts: Options) -> None:
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
        # A rejected skill's head stays rejected on the record, so its content never promotes itself again.
        replaced = p.row is not None and p.row["head_revision_id"] not in (None, p.row["active_revision_id"])
        if replaced and p.row["status"] != Status.REJECTED:
            superseded.append(p.row["head_revision_id"])
        if p.approve:
            p.approval = _approval(actor, p, opts)
            if p.approval.superseded is not None:
                superseded.append(p.approval.superseded)
    bulk.set_review_states(conn, superseded, ReviewState.SUPERSEDED)
    for approve in (False, True):
        bulk.guarded_heads(conn, [head_update(p) for p in plans if p.approve is approve], approve=approve)
    record_many(conn, [e for p in plans for e in events(actor, p, opts)])


def _approval(actor: Actor, p: Plan, opts: Options) -> Approval:
    """The promotion on write of `p`'s new revision (by its writer, or the tenant's auto-promotion)."""
    return approval(
        actor.tenant_id,
        p.ready.skill.name,
        p.skill_id,
        p.revision_id,
        p.row["active_revision_id"] if p.row is not None else None,
        who=actor.name if opts.status == Status.ACTIVE else AUTO_PROMOTE,
        reason="promoted on write",
    )


def head_update(p: Plan) -> dict[str, Any]:
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


def events(actor: Actor, p: Plan, opts: Options) -> list[AuditEvent]:
    """The audit events of one stored write: created or updated, then the promotion if any."""
    r, row = p.ready, p.row
    details: dict[str, Any] = {"verdict": r.scan.verdict, "source": opts.source, "content_hash": r.skill.content_hash}
    if row is not None and row["decision"]:
        details["earlier_decision"] = row["decision"]
    if p.fresh:
        details["landed_as_new"] = True  # hidden from the writer: stored as a new name's write would be
    if p.rejected is not None:
        details["rejected_before"] = p.rejected
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
    if p.approval is not None:
        events.append(p.approval.event)
    return events


__all__ = [
    "Options",
    "Plan",
    "Ready",
    "as_new",
    "events",
    "lands_in_view",
    "plan",
    "store_plans",
    "unchanged",
    "unchanged_result",
]
