"""Change notifications: tell connected MCP clients when the skills they can see may have changed.

Sources: in-process `Lifecycle.subscribe` on SQLite; PostgreSQL LISTEN on the lifecycle's
NOTIFY channel (every replica hears every change, its own included). Nothing is lost while a
listener (re)connects: it remembers the catalog version it last announced and, once LISTEN is
back, announces a change to everyone if the version moved meanwhile. Without PostgreSQL, an
optional poll of the catalog version does the same for other processes on one SQLite file, and
tells only the audiences of the changes audited since its last read (everyone when it cannot
tell: store.changes.catalog_moves). Sinks: 2026-07-28
`subscriptions/listen` streams (through the SDK's ListenHandler) and handshake-era
connections with a standing channel (stdio), which get `notifications/tools/list_changed`
and `notifications/resources/list_changed`. Events are level triggers ("refetch if you care").
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import anyio
from mcp.server.subscriptions import ResourcesListChanged, ServerEvent, ToolsListChanged

from skillkeeper.store.states import TO_ACCESS, TO_ALL, TO_REVIEWERS, TO_TENANT

if TYPE_CHECKING:  # the server's store: `mcp --node` serves without it
    from skillkeeper.store.changes import CatalogMoves

log = logging.getLogger(__name__)

Callback = Callable[[int], None]
# Works out again what a subscriber hears, once its own token's access moved (its token checked anew).
Rehear = Callable[[], Awaitable["Hearing"]]
# Reads the catalog version and the changes audited after a cursor (None: the first read).
VersionRead = Callable[["int | None"], "CatalogMoves"]
MAX_LISTENERS = 4096
LISTENER_NAME = "skillkeeper-listen"  # the application_name of every LISTEN connection (pg_stat_activity)
EVERYONE = -1  # the tenant id handed to callbacks when a resync cannot tell which tenant changed


@dataclass(frozen=True)
class Hearing:
    """Which changes one subscriber hears: only those that may alter what it can see."""

    tenants: frozenset[int] | None  # tenants whose served changes it hears (None: all of everything)
    own: int | None = None  # its own tenant (None: anonymous), whose gate-off staged rows it sees
    in_flight: bool = False  # it sees its own tenant's in-flight rows (a reviewer)

    def hears(self, tenant_id: int, audience: str) -> bool:
        """True when a change of `tenant_id` seen by `audience` (store/visibility.py) concerns it."""
        if self.tenants is None:
            return True
        if not self.tenants and self.own is None:  # sees nothing, belongs nowhere: a revoked token
            return False
        if tenant_id == EVERYONE:
            return True
        if audience == TO_ACCESS:  # its own token's scopes may have moved, even if it saw nothing so far
            return tenant_id == self.own
        if tenant_id not in self.tenants:
            return False
        if audience == TO_TENANT:
            return tenant_id == self.own
        if audience == TO_REVIEWERS:
            return tenant_id == self.own and self.in_flight
        return True  # TO_ALL, and any audience this release does not know: when unsure, notify


class ChangeFeed:
    """Per-process fan-out of 'tenant T changed' to subscribers, safe to publish from any thread."""

    def __init__(
        self,
        pg_url: str | None = None,
        channel: str = "skillkeeper_changes",
        *,
        poll: VersionRead | None = None,
        poll_seconds: float = 1.0,
    ) -> None:
        self.pg_url = pg_url
        self.channel = channel
        self.poll = poll
        self.poll_seconds = poll_seconds
        self.version: int | None = None  # the newest catalog version announced (or seen at LISTEN)
        self.resyncs = 0  # announcements made because the version moved while nobody was listening
        self.connects = 0  # LISTEN sessions established (the first one and every reconnect)
        self._conn: Any = None
        self._connected: asyncio.Condition | None = None
        self._subs: dict[object, tuple[Hearing, Callback, Rehear | None]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._users = 0
        self._listener: asyncio.Task[None] | None = None
        self._pending: set[asyncio.Task[Any]] = set()
        self.listening: asyncio.Event | None = None  # set once LISTEN is in place (PostgreSQL)

    # --- publishing

    def publish(self, tenant_id: int, audience: str = TO_ALL) -> None:
        """Announce a change of `tenant_id` to those of `audience` (thread-safe; dropped when nothing runs)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            self._fanout(tenant_id, audience)
        else:
            with suppress(RuntimeError):  # loop closed between the check and the call
                loop.call_soon_threadsafe(self._fanout, tenant_id, audience)

    def _fanout(self, tenant_id: int, audience: str = TO_ALL) -> None:
        for token, (hearing, callback, rehear) in list(self._subs.items()):
            if hearing.hears(tenant_id, audience):
                try:
                    callback(tenant_id)
                except Exception:  # one broken subscriber must not starve the others
                    log.exception("change subscriber failed")
                # A resync that cannot tell what changed may hide an access change too.
                moved = tenant_id == EVERYONE or (audience == TO_ACCESS and tenant_id == hearing.own)
                if rehear is not None and moved:
                    self.spawn(self._rehear(token, rehear))

    async def _rehear(self, token: object, rehear: Rehear) -> None:
        """Replace a subscriber's hearing by what its token allows now (a revoked one hears nothing more)."""
        try:
            hearing = await rehear()
        except Exception as exc:  # an outage: keep the old hearing; the next access change tries again
            log.warning("could not check a listener's token again (%s)", type(exc).__name__)
            return
        held = self._subs.get(token)
        if held is not None:
            self._subs[token] = (hearing, held[1], held[2])

    def subscribe(
        self, hearing: Hearing | frozenset[int] | None, callback: Callback, rehear: Rehear | None = None
    ) -> Callable[[], None]:
        """Call `callback` (on the loop) for the changes `hearing` hears (a bare tenant set: their served ones).

        With `rehear`, the hearing is worked out again after every access change of its own
        tenant, so a revoked token or a narrowed mandate stops hearing what it may no longer see.
        Returns the unsubscribe function; raises RuntimeError past MAX_LISTENERS.
        """
        if len(self._subs) >= MAX_LISTENERS:
            raise RuntimeError("too many change subscribers")
        token = object()
        self._subs[token] = (hearing if isinstance(hearing, Hearing) else Hearing(hearing), callback, rehear)

        def unsubscribe() -> None:
            self._subs.pop(token, None)

        return unsubscribe

    async def ready(self, timeout: float = 5.0) -> bool:
        """Wait (bounded) until a change committed from now on is sure to be heard; False on timeout."""
        event = self.listening
        if event is None:
            return True
        with anyio.move_on_after(timeout):
            await event.wait()
            return True
        return False

    async def reconnected(self, beyond: int, timeout: float) -> bool:
        """Wait (bounded) until more than `beyond` LISTEN sessions were established; False on timeout."""
        cond = self._connected
        if cond is None:
            return False
        with anyio.move_on_after(timeout):
            async with cond:
                await cond.wait_for(lambda: self.connects > beyond)
            return True
        return False

    @property
    def listener_pid(self) -> int | None:
        """The PostgreSQL backend pid of the LISTEN connection (for fault drills), or None."""
        conn = self._conn
        return None if conn is None or conn.closed else int(conn.info.backend_pid)

    def _resync(self, version: int | None, changes: tuple[tuple[int, str], ...] | None = None) -> None:
        """Remember `version`; when it moved past what was last announced, announce `changes`.

        `changes` are the (tenant, audience) pairs the move covers; without them, everyone hears.
        """
        if version is None:
            return
        # Token and mandate changes do not move the catalog version: they are told of whenever read.
        access = [c for c in changes or () if c[1] == TO_ACCESS]
        if self.version is not None and version != self.version:
            self.resyncs += 1
            catalog = [c for c in changes or () if c[1] != TO_ACCESS]
            if not catalog:
                self._fanout(EVERYONE)
                access = []
            for tenant_id, audience in catalog:
                self._fanout(tenant_id, audience)
        for tenant_id, audience in access:
            self._fanout(tenant_id, audience)
        self.version = version if self.version is None else max(version, self.version)

    def spawn(self, coro: Any) -> None:
        """Run a send on the loop without awaiting it, keeping a reference until it ends."""
        task = asyncio.ensure_future(coro)
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    # --- running

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        """Attach to the current loop (and LISTEN on PostgreSQL) while any server uses the feed."""
        self._loop = asyncio.get_running_loop()
        self._users += 1
        if self._users == 1 and self._listener is None:
            if self.pg_url:
                self.listening = asyncio.Event()
                self._connected = asyncio.Condition()
                self._listener = asyncio.ensure_future(self._listen_pg(self.pg_url))
            elif self.poll is not None:
                self.listening = asyncio.Event()
                self._listener = asyncio.ensure_future(self._poll_versions(self.poll))
        try:
            yield
        finally:
            self._users -= 1
            if self._users == 0 and self._listener is not None:
                self._listener.cancel()
                with suppress(asyncio.CancelledError, Exception):
                    await self._listener
                self._listener = None

    async def _listen_pg(self, url: str) -> None:
        # Lazy: the `postgres` extra is optional.
        import psycopg

        delay = 0.5
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    url, autocommit=True, application_name=LISTENER_NAME
                ) as conn:
                    self._conn = conn
                    await conn.execute(f'LISTEN "{self.channel}"')
                    # Read after LISTEN: anything committed later arrives as a notification.
                    cur = await conn.execute("SELECT version FROM catalog_version WHERE id = 1")
                    row = await cur.fetchone()
                    self.connects += 1
                    self._resync(None if row is None else int(row[0]))
                    if self.listening is not None:
                        self.listening.set()
                    if self._connected is not None:
                        async with self._connected:
                            self._connected.notify_all()
                    delay = 0.5
                    async for note in conn.notifies():
                        self._heard(note.payload)
                    raise ConnectionError("LISTEN connection closed")
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # reconnect; never take the server down
                self._conn = None
                if self.listening is not None:
                    self.listening.clear()
                log.warning("change listener lost its PostgreSQL connection (%s); retrying", type(exc).__name__)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)

    def _heard(self, payload: str) -> None:
        """One NOTIFY payload, `tenant:action[@audience]:name[:version]`: fan it out and remember the version."""
        tid, _, rest = payload.partition(":")
        _, _, version = rest.rpartition(":")
        if version.isdigit() and rest.count(":") >= 2:
            self.version = int(version) if self.version is None else max(int(version), self.version)
        # A payload from a replica that predates audiences has none: everyone hears it.
        _, _, audience = rest.partition(":")[0].partition("@")
        if tid.isdigit():
            self._fanout(int(tid), audience or TO_ALL)

    async def _poll_versions(self, read: VersionRead) -> None:
        """Announce changes other processes made to a shared SQLite file (checked only while someone listens)."""
        first = True
        cursor: int | None = None
        while True:
            if first or self._subs:
                try:
                    moves = await anyio.to_thread.run_sync(read, cursor)
                    cursor = moves.cursor
                    self._resync(moves.version, moves.changes)
                    if self.listening is not None:
                        self.listening.set()
                except Exception as exc:  # a locked or missing file: try again next round
                    log.warning("catalog version poll failed (%s)", type(exc).__name__)
                first = False
            await asyncio.sleep(self.poll_seconds)


