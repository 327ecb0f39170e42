"""Per-caller registration: the exact tool list for each scope set, and hidden == unknown."""

from __future__ import annotations

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from skillkeeper.access.callers import public_reader
from skillkeeper.access.scopes import (
    ADMIN,
    ALL_SCOPES,
    FLEET_READ,
    FLEET_REPORT,
    READ,
    REVIEW,
    WRITE,
)
from skillkeeper.deliver.mcp.tools import TOOLS
from tests.deliver.mcp.conftest import World, set_settings

READ_TOOLS = ["list_skills", "search_skills", "get_skill", "read_skill_file", "resolve_flow_template"]
WRITE_TOOLS = ["create_skill", "update_skill", "delete_skill"]

MATRIX = [
    ((), []),
    ((READ,), READ_TOOLS),
    ((WRITE,), WRITE_TOOLS),
    ((READ, WRITE), READ_TOOLS + WRITE_TOOLS),
    ((REVIEW,), []),
    ((ADMIN,), []),
    ((FLEET_REPORT, FLEET_READ), []),
    ((READ, REVIEW, ADMIN), READ_TOOLS),
    (ALL_SCOPES, READ_TOOLS + WRITE_TOOLS),
]


@pytest.mark.parametrize("scopes, expected", MATRIX, ids=lambda v: ",".join(v) if isinstance(v, tuple) else None)
@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_scope_matrix_gives_the_exact_tool_list(
    world: World, scopes: tuple[str, ...], expected: list[str], era: str
) -> None:
    async with Client(world.server(*scopes).server, mode=era) as client:
        listed = await client.list_tools()
    assert [t.name for t in listed.tools] == expected


async def test_tool_list_is_marked_private_and_never_fresh(world: World) -> None:
    async with Client(world.server(READ).server, mode="2026-07-28") as client:
        listed = await client.list_tools()
    assert listed.cache_scope == "private" and listed.ttl_ms == 0


async def test_every_tool_has_agent_description_schemas_and_annotations(world: World) -> None:
    async with Client(world.server(READ, WRITE).server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    for spec in TOOLS:
        tool = tools[spec.name]
        assert tool.description and len(tool.description) > 120
        assert tool.input_schema["type"] == "object" and tool.output_schema
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is spec.read_only
    assert tools["delete_skill"].annotations.destructive_hint is True
    assert tools["get_skill"].annotations.idempotent_hint is True
    assert "status" not in tools["create_skill"].input_schema["properties"]


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_hidden_tool_errors_exactly_like_an_unknown_tool(world: World, era: str) -> None:
    async with Client(world.server(READ).server, mode=era) as client:
        with pytest.raises(MCPError) as hidden:
            await client.call_tool("delete_skill", {"name": "pdf-tools"})
        with pytest.raises(MCPError) as unknown:
            await client.call_tool("delete_skillz", {"name": "pdf-tools"})
    assert hidden.value.error.code == unknown.value.error.code
    assert str(hidden.value).replace("delete_skill", "X") == str(unknown.value).replace("delete_skillz", "X")
    with world.keeper.store.read() as conn:
        from skillkeeper.store.skills import skill_row

        assert skill_row(conn, world.acme, "pdf-tools") is not None


async def test_anonymous_caller_gets_read_tools_only_with_a_public_catalog(world: World) -> None:
    with world.keeper.store.read() as conn:
        closed = public_reader(conn, "acme")
    async with Client(world.server(caller=closed).server) as client:
        assert (await client.list_tools()).tools == []
        assert client.instructions is not None and "no access" in client.instructions
    set_settings(world, world.acme, public_catalog=True)
    with world.keeper.store.read() as conn:
        public = public_reader(conn, "acme")
        unknown = public_reader(conn, "no-such-tenant")
    assert unknown.scopes == frozenset()
    async with Client(world.server(caller=public).server) as client:
        assert [t.name for t in (await client.list_tools()).tools] == READ_TOOLS
        names = [s["name"] for s in (await client.call_tool("list_skills", {})).structured_content["skills"]]
        assert client.instructions is not None and "no access" not in client.instructions
    assert names == ["pdf-tools", "water-plant"]


async def test_the_write_tools_say_writing_the_served_content_withdraws_the_waiting_edit(world: World) -> None:
    async with Client(world.server(READ, WRITE).server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    for name in ("create_skill", "update_skill"):
        tool = tools[name]
        assert tool.description and "withdrawn_edit" in tool.description and "withdraw" in tool.description
        assert (
            tool.output_schema and "nothing waits" in tool.output_schema["properties"]["withdrawn_edit"]["description"]
        )


async def test_a_tool_the_caller_may_not_call_says_where_to_look_next(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        with pytest.raises(MCPError) as hidden:
            await client.call_tool("create_skill", {"skill_md": "x"})
    assert str(hidden.value) == (
        "Unknown tool: create_skill; call one of the tools tools/list shows this connection (a tool missing "
        "there needs a token with more scopes: `skillkeeper doctor` explains which)"
    )
