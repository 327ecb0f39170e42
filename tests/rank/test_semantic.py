"""VectorCache: cosine top-k over any slot subset, whichever way the rows are read."""

from __future__ import annotations

import numpy as np

from skillkeeper.rank import semantic


def _unit(rng: np.random.Generator, n: int) -> semantic.F32:
    vecs = rng.standard_normal((n, semantic.DIM)).astype(np.float32)
    out: semantic.F32 = vecs / np.linalg.norm(vecs, axis=1, keepdims=True)
    return out


def test_top_gives_the_same_answer_for_a_large_and_a_small_subset_asked_in_turn() -> None:
    rng = np.random.default_rng(3)
    vecs = _unit(rng, 40)
    cache = semantic.VectorCache()
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
