"""The serving path's stamp reader: exact after any commit, one read shared by waiters that arrived before it."""

from __future__ import annotations

import asyncio

from skillkeeper.keeper import Keeper
from skillkeeper.store.changes import current_stamp
from skillkeeper.store.tenants import ensure_tenant


def test_the_stamp_reader_sees_a_commit_made_just_before(keeper: Keeper) -> None:
    stamps = keeper.store.stamps
    before = asyncio.run(stamps.aread())
    with keeper.store.write() as conn:
        ensure_tenant(conn, "acme")
    after = asyncio.run(stamps.aread())
    with keeper.store.read() as conn:
        assert after == current_stamp(conn)
    assert after != before
    assert stamps.read() == after


def test_concurrent_waiters_share_reads_and_all_get_the_stamp(keeper: Keeper) -> None:
    stamps = keeper.store.stamps
    calls = 0
    plain = stamps.read

    def counted() -> object:
        nonlocal calls
        calls += 1
        return plain()

    stamps.read = counted  # type: ignore[method-assign]

    async def many() -> list[object]:
        return list(await asyncio.gather(*(stamps.aread() for _ in range(50))))

    got = asyncio.run(many())
    with keeper.store.read() as conn:
        assert got == [current_stamp(conn)] * 50
    assert 1 <= calls <= 50
    if keeper.store.dialect == "postgresql":
        assert calls <= 2  # one read for everyone waiting, at most one more for late arrivals


def test_a_commit_between_two_reads_on_one_loop_is_seen_by_the_second(keeper: Keeper) -> None:
    stamps = keeper.store.stamps

    async def around_a_commit() -> tuple[object, object]:
        before = await stamps.aread()
        with keeper.store.write() as conn:
            ensure_tenant(conn, "acme")
        return before, await stamps.aread()

    before, after = asyncio.run(around_a_commit())
    with keeper.store.read() as conn:
        assert after == current_stamp(conn)
    assert after != before


def test_a_closed_reader_reconnects_on_the_next_read(keeper: Keeper) -> None:
    stamps = keeper.store.stamps
    first = stamps.read()
    stamps.close()
    assert stamps.read() == first
