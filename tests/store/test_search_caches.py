"""The search caches on both engines: dead revisions leave the index and the vector cache, results stay the same."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from skillkeeper.keeper import Keeper
from skillkeeper.store.search import search
from skillkeeper.store.visibility import viewer_for
from tests.store.searching import CATALOG, fill_catalog, needs_model, new_tenant, revise, scored, search_names


@pytest.fixture
def acme(keeper: Keeper) -> Iterator[int]:
    tid = new_tenant(keeper, "acme")
    fill_catalog(keeper, tid)
    yield tid


def test_a_revised_skills_old_revision_leaves_the_index(keeper: Keeper, acme: int) -> None:
    keeper.caches.search.min_dead = 1
    assert search_names(keeper, acme, "pdf tables")[0] == "pdf-extraction"
    index = keeper.caches.search.index
    with keeper.store.read() as conn:
        served = {v.revision_id for v, _ in search(conn, viewer_for(conn, acme), "pdf")}
    old = [k for k in index.slots if k[0] in served]
    for n in range(3):
        revise(keeper, acme, "pdf-extraction", f"Extract tables from PDF files, edition {n}.")
        assert search_names(keeper, acme, "pdf tables")[0] == "pdf-extraction"
    held = keeper.caches.search.index
    assert not set(old) & set(held.slots)
    assert held.size <= len(CATALOG) + 1  # at most the one revision added since the last eviction


def test_results_after_eviction_equal_a_fresh_index(keeper: Keeper, acme: int) -> None:
    keeper.caches.search.min_dead = 1
    queries = ["pdf tables", "kubernetes deployment", "test code", "excel formulas notes", "deploy*"]
    for n in range(4):
        revise(keeper, acme, "release-notes", f"Draft release notes for kubernetes, take {n}.")
        search_names(keeper, acme, "release notes")
    evicted = [scored(keeper, acme, q) for q in queries]
    keeper.caches.search.clear()
    assert [scored(keeper, acme, q) for q in queries] == evicted


def test_served_revisions_survive_eviction_of_other_tenants_edits(keeper: Keeper, acme: int) -> None:
    other = new_tenant(keeper, "globex")
    fill_catalog(keeper, other, [("globex-pdf", "Globex pdf tables.", "# g\n")])
    keeper.caches.search.min_dead = 1
    keeper.caches.search.dead_share = 0.0
    assert search_names(keeper, other, "pdf tables") == ["globex-pdf"]
    for n in range(2):
        revise(keeper, acme, "pdf-extraction", f"Extract PDF tables, edition {n}.")
        assert search_names(keeper, acme, "pdf tables")[0] == "pdf-extraction"
    assert search_names(keeper, other, "pdf tables") == ["globex-pdf"]
    assert keeper.caches.search.index.size == len(CATALOG) + 1


@needs_model
def test_a_revised_skills_old_vectors_leave_the_vector_cache(keeper: Keeper, acme: int) -> None:
    keeper.caches.search.min_dead = 1
    for n in range(6):
        revise(keeper, acme, "pdf-extraction", f"Extract tables from PDF files, edition {n}.")
        assert search_names(keeper, acme, "read tables in a pdf", 1, ranker="semantic") == ["pdf-extraction"]
    assert keeper.caches.search.vectors.size <= len(CATALOG) + 1  # at most one superseded revision left
    evicted = scored(keeper, acme, "read tables in a pdf", ranker="semantic")
    keeper.caches.search.clear()
    assert scored(keeper, acme, "read tables in a pdf", ranker="semantic") == evicted
