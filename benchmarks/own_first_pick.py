"""Cost of picking one row per name (own row before a subscribed one) on the agent-facing reads.

A subscriber tenant holds `--own` skills; a published tenant holds `--published`, a third of
them with names the subscriber also has. Times get (find_visible), a page of 50 (list_visible)
and the installable entry list, in process, per engine. Prints microseconds per call (median).

    PYTHONPATH=src .venv/bin/python benchmarks/own_first_pick.py [--engines sqlite,postgresql]
"""

from __future__ import annotations

import argparse
import secrets
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Connection, create_engine, make_url, text

from skillkeeper.access.actor import Actor
from skillkeeper.access.subscriptions import subscribe
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.deliver.installable import entries
from skillkeeper.keeper import Keeper
from skillkeeper.skill.model import Skill
from skillkeeper.skill.parse import build_skill
from skillkeeper.store.skills import find_visible, list_visible
from skillkeeper.store.tenants import create_tenant, update_settings
from skillkeeper.store.visibility import Viewer, viewer_for

PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


def _skill(name: str) -> Skill:
    md = f"---\nname: {name}\ndescription: Does {name.replace('-', ' ')} work when asked.\n---\n\nSteps for {name}.\n"
    return build_skill(md.encode(), [])


def _seed(keeper: Keeper, own: int, published: int) -> int:
    keeper.lifecycle.scanner = lambda s: ScanResult("clean", (), s.content_hash)
    with keeper.store.write() as conn:
        sub = create_tenant(conn, "sub")
        pub = create_tenant(conn, "pub")
        update_settings(conn, pub, {"published": True})
        subscribe(conn, sub, "pub")
    for tid, names in ((sub, [f"own-skill-{i}" for i in range(own)]), (pub, _published_names(own, published))):
        actor = Actor(name="op", tenant_id=tid, scopes=frozenset({"skills:write", "skills:review"}))
        for name in names:
            keeper.lifecycle.write(actor, _skill(name), source="manual", status="active")
    return sub


def _published_names(own: int, published: int) -> list[str]:
    shared = [f"own-skill-{i}" for i in range(0, own, 3)][: published // 3]
    return shared + [f"pub-skill-{i}" for i in range(published - len(shared))]


def _time(fn: Callable[[], object], runs: int) -> float:
    fn()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def _measure(conn: Connection, viewer: Viewer, runs: int) -> tuple[float, float, float]:
    get = _time(lambda: find_visible(conn, viewer, "own-skill-3"), runs)
    page = _time(lambda: list_visible(conn, viewer, limit=50), runs)
    return get, page, _time(lambda: entries(conn, viewer), max(10, runs // 10))


def _pg_database() -> tuple[str, Callable[[], None]]:
    admin = create_engine(make_url(PG_URL), isolation_level="AUTOCOMMIT")
    name = f"sk_bench_{secrets.token_hex(3)}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))

    def drop() -> None:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()

    return make_url(PG_URL).set(database=name).render_as_string(hide_password=False), drop


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--own", type=int, default=300)
    parser.add_argument("--published", type=int, default=300)
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    print("engine      get (us)  list 50 (us)  installable (us)")
    for engine in args.engines.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            drop: Callable[[], None] = lambda: None  # noqa: E731
            url = f"sqlite:///{Path(tmp) / 'bench.db'}"
            if engine == "postgresql":
                url, drop = _pg_database()
            keeper = Keeper.open(url)
            try:
                sub = _seed(keeper, args.own, args.published)
                with keeper.store.read() as conn:
                    get, page, inst = _measure(conn, viewer_for(conn, sub), args.runs)
                print(f"{engine:<10} {get:>9.0f} {page:>13.0f} {inst:>17.0f}")
            finally:
                keeper.close()
                drop()


if __name__ == "__main__":
    main()
