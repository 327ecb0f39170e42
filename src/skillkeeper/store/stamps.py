"""The serving path's stamp read: the (catalog, access) versions each request is answered under.

Every request reads the stamp before it may be served from a cache, so a revocation, an
approval or a quarantine committed in any process before the request arrived is seen. On
PostgreSQL that read is the one round trip a cached answer costs, and the database server
shares the machine with the workers, so the reader keeps it small: one prepared statement in
autocommit on a connection of its own, sent from the event loop through libpq directly (no
worker thread, no cursor), and shared by every request that arrived before it was sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.pool import StaticPool

from skillkeeper.errors import Unavailable
from skillkeeper.store.stamped import Stamp

# Prepared once per connection. Folding both rows into one (max() FILTER) cost the backend more
# (25 against 21 us per statement, benchmarks/stamp_reads.py); the floor, SELECT 1, is 16.
_STAMP_SQL = "SELECT id, version FROM catalog_version WHERE id IN (1, 2)"

# Under concurrent load, a PostgreSQL stamp read starts at most this often (seconds) per
# process; requests arriving in between join the next read instead of each sending their own.
# A lone client is never held back: the spacing applies only after a read shared by several.
SPACING = 0.0005
# What operators see in pg_stat_activity for the serving path's stamp connections.
APPLICATION_NAME = "skillkeeper-stamps"
# The stamp statement's name on each stamp connection (prepared when the connection opens).
_STATEMENT = b"skillkeeper_stamp"


def _stamp(rows: list[Any]) -> Stamp | None:
    versions = {int(i): int(v) for i, v in rows}
    if 1 not in versions or 2 not in versions:
        return None  # a version row is missing: nothing may be cached
    return Stamp((versions[1], versions[2]))


class StampReader:
    """Reads the current stamp straight through the driver, for the serving path of one process.

    SQLite: one in-process indexed read on a dedicated connection, cheap enough to run on the
    event loop. PostgreSQL: one round trip on the event loop, shared by every request that
    arrived before it was sent (a read sent earlier is never reused, so a revocation committed
    before a request arrived is always seen). Raises Unavailable when the database cannot be
    reached; the next call reconnects.
    """

    def __init__(self, engine: Engine, spacing: float = SPACING) -> None:
        self._engine = engine
        self._sqlite = engine.dialect.name == "sqlite"
        self.spacing = spacing
        self.sent = 0  # PostgreSQL reads sent from event loops (what tests and benchmarks count)
        self._conn: Any = None
        self._lock = threading.Lock()
        self._local = threading.local()  # each thread's event loop reads on a connection of its own
        self._loops: set[_LoopReads] = set()

    def read(self) -> Stamp | None:
        """The stamp now (blocking); raises Unavailable."""
        with self._lock:
            try:
                if self._conn is None:
                    self._conn = self._connect()
                cur = self._conn.cursor()
                try:
                    cur.execute(_STAMP_SQL)
                    rows = cur.fetchall()
                finally:
                    cur.close()
            except Exception:
                self._drop()
                raise Unavailable.database() from None
        return _stamp(rows)

    async def aread(self) -> Stamp | None:
        """The stamp as of some moment after this call; raises Unavailable."""
        if self._sqlite:
            return self.read()
        loop = asyncio.get_running_loop()
        reads: _LoopReads | None = getattr(self._local, "reads", None)
        if reads is None or reads.loop is not loop:  # a new event loop (a test client's, say)
            if reads is not None:
                self._forget(reads)
            reads = self._local.reads = _LoopReads(self, loop)
            with self._lock:
                self._loops.add(reads)
        return await reads.aread()

    def _forget(self, reads: _LoopReads) -> None:
        reads.close()
        with self._lock:
            self._loops.discard(reads)

    async def connect_async(self) -> Any:
        """A new autocommit psycopg connection for an event loop's reads."""
        import psycopg

        _, kwargs = self._engine.dialect.create_connect_args(self._engine.url)
        kwargs.pop("context", None)  # SQLAlchemy's adapters: this connection reads two integers
        kwargs.setdefault("application_name", APPLICATION_NAME)  # unless the URL names one
        return await psycopg.AsyncConnection.connect(**kwargs, autocommit=True)

    def _connect(self) -> Any:
        if isinstance(self._engine.pool, StaticPool):  # one shared in-memory connection: never ours alone
            return _PooledReads(self._engine)
        raw = self._engine.raw_connection()
        raw.detach()  # ours alone, never returned to the pool
        dbapi = raw.dbapi_connection
        if not self._sqlite:
            dbapi.autocommit = True  # type: ignore[union-attr]  # each read is its own snapshot, one round trip
        return dbapi

    def _drop(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(Exception):  # already broken; nothing more to release
                conn.close()

    def close(self) -> None:
        with self._lock:
            self._drop()
            loops, self._loops = self._loops, set()
        for reads in loops:
            reads.close()


class _LoopReads:
    """One event loop's PostgreSQL stamp reads: its connection, and the waiters of the next read."""

    def __init__(self, reader: StampReader, loop: asyncio.AbstractEventLoop) -> None:
        self.reader = reader
        self.loop = loop
        self._conn: _RawReads | None = None  # used on this loop only
        self._next: asyncio.Future[Stamp | None] | None = None  # waiters for the read not yet sent
        self._pump_task: asyncio.Task[None] | None = None
        self._last_sent = float("-inf")
        self._shared = False  # whether the read not yet sent already has several waiters

    async def aread(self) -> Stamp | None:
        waiting = self._next
        if waiting is None:
            waiting = self._next = self.loop.create_future()
            if self._pump_task is None:
                self._pump_task = self.loop.create_task(self._pump())
        else:
            self._shared = True
        return await asyncio.shield(waiting)

    async def _pump(self) -> None:
        try:
            while self._next is not None:
                wait = self._last_sent + self.reader.spacing - self.loop.time()
                if self._shared and wait > 0:
                    await asyncio.sleep(wait)  # more requests join this read meanwhile
                batch, self._next = self._next, None  # later arrivals wait for the next read
                self._last_sent, self._shared = self.loop.time(), False
                try:
                    stamp = await self._read()
                except Exception as exc:  # every waiter of this read gets the failure
                    batch.set_exception(exc)
                else:
                    batch.set_result(stamp)
        finally:
            self._pump_task = None

    async def _read(self) -> Stamp | None:
        """One round trip on this loop's connection; raises Unavailable.

        No check before use (that would be a second round trip): a connection found dead (the
        database restarted, an idle timeout) is replaced and the read sent once more on it.
        """
        for attempt in (1, 2):
            fresh = self._conn is None
            try:
                if self._conn is None:
                    self._conn = await _RawReads.open(self.reader, self.loop)
                self.reader.sent += 1
                return _stamp(await self._conn.stamp_rows())
            except BaseException as exc:
                self.close()  # broken or interrupted mid-read: its state is unknown
                if not isinstance(exc, Exception):
                    raise
                if fresh or attempt == 2:
                    raise Unavailable.database() from None
        raise AssertionError("unreachable")  # pragma: no cover

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()


class _RawReads:
    """A psycopg connection driven through libpq on an event loop: one prepared statement, no cursor.

    A lone read cost this process 94-122 us of CPU through psycopg's cursor and 33-39 us through
    libpq's own calls (benchmarks/stamp_reads.py --waiters 1 --work-us 0); the read is the one
    round trip a cached answer pays, so it goes straight to libpq. Reads raise psycopg.Error.
    """

    def __init__(self, conn: Any, loop: asyncio.AbstractEventLoop) -> None:
        self._conn = conn  # psycopg.AsyncConnection: owns the libpq connection, never used again
        self._pg = conn.pgconn
        self._loop = loop
        self._waiter: asyncio.Future[list[Any]] | None = None
        self._results: list[Any] = []
        self._broken: Exception | None = None
        self._pg.nonblocking = 1
        self._socket = self._pg.socket
        loop.add_reader(self._socket, self._readable)

    @classmethod
    async def open(cls, reader: StampReader, loop: asyncio.AbstractEventLoop) -> _RawReads:
        """Connect and prepare the stamp statement; raises psycopg.Error."""
        raw = cls(await reader.connect_async(), loop)
        try:
            await raw._round_trip(lambda pg: pg.send_prepare(_STATEMENT, _STAMP_SQL.encode()))
        except BaseException:
            raw.close()
            raise
        return raw

    async def stamp_rows(self) -> list[tuple[int, int]]:
        """The stamp statement's rows; raises psycopg.Error."""
        result = await self._round_trip(lambda pg: pg.send_query_prepared(_STATEMENT, None))
        return [(int(result.get_value(i, 0)), int(result.get_value(i, 1))) for i in range(result.ntuples)]

    async def _round_trip(self, send: Any) -> Any:
        import psycopg
        from psycopg import pq

        if self._broken is not None:
            raise self._broken
        waiter = self._waiter = self._loop.create_future()
        send(self._pg)
        while self._pg.flush():  # the statement did not fit the socket buffer: wait until it drains
            drained = self._loop.create_future()
            self._loop.add_writer(self._socket, drained.set_result, None)
            try:
                await drained
            finally:
                self._loop.remove_writer(self._socket)
        results = await waiter
        failed = [r for r in results if r.status not in (pq.ExecStatus.COMMAND_OK, pq.ExecStatus.TUPLES_OK)]
        if failed or not results:
            message = failed[0].error_message.decode(errors="replace") if failed else "no result"
            raise psycopg.DatabaseError(message.strip())
        return results[-1]

    def _readable(self) -> None:
        try:
            self._pg.consume_input()
            while not self._pg.is_busy():
                result = self._pg.get_result()
                if result is None:  # the statement is done
                    results, self._results = self._results, []
                    self._settle(results)
                    return
                self._results.append(result)
        except Exception as exc:  # the connection is gone: fail the read, stop watching the socket
            self._broken = exc
            self._loop.remove_reader(self._socket)
            self._settle(exc)

    def _settle(self, outcome: list[Any] | Exception) -> None:
        waiter, self._waiter = self._waiter, None
        if waiter is None or waiter.done():
            return  # nothing asked (a message while idle): a broken connection fails the next read
        if isinstance(outcome, Exception):
            waiter.set_exception(outcome)
        else:
            waiter.set_result(outcome)

    def close(self) -> None:
        with contextlib.suppress(Exception):  # its loop may be closed already
            self._loop.remove_reader(self._socket)
        with contextlib.suppress(Exception):  # already broken; close the socket itself
            self._pg.finish()
        self._settle(ConnectionError("stamp connection closed"))


class _PooledReads:
    """A DBAPI-like stand-in reading through the engine's pool (in-memory SQLite)."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._rows: list[Any] = []

    def cursor(self) -> _PooledReads:
        return self

    def execute(self, sql: str) -> None:
        with self._engine.connect() as conn:
            self._rows = list(conn.exec_driver_sql(sql).all())

    def fetchall(self) -> list[Any]:
        return self._rows

    def close(self) -> None:
        self._rows = []
