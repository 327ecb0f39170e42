"""What searches reuse between calls: the lexical index, vectors, visible sets, built queries.

One SearchCaches belongs to one Keeper. Analysed texts and vectors are kept per revision, not
per viewer: what a viewer may see is the gated SQL's answer (a VisibleSet), reused only while
the catalog's version holds.
"""

from __future__ import annotations

import sys
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import numpy.typing as npt
from sqlalchemy import Connection, select

from skillkeeper.rank import semantic, translit
from skillkeeper.rank.lexical import DEAD_SHARE, MIN_DEAD, DocText, LexicalIndex, Subset
from skillkeeper.rank.text import Query, analyse
from skillkeeper.rank.vectorcache import VectorCache
from skillkeeper.store.changes import ViewerCache
from skillkeeper.store.schema import revisions, skills
from skillkeeper.store.skills import SkillCard, view_query
from skillkeeper.store.vectors import load_chunks, load_vectors
from skillkeeper.store.visibility import Viewer, served_revision_id, shown

if TYPE_CHECKING:
    from skillkeeper.rank.semantic import ModelSpec

Key = tuple[int, str]
# Revision texts read and analysed at a time when the lexical index fills.
FILL_CHUNK = 500
# The lexical index's name where caches are told apart (vector caches go by their model's key).
LEXICAL = "lexical"


class _Retaining(Protocol):
    """A cache of revisions that can drop the dead ones: the lexical index or a VectorCache."""

    slots: dict[Key, int]

    @property
    def size(self) -> int: ...

    def retain(self, keep: Iterable[Key], *, min_dead: int = 1, dead_share: float = 0.0) -> int: ...


def served_keys(conn: Connection) -> list[Key]:
    """(revision id, content hash) of the revision every skill row serves, whoever may see it."""
    query = select(revisions.c.id, revisions.c.content_hash).select_from(skills)
    query = query.join(revisions, revisions.c.id == served_revision_id())
    return [(int(rid), str(h)) for rid, h in conn.execute(query)]


@dataclass
class VisibleSet:
    """The rows a viewer may see (one per name), and their places in the Keeper's caches."""

    names: dict[Key, str]
    cards: dict[int, SkillCard]
    _slots: dict[str, tuple[object, npt.NDArray[np.int64], dict[int, Key]]] = field(default_factory=dict)
    _subset: tuple[Subset, dict[int, Key]] | None = None
    _vocabulary: translit.Vocabulary | None = None

    def with_loanwords(self, query: str, analysed: Query) -> Query:
        """The query with the catalog's Latin words its Cyrillic words spell (докер -> docker) added."""
        if self._vocabulary is None:
            self._vocabulary = translit.Vocabulary.of_skills((c.name, c.description) for c in self.cards.values())
        extra = translit.loanwords(query, self._vocabulary)
        return analyse(f"{query} {' '.join(extra)}") if extra else analysed

    def lexical_subset(self, conn: Connection, caches: SearchCaches) -> tuple[Subset, dict[int, Key]]:
        """The visible set in the lexical index, loading texts of revisions it has not seen."""
        index = caches.index
        held = self._subset
        # A second round when another thread evicted some of these (read under an older snapshot) meanwhile.
        for _ in range(3):
            fresh = held is not None and (held[0].generation, held[0].size) == (index.generation, index.size)
            if fresh and held is not None and len(held[1]) == len(self.names):
                break
            if caches.fill(conn, list(self.names)):
                caches.evict(conn, self.names)
            self._subset = held = index.subset_of(self.names)
        assert held is not None
        return held

    def slots(
        self, which: str, table: dict[Key, int], generation: object
    ) -> tuple[npt.NDArray[np.int64], dict[int, Key]]:
        """Slots of the visible rows in a cache (`table`), remembered until the cache changes."""
        held = self._slots.get(which)
        if held is None or held[0] != generation:
            key_of = {table[k]: k for k in self.names if k in table}
            held = (generation, np.fromiter(key_of, dtype=np.int64, count=len(key_of)), key_of)
            self._slots[which] = held
        return held[1], held[2]


