"""A handshake-era (legacy) session hears from `initialize` on, and is told only once it said `initialized`."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio
import mcp_types as types
import pytest
from mcp import Client

from skillkeeper.access.scopes import READ
from skillkeeper.deliver.mcp.notify import Hearing
from skillkeeper.deliver.mcp.server import SkillMcp
from tests.deliver.mcp.conftest import World
from tests.factories import reviewer

INITIALIZED = "notifications/initialized"
BOTH = ["notifications/tools/list_changed", "notifications/resources/list_changed"]


@dataclass
class Handshake:
    """A legacy client whose `notifications/initialized` the server holds until `release` is set."""

    mcp: SkillMcp
    got: list[str] = field(default_factory=list)
    both: anyio.Event = field(default_factory=anyio.Event)  # both list_changed notifications arrived
    subscribed: anyio.Event = field(default_factory=anyio.Event)  # the session listens to the feed
    unsubscribed: anyio.Event = field(default_factory=anyio.Event)  # ... and stopped listening
    held: anyio.Event = field(default_factory=anyio.Event)  # `initialized` reached the server and waits
    release: anyio.Event = field(default_factory=anyio.Event)
    handled: anyio.Event = field(default_factory=anyio.Event)  # the server finished handling `initialized`
    drop: bool = False  # swallow `initialized`: the server never learns the client is initialized
    client: Client | None = None
    feed_subscribe: Callable[..., Callable[[], None]] | None = None  # the feed's own, unspied

    async def commit(self, change: Callable[[], object]) -> None:
        """Commit `change`; wait (bounded) until the feed fanned it out to a subscriber that hears everything."""
        assert self.feed_subscribe is not None
        heard = anyio.Event()
        stop = self.feed_subscribe(Hearing(None), lambda _tid: heard.set())
        try:
            await anyio.to_thread.run_sync(change)
            with anyio.fail_after(20):
                await heard.wait()
        finally:
            stop()

    async def on_message(self, message: Any) -> None:
        if isinstance(message, types.ServerNotification):
            self.got.append(message.method)
            if set(BOTH) <= set(self.got):
                self.both.set()

    async def hold(self, ctx: Any, call_next: Callable[[Any], Any]) -> Any:
        if ctx.method != INITIALIZED:
            return await call_next(ctx)
        self.held.set()
        await self.release.wait()
        if self.drop:
            return None
        result = await call_next(ctx)
        self.handled.set()
        return result


@asynccontextmanager
async def _legacy_session(
    mcp: SkillMcp, monkeypatch: pytest.MonkeyPatch, *, drop: bool = False
) -> AsyncIterator[Handshake]:
    """Connect a legacy client to `mcp`, its `initialized` held (or dropped) on the server side."""
    hs = Handshake(mcp, drop=drop)
    # The in-process fan-out (SQLite) or LISTEN (PostgreSQL) alone: the SQLite poll, there for other
    # processes on the file, would tell a late subscriber of this process's change a second later.
    mcp.feed.poll = None
    subscribe = hs.feed_subscribe = mcp.feed.subscribe

    def spy(*args: Any, **kwargs: Any) -> Any:
        unsubscribe = subscribe(*args, **kwargs)
        hs.subscribed.set()

        def stop() -> None:
            unsubscribe()
            hs.unsubscribed.set()

        return stop

    monkeypatch.setattr(mcp.feed, "subscribe", spy)
    mcp.server.middleware.insert(0, hs.hold)
    async with Client(mcp.server, mode="legacy", message_handler=hs.on_message) as client:
        hs.client = client
        with anyio.fail_after(10):
            await hs.held.wait()
        yield hs


async def test_legacy_change_before_initialized_is_told_once_initialized_and_not_before(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    mcp = world.server(READ)
    async with _legacy_session(mcp, monkeypatch) as hs:
        assert hs.client is not None
        await hs.commit(lambda: world.keeper.lifecycle.act(reviewer(world.acme), "staged-one", "approve"))
        await hs.client.list_tools()  # a round trip: a push sent on hearing the change would be in by now
        assert hs.got == []  # the spec: nothing but pings and logging before `initialized`
        hs.release.set()
        with anyio.fail_after(10):
            await hs.both.wait()


async def test_legacy_change_hidden_from_the_session_before_initialized_is_not_told(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    mcp = world.server(READ)  # an acme reader: another tenant's catalog is none of its business
    async with _legacy_session(mcp, monkeypatch) as hs:
        assert hs.client is not None
        with anyio.fail_after(10):
            await hs.subscribed.wait()  # it listens already, so what follows is a choice, not deafness
        await hs.commit(lambda: world.keeper.lifecycle.act(reviewer(world.other), "foreign-pdf", "quarantine"))
        hs.release.set()
        with anyio.fail_after(10):
            await hs.handled.wait()
        # A push for the foreign change would have been spawned at `initialized`, before this one's.
        await hs.commit(lambda: world.keeper.lifecycle.act(reviewer(world.acme), "staged-one", "approve"))
        with anyio.fail_after(10):
            await hs.both.wait()
        await hs.client.list_tools()  # a round trip: every push spawned before it is in by now
        assert sorted(hs.got) == sorted(BOTH)


async def test_legacy_session_never_initialized_hears_nothing_and_unsubscribes_on_close(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    mcp = world.server(READ)
    async with _legacy_session(mcp, monkeypatch, drop=True) as hs:
        assert hs.client is not None
        with anyio.fail_after(10):
            await hs.subscribed.wait()
        hs.release.set()  # the server drops `initialized`: as if the client never sent it
        await hs.commit(lambda: world.keeper.lifecycle.act(reviewer(world.acme), "staged-one", "approve"))
        await hs.client.list_tools()
        assert hs.got == []
        assert not hs.unsubscribed.is_set()
    with anyio.fail_after(10):
        await hs.unsubscribed.wait()
