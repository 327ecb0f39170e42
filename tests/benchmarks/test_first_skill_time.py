"""The first-hour cold-start benchmark runs end to end on a tiny skill (a smoke run; no figures are asserted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.benchmarks.run import run_benchmark


@pytest.mark.e2e
def test_first_skill_time_prints_every_command_for_each_tree(tmp_path: Path) -> None:
    skill = tmp_path / "corpus" / "tiny" / "hello"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("---\nname: hello\ndescription: Says hello.\n---\n\nSay hello to the user.\n")
    src = str(Path(__file__).resolve().parents[2] / "src")
    args = ["--repeat", "1", "--corpus", str(tmp_path / "corpus"), "--set", "tiny", "--skills", "hello"]
    done = run_benchmark("first_skill_time.py", *args, "--src", src, "--src", src)
    assert done.returncode == 0, done.stderr[-3000:]
    for step in ("--help", "import (new db)", "agent --once", "skills list", "import (existing db)"):
        assert done.stdout.count(f"  {step} ") == 2, step
    assert done.stdout.count("first skill (import new db + agent): median wall") == 2
