"""Webhook rows: per-tenant configuration, the durable outbox and the delivery log.

Outbox rows are written by `enqueue_many`, called from `store.audit.record_many`, so an inbox event and
its deliveries commit (or roll back) together. The delivery worker (`deliver/webhooks.py`)
claims due rows with `claim_due` and reports each attempt with `finish_attempt`.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Connection, and_, delete, select, update

from skillkeeper.errors import NotFound
from skillkeeper.store.clock import iso, now
from skillkeeper.store.schema import webhook_attempts, webhook_deliveries, webhooks
from skillkeeper.store.states import Status
from skillkeeper.store.tenants import tenant_name

# Inbox events a webhook hears: a new item waits, a write was quarantined, a reviewer decided.
EVENTS = (Status.STAGED, Status.QUARANTINED, "decision")
DECISIONS = frozenset({"approve", "reject", "quarantine", "release", "deprecate"})
WITHDRAWN = "edit_withdrawn"  # the audit action of an edit withdrawn by a write of the served revision
# A delivery's state (its own vocabulary: not a revision's review state).
PENDING, DELIVERED, FAILED = "pending", "delivered", "failed"
# While a worker sends a claimed row, no other replica may claim it (longer than any request).
LEASE = timedelta(minutes=5)


def inbox_event(action: str, from_status: str | None, to_status: str | None) -> str | None:
    """The webhook event an audit action is, or None when it is not an inbox event."""
    if action in ("created", "updated"):
        if to_status == Status.QUARANTINED:
            return Status.QUARANTINED
        # A new skill, or an edit of an active one waiting beside the approved revision.
        edit = from_status == to_status == Status.ACTIVE
        return Status.STAGED if to_status == Status.STAGED or edit else None
    if action == "delete_proposed":
        return Status.STAGED
    # A writer withdrew a waiting edit: like a decision, an inbox item is settled.
    return "decision" if action in DECISIONS or action == WITHDRAWN else None


def payload(tenant: str, event: str, data: Mapping[str, Any], *, slack: bool) -> str:
    """The request body: our JSON event, or Slack's `{"text": ...}` with every value escaped for mrkdwn."""
    if not slack:
        return json.dumps({"event": event, "tenant": tenant, **data}, ensure_ascii=False, separators=(",", ":"))
    e = mrkdwn
    moved = f"{e(data.get('from_status') or 'new')} → {e(data.get('to_status') or 'deleted')}"
    action = str(data.get("action"))
    verb = {"staged": "waits for review", "quarantined": "was quarantined"}.get(event) or (
        "had its waiting edit withdrawn" if action == WITHDRAWN else e(action)
    )
    text = f"skillkeeper [{e(tenant)}]: `{e(data.get('skill'))}` {verb} ({moved}) by {e(data.get('actor'))}"
    if data.get("reason"):
        text += f": {e(data['reason'])}"
    return json.dumps({"text": text}, ensure_ascii=False, separators=(",", ":"))


def mrkdwn(value: object) -> str:
    """`value` as Slack mrkdwn text: `&`, `<`, `>` escaped, so it cannot open a link or a mention (`<!channel>`)."""
    return str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enqueue(conn: Connection, tenant_id: int, event: str, data: Mapping[str, Any]) -> int:
    """One outbox row per webhook of the tenant that hears `event`; returns how many."""
    return enqueue_many(conn, [(tenant_id, event, data)])


def enqueue_many(conn: Connection, items: Sequence[tuple[int, str, Mapping[str, Any]]]) -> int:
    """Outbox rows for (tenant_id, event, data) items, in order, in one INSERT; returns how many."""
    if not items:
        return 0
    tenant_ids = sorted({tid for tid, _, _ in items})
    hooks = conn.execute(
        select(webhooks.c.id, webhooks.c.tenant_id, webhooks.c.slack, webhooks.c.events).where(
            webhooks.c.tenant_id.in_(tenant_ids)
        )
    ).all()
    if not hooks:
        return 0
    names = {tid: tenant_name(conn, tid) for tid in {h.tenant_id for h in hooks}}
    at = now()
    rows = [
        {
            "webhook_id": h.id,
            "tenant_id": tid,
            "event": event,
            "body": payload(names[tid], event, data, slack=bool(h.slack)),
            "status": PENDING,
            "attempts": 0,
            "next_attempt_at": at,
            "created_at": at,
            "updated_at": at,
        }
        for tid, event, data in items
        for h in hooks
        if h.tenant_id == tid and event in (h.events or EVENTS)
    ]
    if rows:
        conn.execute(webhook_deliveries.insert(), rows)
    return len(rows)


def insert_webhook(conn: Connection, tenant_id: int, url: str, *, slack: bool, created_by: str) -> dict[str, Any]:
    """Store a webhook with a fresh secret; the returned dict is the only place the secret appears."""
    hook_id, secret, at = "wh_" + secrets.token_hex(8), "whsec_" + secrets.token_urlsafe(32), now()
    conn.execute(
        webhooks.insert().values(
            id=hook_id,
            tenant_id=tenant_id,
            url=url,
            secret=secret,
            slack=slack,
            events=list(EVENTS),
            created_by=created_by,
            created_at=at,
        )
    )
    return {"id": hook_id, "url": url, "slack": slack, "events": list(EVENTS), "secret": secret, "created_at": iso(at)}


