"""The MCP-over-HTTP round-trip benchmark runs end to end (a smoke run on the demo skills; no figures are asserted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.benchmarks.run import run_benchmark

DEMO = Path(__file__).resolve().parents[2] / "src" / "skillkeeper" / "demo" / "skills"


@pytest.mark.e2e
def test_mcp_http_bench_prints_each_tool_at_each_client_count_with_only_200s() -> None:
    done = run_benchmark("mcp_http_bench.py", "--corpus", str(DEMO), "--requests", "20", "--clients", "1,2")
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [line for line in done.stdout.splitlines() if line.startswith("[mcp]")]
    assert len(rows) == 2 * 2
    assert all("statuses {200: 20}" in row for row in rows), done.stdout
