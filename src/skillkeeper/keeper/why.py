"""`keeper.why(caller, name)`: why one skill is or is not served to one caller, without leaking others.

The answer comes from the one visibility gate (`store.visibility.shown`): a served row is described
with its status and the tenant it comes from. A row the gate hides is described only to a reviewer
of its own tenant (who sees it in the inbox anyway); to everyone else a hidden, foreign or missing
skill gets the very same `not_found` answer, word for word.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy import and_, select

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import FLEET_REPORT, READ, REVIEW
from skillkeeper.errors import mint_hint
from skillkeeper.store.schema import skills, tenants
from skillkeeper.store.states import Status, pending_edit
from skillkeeper.store.visibility import shown

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper

# The answer for a skill this caller may not know about: identical for hidden, foreign and missing
# (its `{tail}` depends on where the caller asked, never on the name); filled in by `not_found`.
NOT_FOUND = (
    "no skill of this name is served to you: it does not exist, or your token may not see it. "
    "Check the spelling with `skillkeeper skills search QUERY{tail}`; a skill imported a moment ago waits for "
    "review until a reviewer (skills:review) approves it"
)
NO_READ = (
    "this caller holds neither skills:read nor fleet:report, so no skill is served to it; mint a token "
    f"with {mint_hint('skills:read')}, or `--scopes fleet:report` for node agents"
)
NODE_ONLY = "to node agents only (fleet:report): MCP and REST reads need skills:read"
_HIDDEN_WHY = {
    Status.STAGED: "staged: waiting for review; approve it with `skillkeeper skills approve {name}{tail}`",
    Status.CANDIDATE: "a candidate, not yet proposed for review; "
    "approve it with `skillkeeper skills approve {name}{tail}`",
    Status.QUARANTINED: "quarantined (a critical scan finding or a reviewer): never served; "
    "`skillkeeper skills show {name}{tail}` has the findings",
    Status.REJECTED: "rejected by a reviewer: never served until it is approved",
    Status.DEPRECATED: "deprecated (revoked): no longer served; node agents remove it on their next tick, "
    "except where a node's local override keeps it (as a local skill of that node)",
}


@dataclass(frozen=True)
class Why:
    """One skill for one caller: `known` False reads exactly like a skill that does not exist."""

    name: str
    served: bool
    known: bool
    status: str | None = None
    tenant: str | None = None
    reasons: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "served": self.served,
            "known": self.known,
            "status": self.status,
            "tenant": self.tenant,
            "reasons": list(self.reasons),
        }


def _may_see_hidden(caller: Caller) -> bool:
    # A reviewer only: the inbox, history and audit log (where such skills show) all need skills:review.
    return caller.tenant_id is not None and not caller.anonymous and REVIEW in caller.scopes


def _tail(hint_tenant: str | None, hint_server: str | None) -> str:
    # A command read off a server's answer must act on that server, not on the reader's own database.
    if hint_server:
        return f" --server {hint_server}"
    return f" --tenant {hint_tenant}" if hint_tenant else ""


def not_found(hint_tenant: str | None = None, hint_server: str | None = None) -> str:
    """NOT_FOUND with a search command the caller can paste: on that server, else in that tenant."""
    return NOT_FOUND.format(tail=_tail(hint_tenant, hint_server))


def why(
    keeper: Keeper, caller: Caller, name: str, *, hint_tenant: str | None = None, hint_server: str | None = None
) -> Why:
    """Why `name` is or is not served to `caller` (hints name `--server hint_server`, else `--tenant
    hint_tenant`); raises Unavailable."""
    if not {READ, FLEET_REPORT} & caller.scopes:
        return Why(name, served=False, known=False, reasons=[NO_READ])
    columns = (
        skills.c.status,
        skills.c.tenant_id,
        skills.c.decision,
        skills.c.active_revision_id,
        skills.c.head_revision_id,
        tenants.c.name.label("tenant"),
    )
    joined = skills.join(tenants, tenants.c.id == skills.c.tenant_id)
    with keeper.store.read() as conn:
        viewer = caller.viewer(conn)
        row = conn.execute(select(*columns).select_from(joined).where(skills.c.name == name, shown(viewer))).first()
        own = None
        if row is None and _may_see_hidden(caller):
            own = conn.execute(
                select(*columns)
                .select_from(joined)
                .where(and_(skills.c.name == name, skills.c.tenant_id == caller.tenant_id))
            ).first()
    if row is not None:
        status = Status(row.status)
        reasons = []
        if caller.anonymous:
            reasons.append(f"served: {status} in tenant {row.tenant!r}'s public catalog")
        elif row.tenant_id == caller.tenant_id:
            reasons.append(f"served: {status} in your tenant {row.tenant!r}")
            if status != Status.ACTIVE:
                reasons.append("your tenant has the review gate off, so its own unreviewed writes are served")
            elif pending_edit(row._mapping) and _may_see_hidden(caller):
                tail = _tail(hint_tenant, hint_server)
                reasons.append(
                    "an edit waits for review: agents get the approved revision until "
                    f"`skillkeeper skills approve {name}{tail}`"
                )
        else:
            reasons.append(f"served: {status} in {row.tenant!r}'s published catalog, which your tenant subscribes to")
        if READ not in caller.scopes:
            reasons.append(f"served {NODE_ONLY}")
        return Why(name, served=True, known=True, status=str(status), tenant=row.tenant, reasons=reasons)
    if own is None:
        return Why(name, served=False, known=False, reasons=[not_found(hint_tenant, hint_server)])
    status = Status(own.status)
    tail = _tail(hint_tenant, hint_server)
    reasons = [f"not served: {_HIDDEN_WHY.get(status, str(status)).format(name=name, tail=tail)}"]
    decision = own.decision if isinstance(own.decision, dict) else {}
    if decision.get("reason"):
        reasons.append(f"{decision.get('action', 'decision')} by {decision.get('by', '?')}: {decision['reason']}")
    reasons.append("to the agents of your tenant it reads exactly like a skill that does not exist")
    return Why(name, served=False, known=True, status=str(status), tenant=own.tenant, reasons=reasons)
