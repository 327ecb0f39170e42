"""The serving path's stamp reader: exact after any commit, one read shared by waiters that arrived before it."""

from __future__ import annotations

import asyncio
import socket
import threading

import pytest
from sqlalchemy import create_engine, text

from skillkeeper.errors import Unavailable
from skillkeeper.keeper import Keeper
from skillkeeper.store.changes import current_stamp
from skillkeeper.store.stamps import APPLICATION_NAME, StampReader
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

    async def many() -> list[object]:
        return list(await asyncio.gather(*(stamps.aread() for _ in range(50))))

    got = asyncio.run(many())
    with keeper.store.read() as conn:
        assert got == [current_stamp(conn)] * 50
    if keeper.store.dialect == "postgresql":
        assert 1 <= stamps.sent <= 2  # one read for everyone waiting, at most one more for late arrivals


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


def test_a_lone_request_is_never_held_back_by_the_spacing(keeper: Keeper) -> None:
    stamps = keeper.store.stamps
    stamps.spacing = 3600.0  # were a lone read ever spaced, this test would time out

    async def one_after_another() -> list[object]:
        return [await asyncio.wait_for(stamps.aread(), timeout=30) for _ in range(5)]

    got = asyncio.run(one_after_another())
    with keeper.store.read() as conn:
        assert got == [current_stamp(conn)] * 5


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)  # SQLite reads the stamp in-process, once per request
def test_requests_arriving_during_a_spaced_wait_join_one_read_sent_after_them(keeper: Keeper) -> None:
    stamps = keeper.store.stamps
    # Long enough that the first read, the commit and the late arrival all fit inside it on a busy
    # machine (at 50 ms a slow round trip used up the window before the test could act).
    stamps.spacing = 5.0

    async def waves() -> tuple[object, object, int]:
        await asyncio.gather(stamps.aread(), stamps.aread())  # shared: the next read is spaced
        sent = stamps.sent
        first = asyncio.gather(stamps.aread(), stamps.aread())
        await asyncio.sleep(0)  # the pump is waiting out the spacing now
        with keeper.store.write() as conn:  # committed before the next arrival: it must see it
            ensure_tenant(conn, "acme")
        late = await stamps.aread()
        before, _ = await first
        return before, late, stamps.sent - sent

    before, late, reads = asyncio.run(waves())
    with keeper.store.read() as conn:
        assert late == before == current_stamp(conn)  # the commit was before the read was sent
    assert reads == 1


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)  # SQLite has no server connection to lose
def test_a_dropped_stamp_connection_is_replaced_within_the_next_read(keeper: Keeper) -> None:
    stamps = keeper.store.stamps

    async def around_a_drop() -> tuple[object, object]:
        first = await stamps.aread()
        # As a database restart or an idle timeout would; the call returns once the backend is gone.
        with keeper.store.autocommit() as conn:
            dropped = conn.execute(
                text(
                    "SELECT count(pg_terminate_backend(pid, 10000)) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND application_name = :name"
                ),
                {"name": APPLICATION_NAME},
            ).scalar()
        assert dropped == 1
        return first, await stamps.aread()

    first, after = asyncio.run(around_a_drop())
    assert after == first


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)  # SQLite has no server to be unreachable
def test_an_unreachable_database_fails_the_read_with_unavailable(keeper: Keeper) -> None:
    with socket.socket() as probe:  # a port nothing listens on once this closes
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    engine = create_engine(keeper.store.engine.url.set(host="127.0.0.1", port=port))
    stamps = StampReader(engine)
    try:
        with pytest.raises(Unavailable):
            asyncio.run(asyncio.wait_for(stamps.aread(), timeout=30))
    finally:
        stamps.close()
        engine.dispose()


def test_event_loops_in_two_threads_each_read_the_stamp(keeper: Keeper) -> None:
    stamps = keeper.store.stamps

    async def many() -> list[object]:
        return list(await asyncio.gather(*(stamps.aread() for _ in range(20))))

    results: list[list[object]] = []
    threads = [threading.Thread(target=lambda: results.append(asyncio.run(many()))) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    with keeper.store.read() as conn:
        assert results == [[current_stamp(conn)] * 20] * 2
