"""The installable body cache stays bounded: by bytes, and by idle time under a moving catalog."""

from __future__ import annotations

from skillkeeper.deliver.installable import PayloadCache


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_body_nobody_asked_for_within_max_idle_is_dropped() -> None:
    clock = Clock()
    cache = PayloadCache(max_idle=300, clock=clock)
    cache.put("old-set", b"x" * 100)
    clock.now += 200
    cache.put("new-set", b"y" * 100)
    clock.now += 150  # old-set idle 350 s, new-set 150 s
    assert cache.get("new-set") == b"y" * 100
    assert cache.get("old-set") is None
    assert len(cache) == 1 and cache.size_bytes == 100


def test_a_body_in_use_stays_however_old_it_is() -> None:
    clock = Clock()
    cache = PayloadCache(max_idle=300, clock=clock)
    cache.put("current", b"c" * 10)
    for _ in range(10):
        clock.now += 100
        assert cache.get("current") == b"c" * 10


def test_a_steady_stream_of_new_sets_keeps_only_the_recent_ones() -> None:
    clock = Clock()
    cache = PayloadCache(max_idle=60, clock=clock)
    for i in range(10_000):  # a change every second for almost three hours
        clock.now += 1
        cache.get_or_build(f"set-{i}", lambda i=i: str(i).encode() * 100)
    assert len(cache) <= 61
    assert cache.size_bytes == sum(len(str(i)) * 100 for i in range(10_000 - len(cache), 10_000))


def test_the_byte_bound_drops_least_recently_used_first() -> None:
    cache = PayloadCache(max_bytes=250)
    cache.put("a", b"a" * 100)
    cache.put("b", b"b" * 100)
    assert cache.get("a") is not None  # b is now the least recently used
    cache.put("c", b"c" * 100)
    assert cache.get("b") is None and cache.get("a") is not None and cache.get("c") is not None
    assert cache.size_bytes == 200
    cache.put("huge", b"h" * 251)  # alone over the bound: not kept, nothing flushed
    assert cache.get("huge") is None and len(cache) == 2
