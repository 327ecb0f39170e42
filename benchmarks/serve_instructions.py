"""CPU per cached read request of `skillkeeper serve`: CPU time, or instructions counted by callgrind.

    .venv/bin/python benchmarks/serve_instructions.py [--engines sqlite,postgresql] [--requests 2000]
        [--clients 1,32] [--reads get,list,search,mcp_get] [--peer] [--callgrind]

Throughput on a shared 2-core machine moves with whatever else runs; the work the server process
does per request moves far less. After a warm-up (every answer cached), exactly `--requests`
requests are sent by `--clients` concurrent httpx clients in this process (not measured) and
the server's user + system CPU time (all threads, /proc) is divided by their number. With
`--callgrind` the server runs under valgrind with instrumentation switched on only around the
requests and the count is instructions (slow; this VM exposes no hardware counters to
`perf stat`). `--peer` measures the plain REST peer instead. Uses the packaged demo skills.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from _corpus import import_catalog, temp_database
from rest_bench import free_port
from serve_bench import MCP_HEADERS, PEERS, QUERIES, ROOT


def requests_for(kind: str, names: list[str]) -> list[tuple[str, str, dict[str, object] | None]]:
    """(method, path, json body) of one request per skill name or query, for one kind of read."""
    if kind == "get":
        return [("GET", f"/api/v1/skills/{n}", None) for n in names]
    if kind == "list":
        return [("GET", "/api/v1/skills?limit=50", None)]
    if kind == "search":
        return [("GET", f"/api/v1/skills?limit=10&q={q}", None) for q in QUERIES]
    tool, arg, items = ("get_skill", "name", names) if kind == "mcp_get" else ("search_skills", "query", QUERIES)
    return [
        (
            "POST",
            "/mcp",
            {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": tool, "arguments": {arg: i}}},
        )
        for i in items
    ]


async def drive(
    port: int, token: str, calls: list[tuple[str, str, dict[str, object] | None]], total: int, clients: int
) -> None:
    """Send exactly `total` requests with `clients` concurrent connections; every answer must be 200."""
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {token}"}
    counter = iter(range(total))

    async def client() -> None:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", headers=headers, timeout=600) as http:
            for i in counter:
                method, path, body = calls[i % len(calls)]
                r = await http.request(method, path, json=body)
                assert r.status_code == 200, r.text[:300]

    await asyncio.gather(*(client() for _ in range(clients)))


def callgrind(args: list[str], out: Path) -> list[str]:
    return ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}", *args]


def control(pid: int, *flags: str) -> None:
    subprocess.run(["callgrind_control", *flags, str(pid)], check=True, capture_output=True, timeout=600)


def total_ir(out: Path) -> int:
    """The instruction count of the dump just requested (callgrind writes it a moment after the command)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        for part in out.parent.glob(out.name + ".*"):
            for line in part.read_text(errors="replace").splitlines():
                if line.startswith("totals:"):  # `summary:` can underflow after a zeroing
                    return int(line.split()[1])
        time.sleep(0.5)
    raise SystemExit("callgrind wrote no dump")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process `pid` (all its threads) so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(engine: str, args: argparse.Namespace, tmp: Path) -> list[str]:
    rows = []
    with temp_database(engine, tmp) as url:
        names, token, _ = import_catalog(url, [ROOT / "src" / "skillkeeper" / "demo" / "skills"])
        env = {
            **os.environ,
            "SKILLKEEPER_DATABASE_URL": url,
            "PEER_DATABASE_URL": url,
            "PEER_TOKEN": token,
            "PYTHONPATH": f"{PEERS}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
        }
        port = free_port()
        out = tmp / f"cg-{engine}.out"
        if args.peer:
            cmd = [sys.executable, str(PEERS / "rest_peer.py"), str(port)]
        else:
            cmd = [sys.executable, "-m", "skillkeeper", "serve", "--port", str(port), "--quiet"]
        proc = subprocess.Popen(
            callgrind(cmd, out) if args.callgrind else cmd,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 900
            while True:
                try:
                    httpx.get(f"http://127.0.0.1:{port}/{'ready' if args.peer else 'readyz'}", timeout=5)
                    break
                except httpx.HTTPError:
                    if proc.poll() is not None or time.monotonic() > deadline:
                        raise SystemExit("server did not start under valgrind") from None
                    time.sleep(1)
            for kind in args.reads.split(","):
                calls = requests_for(kind, names)
                for clients in (int(c) for c in args.clients.split(",")):
                    asyncio.run(drive(port, token, calls, max(len(calls), clients) * 2, clients))  # warm: all cached
                    who = "peer" if args.peer else "skillkeeper"
                    if args.callgrind:
                        for stale in out.parent.glob(out.name + ".*"):
                            stale.unlink()
                        control(proc.pid, "-z")
                        control(proc.pid, "-i", "on")
                        asyncio.run(drive(port, token, calls, args.requests, clients))
                        control(proc.pid, "-d")
                        control(proc.pid, "-i", "off")
                        per = total_ir(out) / args.requests
                        row = f"[{engine}] {who} {kind:<10} x{clients:<3} {per / 1e6:7.2f} M instructions/request"
                    else:
                        before = cpu_seconds(proc.pid)
                        asyncio.run(drive(port, token, calls, args.requests, clients))
                        per = (cpu_seconds(proc.pid) - before) / args.requests
                        row = f"[{engine}] {who} {kind:<10} x{clients:<3} {per * 1e6:7.0f} us CPU/request"
                    print(row, flush=True)
                    rows.append(row)
        finally:
            proc.terminate()
            proc.wait(timeout=120)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", default="1,32")
    parser.add_argument("--reads", default="get,list,search,mcp_get")
    parser.add_argument("--peer", action="store_true", help="measure the plain REST peer instead")
    parser.add_argument("--callgrind", action="store_true", help="count instructions under valgrind (slow)")
    args = parser.parse_args()
    rows: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            rows += measure(engine, args, Path(tmp))
    print("\n".join(rows))


if __name__ == "__main__":
    main()
