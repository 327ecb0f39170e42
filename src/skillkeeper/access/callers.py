"""Who is calling, for REST, MCP and the web inbox alike, and the ways a caller comes to be.

A token makes a known caller (`access.tokens.authenticate`). No token makes an anonymous
reader of one tenant's public catalog (`public_reader`, the one place that rule lives). The
stdio server of a single-user install acts as the local agent (`local_caller`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import Connection

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.errors import NotFound
from skillkeeper.store.tenants import ensure_tenant, read_settings, tenant_id
from skillkeeper.store.visibility import Viewer, viewer_of

LOCAL_PRINCIPAL = "local-agent"


@dataclass(frozen=True)
class Caller:
    """A caller: its tenant (None when unknown), principal (None when anonymous), effective scopes."""

    tenant_id: int | None
    tenant: str | None
    principal: str | None
    scopes: frozenset[str]
    token_id: str | None = None
    # The viewer resolved with the caller, reused only while the stamp it was cached under holds.
    resolved_viewer: Viewer | None = field(default=None, compare=False, repr=False)

    @property
    def anonymous(self) -> bool:
        return self.principal is None

    @property
    def own_tenant_id(self) -> int:
        """The caller's tenant id; raises NotFound for a caller without a known tenant."""
        if self.tenant_id is None:
            raise NotFound("no such tenant")
        return self.tenant_id

    def actor(self) -> Actor:
        """The lifecycle actor; only meaningful for a known principal of a known tenant."""
        return Actor(
            name=self.principal or "anonymous",
            tenant_id=self.tenant_id or 0,
            scopes=self.scopes,
            token_id=self.token_id,
        )

    def viewer(self, conn: Connection) -> Viewer:
        """The gate's viewer for this caller; raises Unavailable when settings are unreadable."""
        if self.resolved_viewer is not None:
            return self.resolved_viewer
        return viewer_of(conn, self.tenant_id, anonymous=self.anonymous)

    def tenants_seen(self, conn: Connection) -> frozenset[int]:
        """Tenants whose changes can alter what this caller sees (own plus publishers)."""
        viewer = self.viewer(conn)
        own = {viewer.tenant_id} if viewer.tenant_id is not None else set()
        return frozenset(own | set(viewer.publishers))


NOBODY = Caller(tenant_id=None, tenant=None, principal=None, scopes=frozenset())


def public_reader(conn: Connection, tenant: str | None) -> Caller:
    """A caller without a token: read scope on the tenant's public catalog when it has one, else nothing."""
    if not tenant:
        return NOBODY
    try:
        tid = tenant_id(conn, tenant)
    except NotFound:  # an unknown tenant looks exactly like one without a public catalog
        return Caller(None, tenant, None, frozenset())
    public = read_settings(conn, tid).public_catalog
    return Caller(tid, tenant, None, frozenset({READ}) if public else frozenset())


def local_caller(conn: Connection, tenant: str, *, create: bool = True) -> Caller:
    """The local agent of a single-user install: read and write on `tenant`, created if missing.

    With `create=False` (a diagnostic, which never writes) raises NotFound for a missing tenant.
    """
    tid = ensure_tenant(conn, tenant) if create else tenant_id(conn, tenant)
    return Caller(tid, tenant, LOCAL_PRINCIPAL, frozenset({READ, WRITE}))
