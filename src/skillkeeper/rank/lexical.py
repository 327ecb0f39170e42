"""BM25F over name, description, summary and body, computed in Python so both engines agree.

Revisions never change once written, so each process keeps an analysed copy of every
revision it has ranked, keyed by (revision id, content hash). Statistics (document count,
document frequencies, average field lengths) are taken over the caller's visible set only:
rows the caller may not see are neither ranked nor counted.
"""

from __future__ import annotations

import bisect
import math
import re
import threading
from array import array
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from skillkeeper.rank.postings import Postings
from skillkeeper.rank.text import Query, bigrams, content_stems

FIELDS = ("name", "description", "summary", "body")
# Field weights and length normalisation: what makes a skill findable comes first.
WEIGHTS = np.array([4.0, 2.5, 1.0, 0.75], dtype=np.float32)
B = np.array([0.3, 0.6, 0.6, 0.75], dtype=np.float32)
K1 = 1.6
# Adjacent-word pairs only nudge: most of their evidence is already in the single words.
PHRASE_WEIGHT = 0.15
PREFIX_WEIGHT = 0.8
NAME_MATCH_WEIGHT = 3.0
PREFIX_EXPANSIONS = 32
# A query word the visible catalog (almost) never uses, next to a word it uses a lot, is a typo:
# the common word joins the query with this weight.
FUZZY_WEIGHT = 0.8
FUZZY_RARE_DF = 2
FUZZY_COMMON_DF = 5
# Whole bodies, bounded so one huge SKILL.md cannot dominate memory or analysis time.
BODY_CHARS = 64_000
# A fence's language tag (```bash) is in most bodies and would bury the same word in a query.
_FENCE_INFO = re.compile(r"^([ \t]*(?:```|~~~)).*$", re.MULTILINE)
MAX_DOCS = 200_000
# Documents analysed at a time before they join the index (bounds the transient analysed form).
ADD_BATCH = 128
# Superseded and removed revisions are dropped (`retain`) once they are this share of the index,
# and at least MIN_DEAD of them: memory stays proportional to the live catalog.
DEAD_SHARE = 0.25
MIN_DEAD = 256


@dataclass(frozen=True)
class DocText:
    """The searchable text of one revision."""

    revision_id: int
    content_hash: str
    name: str
    description: str
    summary: str
    body: str


def doc_terms(doc: DocText) -> tuple[dict[str, list[int]], list[int]]:
    """Term frequencies per field and field lengths of one document."""
    name = content_stems(doc.name)
    desc = content_stems(doc.description)
    summ = content_stems(doc.summary)
    body = content_stems(_FENCE_INFO.sub(r"\1", doc.body[:BODY_CHARS]))
    per_field = [
        [*name, *bigrams(name), "@" + doc.name.lower()],
        [*desc, *bigrams(desc)],
        [*summ, *bigrams(summ)],
        body,
    ]
    tfs: dict[str, list[int]] = {}
    for i, tokens in enumerate(per_field):
        for term, n in Counter(tokens).items():
            tfs.setdefault(term, [0] * len(FIELDS))[i] = n
    return tfs, [len(name), len(desc), len(summ), len(body)]


@dataclass(frozen=True)
class Subset:
    """A visible set over the index: membership mask, average field lengths, document count."""

    generation: int
    size: int
    mask: npt.NDArray[np.bool_]
    avg: npt.NDArray[np.float32]
    n_docs: int


