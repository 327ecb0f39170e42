"""The one least-recently-used map with byte accounting that the answer and body caches share.

No SQLAlchemy here: `skillkeeper mcp --node` builds its answers cache without a database.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class SizedLRU(Generic[K, V]):
    """Values with their sizes, least recently used first, bounded by entries and by bytes.

    Subclasses decide what is filed and when; they call the `_` helpers holding `self._lock`.
    """

    def __init__(self, max_entries: int | None = None, max_bytes: int | None = None) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._items)

    @property
    def size_bytes(self) -> int:
        return self._bytes

    def _peek(self, key: K) -> V | None:
        held = self._items.get(key)
        return None if held is None else held[0]

    def _touch(self, key: K) -> None:
        self._items.move_to_end(key)

    def _file(self, key: K, value: V, size: int) -> None:
        """Keep `value` as the most recently used, then drop the least recently used over a bound."""
        self._remove(key)
        self._items[key] = (value, size)
        self._bytes += size
        while self._over():
            _, (_, dropped) = self._items.popitem(last=False)
            self._bytes -= dropped

    def _over(self) -> bool:
        return (self.max_entries is not None and len(self._items) > self.max_entries) or (
            self.max_bytes is not None and self._bytes > self.max_bytes
        )

    def _remove(self, key: K) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self._bytes -= old[1]

    def _oldest(self) -> tuple[K, V] | None:
        """The least recently used entry, or None when empty."""
        for key, (value, _) in self._items.items():
            return key, value
        return None

    def _clear(self) -> None:
        self._items.clear()
        self._bytes = 0
