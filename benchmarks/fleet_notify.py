"""The notification drill: approve through nginx while an MCP client listens there, and list_changed must arrive.

Also drops the replicas' LISTEN connections in PostgreSQL (the `listener` fault runs a round with them dropped).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx
from sqlalchemy import create_engine, text

from fleet import Fleet
from fleet_load import RETRYABLE, Tally, skill_md

LISTENER_NAME = "skillkeeper-listen"  # skillkeeper.deliver.mcp.notify.LISTENER_NAME (a test pins the two)


async def _post_retrying(rest: httpx.AsyncClient, url: str, body: dict[str, Any], token: str) -> httpx.Response:
    """POST, retrying a 502/503 (a replica restarting, the database away, back-pressure): nothing happened then."""
    for attempt in range(20):
        try:
            answer = await rest.post(url, json=body, headers={"authorization": f"Bearer {token}"})
        except RETRYABLE:
            answer = None
        if answer is not None and answer.status_code not in (502, 503):
            return answer
        await asyncio.sleep(min(0.1 * (attempt + 1), 1.0))
    assert answer is not None, f"POST {url}: no answer after 20 tries"
    return answer


async def notify_round(base: str, tokens: dict[str, str], tally: Tally, fleet: Fleet, drop: bool, bound: float) -> str:
    """Approve through nginx while an MCP client listens (through nginx); "" when list_changed arrives in time.

    Otherwise the reason, so a failed round says which step failed.
    """
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    name = f"notify-{time.monotonic_ns()}"
    async with httpx.AsyncClient(base_url=base, timeout=60) as rest:
        wr = await _post_retrying(rest, "/api/v1/skills", {"skill_md": skill_md(name, 1)}, tokens["writer"])
        if wr.status_code != 201:
            return f"write answered {wr.status_code}"
        http = httpx2.AsyncClient(headers={"authorization": f"Bearer {tokens['agent']}"}, timeout=60)
        async with (
            http,
            Client(streamable_http_client(base + "/mcp", http_client=http), mode="auto") as mcp,
            mcp.listen(resources_list_changed=True) as sub,
        ):
            if drop:
                terminate_listeners(fleet.pg.url)
            ok = await _post_retrying(
                rest,
                f"/api/v1/skills-inbox/{name}/approve",
                {"content_hash": wr.json()["content_hash"]},
                tokens["reviewer"],
            )
            if ok.status_code != 200:
                return f"approve answered {ok.status_code}"
            tally.notifications_sent += 1  # a change was committed: it must be announced
            tally.acked_approvals.append((name, wr.json()["content_hash"]))
            acked = time.monotonic()
            try:
                async with asyncio.timeout(bound):
                    await sub.__anext__()
            except TimeoutError:
                return f"no list_changed within {bound:.0f} s"
            tally.notifications_received += 1
            tally.notify_delays.append(time.monotonic() - acked)
            return ""


async def notify_rounds(
    base: str, tally: Tally, fleet: Fleet, rounds: int, bound: float, spread_over: float = 0.0
) -> None:
    """`rounds` notification rounds, each reported on its own line; spread evenly over `spread_over` seconds."""
    started = time.monotonic()
    every = spread_over / rounds if spread_over and rounds else 0.0
    for i in range(rounds):
        wait = started + every * (i + 0.5) - time.monotonic()
        if every and wait > 0:
            await asyncio.sleep(wait)  # the soak's schedule, not a wait for an event
        t0 = time.monotonic()
        try:
            failed = await notify_round(base, fleet.tokens, tally, fleet, drop=False, bound=bound)
        except Exception as exc:  # a torn stream or the like: reported as this round's failure
            while isinstance(exc, ExceptionGroup) and len(exc.exceptions) == 1:
                exc = exc.exceptions[0]  # the SDK's task groups wrap the cause
            failed = f"{type(exc).__name__}: {exc}"[:200]
        tally.rounds_run += 1
        if failed:
            tally.failed_rounds.append(failed)
        print(f"notify round {i + 1}/{rounds}: {failed or 'list_changed'} in {time.monotonic() - t0:.1f} s", flush=True)


def terminate_listeners(url: str) -> int:
    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = :name"),
                {"name": LISTENER_NAME},
            ).all()
        return len(rows)
    finally:
        engine.dispose()
