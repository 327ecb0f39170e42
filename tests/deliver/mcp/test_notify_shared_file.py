"""Another process's writes to a shared database reach only the connections that can see them.

On one SQLite file a server learns of other processes' writes by polling the catalog version;
the changes audited since its last read name each one's tenant and audience. The poll is driven
against both engines here (on PostgreSQL servers LISTEN instead, but the read is the same).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import anyio
import pytest

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ, REVIEW, WRITE
from skillkeeper.deliver.mcp.backend import StoreSession
from skillkeeper.deliver.mcp.notify import ChangeFeed, Hearing
from skillkeeper.keeper import Keeper
from tests.deliver.mcp.conftest import World, clean, critical, set_settings
from tests.factories import agent, make_skill, reviewer

Step = Callable[[Keeper], object]


@pytest.fixture
def other_process(world: World, db_url: str) -> Iterator[Keeper]:
    """A second Keeper on the same database: its in-process announcements never reach `world`'s feed."""
    k = Keeper.open(db_url)
    k.lifecycle.scanner = clean
    try:
        yield k
    finally:
        k.close()


def _feed(world: World) -> ChangeFeed:
    """The server's own polling feed on SQLite; the same poll over the keeper on PostgreSQL."""
    mcp = world.server(READ)
    feed = mcp.feed if mcp.feed.poll is not None else ChangeFeed(poll=world.keeper.catalog_moves)
    feed.poll_seconds = 0.02
    return feed


async def _heard(world: World, writer: Keeper, callers: Sequence[Caller], steps: Sequence[Step]) -> list[list[int]]:
    """Run `steps` through `writer`; per caller, the indices of the steps the poll told it of.

    A subscriber that hears everything marks each step's poll: the poll fans a move out to every
    subscriber in one go, so once it heard the step, "not heard" is exact for the others.
    """
    feed = _feed(world)
    heard: list[list[int]] = [[] for _ in callers]
    step_no = [0]
    marks: list[anyio.Event] = [anyio.Event() for _ in steps]
    async with feed.running():
        assert await feed.ready(20)
        for caller, log in zip(callers, heard, strict=True):
            hearing = await anyio.to_thread.run_sync(lambda c=caller: StoreSession(world.keeper, c).hearing())
            feed.subscribe(hearing, lambda _tid, log=log: log.append(step_no[0]) if step_no[0] not in log else None)
        feed.subscribe(Hearing(None), lambda _tid: marks[step_no[0]].set())
        for i, step in enumerate(steps):
            step_no[0] = i
            await anyio.to_thread.run_sync(lambda s=step: s(writer))
            with anyio.fail_after(20):
                await marks[i].wait()
    return heard


def _staged(keeper: Keeper, tid: int, name: str = "new-one") -> None:
    keeper.lifecycle.write(agent(tid), make_skill(name, "Use when you need a new helper."))


def _quarantined(keeper: Keeper, tid: int) -> None:
    keeper.lifecycle.scanner = critical
    try:
        keeper.lifecycle.write(agent(tid), make_skill("bad-one", "Use when you need a flagged helper."))
    finally:
        keeper.lifecycle.scanner = clean


def _reader(world: World, tenant: str = "acme") -> Caller:
    return world.caller(READ, WRITE, tenant=tenant)


def _reviewer(world: World) -> Caller:
    return Caller(world.acme, "acme", "reviewer-1", frozenset({READ, WRITE, REVIEW}))


async def test_hidden_and_foreign_writes_by_another_process_reach_only_who_sees_them(
    world: World, other_process: Keeper
) -> None:
    acme, other = world.acme, world.other
    steps: list[Step] = [
        lambda k: _staged(k, acme),  # 0: waits for review
        lambda k: _quarantined(k, acme),  # 1: quarantined on write
        lambda k: k.lifecycle.write(  # 2: an edit of an active skill, waiting for review
            agent(acme), make_skill("pdf-tools", "Use when you need to fill, merge or split PDF forms.")
        ),
        lambda k: k.lifecycle.write(  # 3: another tenant's skill, served to that tenant only
            reviewer(other), make_skill("their-tool", "Use when you need their tool."), source="manual", status="active"
        ),
        lambda k: k.lifecycle.act(reviewer(acme), "new-one", "approve"),  # 4: served
    ]
    reader, review, foreign = await _heard(
        world, other_process, [_reader(world), _reviewer(world), _reader(world, "other")], steps
    )
    assert reader == [4]
    assert review == [0, 1, 2, 4]
    assert foreign == [3]


async def test_gate_off_reader_hears_another_process_staged_write_not_a_quarantined_one(
    world: World, other_process: Keeper
) -> None:
    set_settings(world, world.acme, review_gate=False)
    acme = world.acme
    steps: list[Step] = [lambda k: _quarantined(k, acme), lambda k: _staged(k, acme)]
    reader, foreign = await _heard(world, other_process, [_reader(world), _reader(world, "other")], steps)
    assert reader == [1]
    assert foreign == []


async def test_a_settings_change_by_another_process_reaches_everyone(world: World, other_process: Keeper) -> None:
    # Whether a catalog is published or the gate is on changes what others see: the poll cannot narrow it.
    steps: list[Step] = [lambda k: k.tenants.update_settings(world.acme, {"review_gate": False})]
    reader, foreign = await _heard(world, other_process, [_reader(world), _reader(world, "other")], steps)
    assert reader == [0]
    assert foreign == [0]