def _public(r: Any) -> dict[str, Any]:
    return {
        "id": r.id,
        "url": r.url,
        "slack": bool(r.slack),
        "events": list(r.events or EVENTS),
        "created_by": r.created_by,
        "created_at": iso(r.created_at),
    }


def list_webhooks(conn: Connection, tenant_id: int) -> list[dict[str, Any]]:
    """The tenant's webhooks, oldest first, never their secrets."""
    rows = conn.execute(
        select(webhooks).where(webhooks.c.tenant_id == tenant_id).order_by(webhooks.c.created_at, webhooks.c.id)
    ).all()
    return [_public(r) for r in rows]


def webhook_of(conn: Connection, tenant_id: int, webhook_id: str) -> dict[str, Any]:
    """One webhook of the tenant (no secret); raises NotFound."""
    row = conn.execute(
        select(webhooks).where(and_(webhooks.c.tenant_id == tenant_id, webhooks.c.id == webhook_id))
    ).first()
    if row is None:
        raise NotFound(f"webhook {webhook_id!r} not found; list them with `skillkeeper webhooks list`")
    return _public(row)


def delete_webhook(conn: Connection, tenant_id: int, webhook_id: str) -> dict[str, Any]:
    """Delete a webhook (its outbox rows and log go with it); returns what it was. Raises NotFound."""
    gone = webhook_of(conn, tenant_id, webhook_id)
    conn.execute(delete(webhooks).where(and_(webhooks.c.tenant_id == tenant_id, webhooks.c.id == webhook_id)))
    return gone


def deliveries_of(conn: Connection, tenant_id: int, webhook_id: str, *, limit: int = 50) -> list[dict[str, Any]]:
    """The webhook's deliveries, newest first, each with its attempts; raises NotFound."""
    webhook_of(conn, tenant_id, webhook_id)
    d = webhook_deliveries.c
    rows = conn.execute(
        select(webhook_deliveries).where(d.webhook_id == webhook_id).order_by(d.id.desc()).limit(limit)
    ).all()
    ids = [r.id for r in rows]
    log: dict[int, list[dict[str, Any]]] = {i: [] for i in ids}
    if ids:
        a = webhook_attempts.c
        for att in conn.execute(
            select(webhook_attempts).where(a.delivery_id.in_(ids)).order_by(a.delivery_id, a.attempt)
        ).all():
            log[att.delivery_id].append(
                {"attempt": att.attempt, "status_code": att.status_code, "error": att.error, "at": iso(att.at)}
            )
    return [
        {
            "id": r.id,
            "event": r.event,
            "status": r.status,
            "attempts": r.attempts,
            "next_attempt_at": iso(r.next_attempt_at) if r.status == PENDING else None,
            "last_status_code": r.last_status_code,
            "last_error": r.last_error,
            "created_at": iso(r.created_at),
            "log": log[r.id],
        }
        for r in rows
    ]


def claim_due(conn: Connection, at: datetime, limit: int) -> list[dict[str, Any]]:
    """Claim up to `limit` due rows (leased for LEASE) with what sending them needs.

    On PostgreSQL rows locked by another replica are skipped (FOR UPDATE SKIP LOCKED); SQLite's
    write transaction already admits one claimer at a time.
    """
    d = webhook_deliveries.c
    query = (
        select(d.id, d.webhook_id, d.event, d.body, d.attempts, webhooks.c.url, webhooks.c.secret)
        .join(webhooks, webhooks.c.id == d.webhook_id)
        .where(and_(d.status == PENDING, d.next_attempt_at <= at))
        .order_by(d.next_attempt_at, d.id)
        .limit(limit)
    )
    if conn.dialect.name == "postgresql":
        query = query.with_for_update(skip_locked=True, of=webhook_deliveries)
    rows = [dict(r) for r in conn.execute(query).mappings()]
    if rows:
        conn.execute(
            update(webhook_deliveries)
            .where(d.id.in_([r["id"] for r in rows]))
            .values(next_attempt_at=at + LEASE, updated_at=at)
        )
    return rows


def finish_attempt(
    conn: Connection,
    delivery_id: int,
    attempt: int,
    at: datetime,
    *,
    status: str,
    status_code: int | None,
    error: str | None,
    retry_at: datetime | None,
) -> None:
    """Log one attempt and move the delivery to `status` (pending again with `retry_at`)."""
    conn.execute(
        webhook_attempts.insert().values(
            delivery_id=delivery_id, attempt=attempt, status_code=status_code, error=error, at=at
        )
    )
    conn.execute(
        update(webhook_deliveries)
        .where(webhook_deliveries.c.id == delivery_id)
        .values(
            status=status,
            attempts=attempt,
            last_status_code=status_code,
            last_error=error,
            next_attempt_at=retry_at or at,
            updated_at=at,
        )
    )
