"""Arguments that break a tool's schema: a short line naming the problem and the limit, never the value."""

from __future__ import annotations

from typing import Any

import pytest
from mcp import Client

from skillkeeper.access.scopes import READ, WRITE
from tests.deliver.mcp.conftest import World
from tests.factories import skill_md

HUGE = "x" * 200_000
MANY_FILES = [{"path": f"references/f{i}.md", "content": "x"} for i in range(600)]


async def error_of(world: World, tool: str, args: dict[str, Any]) -> str:
    async with Client(world.server(READ, WRITE).server) as client:
        result = await client.call_tool(tool, args)
    assert result.is_error
    return "".join(getattr(c, "text", "") for c in result.content)


@pytest.mark.parametrize(
    "tool, args, says",
    [
        ("search_skills", {"query": HUGE}, "query: has 200000 characters, over the maximum of 500"),
        ("create_skill", {"skill_md": skill_md("many", "Use when many."), "files": MANY_FILES}, "600 items"),
        ("create_skill", {"skill_md": skill_md("wrong", "Use when wrong."), "files": HUGE}, "str of length 200000"),
        ("get_skill", {"name": [HUGE]}, "name: a list of length 1 is not of type 'string'"),
    ],
    ids=["long-query", "too-many-files", "files-not-a-list", "name-not-a-string"],
)
async def test_an_oversized_argument_is_measured_not_echoed(
    world: World, tool: str, args: dict[str, Any], says: str
) -> None:
    message = await error_of(world, tool, args)
    assert message.startswith("invalid parameters: ") and says in message
    assert len(message) < 300


async def test_an_unknown_argument_error_names_the_arguments_the_tool_takes(world: World) -> None:
    message = await error_of(world, "get_skill", {"name": "pdf-tools", "version": "1"})
    assert "'version' was unexpected" in message and message.endswith("allowed: name")


async def test_many_schema_problems_are_counted_past_the_first_ten(world: World) -> None:
    files = [{"path": i, "content": "x"} for i in range(15)]
    message = await error_of(world, "create_skill", {"skill_md": skill_md("bad", "Use when bad."), "files": files})
    assert message.count("is not of type 'string'") == 10 and message.endswith("and 5 more")
