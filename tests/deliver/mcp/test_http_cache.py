"""MCP read tools over HTTP reuse answers only while nothing changed, on any replica."""

from __future__ import annotations

from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import create_token, revoke_token
from skillkeeper.keeper import Keeper
from tests.deliver.mcp.conftest import World
from tests.deliver.mcp.test_http import mcp_client, running


async def test_a_quarantine_on_another_replica_hides_the_skill_on_the_next_call(world: World, replica: Keeper) -> None:
    with world.keeper.store.write() as conn:
        reader = create_token(conn, world.acme, "agent", "skills:read").token
    async with running(world) as app, mcp_client(app, "legacy", {"authorization": f"Bearer {reader}"}) as client:
        first = await client.call_tool("get_skill", {"name": "pdf-tools"})
        again = await client.call_tool("get_skill", {"name": "pdf-tools"})
        found = await client.call_tool("search_skills", {"query": "pdf forms"})
        replica.lifecycle.act(Actor.operator(world.acme), "pdf-tools", "quarantine", reason="suspicious")
        gone = await client.call_tool("get_skill", {"name": "pdf-tools"})
        after = await client.call_tool("search_skills", {"query": "pdf forms"})
    assert not first.is_error and again.structured_content == first.structured_content
    assert "pdf-tools" in [r["name"] for r in found.structured_content["results"]]
    assert gone.is_error and "not found" in gone.content[0].text
    assert "pdf-tools" not in [r["name"] for r in after.structured_content["results"]]


async def test_a_token_revoked_on_another_replica_is_refused_on_the_next_call(world: World, replica: Keeper) -> None:
    import httpx2

    with world.keeper.store.write() as conn:
        issued = create_token(conn, world.acme, "agent", "skills:read")
    async with running(world) as app:
        async with mcp_client(app, "legacy", {"authorization": f"Bearer {issued.token}"}) as client:
            assert not (await client.call_tool("get_skill", {"name": "pdf-tools"})).is_error
        with replica.store.write() as conn:
            revoke_token(conn, world.acme, issued.id)
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1")
        async with http:
            body = {
                "jsonrpc": "2.0",
                "id": 2,
                "method": "tools/call",
                "params": {"name": "get_skill", "arguments": {"name": "pdf-tools"}},
            }
            response = await http.post(
                "/mcp",
                json=body,
                headers={
                    "accept": "application/json, text/event-stream",
                    "mcp-protocol-version": "2025-11-25",
                    "authorization": f"Bearer {issued.token}",
                },
            )
    assert response.status_code == 401
