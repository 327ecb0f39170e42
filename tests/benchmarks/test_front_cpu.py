"""The in-process CPU-per-read benchmark runs end to end (a smoke run on the demo skills; no figures are asserted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.benchmarks.run import run_benchmark

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.e2e
def test_front_cpu_prints_cpu_per_request_for_each_read() -> None:
    args = ["--engines", "sqlite", "--requests", "20", "--clients", "1,4", "--reads", "get,mcp_get", "--repeats", "1"]
    done = run_benchmark("front_cpu.py", *args)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [line for line in done.stdout.splitlines() if "CPU/request" in line]
    assert len(rows) == 2 * 2 * 2  # each read at each client count, printed as measured and in the summary
