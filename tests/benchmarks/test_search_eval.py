"""The search harness flags any set where hybrid falls below lexical."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from search_eval import by_kind, hybrid_checks


def test_hybrid_check_fails_a_set_where_hybrid_loses_recall_to_lexical() -> None:
    results = {
        ("fresh_dev", "distractors", "sqlite"): {
            "lexical": {"r1": 0.70, "r5": 0.90},
            "hybrid": {"r1": 0.75, "r5": 0.89},
        },
        ("curated", "distractors", "sqlite"): {"lexical": {"r1": 0.80, "r5": 0.90}, "hybrid": {"r1": 0.80, "r5": 0.95}},
        ("curated", "curated", "sqlite"): {"lexical": {"r1": 0.80, "r5": 0.90}},
    }
    lines = hybrid_checks(results)
    assert len(lines) == 2
    assert lines[0].startswith("check hybrid >= lexical [curated / distractors / sqlite]: ok")
    assert lines[1].startswith("check hybrid >= lexical [fresh_dev / distractors / sqlite]: FAIL")


def test_by_kind_splits_labelled_sets_and_skips_unlabelled_ones() -> None:
    sets = {
        "qtype_dev": [{"q": "a", "kind": "typo"}, {"q": "b", "kind": "long"}, {"q": "c", "kind": "typo"}],
        "curated": [{"q": "d"}],
    }
    assert by_kind(sets) == {
        "qtype_dev:typo": [{"q": "a", "kind": "typo"}, {"q": "c", "kind": "typo"}],
        "qtype_dev:long": [{"q": "b", "kind": "long"}],
    }
