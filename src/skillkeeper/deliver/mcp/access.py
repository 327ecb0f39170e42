"""Who is calling the MCP server: a token's caller, an anonymous visitor, or the local operator."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection

from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.access.visibility import Viewer, viewer_of
from skillkeeper.errors import NotFound
from skillkeeper.review.actor import Actor
from skillkeeper.store.tenants import ensure_tenant, read_settings
from skillkeeper.store.tenants import tenant_id as lookup_tenant

LOCAL_PRINCIPAL = "local-agent"


@dataclass(frozen=True)
class McpCaller:
    """An MCP caller: its tenant (None when unknown), principal (None when anonymous), effective scopes."""

    tenant_id: int | None
    tenant: str | None
    principal: str | None
    scopes: frozenset[str]

    @property
    def anonymous(self) -> bool:
        return self.principal is None

    def actor(self) -> Actor:
        """The lifecycle actor; only meaningful for a known principal of a known tenant."""
        return Actor(name=self.principal or "anonymous", tenant_id=self.tenant_id or 0, scopes=self.scopes)

    def viewer(self, conn: Connection) -> Viewer:
        """The visibility viewer for this caller (the one gate; nothing is re-implemented here)."""
        return viewer_of(conn, self.tenant_id, anonymous=self.anonymous)

    def tenants_seen(self, conn: Connection) -> frozenset[int]:
        """Tenants whose changes can alter what this caller sees (own plus publishers)."""
        viewer = self.viewer(conn)
        own = {viewer.tenant_id} if viewer.tenant_id is not None else set()
        return frozenset(own | set(viewer.publishers))


NOBODY = McpCaller(tenant_id=None, tenant=None, principal=None, scopes=frozenset())


def token_caller(conn: Connection, token: str) -> McpCaller:
    """The caller behind a bearer token; raises InvalidToken."""
    from skillkeeper.access.tokens import authenticate

    caller = authenticate(conn, token)
    return McpCaller(caller.tenant_id, caller.tenant, caller.principal, caller.scopes)


def anonymous_caller(conn: Connection, tenant: str | None) -> McpCaller:
    """A caller without a token: read scope on the tenant's public catalog when it has one, else nothing."""
    if not tenant:
        return NOBODY
    try:
        tid = lookup_tenant(conn, tenant)
    except NotFound:  # an unknown tenant looks exactly like one without a public catalog
        return McpCaller(None, tenant, None, frozenset())
    public = read_settings(conn, tid).public_catalog
    return McpCaller(tid, tenant, None, frozenset({READ}) if public else frozenset())


def local_caller(conn: Connection, tenant: str) -> McpCaller:
    """The local agent of a single-user install: read and write on `tenant`, created if missing."""
    tid = ensure_tenant(conn, tenant)
    return McpCaller(tid, tenant, LOCAL_PRINCIPAL, frozenset({READ, WRITE}))