class LexicalIndex:
    """Analysed revisions of this process, and BM25F scoring over any visible subset of them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.generation = 0
        self._reset()

    def _reset(self) -> None:
        self.generation += 1
        self.slots: dict[tuple[int, str], int] = {}
        self.revision_of: list[int] = []
        self._lengths = array("f")  # per slot, one length per field
        self._lengths_arr = np.zeros((0, len(FIELDS)), dtype=np.float32)
        self._postings = Postings()
        self._vocab: list[str] | None = None
        # Single-deletion keys of every word term in FUZZY_COMMON_DF+ documents -> the terms
        # (typo correction; built on first use, rarer words never qualify as a correction).
        self._deletes: dict[str, list[str]] | None = None

    def missing(self, keys: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """Which (revision id, content hash) pairs still need their text loaded."""
        return [k for k in keys if k not in self.slots]

    def add(self, docs: list[DocText]) -> None:
        """Analyse and index documents (idempotent per revision and hash)."""
        # A batch at a time: the analysed form of a document is ~20 times its indexed size.
        for start in range(0, len(docs), ADD_BATCH):
            batch = [d for d in docs[start : start + ADD_BATCH] if (d.revision_id, d.content_hash) not in self.slots]
            self._add([(d, *doc_terms(d)) for d in batch])

    def _add(self, analysed: list[tuple[DocText, dict[str, list[int]], list[int]]]) -> None:
        with self._lock:
            if len(self.slots) + len(analysed) > MAX_DOCS:
                self._reset()
            postings = self._postings
            for doc, tfs, lengths in analysed:
                key = (doc.revision_id, doc.content_hash)
                if key in self.slots:
                    continue
                slot = len(self.revision_of)
                self.slots[key] = slot
                self.revision_of.append(doc.revision_id)
                self._lengths.extend(lengths)
                new, common = postings.append(slot, tfs, FUZZY_COMMON_DF)
                if new:
                    self._vocab = None
                # Only a word this common anywhere can be common in a visible set.
                if self._deletes is not None:
                    for term in common:
                        if _is_word(term):
                            _add_deletes(self._deletes, term)
            postings.settle()

    def _arrays(self, term: str) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.float32]] | None:
        return self._postings.get(term)

    def _expand(self, prefix: str, exclude: set[str], mask: npt.NDArray[np.bool_]) -> list[str]:
        """The visible set's most common words starting with `prefix` (ties by word).

        Counted in the visible set only: the index also holds other tenants' and hidden revisions,
        and their words must not decide which of the viewer's words a prefix reaches.
        """
        if self._vocab is None:
            self._vocab = sorted(t for t in self._postings.terms if "_" not in t and not t.startswith("@"))
        vocab = self._vocab
        counted: list[tuple[int, str]] = []
        i = bisect.bisect_left(vocab, prefix)
        while i < len(vocab) and vocab[i].startswith(prefix):
            if vocab[i] not in exclude:
                df = self._df(vocab[i], mask)
                if df:
                    counted.append((-df, vocab[i]))
            i += 1
        counted.sort()
        return [t for _, t in counted[:PREFIX_EXPANSIONS]]

    @property
    def size(self) -> int:
        return len(self.revision_of)

    def retain(self, keep: Iterable[tuple[int, str]], *, min_dead: int = 1, dead_share: float = 0.0) -> int:
        """Drop every revision not in `keep` and renumber the rest compactly; returns how many went.

        Nothing happens unless at least `min_dead` and `dead_share` of the index would go.
        Superseded and removed revisions would otherwise stay until MAX_DOCS: a server under
        constant edits grows without bound. Subsets taken before are refused afterwards.
        """
        wanted = set(keep)
        with self._lock:
            live = sorted(slot for key, slot in self.slots.items() if key in wanted)
            dropped = len(self.revision_of) - len(live)
            if not dropped or dropped < max(min_dead, dead_share * len(self.revision_of)):
                return 0
            remap = np.full(len(self.revision_of), -1, dtype=np.int32)
            remap[np.array(live, dtype=np.int64)] = np.arange(len(live), dtype=np.int32)
            self._postings.retain(remap)
            self.slots = {key: int(remap[slot]) for key, slot in self.slots.items() if remap[slot] >= 0}
            self.revision_of = [self.revision_of[s] for s in live]
            lengths = np.frombuffer(self._lengths, dtype=np.float32).reshape(-1, len(FIELDS))[live]
            self._lengths = array("f", lengths.tobytes())
            self._lengths_arr = np.zeros((0, len(FIELDS)), dtype=np.float32)
            self._vocab = None
            self._deletes = None
            self.generation += 1
            return dropped

    def subset(self, visible_slots: npt.NDArray[np.int64]) -> Subset:
        """Collection statistics of a visible set (reusable while the index neither grows nor resets)."""
        with self._lock:
            return self._subset(visible_slots)

    def _subset(self, visible_slots: npt.NDArray[np.int64]) -> Subset:
        if len(self._lengths_arr) != len(self.revision_of):
            self._lengths_arr = np.frombuffer(self._lengths, dtype=np.float32).reshape(-1, len(FIELDS)).copy()
        lengths = self._lengths_arr
        mask = np.zeros(len(lengths), dtype=bool)
        mask[visible_slots] = True
        avg = np.maximum(lengths[mask].mean(axis=0), 1.0) if len(visible_slots) else np.ones(len(FIELDS))
        return Subset(self.generation, len(lengths), mask, avg.astype(np.float32), int(mask.sum()))

    def subset_of(self, keys: Iterable[tuple[int, str]]) -> tuple[Subset, dict[int, tuple[int, str]]]:
        """The subset of the indexed `keys` (others are left out), and the key of each of its slots."""
        with self._lock:
            key_of = {self.slots[k]: k for k in keys if k in self.slots}
            slots = np.fromiter(key_of, dtype=np.int64, count=len(key_of))
            return self._subset(slots), key_of

    def score(self, query: Query, subset: Subset, limit: int) -> list[tuple[int, float]]:
        """The best `limit` (slot, score) pairs of the subset, best first (ties by slot)."""
        if not subset.n_docs or query.empty:
            return []
        with self._lock:
            if subset.generation != self.generation or subset.size != len(self.revision_of):
                raise RuntimeError("stale subset: the index changed; take a new subset")
            lengths, mask, avg, n_docs = self._lengths_arr, subset.mask, subset.avg, subset.n_docs
            scores = np.zeros(len(lengths), dtype=np.float32)
            weighted: list[tuple[float, tuple[npt.NDArray[np.int32], npt.NDArray[np.float32]] | None]] = []
            weighted += [(w, self._arrays(t)) for t, w in query.terms.items()]
            weighted += [(w * PHRASE_WEIGHT, self._arrays(t)) for t, w in query.phrases.items()]
            if query.name_key:
                weighted.append((NAME_MATCH_WEIGHT, self._arrays("@" + query.name_key)))
            if query.prefix:
                weighted.append((PREFIX_WEIGHT, self._merged(self._expand(query.prefix, set(query.terms), mask))))
            weighted += [(w, self._arrays(t)) for t, w in query.joined.items()]
            for word, stemmed in query.fuzzy:
                fix = self._correction(word, stemmed, mask)
                if fix is not None:
                    weighted.append((FUZZY_WEIGHT * query.terms.get(stemmed, 1.0), self._arrays(fix)))
            for qw, arrays in weighted:
                if arrays is None:
                    continue
                slots, tf = arrays
                keep = mask[slots]
                slots, tf = slots[keep], tf[keep]
                if not len(slots):
                    continue
                df = len(slots)
                # Classic Robertson idf: a word in half the catalog says almost nothing.
                idf = max(math.log((n_docs - df + 0.5) / (df + 0.5)), 0.01)
                norm = tf / (1.0 - B + B * lengths[slots] / avg)
                tfw = norm @ WEIGHTS
                scores[slots] += np.float32(qw * idf) * tfw * (K1 + 1.0) / (K1 + tfw)
        hits = np.flatnonzero(scores > 0)
        if not len(hits):
            return []
        # Stable order: score descending, then slot ascending, so both engines tie-break alike.
        order = np.lexsort((hits, -scores[hits]))[:limit]
        return [(int(hits[i]), float(scores[hits[i]])) for i in order]

    def _df(self, term: str, mask: npt.NDArray[np.bool_]) -> int:
        arrays = self._arrays(term)
        return 0 if arrays is None else int(mask[arrays[0]].sum())

    def _correction(self, word: str, stemmed: str, mask: npt.NDArray[np.bool_]) -> str | None:
        """The visible catalog's common term a rare query word is most likely a typo of, if any."""
        df = self._df(stemmed, mask)
        if df > FUZZY_RARE_DF:
            return None
        if self._deletes is None:
            self._deletes = {}
            for term, count in zip(self._postings.terms, self._postings.df, strict=True):
                if count >= FUZZY_COMMON_DF and _is_word(term):
                    _add_deletes(self._deletes, term)
        best: tuple[int, int, str] | None = None
        for form in dict.fromkeys((word, stemmed)):
            limit = 1 if len(form) < 7 else 2
            for key in _delete_keys(form):
                for cand in self._deletes.get(key, ()):
                    if cand == stemmed or abs(len(cand) - len(form)) > limit:
                        continue
                    dist = edit_distance(form, cand)
                    if dist > limit:
                        continue
                    cand_df = self._df(cand, mask)
                    # Ties by word: the order words entered the index depends on other tenants' skills.
                    if cand_df >= max(FUZZY_COMMON_DF, 10 * df) and (best is None or (dist, -cand_df, cand) < best):
                        best = (dist, -cand_df, cand)
        return None if best is None else best[2]

    def _merged(self, terms: list[str]) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.float32]] | None:
        parts = [a for a in (self._arrays(t) for t in terms) if a is not None]
        if not parts:
            return None
        slots = np.concatenate([p[0] for p in parts])
        tf = np.concatenate([p[1] for p in parts])
        uniq, inverse = np.unique(slots, return_inverse=True)
        merged = np.zeros((len(uniq), len(FIELDS)), dtype=np.float32)
        np.add.at(merged, inverse, tf)
        return uniq, merged


def _is_word(term: str) -> bool:
    return len(term) >= 3 and "_" not in term and not term.startswith("@") and term.isalpha()


def _delete_keys(term: str) -> set[str]:
    return {term, *(term[:i] + term[i + 1 :] for i in range(len(term)))}


def _add_deletes(deletes: dict[str, list[str]], term: str) -> None:
    for key in _delete_keys(term):
        deletes.setdefault(key, []).append(term)


def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        prev2, prev = prev, cur
    return prev[-1]
