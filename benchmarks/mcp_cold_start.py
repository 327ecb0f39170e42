"""Cold start of `skillkeeper mcp`: launch to the first tools/list answer, over raw stdio JSON-RPC.

Usage: python benchmarks/mcp_cold_start.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
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


def start_time(args: list[str], env: dict[str, str]) -> float:
    """Seconds from launching `skillkeeper ARGS` (an MCP server on stdio) to its first tools/list answer."""
    start = time.perf_counter()
    proc = subprocess.Popen([EXE, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    assert proc.stdin and proc.stdout
    proc.stdin.write("".join(json.dumps(m) + "\n" for m in HELLO).encode())
    proc.stdin.flush()
    try:
        for line in proc.stdout:
            if json.loads(line).get("id") == 2:
                return time.perf_counter() - start
        raise RuntimeError("no tools/list answer")
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
        proc.stdout.close()


def one_run(home: Path) -> float:
    env = {**os.environ, "SKILLKEEPER_HOME": str(home)}
    env.pop("SKILLKEEPER_TOKEN", None)
    return start_time(["mcp"], env)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        one_run(Path(tmp))  # first run creates and migrates the database; not a cold start of the server
        times = [one_run(Path(tmp)) for _ in range(args.runs)]
    print(
        f"skillkeeper mcp cold start to first tools/list: median {statistics.median(times):.3f} s, "
        f"min {min(times):.3f} s, max {max(times):.3f} s over {args.runs} runs (target < 0.5 s)"
    )


if __name__ == "__main__":
    main()
