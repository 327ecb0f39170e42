"""`keeper.sessions`: the inbox pages' server-side browser sessions and the server's named secrets.

A session maps the hash of a random cookie id to the token a reviewer signed in with; its caller
is recomputed from that token on every request (`access/sessions.py`).
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from skillkeeper.access.callers import Caller
from skillkeeper.access.sessions import close_session, open_session, server_secret, session_caller

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper


class Sessions:
    """Open, check and close browser sessions; read server secrets (cached per Keeper)."""

    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper

    def open(self, token_id: str, lifetime: timedelta) -> str:
        """A new session for the caller of `token_id`; returns the cookie's id (shown once)."""
        with self.keeper.store.write() as conn:
            return open_session(conn, token_id, lifetime)

    def caller(self, session_id: str) -> Caller | None:
        """The caller of a live session as of now; None when unknown, expired or its token revoked."""
        with self.keeper.store.read() as conn:
            return session_caller(conn, session_id)

    def close(self, session_id: str) -> None:
        """End the session (nothing happens when it is already gone)."""
        with self.keeper.store.write() as conn:
            close_session(conn, session_id)

    def secret(self, name: str) -> bytes:
        """The server-wide secret `name`, made on first use; read once per Keeper (it never changes)."""
        cached = self.keeper.caches.secrets.get(name)
        if cached is None:
            with self.keeper.store.write() as conn:
                cached = self.keeper.caches.secrets[name] = server_secret(conn, name)
        return cached


__all__ = ["Sessions"]
