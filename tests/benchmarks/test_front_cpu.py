"""The in-process CPU-per-read benchmark runs end to end (a smoke run on the demo skills; no figures are asserted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.e2e
def test_front_cpu_prints_cpu_per_request_for_each_read() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    env["SKILLKEEPER_HOME"] = os.environ["SKILLKEEPER_HOME"]
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT / "benchmarks")])
    args = ["--engines", "sqlite", "--requests", "20", "--clients", "1,4", "--reads", "get,mcp_get", "--repeats", "1"]
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "front_cpu.py"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [line for line in done.stdout.splitlines() if "CPU/request" in line]
    assert len(rows) == 2 * 2 * 2  # each read at each client count, printed as measured and in the summary
