"""Change notifications reach only those who can see the change: no timing of hidden writes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import anyio
import pytest
from mcp import Client

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ, REVIEW, WRITE
from skillkeeper.deliver.mcp.backend import StoreSession
from skillkeeper.deliver.mcp.notify import ChangeFeed, Hearing
from tests.deliver.mcp.conftest import World, clean, critical, set_settings
from tests.factories import agent, make_skill, reviewer

Step = Callable[[], object]


def _staged(world: World, name: str = "new-one") -> Step:
    return lambda: world.keeper.lifecycle.write(agent(world.acme), make_skill(name, "Use when you need a new helper."))


def _quarantined(world: World, name: str = "bad-one") -> Step:
    def step() -> None:
        lc = world.keeper.lifecycle
        lc.scanner = critical
        try:
            lc.write(agent(world.acme), make_skill(name, "Use when you need a flagged helper."))
        finally:
            lc.scanner = clean

    return step


def _act(world: World, name: str, action: str) -> Step:
    return lambda: world.keeper.lifecycle.act(reviewer(world.acme), name, action)


async def _heard(world: World, callers: Sequence[Caller], steps: Sequence[Step]) -> list[list[int]]:
    """Run `steps` in order; per caller, the indices of the steps its subscription heard.

    A last subscriber hears every change of the tenant: once it heard them all, every earlier
    subscriber has had its turn (one fan-out per change, in order), so "not heard" is exact.
    """
    mcp = world.server(READ)
    feed = mcp.feed
    feed.poll = None  # in-process fan-out (SQLite) or LISTEN (PostgreSQL); the poll's resync is not under test
    heard: list[list[int]] = [[] for _ in callers]
    count: list[int] = []
    done = anyio.Event()

    def barrier(_tid: int) -> None:
        count.append(1)
        if len(count) == len(steps):
            done.set()

    async with feed.running():
        assert await feed.ready(20)
        for caller, log in zip(callers, heard, strict=True):
            hearing = await anyio.to_thread.run_sync(lambda c=caller: StoreSession(world.keeper, c).hearing())
            feed.subscribe(hearing, lambda _tid, log=log: log.append(len(count)))
        feed.subscribe(Hearing(frozenset({world.acme}), own=world.acme, in_flight=True), barrier)
        for step in steps:
            await anyio.to_thread.run_sync(step)
        with anyio.fail_after(20):
            await done.wait()
    return heard


def _reader(world: World) -> Caller:
    return world.caller(READ, WRITE)


def _reviewer(world: World) -> Caller:
    return Caller(world.acme, "acme", "reviewer-1", frozenset({READ, WRITE, REVIEW}))


async def test_reader_hears_only_the_approval_and_reviewer_hears_every_step(world: World) -> None:
    steps = [
        _staged(world),  # 0: waits for review
        _quarantined(world),  # 1: quarantined on write
        lambda: world.keeper.lifecycle.write(  # 2: an edit of an active skill, waiting for review
            agent(world.acme), make_skill("pdf-tools", "Use when you need to fill, merge or split PDF forms.")
        ),
        _act(world, "staged-one", "reject"),  # 3: a rejection
        _act(world, "new-one", "approve"),  # 4: served
        _act(world, "pdf-tools", "quarantine"),  # 5: an active skill hidden
    ]
    reader, review = await _heard(world, [_reader(world), _reviewer(world)], steps)
    assert reader == [4, 5]
    assert review == [0, 1, 2, 3, 4, 5]


async def test_gate_off_reader_hears_staged_writes_but_not_quarantined_ones(world: World) -> None:
    set_settings(world, world.acme, review_gate=False)
    steps = [_quarantined(world), _staged(world), _act(world, "bad-one", "reject")]
    (reader,) = await _heard(world, [_reader(world)], steps)
    assert reader == [1]


async def test_auto_promoted_write_is_heard_by_readers(world: World) -> None:
    set_settings(world, world.acme, auto_promote_clean=True)
    steps = [_quarantined(world), _staged(world)]  # the clean write goes active on write
    (reader,) = await _heard(world, [_reader(world)], steps)
    assert reader == [1]


async def test_deleting_a_served_skill_is_heard(world: World) -> None:
    steps = [_staged(world), lambda: world.keeper.lifecycle.delete(reviewer(world.acme), "pdf-tools")]
    (reader,) = await _heard(world, [_reader(world)], steps)
    assert reader == [1]


def test_legacy_and_unknown_payloads_reach_everyone_and_audiences_are_honoured() -> None:
    feed = ChangeFeed()
    reader: list[int] = []
    review: list[int] = []
    other: list[int] = []

    async def main() -> None:
        async with feed.running():
            feed.subscribe(Hearing(frozenset({1}), own=1), reader.append)
            feed.subscribe(Hearing(frozenset({1}), own=1, in_flight=True), review.append)
            feed.subscribe(Hearing(frozenset({1, 2}), own=2), other.append)  # a subscriber of tenant 1's catalog
            feed._heard("1:write@review:new-one:5")  # hidden: reviewers only
            feed._heard("1:write@tenant:new-one:6")  # gate off: tenant 1's own viewers
            feed._heard("1:approve:new-one:7")  # a replica that predates audiences: everyone
            feed._heard("1:approve@someday:new-one:8")  # an audience this release does not know: everyone
            feed._heard("1:approve@all:new-one:9")

    anyio.run(main)
    assert reader == [1, 1, 1, 1]
    assert review == [1, 1, 1, 1, 1]
    assert other == [1, 1, 1]
    assert feed.version == 9


async def test_gate_off_reader_listen_stream_gets_the_staged_write(world: World) -> None:
    set_settings(world, world.acme, review_gate=False)
    async with (
        Client(world.server(READ).server, mode="auto") as client,
        client.listen(resources_list_changed=True) as sub,
    ):
        await anyio.to_thread.run_sync(_staged(world))
        with anyio.fail_after(20):
            event: Any = await sub.__anext__()
    assert type(event).__name__ == "ResourcesListChanged"


@pytest.mark.parametrize("scopes", [(READ,), (READ, WRITE)])
def test_hearing_of_a_reader_is_not_a_reviewers(world: World, scopes: tuple[str, ...]) -> None:
    hearing = StoreSession(world.keeper, world.caller(*scopes)).hearing()
    assert hearing == Hearing(frozenset({world.acme}), own=world.acme, in_flight=False)
    assert StoreSession(world.keeper, _reviewer(world)).hearing().in_flight
