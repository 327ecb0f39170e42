"""The dev harness keeps held-out query sets out of tuning and cross-validates on held-out folds."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from search_dev import HELD_OUT, cross_validate, setup


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
