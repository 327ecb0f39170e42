"""Search latency at catalog sizes beyond the corpus: lexical and hybrid p50/p95 at N skills.

    .venv/bin/python benchmarks/search_scale.py [--sizes 2746,20000] [--corpus ../shared/corpus]

Skills are generated from the corpus: each real skill is repeated with a new name, its
description words shuffled with another skill's, and its body kept, so term statistics stay
realistic. Queries run through `store.search.rank`, what `search()` does once it has the
viewer's visible set: the Keeper's SearchCaches (lexical index, VectorCache, query vectors),
score fusion and the final ordering. Left out is the read transaction and its catalog-version
read (the visible set is cached per version), which the engines' search_eval figures include.
Generated skills get random unit vectors, a description row and one per body chunk the shipped
model ranks (encoding 20,000 texts would take an hour here); the
query is encoded by the real model when the semantic extra is installed, and every hybrid
query pays for its own encoding. "two viewers" alternates queries between a viewer who sees
the whole catalog and one who sees nine tenths of it (two tenants on one server).

Each query is scored once before timing: a posting list becomes an array the first time a
query uses it, which a running server has long done for common words. Wall time and the
search thread's CPU time (time.thread_time) are printed: on a shared machine under load the
wall time of anything longer than a scheduler slice mostly measures waiting for a core.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import cast

import numpy as np
import numpy.typing as npt
from sqlalchemy import Connection

from _corpus import DEFAULT_CORPUS, percentile
from search_eval import CURATED, DISTRACTORS, QUERY_DIR, load_skills
from skillkeeper.rank import semantic
from skillkeeper.rank.lexical import DocText
from skillkeeper.rank.text import analyse
from skillkeeper.store.search import rank
from skillkeeper.store.search_caches import SearchCaches, VisibleSet

Timings = tuple[list[float], list[float]]


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
        f"{'MiniLM on ONNX Runtime' if model else 'none (hybrid figures skipped)'}"
    )
    # Nothing is read from a database: every text and vector is in the caches before the first query.
    no_db = cast(Connection, None)
    rows = []
    for size in (int(s) for s in args.sizes.split(",")):
        docs = []
        for i in range(size):
            base, other = skills[i % len(skills)], rng.choice(skills)
            words = (base.description + " " + other.description).split()
            rng.shuffle(words)
            name = base.name if i < len(skills) else f"{base.name}-g{i}"
            docs.append(DocText(i, f"h{i}", name, " ".join(words[: max(8, len(words) // 2)]), "", base.body))
        caches = SearchCaches()
        start = time.perf_counter()
        caches.index.add(docs)
        built = time.perf_counter() - start
        caches.vectors.add(random_vectors(docs))
        everyone = VisibleSet({(d.revision_id, d.content_hash): d.name for d in docs}, {})
        most = VisibleSet({k: n for k, n in everyone.names.items() if k[0] % 10}, {})
        for q in queries:  # a posting list becomes an array on first use; a server has done that
            rank(no_db, q, analyse(q), everyone, 10, "lexical", caches)
        lexical = timed(caches, queries, "lexical", [everyone])
        hybrid = timed(caches, queries, "hybrid", [everyone]) if model else ([], [])
        two = timed(caches, queries, "hybrid", [everyone, most]) if model else ([], [])
        rows.append(f"| {size:,} | {built:.1f} s | {_cell(lexical)} | {_cell(hybrid)} | {_cell(two)} |")
        print(rows[-1], flush=True)
    print(
        "\n| skills | index build (wall) | lexical p50 / p95 ms, wall; CPU | "
        "hybrid p50 / p95 ms, wall; CPU | hybrid, two viewers alternating |"
    )
    print("|---|---|---|---|---|")
    print("\n".join(rows))


def random_vectors(docs: list[DocText]) -> dict[tuple[int, str], npt.NDArray[np.float32]]:
    """Per skill a random unit description row, then one per body chunk the shipped model ranks."""
    limit = semantic.spec().body_chunks
    gen = np.random.default_rng(7)
    out = {}
    for d in docs:
        rows = 1 + (len(semantic.body_chunks(d.name, d.body, limit=limit)) if limit else 0)
        vecs = gen.standard_normal((rows, semantic.DIM)).astype(np.float32)
        out[(d.revision_id, d.content_hash)] = vecs / np.linalg.norm(vecs, axis=1, keepdims=True)
    return out


def timed(caches: SearchCaches, queries: list[str], ranker: str, views: list[VisibleSet]) -> Timings:
    """Wall and CPU ms of each query, the views taking turns; semantic rankers encode every query."""
    no_db = cast(Connection, None)
    out: Timings = ([], [])
    for i, q in enumerate(queries):
        if ranker != "lexical":
            caches.forget_queries()
            semantic.forget_texts([q])
        wall, cpu = time.perf_counter(), time.thread_time()
        rank(no_db, q, analyse(q), views[i % len(views)], 10, ranker, caches)
        out[0].append((time.perf_counter() - wall) * 1000)
        out[1].append((time.thread_time() - cpu) * 1000)
    return out


def _cell(ms: Timings) -> str:
    if not ms[0]:
        return "-"
    wall, cpu = ms
    return (
        f"{percentile(wall, 50):.2f} / {percentile(wall, 95):.2f}; "
        f"{percentile(cpu, 50):.2f} / {percentile(cpu, 95):.2f}"
    )


if __name__ == "__main__":
    main()
