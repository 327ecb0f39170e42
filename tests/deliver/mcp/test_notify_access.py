"""A token revoked or a mandate changed tells that tenant's connections, and no one else's."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import anyio
import pytest

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.deliver.mcp.backend import StoreSession
from skillkeeper.deliver.mcp.notify import ChangeFeed, Hearing
from skillkeeper.deliver.mcp.server import _hearing
from skillkeeper.keeper import Keeper
from tests.deliver.mcp.conftest import World

Step = Callable[[Keeper], object]


async def _heard(world: World, feed: ChangeFeed, callers: Sequence[Caller], steps: Sequence[Step]) -> list[list[int]]:
    """Run `steps` through the world's keeper; per caller, the indices of the steps it heard of.

    A subscriber that hears everything marks each step: one fan-out reaches every subscriber in
    one go, so once it heard the step, "not heard" is exact for the others.
    """
    heard: list[list[int]] = [[] for _ in callers]
    step_no = [0]
    marks = [anyio.Event() for _ in steps]
    async with feed.running():
        assert await feed.ready(20)
        for caller, log in zip(callers, heard, strict=True):
            hearing = await anyio.to_thread.run_sync(lambda c=caller: _hearing(StoreSession(world.keeper, c)))
            feed.subscribe(hearing, lambda _tid, log=log: log.append(step_no[0]) if step_no[0] not in log else None)
        feed.subscribe(Hearing(None), lambda _tid: marks[step_no[0]].set())
        for i, step in enumerate(steps):
            step_no[0] = i
            await anyio.to_thread.run_sync(lambda s=step: s(world.keeper))
            with anyio.fail_after(20):
                await marks[i].wait()
    return heard


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
