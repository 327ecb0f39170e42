"""A tenant's scan allow-list rows: add, list, remove."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, and_, delete, select

from skillkeeper.check.scan.allow import AllowEntry
from skillkeeper.errors import Conflict, NotFound
from skillkeeper.store.clock import iso, now
from skillkeeper.store.schema import scan_allowlist


def entries(conn: Connection, tenant_id: int) -> list[AllowEntry]:
    """The tenant's entries, oldest first (the form the scan applies)."""
    rows = conn.execute(
        select(scan_allowlist.c.id, scan_allowlist.c.code, scan_allowlist.c.path_glob, scan_allowlist.c.reason)
        .where(scan_allowlist.c.tenant_id == tenant_id)
        .order_by(scan_allowlist.c.id)
    ).all()
    return [AllowEntry(r.id, r.code, r.path_glob, r.reason) for r in rows]


def listing(conn: Connection, tenant_id: int) -> list[dict[str, Any]]:
    """The tenant's entries with who added them and when, oldest first."""
    rows = conn.execute(
        select(scan_allowlist).where(scan_allowlist.c.tenant_id == tenant_id).order_by(scan_allowlist.c.id)
    ).mappings()
    return [
        {
            "id": r["id"],
            "code": r["code"],
            "path_glob": r["path_glob"],
            "reason": r["reason"],
            "created_by": r["created_by"],
            "created_at": iso(r["created_at"]),
        }
        for r in rows
    ]


def add(conn: Connection, tenant_id: int, code: str, path_glob: str, reason: str, by: str) -> int:
    """Add an entry; raises Conflict when the same code and glob are already listed."""
    same = and_(
        scan_allowlist.c.tenant_id == tenant_id, scan_allowlist.c.code == code, scan_allowlist.c.path_glob == path_glob
    )
    if conn.execute(select(scan_allowlist.c.id).where(same)).first() is not None:
        raise Conflict(f"{code} on {path_glob!r} is already allow-listed; `skillkeeper allowlist list` shows it")
    result = conn.execute(
        scan_allowlist.insert().values(
            tenant_id=tenant_id, code=code, path_glob=path_glob, reason=reason, created_by=by, created_at=now()
        )
    )
    return int(result.inserted_primary_key[0])  # type: ignore[index]


def remove(conn: Connection, tenant_id: int, entry_id: int) -> dict[str, Any]:
    """Remove an entry of the tenant and return it; raises NotFound."""
    row = next((e for e in listing(conn, tenant_id) if e["id"] == entry_id), None)
    if row is None:
        raise NotFound(f"allow-list entry {entry_id} not found; `skillkeeper allowlist list` shows the ids")
    conn.execute(
        delete(scan_allowlist).where(and_(scan_allowlist.c.tenant_id == tenant_id, scan_allowlist.c.id == entry_id))
    )
    return row


__all__ = ["add", "entries", "listing", "remove"]
