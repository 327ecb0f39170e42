"""Inverted lists of the lexical index, compact: term ids, one CSR block, and a small tail of recent adds.

A term's postings are the document slots that use it (ascending) and their per-field term
frequencies. Python objects per term (two typed arrays and a tuple, ~250 bytes) were most
of the index at 20,000 skills, where four terms in five occur once; here a posting costs
12 bytes in numpy arrays, and only terms added since the last merge have objects of their own.
"""

from __future__ import annotations

from array import array

import numpy as np
import numpy.typing as npt

FIELDS = 4
# The tail merges into the block once it holds this many postings, or a quarter of the block:
# queries look in both, and merging copies the block.
TAIL_MIN = 32_768
TAIL_SHARE = 4
# Term frequencies are counts within a field of at most 64,000 characters: they fit 16 bits.
TF_MAX = 65_535


class Postings:
    """Term -> (slots, term frequencies per field); appends in slot order, drops slots on `retain`."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.terms: list[str] = []
        self.df = array("i")  # postings per term id, block and tail
        self._off = np.zeros(1, dtype=np.int64)  # term id -> its range in the block (ids past it: none)
        self._slot = np.zeros(0, dtype=np.int32)
        self._tf = np.zeros((0, FIELDS), dtype=np.uint16)
        self._tail: dict[int, tuple[array[int], array[int]]] = {}
        self._tail_len = 0

    def __len__(self) -> int:
        return len(self.terms)

    def count(self, term: str) -> int:
        """How many documents use `term` (0 when none)."""
        tid = self.ids.get(term)
        return 0 if tid is None else self.df[tid]

    def append(self, slot: int, tfs: dict[str, list[int]], watch: int) -> tuple[bool, list[str]]:
        """Record the terms of document `slot` (above every slot so far).

        Returns whether a term was new, and the terms whose count has just reached `watch`.
        """
        ids, tail, df = self.ids, self._tail, self.df
        new = False
        reached: list[str] = []
        for term, tf in tfs.items():
            tid = ids.get(term)
            if tid is None:
                tid = ids[term] = len(self.terms)
                self.terms.append(term)
                df.append(0)
                new = True
            held = tail.get(tid)
            if held is None:
                held = tail[tid] = (array("i"), array("H"))
            held[0].append(slot)
            try:
                held[1].fromlist(tf)  # all or nothing
            except OverflowError:
                held[1].fromlist([min(n, TF_MAX) for n in tf])
            df[tid] += 1
            if df[tid] == watch:
                reached.append(term)
        self._tail_len += len(tfs)
        return new, reached

    def get(self, term: str) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.float32]] | None:
        """The slots using `term` and their term frequencies (float32, one row per slot), or None."""
        tid = self.ids.get(term)
        if tid is None:
            return None
        slots: npt.NDArray[np.int32]
        tf: npt.NDArray[np.uint16]
        if tid + 1 < len(self._off):
            start, end = int(self._off[tid]), int(self._off[tid + 1])
            slots, tf = self._slot[start:end], self._tf[start:end]
        else:
            slots, tf = self._slot[:0], self._tf[:0]
        held = self._tail.get(tid)
        if held is not None:
            slots = np.concatenate([slots, np.frombuffer(held[0], dtype=np.int32)])
            tf = np.concatenate([tf, np.frombuffer(held[1], dtype=np.uint16).reshape(-1, FIELDS)])
        if not len(slots):
            return None
        return slots, tf.astype(np.float32)

    def settle(self) -> None:
        """Merge the tail into the block when it has grown past its share."""
        if self._tail_len >= max(TAIL_MIN, len(self._slot) // TAIL_SHARE):
            self.merge()

    def merge(self) -> None:
        """Move every tail posting into the block (tail slots are above the block's, so order holds)."""
        if not self._tail:
            return
        n_terms = len(self.terms)
        old_counts = np.zeros(n_terms, dtype=np.int64)
        old_counts[: len(self._off) - 1] = np.diff(self._off)
        tids = np.fromiter(sorted(self._tail), dtype=np.int64, count=len(self._tail))
        tail_counts = np.zeros(n_terms, dtype=np.int64)
        tail_counts[tids] = [len(self._tail[int(t)][0]) for t in tids]
        off = np.zeros(n_terms + 1, dtype=np.int64)
        np.cumsum(old_counts + tail_counts, out=off[1:])
        slot = np.empty(int(off[-1]), dtype=np.int32)
        tf = np.empty((int(off[-1]), FIELDS), dtype=np.uint16)
        # Block postings keep their order and land at the start of their term's new range.
        if len(self._slot):
            n_old = len(self._off) - 1
            shift = np.repeat(off[:n_old] - self._off[:-1], np.diff(self._off))
            where = np.arange(len(self._slot), dtype=np.int64) + shift
            slot[where] = self._slot
            tf[where] = self._tf
        for t in tids:
            s, f = self._tail[int(t)]
            at = int(off[t] + old_counts[t])
            slot[at : at + len(s)] = np.frombuffer(s, dtype=np.int32)
            tf[at : at + len(s)] = np.frombuffer(f, dtype=np.uint16).reshape(-1, FIELDS)
        self._off, self._slot, self._tf = off, slot, tf
        self._tail, self._tail_len = {}, 0

    def retain(self, remap: npt.NDArray[np.int32]) -> None:
        """Renumber every slot `s` to `remap[s]`, dropping postings where it is -1 and terms left with none."""
        self.merge()
        new = remap[self._slot]
        keep = new >= 0
        counts = np.diff(self._off)
        term_of = np.repeat(np.arange(len(counts), dtype=np.int64), counts)
        kept = np.bincount(term_of[keep], minlength=len(counts))
        alive = kept > 0
        self.terms = [t for t, a in zip(self.terms, alive.tolist(), strict=True) if a]
        self.ids = {t: i for i, t in enumerate(self.terms)}
        self.df = array("i", kept[alive].astype(np.int32).tobytes())
        self._off = np.zeros(len(self.terms) + 1, dtype=np.int64)
        np.cumsum(kept[alive], out=self._off[1:])
        self._slot = new[keep]
        self._tf = self._tf[keep]
