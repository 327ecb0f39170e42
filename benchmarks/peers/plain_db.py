"""The plainest database access the peers use: the stdlib sqlite3 driver or psycopg, no ORM, no pool.

One connection per thread, opened once; a token lookup by hash and one row read per request.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from typing import Any

URL = os.environ["PEER_DATABASE_URL"]
_local = threading.local()

_CARD = "s.name, r.description, r.summary, r.kind, r.tags, t.name, s.status, r.content_hash, s.updated_at"
_ROW = (
    f"SELECT {_CARD}, r.skill_md, r.frontmatter, r.id FROM skills s "
    "JOIN revisions r ON r.id = s.active_revision_id JOIN tenants t ON t.id = s.tenant_id "
    "WHERE s.tenant_id = {p} AND s.name = {p} AND s.status = 'active'"
)
_TOKEN = (
    "SELECT p.tenant_id FROM tokens k JOIN principals p ON p.id = k.principal_id "
    "WHERE k.token_hash = {p} AND k.revoked_at IS NULL"
)
_FILES = "SELECT path, size, sha256 FROM revision_files WHERE revision_id = {p} ORDER BY path"
_LIST = (
    f"SELECT {_CARD} FROM skills s JOIN revisions r ON r.id = s.active_revision_id "
    "JOIN tenants t ON t.id = s.tenant_id WHERE s.tenant_id = {p} AND s.status = 'active' "
    "ORDER BY s.name LIMIT {p}"
)
_SEARCH = (
    f"SELECT {_CARD} FROM skills s JOIN revisions r ON r.id = s.active_revision_id "
    "JOIN tenants t ON t.id = s.tenant_id WHERE s.tenant_id = {p} AND s.status = 'active' "
    "AND (s.name LIKE {p} OR r.description LIKE {p}) ORDER BY s.name LIMIT {p}"
)


def _connect() -> Any:
    if URL.startswith("sqlite"):
        import sqlite3

        conn = sqlite3.connect(URL.split(":///", 1)[1], check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        return conn
    import psycopg

    return psycopg.connect(URL.replace("postgresql+psycopg://", "postgresql://"), autocommit=True)


def _sql(template: str) -> str:
    return template.replace("{p}", "?" if URL.startswith("sqlite") else "%s")


def _conn() -> Any:
    conn = getattr(_local, "conn", None)
    if conn is None:
        conn = _local.conn = _connect()
    return conn


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def _card(row: Any) -> dict[str, Any]:
    updated = row[8]
    # The fields skillkeeper's agent-facing cards carry (no tenant, no review status).
    return {
        "name": row[0],
        "description": row[1],
        "summary": row[2],
        "kind": row[3],
        "tags": _json(row[4]),
        "content_hash": row[7],
        "version": row[7],
        "updated_at": updated if isinstance(updated, str) else updated.isoformat(),
    }


def tenant_of(token: str | None) -> int | None:
    """The tenant of a bearer token, or None."""
    if not token:
        return None
    digest = hashlib.sha256(token.encode()).hexdigest()
    row = _conn().execute(_sql(_TOKEN), (digest,)).fetchone()
    return None if row is None else int(row[0])


def skill(tenant: int, name: str) -> dict[str, Any] | None:
    """One skill with its SKILL.md, front matter and file list, or None."""
    conn = _conn()
    row = conn.execute(_sql(_ROW), (tenant, name)).fetchone()
    if row is None:
        return None
    files = conn.execute(_sql(_FILES), (row[11],)).fetchall()
    return {
        **_card(row),
        "skill_md": row[9],
        "frontmatter": _json(row[10]),
        "files": [{"path": f[0], "size": f[1], "sha256": f[2]} for f in files],
    }


def listing(tenant: int, limit: int = 50) -> list[dict[str, Any]]:
    return [_card(r) for r in _conn().execute(_sql(_LIST), (tenant, limit)).fetchall()]


def search(tenant: int, query: str, limit: int = 10) -> list[dict[str, Any]]:
    pattern = f"%{query.split()[0] if query.split() else ''}%"
    rows = _conn().execute(_sql(_SEARCH), (tenant, pattern, pattern, limit)).fetchall()
    return [_card(r) for r in rows]
