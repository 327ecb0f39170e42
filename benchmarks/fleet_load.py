"""The fleet drill's mixed load through nginx, and what its clients saw.

MCP agents (official SDK, Streamable HTTP) searching and reading, writers posting revisions of a
bounded pool of names, reviewers approving with pinned content hashes, node agents heartbeating and
pulling installable. Used by `benchmarks/fleet_reliability.py` and `benchmarks/fleet_grows.py`.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import httpx

from fleet import Fleet

RETRYABLE = (httpx.TransportError,)


@dataclass
class Tally:
    """Everything the clients saw."""

    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    statuses: dict[str, dict[int, int]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(int)))
    errors_5xx: list[tuple[float, float, str, int, str]] = field(default_factory=list)
    transport_errors: int = 0
    acked_hashes: set[str] = field(default_factory=set)  # every write answered 200/201
    latest_acked: dict[str, str] = field(default_factory=dict)  # name -> the hash last acknowledged for it
    acked_approvals: list[tuple[str, str]] = field(default_factory=list)
    notifications_sent: int = 0
    notifications_received: int = 0
    failed_rounds: list[str] = field(default_factory=list)  # why a notification round failed, one reason each
    rounds_run: int = 0
    notify_delays: list[float] = field(default_factory=list)  # approve acknowledged -> list_changed, seconds
    fault_windows: list[tuple[float, float, str]] = field(default_factory=list)
    faults: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def record(self, op: str, started: float, status: int, code: str = "") -> None:
        self.latencies[op].append(time.monotonic() - started)
        self.statuses[op][status] += 1
        if status >= 500:  # a request in flight at any moment of a fault window counts as inside it
            self.errors_5xx.append((started, time.monotonic(), op, status, code))

    def in_fault(self, sent: float, ended: float) -> bool:
        return any(sent <= b and a <= ended for a, b, _ in self.fault_windows)


# Revisions reword a skill within a fixed vocabulary, as edits do: no revision brings a word never seen.
WORDS = (
    (
        "check the deploy cache before each release and rotate every token the build service holds; "
        "restore a backup when the index drifts, review queue depth, watch metrics, retry failed jobs, "
        "pin versions, prune stale branches, archive old logs, alert the owner, document each step"
    )
    .replace(",", "")
    .replace(";", "")
    .split()
)


def skill_md(name: str, n: int) -> str:
    """A SKILL.md for edit `n` of `name` (distinct edits give distinct text with the same words)."""
    words = random.Random(f"{name}/{n}").choices(WORDS, k=16)
    head = f"---\nname: {name}\ndescription: Use when you need fleet tool {name} to {' '.join(words[:4])}.\n---\n"
    return head + f"# {name}\n\n{' '.join(words[4:]).capitalize()}.\n"


@dataclass
class NamePool:
    """The names writers revise: a bounded pool, and now and then a brand-new name (`new_share` of writes)."""

    size: int
    new_share: float
    created: int = 0

    def pick(self, rng: random.Random) -> str:
        if rng.random() < self.new_share:
            self.created += 1
            return f"fresh-{self.created}"
        return f"tool-{rng.randrange(self.size)}"


def _code(resp: httpx.Response) -> str:
    try:
        return str(resp.json()["error"]["code"])
    except Exception:
        return "proxy"  # nginx's own page (502: the replica went away mid-request)


async def request(
    client: httpx.AsyncClient, tally: Tally, op: str, method: str, url: str, **kw: Any
) -> httpx.Response | None:
    """One request; a dropped connection is retried once (the only retry a client makes)."""
    for attempt in (1, 2):
        started = time.monotonic()
        try:
            resp = await client.request(method, url, **kw)
        except RETRYABLE:
            tally.transport_errors += 1
            if attempt == 2:
                return None
            continue
        tally.record(op, started, resp.status_code, _code(resp) if resp.status_code >= 500 else "")
        return resp
    return None


async def writer(
    base: str, token: str, wid: int, tally: Tally, stop: asyncio.Event, pool: NamePool, rng: random.Random
) -> None:
    headers = {"authorization": f"Bearer {token}"}
    n = 0
    async with httpx.AsyncClient(base_url=base, headers=headers, timeout=60) as client:
        while not stop.is_set():
            n += 1
            name = pool.pick(rng)
            body = {"skill_md": skill_md(name, wid * 1_000_000_000 + n), "source": "agent"}
            resp = await request(client, tally, "write", "POST", "/api/v1/skills", json=body)
            if resp is not None and resp.status_code in (200, 201):
                tally.acked_hashes.add(resp.json()["content_hash"])
                tally.latest_acked[name] = resp.json()["content_hash"]


async def reviewer(base: str, token: str, tally: Tally, stop: asyncio.Event, rng: random.Random) -> None:
    async with httpx.AsyncClient(base_url=base, headers={"authorization": f"Bearer {token}"}, timeout=60) as client:
        while not stop.is_set():
            resp = await request(client, tally, "inbox", "GET", "/api/v1/skills-inbox?limit=20")
            if resp is None or resp.status_code != 200 or not resp.json()["items"]:
                await asyncio.sleep(0.2)
                continue
            # The notification rounds approve their own skills: a reviewer taking one first would fail the round.
            cards = [c for c in resp.json()["items"] if not c["name"].startswith("notify-")]
            if not cards:
                await asyncio.sleep(0.2)
                continue
            card = rng.choice(cards)
            body = {"content_hash": card["content_hash"], "reason": "fleet drill"}
            done = await request(
                client, tally, "approve", "POST", f"/api/v1/skills-inbox/{card['name']}/approve", json=body
            )
            if done is not None and done.status_code == 200:
                tally.acked_approvals.append((card["name"], card["content_hash"]))


async def node(base: str, token: str, nid: int, tally: Tally, stop: asyncio.Event) -> None:
    etag: str | None = None
    async with httpx.AsyncClient(base_url=base, headers={"authorization": f"Bearer {token}"}, timeout=60) as client:
        while not stop.is_set():
            headers = {"if-none-match": etag} if etag else {}
            resp = await request(
                client,
                tally,
                "installable",
                "POST",
                "/api/v1/skills/installable",
                json={"node_id": f"n{nid}"},
                headers=headers,
            )
            if resp is not None and resp.status_code == 200:
                etag = resp.headers.get("etag")
            beat = {"node_id": f"n{nid}", "hostname": "fleet", "reconcile": {"installed": []}}
            await request(client, tally, "heartbeat", "POST", "/api/v1/nodes/heartbeat", json=beat)
            await asyncio.sleep(0.5)


def _mcp_status(result: Any) -> int:
    """An MCP tool result as an HTTP-like status: 503 for a fail-closed outage answer, else 200."""
    return 503 if result.is_error and "unavailable" in str(result.content).lower() else 200


async def agent(base: str, token: str, tally: Tally, stop: asyncio.Event, rng: random.Random) -> None:
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    while not stop.is_set():
        try:
            http = httpx2.AsyncClient(headers={"authorization": f"Bearer {token}"}, timeout=60)
            async with http, Client(streamable_http_client(base + "/mcp", http_client=http), mode="auto") as mcp:
                while not stop.is_set():
                    started = time.monotonic()
                    found = await mcp.call_tool("search_skills", {"query": "fleet tool"})
                    tally.record("mcp_search", started, _mcp_status(found))
                    names = [s["name"] for s in (found.structured_content or {}).get("results", [])][:5]
                    if names:
                        started = time.monotonic()
                        got = await mcp.call_tool("get_skill", {"name": rng.choice(names)})
                        tally.record("mcp_get", started, _mcp_status(got))
        except Exception:  # a dropped connection (kill -9, outage): reconnect, as a real agent would
            tally.transport_errors += 1
            await asyncio.sleep(0.2)


def start_load(
    fleet: Fleet, n: int, tally: Tally, stop: asyncio.Event, pool: NamePool
) -> tuple[list[asyncio.Task[None]], dict[str, int]]:
    """The mixed load of `n` clients through nginx, running until `stop`; the tasks and how many of each kind."""
    base, tokens = fleet.url, fleet.tokens
    kinds = {"agent": max(1, n * 3 // 8), "writer": max(1, n // 4), "reviewer": max(1, n // 8)}
    kinds["node"] = max(1, n - sum(kinds.values()))
    tasks = [
        asyncio.create_task(agent(base, tokens["agent"], tally, stop, random.Random(i))) for i in range(kinds["agent"])
    ]
    tasks += [
        asyncio.create_task(writer(base, tokens["writer"], i, tally, stop, pool, random.Random(200 + i)))
        for i in range(kinds["writer"])
    ]
    tasks += [
        asyncio.create_task(reviewer(base, tokens["reviewer"], tally, stop, random.Random(100 + i)))
        for i in range(kinds["reviewer"])
    ]
    tasks += [asyncio.create_task(node(base, tokens["node"], i, tally, stop)) for i in range(kinds["node"])]
    return tasks, kinds
