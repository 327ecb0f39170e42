from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skillkeeper.rank import postings as module
from skillkeeper.rank.postings import Postings

TERMS = ["pdf", "tables", "deploy", "kube", "notes"]
docs = st.lists(st.dictionaries(st.sampled_from(TERMS), st.integers(1, 70_000), min_size=1), max_size=30)


def _reference(rows: list[dict[str, int]], keep: list[bool]) -> dict[str, list[tuple[int, int]]]:
    out: dict[str, list[tuple[int, int]]] = {}
    slot = 0
    for row, kept in zip(rows, keep, strict=True):
        if not kept:
            continue
        for term, n in row.items():
            out.setdefault(term, []).append((slot, min(n, module.TF_MAX)))
        slot += 1
    return out


def _as_lists(post: Postings) -> dict[str, list[tuple[int, int]]]:
    out: dict[str, list[tuple[int, int]]] = {}
    for term in post.terms:
        got = post.get(term)
        assert got is not None
        out[term] = [(int(s), int(tf[3])) for s, tf in zip(*got, strict=True)]
        assert post.count(term) == len(out[term])
    return out


@settings(max_examples=60, deadline=None)
@given(rows=docs, keep_seed=st.integers(0, 2**16))
def test_postings_match_a_reference_through_merges_and_retains(rows: list[dict[str, int]], keep_seed: int) -> None:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(module, "TAIL_MIN", 3)
        post = Postings()
        for slot, row in enumerate(rows):
            post.append(slot, {term: [0, 0, 0, n] for term, n in row.items()}, 5)
            post.settle()
            assert _as_lists(post) == _reference(rows[: slot + 1], [True] * (slot + 1))
        keep = [bool((keep_seed >> (i % 16)) & 1) for i in range(len(rows))]
        remap = np.full(len(rows), -1, dtype=np.int32)
        remap[np.flatnonzero(keep)] = np.arange(sum(keep), dtype=np.int32)
        post.retain(remap)
        assert _as_lists(post) == _reference(rows, keep)
        assert post.get("absent") is None


def test_frequencies_come_back_as_float32_rows_per_field() -> None:
    post = Postings()
    assert post.append(0, {"pdf": [1, 0, 2, 3]}, 2) == (True, [])
    post.merge()
    assert post.append(4, {"pdf": [0, 5, 0, 0]}, 2) == (False, ["pdf"])
    slots, tf = post.get("pdf")  # type: ignore[misc]
    assert slots.tolist() == [0, 4] and tf.dtype == np.float32
    assert tf.tolist() == [[1, 0, 2, 3], [0, 5, 0, 0]]
