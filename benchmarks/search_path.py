"""What one default-ranker search costs on the path REST, MCP and the CLI take, at 50 and 329 skills.

    .venv/bin/python benchmarks/search_path.py [--sizes 50,329] [--corpus ../shared/corpus] [--path keeper|store]

`--path keeper` (the default where it exists) times `keeper.catalog(caller).search(q)`: the
Keeper's settings name the ranker and its caches hold the index. `--path store` times
`store.search.search(conn, viewer, q, 10)` without a ranker, the call the adapters made before
the Keeper had verbs (it read the settings from the environment on every search); run it with
an older tree on PYTHONPATH to get the "before" figure. Skills come from the curated corpus
folders (SQLite, one tenant, all active); each query is run once untimed, then timed 20 times.
Wall time and CPU time are printed (under load, wall time mostly measures waiting for a core).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from _corpus import DEFAULT_CORPUS, percentile
from search_eval import CURATED, import_skills, load_skills
from skillkeeper.keeper import Keeper

QUERIES = [
    "extract tables from a pdf",
    "write the failing test first",
    "deploy to kubernetes",
    "debug a flaky test",
    "draft release notes from merged pull requests",
    "plot a chart from a csv file",
    "review a pull request for security issues",
    "brainstorm a design before coding",
]
RUNS = 20


def _timer(keeper: Keeper, tid: int, path: str) -> object:
    if path == "keeper":
        from skillkeeper.access.callers import Caller

        catalog = keeper.catalog(Caller(tid, "bench", "bench-agent", frozenset({"skills:read"})))
        return lambda q: catalog.search(q, limit=10)
    from skillkeeper.store.search import search

    try:
        from skillkeeper.store.visibility import viewer_for
    except ImportError:  # a tree from before the layers moved the gate into the store
        from skillkeeper.access.visibility import viewer_for  # type: ignore[no-redef]

    def run(q: str) -> object:
        with keeper.store.read() as conn:
            return search(conn, viewer_for(conn, tid), q, 10)

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--sizes", default="50,329")
    parser.add_argument(
        "--path", choices=("keeper", "store"), default="keeper" if hasattr(Keeper, "catalog") else "store"
    )
    args = parser.parse_args()
    skills = load_skills(args.corpus, CURATED)
    for size in (int(s) for s in args.sizes.split(",")):
        with tempfile.TemporaryDirectory() as tmp:
            keeper = Keeper.open(f"sqlite:///{Path(tmp) / 'bench.db'}")
            try:
                tid, written, _ = import_skills(keeper, skills[:size])
                search = _timer(keeper, tid, args.path)
                for q in QUERIES:
                    search(q)  # type: ignore[operator]
                wall: list[float] = []
                cpu: list[float] = []
                for _ in range(RUNS):
                    for q in QUERIES:
                        w, c = time.perf_counter(), time.process_time()
                        search(q)  # type: ignore[operator]
                        wall.append((time.perf_counter() - w) * 1e6)
                        cpu.append((time.process_time() - c) * 1e6)
            finally:
                keeper.close()
        print(
            f"[{args.path}] {written} skills: {len(wall)} searches, wall p50 {percentile(wall, 50):.0f} µs "
            f"mean {sum(wall) / len(wall):.0f} µs, cpu mean {sum(cpu) / len(cpu):.0f} µs per search"
        )


if __name__ == "__main__":
    main()
