"""Web inbox sessions: an opaque id in the cookie, its hash and the signing-in token in the database.

The session stands for the token it was opened with: every request re-checks that token (revoked,
expired, narrowed mandate), so a session never outlives or outranks it. Sessions live in the
database, so any replica can answer any request and signing out ends a session everywhere.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from sqlalchemy import Connection, delete, insert, select
from sqlalchemy.exc import IntegrityError

from skillkeeper.access.callers import Caller
from skillkeeper.access.tokens import InvalidToken, caller_of_token
from skillkeeper.store.clock import aware, now
from skillkeeper.store.schema import server_secrets, web_sessions

MAX_SESSION_ID = 128


def _digest(session_id: str) -> str:
    return hashlib.sha256(session_id.encode("utf-8")).hexdigest()


def open_session(conn: Connection, token_id: str, lifetime: timedelta) -> str:
    """A new session for the caller of `token_id`; returns the id to put in the cookie (shown once)."""
    session_id = secrets.token_urlsafe(32)
    started = now()
    conn.execute(
        insert(web_sessions).values(
            id_hash=_digest(session_id), token_id=token_id, created_at=started, expires_at=started + lifetime
        )
    )
    # Expired sessions are swept on sign-in, so the table stays about as large as the live ones.
    conn.execute(delete(web_sessions).where(web_sessions.c.expires_at <= started))
    return session_id


def session_caller(conn: Connection, session_id: str) -> Caller | None:
    """The caller of a live session, recomputed from its token now; None when unknown, expired or revoked."""
    if not session_id or len(session_id) > MAX_SESSION_ID:
        return None
    row = conn.execute(
        select(web_sessions.c.token_id, web_sessions.c.expires_at).where(web_sessions.c.id_hash == _digest(session_id))
    ).first()
    if row is None or aware(row.expires_at) <= now():
        return None
    try:
        return caller_of_token(conn, row.token_id)
    except InvalidToken:
        return None


def close_session(conn: Connection, session_id: str) -> None:
    """End the session (no-op when it is already gone)."""
    if session_id and len(session_id) <= MAX_SESSION_ID:
        conn.execute(delete(web_sessions).where(web_sessions.c.id_hash == _digest(session_id)))


def server_secret(conn: Connection, name: str) -> bytes:
    """The server-wide secret `name`, made on first use; every replica reads the same one."""
    row = conn.execute(select(server_secrets.c.value).where(server_secrets.c.name == name)).first()
    if row is not None:
        return bytes.fromhex(row.value)
    value = secrets.token_hex(32)
    try:
        with conn.begin_nested():
            conn.execute(insert(server_secrets).values(name=name, value=value, created_at=now()))
    except IntegrityError:  # another replica made it first: use theirs
        row = conn.execute(select(server_secrets.c.value).where(server_secrets.c.name == name)).one()
        value = row.value
    return bytes.fromhex(value)
