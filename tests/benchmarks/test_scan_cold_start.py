"""The scanner cold-start benchmark runs end to end on a tiny skill (a smoke run; no figures are asserted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.benchmarks.run import run_cold_start


@pytest.mark.e2e
def test_scan_cold_start_prints_the_scanner_and_cli_figures_for_each_tree(tmp_path: Path) -> None:
    done = run_cold_start("scan_cold_start.py", tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.count("first scan_skill: median") == 2
    assert done.stdout.count("CPU (user + system): median") == 4  # the scan's process and the CLI's, per tree
