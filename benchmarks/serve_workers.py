"""`skillkeeper serve --workers N` against `--workers 1` on the same database, driven by wrk, interleaved.

    .venv/bin/python benchmarks/serve_workers.py [--corpus ../shared/corpus] [--engines sqlite,postgresql]
        [--servers 1,2] [--reads get,list] [--clients 32] [--duration 5] [--repeats 3] [--wrk-threads 1]
        [--nice -20] [--tiny]

Per engine: import the curated collections as active skills, start one `skillkeeper serve` per
entry of `--servers` on the same database (all at once, different ports), wait until each has
finished its start-up work (its processes idle), warm every server's caches, then for each
repeat run wrk against every server in turn (the order alternates between repeats). Each
point prints req/s, the server's CPU per request (all its processes, from /proc), how that
CPU was shared between its worker processes, the CPU wrk used and the load average. An entry
`2@PATH` runs `--workers 2` with PYTHONPATH=PATH (another checkout's `src`, for before/after).
`--nice -20` raises the server's and wrk's priority for the timed runs only (root), so on a
shared machine the figures say what the server does when it gets the cores, not how busy the
neighbours were.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _corpus import DEFAULT_CORPUS, temp_database
from rest_bench import free_port
from serve_bench import CURATED, ROOT, ensure_wrk, import_catalog, lua_script, prioritise, run_wrk, start, tree

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


def parse_servers(spec: str) -> list[tuple[str, int, str | None]]:
    """`1,2,2@/path/src` -> [(label, workers, src or None)]."""
    out = []
    for item in spec.split(","):
        workers, _, src = item.partition("@")
        out.append((item, int(workers), src or None))
    return out


def bench_engine(engine: str, args: argparse.Namespace, wrk: str, tmp: Path) -> list[str]:
    servers = parse_servers(args.servers)
    rows: list[str] = []
    with temp_database(engine, tmp) as url:
        folders = (
            [ROOT / "src" / "skillkeeper" / "demo" / "skills"] if args.tiny else [args.corpus / c for c in CURATED]
        )
        names, token = import_catalog(url, folders)
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
                for _, port in procs.values():  # every worker's caches warm: more connections than workers
                    run_wrk(wrk, port, script, args.clients, 2, threads=args.wrk_threads)
            for repeat in range(args.repeats):
                order = list(procs) if repeat % 2 == 0 else list(reversed(procs))
                for kind in args.reads.split(","):
                    script = tmp / f"{kind}.lua"
                    for label in order:
                        proc, port = procs[label]
                        pids = tree(proc.pid)
                        before = {p: cpu_seconds(p) for p in pids}
                        if args.nice:
                            prioritise(pids, args.nice)
                        try:
                            point = run_wrk(wrk, port, script, args.clients, args.duration, args.wrk_threads, args.nice)
                        finally:
                            if args.nice:
                                prioritise(pids, 0)
                        used = {p: cpu_seconds(p) - before[p] for p in pids}
                        total = sum(used.values())
                        busy = sorted((u for u in used.values() if u > 0.02 * total), reverse=True)
                        share = "/".join(f"{u / total:.2f}" for u in busy) if total else "-"
                        per_request = total / (point.rps * args.duration) * 1e6 if point.rps else float("nan")
                        rps.setdefault((kind, label), []).append(point.rps)
                        row = (
                            f"[{engine}] {kind:<6} x{args.clients} workers {label:<6} {point.rps:7.0f} req/s "
                            f"p50 {point.p50_ms:6.1f} ms err {point.errors} | server CPU {per_request:5.0f} us/req, "
                            f"{total / args.duration:.2f} cores, split {share} | wrk {point.wrk_cores:.2f} cores "
                            f"| load {os.getloadavg()[0]:.1f}"
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
            for proc, _ in procs.values():
                proc.terminate()
                proc.wait(timeout=30)
    return rows


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
    parser.add_argument("--tiny", action="store_true", help="demo skills instead of the corpus")
    parser.add_argument(
        "--nice",
        type=int,
        default=0,
        help="niceness of the server and wrk during each timed run (negative needs root): "
        "on a machine other work keeps busy, what the server does when it gets the cores",
    )
    args = parser.parse_args()
    wrk = ensure_wrk()
    rows: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            rows += bench_engine(engine, args, wrk, Path(tmp))
    print("\nsummary (interleaved; CPU per request and the load average say how much the machine was shared):")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
