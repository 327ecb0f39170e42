"""The skill-folder walk benchmark runs end to end (a smoke run on a tiny tree; no timing is asserted)."""

from __future__ import annotations

import pytest

from tests.benchmarks.run import run_benchmark


@pytest.mark.e2e
def test_skill_folder_walk_counts_the_copy_under_node_modules_only_without_the_skip_list() -> None:
    done = run_benchmark("skill_folder_walk.py", "--packages", "5", "--repeat", "1")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "4 skill folders found" in done.stdout  # before: the package's copy of a skill counted too
    assert "as shipped:" in done.stdout and ", 3 skill folders found" in done.stdout
