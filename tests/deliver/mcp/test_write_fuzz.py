"""Fuzz MCP create_skill/update_skill over the in-memory client: semantic errors only, nothing stored."""

from __future__ import annotations

import asyncio
from typing import Any

from hypothesis import event, given
from hypothesis import strategies as st
from mcp import Client

from skillkeeper.access.scopes import READ, WRITE
from tests.deliver.mcp.conftest import World
from tests.factories import db_counts
from tests.strategies import FUZZ, Crafted, crafted


async def _call(world: World, tool: str, args: dict[str, Any]) -> Any:
    async with Client(world.server(READ, WRITE).server) as client:
        return await client.call_tool(tool, args)


@FUZZ
@given(item=crafted(), tool=st.sampled_from(["create_skill", "update_skill"]))
def test_crafted_tool_writes_are_semantic_errors_and_store_nothing(world: World, item: Crafted, tool: str) -> None:
    before = db_counts(world.keeper)
    args: dict[str, Any] = {
        "skill_md": item.skill_md,
        "files": [{"path": p, "content": c} for p, c in item.files.items()],
    }
    if tool == "update_skill":
        args["name"] = "pdf-tools"
        args["skill_md"] = item.skill_md.replace("name: fuzz-ok", "name: pdf-tools", 1)
    result = asyncio.run(_call(world, tool, args))
    message = "".join(getattr(c, "text", "") for c in result.content)
    event("error" if result.is_error else "written")
    assert "internal error" not in message and "Traceback" not in message
    if result.is_error:
        assert db_counts(world.keeper) == before
