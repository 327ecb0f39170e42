"""The dev harness keeps held-out query sets out of tuning and cross-validates on held-out folds."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from search_dev import HELD_OUT, _MixedVectors, cross_validate, print_by_kind, setup


@pytest.mark.parametrize("name", HELD_OUT)
def test_the_dev_harness_refuses_a_held_out_query_set(name: str) -> None:
    with pytest.raises(SystemExit, match="held out"):
        setup(["--queries", name])


def test_cross_validation_scores_constants_chosen_on_the_other_folds() -> None:
    # Every query: skill 0 wins on words alone, skill 1 (expected) is close and the only one the
    # model finds; a share below 1 for unrelated lexical hits is right on every fold.
    queries = [{"q": f"q{i}", "expect": ["right"]} for i in range(10)]
    names = ["wrong", "right"]
    lexical = [[(0, 10.0), (1, 9.0)] for _ in queries]
    meaning = [[(1, 0.21)] for _ in queries]
    r1, r5, chosen = cross_validate(queries, names, lexical, meaning, 5, ["unrelated"])
    assert (r1, r5) == (1.0, 1.0)
    assert all(point[0] < 1.0 for point in chosen)


def test_the_dev_harness_refuses_a_held_out_set_named_among_dev_sets() -> None:
    with pytest.raises(SystemExit, match="held out"):
        setup(["--queries", "fresh_dev,qtype_test"])


def test_mixed_vectors_score_like_the_shipped_body_mix() -> None:
    # Skill 0 has two chunks, the second closer to the query than its description; skill 1 none.
    docs = np.array([[1.0, 0.0], [0.6, 0.8]], dtype=np.float32)
    chunks = np.array([[0.0, 1.0], [0.8, 0.6]], dtype=np.float32)
    mixed = _MixedVectors(docs, chunks, np.array([0, 0]), 0.5)
    query = np.array([0.0, 1.0], dtype=np.float32)
    assert np.allclose(mixed @ query, [0.5 * 0.0 + 0.5 * 1.0, 0.8])


def test_recall_by_kind_prints_one_row_per_kind(capsys: pytest.CaptureFixture[str]) -> None:
    queries = [{"q": "a", "expect": ["x"], "kind": "typo"}, {"q": "b", "expect": ["y"], "kind": "long"}]
    print_by_kind(queries, ["x", "y"], {"lexical": [[(0, 1.0)], [(0, 1.0)]]})
    out = capsys.readouterr().out.splitlines()
    assert out[1:] == ["| typo | 1 | 1.000 / 1.000 |", "| long | 1 | 0.000 / 0.000 |"]
