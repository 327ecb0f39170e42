"""The serving benchmark runs end to end (a smoke run on the demo skills; no figures are asserted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.benchmarks.run import run_benchmark

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "serve_bench.py"


@pytest.mark.e2e
def test_serve_bench_drives_skillkeeper_and_both_peers_on_a_tiny_catalog() -> None:
    args = ["--tiny", "--engines", "sqlite", "--duration", "1", "--clients", "1", "--reads", "get,search,mcp_get"]
    done = run_benchmark("serve_bench.py", *args)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [line for line in done.stdout.splitlines() if "ratio" in line and line.startswith("[sqlite]")]
    assert len(rows) == 6  # three reads, printed live and again in the summary
    assert all(row.count(" err 0 ") == 2 for row in rows), rows


@pytest.mark.e2e
def test_serve_workers_compares_one_and_two_workers_on_a_tiny_catalog() -> None:
    args = ["--tiny", "--engines", "sqlite", "--servers", "1,2", "--reads", "get", "--duration", "1", "--repeats", "1"]
    done = run_benchmark("serve_workers.py", *args)
    assert done.returncode == 0, done.stderr[-3000:]
    points = [line for line in done.stdout.splitlines() if line.startswith("[sqlite] get") and "req/s" in line]
    assert len(points) == 4  # workers 1 and 2, printed live and again in the summary
    assert all(" err 0 " in row for row in points), points
    assert any("workers 2 / 1: median" in line for line in done.stdout.splitlines())
