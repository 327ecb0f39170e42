"""Search quality and latency: recall@1, recall@5, MRR, p50/p95 per engine, ranker and peer.

    .venv/bin/python benchmarks/search_eval.py [--corpus ../shared/corpus]
        [--queries curated,fresh_dev,fresh_test] [--engines sqlite,postgresql]
        [--rankers lexical,semantic,hybrid] [--sets curated,distractors] [--no-peers]
        [--model minilm|multilingual-e5-small] [--latency] [--by-kind]

Query sets (benchmarks/queries/*.jsonl): `curated` (114 task descriptions, the set the ranker
was first tuned on), `fresh_dev` and `fresh_test` (196 queries of other kinds, split with a
fixed seed before any result was seen; tuning looked at fresh_dev only, fresh_test is frozen),
`agentkw` (held out), `qtype_dev` and `qtype_test` (128 queries in 8 kinds, split by kind before
any run; qtype_test is held out). `--by-kind` adds a row per query kind (`qtype_dev:long`).
Every set is scored in the same run, against the same imported skills and every peer.

Imports the curated corpus (superpowers, wshobson-agents, k-dense-scientific), then the
same plus the openclaw archive as distractors, into a fresh database per engine through
the write path (Keeper.lifecycle.write, source=manual, status=active) with a clean scanner
stand-in (the Sentinel is not what is measured here). Queries go through
store.search.search with the tenant's Viewer, the code path of the MCP search_skills tool.
Peers, on the same skills and queries: BM25 over name + description (rank-bm25), MiniLM
cosine over name + description (the same model, no gate), and a plain SQLite FTS5 porter
query with fixed field weights over name, description and body. `--latency` adds the CPU
time of each search (the calling thread's, so PostgreSQL's server side is not in it): on a
loaded machine wall time mostly measures waiting for a core.
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from _corpus import DEFAULT_CORPUS, PG_ADMIN_URL, percentile, temp_database
from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.errors import SkillkeeperError
from skillkeeper.keeper import Keeper
from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir
from skillkeeper.skill.model import Skill
from skillkeeper.store.search import search, warm
from skillkeeper.store.tenants import ensure_tenant
from skillkeeper.store.visibility import Viewer, viewer_for

CURATED = ("superpowers", "wshobson-agents", "k-dense-scientific")
DISTRACTORS = ("openclaw-archive",)
QUERY_DIR = Path(__file__).resolve().parent / "queries"
DEFAULT_QUERIES = "curated,fresh_dev,fresh_test,agentkw"
K = 10
Ranking = Callable[[str], list[str]]


def load_skills(corpus: Path, folders: tuple[str, ...]) -> list[Skill]:
    """Parsed skills of the given corpus folders, first of each name wins, invalid ones skipped."""
    out: dict[str, Skill] = {}
    for folder in folders:
        for path in find_skill_dirs(corpus / folder):
            try:
                # Content is what is measured: a corpus folder named unlike its skill still counts.
                skill = replace(parse_skill_dir(path), folder=None)
            except SkillkeeperError:
                continue
            out.setdefault(skill.name, skill)
    return list(out.values())


def clean_scan(skill: Skill) -> ScanResult:
    return ScanResult(verdict="clean", content_hash=skill.content_hash)


def import_skills(keeper: Keeper, skills: list[Skill]) -> tuple[int, int, float]:
    """Write every skill as active; returns (tenant id, skills written, seconds)."""
    keeper.lifecycle.scanner = clean_scan
    with keeper.store.write() as conn:
        tid = ensure_tenant(conn, "bench")
    actor = Actor.operator(tid)
    written = 0
    start = time.perf_counter()
    for skill in skills:
        try:
            keeper.lifecycle.write(actor, skill, source="manual", status="active")
            written += 1
        except SkillkeeperError:
            continue
    return tid, written, time.perf_counter() - start


def recall_at(expect: set[str], got: list[str]) -> tuple[float, float]:
    """Recall@1 and recall@5 of one ranking (`got`, best first) of a query expecting `expect`."""
    return len(expect & set(got[:1])), len(expect & set(got[:5])) / min(len(expect), 5)


def metrics(rank: Ranking, queries: list[dict[str, object]]) -> dict[str, float]:
    r1 = r5 = rr = 0.0
    latencies: list[float] = []
    cpu: list[float] = []
    misses: list[str] = []
    for q in queries:
        expect = set(q["expect"])  # type: ignore[arg-type]
        start, start_cpu = time.perf_counter(), time.thread_time()
        got = rank(str(q["q"]))[:K]
        latencies.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        hit1, hit5 = recall_at(expect, got)
        r1, r5 = r1 + hit1, r5 + hit5
        first = next((i for i, name in enumerate(got) if name in expect), None)
        rr += 0.0 if first is None else 1.0 / (first + 1)
        if first is None or first >= 5:
            misses.append(str(q["q"])[:60])
    n = len(queries)
    return {
        "r1": r1 / n,
        "r5": r5 / n,
        "mrr": rr / n,
        "p50": percentile(latencies, 50),
        "p95": percentile(latencies, 95),
        "cpu50": percentile(cpu, 50),
        "cpu95": percentile(cpu, 95),
        "misses": misses,
    }  # type: ignore[dict-item]


def row(label: str, m: dict[str, float], cpu: bool = False) -> str:
    line = f"| {label} | {m['r1']:.3f} | {m['r5']:.3f} | {m['mrr']:.3f} | {m['p50']:.2f} | {m['p95']:.2f} |"
    return line + (f" {m['cpu50']:.2f} | {m['cpu95']:.2f} |" if cpu else "")


# --- peers


_TOKEN = re.compile(r"[a-z0-9]+")


def peer_bm25(skills: list[Skill]) -> Ranking:
    from rank_bm25 import BM25Okapi

    docs = [_TOKEN.findall(f"{s.name.replace('-', ' ')} {s.description}".lower()) for s in skills]
    bm25 = BM25Okapi(docs)
    names = [s.name for s in skills]

    def rank(q: str) -> list[str]:
        scores = bm25.get_scores(_TOKEN.findall(q.lower()))
        order = sorted(range(len(names)), key=lambda i: (-scores[i], names[i]))
        return [names[i] for i in order[:K] if scores[i] > 0]

    return rank


def peer_minilm(skills: list[Skill]) -> Ranking:
    """Cosine over name + description with the same MiniLM model, no gate, no database."""
    import numpy as np

    from skillkeeper.rank.semantic import doc_text, embed, embed_many, forget_texts

    matrix = embed_many([doc_text(s.name, s.description) for s in skills])
    names = [s.name for s in skills]

    def rank(q: str) -> list[str]:
        forget_texts([q])  # pay for encoding the query, as our rankers do
        cos = matrix @ embed([q], query=True)[0]
        return [names[i] for i in np.argsort(-cos, kind="stable")[:K]]

    return rank


def peer_fts5(skills: list[Skill]) -> Ranking:
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute("CREATE VIRTUAL TABLE f USING fts5(name, description, body, tokenize='porter unicode61')")
    db.executemany(
        "INSERT INTO f VALUES (?, ?, ?)", [(s.name.replace("-", " "), s.description, s.body) for s in skills]
    )

    def rank(q: str) -> list[str]:
        terms = _TOKEN.findall(q.lower())
        if not terms:
            return []
        match = " OR ".join(f'"{t}"' for t in terms)
        rows = db.execute(
            "SELECT name FROM f WHERE f MATCH ? ORDER BY bm25(f, 10.0, 5.0, 1.0) LIMIT ?", (match, K)
        ).fetchall()
        return [r[0].replace(" ", "-") for r in rows]

    return rank


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument(
        "--queries", default=DEFAULT_QUERIES, help="comma-separated set names in benchmarks/queries, or .jsonl paths"
    )
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--rankers", default="lexical,semantic,hybrid")
    parser.add_argument("--sets", default="curated,distractors")
    parser.add_argument("--pg-url", default=PG_ADMIN_URL)
    parser.add_argument("--no-peers", action="store_true")
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--model", default="minilm", help="SKILLKEEPER_SEARCH_MODEL to measure")
    parser.add_argument("--latency", action="store_true", help="also print CPU ms p50 / p95 per search")
    parser.add_argument("--by-kind", action="store_true", help="also a row per query kind of every set")
    args = parser.parse_args()
    from skillkeeper.rank import semantic

    semantic.use(args.model)
    tag = "" if args.model == "minilm" else f" ({args.model})"
    query_sets = {
        Path(name).stem: [json.loads(line) for line in _query_path(name).read_text().splitlines() if line.strip()]
        for name in args.queries.split(",")
    }
    queries = [q for qs in query_sets.values() for q in qs]
    if args.by_kind:
        query_sets.update(by_kind(query_sets))
    rankers = [r for r in args.rankers.split(",") if r]
    curated = load_skills(args.corpus, CURATED)
    names = {s.name for s in curated}
    unknown = sorted({n for q in queries for n in q["expect"] if n not in names})
    if unknown:
        raise SystemExit(f"queries expect skills not in the corpus: {', '.join(unknown)}")
    print(
        f"{len(queries)} queries ({', '.join(f'{k}: {len(v)}' for k, v in query_sets.items())}); "
        f"curated corpus: {len(curated)} valid skills"
    )
    table: list[str] = []
    # (query set, corpus, engine) -> ranker -> metrics, for the hybrid-never-below-lexical check.
    results: dict[tuple[str, str, str], dict[str, dict[str, float]]] = {}
    for set_name in args.sets.split(","):
        # A distractor never replaces a curated skill of the same name.
        skills = (
            curated
            if set_name == "curated"
            else curated + [s for s in load_skills(args.corpus, DISTRACTORS) if s.name not in names]
        )
        label = f"{set_name} ({len(skills)} skills)"
        for engine in args.engines.split(","):
            with tempfile.TemporaryDirectory() as tmp, temp_database(engine, Path(tmp), args.pg_url) as url:
                keeper = Keeper.open(url)
                tid, written, secs = import_skills(keeper, skills)
                print(f"[{label} / {engine}] imported {written} skills in {secs:.0f} s")
                if any(r != "lexical" for r in rankers):
                    from skillkeeper.store.vectors import backfill

                    start = time.perf_counter()
                    n = backfill(keeper.store)
                    print(f"[{label} / {engine}] embedded {n} revisions in {time.perf_counter() - start:.0f} s")
                with keeper.store.read() as conn:
                    viewer = viewer_for(conn, tid)
                from skillkeeper.rank.semantic import forget_texts

                start = time.perf_counter()
                warm(keeper.store, keeper.caches.search)  # what `skillkeeper serve` does in the background at start
                print(f"[{label} / {engine}] index warm-up {time.perf_counter() - start:.1f} s")
                for ranker in rankers:

                    def rank(
                        q: str, ranker: str = ranker, keeper: Keeper = keeper, viewer: Viewer = viewer
                    ) -> list[str]:
                        with keeper.store.read() as conn:
                            return [
                                v.name
                                for v, _ in search(conn, viewer, q, K, ranker=ranker, caches=keeper.caches.search)
                            ]

                    # Each ranker pays for embedding its own queries (hybrid would otherwise reuse semantic's).
                    keeper.caches.search.forget_queries()
                    forget_texts([str(q["q"]) for q in queries] + ["warm up the caches"])
                    start = time.perf_counter()
                    rank("warm up the caches")
                    print(
                        f"[{label} / {engine}] {ranker}: first search (loads caches) "
                        f"{(time.perf_counter() - start) * 1000:.0f} ms"
                    )
                    for set_label, qs in query_sets.items():
                        # A kind's queries were encoded in their set's pass: every set pays again.
                        keeper.caches.search.forget_queries()
                        forget_texts([str(q["q"]) for q in qs])
                        m = metrics(rank, qs)
                        results.setdefault((set_label, label, engine), {})[ranker] = m
                        table.append(
                            row(f"{set_label} | {label} | {engine} | skillkeeper {ranker}{tag}", m, args.latency)
                        )
                        if args.show_misses:
                            print(f"  misses@5 {set_label} {ranker}/{engine}: {m['misses']}")
                keeper.close()
        if not args.no_peers:
            for peer, make in (
                ("BM25 name+description (rank-bm25)", peer_bm25),
                (f"{'MiniLM' if not tag else args.model} cosine name+description", peer_minilm),
                ("SQLite FTS5 porter, weights 10/5/1", peer_fts5),
            ):
                ranking = make(skills)
                for set_label, qs in query_sets.items():
                    m = metrics(ranking, qs)
                    table.append(row(f"{set_label} | {label} | - | peer: {peer}", m, args.latency))
                    if args.show_misses:
                        print(f"  misses@5 {set_label} {peer}: {m['misses']}")
    print()
    cpu_head = (" CPU p50 ms | CPU p95 ms |", "---|---|") if args.latency else ("", "")
    print("| queries | corpus | engine | ranker | recall@1 | recall@5 | MRR | p50 ms | p95 ms |" + cpu_head[0])
    print("|---|---|---|---|---|---|---|---|---|" + cpu_head[1])
    print("\n".join(sorted(table, key=lambda line: line.split(" | ")[0])))
    print()
    for line in hybrid_checks(results):
        print(line)


def hybrid_checks(results: dict[tuple[str, str, str], dict[str, dict[str, float]]]) -> list[str]:
    """One line per (query set, corpus, engine): is hybrid at least lexical on recall@1 and recall@5?"""
    out: list[str] = []
    for (queries, corpus, engine), by_ranker in sorted(results.items()):
        lex, hyb = by_ranker.get("lexical"), by_ranker.get("hybrid")
        if lex is None or hyb is None:
            continue
        ok = hyb["r1"] >= lex["r1"] - 1e-9 and hyb["r5"] >= lex["r5"] - 1e-9
        out.append(
            f"check hybrid >= lexical [{queries} / {corpus} / {engine}]: {'ok' if ok else 'FAIL'} "
            f"(R@1 {hyb['r1']:.3f} vs {lex['r1']:.3f}, R@5 {hyb['r5']:.3f} vs {lex['r5']:.3f})"
        )
    return out


def by_kind(query_sets: dict[str, list[dict]]) -> dict[str, list[dict]]:
    """The queries of every set that labels kinds, one set per kind (`name:kind`)."""
    out: dict[str, list[dict]] = {}
    for name, qs in query_sets.items():
        for q in qs:
            if "kind" in q:
                out.setdefault(f"{name}:{q['kind']}", []).append(q)
    return out


def _query_path(name: str) -> Path:
    return Path(name) if name.endswith(".jsonl") else QUERY_DIR / f"{name}.jsonl"


if __name__ == "__main__":
    main()
