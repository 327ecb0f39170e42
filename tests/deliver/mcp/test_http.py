"""Streamable HTTP in-process (ASGI): auth, anonymous tenants, both eras, stateless replicas."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from skillkeeper.access.tokens import create_token, revoke_token
from skillkeeper.deliver.mcp.http import standalone_app
from tests.cli.mint import assert_runnable_mint_hint
from tests.deliver.mcp.conftest import World, set_settings

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
ACCEPT = {"accept": "application/json, text/event-stream"}


def token(world: World, scopes: str, tenant: int | None = None) -> str:
    with world.keeper.store.write() as conn:
        return create_token(conn, tenant or world.acme, f"p-{scopes.replace(':', '-').replace(',', '-')}", scopes).token


@asynccontextmanager
async def running(world: World) -> AsyncIterator[Any]:
    app = standalone_app(world.keeper)
    async with app.router.lifespan_context(app):
        yield app


@asynccontextmanager
async def mcp_client(
    app: Any, era: str, headers: dict[str, str] | None = None, query: str = ""
) -> AsyncIterator[Client]:
    http = httpx2.AsyncClient(
        transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1", headers=headers or {}
    )
    async with (
        http,
        Client(streamable_http_client(f"http://127.0.0.1/mcp{query}", http_client=http), mode=era) as client,
    ):
        yield client


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_token_scopes_decide_the_tools_over_http(world: World, era: str) -> None:
    reader, writer = token(world, "skills:read"), token(world, "skills:read,skills:write")
    async with running(world) as app:
        async with mcp_client(app, era, {"authorization": f"Bearer {reader}"}) as client:
            tools = [t.name for t in (await client.list_tools()).tools]
            hit = await client.call_tool("search_skills", {"query": "pdf"})
            got = await client.call_tool("get_skill", {"name": "pdf-tools"})
        async with mcp_client(app, era, {"authorization": f"Bearer {writer}"}) as client:
            writer_tools = [t.name for t in (await client.list_tools()).tools]
    assert "delete_skill" not in tools and "get_skill" in tools
    assert hit.structured_content["results"][0]["name"] == "pdf-tools"
    assert got.structured_content["content"].startswith("---")
    assert "delete_skill" in writer_tools


@pytest.mark.parametrize("header", ["Bearer skk_not-a-real-token", "Basic abc", "Bearer "])
async def test_bad_credentials_get_401_with_resource_metadata(world: World, header: str) -> None:
    async with running(world) as app:
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1")
        async with http:
            response = await http.post("/mcp", json=INIT, headers={**ACCEPT, "authorization": header})
    assert response.status_code == 401
    challenge = response.headers["www-authenticate"]
    assert challenge.startswith("Bearer ") and 'resource_metadata="http://127.0.0.1:8765/.well-known/' in challenge


async def test_revoked_and_never_issued_tokens_get_byte_identical_401s_saying_what_t_is(world: World) -> None:
    with world.keeper.store.write() as conn:
        revoked = create_token(conn, world.acme, "gone", "skills:read")
        revoke_token(conn, world.acme, revoked.id)
    never = "skk_" + "x" * (len(revoked.token) - 4)
    async with running(world) as app:
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1")
        async with http:
            answers = [
                await http.post("/mcp", json=INIT, headers={**ACCEPT, "authorization": f"Bearer {t}"})
                for t in (revoked.token, never)
            ]
    assert answers[0].status_code == answers[1].status_code == 401
    assert answers[0].content == answers[1].content
    assert answers[0].headers["www-authenticate"] == answers[1].headers["www-authenticate"]
    assert_runnable_mint_hint(answers[0].text)
    assert "T is your tenant's name; `skillkeeper tenants list`" in answers[0].text


async def test_the_first_of_two_authorization_headers_decides_as_it_does_for_rest(world: World) -> None:
    good = token(world, "skills:read")
    async with running(world) as app:
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1")
        async with http:
            answers = [
                await http.post(
                    "/mcp",
                    json=INIT,
                    headers=[*ACCEPT.items(), ("authorization", f"Bearer {a}"), ("authorization", f"Bearer {b}")],
                )
                for a, b in ((good, "skk_not-a-real-token"), ("skk_not-a-real-token", good))
            ]
    assert [a.status_code for a in answers] == [200, 401]


async def test_token_without_mcp_scopes_gets_403_insufficient_scope(world: World) -> None:
    fleet = token(world, "fleet:report")
    async with running(world) as app:
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1")
        async with http:
            response = await http.post("/mcp", json=INIT, headers={**ACCEPT, "authorization": f"Bearer {fleet}"})
    assert response.status_code == 403 and "insufficient_scope" in response.headers["www-authenticate"]


async def test_revoked_mandate_narrows_tools_on_the_next_request(world: World) -> None:
    from skillkeeper.access.tokens import change_mandate

    both = token(world, "skills:read,skills:write")
    async with running(world) as app, mcp_client(app, "legacy", {"authorization": f"Bearer {both}"}) as client:
        before = len((await client.list_tools()).tools)
        with world.keeper.store.write() as conn:
            change_mandate(conn, world.acme, "p-skills-read-skills-write", remove=frozenset({"skills:write"}))
        after = [t.name for t in (await client.list_tools()).tools]
    assert before == 8 and "create_skill" not in after and len(after) == 5


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_anonymous_callers_name_a_tenant_with_a_public_catalog(world: World, era: str) -> None:
    set_settings(world, world.acme, public_catalog=True)
    async with running(world) as app:
        async with mcp_client(app, era, query="?tenant=acme") as client:
            opened = [t.name for t in (await client.list_tools()).tools]
            listed = await client.call_tool("list_skills", {})
        async with mcp_client(app, era, headers={"x-skillkeeper-tenant": "acme"}) as client:
            by_header = [t.name for t in (await client.list_tools()).tools]
    assert opened == by_header and "get_skill" in opened and "create_skill" not in opened
    assert [s["name"] for s in listed.structured_content["skills"]] == ["pdf-tools", "water-plant"]


@pytest.mark.parametrize("query", ["", "?tenant=acme", "?tenant=no-such-tenant"])
async def test_anonymous_caller_that_would_get_no_tools_gets_401_naming_the_metadata(world: World, query: str) -> None:
    async with running(world) as app:
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1")
        async with http:
            response = await http.post(f"/mcp{query}", json=INIT, headers=ACCEPT)
            metadata = await http.get("/.well-known/oauth-protected-resource")
    assert response.status_code == 401
    challenge = response.headers["www-authenticate"]
    assert challenge.startswith("Bearer ") and "error=" not in challenge
    assert 'resource_metadata="http://127.0.0.1:8765/.well-known/oauth-protected-resource"' in challenge
    assert metadata.status_code == 200 and metadata.json()["resource"] == "http://127.0.0.1:8765/mcp"
    assert_runnable_mint_hint(response.json()["error_description"])


async def test_two_replicas_serve_one_client_without_affinity(world: World) -> None:
    reader = token(world, "skills:read")
    app_a, app_b = standalone_app(world.keeper), standalone_app(world.keeper)
    async with app_a.router.lifespan_context(app_a), app_b.router.lifespan_context(app_b):
        apps = [app_a, app_b]
        calls = {"n": 0}

        async def round_robin(scope: Any, receive: Any, send: Any) -> None:
            calls["n"] += 1
            await apps[calls["n"] % 2](scope, receive, send)

        async with mcp_client(round_robin, "legacy", {"authorization": f"Bearer {reader}"}) as client:
            for _ in range(3):
                result = await client.call_tool("get_skill", {"name": "pdf-tools"})
                assert not result.is_error
    assert calls["n"] >= 4
