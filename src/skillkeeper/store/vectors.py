"""Stored embedding vectors: `skill_embeddings` rows keyed by revision id and model name.

Every replica shares them: the write hook (`embed_on_write`) and `backfill` fill the table,
search reads it. Encoding and scoring live in `rank.semantic`. A revision has one row per
model for its name + description and, when the model ranks bodies, one more under
`ModelSpec.body_name` whose blob is its body chunks' vectors back to back (zero or more).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

import numpy as np
from sqlalchemy import Connection, and_, select

from skillkeeper.rank.semantic import DIM, F32, available, body_chunks, doc_text, embed, embed_many, spec
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
    """Stored vectors of this model for the given revisions.

    One row each, or, when the model ranks bodies and a revision's chunks are stored, a matrix:
    the description row, then the chunk rows (`VectorCache.add` takes either).
    """
    model = spec()
    out = _load(conn, model.name, revision_ids, rows=1)
    if model.body_mix and out:
        for rid, chunks in _load(conn, model.body_name, list(out)).items():
            out[rid] = np.vstack([out[rid], chunks[: model.body_chunks]])
    return {rid: vec[0] if len(vec) == 1 else vec for rid, vec in out.items()}


def _load(conn: Connection, model: str, revision_ids: list[int], rows: int | None = None) -> dict[int, F32]:
    """Blobs of `model` as (n, DIM) matrices; one that is not `rows` (or any whole number of) rows is skipped."""
    out: dict[int, F32] = {}
    for start in range(0, len(revision_ids), 500):
        chunk = revision_ids[start : start + 500]
        found = conn.execute(
            select(skill_embeddings.c.revision_id, skill_embeddings.c.vector).where(
                and_(skill_embeddings.c.model == model, skill_embeddings.c.revision_id.in_(chunk))
            )
        )
        for rid, blob in found:
            vec = np.frombuffer(bytes(blob), dtype="<f4")
            if len(vec) % DIM == 0 and (rows is None or len(vec) == rows * DIM):
                out[int(rid)] = vec.reshape(-1, DIM).astype(np.float32)
    return out


def store_vectors(conn: Connection, vectors: dict[int, F32], *, model: str | None = None) -> None:
    """Insert vectors for revisions that have none yet for this model (or `model`: a body's chunks)."""
    if not vectors:
        return
    name = model or spec().name
    have = set(_load(conn, name, list(vectors)))
    rows = [
        {
            "revision_id": rid,
            "model": name,
            "dim": DIM,
            "vector": vec.astype("<f4").tobytes(),
            "created_at": now(),
        }
        for rid, vec in vectors.items()
        if rid not in have
    ]
    if rows:
        conn.execute(skill_embeddings.insert(), rows)


def unembedded(conn: Connection, revision_ids: Iterable[int] | None, limit: int, *, bodies: bool = False) -> list[Any]:
    """Revisions with no row for this model (`bodies`: for its body chunks), oldest first."""
    model = spec().body_name if bodies else spec().name
    query = (
        select(revisions.c.id, revisions.c.name, revisions.c.description, revisions.c.body)
        .outerjoin(
            skill_embeddings,
            and_(skill_embeddings.c.revision_id == revisions.c.id, skill_embeddings.c.model == model),
        )
        .where(skill_embeddings.c.revision_id.is_(None))
        .order_by(revisions.c.id)
        .limit(limit)
    )
    if revision_ids is not None:
        query = query.where(revisions.c.id.in_(list(revision_ids)))
    return list(conn.execute(query))


def chunk_vectors(rows: list[Any]) -> dict[int, F32]:
    """The body-chunk vectors of revisions (rows with id, name, body), a matrix each (maybe empty)."""
    texts = [body_chunks(r.name, r.body or "", limit=spec().body_chunks) for r in rows]
    flat = [t for chunks in texts for t in chunks]
    vecs = embed_many(flat) if flat else np.zeros((0, DIM), dtype=np.float32)
    out: dict[int, F32] = {}
    at = 0
    for r, chunks in zip(rows, texts, strict=True):
        out[int(r.id)] = vecs[at : at + len(chunks)]
        at += len(chunks)
    return out


def backfill(store: Store, *, batch: int = 64, progress: Callable[[int], None] | None = None) -> int:
    """Embed every revision that has no vector for this model yet; returns how many were added.

    When the model ranks bodies, revisions without stored chunks get them in a second pass
    (not counted: the count is of revisions newly searchable by meaning).
    """
    done = 0
    while True:
        with store.read() as conn:
            rows = unembedded(conn, None, batch)
        if not rows:
            break
        vecs = embed_many([doc_text(r.name, r.description) for r in rows])
        with store.write() as conn:
            store_vectors(conn, {int(r.id): vecs[i] for i, r in enumerate(rows)})
        done += len(rows)
        if progress is not None:
            progress(done)
    while spec().body_mix:
        with store.read() as conn:
            rows = unembedded(conn, None, batch, bodies=True)
        if not rows:
            break
        chunks = chunk_vectors(rows)
        with store.write() as conn:
            store_vectors(conn, chunks, model=spec().body_name)
    return done


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
            head = [row.head_revision_id] if row and row.head_revision_id else []
            rows = unembedded(conn, head, 1) if head else []
            bodies = unembedded(conn, head, 1, bodies=True) if head and spec().body_mix else []
        if rows:
            vec = embed([doc_text(rows[0].name, rows[0].description)])
            with store.write() as conn:
                store_vectors(conn, {int(rows[0].id): vec[0]})
        if bodies:
            chunks = chunk_vectors(bodies)
            with store.write() as conn:
                store_vectors(conn, chunks, model=spec().body_name)

    return listener
