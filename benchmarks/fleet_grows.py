"""What grows in a replica under the fleet's mixed load: tracemalloc snapshots after a warm-up and at the end, diffed.

    python benchmarks/fleet_grows.py --clients 16 --warmup 120 --duration 600

The first replica runs under tracemalloc (benchmarks/traced_serve.py, slower); the load is the drill's
(fleet_load.start_load). Prints RSS of both replicas and the allocation sites that grew most.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
import time
import tracemalloc
from pathlib import Path

from fleet import Fleet, temp_root
from fleet_load import NamePool, Tally, start_load


async def snapshot(fleet: Fleet, n: int, bound: float = 300) -> tracemalloc.Snapshot:
    """Ask the traced replica for snapshot `n` and load it (bounded wait for the file)."""
    proc = fleet.servers[0].proc
    assert proc is not None
    proc.send_signal(signal.SIGUSR1)
    path = fleet.root / "trace" / f"snap-{n}.pickle"
    deadline = time.monotonic() + bound
    while not path.exists():
        if time.monotonic() > deadline:
            raise TimeoutError(f"no snapshot {path} within {bound:.0f} s")
        await asyncio.sleep(0.5)
    return await asyncio.to_thread(tracemalloc.Snapshot.load, str(path))


async def run(args: argparse.Namespace) -> None:
    root = temp_root()
    with Fleet(root, replicas=2, traced=True) as fleet:
        tally, stop = Tally(), asyncio.Event()
        tasks, kinds = start_load(fleet, args.clients, tally, stop, NamePool(args.names, args.new_share))
        print(f"load {kinds} through {fleet.url}; warm-up {args.warmup:.0f} s", flush=True)
        await asyncio.sleep(args.warmup)
        first = await snapshot(fleet, 0)
        rss0 = [s.rss_kib() for s in fleet.servers]
        await asyncio.sleep(args.duration)
        last = await snapshot(fleet, 1)
        rss1 = [s.rss_kib() for s in fleet.servers]
        stop.set()
        await asyncio.wait(tasks, timeout=60)
    traced0 = sum(s.size for s in first.statistics("filename"))
    traced1 = sum(s.size for s in last.statistics("filename"))
    print(f"RSS KiB (traced, plain): {rss0} -> {rss1}")
    print(f"traced Python memory: {traced0 / 2**20:.1f} -> {traced1 / 2**20:.1f} MiB")
    keep = [tracemalloc.Filter(False, tracemalloc.__file__), tracemalloc.Filter(False, "<frozen importlib._bootstrap*")]
    diff = last.filter_traces(keep).compare_to(first.filter_traces(keep), args.key)
    print(f"top {args.top} by growth ({args.key}):")
    for stat in diff[: args.top]:
        where = stat.traceback.format()[-1].strip() if args.key == "traceback" else str(stat.traceback)
        print(f"{stat.size_diff / 1024:>10.1f} KiB {stat.count_diff:>+9} blocks  {where}")
        if args.key == "traceback":
            for line in stat.traceback.format()[:-1]:
                print("        " + line.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--warmup", type=float, default=120.0)
    parser.add_argument("--duration", type=float, default=600.0)
    parser.add_argument("--names", type=int, default=300)
    parser.add_argument("--new-share", type=float, default=0.01)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--key", choices=("lineno", "traceback", "filename"), default="lineno")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).parent))
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
