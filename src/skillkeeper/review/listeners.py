"""Change notifications: listeners in this process hear every committed change, other replicas via NOTIFY.

`Lifecycle` (review/lifecycle.py) mixes this in; its writes, transitions and deletes notify in the
transaction that makes the change and tell listeners once it is committed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from sqlalchemy import Connection

from skillkeeper.review.results import Change
from skillkeeper.store.db import Store
from skillkeeper.store.states import TO_ALL

NOTIFY_CHANNEL = "skillkeeper_changes"


class ChangeListeners:
    """Who hears a committed change: subscribed listeners here, and other replicas on PostgreSQL."""

    store: Store
    _listeners: list[Callable[[Change], None]]

    def subscribe(self, listener: Callable[[Change], None]) -> Callable[[], None]:
        """Call `listener` after every committed change; returns the function that unsubscribes it."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def announce(self, tenant_id: int, action: str, name: str = "*", audience: str = TO_ALL) -> None:
        """Tell listeners and other replicas that a tenant's visible set changed outside a write.

        Call it after committing a subscription, settings, token or mandate change.
        """
        change = Change(tenant_id, name, action, audience)
        if self.store.dialect == "postgresql":
            with self.store.write() as conn:
                self._notify_many(conn, [change])
        self._emit(change)

    def _notify_many(self, conn: Connection, changes: Sequence[Change]) -> None:
        if conn.dialect.name == "postgresql" and changes:
            # Delivered on commit only, so replicas never hear about a rolled-back change; one per
            # name, all in one statement. The catalog version rides along, so a listener knows what
            # it has announced (resync on reconnect). The audience rides on the action
            # (`tenant:action@audience:name:version`): a listener that predates it still parses it.
            conn.exec_driver_sql(
                "SELECT pg_notify(%s, p || ':' || COALESCE((SELECT version FROM catalog_version WHERE id = 1), 0)) "
                "FROM unnest(%s::text[]) AS p",
                (NOTIFY_CHANNEL, [f"{c.tenant_id}:{c.action}@{c.audience}:{c.name}" for c in changes]),
            )

    def _emit(self, change: Change) -> None:
        for listener in list(self._listeners):
            try:
                listener(change)
            except Exception:  # a broken listener must not undo a committed write
                logging.getLogger(__name__).exception("change listener failed")


__all__ = ["NOTIFY_CHANNEL", "ChangeListeners"]
