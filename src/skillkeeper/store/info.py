"""What a database holds, in a few numbers: for `skillkeeper info` and operators."""

from __future__ import annotations

import difflib
from typing import Any

from sqlalchemy import func, select

from skillkeeper.store.db import Store, schema_version
from skillkeeper.store.schema import nodes, skills, tenants, tokens
from skillkeeper.store.states import Status


def describe(store: Store) -> dict[str, Any]:
    """Engine, schema version and row counts; raises Unavailable when the database is unreachable."""
    version = schema_version(store.engine)
    with store.read() as conn:
        by_status = {
            str(status): int(n)
            for status, n in conn.execute(
                select(skills.c.status, func.count()).group_by(skills.c.status).order_by(skills.c.status)
            )
        }
        counts = {
            "tenants": int(conn.execute(select(func.count()).select_from(tenants)).scalar_one()),
            "skills": sum(by_status.values()),
            "skills_by_status": by_status,
            "tokens": int(
                conn.execute(select(func.count()).select_from(tokens).where(tokens.c.revoked_at.is_(None))).scalar_one()
            ),
            "nodes": int(conn.execute(select(func.count()).select_from(nodes)).scalar_one()),
        }
    return {"engine": store.dialect, "schema_version": version, "counts": counts}


def active_by_tenant(store: Store) -> dict[str, int]:
    """Active skills per tenant name, tenants without any left out; raises Unavailable when unreachable."""
    query = (
        select(tenants.c.name, func.count())
        .select_from(skills.join(tenants, skills.c.tenant_id == tenants.c.id))
        .where(skills.c.status == Status.ACTIVE)
        .group_by(tenants.c.name)
        .order_by(tenants.c.name)
    )
    with store.read() as conn:
        return {str(name): int(n) for name, n in conn.execute(query)}


def tenants_holding(store: Store, name: str) -> list[str]:
    """The tenants that hold a skill named `name`, in name order; raises Unavailable when unreachable."""
    query = (
        select(tenants.c.name)
        .select_from(skills.join(tenants, skills.c.tenant_id == tenants.c.id))
        .where(skills.c.name == name)
        .order_by(tenants.c.name)
    )
    with store.read() as conn:
        return [str(t) for t in conn.execute(query).scalars()]


def skill_names(store: Store, tenant_id: int) -> list[str]:
    """Every skill name of one tenant, whatever its status, in name order; raises Unavailable."""
    with store.read() as conn:
        query = select(skills.c.name).where(skills.c.tenant_id == tenant_id).order_by(skills.c.name)
        return [str(name) for name in conn.execute(query).scalars()]


def closest_names(store: Store, tenant_id: int, name: str) -> list[str]:
    """Up to three of the tenant's skill names closest to a mistyped `name`, closest first; raises Unavailable."""
    return difflib.get_close_matches(name, skill_names(store, tenant_id), n=3)


def tenant_names(store: Store) -> list[str]:
    """Every tenant's name, in name order; raises Unavailable when unreachable."""
    with store.read() as conn:
        return [str(name) for name in conn.execute(select(tenants.c.name).order_by(tenants.c.name)).scalars()]
