"""Search over the node's merged view: the server's lexical ranker (BM25F, rank/lexical.py), grown
as the view changes and analysed from whichever file serves each name."""

from __future__ import annotations

import itertools
import threading
from typing import TYPE_CHECKING

from skillkeeper.node.merged import Merged, View
from skillkeeper.node.store import Card, SkillDb
from skillkeeper.rank.text import analyse

if TYPE_CHECKING:
    from skillkeeper.rank.lexical import LexicalIndex, Subset


class MergedSearch:
    """The search index over the merged view of `synced` and `local`; one thread grows it at a time."""

    def __init__(self, synced: SkillDb, local: SkillDb) -> None:
        self.synced, self.local = synced, local
        # Built on the first search (numpy and the analyser load then, not at start).
        self._index: LexicalIndex | None = None
        self._search_lock = threading.Lock()
        self._doc_ids: dict[tuple[str, str], int] = {}
        self._doc_counter = itertools.count(1)  # never reused, though evicted ids leave the table

    def search(self, view: View, query: str, limit: int) -> list[tuple[Merged[Card], float]]:
        """Merged skills of `view` matching `query`, best first; ties broken by name, as on the server."""
        analysed = analyse(query)
        if analysed.empty or limit <= 0 or not view.items:
            return []
        with self._search_lock:  # one thread grows the index at a time; scoring is fast
            index, subset = self._subset(view)
            ranked = index.score(analysed, subset, limit + 20)
        hits = [(view.items[view.slot_names[slot]], score) for slot, score in ranked]
        hits.sort(key=lambda hit: (-round(hit[1], 6), hit[0].name))
        return hits[:limit]

    def warm(self, view: View) -> None:
        """Analyse `view` into the search index ahead of the first search."""
        with self._search_lock:
            self._subset(view)

    def _subset(self, view: View) -> tuple[LexicalIndex, Subset]:
        # Lazy: numpy and the index load on the first search, so `skillkeeper mcp --node` starts fast.
        import numpy as np

        from skillkeeper.rank.lexical import DEAD_SHARE, MIN_DEAD, DocText, LexicalIndex

        if self._index is None:
            self._index = LexicalIndex()
        index = self._index
        held = view.subset
        if held is not None and held.generation == index.generation and held.size == index.size:
            return index, held
        keys = {
            name: (self._doc_id(name, item.served.content_hash), item.served.content_hash)
            for name, item in view.items.items()
        }
        missing = set(index.missing(list(keys.values())))
        if missing:
            for db, local in ((self.synced, False), (self.local, True)):
                todo = [n for n, k in keys.items() if k in missing and view.items[n].from_local == local]
                # A chunk of bodies at a time: a node may hold a whole catalog of them.
                for start in range(0, len(todo), 500):
                    names = todo[start : start + 500]
                    texts = db.texts(names)
                    docs: list[DocText] = []
                    for name in names:
                        if name not in texts:
                            continue
                        card = view.items[name].served
                        docs.append(
                            DocText(
                                keys[name][0],
                                texts[name][0],
                                name,
                                card.description,
                                f"{card.summary} {' '.join(card.tags)}".strip(),
                                texts[name][1],
                            )
                        )
                    index.add(docs)
            if index.retain(keys.values(), min_dead=MIN_DEAD, dead_share=DEAD_SHARE):
                self._doc_ids = {(n, h): i for (n, h), i in self._doc_ids.items() if (i, h) in index.slots}
        slot_names = {index.slots[k]: n for n, k in keys.items() if k in index.slots}
        slots = np.fromiter(slot_names, dtype=np.int64, count=len(slot_names))
        view.subset, view.slot_names = index.subset(slots), slot_names
        return index, view.subset

    def _doc_id(self, name: str, content_hash: str) -> int:
        key = (name, content_hash)
        found = self._doc_ids.get(key)
        if found is None:
            found = self._doc_ids[key] = next(self._doc_counter)
        return found