def libpq_url(sqlalchemy_url: str) -> str:
    """A SQLAlchemy PostgreSQL URL as a libpq connection string psycopg accepts."""
    from sqlalchemy import make_url  # lazy: `mcp --node` never loads SQLAlchemy

    return make_url(sqlalchemy_url).set(drivername="postgresql").render_as_string(hide_password=False)


class StandingPush:
    """One handshake-era connection's list_changed pushes: heard from `initialize`, sent from `initialized` on.

    The spec lets a server notify only once the client said `notifications/initialized`, and the
    SDK handles that beside the client's next request: a change heard before then is remembered
    and told once, when `start` is called.
    """

    def __init__(self, feed: ChangeFeed) -> None:
        self.feed = feed
        self._send: Callable[[], Awaitable[None]] | None = None  # set once the client is initialized
        self.missed = False  # a change was heard before the client was initialized

    def heard(self, _tenant_id: int) -> None:
        """A feed callback: push now, or remember the change until the client is initialized."""
        if self._send is None:
            self.missed = True
        else:
            self.feed.spawn(self._send())

    def start(self, send: Callable[[], Awaitable[None]]) -> None:
        """The client is initialized: tell it once of what it missed, then of every change as it comes."""
        self._send = send
        if self.missed:
            self.missed = False
            self.feed.spawn(send())


class FeedBus:
    """A SubscriptionBus over the feed for one listen stream, filtered to what the caller hears."""

    def __init__(self, feed: ChangeFeed, hearing: Hearing, rehear: Rehear | None = None) -> None:
        self.feed = feed
        self.hearing = hearing
        self.rehear = rehear

    async def publish(self, event: ServerEvent) -> None:  # events come from the feed, not from here
        return None

    def subscribe(self, listener: Callable[[ServerEvent], None]) -> Callable[[], None]:
        def changed(_tid: int) -> None:
            listener(ToolsListChanged())
            listener(ResourcesListChanged())

        return self.feed.subscribe(self.hearing, changed, self.rehear)
