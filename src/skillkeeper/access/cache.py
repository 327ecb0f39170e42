"""Callers and their viewers, reused while the (catalog, access) stamp they were built under holds.

A token, principal or mandate change moves the access version and a skill, tenant or
subscription change moves the catalog version (triggers, migrations 0003 and 0007), so a
revocation or a narrowed mandate applies on the very next request on every replica. Tokens
are keyed by their hash; the secret itself is never kept.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from anyio.to_thread import run_sync
from sqlalchemy import Connection

from skillkeeper.access.callers import Caller, public_reader
from skillkeeper.access.tokens import InvalidToken, authenticate_until, hash_token
from skillkeeper.store.changes import current_stamp
from skillkeeper.store.clock import now
from skillkeeper.store.db import Store
from skillkeeper.store.stamped import Stamp, StampedCache


class CallerCache:
    """Authenticated callers (with their viewer) per token hash and anonymous readers per tenant."""

    def __init__(self, max_entries: int = 4096) -> None:
        self._tokens: StampedCache[str, tuple[Caller, datetime | None]] = StampedCache(max_entries)
        self._public: StampedCache[str, Caller] = StampedCache(max_entries)

    def authenticate(self, store: Store, token: str) -> tuple[Caller, Stamp | None]:
        """The caller behind `token` (viewer resolved) and the stamp read; raises InvalidToken, Unavailable.

        Unchanged since the last request: one single-row read. Otherwise the token and the
        viewer are read in one transaction and filed under the stamp read before them.
        """
        digest = hash_token(token)
        with store.autocommit() as conn:
            stamp = current_stamp(conn)
        held = self._tokens.get(stamp, digest)
        if held is None:
            with store.read() as conn:
                caller, expires = authenticate_until(conn, token)
                held = self._tokens.put(stamp, digest, (_with_viewer(conn, caller), expires))
        caller, expires = held
        if expires is not None and expires <= now():
            raise InvalidToken("invalid token")
        return caller, stamp

    async def authenticate_async(self, store: Store, token: str) -> tuple[Caller, Stamp | None]:
        """`authenticate` for the event loop: the stamp read there, a worker thread only on a miss."""
        digest = hash_token(token)
        stamp = await store.stamps.aread()
        held = self._tokens.get(stamp, digest)
        if held is None:
            held = await run_sync(self._load_token, store, stamp, digest, token)
        caller, expires = held
        if expires is not None and expires <= now():
            raise InvalidToken("invalid token")
        return caller, stamp

    def _load_token(self, store: Store, stamp: Stamp | None, digest: str, token: str) -> tuple[Caller, datetime | None]:
        with store.read() as conn:
            caller, expires = authenticate_until(conn, token)
            return self._tokens.put(stamp, digest, (_with_viewer(conn, caller), expires))

    async def public_async(self, store: Store, tenant: str | None) -> tuple[Caller, Stamp | None]:
        """`public` for the event loop: the stamp read there, a worker thread only on a miss."""
        key = tenant or ""
        stamp = await store.stamps.aread()
        held = self._public.get(stamp, key)
        if held is None:
            held = await run_sync(self._load_public, store, stamp, key, tenant)
        return held, stamp

    def _load_public(self, store: Store, stamp: Stamp | None, key: str, tenant: str | None) -> Caller:
        with store.read() as conn:
            return self._public.put(stamp, key, _with_viewer(conn, public_reader(conn, tenant)))

    def public(self, store: Store, tenant: str | None) -> tuple[Caller, Stamp | None]:
        """The anonymous reader of `tenant`'s public catalog (viewer resolved) and the stamp read."""
        key = tenant or ""
        with store.autocommit() as conn:
            stamp = current_stamp(conn)
        held = self._public.get(stamp, key)
        if held is None:
            with store.read() as conn:
                held = self._public.put(stamp, key, _with_viewer(conn, public_reader(conn, tenant)))
        return held, stamp

    def clear(self) -> None:
        self._tokens.clear()
        self._public.clear()


def _with_viewer(conn: Connection, caller: Caller) -> Caller:
    return replace(caller, resolved_viewer=caller.viewer(conn))
