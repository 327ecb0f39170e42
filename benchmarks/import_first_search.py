"""What an evaluator gets who imports a catalog with `skillkeeper import` and searches at once (issue 18).

    PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/import_first_search.py [--corpus ../shared/corpus]
        [--limit N] [--engine sqlite|postgresql] [--src DIR] [--queries fresh_dev] [--ranker auto|hybrid|semantic]
        [-- IMPORT OPTIONS...]

Runs the real command, `skillkeeper import CORPUS --activate` (or the first N skill folders by
path, curated folders first so every query's target is in), in a child process with the search
ranker left on `auto` (or `--ranker`, set by name for the command and the searches) and a fresh
database, and times it from start to exit (wall, and CPU of all its threads). `--src` runs the
command from another checkout's `src` (the before figure: an export of main). Then, as
`skillkeeper mcp` does when it starts, a Keeper opens the database, starts embedding what has no
vector in the background, and the dev queries are searched at once through `store.search.search`
(the `search_skills` path), on that ranker, as the default tenant's local caller. Prints the import's
wall time, the vectors stored, and recall@1 / recall@5 / MRR of those first searches with the
share of them that hybrid answered (the rest ranked by words while vectors were missing).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sqlalchemy import text

from _corpus import DEFAULT_CORPUS, temp_database
from search_eval import CURATED, QUERY_DIR, metrics
from skillkeeper.ingest import collect_folders
from skillkeeper.keeper import Keeper
from skillkeeper.rank import semantic
from skillkeeper.settings import Settings
from skillkeeper.store import search as store_search
from skillkeeper.store.visibility import viewer_for

HELD_OUT = ("fresh_test", "agentkw", "qtype_test", "multilingual_ru_test")


def folders(corpus: Path, limit: int | None) -> list[str]:
    """The corpus itself, or its first `limit` skill folders, the curated ones first."""
    if limit is None:
        return [str(corpus)]
    curated = collect_folders([corpus / name for name in CURATED])
    rest = [f for f in collect_folders([corpus]) if f not in set(curated)]
    return [str(f) for f in (curated + rest)[:limit]]


def run_import(
    url: str, paths: list[str], src: Path | None, extra: list[str], home: Path, ranker: str
) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, every thread) of the command."""
    env = {**os.environ, "SKILLKEEPER_DATABASE_URL": url, "SKILLKEEPER_HOME": str(home)}
    env["SKILLKEEPER_SEARCH_RANKER"] = ranker
    if src is not None:
        env["PYTHONPATH"] = str(src)
    start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        [sys.executable, "-c", "from skillkeeper.cli import main; main()", "import", *paths, "--activate", *extra],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    if done.returncode != 0:
        raise SystemExit(f"import failed ({done.returncode}): {done.stderr[-2000:]}")
    print("\n".join(line for line in done.stderr.splitlines() if "embed" in line) or "(no embedding line)")
    return wall, cpu


def first_searches(url: str, queries: list[dict[str, object]], ranker: str) -> tuple[dict[str, float], int]:
    """Metrics of the queries searched right after a Keeper opened and started embedding; how many fused."""
    keeper = Keeper.open(url, settings=Settings(search_ranker=ranker))
    try:
        with keeper.store.read() as conn:
            tid = int(
                conn.execute(text("SELECT id FROM tenants WHERE name = :n"), {"n": keeper.settings.tenant}).one()[0]
            )
            viewer = viewer_for(conn, tid)
        keeper.embed_in_background()  # as `skillkeeper mcp` does when it starts
        fused = [0]
        fuse = store_search.score_fusion

        def counted(*args: object, **kw: object) -> object:
            fused[0] += 1  # hybrid fuses only once every visible skill has a vector
            return fuse(*args, **kw)  # type: ignore[arg-type]

        store_search.score_fusion = counted  # type: ignore[assignment]

        def rank(q: str) -> list[str]:
            with keeper.store.read() as conn:
                found = store_search.search(conn, viewer, q, 10, ranker=ranker, caches=keeper.caches.search)
            return [card.name for card, _ in found]

        try:
            return metrics(rank, queries), fused[0]
        finally:
            store_search.score_fusion = fuse
    finally:
        keeper.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--limit", type=int, default=None, help="import only the first N skill folders")
    parser.add_argument("--engine", default="sqlite")
    parser.add_argument("--src", type=Path, default=None, help="run the import from this checkout's src")
    parser.add_argument("--queries", default="fresh_dev")
    parser.add_argument("--ranker", default="auto", choices=("auto", "hybrid", "semantic"))
    parser.add_argument("extra", nargs="*", help="more `skillkeeper import` options (after --)")
    args = parser.parse_args()
    if any(h in args.queries for h in HELD_OUT):
        raise SystemExit(f"{args.queries} is held out: tune and compare on dev sets only")
    if not semantic.available():
        raise SystemExit("the semantic extra is not installed: `auto` would be lexical")
    queries = [json.loads(line) for line in (QUERY_DIR / f"{args.queries}.jsonl").read_text().splitlines() if line]
    paths = folders(args.corpus, args.limit)
    with tempfile.TemporaryDirectory() as tmp, temp_database(args.engine, Path(tmp)) as url:
        wall, cpu = run_import(url, paths, args.src, args.extra, Path(tmp) / "home", args.ranker)
        keeper = Keeper.open(url)
        with keeper.store.read() as conn:
            revisions = conn.execute(text("SELECT count(*) FROM revisions")).scalar_one()
            stored = dict(conn.execute(text("SELECT model, count(*) FROM skill_embeddings GROUP BY model")).all())
        keeper.close()
        label = "whole corpus" if args.limit is None else f"first {args.limit} folders"
        print(
            f"[{args.engine}, {args.ranker}] import of the {label}: {wall:.1f} s wall ({cpu:.1f} s CPU), "
            f"{revisions} revisions, vectors {stored}"
        )
        m, fused = first_searches(url, queries, args.ranker)
        print(
            f"[{args.engine}, {args.ranker}] first {len(queries)} searches ({args.queries}) after start: "
            f"R@1 {m['r1']:.3f} R@5 {m['r5']:.3f} MRR {m['mrr']:.3f}, p50 {m['p50']:.1f} ms; "
            f"hybrid fused {fused} of them"
        )


if __name__ == "__main__":
    main()
