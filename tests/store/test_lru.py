"""The shared LRU keeps its byte count exact and drops the least recently used first, by entries and by bytes."""

from __future__ import annotations

from skillkeeper.store.lru import SizedLRU


class Plain(SizedLRU[str, bytes]):
    def put(self, key: str, value: bytes) -> None:
        with self._lock:
            self._file(key, value, len(value))

    def get(self, key: str) -> bytes | None:
        with self._lock:
            value = self._peek(key)
            if value is not None:
                self._touch(key)
            return value


def test_the_entry_bound_drops_the_least_recently_used() -> None:
    lru = Plain(max_entries=2)
    lru.put("a", b"1")
    lru.put("b", b"22")
    assert lru.get("a") == b"1"  # b is now the least recently used
    lru.put("c", b"333")
    assert lru.get("b") is None and len(lru) == 2 and lru.size_bytes == 4


def test_refiling_a_key_counts_only_its_new_size() -> None:
    lru = Plain(max_bytes=10)
    lru.put("a", b"x" * 6)
    lru.put("a", b"y" * 8)
    assert lru.get("a") == b"y" * 8 and lru.size_bytes == 8
    lru.put("b", b"z" * 3)  # 11 bytes: a, the least recently used, goes
    assert lru.get("a") is None and lru.size_bytes == 3
