"""Subscriptions: a tenant receives another tenant's published catalog (active skills only).

Only the publisher decides to publish (its `published` setting); the gate then admits the
publisher's active rows for every subscriber (see `visibility.viewer_for`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, and_, delete, select

from skillkeeper.errors import Conflict, NotFound
from skillkeeper.store.audit import AuditAction, AuditEvent, record
from skillkeeper.store.clock import iso, now
from skillkeeper.store.schema import subscriptions, tenants
from skillkeeper.store.tenants import TenantSettings


def _published(raw: object) -> bool:
    try:
        return TenantSettings.model_validate(raw or {}).published
    except ValueError:
        return False


def _missing(publisher: str) -> NotFound:
    # One answer for "no such tenant" and "not published", so names of private tenants do not leak.
    return NotFound(f"no published catalog named {publisher!r}; ask its admin to publish it")


def subscribe(conn: Connection, subscriber_id: int, publisher: str, *, actor: str = "operator") -> dict[str, Any]:
    """Subscribe to `publisher`'s published catalog (idempotent, audited); raises NotFound or Conflict."""
    row = conn.execute(select(tenants.c.id, tenants.c.settings).where(tenants.c.name == publisher)).first()
    if row is None or not _published(row.settings):
        raise _missing(publisher)
    if int(row.id) == subscriber_id:
        raise Conflict("a tenant cannot subscribe to its own catalog")
    pair = and_(subscriptions.c.subscriber_id == subscriber_id, subscriptions.c.publisher_id == row.id)
    existing = conn.execute(select(subscriptions.c.created_at).where(pair)).first()
    if existing is None:
        conn.execute(subscriptions.insert().values(subscriber_id=subscriber_id, publisher_id=row.id, created_at=now()))
        record(conn, _event(subscriber_id, AuditAction.SUBSCRIBED, actor, publisher, subscribed=True))
    return {"publisher": publisher, "published": True}


def unsubscribe(conn: Connection, subscriber_id: int, publisher: str, *, actor: str = "operator") -> None:
    """Revoke the subscription (audited); the publisher's skills leave delivery at once. Raises NotFound."""
    pub = select(tenants.c.id).where(tenants.c.name == publisher).scalar_subquery()
    result = conn.execute(
        delete(subscriptions).where(
            and_(subscriptions.c.subscriber_id == subscriber_id, subscriptions.c.publisher_id == pub)
        )
    )
    if result.rowcount != 1:
        raise NotFound(f"this tenant is not subscribed to {publisher!r}; list subscriptions to see them")
    record(conn, _event(subscriber_id, AuditAction.UNSUBSCRIBED, actor, publisher, subscribed=False))


def _event(tenant_id: int, action: AuditAction, actor: str, publisher: str, *, subscribed: bool) -> AuditEvent:
    return AuditEvent(
        tenant_id=tenant_id,
        action=action,
        actor=actor,
        subject=f"subscription:{publisher}",
        details={"publisher": publisher},
        before={"subscribed": not subscribed},
        after={"subscribed": subscribed},
    )


def list_subscriptions(conn: Connection, subscriber_id: int) -> list[dict[str, Any]]:
    """The tenant's subscriptions, by publisher name, with whether each is still published."""
    rows = conn.execute(
        select(tenants.c.name, tenants.c.settings, subscriptions.c.created_at)
        .join(subscriptions, subscriptions.c.publisher_id == tenants.c.id)
        .where(subscriptions.c.subscriber_id == subscriber_id)
        .order_by(tenants.c.name)
    ).all()
    return [
        {
            "publisher": r.name,
            "published": _published(r.settings),
            "created_at": iso(r.created_at),
        }
        for r in rows
    ]


__all__ = ["list_subscriptions", "subscribe", "unsubscribe"]
