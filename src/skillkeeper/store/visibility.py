"""The visibility gate: the one place that decides which skill rows an agent may see.

A row is hidden when it is not `active` AND (the caller's tenant has `review_gate` on OR
the row belongs to another tenant). Quarantined, rejected and deprecated rows are hidden whatever
the settings: turning the gate off may serve a tenant its own staged writes, never a blocked or a
retired one (deprecating is how an approved skill is revoked).
Rows of other tenants reach a caller only through a
subscription to a published catalog (or, for anonymous callers, a public catalog), and then
only when active. MCP reads, REST agent reads and the installable endpoint all call
`visible()`; nothing else re-implements the rule.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from sqlalchemy import ColumnElement, Connection, FromClause, and_, case, exists, false, or_, select

from skillkeeper.errors import Unavailable
from skillkeeper.store.schema import skills, subscriptions, tenants
from skillkeeper.store.states import TO_ALL, TO_REVIEWERS, TO_TENANT, Status
from skillkeeper.store.tenants import TenantSettings, read_settings

ACTIVE = Status.ACTIVE
# Statuses a reviewer or the scanner blocked, or an admin retired: never served, even with the gate off.
BLOCKED = (Status.QUARANTINED, Status.REJECTED, Status.DEPRECATED)


@dataclass(frozen=True)
class Viewer:
    """What an agent-facing caller can see: its tenant (None if anonymous) and its publishers."""

    tenant_id: int | None
    gate_on: bool = True
    publishers: frozenset[int] = frozenset()


# Building the gate's SQL costs more than running it (a get reads one indexed row), and the
# expressions are immutable, so each viewer's conditions are built once.
@lru_cache(maxsize=1024)
def visible(viewer: Viewer, table: FromClause = skills) -> ColumnElement[bool]:
    """SQL condition on `skills` rows (or an alias of the table): True exactly for rows `viewer` may see."""
    is_active = table.c.status == ACTIVE
    clauses: list[ColumnElement[bool]] = []
    if viewer.tenant_id is not None:
        own = table.c.tenant_id == viewer.tenant_id
        clauses.append(and_(own, is_active) if viewer.gate_on else and_(own, table.c.status.not_in(BLOCKED)))
    others = _publishers(viewer)
    if others:
        clauses.append(and_(table.c.tenant_id.in_(sorted(others)), is_active))
    return or_(*clauses) if clauses else false()


def shows_own(status: str, gate_on: bool) -> bool:
    """True when a row of the viewer's own tenant in `status` is visible to it (`visible`'s rule, by status)."""
    return status == ACTIVE or (not gate_on and status not in BLOCKED)


# A row's (status, served revision id) as `served_revision_id` picks it, or None when there is no row.
RowState = tuple[str, int | None] | None


def row_state(row: Any) -> RowState:
    """The (status, served revision id) of a `skills` row mapping, or None for no row."""
    if row is None:
        return None
    status = str(row["status"])
    return status, row["active_revision_id"] if status == ACTIVE else row["head_revision_id"]


def audience(before: RowState, after: RowState, gate_on: bool) -> str:
    """Who may see a row going from `before` to `after` in a tenant whose gate is `gate_on` (`shows_own`'s rule)."""
    if _seen_change(before, after, gate_on=True):  # what an active-only viewer sees
        return TO_ALL
    if not gate_on and _seen_change(before, after, gate_on=False):
        return TO_TENANT
    return TO_REVIEWERS


def _seen_change(before: RowState, after: RowState, *, gate_on: bool) -> bool:
    was = before is not None and shows_own(before[0], gate_on)
    now = after is not None and shows_own(after[0], gate_on)
    return was != now or (was and before != after)


def visible_names(conn: Connection, viewer: Viewer, tenant_id: int, names: Collection[str]) -> set[str]:
    """The names among `names` whose row of tenant `tenant_id` `viewer` may see, in one query."""
    if not names:
        return set()
    mine = and_(skills.c.tenant_id == tenant_id, skills.c.name.in_(sorted(set(names))), visible(viewer))
    return set(conn.execute(select(skills.c.name).where(mine)).scalars())


def served_revision_id() -> ColumnElement[int]:
    """The revision a visible row delivers: the approved one while active, else the newest."""
    return case((skills.c.status == ACTIVE, skills.c.active_revision_id), else_=skills.c.head_revision_id)


# Process-wide like `visible`: a pure SQL expression per immutable Viewer, bounded.
@lru_cache(maxsize=1024)
def shown(viewer: Viewer) -> ColumnElement[bool]:
    """SQL condition on `skills` rows: visible to `viewer`, and the one row shown for its name.

    The viewer's own row comes before a subscribed one of the same name; between publishers the
    lowest tenant id wins. Every read that names, lists, searches or delivers skills picks rows
    this way; without subscriptions no two visible rows share a name and this is `visible()`.
    """
    publishers = _publishers(viewer)
    if not publishers:
        return visible(viewer)
    other = _SHADOWING
    mine = viewer.tenant_id
    # `other` comes first: it is the viewer's own row, or both are subscribed and it has the lower tenant id.
    first = other.c.tenant_id < skills.c.tenant_id
    if mine is not None:
        first = and_(skills.c.tenant_id != mine, or_(other.c.tenant_id == mine, first))
    shadowed = exists().where(other.c.name == skills.c.name, visible(viewer, other), first)
    return and_(visible(viewer), ~shadowed)


_SHADOWING = skills.alias("shadowing")


def _publishers(viewer: Viewer) -> frozenset[int]:
    return viewer.publishers - ({viewer.tenant_id} if viewer.tenant_id is not None else set())


def viewer_for(conn: Connection, tenant_id: int) -> Viewer:
    """The viewer for a caller of `tenant_id`; raises Unavailable if settings are unreadable."""
    settings = read_settings(conn, tenant_id)
    try:
        rows = conn.execute(
            select(tenants.c.id, tenants.c.settings)
            .join(subscriptions, subscriptions.c.publisher_id == tenants.c.id)
            .where(subscriptions.c.subscriber_id == tenant_id)
        ).all()
    except ValueError:  # a publisher's stored settings JSON is corrupt: fail closed
        raise Unavailable("settings of a subscribed catalog are unreadable") from None
    publishers = frozenset(int(r.id) for r in rows if _published(r.settings))
    return Viewer(tenant_id=tenant_id, gate_on=settings.review_gate, publishers=publishers)


def anonymous_viewer(conn: Connection, tenant_id: int) -> Viewer:
    """The viewer for a caller without a token: the tenant's public catalog, if it has one."""
    settings = read_settings(conn, tenant_id)
    return Viewer(tenant_id=None, publishers=frozenset({tenant_id}) if settings.public_catalog else frozenset())


def viewer_of(conn: Connection, tenant_id: int | None, *, anonymous: bool) -> Viewer:
    """The viewer for a caller of any surface: nobody, an anonymous reader of a public catalog, or a tenant."""
    if tenant_id is None:
        return Viewer(tenant_id=None)
    return anonymous_viewer(conn, tenant_id) if anonymous else viewer_for(conn, tenant_id)


def _published(raw: object) -> bool:
    try:
        return TenantSettings.model_validate(raw or {}).published
    except ValueError:
        return False
