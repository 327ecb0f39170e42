"""Model and body-chunk experiments for the semantic ranker: no database, vectors cached on disk.

    PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/search_models.py --embed [--model minilm]
    PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/search_models.py [--model minilm]
        [--chunks 0,1,2,4,8] [--final VARIANT]

`--embed` encodes (and caches under /tmp/skillkeeper-search-models, batch by batch, so an
interrupted run resumes) the name + description of every skill of search_eval.py's corpus
(curated + openclaw distractors), the prose chunks of every body (`semantic.body_chunks`) and
every query set. Without it, every semantic scoring variant (description only, or mixed with
the best of the first k body chunks) is fused with the lexical ranking over a grid of fusion
constants, and 5-fold cross-validation on fresh_dev picks the constants (the folds' held-out
queries are scored with constants chosen on the other four). fresh_test is scored only with
`--final` and a variant named in full (`mix0.5@4`), with the constants CV chose most often.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from _corpus import DEFAULT_CORPUS
from search_eval import CURATED, DISTRACTORS, QUERY_DIR, load_skills, recall_at
from skillkeeper.rank import fusion, semantic
from skillkeeper.rank.lexical import DocText, LexicalIndex
from skillkeeper.rank.text import analyse
from skillkeeper.rank.vectorcache import VectorCache

CACHE = Path("/tmp/skillkeeper-search-models")
SETS = ("fresh_dev", "curated", "multilingual_ru", "fresh_test")
BATCH = 64
FROM_END = False
FOLDS = 5
FLOORS = {"minilm": (0.1, 0.15, 0.2, 0.25, 0.3), "multilingual-e5-small": (0.76, 0.78, 0.8, 0.82, 0.84)}
POINTS = {"minilm": (10.0, 20.0, 30.0, 40.0, 60.0), "multilingual-e5-small": (120.0, 180.0, 240.0, 320.0, 400.0)}


def cached_embed(texts: list[str], model: str, *, query: bool = False) -> np.ndarray:
    """Embeddings of texts, cached on disk a batch at a time (an interrupted run resumes)."""
    CACHE.mkdir(exist_ok=True)
    out = {}
    spent = 0.0
    starts = range(0, len(texts), BATCH)
    # A second process started with --from-end meets the first one in the middle.
    for start in reversed(starts) if FROM_END else starts:
        part = texts[start : start + BATCH]
        digest = hashlib.sha256(("\x00".join(part) + model + str(query)).encode()).hexdigest()[:20]
        path = CACHE / f"{model}-{digest}.npy"
        if not path.exists():
            began = time.process_time()
            vecs = semantic.embed(part, query=query)
            np.save(path.with_suffix(".tmp.npy"), vecs)
            path.with_suffix(".tmp.npy").replace(path)
            spent += time.process_time() - began
        out[start] = np.load(path)
    if spent:
        print(f"  encoded {len(texts)} texts ({model}, query={query}): {spent:.0f} s CPU for the new ones")
    return np.vstack([out[s] for s in starts]) if out else np.zeros((0, semantic.DIM), dtype=np.float32)


@dataclass
class Corpus:
    names: list[str]
    curated: np.ndarray  # bool per skill: from the curated collections (not a distractor)
    lexical: dict[bool, tuple[LexicalIndex, object, np.ndarray]]  # with distractors? -> index, subset, ids
    doc: np.ndarray  # name + description vectors
    chunks: np.ndarray  # chunk vectors
    owner: np.ndarray  # skill index of each chunk
    rank: np.ndarray  # position of each chunk in its skill's body


def load_corpus(corpus: Path, model: str, *, with_chunks: bool) -> Corpus:
    curated = load_skills(corpus, CURATED)
    names = {s.name for s in curated}
    skills = curated + [s for s in load_skills(corpus, DISTRACTORS) if s.name not in names]
    is_curated = np.array([i < len(curated) for i in range(len(skills))])
    lexical = {}
    for distractors in (True, False):
        ids = np.arange(len(skills) if distractors else len(curated), dtype=np.int64)
        index = LexicalIndex()
        index.add(
            [
                DocText(
                    int(i),
                    skills[i].content_hash,
                    skills[i].name,
                    skills[i].description,
                    f"{skills[i].summary} {' '.join(skills[i].tags)}".strip(),
                    skills[i].body,
                )
                for i in ids
            ]
        )
        lexical[distractors] = (index, index.subset(np.arange(len(ids), dtype=np.int64)), ids)
    doc = cached_embed([semantic.doc_text(s.name, s.description) for s in skills], model)
    texts: list[str] = []
    owner: list[int] = []
    rank: list[int] = []
    if with_chunks:
        for i, s in enumerate(skills):
            for j, chunk in enumerate(semantic.body_chunks(s.name, s.body)):
                texts.append(chunk)
                owner.append(i)
                rank.append(j)
    print(f"{len(skills)} skills ({len(curated)} curated), {len(texts)} body chunks")
    chunks = cached_embed(texts, model) if texts else np.zeros((0, semantic.DIM), dtype=np.float32)
    return Corpus(
        [s.name for s in skills],
        is_curated,
        lexical,
        doc,
        chunks,
        np.array(owner, dtype=np.int64),
        np.array(rank, dtype=np.int64),
    )


def queries_of(name: str) -> list[dict]:
    return [json.loads(line) for line in (QUERY_DIR / f"{name}.jsonl").read_text().splitlines() if line.strip()]


def semantic_scores(corpus: Corpus, qvecs: np.ndarray, variant: str) -> np.ndarray:
    """Per query and skill, the semantic score of a variant: `desc`, `max@k` or `mix<a>@k`."""
    desc = qvecs @ corpus.doc.T
    if variant == "desc":
        return desc
    kind, k = variant.split("@")
    best = np.full_like(desc, -1.0)
    keep = corpus.rank < int(k)
    cos = qvecs @ corpus.chunks[keep].T
    owners = corpus.owner[keep]
    for q in range(len(qvecs)):
        np.maximum.at(best[q], owners, cos[q])
    top = np.maximum(desc, best)
    if kind == "max":
        return top
    alpha = float(kind.removeprefix("mix"))
    return (1 - alpha) * desc + alpha * top


def rankings(
    corpus: Corpus, queries: list[dict], sem: np.ndarray, distractors: bool, min_cosine: float
) -> tuple[list[list[tuple[int, float]]], list[list[tuple[int, float]]]]:
    """Per query, its lexical and semantic top 100 (skill index, score) over the chosen skills."""
    index, subset, ids = corpus.lexical[distractors]
    lex, sems = [], []
    for i, q in enumerate(queries):
        lex.append([(int(ids[slot]), s) for slot, s in index.score(analyse(str(q["q"])), subset, 100)])
        cos = sem[i][ids]
        order = np.argsort(-cos, kind="stable")[:100]
        sems.append([(int(ids[j]), float(cos[j])) for j in order if cos[j] >= min_cosine])
    return lex, sems


def hits(names: list[str], queries: list[dict], ranked: list[list[tuple[int, float]]]) -> np.ndarray:
    """Per query, (hit at 1, recall at 5)."""
    out = np.zeros((len(queries), 2))
    for i, q in enumerate(queries):
        out[i] = recall_at(set(q["expect"]), [names[j] for j, _ in ranked[i][:5]])
    return out


def fused(lex: list, sems: list, floor: float, points: float) -> list[list[tuple[int, float]]]:
    return [fusion.score_fusion(a, b, floor=floor, points=points) for a, b in zip(lex, sems, strict=True)]


def cross_validate(
    names: list[str], queries: list[dict], lex: list, sems: list, model: str
) -> tuple[np.ndarray, Counter]:
    """Held-out (R@1, R@5) over 5 folds, constants chosen on the other four; and the choices."""
    grid = {(f, p): hits(names, queries, fused(lex, sems, f, p)) for f in FLOORS[model] for p in POINTS[model]}
    folds = np.arange(len(queries)) % FOLDS
    held = np.zeros((len(queries), 2))
    chosen: Counter = Counter()
    for k in range(FOLDS):
        train = folds != k
        best = max(grid, key=lambda c: (grid[c][train, 0].sum(), grid[c][train, 1].sum()))
        chosen[best] += 1
        held[folds == k] = grid[best][folds == k]
    return held.mean(0), chosen


def scoring_cost(skills: int, chunks_per_skill: float, queries: int = 200) -> None:
    """CPU ms per VectorCache.top over random unit vectors, descriptions only and with body chunks."""
    rng = np.random.default_rng(0)

    def unit(n: int) -> np.ndarray:
        vecs = rng.standard_normal((n, semantic.DIM)).astype(np.float32)
        return vecs / np.linalg.norm(vecs, axis=1, keepdims=True)

    per_skill = rng.binomial(2, chunks_per_skill / 2, skills)
    docs = unit(skills)
    chunks = unit(int(per_skill.sum()))
    bounds = np.r_[0, np.cumsum(per_skill)]
    base = semantic.spec()
    for label, mix in (("description only", 0.0), ("+ body chunks", base.body_mix or 0.5)):
        semantic._active[:] = [replace(base, body_mix=mix, min_cosine=-1.0)]
        cache = VectorCache()
        cache.add({(i, ""): np.vstack([docs[i], chunks[bounds[i] : bounds[i + 1]]]) for i in range(skills)})
        slots = np.arange(skills, dtype=np.int64)
        cache.top(unit(1)[0], slots, 100)
        qs = unit(queries)
        began = time.process_time()
        for q in qs:
            cache.top(q, slots, 100)
        ms = (time.process_time() - began) / queries * 1000
        print(f"{skills} skills, {len(chunks)} chunks, {label}: {ms:.2f} ms CPU per query")
    semantic._active[:] = [base]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--corpus", type=Path, default=DEFAULT_CORPUS if DEFAULT_CORPUS.is_dir() else Path("/work/shared/corpus")
    )
    parser.add_argument("--model", default="minilm")
    parser.add_argument("--embed", action="store_true", help="encode and cache everything, then stop")
    parser.add_argument("--no-chunks", action="store_true")
    parser.add_argument("--from-end", action="store_true", help="encode the last batches first (a second worker)")
    parser.add_argument("--variants", default="desc,max@1,max@2,max@4,max@8,mix0.5@1,mix0.5@2,mix0.5@4,mix0.5@8")
    parser.add_argument("--final", default="", help="a variant to score on every set, fresh_test included")
    parser.add_argument("--cost", default="", help="skill counts: time VectorCache.top with and without chunks")
    parser.add_argument("--chunks-per-skill", type=float, default=1.82)
    parser.add_argument("--shipped", action="store_true", help="with --final: the model's own fusion constants")
    args = parser.parse_args()
    if args.cost:
        semantic.use(args.model)
        for size in args.cost.split(","):
            scoring_cost(int(size), args.chunks_per_skill)
        return
    global FROM_END
    FROM_END = args.from_end
    spec = semantic.use(args.model)
    corpus = load_corpus(args.corpus, args.model, with_chunks=not args.no_chunks)
    qsets = {name: queries_of(name) for name in SETS}
    qvecs = {name: cached_embed([str(q["q"]) for q in qs], args.model, query=True) for name, qs in qsets.items()}
    if args.embed:
        return
    if args.final:
        final(args, corpus, spec, qsets, qvecs)
        return
    queries = qsets["fresh_dev"]
    print(f"fresh_dev ({len(queries)}), model {args.model}; R@1 / R@5")
    print("| variant | corpus | semantic | hybrid shipped constants | hybrid 5-fold CV | CV choices |")
    print("|---|---|---|---|---|---|")
    for variant in args.variants.split(","):
        sem = semantic_scores(corpus, qvecs["fresh_dev"], variant)
        for distractors in (True, False):
            lex, sems = rankings(corpus, queries, sem, distractors, spec.min_cosine)
            alone = hits(corpus.names, queries, sems).mean(0)
            shipped = hits(corpus.names, queries, fused(lex, sems, spec.floor, spec.points)).mean(0)
            cv, chosen = cross_validate(corpus.names, queries, lex, sems, args.model)
            label = "+ distractors" if distractors else "curated only"
            picks = ", ".join(f"{f}/{p:g} x{n}" for (f, p), n in chosen.most_common(2))
            print(
                f"| {variant} | {label} | {alone[0]:.3f} / {alone[1]:.3f} | {shipped[0]:.3f} / {shipped[1]:.3f} "
                f"| {cv[0]:.3f} / {cv[1]:.3f} | {picks} |",
                flush=True,
            )


def final(args: argparse.Namespace, corpus: Corpus, spec: semantic.ModelSpec, qsets: dict, qvecs: dict) -> None:
    """Every set with one variant: constants chosen by CV on fresh_dev (most often), then applied as is."""
    dev = qsets["fresh_dev"]
    sem = semantic_scores(corpus, qvecs["fresh_dev"], args.final)
    lex, sems = rankings(corpus, dev, sem, True, spec.min_cosine)
    _, chosen = cross_validate(corpus.names, dev, lex, sems, args.model)
    (floor, points), n = chosen.most_common(1)[0]
    print(f"variant {args.final}, model {args.model}: CV chose floor {floor}, points {points:g} in {n}/5 folds")
    if args.shipped:
        floor, points = spec.floor, spec.points
    print(f"scored with floor {floor}, points {points:g}")
    print("| queries | corpus | lexical | semantic | hybrid |")
    print("|---|---|---|---|---|")
    for name, queries in qsets.items():
        sem = semantic_scores(corpus, qvecs[name], args.final)
        for distractors in (True, False):
            lex, sems = rankings(corpus, queries, sem, distractors, spec.min_cosine)
            figures = [hits(corpus.names, queries, r).mean(0) for r in (lex, sems, fused(lex, sems, floor, points))]
            label = "+ distractors" if distractors else "curated only"
            print(
                f"| {name} ({len(queries)}) | {label} | " + " | ".join(f"{a:.3f} / {b:.3f}" for a, b in figures) + " |"
            )


if __name__ == "__main__":
    main()
