"""The per-tenant node cap holds when replicas take first heartbeats at the same time."""

from __future__ import annotations

import sqlite3
import threading
import time
from typing import Any

import pytest
from sqlalchemy import event, make_url, text

from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.store.fleet import TooManyNodes

WAIT = 20.0  # seconds: a bound on each wait, never reached when the code is right


def _outcome(keeper: Keeper, tid: int, node: str, out: dict[str, str]) -> None:
    try:
        keeper.fleet.heartbeat(tid, node, principal="agent")
        out[node] = "registered"
    except TooManyNodes:
        out[node] = "too_many_nodes"
    except Exception as exc:  # reported by the assertions, not lost in the thread
        out[node] = repr(exc)


def _waits_for_the_lock(conn: Any, tid: int) -> bool:
    """True when a session of this database waits for an advisory lock keyed on the tenant (PostgreSQL)."""
    waiting = text(
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted "
        "AND objid = :t AND objsubid = 2 "
        "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
    )
    return bool(conn.execute(waiting, {"t": tid}).scalar())


def test_two_replicas_racing_first_heartbeats_never_exceed_the_node_cap(keeper: Keeper, replica: Keeper) -> None:
    keeper.settings = replica.settings = Settings(max_nodes_per_tenant=2)
    tid = keeper.tenants.create("acme").id
    keeper.fleet.heartbeat(tid, "n1", principal="agent")
    a_counted, release, b_counted, b_next = (threading.Event() for _ in range(4))

    # Replica A stops between counting the tenant's nodes and inserting its new one.
    @event.listens_for(keeper.store.engine, "after_cursor_execute")
    def pause_a(_c: Any, _cur: Any, statement: str, *_: Any) -> None:
        if "count(*)" in statement and "nodes" in statement and not a_counted.is_set():
            a_counted.set()
            assert release.wait(WAIT)

    # Replica B says when it counted (the race) or is about to wait for the writer ahead of it.
    @event.listens_for(replica.store.engine, "before_cursor_execute")
    def watch_b(_c: Any, _cur: Any, statement: str, *_: Any) -> None:
        if "count(*)" in statement and "nodes" in statement:
            b_counted.set()
        if "pg_advisory_xact_lock" in statement or statement.startswith("BEGIN IMMEDIATE"):
            b_next.set()

    out: dict[str, str] = {}
    a = threading.Thread(target=_outcome, args=(keeper, tid, "n2", out))
    a.start()
    assert a_counted.wait(WAIT)
    b_next.clear()
    b = threading.Thread(target=_outcome, args=(replica, tid, "n3", out))
    b.start()
    if keeper.store.dialect == "sqlite":
        # A holds the write lock: no other writer can begin until it commits, so B counts after.
        path = make_url(str(keeper.store.engine.url)).database
        raw = sqlite3.connect(str(path), timeout=0)
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            raw.execute("BEGIN IMMEDIATE")
        raw.close()
        assert b_next.wait(WAIT) or b_counted.is_set()
    else:
        deadline = time.monotonic() + WAIT
        with keeper.store.engine.connect() as watcher:
            # Until B counts (the cap is broken) or waits on the lock A holds.
            while not (b_counted.wait(0.01) or _waits_for_the_lock(watcher, tid)):
                assert time.monotonic() < deadline and b.is_alive(), out
    release.set()
    a.join(WAIT), b.join(WAIT)
    assert not a.is_alive() and not b.is_alive()
    assert out == {"n2": "registered", "n3": "too_many_nodes"}
    assert [n.node_id for n in keeper.fleet.nodes(tid)] == ["n1", "n2"]
