"""The (catalog, access) stamp a request is answered under, and the cache of answers kept while it holds.

Apart from the store's reads of it (`changes.current_stamp`, `stamps`), so a server that never
opens the database (`skillkeeper mcp --node`) builds its answers cache without SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from skillkeeper.store.lru import SizedLRU

T = TypeVar("T")


class Stamp(tuple[int, int]):
    """The (catalog, access) versions read at the start of a request."""

    __slots__ = ()


K = TypeVar("K")


class StampedCache(SizedLRU[K, tuple[Stamp, T]]):
    """Values reused while the stamp they were built under still holds; LRU by entries and by size.

    Both versions only move forward (a restore moves them past the old numbers too), so once a
    newer stamp is filed nothing under an older one can be asked for again: it is dropped then,
    and the cache holds what the current stamp serves instead of filling its bounds with answers
    superseded by every write.
    """

    def __init__(
        self, max_entries: int = 4096, max_bytes: int | None = None, size: Callable[[T], int] | None = None
    ) -> None:
        super().__init__(max_entries, max_bytes)
        self._size = size or (lambda _v: 0)
        self._newest: Stamp | None = None

    def get(self, stamp: Stamp | None, key: K) -> T | None:
        """The value filed under `key` for exactly this stamp, or None."""
        if stamp is None:
            return None
        with self._lock:
            held = self._peek(key)
            if held is None or held[0] != stamp:
                return None
            self._touch(key)
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
                self._clear()  # a newer stamp: everything filed so far is superseded
            self._newest = stamp
            self._file(key, (stamp, value), size)
        return value

    def clear(self) -> None:
        with self._lock:
            self._clear()
            self._newest = None
