"""The serving path's stamp read: the (catalog, access) versions each request is answered under.

Every request reads the stamp before it may be served from a cache, so a revocation, an
approval or a quarantine committed in any process before the request arrived is seen. On
PostgreSQL that read is the one round trip a cached answer costs, and the database server
shares the machine with the workers, so the reader keeps it small: one prepared statement in
autocommit on a connection of its own, sent from the event loop (no worker thread), and
shared by every request that arrived before it was sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.pool import StaticPool

from skillkeeper.errors import Unavailable
from skillkeeper.store.changes import Stamp

# Prepared once per connection. Folding both rows into one (max() FILTER) cost the backend more
# (25 against 21 us per statement, benchmarks/stamp_reads.py); the floor, SELECT 1, is 16.
_STAMP_SQL = "SELECT id, version FROM catalog_version WHERE id IN (1, 2)"

# Under concurrent load, a PostgreSQL stamp read starts at most this often (seconds) per
# process; requests arriving in between join the next read instead of each sending their own.
# A lone client is never held back: the spacing applies only after a read shared by several.
SPACING = 0.0005
# What operators see in pg_stat_activity for the serving path's stamp connections.
APPLICATION_NAME = "skillkeeper-stamps"


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
            except Exception as exc:
                self._drop()
                raise Unavailable(f"database unavailable: {type(exc).__name__}") from None
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
        self._conn: Any = None  # psycopg AsyncConnection, used on this loop only
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
                    self._conn = await self.reader.connect_async()
                self.reader.sent += 1
                async with self._conn.cursor() as cur:
                    await cur.execute(_STAMP_SQL, prepare=True)
                    return _stamp(await cur.fetchall())
            except BaseException as exc:
                self.close()  # broken or interrupted mid-read: its state is unknown
                if not isinstance(exc, Exception):
                    raise
                if fresh or attempt == 2:
                    raise Unavailable(f"database unavailable: {type(exc).__name__}") from None
        raise AssertionError("unreachable")  # pragma: no cover

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(Exception):  # its loop may be gone: close the socket itself
                conn.pgconn.finish()


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
