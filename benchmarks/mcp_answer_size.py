"""How much of an agent's context each MCP answer takes: bytes of tools/list, a list page, searches, get_skill.

    .venv/bin/python benchmarks/mcp_answer_size.py [--corpus DIR ...] [--queries q1,q2,...]

Imports the corpus folders (default: superpowers and wshobson-agents) as active skills into a
fresh SQLite database, then asks the in-process MCP server as a reader and writer, the way an
agent would, and prints the size of the text each answer puts into the model's context.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
from pathlib import Path

from _corpus import DEFAULT_CORPUS, import_catalog, temp_database
from serve_bench import QUERIES


def text_bytes(result: object) -> int:
    """UTF-8 bytes of the text content of a tool result (what the model reads)."""
    return sum(len(getattr(c, "text", "").encode()) for c in getattr(result, "content", []))


async def measure(url: str, names: list[str], queries: list[str]) -> dict[str, float]:
    """The sizes, in bytes, of the answers an agent sees."""
    from mcp import Client

    from skillkeeper.access.callers import Caller
    from skillkeeper.access.scopes import READ, WRITE
    from skillkeeper.deliver.mcp.callers import fixed_caller
    from skillkeeper.deliver.mcp.server import build_server
    from skillkeeper.keeper import Keeper

    keeper = Keeper.open(url)
    try:
        tid = keeper.tenants.get("bench").id
        caller = Caller(tid, "bench", "bench", frozenset({READ, WRITE}))
        async with Client(build_server(keeper, fixed_caller(caller)).server) as client:
            tools = await client.list_tools()
            listed = await client.call_tool("list_skills", {})
            searches = [text_bytes(await client.call_tool("search_skills", {"query": q})) for q in queries]
            gets = [text_bytes(await client.call_tool("get_skill", {"name": n})) for n in names]
    finally:
        keeper.close()
    return {
        "tools/list (reader+writer)": len(json.dumps(tools.model_dump(mode="json", by_alias=True, exclude_none=True))),
        "list_skills first page": text_bytes(listed),
        "search_skills mean (10 hits)": statistics.mean(searches),
        "search_skills max": max(searches),
        "get_skill median": statistics.median(gets),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, action="append", help="skill folders to import (repeatable)")
    parser.add_argument("--queries", default=",".join(QUERIES), help="comma-separated search queries")
    args = parser.parse_args()
    folders = args.corpus or [DEFAULT_CORPUS / "superpowers", DEFAULT_CORPUS / "wshobson-agents"]
    with tempfile.TemporaryDirectory() as work, temp_database("sqlite", Path(work)) as url:
        names, _token, _wall = import_catalog(url, folders)
        sizes = asyncio.run(measure(url, names, args.queries.split(",")))
    print(f"{len(names)} skills, {len(args.queries.split(','))} queries")
    for what, size in sizes.items():
        print(f"{what:32} {size:9.0f} bytes")


if __name__ == "__main__":
    main()
