"""The labelled-set registry that scan_sets.py and scan_peer_compare.py share covers every set once."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from scan_sets import HELD_OUT, TUNING, labelled_sets

ROOT = Path(__file__).resolve().parents[2]


def test_the_registry_names_every_labelled_module() -> None:
    # labelled.py holds dev and the frozen test half; every labelled_<split>.py adds one split.
    on_disk = {p.stem.removeprefix("labelled_") for p in (ROOT / "tests/check/scan").glob("labelled_*.py")}
    assert {*TUNING, *HELD_OUT} == on_disk | {"dev"}


def test_every_registered_set_holds_only_its_own_split() -> None:
    for split, cases in labelled_sets(held_out=True).items():
        assert cases
        assert {case.split for case in cases} == {split}


def test_held_out_sets_are_left_out_unless_asked() -> None:
    assert set(labelled_sets(held_out=False)) == {*TUNING, "test"}
    assert set(labelled_sets(held_out=True)) == {*TUNING, "test", *HELD_OUT}
