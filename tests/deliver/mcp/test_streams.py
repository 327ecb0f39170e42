"""Open MCP event streams are capped per caller and overall, and an idle one is closed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio
import pytest

from skillkeeper.access.tokens import create_token
from skillkeeper.deliver.mcp.http import standalone_app
from skillkeeper.settings import Settings
from tests.deliver.mcp.conftest import World, set_settings


@dataclass
class Stream:
    """One GET /mcp driven over raw ASGI: what the app sent, and a way to hang up."""

    messages: list[dict[str, Any]] = field(default_factory=list)
    started: anyio.Event = field(default_factory=anyio.Event)
    ended: anyio.Event = field(default_factory=anyio.Event)
    hang_up: anyio.Event = field(default_factory=anyio.Event)

    @property
    def status(self) -> int:
        return int(self.messages[0]["status"])


def get_scope(client: str, token: str | None = None) -> dict[str, Any]:
    headers = [(b"host", b"127.0.0.1"), (b"accept", b"text/event-stream")]
    if token:
        headers.append((b"authorization", f"Bearer {token}".encode()))
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": "/mcp",
        "raw_path": b"/mcp",
        "root_path": "",
        # Anonymous streams read acme's public catalog: a caller with no tools at all gets a 401.
        "query_string": b"" if token else b"tenant=acme",
        "headers": headers,
        "client": (client, 5000),
        "server": ("127.0.0.1", 80),
    }


@asynccontextmanager
async def server(world: World, **caps: Any) -> AsyncIterator[Any]:
    set_settings(world, world.acme, public_catalog=True)
    app = standalone_app(world.keeper, Settings(**caps))
    async with app.router.lifespan_context(app), anyio.create_task_group() as tg:
        yield app, tg
        tg.cancel_scope.cancel()


async def open_stream(app: Any, tg: Any, client: str = "10.9.9.9", token: str | None = None) -> Stream:
    stream = Stream()
    sent_request = False

    async def receive() -> dict[str, Any]:
        nonlocal sent_request
        if not sent_request:
            sent_request = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await stream.hang_up.wait()
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        stream.messages.append(message)
        if message["type"] == "http.response.start":
            stream.started.set()
        elif not message.get("more_body", False):
            stream.ended.set()

    async def run() -> None:
        try:
            await app(get_scope(client, token), receive, send)
        finally:
            stream.ended.set()

    tg.start_soon(run)
    with anyio.fail_after(30):
        await stream.started.wait()
    return stream


async def test_streams_per_anonymous_address_are_capped(world: World) -> None:
    async with server(world, mcp_streams_per_caller=2) as (app, tg):
        first = await open_stream(app, tg)
        second = await open_stream(app, tg)
        third = await open_stream(app, tg)
        elsewhere = await open_stream(app, tg, client="10.1.1.1")
        assert [first.status, second.status, elsewhere.status] == [200, 200, 200]
        assert third.status == 429 and b"close one" in third.messages[1]["body"]
        first.hang_up.set()
        with anyio.fail_after(30):
            await first.ended.wait()
        again = await open_stream(app, tg)
        assert again.status == 200


async def test_streams_per_token_principal_are_capped_whatever_the_address(world: World) -> None:
    with world.keeper.store.write() as conn:
        token = create_token(conn, world.acme, "agent", "skills:read").token
    async with server(world, mcp_streams_per_caller=1) as (app, tg):
        assert (await open_stream(app, tg, "10.0.0.1", token)).status == 200
        assert (await open_stream(app, tg, "10.0.0.2", token)).status == 429


async def test_open_streams_are_capped_overall(world: World) -> None:
    async with server(world, mcp_streams_per_caller=5, mcp_streams_total=3) as (app, tg):
        statuses = [(await open_stream(app, tg, client=f"10.0.0.{i}")).status for i in range(4)]
    assert statuses == [200, 200, 200, 503]


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # transport only; no storage involved
async def test_an_idle_stream_is_closed_and_its_place_freed(world: World) -> None:
    async with server(world, mcp_streams_per_caller=1, mcp_stream_idle_seconds=0.2) as (app, tg):
        idle = await open_stream(app, tg)
        with anyio.fail_after(30):  # without the idle timeout this waits forever
            await idle.ended.wait()
        assert idle.status == 200 and idle.messages[-1] == {
            "type": "http.response.body",
            "body": b"",
            "more_body": False,
        }
        assert (await open_stream(app, tg)).status == 200
