"""Ranking latency at catalog sizes beyond the corpus: lexical and fused p50/p95 at N skills.

    .venv/bin/python benchmarks/search_scale.py [--sizes 2746,20000] [--corpus ../shared/corpus]

Skills are generated from the corpus: each real skill is repeated with a new name, its
description words shuffled with another skill's, and its body kept, so term statistics stay
realistic. Scoring runs on the ranking core the store uses (rank.lexical.LexicalIndex,
rank.fusion.score_fusion, a cosine over a vector matrix like rank.semantic.VectorCache), not
through the database: with an unchanged catalog a search reuses the cached visible set, so
this is what a search costs on top of one indexed read. Generated skills get random unit
vectors (encoding 20,000 texts would take an hour here); the query is encoded by the real
model when the semantic extra is installed, so fused figures include encoding it.

Each query is scored once before timing: a posting list becomes an array the first time a
query uses it, which a running server has long done for common words. Both wall time and CPU
time (time.process_time) are printed: on a shared machine under load the
wall time mostly measures waiting for a core, the CPU time what the search itself costs.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

import numpy as np

from _corpus import DEFAULT_CORPUS, percentile
from search_eval import CURATED, DISTRACTORS, QUERY_DIR, load_skills
from skillkeeper.rank import semantic
from skillkeeper.rank.fusion import score_fusion
from skillkeeper.rank.lexical import DocText, LexicalIndex
from skillkeeper.rank.text import analyse


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--sizes", default="2746,20000")
    args = parser.parse_args()
    skills = load_skills(args.corpus, CURATED + DISTRACTORS)
    queries = [json.loads(line)["q"] for line in (QUERY_DIR / "fresh_dev.jsonl").read_text().splitlines()]
    rng = random.Random(7)
    model = semantic.available()
    print(
        f"{len(skills)} corpus skills, {len(queries)} queries, query encoder: "
        f"{'MiniLM on ONNX Runtime' if model else 'none (fused figures skipped)'}"
    )
    rows = []
    for size in (int(s) for s in args.sizes.split(",")):
        docs = []
        for i in range(size):
            base, other = skills[i % len(skills)], rng.choice(skills)
            words = (base.description + " " + other.description).split()
            rng.shuffle(words)
            name = base.name if i < len(skills) else f"{base.name}-g{i}"
            docs.append(DocText(i, f"h{i}", name, " ".join(words[: max(8, len(words) // 2)]), "", base.body))
        index = LexicalIndex()
        start = time.perf_counter()
        index.add(docs)
        built = time.perf_counter() - start
        subset = index.subset(np.arange(index.size, dtype=np.int64))
        vectors = np.random.default_rng(7).standard_normal((size, semantic.DIM)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        for q in queries:  # a posting list becomes an array on first use; a server has done that
            index.score(analyse(q), subset, 100)
        lexical_ms: tuple[list[float], list[float]] = ([], [])
        fused_ms: tuple[list[float], list[float]] = ([], [])
        for q in queries:
            wall, cpu = time.perf_counter(), time.process_time()
            lex = index.score(analyse(q), subset, 100)
            lexical_ms[0].append((time.perf_counter() - wall) * 1000)
            lexical_ms[1].append((time.process_time() - cpu) * 1000)
            if model:
                semantic.forget_texts([q])
                wall, cpu = time.perf_counter(), time.process_time()
                lex = index.score(analyse(q), subset, 100)
                cos = np.einsum("ij,j->i", vectors, semantic.embed([q])[0])
                top = np.argsort(-cos)[:100]
                score_fusion(lex, [(int(i), float(cos[i])) for i in top])
                fused_ms[0].append((time.perf_counter() - wall) * 1000)
                fused_ms[1].append((time.process_time() - cpu) * 1000)

        def p50s(ms: tuple[list[float], list[float]]) -> str:
            return f"{percentile(ms[0], 50):.2f} / {percentile(ms[1], 50):.2f}" if ms[0] else "-"

        rows.append(f"| {size:,} | {built:.1f} s | {p50s(lexical_ms)} | {p50s(fused_ms)} |")
        print(rows[-1], flush=True)
    print("\n| skills | index build (wall) | lexical p50 ms, wall / CPU | fused p50 ms, wall / CPU |")
    print("|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
