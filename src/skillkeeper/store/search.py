"""Search inside the store: BM25F lexical ranking, optionally fused with MiniLM semantic ranking.

The visibility gate is part of the SQL that lists the candidate rows, so nothing the caller
may not see is ranked or counted in the statistics (what is reused between searches is in
`search_caches`). Scoring happens in Python over text
read from the database, so SQLite and PostgreSQL give the same results (ties broken by name).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Literal

from sqlalchemy import Connection

from skillkeeper.errors import InvalidSkill
from skillkeeper.rank import route, semantic, translit
from skillkeeper.rank.fusion import score_fusion
from skillkeeper.rank.text import Query, analyse
from skillkeeper.rank.vectorcache import VectorCache
from skillkeeper.store.search_caches import Key, SearchCaches, VisibleSet, revision_texts, served_keys
from skillkeeper.store.skills import SkillCard, to_card
from skillkeeper.store.visibility import Viewer

if TYPE_CHECKING:
    from skillkeeper.rank.semantic import ModelSpec
    from skillkeeper.store.db import Store

Ranker = Literal["lexical", "semantic", "hybrid"]
RANKERS: tuple[str, ...] = ("lexical", "semantic", "hybrid")
# `auto` is hybrid when the `semantic` extra is installed, else lexical: on every held-out query
# set hybrid ranks at or above lexical, so a user who installed the extra gets it without a setting.
AUTO = "auto"
# How deep each ranker's list goes into the fusion. Hybrid adds calibrated scores (fusion.py):
# rank fusion let near-duplicate community skills, close to every query in meaning, push a
# clear lexical winner down.
FUSION_DEPTH = 100
# Revisions without a stored vector that one search may embed itself (the rest wait for backfill).
EMBED_BUDGET = 64


def search(
    conn: Connection,
    viewer: Viewer,
    query: str,
    limit: int = 10,
    *,
    ranker: str = "lexical",
    caches: SearchCaches | None = None,
) -> list[tuple[SkillCard, float]]:
    """Visible skills matching `query`, best first, with their scores.

    `caches` is the Keeper's (without it nothing is reused between calls). Raises InvalidSkill
    for an unknown ranker and Unavailable when a semantic ranker is asked for without the
    `semantic` extra.
    """
    ranker = resolve_ranker(ranker)
    analysed = analyse(query)
    if analysed.empty or limit <= 0:
        return []
    held = caches or SearchCaches()
    rows = held.visible.get(conn, viewer, lambda c: _load_visible(c, viewer, held))
    if not rows.names:
        return []
    ranked = rank(conn, query, analysed, rows, limit, ranker, held)
    return [(rows.cards[k[0]], score) for k, score in ranked]


def rank(
    conn: Connection, query: str, analysed: Query, rows: VisibleSet, limit: int, ranker: str, caches: SearchCaches
) -> list[tuple[Key, float]]:
    """The best `limit` visible keys for a query with their scores (ties by name).

    `conn` is read only for texts or vectors the caches lack. Raises Unavailable when a semantic
    ranker is asked for without the `semantic` extra.
    """
    ranked: list[tuple[Key, float]]
    if ranker != "semantic" and translit.has_cyrillic(query):
        analysed = rows.with_loanwords(query, analysed)
    model = route.route(query)
    if ranker == "lexical" or (ranker == "hybrid" and not route.reads(query, model)):
        # Hybrid on a query the model cannot read (Russian for English MiniLM) would add noise.
        ranked = _lexical(conn, analysed, rows, limit + 20, caches)
    elif ranker == "semantic":
        ranked = _semantic(conn, query, rows, limit + 20, caches, model)
    else:
        floor = route.floors(query, model)[1]
        by_words = _lexical(conn, analysed, rows, FUSION_DEPTH, caches)
        # While some visible skills have no vector yet (the warm-up after a large import takes
        # minutes), meaning would lift only the embedded ones, and fusion would count every lexical
        # hit without one as unrelated: rank by words alone until every one has its vector (and
        # spend no encoding on a share that would not complete the set).
        if _fill(conn, rows, caches, model, complete_only=True):
            by_meaning = _nearest_keys(query, rows, FUSION_DEPTH, caches, model)
            ranked = score_fusion(by_words, by_meaning, floor=floor, points=model.points)
        else:
            ranked = by_words
    ranked.sort(key=lambda ks: (-round(ks[1], 6), rows.names[ks[0]]))
    return ranked[:limit]


def resolve_ranker(ranker: str) -> str:
    """The ranker `ranker` names (`auto` resolved by what is installed); raises InvalidSkill for an unknown one."""
    if ranker == AUTO:
        return "hybrid" if semantic.available() else "lexical"
    if ranker not in RANKERS:
        raise InvalidSkill(f"unknown search ranker {ranker!r}; use one of {AUTO}, {', '.join(RANKERS)}")
    return ranker


def warm(store: Store, caches: SearchCaches, ranker: str = "lexical") -> int:
    """Analyse every served revision into the lexical index ahead of the first search; returns how many.

    When `ranker` (the default one) is semantic or hybrid, the model and the stored vectors of
    those revisions are loaded too, and revisions without vectors (written before the ranker was
    switched on, or before the extra was installed) are embedded once and stored.

    Nothing is ranked or returned here: searches still take their candidates and statistics
    from the gated SQL, and only find the analysed text already in this process.
    """
    with store.read() as conn:
        keys = served_keys(conn)
        caches.fill(conn, keys)
    embed_served(store, ranker, keys)
    if resolve_ranker(ranker) != "lexical" and semantic.available():
        for model in route.models():
            semantic.load(model)
            with store.read() as conn:
                caches.fill_vectors(conn, keys, model)
    return len(keys)


def embed_served(
    store: Store, ranker: str, keys: list[Key] | None = None, *, stop: threading.Event | None = None, batch: int = 64
) -> int:
    """Embed the served revisions (or `keys`) that have no vectors, when `ranker` ranks by meaning.

    Returns how many got one (0 with a lexical ranker or without the extra). Here rather than
    EMBED_BUDGET per search, so the first searches rank every skill by meaning. Once `stop` is
    set it ends after the batch in hand.
    """
    if resolve_ranker(ranker) == "lexical" or not semantic.available():
        return 0
    # Lazy: the vector table's module is only needed with the extra.
    from skillkeeper.store.vectors import backfill

    if keys is None:
        with store.read() as conn:
            keys = served_keys(conn)
    return backfill(store, revision_ids=sorted({rid for rid, _ in keys}), stop=stop, batch=batch)


def _load_visible(conn: Connection, viewer: Viewer, caches: SearchCaches) -> VisibleSet:
    """The rows the viewer may see, one per name (own row first), with their cards."""
    cards = [_card(row, caches) for row in conn.execute(caches.cards_query(viewer)).mappings()]
    names = {(c.revision_id, c.content_hash): c.name for c in cards}
    return VisibleSet(names, {c.revision_id: c for c in cards})


def _card(row: Any, caches: SearchCaches) -> SkillCard:
    key = tuple(tuple(v) if isinstance(v, list) else v for v in row.values())
    card = caches.cards.get(key)
    if card is None:
        card = caches.cards[key] = to_card(row)
    return card


def _lexical(
    conn: Connection, analysed: Query, rows: VisibleSet, depth: int, caches: SearchCaches
) -> list[tuple[Key, float]]:
    index = caches.index
    try:
        subset, key_of = rows.lexical_subset(conn, caches)
        ranked = index.score(analysed, subset, depth)
    except RuntimeError:  # another thread grew the index in between: take a fresh subset once
        subset, key_of = rows.lexical_subset(conn, caches)
        ranked = index.score(analysed, subset, depth)
    return [(key_of[slot], score) for slot, score in ranked]


def _semantic(
    conn: Connection, query: str, rows: VisibleSet, depth: int, caches: SearchCaches, model: ModelSpec
) -> list[tuple[Key, float]]:
    """The nearest visible keys to `query` by `model`'s vectors, above its minimum for the query."""
    _fill(conn, rows, caches, model, complete_only=False)
    return _nearest_keys(query, rows, depth, caches, model)


