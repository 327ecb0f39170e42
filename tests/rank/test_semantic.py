"""The vector cache of the semantic ranker, without the model: eviction keeps answers and bounds memory."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from skillkeeper.rank import semantic
from skillkeeper.rank.semantic import DIM, VectorCache


def _unit(seed: int) -> np.ndarray:
    vec = np.random.default_rng(seed).standard_normal(DIM).astype(np.float32)
    return vec / np.linalg.norm(vec)


def _top(cache: VectorCache, keys: list[tuple[int, str]], query: np.ndarray) -> list[tuple[tuple[int, str], float]]:
    key_of = {cache.slots[k]: k for k in keys}
    slots = np.fromiter(key_of, dtype=np.int64, count=len(key_of))
    return [(key_of[s], round(c, 6)) for s, c in cache.top(query, slots, 10, cache.generation)]


def test_retain_drops_superseded_revisions_and_keeps_the_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every random vector scores: this is about which rows are kept, not the model's scale.
    anything = dataclasses.replace(semantic.spec(), min_cosine=-1.0)
    monkeypatch.setattr(semantic, "spec", lambda: anything)
    cache = VectorCache()
    live: list[tuple[int, str]] = []
    for revision in range(200):  # 20 skills, each revised ten times: only each one's last revision is served
        key = (revision, f"h{revision}")
        cache.add({key: _unit(revision)})
        live = [k for k in live if k[0] % 20 != revision % 20] + [key]
        cache.retain(live, min_dead=1, dead_share=0.25)
    assert cache.size <= 20 / 0.75 + 1
    cache.retain(live)
    assert cache.size == 20 and set(cache.slots) == set(live)
    fresh = VectorCache()
    fresh.add({k: _unit(k[0]) for k in live})
    query = _unit(1000)
    assert len(_top(cache, live, query)) == 10
    assert _top(cache, live, query) == _top(fresh, live, query)


def test_retain_below_its_thresholds_changes_nothing() -> None:
    cache = VectorCache()
    cache.add({(i, "h"): _unit(i) for i in range(8)})
    generation = cache.generation
    assert cache.retain([(i, "h") for i in range(7)], min_dead=2) == 0
    assert cache.retain([(i, "h") for i in range(6)], dead_share=0.5) == 0
    assert cache.size == 8 and cache.generation == generation


def test_slots_taken_before_an_eviction_are_refused() -> None:
    cache = VectorCache()
    cache.add({(i, "h"): _unit(i) for i in range(4)})
    generation = cache.generation
    slots = np.array([cache.slots[(3, "h")]], dtype=np.int64)
    assert cache.retain([(3, "h")]) == 3
    with pytest.raises(RuntimeError, match="stale slots"):
        cache.top(_unit(9), slots, 5, generation)
