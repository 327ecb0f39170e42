"""Lexical search inside the store: FTS5 BM25 on SQLite, weighted tsvector on PostgreSQL.

The visibility gate is part of the SQL, so the top-k is exact for the caller.
"""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import Connection, column, func, literal_column, select, table

from skillkeeper.access.visibility import Viewer, served_revision_id, visible
from skillkeeper.store.schema import skills
from skillkeeper.store.skills import SkillView, views_by_revision

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
# Weights for name, description, summary, body (bm25 column weights on SQLite).
FTS5_WEIGHTS = (10.0, 5.0, 5.0, 1.0)

_fts = table("revision_fts", column("rowid"))


def query_terms(query: str, max_terms: int = 32) -> list[str]:
    """Lower-cased word tokens of a query (hyphenated names split), capped in number."""
    return [w.lower() for w in _WORD.findall(query)][:max_terms]


def search(conn: Connection, viewer: Viewer, query: str, limit: int = 10) -> list[tuple[SkillView, float]]:
    """Visible skills matching `query`, best first, with their scores."""
    terms = query_terms(query)
    if not terms or limit <= 0:
        return []
    fetch = limit * 3
    if conn.dialect.name == "sqlite":
        candidates = _sqlite_candidates(conn, viewer, terms, fetch)
    else:
        candidates = _pg_candidates(conn, viewer, terms, fetch)
    views = views_by_revision(conn, viewer, [rid for rid, _ in candidates])
    out: list[tuple[SkillView, float]] = []
    seen: set[str] = set()
    for rid, score in candidates:
        view = views.get(rid)
        if view is None or view.name in seen:
            continue
        seen.add(view.name)
        out.append((view, score))
        if len(out) == limit:
            break
    return out


def _sqlite_candidates(conn: Connection, viewer: Viewer, terms: list[str], limit: int) -> list[tuple[int, float]]:
    match = " OR ".join('"' + t.replace('"', "") + '"' for t in terms)
    fts: Any = literal_column("revision_fts")
    score: Any = -func.bm25(fts, *FTS5_WEIGHTS)
    query = (
        select(_fts.c.rowid, score.label("score"))
        .select_from(_fts.join(skills, served_revision_id() == _fts.c.rowid))
        .where(fts.op("MATCH")(match), visible(viewer))
        .order_by(score.desc(), skills.c.name)
        .limit(limit)
    )
    return [(int(r.rowid), float(r.score)) for r in conn.execute(query)]


def _pg_candidates(conn: Connection, viewer: Viewer, terms: list[str], limit: int) -> list[tuple[int, float]]:
    tsquery = func.to_tsquery("english", " | ".join(terms))
    vector: Any = literal_column("revisions.search_vector")
    rev = table("revisions", column("id"))
    score: Any = func.ts_rank_cd(vector, tsquery, 1)
    query = (
        select(rev.c.id, score.label("score"))
        .select_from(rev.join(skills, served_revision_id() == rev.c.id))
        .where(vector.op("@@")(tsquery), visible(viewer))
        .order_by(score.desc(), skills.c.name)
        .limit(limit)
    )
    return [(int(r.id), float(r.score)) for r in conn.execute(query)]
