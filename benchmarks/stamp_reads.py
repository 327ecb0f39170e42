"""What one stamp read costs on PostgreSQL: the backend's CPU per statement, and the serving path's per request.

    .venv/bin/python benchmarks/stamp_reads.py [--reads 20000] [--waiters 16] [--seconds 3] [--work-us 60]
        [--spacing MS ...] [--src PATH]

Two parts, both in CPU time from /proc (not wall time, so a loaded machine shifts them little):

1. statements: one connection in autocommit runs each candidate stamp statement `--reads`
   times; prints the backend's CPU per statement (and this process's), prepared and not.
2. serving path: `--waiters` tasks on one event loop call `StampReader.aread()` back to back
   for `--seconds`, each spending `--work-us` of CPU after its read (as the requests of one
   busy worker do); prints reads sent per request, and the backend's CPU and this process's
   (beyond that work) per request, for each `--spacing` (ms) given. `--src PATH` imports
   another checkout's `skillkeeper` for a before/after (its reader, its statement).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _corpus import temp_database

TICK = os.sysconf("SC_CLK_TCK")
STATEMENTS = {
    "two rows": "SELECT id, version FROM catalog_version WHERE id IN (1, 2)",
    "one row": "SELECT max(version) FILTER (WHERE id = 1), max(version) FILTER (WHERE id = 2) "
    "FROM catalog_version WHERE id IN (1, 2)",
    "floor: SELECT 1": "SELECT 1",
}


def cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def process_cpu() -> float:
    return time.process_time()


def connect(url: str) -> Any:
    import psycopg
    from sqlalchemy import make_url

    parsed = make_url(url)
    conninfo = f"host={parsed.host} port={parsed.port or 5432} user={parsed.username} dbname={parsed.database}"
    return psycopg.connect(conninfo, autocommit=True)


def statements(url: str, reads: int) -> None:
    with connect(url) as conn:
        backend = conn.execute("SELECT pg_backend_pid()").fetchone()[0]  # type: ignore[index]
        for label, sql in STATEMENTS.items():
            for prepare in (False, True):
                conn.execute(sql, prepare=prepare).fetchall()  # planned (and prepared) before timing
                db0, me0 = cpu(backend), process_cpu()
                for _ in range(reads):
                    conn.execute(sql, prepare=prepare).fetchall()
                db, me = (cpu(backend) - db0) / reads * 1e6, (process_cpu() - me0) / reads * 1e6
                kind = "prepared" if prepare else "unprepared"
                print(f"statement {label:<16} {kind:<10} backend {db:5.1f} us, client {me:5.1f} us", flush=True)


def busy(us: float) -> float:
    """Spin on the event loop for `us` microseconds of this thread's CPU (a request's own work); returns it."""
    start = time.thread_time()
    while time.thread_time() - start < us / 1e6:
        pass
    return time.thread_time() - start


def serving_path(url: str, waiters: int, seconds: float, work_us: float, spacing: float | None) -> None:
    from skillkeeper.store.db import open_store

    store = open_store(url, migrate=False)
    reader: Any = store.stamps
    if spacing is not None:
        reader.spacing = spacing
    requests, worked = 0, 0.0

    async def one(stop: float) -> None:
        nonlocal requests, worked
        loop = asyncio.get_running_loop()
        while loop.time() < stop:
            await reader.aread()
            worked += busy(work_us)
            await asyncio.sleep(0)  # the response goes out; the next request comes in on a later turn
            requests += 1

    async def run() -> tuple[float, float]:
        await reader.aread()  # connected and prepared before timing
        with connect(url) as monitor:  # every other backend of this database is the reader's
            rows = monitor.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
            ).fetchall()
        backends = [int(p) for (p,) in rows]
        db0, me0 = sum(cpu(p) for p in backends), process_cpu()
        stop = asyncio.get_running_loop().time() + seconds
        await asyncio.gather(*(one(stop) for _ in range(waiters)))
        return sum(cpu(p) for p in backends) - db0, process_cpu() - me0 - worked

    sent0 = getattr(reader, "sent", None)
    db, me = asyncio.run(run())
    sent = f", {(reader.sent - sent0) / requests:.3f} reads/request" if sent0 is not None else ""
    spaced = f"spacing {reader.spacing * 1e3:.1f} ms" if hasattr(reader, "spacing") else "thread reads"
    print(
        f"serving path ({spaced}): {waiters} waiters, {work_us:.0f} us of work each, {requests} requests in "
        f"{seconds:.0f} s{sent}; per request: backend {db / requests * 1e6:5.1f} us, this process beyond the "
        f"work {me / requests * 1e6:5.1f} us (load {os.getloadavg()[0]:.1f})",
        flush=True,
    )
    store.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reads", type=int, default=20000)
    parser.add_argument("--waiters", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--src", type=Path, help="another checkout's src (before/after of the serving path)")
    parser.add_argument("--work-us", type=float, default=60.0, help="CPU each request spends besides its stamp")
    parser.add_argument("--spacing", type=float, nargs="*", default=[None], help="reader spacings to try (ms)")
    parser.add_argument("--skip-statements", action="store_true")
    args = parser.parse_args()
    if args.src:
        sys.path.insert(0, str(args.src))
    with tempfile.TemporaryDirectory() as tmp, temp_database("postgresql", Path(tmp)) as url:
        from skillkeeper.store.db import open_store

        open_store(url).dispose()  # the schema
        if not args.skip_statements:
            statements(url, args.reads)
        for spacing in args.spacing:
            serving_path(url, args.waiters, args.seconds, args.work_us, None if spacing is None else spacing / 1e3)


if __name__ == "__main__":
    main()
