"""Runs a benchmark script as a user would, in a child process, for the smoke tests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def run_benchmark(
    script: str, *args: str, timeout: float = 600, keep_home: bool = True
) -> subprocess.CompletedProcess[str]:
    """Run `benchmarks/<script>` with `args` and no SKILLKEEPER_ settings but the test's home."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    if keep_home:
        env["SKILLKEEPER_HOME"] = os.environ["SKILLKEEPER_HOME"]
    env["PYTHONPATH"] = os.pathsep.join([str(BENCHMARKS.parent / "src"), str(BENCHMARKS)])
    return subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def run_cold_start(script: str, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run a cold-start benchmark once on a one-skill corpus, with this checkout's src given twice (two trees)."""
    skill = tmp_path / "corpus" / "tiny" / "hello"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("---\nname: hello\ndescription: Says hello.\n---\n\nSay hello to the user.\n")
    src = str(BENCHMARKS.parent / "src")
    corpus = ["--repeat", "1", "--corpus", str(tmp_path / "corpus"), "--set", "tiny", "--skills", "hello"]
    return run_benchmark(script, *corpus, "--src", src, "--src", src, *args)
