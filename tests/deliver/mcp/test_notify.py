"""Change notifications: legacy push on a standing channel, 2026 listen streams, PostgreSQL across replicas."""

from __future__ import annotations

from typing import Any

import anyio
import mcp_types as types
import pytest
from mcp import Client

from skillkeeper.access.scopes import READ
from skillkeeper.deliver.mcp.notify import EVERYONE, ChangeFeed
from skillkeeper.keeper import Keeper
from tests.deliver.mcp.conftest import World, clean
from tests.factories import reviewer


def test_feed_delivers_only_to_subscribers_of_that_tenant() -> None:
    feed = ChangeFeed()
    seen: list[int] = []

    async def main() -> None:
        async with feed.running():
            stop = feed.subscribe(frozenset({1}), seen.append)
            feed.publish(2)
            feed.publish(1)
            stop()
            feed.publish(1)

    anyio.run(main)
    assert seen == [1]


async def test_legacy_client_hears_tools_and_resources_changed_on_approve(world: World) -> None:
    got: list[str] = []
    both = anyio.Event()

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ServerNotification):
            got.append(message.method)
            if {"notifications/tools/list_changed", "notifications/resources/list_changed"} <= set(got):
                both.set()

    mcp = world.server(READ)
    # The session listens from its `initialize` answer on (tests/deliver/mcp/test_notify_handshake.py holds
    # `initialized` open to prove it), so approving right after the handshake needs no wait.
    async with Client(mcp.server, mode="legacy", message_handler=on_message) as client:
        assert client.server_capabilities.tools is not None and client.server_capabilities.tools.list_changed
        await client.list_tools()
        await anyio.to_thread.run_sync(
            lambda: world.keeper.lifecycle.act(reviewer(world.acme), "staged-one", "approve")
        )
        with anyio.fail_after(10):
            await both.wait()


def test_feed_resync_announces_to_everyone_only_when_the_version_moved() -> None:
    feed = ChangeFeed()
    seen: list[int] = []

    async def main() -> None:
        async with feed.running():
            feed.subscribe(frozenset({1}), seen.append)
            feed._resync(7)  # first LISTEN: the baseline, nothing to announce
            feed._heard("1:approve:pdf-tools:8")  # announced live, and remembered
            feed._resync(8)  # reconnect, nothing happened meanwhile
            feed._resync(9)  # reconnect after a change nobody heard

    anyio.run(main)
    assert seen == [1, EVERYONE]
    assert feed.resyncs == 1 and feed.version == 9


async def test_modern_listen_stream_gets_list_changed_on_quarantine(world: World) -> None:
    # The ack of `subscriptions/listen` waits for the feed to be listening, so no sleep is needed here.
    async with (
        Client(world.server(READ).server, mode="auto") as client,
        client.listen(tools_list_changed=True, resources_list_changed=True) as sub,
    ):
        await anyio.to_thread.run_sync(
            lambda: world.keeper.lifecycle.act(reviewer(world.acme), "pdf-tools", "quarantine")
        )
        with anyio.fail_after(10):
            event = await sub.__anext__()
    assert type(event).__name__ in ("ToolsListChanged", "ResourcesListChanged")


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)  # LISTEN/NOTIFY; SQLite is in-process
async def test_postgres_change_on_one_replica_reaches_a_client_of_another(world: World, db_url: str) -> None:
    other = Keeper.open(db_url)  # a second replica: its own engine, its own lifecycle
    other.lifecycle.scanner = clean
    mcp = world.server(READ)
    try:
        async with Client(mcp.server, mode="auto") as client, client.listen(resources_list_changed=True) as sub:
            with anyio.fail_after(20):
                assert mcp.feed.listening is not None
                await mcp.feed.listening.wait()
                await anyio.to_thread.run_sync(
                    lambda: other.lifecycle.act(reviewer(world.acme), "staged-one", "approve")
                )
                event = await sub.__anext__()
        assert type(event).__name__ == "ResourcesListChanged"
    finally:
        other.close()


async def _next_event(sub: Any, bound: float) -> str:
    with anyio.fail_after(bound):
        event = await sub.__anext__()
    return type(event).__name__


async def _terminate(db_url: str, pid: int) -> None:
    from sqlalchemy import create_engine, text

    def kill() -> None:
        engine = create_engine(db_url, isolation_level="AUTOCOMMIT")
        try:
            with engine.connect() as conn:
                conn.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
        finally:
            engine.dispose()

    await anyio.to_thread.run_sync(kill)


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
async def test_postgres_change_made_while_the_listener_is_down_is_still_announced(world: World, db_url: str) -> None:
    other = Keeper.open(db_url)  # replica A approves; the client listens on replica B
    other.lifecycle.scanner = clean
    mcp = world.server(READ)
    try:
        async with Client(mcp.server, mode="auto") as client, client.listen(resources_list_changed=True) as sub:
            pid = mcp.feed.listener_pid
            assert pid is not None
            connects = mcp.feed.connects
            await _terminate(db_url, pid)
            # Approve before the listener is back (its first retry waits half a second).
            await anyio.to_thread.run_sync(lambda: other.lifecycle.act(reviewer(world.acme), "staged-one", "approve"))
            assert await _next_event(sub, 30) == "ResourcesListChanged"
            assert await mcp.feed.reconnected(connects, timeout=30)
            # Live again: the next change arrives as a plain notification.
            await anyio.to_thread.run_sync(lambda: other.lifecycle.act(reviewer(world.acme), "pdf-tools", "quarantine"))
            assert await _next_event(sub, 30) == "ResourcesListChanged"
        assert mcp.feed.connects > connects
    finally:
        other.close()


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # several processes on one file
async def test_sqlite_change_by_another_process_reaches_a_listening_client(world: World, db_url: str) -> None:
    other = Keeper.open(db_url)  # its own lifecycle: its in-process listeners never reach this server
    other.lifecycle.scanner = clean
    mcp = world.server(READ)
    try:
        async with Client(mcp.server, mode="auto") as client, client.listen(resources_list_changed=True) as sub:
            await anyio.to_thread.run_sync(lambda: other.lifecycle.act(reviewer(world.acme), "staged-one", "approve"))
            assert await _next_event(sub, 30) == "ResourcesListChanged"
        assert mcp.feed.resyncs >= 1
    finally:
        other.close()
