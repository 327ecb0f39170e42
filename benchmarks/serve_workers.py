"""`skillkeeper serve --workers N` against `--workers 1` on the same database, driven by wrk, interleaved.

    .venv/bin/python benchmarks/serve_workers.py [--corpus ../shared/corpus] [--engines sqlite,postgresql]
        [--servers 1,2] [--reads get,list] [--clients 32] [--duration 5] [--repeats 3] [--wrk-threads 1]
        [--nice -20] [--tiny]

Per engine: import the curated collections as active skills, start one `skillkeeper serve` per
entry of `--servers` on the same database (all at once, different ports), wait until each has
finished its start-up work (its processes idle), warm every server's caches, then for each
repeat run wrk against every server in turn (the order alternates between repeats). Each
point prints req/s, the server's CPU per request (all its processes, from /proc), how that
CPU was shared between its worker processes, the CPU wrk used and the load average. On
PostgreSQL it also prints the database side per request: the CPU of the database's backends
(from /proc, same machine) and the transactions committed (each autocommit statement is one
round trip; `pg_stat_database`, read after the backends flush their counters, see `--settle`).
An entry
`2@PATH` runs `--workers 2` with PYTHONPATH=PATH (another checkout's `src`, for before/after).
`--nice -20` raises the server's and wrk's priority for the timed runs only (root), so on a
shared machine the figures say what the server does when it gets the cores, not how busy the
neighbours were (the database's backends get the same niceness).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from _corpus import DEFAULT_CORPUS, import_catalog, temp_database
from rest_bench import free_port, start
from serve_bench import (
    ROOT,
    catalog_folders,
    lua_script,
    prioritised,
    run_engines,
    run_wrk,
    stop,
    tree,
)

TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU of one process so far (all its threads); 0 when it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICK


def wait_idle(pid: int, limit: float = 180.0) -> float:
    """Wait (bounded) until the server's processes use under 0.05 cores over a second; seconds waited."""
    began = time.monotonic()
    while time.monotonic() - began < limit:
        before = sum(cpu_seconds(p) for p in tree(pid))
        time.sleep(1.0)
        if sum(cpu_seconds(p) for p in tree(pid)) - before < 0.05:
            break
    return time.monotonic() - began