class SearchCaches:
    """What searches reuse, held by one Keeper: analysed texts, vectors, visible sets, built queries."""

    # When to drop dead revisions from the lexical index; the query of every served revision that
    # decides it runs once per that many new revisions.
    dead_share = DEAD_SHARE
    min_dead = MIN_DEAD
    # Seconds between looks for body chunks stored since the visible rows' vectors were loaded
    # (the warm-up stores chunks after every description): a query per search would cost more.
    chunk_recheck = 1.0

    def __init__(self) -> None:
        self.index = LexicalIndex()
        # Per cache (LEXICAL, or a model's key): the size at which dead entries are next counted.
        self._next_check: dict[str, int] = {}
        self._filling = threading.Lock()
        self.visible: ViewerCache[VisibleSet] = ViewerCache(max_entries=256)
        # Equal cards built for different viewers are one object, so each cached set costs only its dict.
        self.cards: weakref.WeakValueDictionary[tuple[Any, ...], SkillCard] = weakref.WeakValueDictionary()
        self._queries: OrderedDict[Viewer, Any] = OrderedDict()
        self._qvecs: OrderedDict[tuple[str, str], Any] = OrderedDict()
        self._vectors: dict[str, VectorCache] = {}
        self._chunks_checked: dict[str, float] = {}  # per model key: when stored chunks were last looked for
        # Called when a search finds more visible skills without vectors than it may embed itself
        # (the Keeper then embeds the served ones in the background); None: nobody does.
        self.on_missing: Callable[[], object] | None = None
        self._lock = threading.Lock()

    @property
    def vectors(self) -> VectorCache:
        """Vectors of the model in use loaded so far."""
        return self.vectors_of(semantic.spec())

    def vectors_of(self, model: ModelSpec) -> VectorCache:
        """Vectors of `model` loaded so far (created on first use: the module needs numpy only)."""
        with self._lock:
            return self._vectors.setdefault(model.key, VectorCache())

    def cards_query(self, viewer: Viewer) -> Any:
        """The gated card SELECT for `viewer`: constructing it costs more than running it."""
        with self._lock:
            query = self._queries.get(viewer)
            if query is not None:
                self._queries.move_to_end(viewer)
                return query
        query = view_query(viewer, cards_only=True).where(shown(viewer))
        return _remember(self._lock, self._queries, viewer, query)

    def fill(self, conn: Connection, keys: list[Key]) -> int:
        """Load and analyse the texts of `keys` the lexical index lacks; returns how many it took in.

        A chunk at a time, one thread per chunk: the warm-up and a first search share the work
        instead of both analysing everything, and only one chunk of texts is held at once.
        """
        added = 0
        index = self.index
        missing = index.missing(keys)
        for start in range(0, len(missing), FILL_CHUNK):
            with self._filling:
                todo = index.missing(missing[start : start + FILL_CHUNK])
                if todo:
                    index.add(revision_texts(conn, todo))
                    added += len(todo)
        return added

    def fill_vectors(self, conn: Connection, keys: list[Key], model: ModelSpec | None = None) -> list[Key]:
        """Load the stored vectors of `keys` (by `model`, None: the one in use) not loaded; returns those not stored."""
        model = model or semantic.spec()
        vectors = self.vectors_of(model)
        unseen = [k for k in keys if k not in vectors.slots]
        if not unseen:
            return []
        stored = load_vectors(conn, [rid for rid, _ in unseen], model)
        vectors.add({k: stored[k[0]] for k in unseen if k[0] in stored})
        return [k for k in unseen if k[0] not in stored]

    def fill_chunks(self, conn: Connection, keys: Iterable[Key], model: ModelSpec) -> int:
        """Load chunks stored since `keys`' vectors were loaded (every `chunk_recheck` s at most); returns how many.

        A process that loaded a skill's description row before its chunks were stored would
        otherwise rank it by description until restarted.
        """
        vectors = self.vectors_of(model)
        with self._lock:
            due = time.monotonic() >= self._chunks_checked.get(model.key, 0.0) + self.chunk_recheck
            if due:
                self._chunks_checked[model.key] = time.monotonic()
        lacking = vectors.lacking_chunks(keys) if due else []
        if not lacking:
            return 0
        stored = load_chunks(conn, [rid for rid, _ in lacking], model)
        vectors.add_chunks({k: stored[k[0]] for k in lacking if k[0] in stored})
        return sum(1 for k in lacking if k[0] in stored)

    def evict(self, conn: Connection, keep: Iterable[Key] = ()) -> int:
        """Drop revisions no skill serves any more from the lexical index, when enough have piled up.

        `keep` are keys a caller is about to score (read under its own, maybe older, snapshot).
        Returns how many revisions were dropped.
        """
        return self._drop_dead(conn, keep, LEXICAL, self.index)

    def evict_vectors(self, conn: Connection, keep: Iterable[Key] = (), model: ModelSpec | None = None) -> int:
        """Drop `model`'s vectors of revisions no skill serves any more, when enough have piled up (as `evict`)."""
        model = model or semantic.spec()
        return self._drop_dead(conn, keep, model.key, self.vectors_of(model))

    def _drop_dead(self, conn: Connection, keep: Iterable[Key], which: str, held: _Retaining) -> int:
        """Drop what `held` keeps of revisions no skill serves, once its size says enough may be dead."""
        with self._lock:
            if held.size < self._next_check.get(which, 0):
                return 0
            self._next_check[which] = sys.maxsize  # one thread counts at a time
        live_count: int | None = None
        try:
            live = {*served_keys(conn), *keep}
            dropped = held.retain(live, min_dead=self.min_dead, dead_share=self.dead_share)
            live_count = sum(1 for k in live if k in held.slots)
        finally:
            with self._lock:
                self._next_check[which] = 0 if live_count is None else self._next(live_count)
        return dropped

    def _next(self, live: int) -> int:
        """The index size at which dead revisions may next reach the threshold."""
        return max(live + self.min_dead, int(live / (1.0 - self.dead_share)))

    def query_vector(self, query: str, model: ModelSpec | None = None) -> Any:
        """The embedding of a query by `model` (None: the one in use; needs the model installed)."""
        key = ((model or semantic.spec()).key, query)
        with self._lock:
            vec = self._qvecs.get(key)
        if vec is None:
            vec = _remember(self._lock, self._qvecs, key, semantic.embed_query(query, model))
        return vec

    def forget_queries(self) -> None:
        """Forget query embeddings (a benchmark makes each ranker pay for its own)."""
        with self._lock:
            self._qvecs.clear()

    def clear(self) -> None:
        """Forget everything (benchmarks measure cold searches)."""
        with self._lock:
            self.index = LexicalIndex()
            self._next_check = {}
            self._vectors = {}
            self._chunks_checked = {}
            self._queries.clear()
            self._qvecs.clear()
        self.visible.clear()


def _remember(lock: threading.Lock, held: OrderedDict[Any, Any], key: Any, value: Any, cap: int = 256) -> Any:
    with lock:
        held[key] = value
        held.move_to_end(key)
        while len(held) > cap:
            held.popitem(last=False)
    return value


def revision_texts(conn: Connection, keys: list[Key]) -> list[DocText]:
    """The searchable fields of the revisions `keys`, as the lexical index and the encoder read them."""
    wanted = dict(keys)
    out: list[DocText] = []
    ids = list(wanted)
    for start in range(0, len(ids), 500):
        rows = conn.execute(
            select(
                revisions.c.id,
                revisions.c.content_hash,
                revisions.c.name,
                revisions.c.description,
                revisions.c.summary,
                revisions.c.body,
                revisions.c.tags,
            ).where(revisions.c.id.in_(ids[start : start + 500]))
        )
        for r in rows:
            tags = " ".join(str(t) for t in (r.tags or []))
            out.append(
                DocText(int(r.id), str(r.content_hash), r.name, r.description, f"{r.summary} {tags}".strip(), r.body)
            )
    return out
