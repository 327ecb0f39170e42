"""Operator verbs on this machine's database, acting as the local operator of a tenant."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from skillkeeper.access.actor import Actor, operator_name
from skillkeeper.access.tokens import OPERATOR, InvalidToken, is_secret
from skillkeeper.errors import NotFound
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.review import BulkItem, InboxFilter
from skillkeeper.review import detail
from skillkeeper.review.inbox import seen_before
from skillkeeper.review.states import Status, pending_edit
from skillkeeper.settings import get_settings
from skillkeeper.store.clock import iso
from skillkeeper.store.skills import file_infos, revision_row, revisions_of, skill_row, tenant_skills
from skillkeeper.store.tenants import TENANT_NAME
from skillkeeper.words import closest


def _missing(keeper: Keeper, tenant: str, name: str) -> NotFound:
    """Not found in `tenant`; the operator holds the database, so naming where the skill is leaks nothing."""
    from skillkeeper.store.info import closest_names, tenants_holding

    elsewhere = [t for t in tenants_holding(keeper.store, name) if t != tenant]
    if elsewhere:
        return NotFound(
            f"skill {name!r} not found in tenant {tenant!r}; it is in {', '.join(elsewhere)}: "
            f"pass --tenant {elsewhere[0]}"
        )
    close = closest_names(keeper.store, keeper.tenants.id_of(tenant), name)
    hint = f"did you mean {' or '.join(close)}? " if close else ""
    return NotFound(
        f"skill {name!r} not found in tenant {tenant!r}; {hint}"
        f"`skillkeeper skills list --tenant {tenant}` shows what exists"
    )


def local_tenant_id(keeper: Keeper, tenant: str) -> int:
    """The tenant's id; raises NotFound naming the tenants this database holds.

    The store's message cannot list them (the server shares it, and names would leak across
    tenants); the local operator holds the whole database, so here they leak nothing.
    """
    try:
        return keeper.tenants.id_of(tenant)
    except NotFound as exc:
        names = [str(t["name"]) for t in keeper.tenants.list()]
        create = f"`skillkeeper tenants create {tenant}`"
        if not TENANT_NAME.match(tenant):  # never offer a command that is refused in turn
            create = "`skillkeeper tenants create NAME` (1-64 lowercase letters, digits and hyphens)"
        if not names:
            flag = "" if tenant == get_settings().tenant else f" --tenant {tenant}"
            raise NotFound(
                f"no tenant {tenant!r}, and no tenants here yet: `skillkeeper import PATH{flag}` "
                f"creates it with its skills, or {create} an empty one"
            ) from exc
        shown = ", ".join(names[:20]) + (f" and {len(names) - 20} more" if len(names) > 20 else "")
        meant = closest(tenant, names) or names[0]
        raise NotFound(
            f"no tenant {tenant!r}; tenants here: {shown}: pass --tenant {meant} "
            f"(or export SKILLKEEPER_TENANT={meant}), or create it with {create}"
        ) from exc


class LocalAdmin:
    """The verbs over a Keeper; every call names the tenant it acts in."""

    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper

    @classmethod
    def open(cls) -> LocalAdmin:
        """Open the configured database; raises Unavailable or ConfigError, or NoDatabase when it, or its
        schema, does not exist yet (every verb here needs a tenant in it, so creating them helps no one)."""
        return cls(Keeper.open(create=False))

    def close(self) -> None:
        self.keeper.close()

    def _tid(self, tenant: str, name: str | None = None) -> int:
        """The tenant's id; raises NotFound, naming the tenants that hold skill `name` when given."""
        try:
            return local_tenant_id(self.keeper, tenant)
        except NotFound as exc:
            if name is None:
                raise
            from skillkeeper.store.info import tenants_holding

            holding = tenants_holding(self.keeper.store, name)
            if not holding:
                raise
            raise NotFound(
                f"tenant {tenant!r} does not exist; skill {name!r} is in {', '.join(holding)}: "
                f"pass --tenant {holding[0]}"
            ) from exc

    def skills(self, tenant: str, status: str | None) -> list[dict[str, Any]]:
        tid = self._tid(tenant)
        with self.keeper.store.read() as conn:
            return tenant_skills(conn, tid, status=status)

    def skill(self, tenant: str, name: str) -> dict[str, Any]:
        tid = self._tid(tenant, name)
        with self.keeper.store.read() as conn:
            row = skill_row(conn, tid, name)
            if row is None:
                raise _missing(self.keeper, tenant, name)
            head = revision_row(conn, row["head_revision_id"])
            assert head is not None
            pending = pending_edit(row)
            proposer = row["delete_proposed_by"]
            seen = seen_before(conn, tid, [{**row, "content_hash": head["content_hash"]}]).get(row["id"], {})
            return {
                "earlier_decision": row["decision"] or None,
                "rejected_before": seen.get("rejected_before"),
                "withdrawn_before": seen.get("withdrawn_before"),
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
                "acknowledged": head["acknowledged"],
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

        found = skill_history(self.keeper, self._tid(tenant, name), name)
        if found is None:
            raise _missing(self.keeper, tenant, name)
        return {"name": name, "status": found["status"], "events": found["events"]}

    def detail(self, tenant: str, name: str, what: str, **params: str | None) -> dict[str, Any]:
        """A reviewer's detail of a skill: `files`, `file` (path, revision), `history` or `diff` (from, to)."""
        tid = self._tid(tenant, name)
        with self.keeper.store.read() as conn:
            if what == "files":
                return detail.file_tree(conn, tid, name, params.get("revision"))
            if what == "file":
                return detail.file_view(conn, tid, name, params.get("path") or "SKILL.md", params.get("revision"))
            if what == "history":
                return detail.history(conn, tid, name)
            return detail.diff(conn, tid, name, params.get("from"), params.get("to"))

    def act(
        self,
        tenant: str,
        name: str,
        action: str,
        reason: str | None,
        expect: str | None,
        acknowledge: list[str] | None = None,
    ) -> dict[str, Any]:
        op = Actor.operator(self._tid(tenant, name))
        # The operator acts on the revision waiting now unless told which one it read.
        expect = expect or self._head_hash(op.tenant_id, name)
        if expect is None:
            raise _missing(self.keeper, tenant, name)
        return self.keeper.review(op).act(name, action, expect, reason, acknowledge or ()).to_dict()

    def _head_hash(self, tid: int, name: str) -> str | None:
        with self.keeper.store.read() as conn:
            row = skill_row(conn, tid, name)
            head = revision_row(conn, row["head_revision_id"]) if row is not None else None
        return str(head["content_hash"]) if head is not None else None

    def bulk(self, tenant: str, action: str, reason: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
        op = Actor.operator(self._tid(tenant))
        # A missing skill gets a hash nothing has, so it fails alone with not-found like any other.
        todo = [
            BulkItem(i["name"], i.get("content_hash") or self._head_hash(op.tenant_id, i["name"]) or "-") for i in items
        ]
        results = self.keeper.review(op).bulk(action, reason, todo)
        return {
            "action": action,
            "applied": sum(r.ok for r in results),
            "failed": sum(not r.ok for r in results),
            "results": [r.to_dict() for r in results],
        }

    def inbox(self, tenant: str, filters: dict[str, Any], sort: str, cursor: str | None, limit: int) -> dict[str, Any]:
        wanted = InboxFilter(
            filters.get("status") or Status.STAGED,
            *(filters.get(k) for k in ("verdict", "code", "source", "author", "tag", "q")),
        )
        page = self.keeper.review(Actor.operator(self._tid(tenant))).inbox(
            wanted, sort=sort, cursor=cursor, limit=limit
        )
        return {
            "tenant": tenant,
            "items": [c.to_dict() for c in page.items],
            "total": page.total,
            "next_cursor": page.next_cursor,
        }

    def allowlist(self, tenant: str) -> list[dict[str, Any]]:
        return self.keeper.allowlist(Actor.operator(self._tid(tenant))).entries()

    def allowlist_add(self, tenant: str, code: str, path_glob: str, reason: str) -> dict[str, Any]:
        return self.keeper.allowlist(Actor.operator(self._tid(tenant))).add(code, path_glob, reason)

    def allowlist_remove(self, tenant: str, entry_id: int) -> dict[str, Any]:
        return self.keeper.allowlist(Actor.operator(self._tid(tenant))).remove(entry_id)

    def settings(self, tenant: str, changes: dict[str, Any] | None) -> dict[str, Any]:
        tid = self._tid(tenant)
        tenants = self.keeper.tenants
        current = tenants.update_settings(tid, changes, actor=operator_name()) if changes else tenants.settings(tid)
        data: dict[str, Any] = current.model_dump()
        return data

    def create_token(
        self, tenant: str, principal: str, scopes: list[str], lifetime: timedelta | None, minted_by: str | None = None
    ) -> dict[str, Any]:

        minter = minted_by or OPERATOR
        issued = self.keeper.tokens.mint(self._tid(tenant), principal, scopes, lifetime, minted_by=minter)
        return {**issued.to_dict(), "tenant": tenant, "principal": principal, "minted_by": minter}

    def tokens(self, tenant: str) -> list[dict[str, Any]]:
        return [t.to_dict() for t in self.keeper.tokens.list(self._tid(tenant))]

    def revoke_token(self, tenant: str, token_id: str) -> str:
        if is_secret(token_id):  # the secret pasted where its id belongs: this machine's operator may revoke by it
            try:
                token_id = self.keeper.tokens.inspect(token_id).caller.token_id or ""
            except InvalidToken:
                raise NotFound("no token in force has this secret") from None
        self.keeper.tokens.revoke(self._tid(tenant), token_id, actor=operator_name())
        return token_id

    def audit(self, tenant: str, filters: dict[str, str | None], limit: int, cursor: str | None) -> dict[str, Any]:
        from skillkeeper.keeper.audit import audit_query

        log = self.keeper.audit(Actor.operator(self._tid(tenant), operator_name()))
        return {"tenant": tenant, **log.list(audit_query(**filters), limit=limit, cursor=cursor).to_dict()}

    def add_webhook(self, tenant: str, url: str, slack: bool) -> dict[str, Any]:
        from skillkeeper.keeper.webhooks import add_webhook
        from skillkeeper.settings import get_settings

        tid = self._tid(tenant)
        allow = get_settings().webhooks_allow_private
        with self.keeper.store.write() as conn:
            return add_webhook(conn, tid, url, slack=slack, actor=operator_name(), allow_private=allow)

    def webhooks(self, tenant: str) -> list[dict[str, Any]]:
        from skillkeeper.store.webhooks import list_webhooks

        tid = self._tid(tenant)
        with self.keeper.store.read() as conn:
            return list_webhooks(conn, tid)

    def remove_webhook(self, tenant: str, webhook_id: str) -> None:
        from skillkeeper.keeper.webhooks import remove_webhook

        tid = self._tid(tenant)
        with self.keeper.store.write() as conn:
            remove_webhook(conn, tid, webhook_id, actor=operator_name())

    def deliveries(self, tenant: str, webhook_id: str, limit: int) -> list[dict[str, Any]]:
        from skillkeeper.store.webhooks import deliveries_of

        tid = self._tid(tenant)
        with self.keeper.store.read() as conn:
            return deliveries_of(conn, tid, webhook_id, limit=limit)
