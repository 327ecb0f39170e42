"""A token revoked or a mandate changed tells that tenant's connections, and no one else's."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any

import anyio
import pytest
from starlette.requests import Request
from starlette.types import Receive, Scope, Send

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.deliver.mcp.backend import StoreSession
from skillkeeper.deliver.mcp.callers import request_caller, token_source
from skillkeeper.deliver.mcp.http import OptionalBearerAuth
from skillkeeper.deliver.mcp.notify import EVERYONE, ChangeFeed, Hearing
from skillkeeper.deliver.mcp.server import _hearing, build_server
from skillkeeper.keeper import Keeper
from skillkeeper.store.states import TO_ACCESS, TO_ALL
from tests.deliver.mcp.conftest import World
from tests.factories import reviewer

Step = Callable[[Keeper], object]


async def _heard(world: World, feed: ChangeFeed, callers: Sequence[Caller], steps: Sequence[Step]) -> list[list[int]]:
    """Run `steps` through the world's keeper; per caller, the indices of the steps it heard of."""
    heard: list[list[int]] = [[] for _ in callers]
    step_no = [0]
    async with feed.running():
        assert await feed.ready(20)
        for caller, log in zip(callers, heard, strict=True):
            hearing = await anyio.to_thread.run_sync(lambda c=caller: _hearing(StoreSession(world.keeper, c)))
            feed.subscribe(hearing, lambda _tid, log=log: log.append(step_no[0]) if step_no[0] not in log else None)
        await _run_steps(world, feed, steps, step_no)
    return heard


async def _run_steps(
    world: World, feed: ChangeFeed, steps: Sequence[Step], step_no: list[int], settled: anyio.Event | None = None
) -> None:
    """Run `steps` on a running feed, each until a subscriber that hears everything heard it (and `settled` is set).

    One fan-out reaches every subscriber in one go, so once the marker heard a step, "not heard"
    is exact for the others.
    """
    marks = [anyio.Event() for _ in steps]
    feed.subscribe(Hearing(None), lambda _tid: marks[step_no[0]].set())
    for i, step in enumerate(steps):
        step_no[0] = i
        await anyio.to_thread.run_sync(lambda s=step: s(world.keeper))
        with anyio.fail_after(20):
            await marks[i].wait()
            if settled is not None:
                await settled.wait()


def _steps(world: World) -> list[Step]:
    token = world.keeper.tokens.mint(world.acme, "bot", [READ, WRITE])
    return [
        lambda k: k.tokens.revoke(world.acme, token.id),
        lambda k: k.tokens.change_mandate(world.acme, "bot", remove=frozenset({WRITE})),
    ]


async def test_token_and_mandate_changes_reach_the_tenants_connections_only(world: World) -> None:
    feed = world.server(READ).feed
    feed.poll = None  # in-process fan-out (SQLite) or LISTEN (PostgreSQL)
    callers = [world.caller(READ), world.caller(WRITE), world.caller(READ, tenant="other")]
    reader, writer_only, foreign = await _heard(world, feed, callers, _steps(world))
    assert reader == [0, 1]
    assert writer_only == [0, 1]  # no read scope yet: it may just have gained it
    assert foreign == []


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
async def test_another_process_token_change_reaches_the_tenants_connections_by_the_poll(
    world: World, db_url: str
) -> None:
    other = Keeper.open(db_url)  # its announcements never reach this feed: only the poll does
    try:
        feed = ChangeFeed(poll=world.keeper.catalog_moves, poll_seconds=0.02)
        token = world.keeper.tokens.mint(world.acme, "bot", [READ, WRITE])
        steps: list[Step] = [
            lambda _k: other.tokens.revoke(world.acme, token.id),
            lambda _k: other.tokens.change_mandate(world.acme, "bot", remove=frozenset({WRITE})),
        ]
        reader, foreign = await _heard(world, feed, [world.caller(READ), world.caller(READ, tenant="other")], steps)
    finally:
        other.close()
    assert reader == [0, 1]
    assert foreign == []


async def _ctx(keeper: Keeper, transport: str, token: str) -> Any:
    """What the server reads of a request context when it checks a standing connection again."""
    if transport == "stdio":  # the token is re-authenticated by the caller source on every read
        return SimpleNamespace(request=None)
    passed: list[Scope] = []

    async def app(scope: Scope, _receive: Receive, _send: Send) -> None:
        passed.append(scope)

    async def nothing(*_: Any) -> Any:
        raise AssertionError("the middleware let the request through without reading or answering")

    # As the HTTP middleware leaves it: the caller the request began with.
    bearer = (b"authorization", f"Bearer {token}".encode())
    await OptionalBearerAuth(app, keeper)({"type": "http", "headers": [bearer]}, nothing, nothing)
    return SimpleNamespace(request=Request(passed[0]))


@pytest.mark.parametrize("transport", ["stdio", "http"])
@pytest.mark.parametrize("change", ["revoke", "drop read"])
async def test_a_connection_stops_hearing_what_its_revoked_or_narrowed_token_no_longer_sees(
    world: World, transport: str, change: str
) -> None:
    issued = world.keeper.tokens.mint(world.acme, "bot", [READ, WRITE])
    callers = token_source(issued.token) if transport == "stdio" else request_caller
    mcp = build_server(world.keeper, callers)
    ctx = await _ctx(world.keeper, transport, issued.token)
    feed = mcp.feed
    feed.poll = None  # in-process fan-out (SQLite) or LISTEN (PostgreSQL)
    steps: list[Step] = [
        (lambda k: k.tokens.revoke(world.acme, issued.id))
        if change == "revoke"
        else (lambda k: k.tokens.change_mandate(world.acme, "bot", remove=frozenset({READ}))),
        lambda k: k.lifecycle.act(reviewer(world.acme), "staged-one", "approve"),
    ]
    heard: list[int] = []
    step_no = [0]
    async with feed.running():
        assert await feed.ready(20)
        hearing = await mcp._session(ctx, _hearing)
        assert hearing.hears(world.acme, TO_ALL)  # before the change it hears the tenant's catalog
        reheard = anyio.Event()

        async def rehear() -> Hearing:
            try:
                return await mcp._rehearing(ctx)
            finally:  # the feed takes the new hearing before it next yields
                reheard.set()

        feed.subscribe(hearing, lambda _tid: heard.append(step_no[0]), rehear)
        # After each step, wait until the hearing was worked out again after the access change (off the loop).
        await _run_steps(world, feed, steps, step_no, settled=reheard)
    assert heard == [0]  # told of the change itself (its next read says why), then nothing more


def test_a_revoked_token_hears_not_even_a_resync_but_a_scopeless_one_hears_its_access() -> None:
    revoked, scopeless = Hearing(frozenset()), Hearing(frozenset(), own=1)
    assert not revoked.hears(EVERYONE, TO_ALL) and not revoked.hears(1, TO_ACCESS)
    assert scopeless.hears(EVERYONE, TO_ALL) and scopeless.hears(1, TO_ACCESS)
    assert not scopeless.hears(1, TO_ALL)
