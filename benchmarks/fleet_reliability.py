"""Two replicas behind nginx on a private PostgreSQL, mixed load, faults injected, nothing lost.

    .venv/bin/python benchmarks/fleet_reliability.py                       # 64 clients, 60 s, every fault
    .venv/bin/python benchmarks/fleet_reliability.py --clients 8 --duration 10 --notify-rounds 3   # small (make test)
    .venv/bin/python benchmarks/fleet_reliability.py --notify-rounds 50    # the notification drill 50 times under load
    .venv/bin/python benchmarks/fleet_reliability.py --clients 16 --faults none --notify-rounds 50 --soak 1800  # 30 min

Started by this script: a PostgreSQL instance of its own (initdb on a free port, so restarting it
disturbs nobody), two `skillkeeper serve` replicas, nginx (Debian) with the configuration
docs/deploy.md shows. Clients: MCP agents (official SDK, Streamable HTTP) searching and reading,
writers posting revisions, reviewers approving with pinned content hashes, node agents
heartbeating and pulling installable. Writers mostly revise a bounded pool of names (a few new
ones now and then), as a fleet's agents do. Exit code 1 when an invariant breaks.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import sys
import time

from fleet import Fleet, temp_root
from fleet_faults import FAULTS, inject
from fleet_load import NamePool, Tally, start_load
from fleet_notify import notify_rounds
from fleet_report import invariant_rows, print_invariants, print_load, verify
from fleet_soak import Sampler, report

# The drill's parts: fleet.py starts the processes, fleet_load.py drives the clients, fleet_faults.py and
# fleet_notify.py inject the faults and the notification rounds, fleet_report.py and fleet_soak.py judge.


async def run(args: argparse.Namespace) -> int:
    root = temp_root()
    faults = [f for f in args.faults.split(",") if f and f != "none"] if args.faults != "all" else list(FAULTS)
    tally = Tally()
    started = time.monotonic()
    with Fleet(root, replicas=args.replicas, replica_env=_replica_env(args.replica_env)) as fleet:
        print(
            f"fleet up in {time.monotonic() - started:.0f} s: nginx {fleet.url}, replicas "
            f"{[s.url for s in fleet.servers]}, PostgreSQL :{fleet.pg.port} ({root})",
            flush=True,
        )
        base = fleet.url
        stop = asyncio.Event()
        pool = NamePool(args.names, args.new_share)
        tasks, kinds = start_load(fleet, args.clients, tally, stop, pool)
        duration = args.soak or args.duration
        load_start = time.monotonic()
        sampler = Sampler(fleet, args.sample_every)
        sampling = asyncio.Event()
        side: list[asyncio.Task[None]] = []
        if args.soak:
            side.append(asyncio.create_task(sampler.run(load_start, sampling)))
            rounds = notify_rounds(base, tally, fleet, args.notify_rounds, args.notify_bound, spread_over=duration)
            side.append(asyncio.create_task(rounds))
        step = duration / (len(faults) + 1)
        for fault in faults:
            await asyncio.sleep(step)
            print(f"fault: {fault}", flush=True)
            await inject(fault, fleet, tally, root)
        if not args.soak:
            await notify_rounds(base, tally, fleet, args.notify_rounds, args.notify_bound)
        remaining = duration - (time.monotonic() - load_start)
        if remaining > 0:
            await asyncio.sleep(remaining)
        if side:
            await side[1]  # the soak runs on, under load, until every notification round is done
            sampling.set()
            await side[0]
        stop.set()
        await asyncio.wait(tasks, timeout=60)
        wall = time.monotonic() - load_start
        result = verify(fleet, tally)
    replica_env = _replica_env(args.replica_env)
    print_load(tally, kinds, wall, args.clients, args.replicas, replica_env, result, args.names, pool.created)
    rows = invariant_rows(tally, result, args.notify_rounds)
    if args.soak:
        warmup = args.warmup if args.warmup is not None else args.soak / 10
        rows += report(sampler.samples, args.soak, warmup)
        saved = root / "soak-samples.json"
        saved.write_text(json.dumps([dataclasses.asdict(x) for x in sampler.samples]))
        print(f"samples (seconds since the load started, RSS KiB per replica, connections, catalog): {saved}")
    print_invariants(rows)
    return 0 if all(r[2] for r in rows) else 1


def _replica_env(specs: list[str]) -> dict[int, dict[str, str]]:
    """`2:MALLOC_ARENA_MAX=2` -> {1: {"MALLOC_ARENA_MAX": "2"}} (replicas count from 1)."""
    out: dict[int, dict[str, str]] = {}
    for spec in specs:
        index, _, assignment = spec.partition(":")
        name, _, value = assignment.partition("=")
        out.setdefault(int(index) - 1, {})[name] = value
    return out


def main() -> None:
    import logging

    logging.getLogger("mcp").setLevel(logging.CRITICAL)  # agents cancelled at the end log their torn streams
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of load")
    parser.add_argument("--faults", default="all", help=f"comma-separated of {','.join(FAULTS)}, 'all' or 'none'")
    parser.add_argument("--notify-rounds", type=int, default=5, help="approve-then-listen rounds under load")
    parser.add_argument("--notify-bound", type=float, default=15.0, help="seconds a notification may take")
    parser.add_argument("--soak", type=float, default=0.0, help="soak for this many seconds (RSS, connections)")
    parser.add_argument("--warmup", type=float, default=None, help="soak seconds before the baseline (default 10%%)")
    parser.add_argument("--sample-every", type=float, default=10.0, help="soak: seconds between samples")
    parser.add_argument("--names", type=int, default=300, help="names writers revise (a bounded pool)")
    parser.add_argument("--new-share", type=float, default=0.01, help="share of writes that create a new name")
    parser.add_argument("--replicas", type=int, default=2, help="replicas behind nginx")
    parser.add_argument(
        "--replica-env",
        action="append",
        default=[],
        metavar="N:NAME=VALUE",
        help="an environment variable for replica N only (an A/B under the same load; repeatable)",
    )
    args = parser.parse_args()
    sys.exit(asyncio.run(run(args)))


if __name__ == "__main__":
    main()
