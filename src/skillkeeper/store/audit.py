"""Audit events: typed records of every lifecycle and admin action, written in the same transaction."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import Connection, and_, func, select

from skillkeeper.store.bulk import insert_ids
from skillkeeper.store.clock import iso, now
from skillkeeper.store.schema import audit_events, revisions, skills
from skillkeeper.store.webhooks import WITHDRAWN, enqueue_many, inbox_event


class AuditAction(StrEnum):
    """What an audit event records; lifecycle values are the action names used on the wire."""

    # Writes and deletions of skills.
    CREATED = "created"
    UPDATED = "updated"
    DELETED = "deleted"
    DELETE_PROPOSED = "delete_proposed"
    # A write of the served revision while an edit waited: the edit left the inbox (review/withdrawals.py).
    EDIT_WITHDRAWN = WITHDRAWN
    # Review decisions (the lifecycle's action names).
    APPROVE = "approve"
    REJECT = "reject"
    QUARANTINE = "quarantine"
    RELEASE = "release"
    DEFER = "defer"
    DEPRECATE = "deprecate"
    SUBMIT = "submit"
    # Tenant administration.
    TOKEN_CREATED = "token_created"
    TOKEN_REVOKED = "token_revoked"
    MANDATE_CHANGED = "mandate_changed"
    SETTINGS_CHANGED = "settings_changed"
    SUBSCRIBED = "subscribed"
    UNSUBSCRIBED = "unsubscribed"
    WEBHOOK_ADDED = "webhook_added"
    WEBHOOK_REMOVED = "webhook_removed"
    ALLOWLIST_ADD = "allowlist_add"
    ALLOWLIST_REMOVE = "allowlist_remove"


# Tenant-level events carry no skill name (skill names are never empty).
NO_SKILL = ""


@dataclass(frozen=True, kw_only=True)
class AuditEvent:
    """Who did what to which skill or tenant object, the change (from/to, before/after) and why."""

    tenant_id: int
    action: AuditAction
    actor: str
    skill_name: str = NO_SKILL
    # What a tenant-level event is about: `token:tok_..`, `principal:NAME`, `settings`, `subscription:NAME`.
    subject: str | None = None
    from_status: str | None = None
    to_status: str | None = None
    reason: str | None = None
    skill_id: int | None = None
    revision_id: int | None = None
    details: dict[str, Any] | None = None
    before: Any = None
    after: Any = None


def record(conn: Connection, event: AuditEvent) -> int:
    """Append `event` to the audit table; returns its id."""
    return record_many(conn, [event])[0]


def record_many(conn: Connection, events: Sequence[AuditEvent]) -> list[int]:
    """Append `events` in order (one INSERT, plus the webhook outbox rows they call for); returns their ids."""
    if not events:
        return []
    at = now()
    ids = insert_ids(
        conn,
        audit_events,
        [
            {
                "tenant_id": e.tenant_id,
                "skill_id": e.skill_id,
                "skill_name": e.skill_name,
                "subject": e.subject,
                "revision_id": e.revision_id,
                "action": str(AuditAction(e.action)),
                "from_status": e.from_status,
                "to_status": e.to_status,
                "actor": e.actor,
                "reason": e.reason,
                "details": e.details,
                "before": e.before,
                "after": e.after,
                "at": at,
            }
            for e in events
        ],
    )
    hooks: list[tuple[int, str, dict[str, Any]]] = []
    for event, event_id in zip(events, ids, strict=True):
        hook = inbox_event(str(event.action), event.from_status, event.to_status) if event.skill_name else None
        if hook is None:
            continue
        data = {
            "action": str(event.action),
            "skill": event.skill_name,
            "actor": event.actor,
            "from_status": event.from_status,
            "to_status": event.to_status,
            "reason": event.reason,
            "content_hash": (event.details or {}).get("content_hash"),
            "revision_id": event.revision_id,
            "audit_id": event_id,
            "at": iso(at),
        }
        hooks.append((event.tenant_id, hook, data))
    # The outbox rows commit with the events, so a notification is never lost nor sent for a rollback.
    enqueue_many(conn, hooks)
    return ids


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


def withdrawn_edits(
    conn: Connection, tenant_id: int, skills: Sequence[tuple[int, str, str]]
) -> dict[tuple[int, str], dict[str, Any]]:
    """Of these (skill id, name, content hash), the edits with that content a writer withdrew: the latest one's
    revision number, who withdrew it and when, by (skill id, content hash). One SELECT."""
    if not skills:
        return {}
    query = (
        select(
            revisions.c.skill_id, revisions.c.content_hash, revisions.c.number, audit_events.c.actor, audit_events.c.at
        )
        .select_from(audit_events)
        .join(revisions, revisions.c.id == audit_events.c.revision_id)
        .where(
            audit_events.c.tenant_id == tenant_id,
            audit_events.c.skill_name.in_(sorted({n for _, n, _ in skills})),
            audit_events.c.action == AuditAction.EDIT_WITHDRAWN,
            revisions.c.content_hash.in_(sorted({h for _, _, h in skills})),
        )
        .order_by(audit_events.c.id)
    )
    wanted = {(s, h) for s, _, h in skills}
    return {
        (r.skill_id, r.content_hash): {"revision": r.number, "by": r.actor, "at": iso(r.at)}
        for r in conn.execute(query)
        if (r.skill_id, r.content_hash) in wanted
    }


def approved_numbers(conn: Connection, pairs: Sequence[tuple[int, str]], *, not_by: str) -> dict[tuple[int, str], int]:
    """Of these (skill id, content hash) pairs, the latest revision with that content an actor other than
    `not_by` approved (a reviewer's approve, or a promotion on write it asked for): its number. One SELECT."""
    if not pairs:
        return {}
    ids, hashes = sorted({s for s, _ in pairs}), sorted({h for _, h in pairs})
    query = (
        select(revisions.c.skill_id, revisions.c.content_hash, func.max(revisions.c.number))
        .select_from(skills)
        # By tenant and name first, so the (tenant, skill name) index finds the events.
        .join(
            audit_events,
            and_(audit_events.c.tenant_id == skills.c.tenant_id, audit_events.c.skill_name == skills.c.name),
        )
        .join(revisions, and_(revisions.c.id == audit_events.c.revision_id, revisions.c.skill_id == skills.c.id))
        .where(
            skills.c.id.in_(ids),
            revisions.c.content_hash.in_(hashes),
            audit_events.c.action == AuditAction.APPROVE,
            audit_events.c.actor != not_by,
        )
        .group_by(revisions.c.skill_id, revisions.c.content_hash)
    )
    wanted = set(pairs)
    return {(s, h): int(n) for s, h, n in conn.execute(query) if (s, h) in wanted}


@dataclass(frozen=True, kw_only=True)
class AuditQuery:
    """Filters of the tenant-wide audit log; None means any."""

    actor: str | None = None
    action: str | None = None
    skill: str | None = None
    since: datetime | None = None
    until: datetime | None = None


def audit_rows(
    conn: Connection, tenant_id: int, query: AuditQuery, *, before_id: int | None, limit: int
) -> list[dict[str, Any]]:
    """Up to `limit` audit rows of a tenant matching `query`, newest first, with ids below `before_id`."""
    c = audit_events.c
    where = [c.tenant_id == tenant_id]
    if query.actor:
        where.append(c.actor == query.actor)
    if query.action:
        where.append(c.action == query.action)
    if query.skill:
        where.append(c.skill_name == query.skill)
    if query.since is not None:
        where.append(c.at >= query.since)
    if query.until is not None:
        where.append(c.at < query.until)
    if before_id is not None:
        where.append(c.id < before_id)
    rows = conn.execute(select(audit_events).where(and_(*where)).order_by(c.id.desc()).limit(limit)).mappings()
    return [dict(r) for r in rows]
