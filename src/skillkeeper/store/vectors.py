"""Stored embedding vectors: `skill_embeddings` rows keyed by revision id and model name.

Every replica shares them: the write hook (`embed_on_write`) and `backfill` fill the table,
search reads it. Encoding and scoring live in `rank.semantic`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

import numpy as np
from sqlalchemy import Connection, and_, select

from skillkeeper.rank.semantic import DIM, F32, available, doc_text, embed, embed_many, spec
from skillkeeper.store.clock import now
from skillkeeper.store.db import Store
from skillkeeper.store.schema import revisions, skill_embeddings, skills


class Written(Protocol):
    """What the write hook needs of a lifecycle change (`review.results.Change` fits)."""

    @property
    def action(self) -> str: ...
    @property
    def tenant_id(self) -> int: ...
    @property
    def name(self) -> str: ...


def load_vectors(conn: Connection, revision_ids: list[int]) -> dict[int, F32]:
    """Stored vectors of this model for the given revisions."""
    out: dict[int, F32] = {}
    for start in range(0, len(revision_ids), 500):
        chunk = revision_ids[start : start + 500]
        rows = conn.execute(
            select(skill_embeddings.c.revision_id, skill_embeddings.c.vector).where(
                and_(skill_embeddings.c.model == spec().name, skill_embeddings.c.revision_id.in_(chunk))
            )
        )
        for rid, blob in rows:
            vec = np.frombuffer(bytes(blob), dtype="<f4")
            if vec.shape == (DIM,):
                out[int(rid)] = vec.astype(np.float32)
    return out


def store_vectors(conn: Connection, vectors: dict[int, F32]) -> None:
    """Insert vectors for revisions that have none yet for this model."""
    if not vectors:
        return
    have = set(load_vectors(conn, list(vectors)))
    rows = [
        {
            "revision_id": rid,
            "model": spec().name,
            "dim": DIM,
            "vector": vec.astype("<f4").tobytes(),
            "created_at": now(),
        }
        for rid, vec in vectors.items()
        if rid not in have
    ]
    if rows:
        conn.execute(skill_embeddings.insert(), rows)


def unembedded(conn: Connection, revision_ids: Iterable[int] | None, limit: int) -> list[Any]:
    query = (
        select(revisions.c.id, revisions.c.name, revisions.c.description)
        .outerjoin(
            skill_embeddings,
            and_(skill_embeddings.c.revision_id == revisions.c.id, skill_embeddings.c.model == spec().name),
        )
        .where(skill_embeddings.c.revision_id.is_(None))
        .order_by(revisions.c.id)
        .limit(limit)
    )
    if revision_ids is not None:
        query = query.where(revisions.c.id.in_(list(revision_ids)))
    return list(conn.execute(query))


def backfill(store: Store, *, batch: int = 64, progress: Callable[[int], None] | None = None) -> int:
    """Embed every revision that has no vector for this model yet; returns how many were added."""
    done = 0
    while True:
        with store.read() as conn:
            rows = unembedded(conn, None, batch)
        if not rows:
            return done
        vecs = embed_many([doc_text(r.name, r.description) for r in rows])
        with store.write() as conn:
            store_vectors(conn, {int(r.id): vecs[i] for i, r in enumerate(rows)})
        done += len(rows)
        if progress is not None:
            progress(done)


def embed_on_write(store: Store) -> Callable[[Written], None]:
    """A lifecycle listener that embeds the revisions a write created (no-op without the extra)."""

    def listener(change: Written) -> None:
        if change.action != "write" or not available():
            return
        with store.read() as conn:
            row = conn.execute(
                select(skills.c.head_revision_id).where(
                    and_(skills.c.tenant_id == change.tenant_id, skills.c.name == change.name)
                )
            ).first()
            rows = unembedded(conn, [row.head_revision_id], 1) if row and row.head_revision_id else []
        if rows:
            vec = embed([doc_text(rows[0].name, rows[0].description)])
            with store.write() as conn:
                store_vectors(conn, {int(rows[0].id): vec[0]})

    return listener
