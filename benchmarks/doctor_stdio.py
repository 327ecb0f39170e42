"""`skillkeeper doctor --stdio` end to end: wall and CPU (doctor plus the `skillkeeper mcp` it spawns).

Usage: python benchmarks/doctor_stdio.py [--runs 5]
Runs against a fresh SQLite home; CPU is the doctor's and its children's user+system time, which
a loaded machine inflates less than wall time.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def one_run(exe: str, env: dict[str, str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([exe, "doctor", "--stdio"], env=env, capture_output=True, text=True, timeout=300)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode == 2:
        sys.exit(f"doctor failed: {done.stdout}{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    exe = str(Path(sys.executable).with_name("skillkeeper"))
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "HOME": tmp, "SKILLKEEPER_HOME": str(Path(tmp) / "sk")}
        env.pop("SKILLKEEPER_TOKEN", None)
        env.pop("SKILLKEEPER_DATABASE_URL", None)
        one_run(exe, env)  # the first run creates the database
        runs = [one_run(exe, env) for _ in range(args.runs)]
    walls, cpus = [w for w, _ in runs], [c for _, c in runs]
    print(f"doctor --stdio, {args.runs} runs (load average {os.getloadavg()[0]:.1f})")
    print(f"  wall   median {statistics.median(walls):.2f} s  min {min(walls):.2f} s")
    print(f"  cpu    median {statistics.median(cpus):.2f} s  min {min(cpus):.2f} s  (doctor + spawned mcp)")


if __name__ == "__main__":
    main()
