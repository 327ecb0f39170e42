"""Cold start of `skillkeeper mcp`: launch to the first tools/list answer, over raw stdio JSON-RPC.

Usage: python benchmarks/mcp_cold_start.py [--runs 5] [--node]

--node times `skillkeeper mcp --node` (the node's own catalog, no database) instead. Besides the
wall time it reports the server's CPU time (user + system, from the children's rusage), which a
busy machine inflates less.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

EXE = str(Path(sys.executable).with_name("skillkeeper"))
# The handshake a client sends, then tools/list (id 2): its answer marks the server as started.
HELLO = [
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "bench", "version": "1"},
        },
    },
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
]


def start_time(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from launching `skillkeeper ARGS` (an MCP server on stdio) to its first tools/list answer,
    and the CPU seconds the server used in all (it exits once its input ends)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen([EXE, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    assert proc.stdin and proc.stdout
    proc.stdin.write("".join(json.dumps(m) + "\n" for m in HELLO).encode())
    proc.stdin.flush()
    try:
        for line in proc.stdout:
            if json.loads(line).get("id") == 2:
                wall = time.perf_counter() - start
                break
        else:
            raise RuntimeError("no tools/list answer")
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
        proc.stdout.close()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - used.ru_utime) + (after.ru_stime - used.ru_stime)


def one_run(home: Path, args: list[str]) -> tuple[float, float]:
    env = {**os.environ, "SKILLKEEPER_HOME": str(home)}
    env.pop("SKILLKEEPER_TOKEN", None)
    return start_time(args, env)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--node", action="store_true", help="time `skillkeeper mcp --node` (the node's catalog)")
    args = parser.parse_args()
    command = ["mcp", "--node"] if args.node else ["mcp"]
    with tempfile.TemporaryDirectory() as tmp:
        # The first run creates the database (or the node's catalog files); not a cold start of the server.
        one_run(Path(tmp), command)
        runs = [one_run(Path(tmp), command) for _ in range(args.runs)]
    times, cpu = [w for w, _ in runs], [c for _, c in runs]
    print(
        f"skillkeeper {' '.join(command)} cold start to first tools/list: median {statistics.median(times):.3f} s, "
        f"min {min(times):.3f} s, max {max(times):.3f} s over {args.runs} runs (target < 0.5 s); "
        f"server CPU median {statistics.median(cpu):.3f} s, min {min(cpu):.3f} s, max {max(cpu):.3f} s"
    )


if __name__ == "__main__":
    main()
