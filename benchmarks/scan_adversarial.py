"""Scan time of crafted skills built to make the pre-scanner's regexes backtrack (a writer over MCP can send one).

Usage: PYTHONPATH=src:. python benchmarks/scan_adversarial.py [--src SRC] [--timeout 300] [--only NAME]

Each skill (`tests/check/scan/crafted.py`, at its benchmark size) is written to a temp folder and scanned in
a fresh subprocess through `scan_source` (what `skillkeeper scan DIR` runs), with `--src` (e.g. main's exported
src folder) first on the path; a scan past `--timeout` seconds is stopped and printed as `>TIMEOUT`.
Nothing is executed from the skills.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.check.scan.crafted import CRAFTED, write_skill

SCAN_ONE = """
import sys, time
from pathlib import Path
from skillkeeper.check.scan.folders import scan_source
start = time.perf_counter()
scan = scan_source(Path(sys.argv[1]))
print(f"{time.perf_counter() - start:.2f} {scan.result.verdict}")
"""


def scan_time(folder: Path, src: str, timeout: float) -> str:
    """`seconds verdict` of one scan in a fresh process, or `>TIMEOUT s` when it runs past `timeout`."""
    env_path = [src, *sys.path]
    code = f"import sys; sys.path[:0] = {env_path!r}\n" + SCAN_ONE
    started = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, "-c", code, str(folder)], capture_output=True, text=True, timeout=timeout, check=True
        )
    except subprocess.TimeoutExpired:
        return f">{timeout:.0f} s (stopped after {time.perf_counter() - started:.0f} s)"
    seconds, verdict = done.stdout.split()[-2:]
    return f"{seconds} s  {verdict}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default=str(Path(__file__).resolve().parents[1] / "src"))
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--only", action="append", choices=sorted(CRAFTED))
    args = parser.parse_args()
    print(f"scanner: {args.src}")
    for name, (build, (size, _test_size)) in CRAFTED.items():
        if args.only and name not in args.only:
            continue
        files = build(size)
        with tempfile.TemporaryDirectory() as tmp:
            folder = write_skill(Path(tmp) / name, files)
            size = sum(len(t) for t in files.values())
            print(f"  {name:<18} {size / 1024:7.1f} KB  {scan_time(folder, args.src, args.timeout)}", flush=True)


if __name__ == "__main__":
    main()
