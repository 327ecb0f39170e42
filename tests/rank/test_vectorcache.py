"""The vector cache: body chunks, views scored in place or copied, superseded revisions evicted (NumPy only)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import numpy as np
import pytest

from skillkeeper.rank import semantic
from skillkeeper.rank.semantic import DIM
from skillkeeper.rank.vectorcache import VectorCache


@pytest.fixture
def mixing() -> Iterator[semantic.ModelSpec]:
    """The model in use, made to rank bodies half and half (restored afterwards)."""
    before = semantic.spec()
    chosen = replace(before, min_cosine=-1.0, body_mix=0.5, body_chunks=4)
    semantic._active[:] = [chosen]
    try:
        yield chosen
    finally:
        semantic._active[:] = [before]


def _unit(*hot: int) -> np.ndarray:
    vec = np.zeros(DIM, dtype=np.float32)
    vec[list(hot)] = 1.0
    return vec / np.linalg.norm(vec)


def test_vector_cache_lifts_a_skill_whose_body_chunk_matches(mixing: semantic.ModelSpec) -> None:
    cache = VectorCache()
    query = _unit(0)
    cache.add(
        {
            (1, "a"): np.atleast_2d(_unit(0, 1)),  # description close to the query, chunks stored: none
            (2, "b"): np.vstack([_unit(2), _unit(3), _unit(0)]),  # description far, a chunk exact
            (3, "c"): np.vstack([_unit(4), _unit(5)]),  # nothing close
        }
    )
    slots = np.array([cache.slots[k] for k in [(1, "a"), (2, "b"), (3, "c")]], dtype=np.int64)
    scores = dict(cache.top(query, slots, 10))
    assert scores[cache.slots[(2, "b")]] == pytest.approx(0.5)  # 0.5 * 0 + 0.5 * 1
    assert scores[cache.slots[(1, "a")]] == pytest.approx(np.sqrt(0.5))  # max(desc, nothing) = desc
    assert scores[cache.slots[(3, "c")]] == pytest.approx(0.0)
    # Only the slots asked for are scored, whatever chunks other slots have.
    assert [s for s, _ in cache.top(query, slots[[0, 2]], 10)] == [slots[0], slots[2]]


def test_vector_cache_ignores_chunks_when_the_model_ranks_descriptions_only(mixing: semantic.ModelSpec) -> None:
    semantic._active[:] = [replace(mixing, body_mix=0.0)]
    cache = VectorCache()
    cache.add({(1, "a"): np.vstack([_unit(1), _unit(0)]), (2, "b"): _unit(0, 1)})
    slots = np.array([0, 1], dtype=np.int64)
    assert [s for s, _ in cache.top(_unit(0), slots, 10)] == [1, 0]


def test_vector_cache_keeps_hits_above_the_minimum_asked_for() -> None:
    cache = VectorCache()
    cache.add({(1, "a"): _unit(0), (2, "b"): _unit(0, 1), (3, "c"): _unit(1)})
    slots = np.array([0, 1, 2], dtype=np.int64)
    model = semantic.spec()
    assert model.min_cosine > 0.0
    assert [s for s, _ in cache.top(_unit(0), slots, 10)] == [0, 1]  # the model's minimum: not the orthogonal one
    assert [s for s, _ in cache.top(_unit(0), slots, 10, minimum=0.8)] == [0]
    assert [s for s, _ in cache.top(_unit(0), slots, 10, minimum=0.0)] == [0, 1, 2]


def _unit_rows(rng: np.random.Generator, n: int) -> semantic.F32:
    vecs = rng.standard_normal((n, semantic.DIM)).astype(np.float32)
    out: semantic.F32 = vecs / np.linalg.norm(vecs, axis=1, keepdims=True)
    return out


def test_top_gives_the_same_answer_for_a_large_and_a_small_subset_asked_in_turn() -> None:
    rng = np.random.default_rng(3)
    vecs = _unit_rows(rng, 40)
    cache = VectorCache()
    cache.add({(i, f"h{i}"): vecs[i] for i in range(40)})
    large = np.arange(0, 40, dtype=np.int64)  # scored in place
    small = np.arange(0, 40, 4, dtype=np.int64)  # its rows copied once
    query = vecs[8] * 0.6 + vecs[9] * 0.4
    query /= np.linalg.norm(query)

    def expected(slots: np.ndarray) -> list[int]:
        cos = vecs[slots] @ query
        keep = [(int(s), float(c)) for s, c in zip(slots, cos, strict=True) if c >= semantic.spec().min_cosine]
        return [s for s, _ in sorted(keep, key=lambda sc: (-sc[1], sc[0]))[:5]]

    for _ in range(2):
        for slots in (large, small):
            got = cache.top(query, slots, 5)
            assert [s for s, _ in got] == expected(slots)
            assert all(int(s) in set(slots.tolist()) for s, _ in got)
    assert [s for s, _ in cache.top(query, large, 2)] == [8, 9]


def test_views_scored_in_place_and_copied_mix_body_chunks_alike(mixing: semantic.ModelSpec) -> None:
    rows = {i: _rows(i) for i in range(60)}  # every third skill has two body-chunk rows
    cache = VectorCache()
    cache.add({(i, f"h{i}"): r for i, r in rows.items()})
    everyone = np.arange(60, dtype=np.int64)  # scored in place
    most = np.array([i for i in range(60) if i % 10], dtype=np.int64)  # in place too: views taking turns
    few = np.arange(0, 60, 7, dtype=np.int64)  # its rows copied
    query = _random_unit(2000)

    def expected(slots: np.ndarray) -> list[tuple[int, float]]:
        out = []
        for s in slots.tolist():
            cos = rows[s] @ query
            out.append((s, round(float(0.5 * cos[0] + 0.5 * cos.max()), 5)))
        return sorted(out, key=lambda sc: (-sc[1], sc[0]))[:8]

    for _ in range(2):
        for slots in (everyone, most, few):
            got = [(s, round(c, 5)) for s, c in cache.top(query, slots, 8)]
            assert got == expected(slots)


def _random_unit(seed: int) -> np.ndarray:
    vec = np.random.default_rng(seed).standard_normal(DIM).astype(np.float32)
    return vec / np.linalg.norm(vec)


def _top(cache: VectorCache, keys: list[tuple[int, str]], query: np.ndarray) -> list[tuple[tuple[int, str], float]]:
    key_of = {cache.slots[k]: k for k in keys}
    slots = np.fromiter(key_of, dtype=np.int64, count=len(key_of))
    return [(key_of[s], round(c, 6)) for s, c in cache.top(query, slots, 10, cache.generation)]


def _rows(revision: int) -> np.ndarray:
    """A description row and, for every third revision, two body-chunk rows."""
    chunks = [_random_unit(revision + 10_000), _random_unit(revision + 20_000)] if revision % 3 == 0 else []
    return np.vstack([_random_unit(revision), *chunks])


def test_retain_drops_superseded_revisions_and_keeps_the_answers(mixing: semantic.ModelSpec) -> None:
    cache = VectorCache()
    live: list[tuple[int, str]] = []
    for revision in range(200):  # 20 skills, each revised ten times: only each one's last revision is served
        key = (revision, f"h{revision}")
        cache.add({key: _rows(revision)})
        live = [k for k in live if k[0] % 20 != revision % 20] + [key]
        cache.retain(live, min_dead=1, dead_share=0.25)
    assert cache.size <= 20 / 0.75 + 1
    cache.retain(live)
    assert cache.size == 20 and set(cache.slots) == set(live)
    fresh = VectorCache()
    fresh.add({k: _rows(k[0]) for k in live})
    query = _random_unit(1000)
    assert len(_top(cache, live, query)) == 10
    assert _top(cache, live, query) == _top(fresh, live, query)  # body chunks followed their revisions


def test_retain_below_its_thresholds_changes_nothing() -> None:
    cache = VectorCache()
    cache.add({(i, "h"): _random_unit(i) for i in range(8)})
    generation = cache.generation
    assert cache.retain([(i, "h") for i in range(7)], min_dead=2) == 0
    assert cache.retain([(i, "h") for i in range(6)], dead_share=0.5) == 0
    assert cache.size == 8 and cache.generation == generation


def test_slots_taken_before_an_eviction_are_refused() -> None:
    cache = VectorCache()
    cache.add({(i, "h"): _random_unit(i) for i in range(4)})
    generation = cache.generation
    slots = np.array([cache.slots[(3, "h")]], dtype=np.int64)
    assert cache.retain([(3, "h")]) == 3
    with pytest.raises(RuntimeError, match="stale slots"):
        cache.top(_random_unit(9), slots, 5, generation)


def test_bodies_count_only_once_every_slot_asked_about_has_its_chunks(mixing: semantic.ModelSpec) -> None:
    cache = VectorCache()
    query = _unit(0)
    # "a" is loaded before its chunks were stored (one row: not known), "b" with its chunks.
    cache.add({(1, "a"): _unit(0, 1), (2, "b"): np.vstack([_unit(2), _unit(0)])})
    slots = np.array([cache.slots[(1, "a")], cache.slots[(2, "b")]], dtype=np.int64)
    assert cache.lacking_chunks([(1, "a"), (2, "b"), (9, "z")]) == [(1, "a")]
    assert not cache.chunks_known(slots, cache.generation)
    # Descriptions only for both: "b"'s exact chunk does not lift it over "a", whose chunks are unknown.
    assert [(s, round(c, 5)) for s, c in cache.top(query, slots, 10, minimum=-1.0)] == [
        (0, round(float(np.sqrt(0.5)), 5)),
        (1, 0.0),
    ]
    assert cache.chunks_known(slots[1:], cache.generation)  # "b" alone: its chunk counts
    assert cache.top(query, slots[1:], 10, minimum=-1.0)[0][1] == pytest.approx(0.5)
    cache.add({(1, "a"): _unit(5)})  # a known key keeps its description row
    cache.add_chunks({(1, "a"): np.atleast_2d(_unit(3))})
    assert cache.lacking_chunks([(1, "a"), (2, "b")]) == []
    assert cache.chunks_known(slots, cache.generation)
    scores = dict(cache.top(query, slots, 10, minimum=-1.0))
    assert scores[1] == pytest.approx(0.5) and scores[0] == pytest.approx(np.sqrt(0.5))


def test_chunks_taken_in_later_rank_as_if_loaded_at_once(mixing: semantic.ModelSpec) -> None:
    rows = {i: _rows(i) for i in range(60)}
    later = VectorCache()
    later.add({(i, f"h{i}"): r[0] for i, r in rows.items()})  # descriptions first, as warm-up stores them
    for i in reversed(range(60)):  # chunks come in any order, some slots with none
        later.add_chunks({(i, f"h{i}"): rows[i][1:]})
    at_once = VectorCache()
    at_once.add({(i, f"h{i}"): r for i, r in rows.items()})
    query = _random_unit(3000)
    for slots in (np.arange(60, dtype=np.int64), np.arange(0, 60, 7, dtype=np.int64)):  # in place and copied
        assert later.top(query, slots, 8) == at_once.top(query, slots, 8)
