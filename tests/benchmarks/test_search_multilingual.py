"""The Russian-query harness: a lower floor reaches only the queries mostly not in Latin letters."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from skillkeeper.rank import semantic

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from search_multilingual import GRID, MODEL, nearest, variants


@pytest.fixture
def e5_scale() -> Iterator[None]:
    semantic.use(MODEL)  # its minimum cosine (0.8) is what the variants lower; nothing is loaded
    yield
    semantic.use("minilm")


def test_nearest_keeps_the_chosen_ids_at_or_above_the_floor_best_first() -> None:
    cos = np.array([0.9, 0.79, 0.81, 0.5], dtype=np.float32)
    assert [i for i, _ in nearest(cos, np.array([0, 1, 2, 3]), 0.8)] == [0, 2]
    assert [i for i, _ in nearest(cos, np.array([1, 2, 3]), 0.78)] == [2, 1]


@pytest.mark.usefixtures("e5_scale")
def test_only_non_latin_queries_get_the_variant_floors() -> None:
    sem = np.array([[0.9, 0.79, 0.1], [0.9, 0.79, 0.1]], dtype=np.float32)
    ids = np.arange(3)
    rows = variants([[], []], sem, ids, foreign=[False, True])
    low = min(f for f, _ in GRID)
    label = next(k for k in rows if k.startswith(f"semantic, non-Latin floor {low:g} "))
    assert [i for i, _ in rows["semantic"][1]] == [0]  # 0.79 is below the model's own minimum
    assert rows[label][0] == rows["semantic"][0]  # the Latin query keeps that minimum
    assert [i for i, _ in rows[label][1]] == [0, 1]  # 0.79 passes the lower floor
