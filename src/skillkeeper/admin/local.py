"""Operator verbs on this machine's database, acting as the local operator of a tenant."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from skillkeeper.access.actor import Actor
from skillkeeper.errors import NotFound
from skillkeeper.keeper import Keeper


def _missing(name: str) -> NotFound:
    return NotFound(f"skill {name!r} not found; `skillkeeper skills list` shows what exists")


class LocalAdmin:
    """The verbs over a Keeper; every call names the tenant it acts in."""

    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper

    @classmethod
    def open(cls) -> LocalAdmin:
        """Open the configured database; raises Unavailable or ConfigError."""
        return cls(Keeper.open())

    def close(self) -> None:
        self.keeper.close()

    def _tid(self, tenant: str) -> int:
        return self.keeper.tenants.id_of(tenant)

    def skills(self, tenant: str, status: str | None) -> list[dict[str, Any]]:
        from skillkeeper.store.skills import tenant_skills

        tid = self._tid(tenant)
        with self.keeper.store.read() as conn:
            return tenant_skills(conn, tid, status=status)

    def skill(self, tenant: str, name: str) -> dict[str, Any]:
        from skillkeeper.store.skills import file_infos, pending_edit, revision_row, revisions_of, skill_row
        from skillkeeper.store.tenants import iso

        tid = self._tid(tenant)
        with self.keeper.store.read() as conn:
            row = skill_row(conn, tid, name)
            if row is None:
                raise _missing(name)
            head = revision_row(conn, row["head_revision_id"])
            assert head is not None
            pending = pending_edit(row)
            proposer = row["delete_proposed_by"]
            return {
                "earlier_decision": row["decision"] or None,
                "delete_proposed": None if proposer is None else {"by": proposer, "at": iso(row["delete_proposed_at"])},
                "name": row["name"],
                "status": row["status"],
                "pending_edit": pending,
                "kind": row["kind"],
                "source": row["source"],
                "content_hash": head["content_hash"],
                "verdict": head["verdict"],
                "scan": head["scan"],
                "warnings": head["warnings"],
                "revisions": revisions_of(conn, row["id"]),
                "files": [{"path": f.path, "size": f.size, "digest": f.digest} for f in file_infos(conn, head["id"])],
                "skill_md": head["skill_md"],
            }

    def search(self, tenant: str, query: str, limit: int) -> list[dict[str, Any]]:
        from skillkeeper.access.callers import Caller

        # The tenant's agents' view: a known principal of the tenant, whatever its scopes.
        reader = Caller(self._tid(tenant), tenant, "operator", frozenset())
        hits = self.keeper.catalog(reader).search(query, limit=limit)
        return [{**h.card.card(), "score": round(h.score, 4)} for h in hits]

    def history(self, tenant: str, name: str) -> dict[str, Any]:
        from skillkeeper.keeper.admin import skill_history

        found = skill_history(self.keeper, self._tid(tenant), name)
        if found is None:
            raise _missing(name)
        return {"name": name, "status": found["status"], "events": found["events"]}

    def act(self, tenant: str, name: str, action: str, reason: str | None, expect: str | None) -> dict[str, Any]:
        result = self.keeper.lifecycle.act(
            Actor.operator(self._tid(tenant)), name, action, reason, expected_hash=expect
        )
        return {
            "name": result.name,
            "action": result.action,
            "from_status": result.from_status,
            "to_status": result.to_status,
            "content_hash": result.content_hash,
        }

    def settings(self, tenant: str, changes: dict[str, Any] | None) -> dict[str, Any]:
        tid = self._tid(tenant)
        tenants = self.keeper.tenants
        current = tenants.update_settings(tid, changes) if changes else tenants.settings(tid)
        data: dict[str, Any] = current.model_dump()
        return data

    def create_token(
        self, tenant: str, principal: str, scopes: list[str], lifetime: timedelta | None, minted_by: str | None = None
    ) -> dict[str, Any]:
        from skillkeeper.access.tokens import OPERATOR

        minter = minted_by or OPERATOR
        issued = self.keeper.tokens.mint(self._tid(tenant), principal, scopes, lifetime, minted_by=minter)
        return {**issued.to_dict(), "tenant": tenant, "principal": principal, "minted_by": minter}

    def tokens(self, tenant: str) -> list[dict[str, Any]]:
        return [t.to_dict() for t in self.keeper.tokens.list(self._tid(tenant))]

    def revoke_token(self, tenant: str, token_id: str) -> None:
        self.keeper.tokens.revoke(self._tid(tenant), token_id)
