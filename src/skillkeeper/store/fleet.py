"""Node rows: the latest heartbeat of each node of a tenant."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Connection, and_, func, select, update

from skillkeeper.errors import Forbidden
from skillkeeper.store.clock import now
from skillkeeper.store.schema import nodes

# The principal whose tokens report a node, kept with its latest report (nodes.metadata).
REPORTED_BY = "reported_by"


# The first key of the per-tenant advisory lock on new nodes (the second is the tenant id).
NODES_LOCK = 727184


class TooManyNodes(Forbidden):
    """The tenant already has as many nodes as the server allows; a new node id is refused."""

    code = "too_many_nodes"


def store_heartbeat(
    conn: Connection,
    tenant_id: int,
    node_id: str,
    *,
    hostname: str | None,
    agent_version: str | None,
    reconcile: dict[str, Any],
    principal: str | None = None,
    max_nodes: int | None = None,
) -> datetime:
    """Insert or update the node's row with this heartbeat; returns when it was seen.

    A node belongs to the principal whose token first reported it: a token of another principal of
    the tenant cannot overwrite its report (raises Forbidden), a new token of the same one can.
    A new node id when the tenant has `max_nodes` already raises TooManyNodes.
    """
    seen = now()
    match = and_(nodes.c.tenant_id == tenant_id, nodes.c.node_id == node_id)
    held = conn.execute(select(nodes.c.metadata).where(match)).first()
    if held is None and max_nodes is not None:
        _lock_tenant_nodes(conn, tenant_id)
        held = conn.execute(select(nodes.c.metadata).where(match)).first()  # another replica's, meanwhile
    owner = (held.metadata or {}).get(REPORTED_BY) if held is not None else None
    if owner is not None and principal is not None and owner != principal:
        raise Forbidden(
            f"node {node_id!r} is reported by another principal's tokens; run this agent with its own "
            "--node-id, or with a token of the principal that first reported this node"
        )
    values = {
        "hostname": hostname or None,
        "agent_version": agent_version or None,
        "last_seen": seen,
        "metadata": {"reconcile": reconcile, REPORTED_BY: owner or principal},
    }
    if held is None and max_nodes is not None:
        count = conn.execute(select(func.count()).select_from(nodes).where(nodes.c.tenant_id == tenant_id)).scalar()
        if int(count or 0) >= max_nodes:
            raise TooManyNodes(
                f"this tenant already has {max_nodes} nodes, the server's cap (SKILLKEEPER_MAX_NODES_PER_TENANT); "
                "run this agent with the --node-id of an existing node, or ask the operator to raise the cap"
            )
    if held is None:
        conn.execute(nodes.insert().values(tenant_id=tenant_id, node_id=node_id, **values))
    else:
        conn.execute(update(nodes).where(match).values(**values))
    return seen


def _lock_tenant_nodes(conn: Connection, tenant_id: int) -> None:
    """Serialise new nodes of one tenant until the transaction ends, so the cap's count-then-insert holds.

    SQLite writes already run one at a time (BEGIN IMMEDIATE); on PostgreSQL, replicas taking first
    heartbeats at once would each count below the cap and each insert.
    """
    if conn.dialect.name == "postgresql":
        conn.execute(select(func.pg_advisory_xact_lock(NODES_LOCK, tenant_id)))


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
