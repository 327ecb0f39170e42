"""The first-hour cold-start benchmark runs end to end on a tiny skill (a smoke run; no figures are asserted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.benchmarks.run import run_cold_start


@pytest.mark.e2e
def test_first_skill_time_prints_every_command_for_each_tree(tmp_path: Path) -> None:
    done = run_cold_start("first_skill_time.py", tmp_path, "--ranker", "lexical")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "ranker: lexical" in done.stdout
    for step in ("--help", "import (new db)", "agent --once", "skills list", "import (existing db)"):
        assert done.stdout.count(f"  {step} ") == 2, step
    assert done.stdout.count("first skill (import new db + agent): median wall") == 2
