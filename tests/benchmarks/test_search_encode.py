"""The encoding benchmark times one fresh encoding per query and leaves the shipped cap alone."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from search_encode import encode_cpu_ms
from skillkeeper.rank import querytext, semantic


@pytest.mark.skipif(not semantic.available(), reason="needs the semantic extra and the model")
def test_encode_cpu_ms_times_each_query_and_restores_the_cap() -> None:
    shipped = querytext.ENCODE_WORDS
    ms = encode_cpu_ms(["short query", " ".join(["word"] * 80)], 8, 1)
    assert len(ms) == 2
    assert all(m >= 0 for m in ms)
    assert shipped == querytext.ENCODE_WORDS
