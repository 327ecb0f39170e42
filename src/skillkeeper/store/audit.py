"""Audit events: one typed record per lifecycle action, written in the same transaction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, and_, select

from skillkeeper.store.clock import iso, now
from skillkeeper.store.schema import audit_events


@dataclass(frozen=True)
class AuditEvent:
    """Who did what to which skill, from which status to which, and why."""

    tenant_id: int
    skill_name: str
    action: str
    actor: str
    from_status: str | None = None
    to_status: str | None = None
    reason: str | None = None
    skill_id: int | None = None
    revision_id: int | None = None
    details: dict[str, Any] | None = None


def record(conn: Connection, event: AuditEvent) -> None:
    """Append `event` to the audit table."""
    conn.execute(
        audit_events.insert().values(
            tenant_id=event.tenant_id,
            skill_id=event.skill_id,
            skill_name=event.skill_name,
            revision_id=event.revision_id,
            action=event.action,
            from_status=event.from_status,
            to_status=event.to_status,
            actor=event.actor,
            reason=event.reason,
            details=event.details,
            at=now(),
        )
    )


def events_for(conn: Connection, tenant_id: int, skill_name: str) -> list[dict[str, Any]]:
    """Every audit event of a skill name in a tenant, oldest first."""
    rows = conn.execute(
        select(audit_events)
        .where(and_(audit_events.c.tenant_id == tenant_id, audit_events.c.skill_name == skill_name))
        .order_by(audit_events.c.id)
    ).mappings()
    return [
        {
            "action": r["action"],
            "from_status": r["from_status"],
            "to_status": r["to_status"],
            "actor": r["actor"],
            "reason": r["reason"],
            "revision_id": r["revision_id"],
            "details": r["details"],
            "at": iso(r["at"]),
        }
        for r in rows
    ]
