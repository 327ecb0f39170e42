"""Fleet: node heartbeats with their latest reconcile summary, and the fleet view."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import FLEET_READ, FLEET_REPORT
from skillkeeper.node.summary import Heartbeat
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES
from skillkeeper.web.routes._common import keeper

router = APIRouter(prefix="/api/v1", tags=["fleet"], responses=ERROR_RESPONSES)


@router.post("/nodes/heartbeat", summary="Record a node's latest reconcile summary (64 KiB cap)")
def heartbeat(
    request: Request, beat: Heartbeat, auth: Annotated[Caller, Depends(require(FLEET_REPORT))]
) -> dict[str, Any]:
    seen = keeper(request).fleet.heartbeat(
        auth.own_tenant_id,
        beat.node_id,
        hostname=beat.hostname,
        agent_version=beat.agent_version,
        reconcile=beat.reconcile.to_wire(),
        principal=auth.principal,
    )
    return {"node_id": beat.node_id, "last_seen": seen.isoformat()}


@router.get("/fleet/nodes", summary="This tenant's nodes with last-seen time and latest reconcile summary")
def fleet_nodes(request: Request, auth: Annotated[Caller, Depends(require(FLEET_READ))]) -> dict[str, Any]:
    return {"nodes": [n.to_dict() for n in keeper(request).fleet.nodes(auth.own_tenant_id)]}
