"""Searching while vectors are computed (issue 18): a partly embedded catalog, chunks stored after descriptions.

Real model, both engines. The catalog is imported without vectors, as `skillkeeper import` leaves
it; `backfill` over some revisions stands for a warm-up caught half-way, and `EMBED_BUDGET` 0
keeps a search from embedding the rest itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from sqlalchemy import select

from skillkeeper.keeper import Keeper
from skillkeeper.rank import semantic
from skillkeeper.store import search as store_search
from skillkeeper.store import vectors
from skillkeeper.store.schema import revisions
from skillkeeper.store.search import search
from skillkeeper.store.visibility import viewer_for
from tests.store.searching import fill_catalog, needs_model, new_tenant, scored
from tests.store.test_vectors import CATALOG as BODIES
from tests.store.test_vectors import QUERY as BODY_QUERY

pytestmark = needs_model

# Its words name one skill; by meaning, release notes mentioning a deployment come close too.
QUERY = "deploy to kubernetes"
WINNER = "kubernetes-deployment"


@pytest.fixture
def minilm() -> Iterator[semantic.ModelSpec]:
    """MiniLM as shipped (descriptions and two body chunks), restored afterwards."""
    before = semantic.spec()
    chosen = semantic.use("minilm")
    try:
        yield chosen
    finally:
        semantic.use(before.key)


@pytest.fixture
def held(keeper: Keeper, monkeypatch: pytest.MonkeyPatch) -> None:
    """A search embeds nothing itself, nor starts the background embedding: the state left by the warm-up holds."""
    monkeypatch.setattr(store_search, "EMBED_BUDGET", 0)
    monkeypatch.setattr(keeper.caches.search, "on_missing", None)


def _revision_ids(keeper: Keeper) -> dict[str, int]:
    with keeper.store.read() as conn:
        return {name: int(rid) for name, rid in conn.execute(select(revisions.c.name, revisions.c.id))}


def test_a_lexical_winner_without_a_vector_ranks_as_by_words(
    keeper: Keeper, minilm: semantic.ModelSpec, held: None
) -> None:
    tid = new_tenant(keeper, "acme")
    fill_catalog(keeper, tid)
    ids = _revision_ids(keeper)
    vectors.backfill(keeper.store, revision_ids=[rid for name, rid in ids.items() if name != WINNER])
    by_words = scored(keeper, tid, QUERY)
    assert by_words[0][0] == WINNER and by_words[0][1] > 3 * by_words[1][1]  # a clear lexical winner
    # Every other skill has its vector, the winner not yet: it ranks no lower than by words alone.
    partial = scored(keeper, tid, QUERY, "hybrid")
    assert [n for n, _ in partial].index(WINNER) <= [n for n, _ in by_words].index(WINNER)
    assert partial == by_words
    # Once the warm-up reaches it, meaning counts for every skill (no restart).
    vectors.backfill(keeper.store)
    converged = scored(keeper, tid, QUERY, "hybrid")
    assert converged[0][0] == WINNER and converged != by_words
    keeper.caches.search.clear()
    assert scored(keeper, tid, QUERY, "hybrid") == converged  # what a process started now ranks


def _semantic_names(keeper: Keeper, tid: int, query: str) -> list[str]:
    """The semantic ranking through the Keeper's caches, kept between calls as in a long-lived server."""
    with keeper.store.read() as conn:
        found = search(conn, viewer_for(conn, tid), query, 3, ranker="semantic", caches=keeper.caches.search)
        return [card.name for card, _ in found]


def test_a_process_that_loaded_descriptions_takes_in_chunks_stored_later(
    keeper: Keeper, minilm: semantic.ModelSpec, held: None
) -> None:
    tid = new_tenant(keeper, "acme")
    fill_catalog(keeper, tid, BODIES)
    semantic._active[:] = [replace(minilm, body_mix=0.0)]  # the warm-up's first pass: descriptions only
    vectors.backfill(keeper.store)
    semantic._active[:] = [minilm]
    assert "media-helper" not in _semantic_names(keeper, tid, BODY_QUERY)  # only its body answers
    vectors.backfill(keeper.store)  # the second pass stores every body's chunks
    keeper.caches.search.chunk_recheck = 0.0  # look again at once (a server looks at most once a second)
    assert _semantic_names(keeper, tid, BODY_QUERY)[:1] == ["media-helper"]
    keeper.caches.search.clear()
    assert _semantic_names(keeper, tid, BODY_QUERY)[:1] == ["media-helper"]  # as a process started now


@pytest.mark.parametrize("budget", [1, 64])
def test_hybrid_encodes_missing_vectors_only_when_that_completes_the_view(
    keeper: Keeper, minilm: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch, budget: int
) -> None:
    tid = new_tenant(keeper, "acme")
    fill_catalog(keeper, tid)  # a handful of skills, none with a vector yet
    by_words = scored(keeper, tid, QUERY)
    monkeypatch.setattr(store_search, "EMBED_BUDGET", budget)
    monkeypatch.setattr(keeper.caches.search, "on_missing", None)  # the search alone (the next test: with it)
    encoded: list[int] = []
    embed = semantic.embed
    monkeypatch.setattr(semantic, "embed", lambda texts, **kw: encoded.append(len(texts)) or embed(texts, **kw))
    fused = scored(keeper, tid, QUERY, "hybrid")
    if budget == 1:  # more are missing than one search may encode: a share would be thrown away
        assert encoded == [] and fused == by_words
    else:  # the few missing ones are encoded, and meaning counts at once
        assert encoded and fused != by_words


def test_more_missing_vectors_than_a_search_may_encode_are_embedded_in_the_background(
    keeper: Keeper, minilm: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As when a catalog is imported from the command line (no vectors) while a server runs.
    tid = new_tenant(keeper, "acme")
    fill_catalog(keeper, tid)
    by_words = scored(keeper, tid, QUERY)
    monkeypatch.setattr(store_search, "EMBED_BUDGET", 1)
    assert scored(keeper, tid, QUERY, "hybrid") == by_words  # too many to encode in one search
    embedder = keeper.embedder
    assert embedder is not None  # ... so that search set the Keeper embedding them
    embedder.join(timeout=120)
    assert not embedder.is_alive()
    converged = scored(keeper, tid, QUERY, "hybrid")
    assert converged != by_words and converged[0][0] == WINNER  # meaning counts now, without a restart
    keeper.caches.search.clear()
    assert scored(keeper, tid, QUERY, "hybrid") == converged  # the vectors were stored, not only held
