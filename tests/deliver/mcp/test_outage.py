"""Outages (unreadable settings, unreachable database) answer "unavailable, try again", failing closed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import httpx2
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from sqlalchemy import update

from skillkeeper.access.tokens import create_token
from skillkeeper.deliver.mcp.http import standalone_app
from skillkeeper.deliver.mcp.server import UNAVAILABLE
from skillkeeper.store.schema import tenants
from tests.deliver.mcp.conftest import World
from tests.outage import database_down as store_down

READ_CALLS = [
    ("search_skills", {"query": "pdf"}),
    ("list_skills", {}),
    ("get_skill", {"name": "pdf-tools"}),
    ("read_skill_file", {"name": "pdf-tools", "path": "scripts/merge.py"}),
]
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}


def break_settings(world: World) -> None:
    with world.keeper.store.write() as conn:
        conn.execute(update(tenants).where(tenants.c.id == world.acme).values(settings={"review_gate": "maybe"}))


@contextmanager
def database_down(world: World) -> Iterator[None]:
    with store_down(world.keeper.store):
        yield


def assert_unavailable_text(text: str) -> None:
    assert text.startswith("unavailable:") and "try again" in text
    assert "internal" not in text and "pdf-tools" not in text


@pytest.mark.parametrize(("tool", "args"), READ_CALLS, ids=[c[0] for c in READ_CALLS])
async def test_unreadable_settings_make_read_tools_answer_unavailable(
    world: World, tool: str, args: dict[str, object]
) -> None:
    break_settings(world)
    async with Client(world.server("skills:read").server) as client:
        result = await client.call_tool(tool, args)
    assert result.is_error and result.structured_content is None
    assert_unavailable_text(result.content[0].text)  # type: ignore[union-attr]


async def test_unreadable_settings_make_resource_reads_answer_unavailable(world: World) -> None:
    break_settings(world)
    async with Client(world.server("skills:read").server) as client:
        with pytest.raises(MCPError) as listed:
            await client.list_resources()
        with pytest.raises(MCPError) as read:
            await client.read_resource("skill://pdf-tools/SKILL.md")
    for exc in (listed.value, read.value):
        assert exc.error.code == UNAVAILABLE
        assert_unavailable_text(exc.error.message)


async def test_a_write_during_a_settings_outage_is_unavailable_and_stores_nothing(world: World) -> None:
    from tests.factories import skill_md

    break_settings(world)
    async with Client(world.server("skills:read", "skills:write").server) as client:
        result = await client.call_tool("create_skill", {"skill_md": skill_md("new-one")})
    assert result.is_error
    assert_unavailable_text(result.content[0].text)  # type: ignore[union-attr]
    from skillkeeper.store import skills as repo

    with world.keeper.store.read() as conn:
        assert repo.skill_row(conn, world.acme, "new-one") is None


async def test_unreachable_database_makes_tools_answer_unavailable(world: World) -> None:
    server = world.server("skills:read")
    with database_down(world):
        async with Client(server.server) as client:
            result = await client.call_tool("search_skills", {"query": "pdf"})
            with pytest.raises(MCPError) as listed:
                await client.list_tools()
    assert result.is_error
    assert_unavailable_text(result.content[0].text)  # type: ignore[union-attr]
    assert listed.value.error.code == UNAVAILABLE


async def test_unreachable_database_over_http_is_503_with_retry_after(world: World) -> None:
    with world.keeper.store.write() as conn:
        token = create_token(conn, world.acme, "agent", "skills:read").token
    app = standalone_app(world.keeper)
    async with app.router.lifespan_context(app):
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1")
        async with http:
            with database_down(world):
                r = await http.post(
                    "/mcp",
                    json=INIT,
                    headers={"authorization": f"Bearer {token}", "accept": "application/json, text/event-stream"},
                )
    assert r.status_code == 503 and r.headers["retry-after"]
    assert r.json()["error"] == "unavailable" and "try again" in r.json()["error_description"]
