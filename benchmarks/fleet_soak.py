"""The soak's figures: replica RSS and open PostgreSQL connections sampled over time, judged after a warm-up.

Used by `benchmarks/fleet_reliability.py --soak SECONDS`. The baseline is the first period after the
warm-up (pools grown to the load, caches filled), not the moment the load starts; growth compares the
median of the last period with the median of that baseline period, so one spike decides nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import statistics
import time
from dataclasses import dataclass, field

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.pool import NullPool

from fleet import Fleet

PERIODS = 9  # after the warm-up: a short time series shows growth or a plateau at a glance
RSS_GOAL = 10.0  # percent, baseline period to last period
CONN_SLACK = 2  # a connection or two in flight at the moment of a sample is not growth
# What the replicas may hold open: pool_size 20 each (store/db.py; overflow connections close on
# return), one LISTEN connection each, and this sampler's own.
POOL_SIZE = 20


@dataclass
class Sample:
    """One look at the fleet: seconds since the load started, RSS per replica (KiB), connections, catalog."""

    at: float
    rss_kib: list[int]
    connections: int  # -1 when the database did not answer
    skills: int
    revisions: int


@dataclass
class Sampler:
    """Samples the fleet every `every` seconds until `stop` is set."""

    fleet: Fleet
    every: float
    samples: list[Sample] = field(default_factory=list)

    def _one(self, engine: Engine, started: float) -> Sample:
        rss = [server.rss_kib() for server in self.fleet.servers]
        try:
            with engine.connect() as conn:
                # The sampler's own connection is counted in every sample alike.
                conns = int(
                    conn.execute(text("SELECT COUNT(*) FROM pg_stat_activity WHERE datname = 'skillkeeper'")).scalar()
                    or 0
                )
                skills = int(conn.execute(text("SELECT COUNT(*) FROM skills")).scalar() or 0)
                revisions = int(conn.execute(text("SELECT COUNT(*) FROM revisions")).scalar() or 0)
        except Exception:  # a PostgreSQL restart: the sample says so instead of stopping the soak
            conns, skills, revisions = -1, -1, -1
        return Sample(time.monotonic() - started, rss, conns, skills, revisions)

    async def run(self, started: float, stop: asyncio.Event) -> None:
        engine = create_engine(self.fleet.pg.url, poolclass=NullPool)
        try:
            while not stop.is_set():
                self.samples.append(await asyncio.to_thread(self._one, engine, started))
                with contextlib.suppress(TimeoutError):  # the next sample is due
                    await asyncio.wait_for(stop.wait(), self.every)
            self.samples.append(await asyncio.to_thread(self._one, engine, started))
        finally:
            engine.dispose()


def _spread(values: list[float]) -> str:
    if not values:
        return "-"
    return f"{min(values):.0f}/{statistics.median(values):.0f}/{max(values):.0f}"


def periods(samples: list[Sample], duration: float, warmup: float) -> list[tuple[str, list[Sample]]]:
    """The warm-up, then PERIODS equal periods up to `duration` (later samples join the last one)."""
    step = (duration - warmup) / PERIODS
    bounds = [0.0, warmup, *(warmup + step * (i + 1) for i in range(PERIODS))]
    out: list[tuple[str, list[Sample]]] = []
    for i in range(len(bounds) - 1):
        lo, hi = bounds[i], bounds[i + 1]
        last = i == len(bounds) - 2
        chosen = [s for s in samples if lo <= s.at < hi or (last and s.at >= hi)]
        label = f"{lo:.0f}-{hi:.0f} s" + (" (warm-up)" if i == 0 else "")
        out.append((label, chosen))
    return out


def report(samples: list[Sample], duration: float, warmup: float) -> list[tuple[str, str, bool]]:
    """Print the time series; return the soak's invariant rows (name, figure, ok)."""
    table = periods(samples, duration, warmup)
    replicas = len(samples[0].rss_kib) if samples else 0
    print()
    print(f"soak: {duration:.0f} s, warm-up {warmup:.0f} s, {len(samples)} samples; RSS MB and connections min/med/max")
    header = f"{'period':<22}" + "".join(f"{'replica ' + str(i + 1) + ' RSS':>18}" for i in range(replicas))
    print(header + f"{'PG connections':>16}{'skills':>8}{'revisions':>11}")
    for label, chosen in table:
        line = f"{label:<22}"
        for i in range(replicas):
            line += f"{_spread([s.rss_kib[i] / 1024 for s in chosen if s.rss_kib[i]]):>18}"
        line += f"{_spread([float(s.connections) for s in chosen if s.connections >= 0]):>16}"
        last = [s for s in chosen if s.skills >= 0]
        line += f"{last[-1].skills if last else '-':>8}{last[-1].revisions if last else '-':>11}"
        print(line)
    base, end = table[1][1], table[-1][1]
    if not base or not end:
        return [("soak: samples after the warm-up", "none: the soak was too short to judge", False)]
    medians = [(_median_rss(base, i), _median_rss(end, i)) for i in range(replicas)]
    worst = max((after - before) / before * 100 if before else 0.0 for before, after in medians)
    conns_base = max((s.connections for s in base if s.connections >= 0), default=-1)
    conns_end = max((s.connections for s in end if s.connections >= 0), default=-1)
    conns_all = max((s.connections for s in samples if s.connections >= 0), default=-1)
    bound = replicas * (POOL_SIZE + 1) + 1
    mb = ", ".join(f"{before / 1024:.0f} -> {after / 1024:.0f}" for before, after in medians)
    return [
        (
            "soak: server RSS growth after warm-up",
            f"{worst:.1f}% (median MB per replica, first to last period: {mb})",
            worst < RSS_GOAL,
        ),
        (
            "soak: PostgreSQL connections flat",
            f"max {conns_base} -> {conns_end} (first to last period after warm-up)",
            0 <= conns_end <= conns_base + CONN_SLACK,
        ),
        (
            "soak: PostgreSQL connections bounded",
            f"at most {conns_all} open; the pools' bound is {bound}",
            0 <= conns_all <= bound,
        ),
    ]


def _median_rss(samples: list[Sample], replica: int) -> float:
    alive = [s.rss_kib[replica] for s in samples if s.rss_kib[replica]]
    return statistics.median(alive) if alive else 0.0
