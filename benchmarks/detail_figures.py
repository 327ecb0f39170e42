"""What a reviewer's detail view and an operator's scrape cost; prints the times.

Stages N skills (default 500) in T tenants, each with a bundled script, gives every tenth an edit
(revision 2) and decides half of the rest, then times over REST on the in-process app:
the detail reads of one skill (files, one file, history, diff; median of R runs), the detail
page, and `/metrics` scrapes (the first, which counts the whole audit log, and later ones, which
read only what changed).

    PYTHONPATH=src .venv/bin/python benchmarks/detail_figures.py [--skills 500] [--tenants 5]
        [--engines sqlite,postgresql]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fastapi.testclient import TestClient

from _corpus import temp_database
from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import create_token
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.parse import build_skill
from skillkeeper.store.tenants import create_tenant
from skillkeeper.web import create_app

BODY = "\n".join(f"Step {i}: do the thing number {i} carefully." for i in range(200))


def _skill(name: str, edit: int = 0) -> Skill:
    md = f"---\nname: {name}\ndescription: Use when you need {name}.\n---\n# {name}\n\n{BODY}\nedit {edit}\n"
    script = BundleFile("scripts/run.py", ("print('hello')\n" * 100 + f"# {edit}\n").encode())
    return build_skill(md, [script])


def _median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def run(engine: str, skills: int, tenants: int, runs: int, workdir: Path) -> None:
    with temp_database(engine, workdir) as url:
        keeper = Keeper.open(url)
        try:
            keeper.lifecycle.scanner = lambda s: ScanResult("clean", (), s.content_hash)
            with keeper.store.write() as conn:
                tids = [create_tenant(conn, f"t{i}") for i in range(tenants)]
                token = create_token(conn, tids[0], "rita", "skills:read,skills:review").token
            start = time.perf_counter()
            for i in range(skills):
                tid = tids[i % tenants]
                writer = Actor(name="agent-1", tenant_id=tid, scopes=frozenset({"skills:read", "skills:write"}))
                keeper.lifecycle.write(writer, _skill(f"skill-{i:04d}"))
                if i % 10 == 0:
                    keeper.lifecycle.write(writer, _skill(f"skill-{i:04d}", edit=1))
                elif i % 2:
                    keeper.lifecycle.act(Actor.operator(tid), f"skill-{i:04d}", "approve")
            seeded = time.perf_counter() - start
            h = {"Authorization": f"Bearer {token}"}
            app = create_app(keeper, settings=Settings(metrics_public=True))
            with TestClient(app) as client:
                base = "/api/v1/skills-inbox/skill-0000"

                def scrape() -> None:
                    assert client.get("/metrics").status_code == 200

                first = _median_ms(scrape, 1)
                later = _median_ms(scrape, runs)
                reads = {
                    what: _median_ms(lambda p=path: client.get(base + p, headers=h).raise_for_status(), runs)
                    for what, path in (
                        ("files", "/files"),
                        ("file", "/files/SKILL.md"),
                        ("history", "/history"),
                        ("diff", "/diff"),
                    )
                }
        finally:
            keeper.close()
    print(f"{engine}: {skills} skills in {tenants} tenants seeded in {seeded:.1f}s")
    for what, ms in reads.items():
        print(f"  GET .../{what:<8} median {ms:7.1f} ms ({runs} runs)")
    print(f"  /metrics first scrape {first:7.1f} ms, later scrapes median {later:7.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=500)
    parser.add_argument("--tenants", type=int, default=5)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--engines", default="sqlite,postgresql")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            run(engine.strip(), args.skills, args.tenants, args.runs, Path(tmp))


if __name__ == "__main__":
    main()
