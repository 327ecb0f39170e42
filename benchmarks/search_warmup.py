"""Search while vectors are computed: hybrid recall at each warm-up state, against lexical (issue 18).

    PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/search_warmup.py [--corpus ../shared/corpus]
        [--queries fresh_dev] [--distractors N] [--cache /tmp/skillkeeper-warmup] [--seed 18]

What an evaluator sees who imports a large catalog with `skillkeeper import` (no vectors) and
searches while `serve` or `mcp` embeds it in the background: descriptions first, then body
chunks (`store.vectors.backfill`). The curated corpus plus the openclaw distractors (all, or
the first N by name) are imported into a SQLite database through the write path, then every
vector is backfilled once; that database is kept under --cache (the embedding takes minutes)
and copied for each state, with the stored vectors of a fixed-seed share of the revisions
deleted. Each state is searched by a fresh Keeper through `store.search.search` under
`store.read()` (the code path of the MCP `search_skills` tool), with `EMBED_BUDGET` 0 so the
state holds while it is measured (a live search would embed up to 64 more descriptions). Query
embeddings are forgotten before each state, so p50 includes encoding the query.

The last row is one process (one Keeper, no restart) that first searched the catalog with
every description and no chunk stored, then again after the chunks were stored: it should rank
as the fully embedded state does.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sqlite3
import time
from pathlib import Path

from _corpus import DEFAULT_CORPUS
from search_eval import CURATED, DISTRACTORS, QUERY_DIR, import_skills, load_skills, metrics
from skillkeeper.keeper import Keeper
from skillkeeper.rank.semantic import forget_texts
from skillkeeper.store import search as store_search
from skillkeeper.store.visibility import viewer_for

K = 10
HELD_OUT = ("fresh_test", "agentkw", "qtype_test", "multilingual_ru_test")


def build(path: Path, corpus: Path, distractors: int | None) -> None:
    """Import the catalog as `skillkeeper import` does (no vectors), then backfill every vector."""
    curated = load_skills(corpus, CURATED)
    known = {s.name for s in curated}
    extra = sorted((s for s in load_skills(corpus, DISTRACTORS) if s.name not in known), key=lambda s: s.name)
    skills = curated + extra[:distractors]
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    partial.unlink(missing_ok=True)
    keeper = Keeper.open(f"sqlite:///{partial}")
    try:
        _, written, secs = import_skills(keeper, skills)
        print(f"imported {written} skills in {secs:.0f} s")
        from skillkeeper.store.vectors import backfill

        start = time.perf_counter()
        backfill(keeper.store)
        print(f"embedded descriptions and body chunks in {time.perf_counter() - start:.0f} s")
    finally:
        keeper.close()
    with sqlite3.connect(partial) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    partial.rename(path)


def state(full: Path, work: Path, label: str, desc_share: float, chunk_share: float, seed: int) -> Path:
    """A copy of the embedded database with the vectors of `desc_share` of the revisions, chunks of `chunk_share`."""
    from skillkeeper.rank.semantic import spec

    copy = work / f"{label}.db"
    shutil.copyfile(full, copy)
    model = spec()
    with sqlite3.connect(copy) as db:
        ids = sorted(r[0] for r in db.execute("SELECT id FROM revisions"))
        rng = random.Random(seed)
        described = set(rng.sample(ids, round(desc_share * len(ids))))
        # Backfill's order: every description first, then chunks; a share of chunks implies all descriptions.
        chunked = set(rng.sample(sorted(described), round(chunk_share * len(described)))) if desc_share == 1 else set()
        drop = [(model.name, i) for i in ids if i not in described] + [
            (model.body_name, i) for i in ids if i not in chunked
        ]
        db.executemany("DELETE FROM skill_embeddings WHERE model = ? AND revision_id = ?", drop)
    return copy


def measure(keeper: Keeper, queries: list[dict], ranker: str) -> dict[str, float]:
    with keeper.store.read() as conn:
        tid = int(conn.exec_driver_sql("SELECT id FROM tenants WHERE name = 'bench'").scalar_one())
        viewer = viewer_for(conn, tid)

    def rank(q: str) -> list[str]:
        with keeper.store.read() as conn:
            found = store_search.search(conn, viewer, q, K, ranker=ranker, caches=keeper.caches.search)
        return [card.name for card, _ in found]

    rank("warm up the caches")  # loads the index and the stored vectors, as a first search does
    forget_texts([str(q["q"]) for q in queries])  # every state pays for encoding its queries
    return metrics(rank, queries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--queries", default="fresh_dev", help="comma-separated dev sets")
    parser.add_argument("--distractors", type=int, default=None, help="first N distractors by name (default all)")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/skillkeeper-warmup"))
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--allow-held-out", action="store_true", help="report (never tune on) a held-out set")
    args = parser.parse_args()
    names = [n for n in args.queries.split(",") if n]
    if not args.allow_held_out and any(h in n for n in names for h in HELD_OUT):
        raise SystemExit(f"{args.queries} is held out: pass --allow-held-out to report it once")
    queries = [json.loads(line) for n in names for line in (QUERY_DIR / f"{n}.jsonl").read_text().splitlines() if line]
    full = args.cache / f"full-{'all' if args.distractors is None else args.distractors}.db"
    if not full.exists():
        build(full, args.corpus, args.distractors)
    store_search.EMBED_BUDGET = 0  # hold each state while it is measured
    work = args.cache / "states"
    work.mkdir(exist_ok=True)
    rows: list[tuple[str, dict[str, float]]] = []
    states = [
        ("lexical", "lexical", 1.0, 1.0),
        ("hybrid, no vectors", "hybrid", 0.0, 0.0),
        ("hybrid, 10% of descriptions", "hybrid", 0.1, 0.0),
        ("hybrid, 50% of descriptions", "hybrid", 0.5, 0.0),
        ("hybrid, 90% of descriptions", "hybrid", 0.9, 0.0),
        ("hybrid, all descriptions, no chunks", "hybrid", 1.0, 0.0),
        ("hybrid, all descriptions, 10% of chunks", "hybrid", 1.0, 0.1),
        ("hybrid, all descriptions, 50% of chunks", "hybrid", 1.0, 0.5),
        ("hybrid, all descriptions, 90% of chunks", "hybrid", 1.0, 0.9),
        ("hybrid, fully embedded", "hybrid", 1.0, 1.0),
    ]
    for i, (label, ranker, desc, chunks) in enumerate(states):
        path = state(full, work, f"state{i}", desc, chunks, args.seed)
        keeper = Keeper.open(f"sqlite:///{path}")
        try:
            rows.append((label, measure(keeper, queries, ranker)))
        finally:
            keeper.close()
        print(f"{label}: R@1 {rows[-1][1]['r1']:.3f} R@5 {rows[-1][1]['r5']:.3f}", flush=True)
    # One process across the chunk pass: loaded with descriptions only, searched again once chunks are stored.
    path = state(full, work, "restartless", 1.0, 0.0, args.seed)
    keeper = Keeper.open(f"sqlite:///{path}")
    try:
        measure(keeper, queries, "hybrid")
        with sqlite3.connect(path) as db:
            db.execute("ATTACH DATABASE ? AS full", (str(full),))
            db.execute("INSERT INTO skill_embeddings SELECT * FROM full.skill_embeddings WHERE model LIKE '%+body'")
        time.sleep(getattr(keeper.caches.search, "chunk_recheck", 0.0))  # a server looks at most this often
        rows.append(
            ("hybrid, chunks stored after this process loaded descriptions", measure(keeper, queries, "hybrid"))
        )
    finally:
        keeper.close()
    with sqlite3.connect(full) as db:
        n = db.execute("SELECT count(*) FROM revisions").fetchone()[0]
    print(f"\n{len(queries)} queries ({args.queries}), {n} skills, SQLite\n")
    print("| state | recall@1 | recall@5 | MRR | p50 ms |")
    print("|---|---|---|---|---|")
    for label, m in rows:
        print(f"| {label} | {m['r1']:.3f} | {m['r5']:.3f} | {m['mrr']:.3f} | {m['p50']:.1f} |")
    lexical = rows[0][1]
    below = [label for label, m in rows[1:] if m["r1"] < lexical["r1"] - 1e-9 or m["r5"] < lexical["r5"] - 1e-9]
    print(f"\ncheck hybrid >= lexical at every state: {'ok' if not below else 'FAIL: ' + '; '.join(below)}")


if __name__ == "__main__":
    main()
