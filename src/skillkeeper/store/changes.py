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
from typing import Generic, TypeVar

from sqlalchemy import Connection, select

from skillkeeper.access.visibility import Viewer
from skillkeeper.store.schema import catalog_version

T = TypeVar("T")

_VERSION = select(catalog_version.c.version).where(catalog_version.c.id == 1)


def current_version(conn: Connection) -> int | None:
    """The catalog version, or None when the row is missing (then nothing may be cached)."""
    value = conn.execute(_VERSION).scalar()
    return None if value is None else int(value)


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
