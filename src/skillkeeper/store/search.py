"""Search inside the store: BM25F lexical ranking, optionally fused with MiniLM semantic ranking.

The visibility gate is part of the SQL that lists the candidate rows, so nothing the caller
may not see is ranked or counted in the statistics. Scoring happens in Python over text
read from the database, so SQLite and PostgreSQL give the same results (ties broken by name).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import numpy.typing as npt
from sqlalchemy import Connection, bindparam, func, select

from skillkeeper.access.visibility import Viewer, served_revision_id, visible
from skillkeeper.errors import InvalidSkill
from skillkeeper.rank.fusion import reciprocal_rank_fusion
from skillkeeper.rank.lexical import INDEX, DocText, Subset
from skillkeeper.rank.text import Query, analyse, words
from skillkeeper.store.schema import revisions, skills
from skillkeeper.store.skills import SkillView, to_view, view_query

if TYPE_CHECKING:
    from skillkeeper.store.db import Store

Ranker = Literal["lexical", "semantic", "hybrid"]
RANKERS: tuple[str, ...] = ("lexical", "semantic", "hybrid")
# How deep each ranker's list goes into the fusion.
FUSION_DEPTH = 100
# Hybrid trusts the lexical list twice as much: with many near-duplicate community skills,
# semantic neighbours are close to every query, so they re-order rather than decide.
# A small k makes the top of each list count most.
HYBRID_WEIGHTS = (2.0, 1.0)
HYBRID_K = 10.0
# Revisions without a stored vector that one search may embed itself (the rest wait for backfill).
EMBED_BUDGET = 64

Key = tuple[int, str]


def query_terms(query: str, max_terms: int = 32) -> list[str]:
    """Lower-cased word tokens of a query (hyphenated names split), capped in number."""
    return words(query)[:max_terms]


def default_ranker() -> str:
    """The ranker used when the caller names none: $SKILLKEEPER_SEARCH_RANKER, else lexical."""
    from skillkeeper.settings import get_settings

    return get_settings().search_ranker.strip().lower() or "lexical"


def search(
    conn: Connection, viewer: Viewer, query: str, limit: int = 10, *, ranker: str | None = None,
) -> list[tuple[SkillView, float]]:
    """Visible skills matching `query`, best first, with their scores.

    Raises InvalidSkill for an unknown ranker and Unavailable when a semantic ranker is asked
    for without the `semantic` extra.
    """
    chosen = ranker or default_ranker()
    if chosen not in RANKERS:
        raise InvalidSkill(f"unknown search ranker {chosen!r}; use one of {', '.join(RANKERS)}")
    analysed = analyse(query)
    if analysed.empty or limit <= 0:
        return []
    rows = _visible_rows(conn, viewer)
    if not rows.names:
        return []
    ranked: list[tuple[Key, float]]
    if chosen == "lexical":
        ranked = _lexical(conn, analysed, rows, limit + 20)
    elif chosen == "semantic":
        ranked = _semantic(conn, query, rows, limit + 20)
    else:
        lexical = _lexical(conn, analysed, rows, FUSION_DEPTH)
        semantic = _semantic(conn, query, rows, FUSION_DEPTH)
        ranked = reciprocal_rank_fusion([lexical, semantic], k=HYBRID_K, weights=HYBRID_WEIGHTS)
    ranked.sort(key=lambda ks: (-round(ks[1], 6), rows.names[ks[0]]))
    top = ranked[:limit]
    views = _views(conn, viewer, rows, [k[0] for k, _ in top])
    return [(views[k[0]], score) for k, score in top if k[0] in views]


def warm(store: Store) -> int:
    """Analyse every served revision into the lexical index ahead of the first search; returns how many.

    Nothing is ranked or returned here: searches still take their candidates and statistics
    from the gated SQL, and only find the analysed text already in this process.
    """
    with store.read() as conn:
        keys = [(int(rid), str(h)) for rid, h in conn.execute(
            select(revisions.c.id, revisions.c.content_hash).select_from(skills)
            .join(revisions, revisions.c.id == served_revision_id()))]
        missing = INDEX.missing(keys)
        for start in range(0, len(missing), 500):
            INDEX.add(_texts(conn, missing[start : start + 500]))
    return len(keys)


@dataclass
class VisibleSet:
    """The rows a viewer may see (one per name), and their places in the process-wide caches."""

    names: dict[Key, str]
    skill_ids: dict[int, int] = field(default_factory=dict)
    _slots: dict[str, tuple[object, npt.NDArray[np.int64], dict[int, Key]]] = field(default_factory=dict)
    _subset: Subset | None = None

    def lexical_subset(self, conn: Connection) -> tuple[Subset, dict[int, Key]]:
        """The visible set in the lexical index, loading texts of revisions it has not seen."""
        held = self._subset
        if held is None or held.generation != INDEX.generation or held.size != INDEX.size:
            missing = INDEX.missing(list(self.names))
            if missing:
                INDEX.add(_texts(conn, missing))
            slots, _ = self.slots("lexical", INDEX.slots, (INDEX.generation, INDEX.size))
            self._subset = held = INDEX.subset(slots)
        return held, self._slots["lexical"][2]

    def slots(self, which: str, table: dict[Key, int], generation: object) -> tuple[npt.NDArray[np.int64], dict[int, Key]]:
        """Slots of the visible rows in a cache (`table`), remembered until the cache changes."""
        held = self._slots.get(which)
        if held is None or held[0] != generation:
            key_of = {table[k]: k for k in self.names if k in table}
            held = (generation, np.fromiter(key_of, dtype=np.int64, count=len(key_of)), key_of)
            self._slots[which] = held
        return held[1], held[2]


_VISIBLE_CACHE: dict[tuple[str, Viewer], tuple[tuple[Any, ...], VisibleSet]] = {}
_VISIBLE_CACHE_MAX = 256


# Every insert, delete and guarded transition of a skill row moves one of these.
_FINGERPRINT = select(func.count(), func.max(skills.c.id), func.sum(skills.c.version), func.max(skills.c.updated_at))


def _fingerprint(conn: Connection) -> tuple[Any, ...]:
    return tuple(conn.execute(_FINGERPRINT).one())


def _visible_rows(conn: Connection, viewer: Viewer) -> VisibleSet:
    """The rows the viewer may see, one per name (own row first).

    The list comes from the gated SQL; it is reused while no skill row has changed since.
    """
    cache_key = (conn.engine.url.render_as_string(hide_password=True), viewer)
    fingerprint = _fingerprint(conn)
    cached = _VISIBLE_CACHE.get(cache_key)
    if cached is not None and cached[0] == fingerprint:
        return cached[1]
    query = (
        select(skills.c.name, skills.c.tenant_id, revisions.c.id, revisions.c.content_hash, skills.c.id)
        .select_from(skills)
        .join(revisions, revisions.c.id == served_revision_id())
        .where(visible(viewer))
    )
    best: dict[str, tuple[tuple[int, int], Key]] = {}
    skill_ids: dict[int, int] = {}
    for name, tenant_id, rid, content_hash, skill_id in conn.execute(query).all():
        skill_ids[int(rid)] = int(skill_id)
        # The same name from a subscribed catalog yields to the caller's own row, as in get_skill.
        rank = (0 if tenant_id == viewer.tenant_id else 1, int(tenant_id))
        held = best.get(name)
        if held is None or rank < held[0]:
            best[name] = (rank, (int(rid), str(content_hash)))
    rows = VisibleSet({key: name for name, (_, key) in best.items()}, skill_ids)
    if len(_VISIBLE_CACHE) >= _VISIBLE_CACHE_MAX:
        _VISIBLE_CACHE.clear()
    _VISIBLE_CACHE[cache_key] = (fingerprint, rows)
    return rows


def _lexical(conn: Connection, analysed: Query, rows: VisibleSet, depth: int) -> list[tuple[Key, float]]:
    try:
        subset, key_of = rows.lexical_subset(conn)
        ranked = INDEX.score(analysed, subset, depth)
    except RuntimeError:  # another thread grew the index in between: take a fresh subset once
        subset, key_of = rows.lexical_subset(conn)
        ranked = INDEX.score(analysed, subset, depth)
    return [(key_of[slot], score) for slot, score in ranked]


def _views(conn: Connection, viewer: Viewer, rows: VisibleSet, revision_ids: list[int]) -> dict[int, SkillView]:
    """SkillViews of the hits, through the same gated view query as every other read."""
    if not revision_ids:
        return {}
    params = {"revision_ids": revision_ids, "skill_ids": [rows.skill_ids[r] for r in revision_ids]}
    return {r["revision_id"]: to_view(r) for r in conn.execute(_hits_query(viewer), params).mappings()}


@lru_cache(maxsize=256)
def _hits_query(viewer: Viewer) -> Any:
    # Built once per viewer: constructing the gated SELECT costs more than running it.
    # Naming the skill rows too lets both engines start from the skills primary key.
    return view_query(viewer).where(revisions.c.id.in_(bindparam("revision_ids", expanding=True)),
                                    skills.c.id.in_(bindparam("skill_ids", expanding=True)))


def _texts(conn: Connection, keys: list[Key]) -> list[DocText]:
    wanted = dict(keys)
    out: list[DocText] = []
    ids = list(wanted)
    for start in range(0, len(ids), 500):
        rows = conn.execute(
            select(revisions.c.id, revisions.c.content_hash, revisions.c.name, revisions.c.description,
                   revisions.c.summary, revisions.c.body, revisions.c.tags)
            .where(revisions.c.id.in_(ids[start : start + 500]))
        )
        for r in rows:
            tags = " ".join(str(t) for t in (r.tags or []))
            out.append(DocText(int(r.id), str(r.content_hash), r.name, r.description,
                               f"{r.summary} {tags}".strip(), r.body))
    return out


@lru_cache(maxsize=256)
def _query_vector(query: str) -> Any:
    from skillkeeper.rank.semantic import embed

    return embed([query])[0]


def _semantic(conn: Connection, query: str, rows: VisibleSet, depth: int) -> list[tuple[Key, float]]:
    from skillkeeper.rank.semantic import VECTORS, doc_text, embed, load_vectors

    qvec = _query_vector(query)  # raises Unavailable first if the extra is missing
    keys = list(rows.names)
    unseen = [k for k in keys if k not in VECTORS.slots]
    if unseen:
        stored = load_vectors(conn, [rid for rid, _ in unseen])
        VECTORS.add({k: stored[k[0]] for k in unseen if k[0] in stored})
        todo = [k for k in unseen if k[0] not in stored][:EMBED_BUDGET]
        if todo:
            texts = {d.revision_id: doc_text(d.name, d.description) for d in _texts(conn, todo)}
            todo = [k for k in todo if k[0] in texts]
            vecs = embed([texts[k[0]] for k in todo])
            VECTORS.add({k: vecs[i] for i, k in enumerate(todo)})
    slots, key_of = rows.slots("semantic", VECTORS.slots, len(VECTORS.slots))
    return [(key_of[slot], score) for slot, score in VECTORS.top(qvec, slots, depth)]
