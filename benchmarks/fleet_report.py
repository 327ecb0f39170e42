"""The drill's verdict: what the database holds against what the clients were told, and the printed tables."""

from __future__ import annotations

import statistics
from collections import defaultdict
from typing import Any

from sqlalchemy import create_engine, text

from fleet import Fleet
from fleet_load import Tally

Row = tuple[str, str, bool]  # an invariant: its name, the figure that judges it, whether it held


def pct(values: list[float], q: float) -> float:
    """The `q`th percentile of `values` (seconds) in milliseconds."""
    return (
        statistics.quantiles(values, n=100)[int(q) - 1] * 1000
        if len(values) >= 2
        else (values[0] * 1000 if values else 0.0)
    )


def verify(fleet: Fleet, tally: Tally) -> dict[str, Any]:
    """What the database holds of what the clients were told: writes present, decisions applied once."""
    engine = create_engine(fleet.pg.url)
    try:
        with engine.connect() as conn:
            present = {r[0] for r in conn.execute(text("SELECT content_hash FROM revisions")).all()}
            approvals = conn.execute(
                text(
                    "SELECT a.skill_name, r.content_hash, COUNT(*) FROM audit_events a "
                    "JOIN revisions r ON r.id = a.revision_id "
                    "WHERE a.action = 'approve' GROUP BY a.skill_name, r.content_hash"
                )
            ).all()
            skill_count = int(conn.execute(text("SELECT COUNT(*) FROM skills")).scalar() or 0)
    finally:
        engine.dispose()
    counted = {(n, h): c for n, h, c in approvals}
    latest = set(tally.latest_acked.values())
    twice = [k for k, c in counted.items() if c != 1]
    return {
        "writes_acked": len(tally.acked_hashes),
        "writes_present": len(tally.acked_hashes & present),
        "latest_acked": len(latest),
        "latest_present": len(latest & present),
        "skills": skill_count,
        "revisions": len(present),
        "decisions_acked": len(set(tally.acked_approvals)),
        "decisions_once": sum(1 for k in set(tally.acked_approvals) if counted.get(k) == 1),
        "decisions_applied_twice": len(twice),
    }


def _split_5xx(tally: Tally) -> tuple[list[tuple[float, float, str, int, str]], int]:
    """The 5xx answers outside every fault window that count as failures, and how many were back-pressure."""
    outside = [e for e in tally.errors_5xx if not tally.in_fault(e[0], e[1])]
    busy = [e for e in outside if e[4] == "busy"]  # back-pressure with Retry-After, not a failure
    return [e for e in outside if e[4] != "busy"], len(busy)


def print_load(
    tally: Tally,
    kinds: dict[str, int],
    wall: float,
    clients: int,
    replicas: int,
    replica_env: dict[int, dict[str, str]],
    result: dict[str, Any],
    names: int,
    created: int,
) -> None:
    """The load the clients made: latencies and statuses per operation, 5xx by code, the catalog at the end."""
    ops = sum(len(v) for v in tally.latencies.values())
    print()
    print(
        f"load: {clients} clients ({', '.join(f'{v} {k}s' for k, v in kinds.items())}) "
        f"for {wall:.0f} s, {replicas} replicas behind nginx"
        + "".join(f"; replica {i + 1}: {env}" for i, env in replica_env.items())
    )
    print(f"{'operation':<14}{'count':>8}{'p50 ms':>9}{'p99 ms':>9}  statuses")
    for op, values in sorted(tally.latencies.items()):
        print(
            f"{op:<14}{len(values):>8}{pct(values, 50):>9.1f}{pct(values, 99):>9.1f}  "
            f"{dict(sorted(tally.statuses[op].items()))}"
        )
    _, busy = _split_5xx(tally)
    codes: dict[str, int] = defaultdict(int)
    for e in tally.errors_5xx:
        codes[f"{e[3]} {e[4]}"] += 1
    print(f"5xx by code: {dict(codes)}; back-pressure 503 busy outside fault windows: {busy}")
    print(f"requests/s: {ops / wall:.0f}; dropped connections retried or reconnected: {tally.transport_errors}")
    print(
        f"catalog at the end: {result['skills']} skills, {result['revisions']} revisions "
        f"(writers revised a pool of {names} names; {created} brand-new names)"
    )
    for note in tally.notes:
        print(note)
    print()


def invariant_rows(tally: Tally, result: dict[str, Any], notify_rounds: int) -> list[Row]:
    """The drill's invariants (load held, nothing lost or applied twice, every change announced), then the faults'."""
    outside, _ = _split_5xx(tally)
    rows = [
        (
            "load held (5xx outside fault windows)",
            f"{len(outside)} (5xx inside windows: {len(tally.errors_5xx) - len(outside)})",
            not outside,
        ),
        (
            "writes acknowledged vs present",
            f"{result['writes_acked']} / {result['writes_present']} (latest per name: "
            f"{result['latest_acked']} / {result['latest_present']})",
            result["writes_acked"] == result["writes_present"] and result["latest_acked"] == result["latest_present"],
        ),
        (
            "decisions acknowledged vs applied once",
            f"{result['decisions_acked']} / {result['decisions_once']} (twice: {result['decisions_applied_twice']})",
            result["decisions_acked"] == result["decisions_once"] and not result["decisions_applied_twice"],
        ),
        (
            "notifications sent vs received",
            f"{tally.notifications_sent} / {tally.notifications_received} (rounds run: "
            f"{tally.rounds_run} of {notify_rounds}; after the approve: max "
            f"{max(tally.notify_delays, default=0.0):.1f} s)"
            + (f" (rounds failed: {'; '.join(tally.failed_rounds)})" if tally.failed_rounds else ""),
            tally.notifications_sent == tally.notifications_received
            and not tally.failed_rounds
            and tally.rounds_run == notify_rounds,
        ),
    ]
    rows += [(f"fault: {k}", v, "FAILED" not in v) for k, v in tally.faults.items()]
    return rows


def print_invariants(rows: list[Row]) -> None:
    """The verdict table, one invariant a line, `yes` or `NO` last."""
    width = max(len(r[0]) for r in rows) + 2
    fig = max(60, *(len(r[1]) + 2 for r in rows))
    print(f"{'invariant':<{width}}{'figure':<{fig}}ok")
    for name, figure, ok in rows:
        print(f"{name:<{width}}{figure:<{fig}}{'yes' if ok else 'NO'}")
