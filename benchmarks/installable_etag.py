"""In-process cost of deciding an installable 304: the gated rows plus the ETag over them.

    .venv/bin/python benchmarks/installable_etag.py [--skills 2200] [--engines sqlite,postgresql]

Seeds `--skills` active skills into a throwaway database per engine, then times what
`POST /api/v1/skills/installable` does before answering 304: `current()` while the catalog
version stands still (the usual poll), and the full `entries()` + `etag_of()` it recomputes
after a change.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from _corpus import percentile, temp_database
from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.deliver.installable import current, entries, etag_of
from skillkeeper.keeper import Keeper
from skillkeeper.skill.model import Skill
from skillkeeper.skill.parse import build_skill
from skillkeeper.store.tenants import ensure_tenant
from skillkeeper.store.visibility import viewer_for


def _clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


def run(engine: str, count: int, workdir: Path) -> None:
    with temp_database(engine, workdir) as url:
        keeper = Keeper.open(url)
        keeper.lifecycle.scanner = _clean  # seeding speed; the scan is not what is measured
        with keeper.store.write() as conn:
            tid = ensure_tenant(conn, "bench")
        actor = Actor.operator(tid)
        for i in range(count):
            md = f"---\nname: skill-{i:05d}\ndescription: Use when benchmarking item {i}.\n---\n# Item {i}\n"
            keeper.lifecycle.write(actor, build_skill(md), source="manual", status="active")
        for label, decide in (
            ("catalog unchanged", lambda c, v: current(c, v, keeper.caches.installable)),
            ("after a change", lambda c, v: etag_of(entries(c, v))),
        ):
            times: list[float] = []
            for i in range(220):
                t0 = time.perf_counter()
                with keeper.store.read() as conn:
                    decide(conn, viewer_for(conn, tid))
                if i >= 20:  # the first calls fill connection pools and statement caches
                    times.append((time.perf_counter() - t0) * 1000)
            print(
                f"[{engine}] 304 decision over {count} skills, {label}: p50 {percentile(times, 50):.2f} ms, "
                f"p95 {percentile(times, 95):.2f} ms"
            )
        keeper.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=2200)
    parser.add_argument("--engines", default="sqlite,postgresql")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            run(engine, args.skills, Path(tmp))


if __name__ == "__main__":
    main()
