"""In-process CPU per cached read of the web app: ASGI calls straight into `create_app`, no sockets.

    PYTHONPATH=src .venv/bin/python benchmarks/front_cpu.py [--engines sqlite,postgresql]
        [--requests 5000] [--clients 1,32] [--reads get,list,search,mcp_get,mcp_search] [--repeats 3]
        [--callgrind]

Builds the app over a fresh database holding the packaged demo skills, enters its lifespan, warms
every answer, then sends exactly `--requests` ASGI requests (`--clients` at a time, gathered) and
divides this process's CPU time (time.process_time: all threads) by their number. No HTTP parser,
no client and no socket is in the figure, only what the app does per cached hit; the best of
`--repeats` runs is printed (the machine's neighbours only ever add to it). With `--callgrind` the
script runs itself under valgrind and counts the instructions of the timed requests instead
(instrumentation switched on only around them, less an empty on/off interval; load-independent).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _corpus import import_catalog, temp_database
from serve_bench import QUERIES, ROOT
from serve_instructions import total_ir

UNDER_VALGRIND = "FRONT_CPU_CALLGRIND_OUT"

HOST = b"127.0.0.1:8765"


def requests_for(kind: str, names: list[str]) -> list[tuple[str, str, bytes, bytes]]:
    """(method, path, query string, body) of one request per skill name or query, for one kind of read."""
    if kind == "get":
        return [("GET", f"/api/v1/skills/{n}", b"", b"") for n in names]
    if kind == "list":
        return [("GET", "/api/v1/skills", b"limit=50", b"")]
    if kind == "search":
        return [("GET", "/api/v1/skills", f"limit=10&q={q}".encode(), b"") for q in QUERIES]
    tool, arg, items = ("get_skill", "name", names) if kind == "mcp_get" else ("search_skills", "query", QUERIES)
    return [
        (
            "POST",
            "/mcp",
            b"",
            json.dumps(
                {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": tool, "arguments": {arg: i}}}
            ).encode(),
        )
        for i in items
    ]


async def one(app: Any, token: str, method: str, path: str, query: bytes, body: bytes) -> int:
    """Send one request to `app` and return its status."""
    headers = [(b"host", HOST), (b"authorization", f"Bearer {token}".encode()), (b"user-agent", b"bench")]
    if method == "POST":
        headers += [
            (b"content-type", b"application/json"),
            (b"accept", b"application/json, text/event-stream"),
            (b"mcp-protocol-version", b"2025-11-25"),
            (b"content-length", str(len(body)).encode()),
        ]
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query,
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8765),
    }
    status = 0
    sent = False

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:
            await asyncio.Event().wait()  # a disconnect never comes while the answer is pending
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]

    await app(scope, receive, send)
    return status


async def drive(app: Any, token: str, calls: list[tuple[str, str, bytes, bytes]], total: int, clients: int) -> None:
    """Send exactly `total` requests, `clients` at a time; every answer must be 200."""
    for start in range(0, total, clients):
        batch = [calls[i % len(calls)] for i in range(start, min(total, start + clients))]
        statuses = await asyncio.gather(*(one(app, token, *c) for c in batch))
        assert all(s == 200 for s in statuses), statuses


def control(*flags: str) -> None:
    subprocess.run(["callgrind_control", *flags, str(os.getpid())], check=True, capture_output=True, timeout=600)


async def instructions(out: Path, work: Any) -> int:
    """Instructions callgrind counts while `work` (a coroutine, or None for nothing) runs in this process."""
    for stale in out.parent.glob(out.name + ".*"):
        stale.unlink()
    control("-z")
    control("-i", "on")
    if work is not None:
        await work
    control("-d")
    control("-i", "off")
    return total_ir(out)


async def measure_app(url: str, names: list[str], token: str, args: argparse.Namespace, engine: str) -> list[str]:
    from skillkeeper.keeper import Keeper
    from skillkeeper.web import create_app

    keeper = Keeper.open(url)
    rows = []
    try:
        app = create_app(keeper)
        async with app.router.lifespan_context(app):
            for kind in args.reads.split(","):
                calls = requests_for(kind, names)
                for clients in (int(c) for c in args.clients.split(",")):
                    await drive(app, token, calls, max(len(calls), clients) * 2, clients)  # warm: all cached
                    if UNDER_VALGRIND in os.environ:
                        out = Path(os.environ[UNDER_VALGRIND])
                        empty = await instructions(out, None)
                        counted = await instructions(out, drive(app, token, calls, args.requests, clients))
                        per = (counted - empty) / args.requests
                        row = f"[{engine}] {kind:<10} x{clients:<3} {per / 1e6:6.3f} M instructions/request"
                    else:
                        best = float("inf")
                        for _ in range(args.repeats):
                            before = time.process_time()
                            await drive(app, token, calls, args.requests, clients)
                            best = min(best, (time.process_time() - before) / args.requests)
                        row = f"[{engine}] {kind:<10} x{clients:<3} {best * 1e6:6.1f} us CPU/request"
                    print(row, flush=True)
                    rows.append(row)
    finally:
        keeper.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--requests", type=int, default=5000)
    parser.add_argument("--clients", default="1,32")
    parser.add_argument("--reads", default="get,list,search,mcp_get,mcp_search")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--callgrind", action="store_true", help="count instructions under valgrind (slow)")
    args = parser.parse_args()
    if args.callgrind and UNDER_VALGRIND not in os.environ:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "cg.out"
            cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}"]
            env = {**os.environ, UNDER_VALGRIND: str(out)}
            subprocess.run([*cmd, sys.executable, *sys.argv], env=env, check=True, stderr=subprocess.DEVNULL)
        return
    rows: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            with temp_database(engine, Path(tmp), prefix="servefast_bench") as url:
                names, token, _ = import_catalog(url, [ROOT / "src" / "skillkeeper" / "demo" / "skills"])
                rows += asyncio.run(measure_app(url, names, token, args, engine))
    print("\n".join(rows))


if __name__ == "__main__":
    main()
