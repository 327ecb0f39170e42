"""Import the whole corpus through the write path on SQLite and PostgreSQL, then time store search.

    .venv/bin/python benchmarks/import_bench.py [--corpus ../shared/corpus] [--engines sqlite,postgresql]

Prints wall time, skills/s, how many skills pass / warn / fail (rejected or quarantined),
and store search p50/p95 over 50 agent-style queries per engine.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from _corpus import DEFAULT_CORPUS, percentile, temp_database
from skillkeeper.access.actor import Actor
from skillkeeper.ingest import collect_folders, import_folders
from skillkeeper.keeper import Keeper
from skillkeeper.store.search import search
from skillkeeper.store.tenants import ensure_tenant
from skillkeeper.store.visibility import viewer_for

QUERIES = [
    "extract tables from a pdf",
    "write unit tests first",
    "debug a failing test",
    "review a pull request",
    "plan a feature before coding",
    "parallel agents for independent tasks",
    "deploy to kubernetes",
    "terraform module",
    "postgres query optimization",
    "react component state",
    "python type hints",
    "rust error handling",
    "docker image size",
    "ci pipeline github actions",
    "api rate limiting",
    "single cell rna seq analysis",
    "protein structure prediction",
    "molecular docking",
    "plot a heatmap",
    "statistical power analysis",
    "literature review pubmed",
    "write a scientific paper",
    "latex poster",
    "excel spreadsheet formulas",
    "powerpoint slides",
    "word document generation",
    "send email gmail",
    "slack notifications",
    "calendar scheduling",
    "web scraping",
    "browser automation",
    "crypto prices",
    "stock market data",
    "weather forecast",
    "translate text",
    "summarize a youtube video",
    "generate an image",
    "text to speech",
    "transcribe audio",
    "security audit of code",
    "secrets scanning",
    "incident response runbook",
    "database migration",
    "graphql schema design",
    "microservices architecture",
    "accessibility audit",
    "seo optimization",
    "mobile app release",
    "git worktrees for isolation",
    "brainstorm requirements with the user",
]


def run(engine: str, corpus: Path, workdir: Path) -> None:
    folders = collect_folders([corpus])
    with temp_database(engine, workdir) as url:
        keeper = Keeper.open(url)
        with keeper.store.write() as conn:
            tid = ensure_tenant(conn, "bench")
        start = time.perf_counter()
        report = import_folders(keeper.lifecycle, Actor.operator(tid), folders, activate=True)
        wall = time.perf_counter() - start
        written = report.imported + report.updated
        warned = sum(1 for e in written if e.get("verdict") == "warn" or e.get("warnings"))
        print(f"[{engine}] import of {len(folders)} skill folders: {wall:.1f} s, {len(folders) / wall:.0f} skills/s")
        print(
            f"[{engine}]   pass (clean, no warnings): {len(written) - warned}, warn: {warned}, "
            f"quarantined: {len(report.quarantined)}, rejected: {len(report.rejected)}"
        )
        latencies: list[float] = []
        with keeper.store.read() as conn:
            viewer = viewer_for(conn, tid)
        for q in QUERIES:
            with keeper.store.read() as conn:
                t0 = time.perf_counter()
                search(conn, viewer, q, 10, caches=keeper.caches.search)
                latencies.append((time.perf_counter() - t0) * 1000)
        print(
            f"[{engine}] store search over {len(QUERIES)} queries: p50 {percentile(latencies, 50):.2f} ms, "
            f"p95 {percentile(latencies, 95):.2f} ms"
        )
        keeper.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--engines", default="sqlite,postgresql")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            run(engine, args.corpus, Path(tmp))


if __name__ == "__main__":
    main()