def _fill(conn: Connection, rows: VisibleSet, caches: SearchCaches, model: ModelSpec, *, complete_only: bool) -> bool:
    """Load the visible rows' stored vectors and embed up to EMBED_BUDGET missing ones; True when all have one.

    With `complete_only`, nothing is embedded unless that completes the view (the caller has no
    use for a share; the warm-up's backfill embeds the rest).
    """
    vectors = caches.vectors_of(model)
    generation = vectors.generation
    slots, key_of = rows.slots(f"semantic:{model.key}", vectors.slots, generation)
    # Once every visible row has a vector in this cache, nothing is looked up per query: the
    # visible set is rebuilt when the catalog changes (an eviction moves the generation).
    if len(key_of) != len(rows.names):
        todo = caches.fill_vectors(conn, list(rows.names), model)
        if len(todo) > EMBED_BUDGET:
            # More than one search should encode (skills imported or approved in another process):
            # the owner embeds them in the background, and hybrid has no use for a share meanwhile.
            if caches.on_missing is not None:
                caches.on_missing()
            if complete_only:
                todo = []
        if todo := todo[:EMBED_BUDGET]:
            texts = {d.revision_id: semantic.doc_text(d.name, d.description) for d in revision_texts(conn, todo)}
            if todo := [k for k in todo if k[0] in texts]:
                vecs = semantic.embed([texts[k[0]] for k in todo], model=model)
                vectors.add({k: vecs[i] for i, k in enumerate(todo)})
        caches.evict_vectors(conn, rows.names, model)
        return _every_embedded(rows, caches, model)
    if model.body_mix and not vectors.chunks_known(slots, generation):
        # Every description is loaded, not every body's chunks: take in those stored since (the
        # warm-up stores chunks last; until all are in, VectorCache.top ranks by descriptions).
        caches.fill_chunks(conn, rows.names, model)
    return True


def _nearest_keys(
    query: str, rows: VisibleSet, depth: int, caches: SearchCaches, model: ModelSpec
) -> list[tuple[Key, float]]:
    qvec, minimum = caches.query_vector(query, model), route.floors(query, model)[0]
    vectors = caches.vectors_of(model)
    try:
        ranked, key_of = _nearest(qvec, rows, depth, vectors, minimum, model)
    except RuntimeError:  # another thread added or evicted in between: take the slots again once
        ranked, key_of = _nearest(qvec, rows, depth, vectors, minimum, model)
    return [(key_of[slot], score) for slot, score in ranked]


def _every_embedded(rows: VisibleSet, caches: SearchCaches, model: ModelSpec) -> bool:
    """Whether every visible row has `model`'s vector in this process (the slots are cached per cache generation)."""
    vectors = caches.vectors_of(model)
    return len(rows.slots(f"semantic:{model.key}", vectors.slots, vectors.generation)[1]) == len(rows.names)


def _nearest(
    qvec: Any, rows: VisibleSet, depth: int, vectors: VectorCache, minimum: float, model: ModelSpec
) -> tuple[list[tuple[int, float]], dict[int, Key]]:
    generation = vectors.generation
    slots, key_of = rows.slots(f"semantic:{model.key}", vectors.slots, generation)
    return vectors.top(qvec, slots, depth, generation, minimum, model), key_of