class Backends:
    """The PostgreSQL backends serving one database, watched from a connection of its own."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    def pids(self) -> list[int]:
        rows = self.conn.exec_driver_sql(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).all()
        return [int(r[0]) for r in rows]

    def commits(self) -> int:
        """Transactions committed in the database so far, as the backends last reported them."""
        self.conn.exec_driver_sql("SELECT pg_stat_clear_snapshot()")
        row = self.conn.exec_driver_sql(
            "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
        ).first()
        return int(row[0]) if row else 0


@contextmanager
def watch_backends(url: str) -> Iterator[Backends | None]:
    """A Backends for a PostgreSQL `url`; None for SQLite (no separate server to watch)."""
    from sqlalchemy import create_engine, make_url
    from sqlalchemy.pool import NullPool

    if make_url(url).get_backend_name() != "postgresql":
        yield None
        return
    engine = create_engine(url, poolclass=NullPool, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            yield Backends(conn)
    finally:
        engine.dispose()


def parse_servers(spec: str) -> list[tuple[str, int, str | None]]:
    """`1,2,2@/path/src` -> [(label, workers, src or None)]."""
    out = []
    for item in spec.split(","):
        workers, _, src = item.partition("@")
        out.append((item, int(workers), src or None))
    return out


def bench_engine(engine: str, args: argparse.Namespace, wrk: str, tmp: Path) -> list[str]:
    servers = parse_servers(args.servers)
    workers_of = {label: workers for label, workers, _ in servers}
    rows: list[str] = []
    with temp_database(engine, tmp) as url, watch_backends(url) as backends:
        folders = catalog_folders(args)
        names, token, _ = import_catalog(url, folders)
        if not names:
            raise SystemExit(f"no skills found under {', '.join(map(str, folders))}; pass --corpus DIR or --tiny")
        exe = str(Path(sys.executable).parent / "skillkeeper")
        procs: dict[str, tuple[subprocess.Popen[bytes], int]] = {}
        try:
            for i, (label, workers, src) in enumerate(servers):
                port = free_port()
                env = {**os.environ, "SKILLKEEPER_DATABASE_URL": url, "PYTHONPATH": src or str(ROOT / "src")}
                cmd = [exe, "serve", "--port", str(port), "--quiet", "--workers", str(workers)]
                procs[label] = (start(cmd, env, port, "/readyz", tmp / f"serve-{i}.log"), port)
            for proc, _ in procs.values():
                wait_idle(proc.pid)
            print(f"[{engine}] {len(names)} active skills; servers up and idle; load {os.getloadavg()}", flush=True)
            rps: dict[tuple[str, str], list[float]] = {}
            for kind in args.reads.split(","):
                script = tmp / f"{kind}.lua"
                script.write_text(lua_script(kind, names, token))
                for label, (_, port) in procs.items():
                    # Every worker's caches warm: a few connections per worker (so each gets some),
                    # and few concurrent misses, so no server opens a large pool on a shared database.
                    warmers = min(args.clients, 4 * workers_of[label])
                    run_wrk(wrk, port, script, warmers, 3, threads=args.wrk_threads)
            commits = settled_commits(backends, args.settle)  # then each point's count is the next one's start
            for repeat in range(args.repeats):
                order = list(procs) if repeat % 2 == 0 else list(reversed(procs))
                for kind in args.reads.split(","):
                    script = tmp / f"{kind}.lua"
                    for label in order:
                        proc, port = procs[label]
                        pids = tree(proc.pid)
                        db_pids = backends.pids() if backends else []
                        before = {p: cpu_seconds(p) for p in pids + db_pids}
                        with prioritised(pids + db_pids, args.nice):
                            point = run_wrk(wrk, port, script, args.clients, args.duration, args.wrk_threads, args.nice)
                        used = {p: cpu_seconds(p) - before[p] for p in pids}
                        served = point.rps * args.duration
                        database, commits = database_side(backends, db_pids, before, commits, served, args)
                        total = sum(used.values())
                        busy = sorted((u for u in used.values() if u > 0.02 * total), reverse=True)
                        share = "/".join(f"{u / total:.2f}" for u in busy) if total else "-"
                        per_request = total / (point.rps * args.duration) * 1e6 if point.rps else float("nan")
                        rps.setdefault((kind, label), []).append(point.rps)
                        row = (
                            f"[{engine}] {kind:<6} x{args.clients} workers {label:<6} {point.rps:7.0f} req/s "
                            f"p50 {point.p50_ms:6.1f} ms err {point.errors} | server CPU {per_request:5.0f} us/req, "
                            f"{total / args.duration:.2f} cores, split {share} | wrk {point.wrk_cores:.2f} cores "
                            f"| load {os.getloadavg()[0]:.1f}{database}"
                        )
                        print(row, flush=True)
                        rows.append(row)
            base = servers[0][0]
            for kind in args.reads.split(","):
                for label, _, _ in servers[1:]:
                    ratios = [a / b for a, b in zip(rps[(kind, label)], rps[(kind, base)], strict=True) if b]
                    row = (
                        f"[{engine}] {kind:<6} x{args.clients} workers {label} / {base}: median "
                        f"{statistics.median(ratios):.2f}x (each repeat: {', '.join(f'{r:.2f}' for r in ratios)})"
                    )
                    print(row, flush=True)
                    rows.append(row)
        finally:
            stop(proc for proc, _ in procs.values())
    return rows


def settled_commits(backends: Backends | None, settle: float) -> int | None:
    """The database's commit count once every backend has reported (they flush within `settle` s of idling)."""
    if backends is None or settle <= 0:
        return None
    time.sleep(settle)
    return backends.commits()


def database_side(
    backends: Backends | None,
    db_pids: list[int],
    before: dict[int, float],
    commits: int | None,
    requests: float,
    args: argparse.Namespace,
) -> tuple[str, int | None]:
    """(` | db CPU N us/req, T tx/req` for PostgreSQL, the commit count now); backends opened in the run count whole."""
    if backends is None or not requests:
        return "", commits
    now = backends.pids()
    cpu = sum(max(0.0, cpu_seconds(p) - before.get(p, 0.0)) for p in set(db_pids) | set(now))
    out = f" | db CPU {cpu / requests * 1e6:5.1f} us/req"
    after = settled_commits(backends, args.settle)
    if commits is not None and after is not None:
        out += f", {(after - commits) / requests:.3f} tx/req"
    return out, after


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--servers", default="1,2")
    parser.add_argument("--reads", default="get,list")
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--duration", type=int, default=5)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--wrk-threads", type=int, default=1)
    parser.add_argument(
        "--settle",
        type=float,
        default=10.5,
        help="seconds to wait before reading PostgreSQL's commit count (an idle backend reports within 10 s); "
        "0 skips the transactions-per-request figure",
    )
    parser.add_argument("--tiny", action="store_true", help="demo skills instead of the corpus")
    parser.add_argument(
        "--nice",
        type=int,
        default=0,
        help="niceness of the server and wrk during each timed run (negative needs root): "
        "on a machine other work keeps busy, what the server does when it gets the cores",
    )
    summary = "summary (interleaved; CPU per request and the load average say how much the machine was shared):"
    run_engines(parser.parse_args(), bench_engine, summary)


if __name__ == "__main__":
    main()
