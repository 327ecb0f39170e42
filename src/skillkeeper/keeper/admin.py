"""`keeper.tenants`, `keeper.tokens`, `keeper.fleet`: the operator's verbs, each in its own transaction."""

from __future__ import annotations

import builtins
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from skillkeeper.access import subscriptions as subs
from skillkeeper.access import tokens as tokens_repo
from skillkeeper.access.callers import Caller, local_caller
from skillkeeper.check.scan.allow import skip_problem
from skillkeeper.keeper.records import NodeRecord, TenantRecord, TokenRecord
from skillkeeper.store import fleet as fleet_repo
from skillkeeper.store import tenants as tenants_repo
from skillkeeper.store.states import TO_ACCESS
from skillkeeper.store.tenants import TenantSettings

if TYPE_CHECKING:
    from skillkeeper.access.tokens import IssuedToken, TokenInfo
    from skillkeeper.keeper import Keeper


class Tenants:
    """Tenants, their settings and their subscriptions to published catalogs."""

    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper

    def create(self, name: str, settings: TenantSettings | None = None) -> TenantRecord:
        """A new tenant; raises InvalidSettings for a bad name or one that exists."""
        settings = settings or TenantSettings()
        with self.keeper.store.write() as conn:
            tid = tenants_repo.create_tenant(conn, name, settings)
        return TenantRecord(tid, name, settings)

    def ensure(self, name: str) -> int:
        """The tenant's id, creating it with default settings when missing."""
        with self.keeper.store.write() as conn:
            return tenants_repo.ensure_tenant(conn, name)

    def id_of(self, name: str) -> int:
        """The tenant's id; raises NotFound."""
        with self.keeper.store.read() as conn:
            return tenants_repo.tenant_id(conn, name)

    def get(self, name: str) -> TenantRecord:
        """The tenant named `name`; raises NotFound, Unavailable (unreadable settings)."""
        with self.keeper.store.read() as conn:
            tid = tenants_repo.tenant_id(conn, name)
            return TenantRecord(tid, name, tenants_repo.read_settings(conn, tid))

    def list(self) -> builtins.list[dict[str, Any]]:
        """Every tenant by name with its stored settings (as stored: a corrupt one still lists)."""
        with self.keeper.store.read() as conn:
            return tenants_repo.list_tenants(conn)

    def settings(self, tenant_id: int) -> TenantSettings:
        """The tenant's settings; raises Unavailable when they cannot be read."""
        with self.keeper.store.read() as conn:
            return tenants_repo.read_settings(conn, tenant_id)

    def update_settings(self, tenant_id: int, changes: dict[str, Any], *, actor: str = "operator") -> TenantSettings:
        """The tenant's settings after applying `changes` (partial, audited as `actor`); raises InvalidSettings."""
        skip = changes.get("scan_skip")
        problem = skip_problem([str(c) for c in skip]) if isinstance(skip, list) else None
        if problem:
            raise tenants_repo.InvalidSettings(f"scan_skip: {problem}")
        with self.keeper.store.write() as conn:
            current = tenants_repo.update_settings(conn, tenant_id, changes, actor=actor)
        self.keeper.lifecycle.announce(tenant_id, "settings")
        return current

    def subscriptions(self, tenant_id: int) -> builtins.list[dict[str, Any]]:
        with self.keeper.store.read() as conn:
            return subs.list_subscriptions(conn, tenant_id)

    def subscribe(self, tenant_id: int, publisher: str, *, actor: str = "operator") -> dict[str, Any]:
        """Receive `publisher`'s published catalog (audited as `actor`); raises NotFound."""
        with self.keeper.store.write() as conn:
            out = subs.subscribe(conn, tenant_id, publisher, actor=actor)
        self.keeper.lifecycle.announce(tenant_id, "subscribe")
        return out

    def unsubscribe(self, tenant_id: int, publisher: str, *, actor: str = "operator") -> None:
        """Stop receiving `publisher`'s catalog (audited as `actor`); raises NotFound."""
        with self.keeper.store.write() as conn:
            subs.unsubscribe(conn, tenant_id, publisher, actor=actor)
        self.keeper.lifecycle.announce(tenant_id, "revoke")


