"""Fast ranker iteration on the dev queries: no database, vectors cached on disk, failures explained.

    PYTHONPATH=src .venv/bin/python benchmarks/search_dev.py [--corpus ../shared/corpus]
        [--queries fresh_dev[,qtype_dev]] [--no-distractors] [--show-misses] [--folds 5] [--by-kind]

Ranks the same skills as benchmarks/search_eval.py (curated + openclaw distractors) with the
ranking code of store/search.py, minus the visibility gate and the database, so a change to
fusion or field weights is measured in seconds. Numbers to report come from search_eval.py;
this script is for dev-set work only: it refuses the held-out sets (fresh_test, agentkw,
qtype_test). Several dev sets may be named at once; --by-kind adds recall per query kind.
Semantic scores mix each skill's first body chunks in as the shipped model does (ModelSpec.body_mix).
With --folds K it also cross-validates the fusion constants: for each of K folds of the queries
(three shuffles), the grid point best on the other folds is scored on the held-out fold.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import random
import time
from collections import Counter
from collections.abc import Hashable
from pathlib import Path
from typing import TypeVar

import numpy as np

from _corpus import DEFAULT_CORPUS
from search_eval import CURATED, DISTRACTORS, QUERY_DIR, load_skills, recall_at
from skillkeeper.rank import fusion, semantic
from skillkeeper.rank.lexical import DocText, LexicalIndex
from skillkeeper.rank.querytext import encoder_text
from skillkeeper.rank.text import analyse

CACHE = Path("/tmp/skillkeeper-search-dev")
# Query sets scored once, at the end, through search_eval.py: never tuned on.
HELD_OUT = ("fresh_test", "agentkw", "qtype_test")
# The fusion constants --folds may search (--tune picks which; the others keep their shipped value).
GRID = {
    "floor": (0.15, 0.2, 0.25),
    "points": (10.0, 20.0, 40.0),
    "unrelated": (1.0, 0.9, 0.8, 0.7, 0.6),
}


def cached_embed(texts: list[str], tag: str) -> np.ndarray:
    """Embeddings of texts, cached on disk by content (the model is slow on a busy machine)."""
    CACHE.mkdir(exist_ok=True)
    digest = hashlib.sha256(("\x00".join(texts) + tag).encode()).hexdigest()[:16]
    path = CACHE / f"{tag}-{digest}.npy"
    if path.exists():
        return np.load(path)
    start = time.perf_counter()
    vecs = semantic.embed_many(texts)
    print(f"embedded {len(texts)} texts ({tag}) in {time.perf_counter() - start:.0f} s")
    np.save(path, vecs)
    return vecs


def setup(
    argv: list[str] | None = None,
) -> tuple[argparse.Namespace, list[dict], list, LexicalIndex, object, np.ndarray, np.ndarray]:
    """Queries, skills, lexical index and subset, document vectors (body chunks mixed in) and query vectors."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--corpus", type=Path, default=DEFAULT_CORPUS if DEFAULT_CORPUS.is_dir() else Path("/work/shared/corpus")
    )
    parser.add_argument("--queries", default="fresh_dev", help="comma-separated dev sets")
    parser.add_argument("--no-distractors", action="store_true")
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--by-kind", action="store_true", help="also recall per query kind")
    parser.add_argument(
        "--encode-words", type=int, default=None, help="words of a query the encoder reads (default: shipped)"
    )
    parser.add_argument("--folds", type=int, default=0, help="cross-validate the fusion constants over K folds")
    parser.add_argument("--tune", default="unrelated", help=f"constants --folds searches, of {','.join(GRID)}")
    args = parser.parse_args(argv)
    names = [name for name in args.queries.split(",") if name]
    if any(held in name for name in names for held in HELD_OUT):
        raise SystemExit(f"{args.queries} is held out: tune on dev sets, report held-out ones through search_eval.py")
    queries = [
        json.loads(line) for name in names for line in (QUERY_DIR / f"{name}.jsonl").read_text().splitlines() if line
    ]
    curated = load_skills(args.corpus, CURATED)
    known = {s.name for s in curated}
    skills = curated
    if not args.no_distractors:
        skills = curated + [s for s in load_skills(args.corpus, DISTRACTORS) if s.name not in known]
    index = LexicalIndex()
    index.add(
        [
            DocText(i, s.content_hash, s.name, s.description, f"{s.summary} {' '.join(s.tags)}".strip(), s.body)
            for i, s in enumerate(skills)
        ]
    )
    subset = index.subset(np.arange(len(skills), dtype=np.int64))
    doc_vecs = cached_embed([semantic.doc_text(s.name, s.description) for s in skills], "doc")
    model = semantic.spec()
    if model.body_mix:
        chunks = [semantic.body_chunks(s.name, s.body or "", limit=model.body_chunks) for s in skills]
        flat = [c for cs in chunks for c in cs]
        chunk_vecs = cached_embed(flat, "chunks")
        owners = np.array([i for i, cs in enumerate(chunks) for _ in cs], dtype=np.int64)
        doc_vecs = _MixedVectors(doc_vecs, chunk_vecs, owners, model.body_mix)
    q_vecs = cached_embed([encoder_text(str(q["q"]), max_words=args.encode_words) for q in queries], "query")
    print(f"{len(queries)} queries, {len(skills)} skills")
    return args, queries, skills, index, subset, doc_vecs, q_vecs


