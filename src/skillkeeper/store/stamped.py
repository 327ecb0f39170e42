"""The (catalog, access) stamp a request is answered under, and the cache of answers kept while it holds.

Apart from the store's reads of it (`changes.current_stamp`, `stamps`), so a server that never
opens the database (`skillkeeper mcp --node`) builds its answers cache without SQLAlchemy.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Stamp(tuple[int, int]):
    """The (catalog, access) versions read at the start of a request."""

    __slots__ = ()


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
