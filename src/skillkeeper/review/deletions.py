"""Deleting a skill on the record: the audit event of a delete, and a reviewer's decision on a proposed one.

A writer without review scope only proposes deleting an active skill (`Lifecycle.delete`); a reviewer
approves the proposal (the skill goes everywhere) or rejects it (it stays and keeps serving).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, and_, delete

from skillkeeper.access.actor import Actor
from skillkeeper.errors import Conflict
from skillkeeper.review.decisions import check_second_reviewer
from skillkeeper.review.results import TransitionResult
from skillkeeper.review.states import DELETED, Status
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import AuditAction, AuditEvent, record
from skillkeeper.store.clock import aware
from skillkeeper.store.schema import skills
from skillkeeper.store.tenants import TenantSettings


def deleted_event(
    actor: Actor,
    name: str,
    from_status: str,
    *,
    reason: str | None = None,
    revision_id: int | None = None,
    details: dict[str, Any] | None = None,
) -> AuditEvent:
    """The audit record of a skill deleted from `from_status` (a direct delete or an approved proposal)."""
    return AuditEvent(
        tenant_id=actor.tenant_id,
        skill_name=name,
        action=AuditAction.DELETED,
        actor=actor.name,
        from_status=from_status,
        reason=reason,
        revision_id=revision_id,
        details=details,
    )


def decide_deletion(
    conn: Connection, actor: Actor, row: Any, action: str, reason: str | None, settings: TenantSettings
) -> TransitionResult:
    """Approve (the skill goes everywhere) or reject (it stays) an agent's proposed deletion.

    Raises SecondReviewerRequired (the proposer approving alone), Conflict (a concurrent change).
    """
    name, sid, proposer = row["name"], row["id"], row["delete_proposed_by"]
    details = {"proposal": "delete", "proposed_by": proposer}
    if action == "approve":
        proposed_at = row["delete_proposed_at"]
        check_second_reviewer(
            conn,
            settings,
            actor,
            proposer,
            f"deleting {name!r}",
            role="proposed",
            written_at=aware(proposed_at) if proposed_at is not None else None,
        )
        same = and_(skills.c.id == sid, skills.c.version == row["version"])
        if conn.execute(delete(skills).where(same)).rowcount != 1:
            raise Conflict("someone else changed this skill at the same time; reload and retry")
        event = deleted_event(
            actor, name, Status.ACTIVE, reason=reason, revision_id=row["active_revision_id"], details=details
        )
        record(conn, event)
        return TransitionResult(name, action, Status.ACTIVE, DELETED)
    repo.guarded_update(conn, sid, row["version"], delete_proposed_by=None, delete_proposed_at=None, deferred=False)
    record(
        conn,
        AuditEvent(
            tenant_id=actor.tenant_id,
            skill_name=name,
            action=AuditAction.REJECT,
            actor=actor.name,
            from_status=Status.ACTIVE,
            to_status=Status.ACTIVE,
            reason=reason,
            skill_id=sid,
            revision_id=row["active_revision_id"],
            details=details,
        ),
    )
    return TransitionResult(name, action, Status.ACTIVE, Status.ACTIVE)


__all__ = ["decide_deletion", "deleted_event"]
