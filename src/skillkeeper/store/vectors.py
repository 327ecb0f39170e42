"""Stored embedding vectors: `skill_embeddings` rows keyed by revision id and model name.

Every replica shares them: the write hook (`embed_on_write`) and `backfill` fill the table for
every model queries are routed to (`rank.route.models`), search reads it. Encoding and scoring
live in `rank.semantic`. A revision has one row per model for its name + description and, when
the model ranks bodies, one more under `ModelSpec.body_name` whose blob is its body chunks' vectors
back to back (zero or more).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

import numpy as np
from sqlalchemy import Connection, and_, select
from sqlalchemy.dialects import postgresql, sqlite

from skillkeeper.rank.route import models
from skillkeeper.rank.semantic import (
    DIM,
    F32,
    ModelSpec,
    available,
    body_chunks,
    doc_text,
    embed,
    embed_many,
    loaded,
    spec,
)
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


def load_vectors(conn: Connection, revision_ids: list[int], model: ModelSpec | None = None) -> dict[int, F32]:
    """Stored vectors of `model` (None: the one in use) for the given revisions.

    One row each, or, when the model ranks bodies and a revision's chunks are stored, a matrix:
    the description row, then the chunk rows, none or more (`VectorCache.add` takes either: a
    single row says the chunks are not stored yet).
    """
    model = model or spec()
    out: dict[int, F32] = {rid: vec[0] for rid, vec in _load(conn, model.name, revision_ids, rows=1).items()}
    if model.body_mix and out:
        for rid, chunks in load_chunks(conn, list(out), model).items():
            out[rid] = np.vstack([out[rid], chunks])
    return out


def load_chunks(conn: Connection, revision_ids: list[int], model: ModelSpec) -> dict[int, F32]:
    """The stored body chunks (a matrix each, maybe of no rows) of those of `revision_ids` that have them."""
    return {rid: chunks[: model.body_chunks] for rid, chunks in _load(conn, model.body_name, revision_ids).items()}


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
        # Two replicas warming up may embed the same revision: the second insert is a no-op.
        dialect = postgresql if conn.dialect.name == "postgresql" else sqlite
        conn.execute(dialect.insert(skill_embeddings).on_conflict_do_nothing(), rows)


def unembedded(
    conn: Connection,
    revision_ids: Iterable[int] | None,
    limit: int,
    *,
    bodies: bool = False,
    of: ModelSpec | None = None,
) -> list[Any]:
    """Revisions with no row for model `of` (None: the one in use; `bodies`: for its body chunks), oldest first."""
    chosen = of or spec()
    model = chosen.body_name if bodies else chosen.name
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


def chunk_vectors(rows: list[Any], model: ModelSpec | None = None) -> dict[int, F32]:
    """The body-chunk vectors of revisions (rows with id, name, body) by `model`, a matrix each (maybe empty)."""
    model = model or spec()
    texts = [body_chunks(r.name, r.body or "", limit=model.body_chunks) for r in rows]
    flat = [t for chunks in texts for t in chunks]
    vecs = embed_many(flat, model) if flat else np.zeros((0, DIM), dtype=np.float32)
    out: dict[int, F32] = {}
    at = 0
    for r, chunks in zip(rows, texts, strict=True):
        out[int(r.id)] = vecs[at : at + len(chunks)]
        at += len(chunks)
    return out


def backfill(
    store: Store,
    *,
    batch: int = 64,
    progress: Callable[[int], None] | None = None,
    revision_ids: Sequence[int] | None = None,
    stop: threading.Event | None = None,
    bodies: bool = True,
) -> int:
    """Embed every revision (or each of `revision_ids`) that has no vector yet, for each routed model.

    Returns how many revisions the model in use got vectors for. Once `stop` is set, it ends
    after the batch in hand.

    Every model's descriptions come first: hybrid fuses only once each visible skill has its
    description's vector, so it starts as early as it can. Then, when a model ranks bodies (and
    `bodies`), revisions without stored chunks get them in another pass (not counted: the count
    is of revisions newly searchable by meaning; a second model's are not either).
    """
    counts = [
        _describe(store, model, batch, progress if i == 0 else None, revision_ids, stop)
        for i, model in enumerate(models())
    ]
    for model in models() if bodies else ():
        _chunk(store, model, batch, revision_ids, stop)
    return counts[0]


def _describe(
    store: Store,
    model: ModelSpec,
    batch: int,
    progress: Callable[[int], None] | None,
    revision_ids: Sequence[int] | None,
    stop: threading.Event | None,
) -> int:
    done = 0
    while stop is None or not stop.is_set():
        with store.read() as conn:
            rows = unembedded(conn, revision_ids, batch, of=model)
        if not rows:
            break
        vecs = embed_many([doc_text(r.name, r.description) for r in rows], model)
        with store.write() as conn:
            store_vectors(conn, {int(r.id): vecs[i] for i, r in enumerate(rows)}, model=model.name)
        done += len(rows)
        if progress is not None:
            progress(done)
    return done


def _chunk(
    store: Store, model: ModelSpec, batch: int, revision_ids: Sequence[int] | None, stop: threading.Event | None
) -> None:
    while model.body_mix and (stop is None or not stop.is_set()):
        with store.read() as conn:
            rows = unembedded(conn, revision_ids, batch, bodies=True, of=model)
        if not rows:
            break
        chunks = chunk_vectors(rows, model)
        with store.write() as conn:
            store_vectors(conn, chunks, model=model.body_name)


def embed_on_write(store: Store, *, once_loaded: bool = False) -> Callable[[Written], None]:
    """A lifecycle listener that embeds the revisions a write created (no-op without the extra).

    `once_loaded`: only in a process that has loaded the model already (a server); elsewhere (a
    command-line import) the write stays fast and the vectors come from `serve`'s warm-up or searches.
    """

    def listener(change: Written) -> None:
        if change.action != "write" or (once_loaded and not loaded()) or not available():
            return
        with store.read() as conn:
            row = conn.execute(
                select(skills.c.head_revision_id).where(
                    and_(skills.c.tenant_id == change.tenant_id, skills.c.name == change.name)
                )
            ).first()
        head = [row.head_revision_id] if row and row.head_revision_id else []
        for model in models() if head else ():
            _embed_head(store, head, model)

    return listener


def _embed_head(store: Store, head: list[int], model: ModelSpec) -> None:
    """Store `model`'s vectors (and body chunks) of the head revision when it has none yet."""
    with store.read() as conn:
        rows = unembedded(conn, head, 1, of=model)
        bodies = unembedded(conn, head, 1, bodies=True, of=model) if model.body_mix else []
    if rows:
        vec = embed([doc_text(rows[0].name, rows[0].description)], model=model)
        with store.write() as conn:
            store_vectors(conn, {int(rows[0].id): vec[0]}, model=model.name)
    if bodies:
        chunks = chunk_vectors(bodies, model)
        with store.write() as conn:
            store_vectors(conn, chunks, model=model.body_name)
