"""MCP round trips over Streamable HTTP (`skillkeeper serve`, /mcp) with the corpus imported.

    .venv/bin/python benchmarks/mcp_http_bench.py [--corpus ../shared/corpus] [--db sqlite:///PATH]
        [--requests 400] [--clients 1,32]

Each call is one stateless JSON-RPC POST (tools/call search_skills or get_skill) with a bearer
token, as any replica behind a load balancer would receive it. Prints p50/p99 and calls/s.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path
from typing import Any

import httpx

from _corpus import DEFAULT_CORPUS, import_catalog
from rest_bench import drive, free_port, report, start_server

QUERIES = [
    "pdf forms",
    "write unit tests",
    "deploy kubernetes",
    "review a pull request",
    "scientific plots",
    "sql database migration",
    "summarize a paper",
    "docker image",
    "react component",
    "security audit",
]
HEADERS = {"accept": "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25"}


def rpc(i: int, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": tool, "arguments": args}}


async def bench(names: list[str], token: str, port: int, total: int, clients: list[int]) -> None:
    base = f"http://127.0.0.1:{port}"
    auth = {**HEADERS, "authorization": f"Bearer {token}"}

    async def search(client: httpx.AsyncClient, i: int) -> httpx.Response:
        r = await client.post("/mcp", json=rpc(i, "search_skills", {"query": QUERIES[i % len(QUERIES)]}), headers=auth)
        assert r.status_code == 200 and '"isError":true' not in r.text, r.text[:300]
        return r

    async def get(client: httpx.AsyncClient, i: int) -> httpx.Response:
        r = await client.post("/mcp", json=rpc(i, "get_skill", {"name": names[(i * 7919) % len(names)]}), headers=auth)
        assert r.status_code == 200 and '"isError":true' not in r.text, r.text[:300]
        return r

    for label, fn in (("search_skills", search), ("get_skill", get)):
        for n in clients:
            await drive(fn, min(20, total), n, base)  # warm-up
            wall, latencies, statuses = await drive(fn, total, n, base)
            report("mcp", f"{label} x{n} clients", wall, latencies, statuses)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--db", help="reuse a database that already holds the imported corpus (tenant 'bench')")
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--clients", default="1,32")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite:///{Path(tmp) / 'mcp-bench.db'}"
        names, token, wall = import_catalog(url, [args.corpus], folder_names=False)
        print(f"corpus: {len(names)} active skills (import {wall:.1f} s)")
        port = free_port()
        proc = start_server(url, port, Path(tmp) / "serve.log")
        try:
            asyncio.run(bench(names, token, port, args.requests, [int(c) for c in args.clients.split(",")]))
        finally:
            proc.terminate()
            proc.wait(timeout=30)


if __name__ == "__main__":
    main()
