"""Who could be holding a token: its principal, whoever minted it, and whoever could have minted that.

A token row records the name of its minter (`tokens.minted_by`: a principal of the same tenant, or
`operator`/`operator:<OS user>` for the local CLI), not which of the minter's tokens was used. So a
token's chain reaches every token of the minter that was in force when it was minted (created no
later, not yet revoked or expired), and from each of those on to its own minter, and so on. A minter
that is no principal of the tenant (the operator) or an unknown minter (rows older than migration
0004) ends its branch. Anyone on the chain could have minted every token below them for a name of
their choosing, so the second-reviewer rule counts none of them as a second person. The other way
round holds too: whoever is on the chain of a token the writer held when writing could have written
it (`writer_path`).
"""

from __future__ import annotations

from collections import deque
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, and_, or_, select

from skillkeeper.store.schema import principals, tokens


def _minted_by(conn: Connection, token_id: str) -> tuple[str | None, int] | None:
    """The minter and tenant of token `token_id`, or None when there is no such token."""
    query = (
        select(tokens.c.minted_by, principals.c.tenant_id)
        .join(principals, principals.c.id == tokens.c.principal_id)
        .where(tokens.c.id == token_id)
    )
    row = conn.execute(query).first()
    return (row[0], row[1]) if row is not None else None


def _in_force(conn: Connection, tenant_id: int, name: str, at: Any) -> list[Any]:
    """Tokens of principal `name` in force at `at` (created no later, not revoked or expired): (id, minted_by)."""
    query = (
        select(tokens.c.id, tokens.c.minted_by)
        .join(principals, principals.c.id == tokens.c.principal_id)
        .where(
            and_(
                principals.c.tenant_id == tenant_id,
                principals.c.name == name,
                tokens.c.created_at <= at,
                or_(tokens.c.revoked_at.is_(None), tokens.c.revoked_at >= at),
                or_(tokens.c.expires_at.is_(None), tokens.c.expires_at >= at),
            )
        )
        .order_by(tokens.c.created_at, tokens.c.id)
    )
    return list(conn.execute(query).all())


def _in_force_when(conn: Connection, tenant_id: int, name: str, token_id: str) -> list[Any]:
    """Tokens of principal `name` that were in force when token `token_id` was minted: (id, minted_by)."""
    minted_at = select(tokens.c.created_at).where(tokens.c.id == token_id).scalar_subquery()
    return _in_force(conn, tenant_id, name, minted_at)


def _up_to(
    conn: Connection, tenant_id: int, queue: deque[tuple[str, str | None, list[str]]], seen: set[str], suspect: str
) -> list[str] | None:
    """Follow minters from the (token, its minter, path so far) in `queue` until one is `suspect`."""
    while queue:
        current, minter, path = queue.popleft()
        if minter is None:
            continue
        reached = [*path, minter]
        if minter == suspect:
            return reached
        for row in _in_force_when(conn, tenant_id, minter, current):
            if row[0] not in seen:
                seen.add(row[0])
                queue.append((row[0], row[1], reached))
    return None


def minter_path(conn: Connection, token_id: str, holder: str, suspect: str) -> list[str] | None:
    """The shortest chain `[holder, minter, minter's minter, ..., suspect]` by which `suspect` could
    hold token `token_id` (issued to `holder`), or None when no minter on its chain is `suspect`."""
    start = _minted_by(conn, token_id)
    if start is None:
        return None
    return _up_to(conn, start[1], deque([(token_id, start[0], [holder])]), {token_id}, suspect)


def writer_path(conn: Connection, tenant_id: int, writer: str, at: datetime, suspect: str) -> list[str] | None:
    """The shortest chain `[writer, minter, ..., suspect]` by which `suspect` could have acted as `writer`
    at `at` (held a token of `writer` in force then, or minted one), or None."""
    starts = _in_force(conn, tenant_id, writer, at)
    queue = deque((str(row[0]), row[1], [writer]) for row in starts)
    return _up_to(conn, tenant_id, queue, {str(row[0]) for row in starts}, suspect)


__all__ = ["minter_path", "writer_path"]
