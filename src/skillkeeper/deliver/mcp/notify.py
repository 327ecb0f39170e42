"""Change notifications: tell connected MCP clients when the skills they can see may have changed.

Sources: in-process `Lifecycle.subscribe` on SQLite; PostgreSQL LISTEN on the lifecycle's
NOTIFY channel (every replica hears every change, its own included). Sinks: 2026-07-28
`subscriptions/listen` streams (through the SDK's ListenHandler) and handshake-era
connections with a standing channel (stdio), which get `notifications/tools/list_changed`
and `notifications/resources/list_changed`. Events are level triggers ("refetch if you care").
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from typing import Any

from mcp.server.subscriptions import ResourcesListChanged, ServerEvent, ToolsListChanged
from sqlalchemy import make_url

log = logging.getLogger(__name__)

Callback = Callable[[int], None]
MAX_LISTENERS = 4096


class ChangeFeed:
    """Per-process fan-out of 'tenant T changed' to subscribers, safe to publish from any thread."""

    def __init__(self, pg_url: str | None = None, channel: str = "skillkeeper_changes") -> None:
        self.pg_url = pg_url
        self.channel = channel
        self._subs: dict[object, tuple[frozenset[int] | None, Callback]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._users = 0
        self._listener: asyncio.Task[None] | None = None
        self._pending: set[asyncio.Task[Any]] = set()
        self.listening: asyncio.Event | None = None  # set once LISTEN is in place (PostgreSQL)

    # --- publishing

    def publish(self, tenant_id: int) -> None:
        """Announce a change of `tenant_id` (thread-safe; dropped when nothing is running)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            self._fanout(tenant_id)
        else:
            with suppress(RuntimeError):  # loop closed between the check and the call
                loop.call_soon_threadsafe(self._fanout, tenant_id)

    def _fanout(self, tenant_id: int) -> None:
        for tenants, callback in list(self._subs.values()):
            if tenants is None or tenant_id in tenants:
                try:
                    callback(tenant_id)
                except Exception:  # one broken subscriber must not starve the others
                    log.exception("change subscriber failed")

    def subscribe(self, tenants: frozenset[int] | None, callback: Callback) -> Callable[[], None]:
        """Call `callback` (on the loop) for changes of `tenants` (None: all); returns unsubscribe."""
        if len(self._subs) >= MAX_LISTENERS:
            raise RuntimeError("too many change subscribers")
        token = object()
        self._subs[token] = (tenants, callback)

        def unsubscribe() -> None:
            self._subs.pop(token, None)

        return unsubscribe

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
        if self._users == 1 and self.pg_url and self._listener is None:
            self.listening = asyncio.Event()
            self._listener = asyncio.ensure_future(self._listen_pg(self.pg_url))
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
                async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
                    await conn.execute(f'LISTEN "{self.channel}"')
                    if self.listening is not None:
                        self.listening.set()
                    delay = 0.5
                    async for note in conn.notifies():
                        tid, _, _ = note.payload.partition(":")
                        if tid.isdigit():
                            self._fanout(int(tid))
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # reconnect; never take the server down
                log.warning("change listener lost its PostgreSQL connection (%s); retrying", type(exc).__name__)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)


def libpq_url(sqlalchemy_url: str) -> str:
    """A SQLAlchemy PostgreSQL URL as a libpq connection string psycopg accepts."""
    return make_url(sqlalchemy_url).set(drivername="postgresql").render_as_string(hide_password=False)


class FeedBus:
    """A SubscriptionBus over the feed for one listen stream, filtered to the caller's tenants."""

    def __init__(self, feed: ChangeFeed, tenants: frozenset[int]) -> None:
        self.feed = feed
        self.tenants = tenants

    async def publish(self, event: ServerEvent) -> None:  # events come from the feed, not from here
        return None

    def subscribe(self, listener: Callable[[ServerEvent], None]) -> Callable[[], None]:
        def changed(_tid: int) -> None:
            listener(ToolsListChanged())
            listener(ResourcesListChanged())

        return self.feed.subscribe(self.tenants, changed)