class _MixedVectors:
    """Document vectors whose product with a query mixes in the best body chunk, as VectorCache.top does."""

    def __init__(self, docs: np.ndarray, chunks: np.ndarray, owners: np.ndarray, alpha: float) -> None:
        self.docs, self.chunks, self.owners, self.alpha = docs, chunks, owners, alpha
        self.starts = np.flatnonzero(np.r_[True, owners[1:] != owners[:-1]]) if len(owners) else owners
        self.positions = owners[self.starts] if len(owners) else owners

    def __matmul__(self, query: np.ndarray) -> np.ndarray:
        cos = self.docs @ query
        if not len(self.owners):
            return cos
        best = cos.copy()
        found = np.maximum.reduceat(self.chunks @ query, self.starts)
        best[self.positions] = np.maximum(best[self.positions], found)
        return (1.0 - self.alpha) * cos + self.alpha * best


Ranked = list[tuple[int, float]]
K = TypeVar("K", bound=Hashable)


def recall(queries: list[dict], names: list[str], ranked: list[Ranked], idx: list[int]) -> tuple[float, float]:
    """Recall@1 and recall@5 of the rankings of the queries `idx`."""
    r1 = r5 = 0.0
    for i in idx:
        hit1, hit5 = recall_at(set(queries[i]["expect"]), [names[j] for j, _ in ranked[i][:5]])
        r1, r5 = r1 + hit1, r5 + hit5
    return r1 / len(idx), r5 / len(idx)


def nearest(cos: np.ndarray, minimum: float | None = None) -> Ranked:
    """The top 100 (skill index, cosine) at or above `minimum` (None: the shipped model's)."""
    floor = semantic.MIN_COSINE if minimum is None else minimum
    order = np.argsort(-cos, kind="stable")[:100]
    return [(int(j), float(cos[j])) for j in order if cos[j] >= floor]


def cross_validate(
    queries: list[dict], names: list[str], lexical: list[Ranked], sem: list[Ranked], folds: int, tune: list[str]
) -> tuple[float, float, Counter[tuple[float, ...]]]:
    """Held-out recall@1 / @5 of the fusion constants chosen on the other folds, and the choices."""
    points = list(itertools.product(*(GRID[name] for name in tune)))
    fused = {
        p: [fusion.score_fusion(lex, s, **dict(zip(tune, p, strict=True))) for lex, s in zip(lexical, sem, strict=True)]
        for p in points
    }
    return chosen_on_folds(queries, names, fused, folds)


def chosen_on_folds(
    queries: list[dict], names: list[str], variants: dict[K, list[Ranked]], folds: int
) -> tuple[float, float, Counter[K]]:
    """Held-out recall@1 / @5 of the variant best (by recall@1, then @5) on the other folds, and the choices.

    Three shuffles of the queries, each cut into `folds` folds; ties go to the variant named first.
    """
    r1 = r5 = 0.0
    chosen: Counter[K] = Counter()
    seeds = (0, 1, 2)
    for seed in seeds:
        order = list(range(len(queries)))
        random.Random(seed).shuffle(order)
        parts = [order[f::folds] for f in range(folds)]
        for f, held in enumerate(parts):
            train = [i for g, part in enumerate(parts) if g != f for i in part]
            best = max(variants, key=lambda v: recall(queries, names, variants[v], train))
            chosen[best] += 1
            a, b = recall(queries, names, variants[best], held)
            r1, r5 = r1 + a * len(held), r5 + b * len(held)
    n = len(queries) * len(seeds)
    return r1 / n, r5 / n, chosen


def main() -> None:
    args, queries, skills, index, subset, doc_vecs, q_vecs = setup()
    skill_names = [s.name for s in skills]

    lexical = [index.score(analyse(str(q["q"])), subset, 100) for q in queries]
    meaning = [nearest(doc_vecs @ q_vecs[i]) for i in range(len(queries))]
    rankings = {
        "lexical": lexical,
        "semantic": meaning,
        "hybrid": [fusion.score_fusion(lex, s) for lex, s in zip(lexical, meaning, strict=True)],
    }
    for label, ranked in rankings.items():
        r1, r5 = recall(queries, skill_names, ranked, list(range(len(queries))))
        print(f"{label:10s} R@1 {r1:.3f}  R@5 {r5:.3f}")
        if args.show_misses:
            for q, got in zip(queries, ranked, strict=True):
                top = [skill_names[j] for j, _ in got[:3]]
                if not set(q["expect"]) & set(top[:1]):
                    print(f"    [{q.get('kind', '')}] {q['q'][:70]!r} want {q['expect'][:2]} got {top}")
    if args.by_kind:
        print_by_kind(queries, skill_names, rankings)
    if args.folds:
        tune = [name for name in args.tune.split(",") if name]
        r1, r5, chosen = cross_validate(queries, skill_names, lexical, meaning, args.folds, tune)
        print(f"hybrid, {args.folds}-fold cross-validated over {' x '.join(tune)}: R@1 {r1:.3f}  R@5 {r5:.3f}")
        for point, n in chosen.most_common(3):
            print(f"    chosen in {n} of {3 * args.folds} folds: {dict(zip(tune, point, strict=True))}")


def print_by_kind(queries: list[dict], names: list[str], rankings: dict[str, list[Ranked]]) -> None:
    """Recall@1 / @5 of every ranker per query kind (`kind` in the query file, else `-`)."""
    kinds: dict[str, list[int]] = {}
    for i, q in enumerate(queries):
        kinds.setdefault(str(q.get("kind", "-")), []).append(i)
    print("| kind | n | " + " | ".join(f"{label} R@1 / R@5" for label in rankings) + " |")
    for kind, idx in kinds.items():
        cells = [recall(queries, names, ranked, idx) for ranked in rankings.values()]
        print(f"| {kind} | {len(idx)} | " + " | ".join(f"{a:.3f} / {b:.3f}" for a, b in cells) + " |")


if __name__ == "__main__":
    main()
