"""Skill and revision rows of many writes at once: one statement per kind of row, not one per skill.

The batched write path (review/writes.py) reads what a batch needs in a few `IN (...)` selects and
stores it with multi-row INSERT ... RETURNING and executemany UPDATEs; a single write is a batch of one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, RowMapping, Table, and_, bindparam, func, select, update

from skillkeeper.errors import Conflict
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.store.clock import now
from skillkeeper.store.schema import revision_files, revisions, skills
from skillkeeper.store.states import ReviewState


def insert_ids(conn: Connection, table: Table, rows: list[dict[str, Any]]) -> list[int]:
    """Insert `rows` into `table` (a multi-row INSERT ... RETURNING); returns their ids in row order."""
    if not rows:
        return []
    if conn.dialect.name == "sqlite":
        # Asked to keep RETURNING in row order, SQLAlchemy sends SQLite one INSERT per row. In a write
        # transaction (the database lock held) SQLite numbers a multi-row INSERT's rows one after the
        # other from the largest id, so the returned ids sorted are the rows' ids in order.
        return sorted(int(r[0]) for r in conn.execute(table.insert().returning(table.c.id), rows))
    # PostgreSQL: SQLAlchemy orders the returned ids by a sentinel column it adds to the one statement.
    result = conn.execute(table.insert().returning(table.c.id, sort_by_parameter_order=True), rows)
    return [int(r[0]) for r in result]


def skill_rows(conn: Connection, tenant_id: int, names: Sequence[str]) -> dict[str, RowMapping]:
    """The tenant's skill rows with these names, by name."""
    if not names:
        return {}
    query = select(skills).where(and_(skills.c.tenant_id == tenant_id, skills.c.name.in_(sorted(set(names)))))
    return {r["name"]: r for r in conn.execute(query).mappings()}


def head_rows(conn: Connection, revision_ids: Sequence[int]) -> dict[int, RowMapping]:
    """What a write compares against of these revisions (no content), by id."""
    if not revision_ids:
        return {}
    query = select(
        revisions.c.id,
        revisions.c.number,
        revisions.c.author,
        revisions.c.content_hash,
        revisions.c.review_state,
        revisions.c.acknowledged,
        revisions.c.verdict,
    ).where(revisions.c.id.in_(sorted(set(revision_ids))))
    return {r["id"]: r for r in conn.execute(query).mappings()}


def rejected_numbers(conn: Connection, pairs: Sequence[tuple[int, str]]) -> dict[tuple[int, str], int]:
    """Of these (skill id, content hash) pairs, those a reviewer rejected: the latest such revision's number."""
    if not pairs:
        return {}
    c = revisions.c
    query = (
        select(c.skill_id, c.content_hash, func.max(c.number))
        .where(
            c.skill_id.in_(sorted({s for s, _ in pairs})),
            c.content_hash.in_(sorted({h for _, h in pairs})),
            c.review_state == ReviewState.REJECTED,
        )
        .group_by(c.skill_id, c.content_hash)
    )
    wanted = set(pairs)
    return {(s, h): int(n) for s, h, n in conn.execute(query) if (s, h) in wanted}


def next_numbers(conn: Connection, skill_ids: Sequence[int]) -> dict[int, int]:
    """The number the next revision of each skill gets (1 for a skill without revisions)."""
    out = dict.fromkeys(skill_ids, 1)
    if not skill_ids:
        return out
    query = (
        select(revisions.c.skill_id, func.max(revisions.c.number))
        .where(revisions.c.skill_id.in_(sorted(set(skill_ids))))
        .group_by(revisions.c.skill_id)
    )
    for skill_id, number in conn.execute(query).all():
        out[skill_id] = int(number or 0) + 1
    return out


def insert_skills(conn: Connection, rows: list[dict[str, Any]]) -> list[int]:
    """Insert skill rows (version 1) in one statement; returns their ids in order."""
    if not rows:
        return []
    ts = now()
    values = [{**r, "deferred": False, "version": 1, "created_at": ts, "updated_at": ts} for r in rows]
    return insert_ids(conn, skills, values)


def revision_values(
    skill_id: int,
    number: int,
    skill: Skill,
    *,
    review_state: str,
    verdict: str,
    scan: dict[str, Any],
    warnings: list[dict[str, Any]],
    source: str,
    author: str,
) -> dict[str, Any]:
    """The revision row of `skill` for `insert_revisions`."""
    return {
        "skill_id": skill_id,
        "number": number,
        "content_hash": skill.content_hash,
        "name": skill.name,
        "description": skill.description,
        "summary": skill.summary,
        "body": skill.body,
        "skill_md": skill.skill_md,
        "frontmatter": _jsonable(skill.frontmatter),
        "kind": skill.kind,
        "tags": skill.tags,
        "review_state": review_state,
        "verdict": verdict,
        "scan": scan,
        "warnings": warnings,
        "source": source,
        "author": author,
    }


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


def insert_revisions(conn: Connection, rows: list[dict[str, Any]], files: list[Sequence[BundleFile]]) -> list[int]:
    """Insert revisions and their bundled files (two statements); returns the revision ids in order."""
    if not rows:
        return []
    ts = now()
    ids = insert_ids(conn, revisions, [{**r, "created_at": ts} for r in rows])
    file_rows = [
        {
            "revision_id": rev,
            "path": f.path,
            "data": f.data,
            "size": f.size,
            "sha256": f.sha256,
            "executable": f.executable,
        }
        for rev, bundle in zip(ids, files, strict=True)
        for f in bundle
    ]
    if file_rows:
        conn.execute(revision_files.insert(), file_rows)
    return ids


def _guarded(*, approve: bool) -> Any:
    values: dict[str, Any] = {
        "version": bindparam("b_version"),
        "updated_at": bindparam("b_at"),
        "head_revision_id": bindparam("b_head"),
        "status": bindparam("b_status"),
        "kind": bindparam("b_kind"),
        "deferred": False,
    }
    if approve:
        values.update(active_revision_id=bindparam("b_head"), decision=None)
    where = and_(skills.c.id == bindparam("b_id"), skills.c.version == bindparam("b_expected"))
    return update(skills).where(where).values(**values)


_GUARDED = {approve: _guarded(approve=approve) for approve in (False, True)}


def guarded_heads(conn: Connection, rows: list[dict[str, Any]], *, approve: bool) -> None:
    """Point skills at their new head in one executemany, each guarded by its version; raises Conflict.

    Each row: id, expected (the version read), version (the new one), head, status, kind. Approving
    also makes the head the active revision and clears a standing decision.
    """
    if not rows:
        return
    at = now()
    params = [{f"b_{k}": v for k, v in r.items()} | {"b_at": at} for r in rows]
    result = conn.execute(_GUARDED[approve], params)
    if result.rowcount != len(rows):
        raise Conflict("someone else changed this skill at the same time; reload it and retry")


def set_review_states(conn: Connection, revision_ids: Sequence[int], state: str) -> None:
    """Set the review state of these revisions in one statement."""
    if revision_ids:
        conn.execute(update(revisions).where(revisions.c.id.in_(sorted(set(revision_ids)))).values(review_state=state))
