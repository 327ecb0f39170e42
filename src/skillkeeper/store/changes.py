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

from skillkeeper.store.schema import catalog_version
from skillkeeper.store.visibility import Viewer

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


# Row 1: skills, tenants, subscriptions (what a viewer may see); row 2: tokens, principals
# (who a caller is). Migration 0007 keeps row 2.
_STAMP = select(catalog_version.c.id, catalog_version.c.version).where(catalog_version.c.id.in_((1, 2)))


class Stamp(tuple[int, int]):
    """The (catalog, access) versions read at the start of a request."""

    __slots__ = ()


def current_stamp(conn: Connection) -> Stamp | None:
    """Both versions in one indexed read, or None when a row is missing (then nothing is cached)."""
    rows = {int(i): v for i, v in conn.execute(_STAMP).all()}
    if 1 not in rows or 2 not in rows:
        return None
    return Stamp((int(rows[1]), int(rows[2])))


K = TypeVar("K")


class StampedCache(Generic[K, T]):
    """Values reused while the stamp they were built under still holds; LRU by entries and by size.

    Both versions only move forward (a restore moves them past the old numbers too), so once a
    newer stamp is filed nothing under an older one can be asked for again: it is dropped then,
    and the cache holds what the current stamp serves instead of filling its bounds with answers
    superseded by every write.
    """

    def __init__(
        self, max_entries: int = 4096, max_bytes: int | None = None, size: Callable[[T], int] | None = None
    ) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._size = size or (lambda _v: 0)
        self._items: OrderedDict[K, tuple[Stamp, T, int]] = OrderedDict()
        self._bytes = 0
        self._newest: Stamp | None = None
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._items)

    @property
    def size_bytes(self) -> int:
        return self._bytes

    def get(self, stamp: Stamp | None, key: K) -> T | None:
        """The value filed under `key` for exactly this stamp, or None."""
        if stamp is None:
            return None
        with self._lock:
            held = self._items.get(key)
            if held is None or held[0] != stamp:
                return None
            self._items.move_to_end(key)
            return held[1]

    def put(self, stamp: Stamp | None, key: K, value: T) -> T:
        """File `value` under `key` for `stamp` (nothing is kept without a stamp); returns it."""
        if stamp is None:
            return value
        size = self._size(value)
        if self.max_bytes is not None and size > self.max_bytes // 8:
            return value  # one huge answer must not flush everything else
        with self._lock:
            newest = self._newest
            if newest is not None and stamp != newest:
                if stamp[0] <= newest[0] and stamp[1] <= newest[1]:
                    return value  # built under an older stamp: no later request can ask for it
                self._items.clear()  # a newer stamp: everything filed so far is superseded
                self._bytes = 0
            self._newest = stamp
            old = self._items.pop(key, None)
            if old is not None:
                self._bytes -= old[2]
            self._items[key] = (stamp, value, size)
            self._bytes += size
            while len(self._items) > self.max_entries or (self.max_bytes is not None and self._bytes > self.max_bytes):
                _, (_, _, dropped) = self._items.popitem(last=False)
                self._bytes -= dropped
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0
            self._newest = None
