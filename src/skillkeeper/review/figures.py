"""Operator figures of the review inbox: how much waits (per tenant and status) and how long decisions take.

Both are read from the tables every replica shares (skills, revisions, the append-only audit log), so
every replica reports the same figures and a restart loses nothing.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from statistics import median
from typing import Any

from sqlalchemy import Connection, and_, func, or_, select

from skillkeeper.review.decisions import AUTO_PROMOTE
from skillkeeper.store.schema import audit_events, revisions, skills, tenants
from skillkeeper.store.states import ReviewState, Status

WAITING = (Status.CANDIDATE, Status.STAGED, Status.QUARANTINED)
# A human decision on a revision; approvals made by the write path itself are not decisions.
DECIDED = ("approve", "reject", "quarantine")
AUTOMATIC = ("promoted on write",)


def _waiting_status(status: str, edit: bool, state: str, deletion: bool) -> str | None:
    """The inbox a row waits in, or None (the same split the inbox tabs make)."""
    if status in WAITING:
        return status
    if status == Status.ACTIVE and edit and state == ReviewState.QUARANTINED:
        return Status.QUARANTINED
    if status == Status.ACTIVE and ((edit and state == ReviewState.PENDING) or deletion):
        return Status.STAGED
    return None


def inbox_depth(conn: Connection, tenant_id: int | None = None) -> Counter[tuple[str, str]]:
    """How many skills wait, per (tenant name, inbox status); one tenant when `tenant_id` is given."""
    edit = and_(skills.c.active_revision_id.is_not(None), skills.c.head_revision_id != skills.c.active_revision_id)
    deletion = skills.c.delete_proposed_by.is_not(None)
    query = (
        select(tenants.c.name, skills.c.status, edit.label("edit"), revisions.c.review_state, deletion.label("del"))
        .add_columns(func.count().label("n"))
        .select_from(skills)
        .join(tenants, tenants.c.id == skills.c.tenant_id)
        .join(revisions, revisions.c.id == skills.c.head_revision_id)
        .where(or_(skills.c.status.in_(WAITING), and_(skills.c.status == Status.ACTIVE, or_(edit, deletion))))
        .group_by(tenants.c.name, skills.c.status, edit, revisions.c.review_state, deletion)
    )
    if tenant_id is not None:
        query = query.where(skills.c.tenant_id == tenant_id)
    depth: Counter[tuple[str, str]] = Counter()
    for name, status, is_edit, state, is_del, n in conn.execute(query):
        shown = _waiting_status(status, bool(is_edit), state, bool(is_del))
        if shown is not None:
            depth[(name, shown)] += int(n)
    return depth


@dataclass(frozen=True)
class Decision:
    """One reviewer decision and how long its revision had waited for it."""

    event_id: int
    action: str
    seconds: float


def _utc(ts: datetime) -> datetime:
    return ts if ts.tzinfo else ts.replace(tzinfo=UTC)  # SQLite hands timestamps back without their zone


def decisions(
    conn: Connection,
    *,
    after_id: int = 0,
    upto_id: int | None = None,
    tenant_id: int | None = None,
    since: datetime | None = None,
    limit: int = 10_000,
) -> list[Decision]:
    """Reviewer decisions after audit event `after_id` (to `upto_id`), oldest first, with their revision's wait."""
    query = (
        select(audit_events.c.id, audit_events.c.action, audit_events.c.at, revisions.c.created_at)
        .select_from(audit_events)
        .join(revisions, revisions.c.id == audit_events.c.revision_id)
        .where(
            audit_events.c.id > after_id,
            audit_events.c.action.in_(DECIDED),
            # Narrower than store.audit.approved_numbers on purpose: a promotion on write a reviewer asked
            # for ("promoted on write") is a decision there (it approved that content) but no review here.
            audit_events.c.actor != AUTO_PROMOTE,
            or_(audit_events.c.reason.is_(None), audit_events.c.reason.not_in(AUTOMATIC)),
        )
        .order_by(audit_events.c.id)
        .limit(limit)
    )
    if upto_id is not None:
        query = query.where(audit_events.c.id <= upto_id)
    if tenant_id is not None:
        query = query.where(audit_events.c.tenant_id == tenant_id)
    if since is not None:
        query = query.where(audit_events.c.at >= since)
    return [
        Decision(r.id, r.action, max(0.0, (_utc(r.at) - _utc(r.created_at)).total_seconds()))
        for r in conn.execute(query)
    ]


def last_event_id(conn: Connection) -> int:
    return int(conn.execute(select(func.coalesce(func.max(audit_events.c.id), 0))).scalar_one())


def _quantile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def tenant_figures(conn: Connection, tenant_id: int, *, days: int = 30) -> dict[str, Any]:
    """The inbox panel of one tenant: depth per status, and decision count, median and p90 wait over `days`."""
    depth = inbox_depth(conn, tenant_id)
    since = datetime.now(UTC) - timedelta(days=days)
    waits = sorted(d.seconds for d in decisions(conn, tenant_id=tenant_id, since=since))
    return {
        "depth": {status: sum(n for (_, s), n in depth.items() if s == status) for status in WAITING},
        "days": days,
        "decisions": len(waits),
        "median_seconds": median(waits) if waits else None,
        "p90_seconds": _quantile(waits, 0.9) if waits else None,
    }


def duration(seconds: float | None) -> str:
    """A wait in the largest unit that reads well (`45 s`, `12 min`, `3.5 h`, `2.0 d`)."""
    if seconds is None:
        return "–"
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    if seconds < 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} d"


__all__ = ["Decision", "decisions", "duration", "inbox_depth", "last_event_id", "tenant_figures"]
