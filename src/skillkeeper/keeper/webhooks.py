"""Webhook configuration verbs: `keeper.webhooks(actor)` adds, lists and removes a tenant's webhooks (admins).

Which URLs may be called is decided here: when a webhook is added (`refusal`), and again by the
delivery worker's connections (`deliver/egress.py` vets every address it connects to with
`address_refusal`); the worker (`deliver/webhooks.py`) signs and posts what the outbox holds.
Every change is audited.
"""

from __future__ import annotations

import builtins
import ipaddress
import socket
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from sqlalchemy import Connection

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import ADMIN
from skillkeeper.errors import InvalidInput
from skillkeeper.store import webhooks as rows
from skillkeeper.store.audit import AuditAction, AuditEvent, record

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper

MAX_URL = 2048


# IPv6 prefixes that carry an IPv4 address in their last 32 bits: NAT64 (RFC 6052, RFC 8215) and the
# deprecated IPv4-compatible form. A NAT64 gateway, a 6to4 relay or a Teredo server forwards such an
# address to the IPv4 one inside, which Python's is_global does not look at.
_EMBEDS_IPV4 = tuple(ipaddress.IPv6Network(n) for n in ("64:ff9b::/96", "64:ff9b:1::/48", "::/96"))


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if ip.sixtofour is not None:
        return ip.sixtofour
    if ip.teredo is not None:
        return ip.teredo[1]
    if any(ip in net for net in _EMBEDS_IPV4):
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def _private(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return _private(str(ip.ipv4_mapped))
        inner = _embedded_ipv4(ip)
        if ip.is_site_local or (inner is not None and _private(str(inner))):
            return True
    return not ip.is_global or ip.is_multicast


def shape_refusal(url: str) -> str | None:
    """Why `url` may not be called judging by the URL alone (one line), or None; resolves nothing."""
    if len(url) > MAX_URL:
        return f"the URL is over {MAX_URL} characters"
    try:
        parts = urlsplit(url)
        host = parts.hostname
        parts.port  # noqa: B018 - raises ValueError for a bad port
    except ValueError:
        return "the URL is malformed"
    if parts.scheme not in ("http", "https") or not host:
        return "only http:// and https:// URLs with a host can receive webhooks"
    if parts.username or parts.password:
        return "put no credentials in a webhook URL; the signature authenticates skillkeeper"
    return None


def address_refusal(host: str, addresses: Sequence[str], *, allow_private: bool) -> str | None:
    """Why `host`, resolved to `addresses`, may not be called (one line), or None when every address may."""
    if allow_private:
        return None
    if not addresses:
        return f"the host {host!r} does not resolve"
    if any(_private(a) for a in addresses):
        return (
            f"{host} is a loopback, link-local or private address; to allow it the operator sets "
            "SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE=1 for `skillkeeper serve`, whose worker sends the deliveries "
            "(and for a `webhooks add` run on its machine)"
        )
    return None


def refusal(url: str, *, allow_private: bool) -> str | None:
    """Why `url` may not be called (one line), or None when it may; resolves the host name."""
    why = shape_refusal(url)
    if why or allow_private:
        return why
    parts = urlsplit(url)
    host = parts.hostname or ""
    try:
        infos = socket.getaddrinfo(
            host, parts.port or (443 if parts.scheme == "https" else 80), type=socket.SOCK_STREAM
        )
    except (OSError, ValueError):  # ValueError: a NUL; UnicodeError (a ValueError): a bad IDNA name
        return f"the host {host!r} does not resolve"
    return address_refusal(host, [str(info[4][0]) for info in infos], allow_private=False)


def _for_audit(hook: dict[str, Any]) -> dict[str, Any]:
    """A webhook as the audit log keeps it: no secret, and the URL cut to its origin.

    Reviewers read the audit log, only admins list webhooks, and a URL's path or query is often a
    credential itself (a Slack incoming webhook's path is).
    """
    parts = urlsplit(hook["url"])
    rest = "/…" if parts.path.strip("/") or parts.query else ""
    return {**{k: v for k, v in hook.items() if k != "secret"}, "url": f"{parts.scheme}://{parts.netloc}{rest}"}


def add_webhook(
    conn: Connection, tenant_id: int, url: str, *, slack: bool, actor: str, allow_private: bool
) -> dict[str, Any]:
    """Add a webhook (audited); the answer holds its secret, shown this once. Raises InvalidInput."""
    url = url.strip()
    why = refusal(url, allow_private=allow_private)
    if why:
        raise InvalidInput(f"webhook URL refused: {why}")
    created = rows.insert_webhook(conn, tenant_id, url, slack=slack, created_by=actor)
    record(
        conn,
        AuditEvent(
            tenant_id=tenant_id,
            action=AuditAction.WEBHOOK_ADDED,
            actor=actor,
            subject=f"webhook:{created['id']}",
            after=_for_audit(created),
        ),
    )
    return created


def remove_webhook(conn: Connection, tenant_id: int, webhook_id: str, *, actor: str) -> None:
    """Remove a webhook and its outbox (audited); raises NotFound."""
    gone = rows.delete_webhook(conn, tenant_id, webhook_id)
    record(
        conn,
        AuditEvent(
            tenant_id=tenant_id,
            action=AuditAction.WEBHOOK_REMOVED,
            actor=actor,
            subject=f"webhook:{webhook_id}",
            before=_for_audit(gone),
        ),
    )


class Webhooks:
    """A tenant's outgoing webhooks as one admin sees them."""

    def __init__(self, keeper: Keeper, actor: Actor) -> None:
        self.keeper = keeper
        self.actor = actor

    def add(self, url: str, *, slack: bool = False, allow_private: bool | None = None) -> dict[str, Any]:
        """Add a webhook; the answer holds its secret, shown this once. Raises Forbidden, InvalidInput.

        `allow_private` defaults to the Keeper's settings (a server passes the settings it serves with).
        """
        self.actor.require(ADMIN)
        allow = self.keeper.settings.webhooks_allow_private if allow_private is None else allow_private
        with self.keeper.store.write() as conn:
            return add_webhook(conn, self.actor.tenant_id, url, slack=slack, actor=self.actor.name, allow_private=allow)

    def list(self) -> builtins.list[dict[str, Any]]:
        """The tenant's webhooks (never their secrets); raises Forbidden."""
        self.actor.require(ADMIN)
        with self.keeper.store.read() as conn:
            return rows.list_webhooks(conn, self.actor.tenant_id)

    def remove(self, webhook_id: str) -> None:
        """Remove a webhook and its outbox; raises Forbidden, NotFound."""
        self.actor.require(ADMIN)
        with self.keeper.store.write() as conn:
            remove_webhook(conn, self.actor.tenant_id, webhook_id, actor=self.actor.name)

    def deliveries(self, webhook_id: str, *, limit: int = 50) -> builtins.list[dict[str, Any]]:
        """A webhook's deliveries, newest first, with every attempt; raises Forbidden, NotFound."""
        self.actor.require(ADMIN)
        with self.keeper.store.read() as conn:
            return rows.deliveries_of(conn, self.actor.tenant_id, webhook_id, limit=limit)


__all__ = [
    "MAX_URL",
    "Webhooks",
    "add_webhook",
    "address_refusal",
    "refusal",
    "remove_webhook",
    "shape_refusal",
]
