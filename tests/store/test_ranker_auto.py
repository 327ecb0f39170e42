"""`auto`, the default ranker: hybrid with the semantic extra, else lexical; warm-up embeds what has no vectors."""

from __future__ import annotations

import numpy as np
import pytest
from sqlalchemy import func, select

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.errors import InvalidSkill
from skillkeeper.keeper import Keeper
from skillkeeper.rank import semantic
from skillkeeper.settings import Settings
from skillkeeper.skill.model import Skill
from skillkeeper.store import vectors
from skillkeeper.store.search import resolve_ranker, search
from skillkeeper.store.search_caches import served_keys
from skillkeeper.store.tenants import create_tenant
from skillkeeper.store.visibility import viewer_for
from tests.factories import make_skill

needs_model = pytest.mark.skipif(not semantic.available(), reason="semantic extra not installed")
CATALOG = [
    ("pdf-extraction", "Extract text and tables from PDF files."),
    ("image-resizer", "Resize and crop images for the web."),
    ("spreadsheet-formulas", "Build Excel workbooks with formulas."),
    ("podcast-transcriber", "Turn recorded speech into subtitles with timestamps."),
]


def _clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


def _seed(keeper: Keeper) -> int:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    keeper.lifecycle.scanner = _clean
    for name, desc in CATALOG:
        keeper.lifecycle.write(Actor.operator(tid), make_skill(name, desc), source="manual", status="active")
    keeper.lifecycle.write(Actor.operator(tid), make_skill("draft-notes", "Take meeting notes."), source="manual")
    return tid


def _stored(keeper: Keeper) -> int:
    table = vectors.skill_embeddings
    with keeper.store.read() as conn:
        return int(conn.execute(select(func.count()).where(table.c.model == semantic.spec().name)).scalar_one())


@needs_model
def test_auto_is_hybrid_when_the_semantic_extra_is_installed() -> None:
    assert resolve_ranker("auto") == "hybrid"


def test_auto_is_lexical_without_the_semantic_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantic, "available", lambda: False)
    assert resolve_ranker("auto") == "lexical"
    assert resolve_ranker("hybrid") == "hybrid"  # asked for by name: search says what to install


def test_an_unknown_ranker_names_auto_among_the_choices() -> None:
    with pytest.raises(InvalidSkill, match="use one of auto, lexical, semantic, hybrid"):
        resolve_ranker("magic")


def test_the_default_setting_is_auto(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SKILLKEEPER_SEARCH_RANKER")
    assert Settings().search_ranker == "auto"


@needs_model
def test_a_keeper_left_on_auto_ranks_as_hybrid(db_url: str) -> None:
    keeper = Keeper.open(db_url, settings=Settings(search_ranker="auto"))
    try:
        tid = _seed(keeper)
        query = "captions for an audio interview"
        with keeper.store.read() as conn:
            viewer = viewer_for(conn, tid)
            auto = search(conn, viewer, query, 3, ranker="auto", caches=keeper.caches.search)
            hybrid = search(conn, viewer, query, 3, ranker="hybrid", caches=keeper.caches.search)
            lexical = search(conn, viewer, query, 3, ranker="lexical", caches=keeper.caches.search)
        assert [(c.name, s) for c, s in auto] == [(c.name, s) for c, s in hybrid]
        assert auto[0][0].name == "podcast-transcriber" and not lexical  # no shared word: meaning finds it
    finally:
        keeper.close()


@needs_model
def test_on_auto_a_write_is_embedded_only_where_the_model_is_loaded(db_url: str) -> None:
    semantic._model.cache_clear()  # a fresh command-line process: nothing loaded yet
    keeper = Keeper.open(db_url, settings=Settings(search_ranker="auto"))
    try:
        tid = _seed(keeper)
        assert _stored(keeper) == 0  # the import stayed fast; warm-up or searches embed these
        semantic.load()  # a server that warmed up
        keeper.lifecycle.write(Actor.operator(tid), make_skill("late-one", "Arrives after warm-up."), source="manual")
        assert _stored(keeper) == 1
    finally:
        keeper.close()


@needs_model
def test_warm_up_embeds_the_served_skills_written_before_the_ranker_was_on(db_url: str) -> None:
    before = Keeper.open(db_url, settings=Settings(search_ranker="lexical"))
    try:
        _seed(before)
        assert _stored(before) == 0
    finally:
        before.close()
    keeper = Keeper.open(db_url, settings=Settings(search_ranker="auto"))
    try:
        assert keeper.warm() == len(CATALOG) + 1
        with keeper.store.read() as conn:
            served = {rid for rid, _ in served_keys(conn)}
            have = set(vectors.load_vectors(conn, sorted(served)))
        assert have == served and _stored(keeper) == len(served)
        keeper.warm()  # nothing left to embed: no second row, no error
        assert _stored(keeper) == len(served)
    finally:
        keeper.close()


@needs_model
def test_a_vector_another_replica_stored_first_is_kept(keeper: Keeper, monkeypatch: pytest.MonkeyPatch) -> None:
    _seed(keeper)
    with keeper.store.read() as conn:
        rid = served_keys(conn)[0][0]
    first = np.ones(semantic.DIM, dtype=np.float32)
    with keeper.store.write() as conn:
        vectors.store_vectors(conn, {rid: first})
    # This replica looked before the other one wrote: its insert meets the row and does nothing.
    monkeypatch.setattr(vectors, "_load", lambda *_a, **_k: {})
    with keeper.store.write() as conn:
        vectors.store_vectors(conn, {rid: first * 2})
    monkeypatch.undo()
    with keeper.store.read() as conn:
        assert np.array_equal(vectors.load_vectors(conn, [rid])[rid], first)
