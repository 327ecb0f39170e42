"""Repeat MCP read calls answered before the SDK: the SDK's own bytes, and fresh on the next change."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx2
import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import change_mandate, create_token, revoke_token
from skillkeeper.deliver.mcp.http import standalone_app
from skillkeeper.deliver.mcp.toolcalls import unknown_tool
from skillkeeper.keeper import Keeper
from tests.deliver.mcp.conftest import World, set_settings
from tests.factories import agent, make_skill

HEADERS = {
    "content-type": "application/json",
    "accept": "application/json, text/event-stream",
    "mcp-protocol-version": "2025-11-25",
}


def call(tool: str, arguments: dict[str, Any] | None, rid: int | str = 1) -> dict[str, Any]:
    params: dict[str, Any] = {"name": tool}
    if arguments is not None:
        params["arguments"] = arguments
    return {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": params}


@asynccontextmanager
async def served(world: World, *, fast_calls: bool = True) -> AsyncIterator[tuple[Any, httpx2.AsyncClient]]:
    app = standalone_app(world.keeper, fast_calls=fast_calls)
    async with app.router.lifespan_context(app):
        http = httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app), base_url="http://127.0.0.1")
        async with http:
            yield app, http


def reader_token(world: World, tenant: int | None = None, scopes: str = "skills:read") -> str:
    with world.keeper.store.write() as conn:
        return create_token(conn, tenant or world.acme, "agent", scopes).token


async def post(http: httpx2.AsyncClient, body: Any, token: str, **extra: str) -> httpx2.Response:
    return await http.post("/mcp", json=body, headers={**HEADERS, "authorization": f"Bearer {token}", **extra})


def hits(app: Any) -> int:
    return int(app.state.mcp_mount.calls.hits)


def request(method: str, params: dict[str, Any], rid: int | str = 1) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": rid, "method": method, "params": params}


CASES = [
    pytest.param("tools/call", {"name": "get_skill", "arguments": {"name": "pdf-tools"}}, id="get"),
    pytest.param("tools/call", {"name": "search_skills", "arguments": {"query": "pdf forms", "limit": 3}}, id="search"),
    pytest.param("tools/call", {"name": "list_skills"}, id="list"),
    pytest.param(
        "tools/call",
        {"name": "read_skill_file", "arguments": {"name": "pdf-tools", "path": "scripts/merge.py"}},
        id="file",
    ),
    pytest.param("tools/call", {"name": "get_skill", "arguments": {"name": "no-such-skill"}}, id="miss"),
    pytest.param("tools/call", {"name": "get_skill", "arguments": {"name": "staged-one"}}, id="hidden"),
    pytest.param("resources/read", {"uri": "skill://pdf-tools/SKILL.md"}, id="resource"),
    pytest.param("resources/read", {"uri": "skill://pdf-tools/assets/logo.bin"}, id="binary-resource"),
    pytest.param("resources/read", {"uri": "skill://staged-one/SKILL.md"}, id="hidden-resource"),
    pytest.param("skills/get", {"uri": "skill://pdf-tools/SKILL.md"}, id="skills-get"),
    pytest.param("skills/get", {"uri": "skill://foreign-pdf/SKILL.md"}, id="foreign-skills-get"),
]


@pytest.mark.parametrize(("method", "params"), CASES)
async def test_a_repeat_read_gets_the_bytes_the_sdk_sends_for_it(
    world: World, method: str, params: dict[str, Any]
) -> None:
    token = reader_token(world)
    async with served(world, fast_calls=False) as (_, plain):
        sdk = [await post(plain, request(method, params, rid), token) for rid in (7, "req-é")]
    async with served(world) as (app, http):
        first = await post(http, request(method, params, 7), token)
        again = [await post(http, request(method, params, rid), token) for rid in (7, "req-é")]
        served_early = hits(app)
    for ours, theirs in zip(again, sdk, strict=True):
        assert ours.status_code == theirs.status_code == 200
        assert ours.content == theirs.content
        assert ours.headers.items() == theirs.headers.items()
    assert first.content == sdk[0].content
    answer = sdk[0].json()
    failed = "error" in answer or answer["result"].get("isError", False)
    assert served_early == (0 if failed else 2)  # errors always go to the SDK


@pytest.mark.parametrize("version", ["2025-03-26", None])
async def test_each_protocol_version_gets_the_sdks_bytes_for_it(world: World, version: str | None) -> None:
    token = reader_token(world)
    headers = {**HEADERS, "authorization": f"Bearer {token}", "mcp-protocol-version": version or ""}
    if version is None:
        del headers["mcp-protocol-version"]
    body = call("get_skill", {"name": "pdf-tools"})
    async with served(world, fast_calls=False) as (_, plain):
        sdk = await plain.post("/mcp", json=body, headers=headers)
    async with served(world) as (app, http):
        await post(http, body, token)  # the 2025-11-25 answer is filed apart
        ours = [await http.post("/mcp", json=body, headers=headers) for _ in range(2)]
        assert hits(app) == 1
    assert ours[0].content == ours[1].content == sdk.content


UNUSUAL: list[tuple[str, Any, dict[str, str]]] = [
    ("session", call("get_skill", {"name": "pdf-tools"}), {"mcp-session-id": "abc"}),
    ("sse only", call("get_skill", {"name": "pdf-tools"}), {"accept": "text/event-stream"}),
    ("modern", call("get_skill", {"name": "pdf-tools"}), {"mcp-protocol-version": "2026-07-28"}),
    ("unknown version", call("get_skill", {"name": "pdf-tools"}), {"mcp-protocol-version": "1999-01-01"}),
    ("empty version", call("get_skill", {"name": "pdf-tools"}), {"mcp-protocol-version": ""}),
    ("batch", [call("get_skill", {"name": "pdf-tools"})], {}),
    ("notification", {"jsonrpc": "2.0", "method": "notifications/initialized"}, {}),
    ("meta", {**call("get_skill", {"name": "pdf-tools"}), "params": {"name": "get_skill", "_meta": {}}}, {}),
    ("write tool", call("delete_skill", {"name": "pdf-tools"}), {}),
    ("unknown tool", call("no_such_tool", {}), {}),
    ("bad arguments", call("get_skill", {"name": 5}), {}),
    ("float id", {**call("get_skill", {"name": "pdf-tools"}), "id": 1.5}, {}),
]


@pytest.mark.parametrize(("what", "body", "extra"), UNUSUAL, ids=[u[0] for u in UNUSUAL])
async def test_unusual_requests_are_answered_by_the_sdk_as_always(
    world: World, what: str, body: Any, extra: dict[str, str]
) -> None:
    token = reader_token(world)
    async with served(world, fast_calls=False) as (_, plain):
        sdk = await post(plain, body, token, **extra)
    async with served(world) as (app, http):
        await post(http, call("get_skill", {"name": "pdf-tools"}), token)  # something is cached
        ours = [await post(http, body, token, **extra) for _ in range(2)]
        served_early = hits(app)
    assert served_early == 0
    for answer in ours:
        assert answer.status_code == sdk.status_code
        assert answer.content == sdk.content


async def test_a_quarantine_on_another_replica_is_seen_by_the_next_call(world: World, replica: Keeper) -> None:
    token = reader_token(world)
    async with served(world) as (app, http):
        before = [await post(http, call("get_skill", {"name": "pdf-tools"}), token) for _ in range(2)]
        found = [await post(http, call("search_skills", {"query": "pdf forms"}), token) for _ in range(2)]
        read = request("resources/read", {"uri": "skill://pdf-tools/SKILL.md"})
        file = [await post(http, read, token) for _ in range(2)]
        assert hits(app) == 3 and "result" in file[1].json()
        replica.lifecycle.act(Actor.operator(world.acme), "pdf-tools", "quarantine", reason="suspicious")
        gone = await post(http, call("get_skill", {"name": "pdf-tools"}), token)
        after = await post(http, call("search_skills", {"query": "pdf forms"}), token)
        unread = await post(http, read, token)
    assert all(not r.json()["result"].get("isError") for r in before)
    assert "pdf-tools" in found[1].text
    assert gone.json()["result"]["isError"] and "not found" in gone.text
    assert "pdf-tools" not in [r["name"] for r in after.json()["result"]["structuredContent"]["results"]]
    assert unread.json()["error"]["message"].startswith('Resource not found: no skill named "pdf-tools"')


async def test_an_approval_on_another_replica_is_served_on_the_next_call(world: World, replica: Keeper) -> None:
    token = reader_token(world)
    replica.lifecycle.write(agent(world.acme), make_skill("fresh-pdf", "Use when you need a fresh pdf helper."))
    async with served(world) as (app, http):
        hidden = [await post(http, call("search_skills", {"query": "fresh pdf"}), token) for _ in range(2)]
        assert hits(app) == 1 and "fresh-pdf" not in hidden[1].text
        replica.lifecycle.act(Actor.operator(world.acme), "fresh-pdf", "approve")
        shown = await post(http, call("search_skills", {"query": "fresh pdf"}), token)
    assert "fresh-pdf" in [r["name"] for r in shown.json()["result"]["structuredContent"]["results"]]


async def test_a_token_revoked_on_another_replica_is_refused_on_the_next_call(world: World, replica: Keeper) -> None:
    with world.keeper.store.write() as conn:
        issued = create_token(conn, world.acme, "agent", "skills:read")
    async with served(world) as (app, http):
        for _ in range(2):
            assert (await post(http, call("get_skill", {"name": "pdf-tools"}), issued.token)).status_code == 200
        assert hits(app) == 1
        with replica.store.write() as conn:
            revoke_token(conn, world.acme, issued.id)
        refused = await post(http, call("get_skill", {"name": "pdf-tools"}), issued.token)
    assert refused.status_code == 401


async def test_a_mandate_narrowed_on_another_replica_hides_the_read_tools_on_the_next_call(
    world: World, replica: Keeper
) -> None:
    token = reader_token(world, scopes="skills:read,skills:write")
    async with served(world) as (app, http):
        for _ in range(2):
            assert (
                not (await post(http, call("get_skill", {"name": "pdf-tools"}), token)).json()["result"].get("isError")
            )
        assert hits(app) == 1
        with replica.store.write() as conn:
            change_mandate(conn, world.acme, "agent", remove=frozenset({"skills:read"}))
        hidden = await post(http, call("get_skill", {"name": "pdf-tools"}), token)
    assert hidden.json()["error"]["message"] == unknown_tool("get_skill")


async def test_answers_are_kept_per_viewer(world: World) -> None:
    set_settings(world, world.acme, public_catalog=True)
    acme, other = reader_token(world), reader_token(world, world.other)
    async with served(world) as (app, http):
        mine = [await post(http, call("get_skill", {"name": "pdf-tools"}), acme) for _ in range(2)]
        theirs = [await post(http, call("get_skill", {"name": "pdf-tools"}), other) for _ in range(2)]
        anonymous = [
            await http.post("/mcp?tenant=acme", json=call("get_skill", {"name": "pdf-tools"}), headers=HEADERS)
            for _ in range(2)
        ]
    assert not mine[1].json()["result"].get("isError")
    assert all(r.json()["result"]["isError"] for r in theirs)
    assert anonymous[1].content == mine[1].content
    assert hits(app) == 2  # acme's second call, and the anonymous reader's second (its own entry)
