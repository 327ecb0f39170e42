"""A reviewer clears 500 staged skills by filter and bulk action, over REST; prints the times.

Stages N skills (default 500, half of them matching the filter) plus N/2 that do not, then,
as a reviewer would: lists the inbox filtered (`q=report`) page by page to read every
content hash, and approves them with `POST /api/v1/skills-inbox/bulk` in one request. Also
times "select all matching" (`Review.bulk_matching`, the web page's path) on a fresh set.

    PYTHONPATH=src .venv/bin/python benchmarks/inbox_bulk.py [--skills 500] [--engines sqlite,postgresql]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fastapi.testclient import TestClient

from _corpus import temp_database
from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import create_token
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.review import InboxFilter
from skillkeeper.skill.model import Skill
from skillkeeper.skill.parse import build_skill
from skillkeeper.store.tenants import create_tenant
from skillkeeper.web import create_app


def _skill(name: str, what: str) -> Skill:
    md = f"---\nname: {name}\ndescription: Use when you need {what}.\n---\n# {name}\n\nSteps for {what}.\n"
    return build_skill(md, [])


def _stage(keeper: Keeper, tid: int, prefix: str, count: int) -> float:
    writer = Actor(name="agent-1", tenant_id=tid, scopes=frozenset({"skills:read", "skills:write"}))
    start = time.perf_counter()
    for i in range(count):
        keeper.lifecycle.write(writer, _skill(f"{prefix}-{i:04d}", f"{prefix} number {i}"))
    return time.perf_counter() - start


def run(engine: str, skills: int, workdir: Path) -> None:
    with temp_database(engine, workdir) as url:
        keeper = Keeper.open(url)
        try:
            # The scanner is the write path's cost, not the reviewer's: the clean scan is measured elsewhere.
            keeper.lifecycle.scanner = lambda s: ScanResult("clean", (), s.content_hash)
            with keeper.store.write() as conn:
                tid = create_tenant(conn, "acme")
                token = create_token(conn, tid, "rita", "skills:read,skills:review").token
            staged = _stage(keeper, tid, "report", skills) + _stage(keeper, tid, "other", skills // 2)
            h = {"Authorization": f"Bearer {token}"}
            with TestClient(create_app(keeper)) as client:
                start = time.perf_counter()
                items, cursor, pages = [], None, 0
                while True:
                    params = {"q": "report", "limit": 100, **({"cursor": cursor} if cursor else {})}
                    body = client.get("/api/v1/skills-inbox", params=params, headers=h).json()
                    items += [{"name": c["name"], "content_hash": c["content_hash"]} for c in body["items"]]
                    pages += 1
                    cursor = body["next_cursor"]
                    if not cursor:
                        break
                listed = time.perf_counter() - start
                start = time.perf_counter()
                done = client.post(
                    "/api/v1/skills-inbox/bulk",
                    json={"action": "approve", "reason": "bench", "items": items},
                    headers=h,
                ).json()
                bulk = time.perf_counter() - start
                left = client.get("/api/v1/skills-inbox", params={"limit": 1}, headers=h).json()["total"]
            assert done["applied"] == skills and left == skills // 2, (done["failed"], left)
            _stage(keeper, tid, "chart", skills)
            reviewer = Actor(name="rita", tenant_id=tid, scopes=frozenset({"skills:read", "skills:review"}))
            start = time.perf_counter()
            results = keeper.review(reviewer).bulk_matching(
                "approve", "bench", InboxFilter(text="chart"), datetime.now(UTC)
            )
            matching = time.perf_counter() - start
            assert sum(r.ok for r in results) == skills
        finally:
            keeper.close()
    print(
        f"{engine:<10} staged {skills + skills // 2} in {staged:.1f}s | list {skills} by filter: {pages} pages "
        f"{listed * 1000:.0f} ms | bulk approve {skills}: {bulk:.2f}s ({bulk / skills * 1000:.1f} ms/skill) | "
        f"select-all-matching {skills}: {matching:.2f}s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=500)
    parser.add_argument("--engines", default="sqlite,postgresql")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            run(engine.strip(), args.skills, Path(tmp))


if __name__ == "__main__":
    main()
