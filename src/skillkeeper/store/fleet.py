"""Node rows: the latest heartbeat of each node of a tenant."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Connection, and_, select, update

from skillkeeper.store.clock import now
from skillkeeper.store.schema import nodes


def store_heartbeat(
    conn: Connection,
    tenant_id: int,
    node_id: str,
    *,
    hostname: str | None,
    agent_version: str | None,
    reconcile: dict[str, Any],
) -> datetime:
    """Insert or update the node's row with this heartbeat; returns when it was seen."""
    seen = now()
    values = {
        "hostname": hostname or None,
        "agent_version": agent_version or None,
        "last_seen": seen,
        "metadata": {"reconcile": reconcile},
    }
    match = and_(nodes.c.tenant_id == tenant_id, nodes.c.node_id == node_id)
    if conn.execute(update(nodes).where(match).values(**values)).rowcount == 0:
        conn.execute(nodes.insert().values(tenant_id=tenant_id, node_id=node_id, **values))
    return seen


def nodes_of(conn: Connection, tenant_id: int) -> list[dict[str, Any]]:
    """The tenant's nodes by id: node_id, hostname, agent_version, last_seen, reconcile."""
    rows = conn.execute(select(nodes).where(nodes.c.tenant_id == tenant_id).order_by(nodes.c.node_id)).mappings()
    return [
        {
            "node_id": r["node_id"],
            "hostname": r["hostname"],
            "agent_version": r["agent_version"],
            "last_seen": r["last_seen"],
            "reconcile": (r["metadata"] or {}).get("reconcile"),
        }
        for r in rows
    ]
