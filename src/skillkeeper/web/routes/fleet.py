"""Fleet: node heartbeats with their latest reconcile summary, and the fleet view."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from sqlalchemy import Connection, and_, select, update
from sqlalchemy.exc import IntegrityError

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import FLEET_READ, FLEET_REPORT
from skillkeeper.node.summary import Heartbeat
from skillkeeper.store.clock import iso, now
from skillkeeper.store.schema import nodes
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES
from skillkeeper.web.routes._common import keeper

router = APIRouter(prefix="/api/v1", tags=["fleet"], responses=ERROR_RESPONSES)


def _store_heartbeat(conn: Connection, tenant_id: int, beat: Heartbeat) -> str:
    seen = now()
    values = {
        "hostname": beat.hostname or None,
        "agent_version": beat.agent_version or None,
        "last_seen": seen,
        "metadata": {"reconcile": beat.reconcile.to_wire()},
    }
    match = and_(nodes.c.tenant_id == tenant_id, nodes.c.node_id == beat.node_id)
    if conn.execute(update(nodes).where(match).values(**values)).rowcount == 0:
        conn.execute(nodes.insert().values(tenant_id=tenant_id, node_id=beat.node_id, **values))
    return iso(seen)


@router.post("/nodes/heartbeat", summary="Record a node's latest reconcile summary (64 KiB cap)")
def heartbeat(
    request: Request, beat: Heartbeat, auth: Annotated[Caller, Depends(require(FLEET_REPORT))]
) -> dict[str, Any]:
    store = keeper(request).store
    try:
        with store.write() as conn:
            last_seen = _store_heartbeat(conn, auth.own_tenant_id, beat)
    except IntegrityError:
        # Two first heartbeats of one node raced on the insert; the second becomes an update.
        with store.write() as conn:
            last_seen = _store_heartbeat(conn, auth.own_tenant_id, beat)
    return {"node_id": beat.node_id, "last_seen": last_seen}


@router.get("/fleet/nodes", summary="This tenant's nodes with last-seen time and latest reconcile summary")
def fleet_nodes(request: Request, auth: Annotated[Caller, Depends(require(FLEET_READ))]) -> dict[str, Any]:
    with keeper(request).store.read() as conn:
        rows = (
            conn.execute(select(nodes).where(nodes.c.tenant_id == auth.own_tenant_id).order_by(nodes.c.node_id))
            .mappings()
            .all()
        )
    return {"nodes": [_node(r) for r in rows]}


def _node(r: Any) -> dict[str, Any]:
    reconcile = (r["metadata"] or {}).get("reconcile")
    own = reconcile if isinstance(reconcile, dict) else {}
    return {
        "node_id": r["node_id"],
        "hostname": r["hostname"],
        "agent_version": r["agent_version"],
        "last_seen": iso(r["last_seen"]),
        # The node's own catalog, never silent: cloud skills it overrides and its local skills.
        "overridden": list(own.get("overridden") or []),
        "local": list(own.get("local") or []),
        "offline_since": own.get("offline_since"),
        "reconcile": reconcile,
    }
