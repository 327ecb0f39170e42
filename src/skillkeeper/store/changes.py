"""The catalog version, and caches of gated reads that hold while it stands still.

Triggers (migration 0003) move `catalog_version.version` inside every transaction that
changes a skill or tenant row, so a reader that sees version N also sees every change
made before N. Reading the version first and the data after can only file newer data
under an older number (the next read rebuilds), never older data under a newer one.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from sqlalchemy import Connection, func, select

from skillkeeper.errors import Unavailable
from skillkeeper.store.schema import audit_events, catalog_version
from skillkeeper.store.stamped import Stamp
from skillkeeper.store.states import DELETED, TO_ACCESS, TO_ALL, TO_REVIEWERS, TO_TENANT, Status
from skillkeeper.store.tenants import read_settings
from skillkeeper.store.visibility import Viewer, shows_own
from skillkeeper.store.webhooks import WITHDRAWN

T = TypeVar("T")

_VERSION = select(catalog_version.c.version).where(catalog_version.c.id == 1)


def current_version(conn: Connection) -> int | None:
    """The catalog version, or None when the row is missing (then nothing may be cached)."""
    value = conn.execute(_VERSION).scalar()
    return None if value is None else int(value)


# Audited tenant-level actions that change what other tenants' callers may see (the gate, a
# published or public catalog, a subscription): a poller that reads one cannot narrow its audience.
_WIDE = frozenset({"settings_changed", "subscribed", "unsubscribed"})
# Skill actions that leave an active row serving the same revision (a pending edit or its withdrawal,
# a deferral, a delete proposal or its rejection): an approval that follows is audited on its own.
_KEEPS_SERVED = frozenset({"updated", WITHDRAWN, "defer", "delete_proposed", "reject"})
# Audited changes of what a tenant's callers may do: their own connections are told.
_ACCESS = frozenset({"token_revoked", "mandate_changed"})
MAX_MOVES = 500  # audit rows one poll reads; more than that and everyone is told


@dataclass(frozen=True)
class CatalogMoves:
    """What a poller of a shared database learns in one read: the catalog version and who saw what since.

    `cursor` is the newest audit event id read; `changes` holds the (tenant, audience) of every
    skill change audited after the cursor the poller passed in, or is None when it cannot tell
    (its first read, a tenant-level change others see, too many rows, or nothing audited).
    """

    version: int | None
    cursor: int
    changes: tuple[tuple[int, str], ...] | None


def catalog_moves(conn: Connection, after: int | None) -> CatalogMoves:
    """The catalog version and the audiences of the changes audited after event id `after` (one read).

    Every skill write, review action and deletion is audited in its own transaction, so the rows
    after the cursor name each change's tenant and its statuses; the audience follows from those
    (`audience`'s rule, widened to everyone of the tenant whenever an active row is involved,
    since the audit does not say whether the served revision moved).
    """
    # One statement, so one snapshot: on PostgreSQL each statement of a READ COMMITTED transaction
    # sees its own, and a change committed between two reads would advance the cursor past its
    # audit row while the version read missed it (then heard by everyone as unexplained).
    newest_id = select(func.coalesce(func.max(audit_events.c.id), 0)).scalar_subquery()
    found, newest_found = conn.execute(select(_VERSION.scalar_subquery(), newest_id)).one()
    version = None if found is None else int(found)
    newest = int(newest_found or 0)
    if after is None or newest <= after:
        return CatalogMoves(version, newest if after is None else max(after, newest), None)
    rows = conn.execute(
        select(audit_events.c.tenant_id, audit_events.c.skill_name, audit_events.c.action)
        .add_columns(audit_events.c.from_status, audit_events.c.to_status)
        .where(audit_events.c.id > after, audit_events.c.id <= newest)
        .order_by(audit_events.c.id)
        .limit(MAX_MOVES + 1)
    ).all()
    if len(rows) > MAX_MOVES or any(not r.skill_name and r.action in _WIDE for r in rows):
        return CatalogMoves(version, newest, None)
    gates: dict[int, bool] = {}
    changes: list[tuple[int, str]] = []
    for r in rows:
        if not r.skill_name:
            if r.action in _ACCESS:
                changes.append((int(r.tenant_id), TO_ACCESS))
            continue  # webhooks, the allowlist: nothing a caller sees moved
        tid = int(r.tenant_id)
        if tid not in gates:
            try:
                gates[tid] = read_settings(conn, tid).review_gate
            except Unavailable:
                return CatalogMoves(version, newest, None)
        if r.action in _KEEPS_SERVED and r.from_status == r.to_status == Status.ACTIVE:
            changes.append((tid, TO_REVIEWERS))  # only its in-flight head or flags moved
        else:
            changes.append((tid, _audience(r.from_status, r.to_status, gate_on=gates[tid])))
    return CatalogMoves(version, newest, tuple(dict.fromkeys(changes)) or None)


def _audience(from_status: str | None, to_status: str | None, *, gate_on: bool) -> str:
    statuses = [s for s in (from_status, to_status) if s and s != DELETED]
    if any(shows_own(s, True) for s in statuses):
        return TO_ALL
    if not gate_on and any(shows_own(s, False) for s in statuses):
        return TO_TENANT
    return TO_REVIEWERS


class ViewerCache(Generic[T]):
    """Values built from gated reads, one per (database, viewer), reused while the catalog version holds."""

    def __init__(self, max_entries: int = 256) -> None:
        self.max_entries = max_entries
        self._items: OrderedDict[tuple[str, Viewer], tuple[int, T]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, conn: Connection, viewer: Viewer, build: Callable[[Connection], T]) -> T:
        """The cached value for `viewer`, or `build(conn)` when the catalog changed since."""
        version = current_version(conn)
        key = (conn.engine.url.render_as_string(hide_password=True), viewer)
        with self._lock:
            held = self._items.get(key)
            if held is not None and version is not None and held[0] == version:
                self._items.move_to_end(key)
                return held[1]
        value = build(conn)
        if version is not None:
            with self._lock:
                self._items[key] = (version, value)
                self._items.move_to_end(key)
                while len(self._items) > self.max_entries:
                    self._items.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


# Row 1: skills, tenants, subscriptions (what a viewer may see); row 2: tokens, principals
# (who a caller is). Migration 0007 keeps row 2.
_STAMP = select(catalog_version.c.id, catalog_version.c.version).where(catalog_version.c.id.in_((1, 2)))


def current_stamp(conn: Connection) -> Stamp | None:
    """Both versions in one indexed read, or None when a row is missing (then nothing is cached)."""
    rows = {int(i): v for i, v in conn.execute(_STAMP).all()}
    if 1 not in rows or 2 not in rows:
        return None
    return Stamp((int(rows[1]), int(rows[2])))