class Tokens:
    """Bearer tokens of principals (stored hashed) and principals' mandates."""

    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper

    def mint(
        self,
        tenant_id: int,
        principal: str,
        scopes: str | Iterable[str],
        lifetime: timedelta | None = None,
        *,
        minted_by: str = tokens_repo.OPERATOR,
        minting_token: str | None = None,
    ) -> IssuedToken:
        """A new token; its secret is in the result only. Scopes as 'a,b' or a list.

        A token minted with another token (its id `minting_token`) expires no later than that one.
        Raises ValueError for unknown scopes, Forbidden for scopes outside the principal's mandate.
        """
        wanted = scopes if isinstance(scopes, str) else list(scopes)
        with self.keeper.store.write() as conn:
            return tokens_repo.create_token(
                conn, tenant_id, principal, wanted, lifetime, minted_by=minted_by, minting_token=minting_token
            )

    def list(self, tenant_id: int) -> builtins.list[TokenRecord]:
        """The tenant's tokens, oldest first (never their secrets)."""
        with self.keeper.store.read() as conn:
            return [TokenRecord(**row) for row in tokens_repo.list_tokens(conn, tenant_id)]

    def revoke(self, tenant_id: int, token_id: str, *, actor: str = tokens_repo.OPERATOR) -> None:
        """Revoke a token of this tenant (audited as `actor`); raises NotFound."""
        with self.keeper.store.write() as conn:
            tokens_repo.revoke_token(conn, tenant_id, token_id, actor=actor)
        self.keeper.lifecycle.announce(tenant_id, "access", audience=TO_ACCESS)

    def authenticate(self, token: str) -> Caller:
        """The caller a bearer token stands for now; raises InvalidToken."""
        with self.keeper.store.read() as conn:
            return tokens_repo.authenticate(conn, token)

    def inspect(self, token: str) -> TokenInfo:
        """The caller behind a bearer token, its own scopes, its mandate and expiry; raises InvalidToken."""
        with self.keeper.store.read() as conn:
            return tokens_repo.inspect_token(conn, token)

    def local_caller(self, tenant: str, *, create: bool = True) -> Caller:
        """The token-less local agent of `tenant` (read and write; the tenant is created if missing).

        With `create=False` nothing is written; raises NotFound for a missing tenant.
        """
        if not create:
            with self.keeper.store.read() as conn:
                return local_caller(conn, tenant, create=False)
        with self.keeper.store.write() as conn:
            return local_caller(conn, tenant)

    def change_mandate(
        self,
        tenant_id: int,
        principal: str,
        *,
        add: frozenset[str] = frozenset(),
        remove: frozenset[str] = frozenset(),
        actor: str = tokens_repo.OPERATOR,
    ) -> frozenset[str]:
        """The principal's mandate after the change (audited as `actor`); every token of it follows at once."""
        with self.keeper.store.write() as conn:
            mandate = tokens_repo.change_mandate(conn, tenant_id, principal, add=add, remove=remove, actor=actor)
        self.keeper.lifecycle.announce(tenant_id, "access", audience=TO_ACCESS)
        return mandate


class Fleet:
    """Nodes of a tenant: heartbeats in, the fleet view out."""

    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper

    def heartbeat(
        self,
        tenant_id: int,
        node_id: str,
        *,
        hostname: str | None = None,
        agent_version: str | None = None,
        reconcile: dict[str, Any] | None = None,
        principal: str | None = None,
    ) -> datetime:
        """Keep the node's latest reconcile summary (its wire form); returns when it was seen.

        Raises Forbidden when `principal` is not the one whose tokens first reported the node, and
        TooManyNodes (a Forbidden) for a new node of a tenant at the settings' `max_nodes_per_tenant`.
        """
        from sqlalchemy.exc import IntegrityError

        def store() -> datetime:
            with self.keeper.store.write() as conn:
                return fleet_repo.store_heartbeat(
                    conn,
                    tenant_id,
                    node_id,
                    hostname=hostname,
                    agent_version=agent_version,
                    reconcile=reconcile or {},
                    principal=principal,
                    max_nodes=self.keeper.settings.max_nodes_per_tenant,
                )

        try:
            return store()
        except IntegrityError:
            # Two first heartbeats of one node raced on the insert; the second becomes an update.
            return store()

    def nodes(self, tenant_id: int) -> builtins.list[NodeRecord]:
        """The tenant's nodes by id."""
        with self.keeper.store.read() as conn:
            return [NodeRecord(**row) for row in fleet_repo.nodes_of(conn, tenant_id)]


def skill_history(keeper: Keeper, tenant_id: int, name: str) -> dict[str, Any] | None:
    """Revisions and audit events of a skill of the tenant (reviewers), or None when it never existed."""
    from skillkeeper.review.notes import event_note
    from skillkeeper.store.audit import events_for
    from skillkeeper.store.skills import revisions_of, skill_row

    with keeper.store.read() as conn:
        row = skill_row(conn, tenant_id, name)
        events = [{**e, "note": event_note(e)} for e in events_for(conn, tenant_id, name)]
        revisions = revisions_of(conn, row["id"]) if row is not None else []
    if row is None and not events:
        return None
    return {
        "name": name,
        "status": row["status"] if row is not None else "deleted",
        "revisions": revisions,
        "events": events,
    }
