"""Two replicas behind nginx on a private PostgreSQL, mixed load, faults injected, nothing lost.

    python benchmarks/fleet_reliability.py                       # 64 clients, 60 s, every fault
    python benchmarks/fleet_reliability.py --clients 8 --duration 10 --notify-rounds 3   # small (make test)
    python benchmarks/fleet_reliability.py --notify-rounds 50    # the notification drill 50 times under load
    python benchmarks/fleet_reliability.py --clients 16 --faults none --notify-rounds 50 --soak 1800   # 30 min

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
import random
import resource
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, text

from fleet import Fleet, Replica, cli, temp_root
from fleet_soak import Sampler, report

FAULTS = ("kill", "pg", "listener", "node", "disk")
LISTENER_NAME = "skillkeeper-listen"  # skillkeeper.deliver.mcp.notify.LISTENER_NAME (a test pins the two)
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


async def wait_ready(url: str, bound: float) -> bool:
    async with httpx.AsyncClient(timeout=2) as client:
        deadline = time.monotonic() + bound
        while time.monotonic() < deadline:
            try:
                if (await client.get(url + "/readyz")).status_code == 200:
                    return True
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.1)
    return False


# --- faults


async def fault_kill(fleet: Fleet, tally: Tally) -> None:
    victim = fleet.servers[0]
    t0 = time.monotonic()
    await asyncio.to_thread(victim.kill)
    await asyncio.sleep(2)  # load runs on the survivor meanwhile
    await asyncio.to_thread(victim.start)
    tally.fault_windows.append((t0, time.monotonic() + 1, "kill"))
    tally.faults["kill -9 one replica"] = f"restarted in {time.monotonic() - t0:.1f} s"


async def fault_pg(fleet: Fleet, tally: Tally) -> None:
    t0 = time.monotonic()
    took = await asyncio.to_thread(fleet.pg.restart)
    ready = all([await wait_ready(s.url, 60) for s in fleet.servers])
    tally.fault_windows.append((t0, time.monotonic() + 2, "pg"))
    tally.faults["restart PostgreSQL"] = f"down {took:.1f} s; replicas ready again: {'yes' if ready else 'NO'}"
    if not ready:
        tally.faults["restart PostgreSQL"] += " FAILED"


async def fault_listener(fleet: Fleet, tally: Tally, base: str) -> None:
    failed = await notify_round(base, fleet.tokens, tally, fleet, drop=True, bound=30)
    tally.faults["drop the LISTEN connections"] = f"FAILED: {failed}" if failed else "change made meanwhile announced"


async def fault_node(fleet: Fleet, tally: Tally) -> None:
    """The node agent through a server outage: nothing on disk changes, the next pass converges."""
    target = fleet.root / "node-skills"
    targets = json.dumps([{"dir": str(target), "mode": "owned"}])
    env_extra = {"SKILLKEEPER_TOKEN": fleet.tokens["node"], "SKILLKEEPER_SKILL_TARGETS": targets}
    home = fleet.root / "node-home"
    home.mkdir(exist_ok=True)

    def agent_once(server: str) -> int:
        from fleet import skillkeeper_env

        env = skillkeeper_env("sqlite:///" + str(home / "unused.db"), home, **env_extra)
        return subprocess.run(
            [sys.executable, "-m", "skillkeeper", "agent", "--once", "--server", server],
            env=env,
            capture_output=True,
            timeout=120,
            check=False,
        ).returncode

    first = await asyncio.to_thread(agent_once, fleet.url)
    before = sorted(p.name for p in target.iterdir()) if target.exists() else []
    dead = "http://127.0.0.1:9"  # nothing listens: the server is out
    during = await asyncio.to_thread(agent_once, dead)
    after_outage = sorted(p.name for p in target.iterdir()) if target.exists() else []
    again = await asyncio.to_thread(agent_once, fleet.url)
    converged = sorted(p.name for p in target.iterdir()) if target.exists() else []
    ok = first == 0 and during != 0 and before == after_outage and again == 0 and len(converged) >= len(before)
    tally.faults["node agent through an outage"] = (
        f"{len(before)} skills on disk kept, then {len(converged)} after"
        if ok
        else f"FAILED (exit {first}/{during}/{again})"
    )


async def fault_disk(root: Path, tally: Tally) -> None:
    """SQLite with a file-size limit (EFBIG, as a full disk): clear errors, no corruption, `db check` clean."""
    home = root / "disk-home"
    home.mkdir(exist_ok=True)
    url = f"sqlite:///{home / 'small.db'}"
    await asyncio.to_thread(cli, url, home, "db", "upgrade")  # off the loop: the load keeps running
    await asyncio.to_thread(cli, url, home, "tenants", "create", "fleet")
    token = json.loads(
        await asyncio.to_thread(
            cli,
            url,
            home,
            "tokens",
            "create",
            "--tenant",
            "fleet",
            "--principal",
            "w",
            "--scopes",
            "skills:read,skills:write",
            "--json",
        )
    )["token"]
    size = (home / "small.db").stat().st_size
    limit = size + 2 * 1024 * 1024

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    import signal as _signal

    def limited() -> None:
        cap()
        _signal.signal(_signal.SIGXFSZ, _signal.SIG_IGN)  # EFBIG instead of death, as on a full disk

    server = Replica(url, home, preexec=limited)
    await asyncio.to_thread(server.start)
    statuses: dict[int, int] = defaultdict(int)
    messages: set[str] = set()
    try:
        async with httpx.AsyncClient(
            base_url=server.url, headers={"authorization": f"Bearer {token}"}, timeout=60
        ) as client:
            blob = "x" * 60_000
            refused = 0
            for i in range(200):
                body = {"skill_md": skill_md(f"big-{i}", i) + blob, "source": "agent"}
                try:
                    resp = await client.post("/api/v1/skills", json=body)
                except httpx.TransportError:
                    statuses[0] += 1  # a dropped connection: counted as a failure of the drill
                    refused += 1
                    continue
                statuses[resp.status_code] += 1
                if resp.status_code >= 400:
                    messages.add(resp.text[:160])
                    refused += 1
                    if refused >= 3:
                        break
            health = (await client.get("/healthz")).status_code
    finally:
        await asyncio.to_thread(server.stop)
    problems = await asyncio.to_thread(
        lambda: subprocess.run(
            [sys.executable, "-m", "skillkeeper", "db", "check"],
            env=__import__("fleet").skillkeeper_env(url, home),
            capture_output=True,
            text=True,
            check=False,
        )
    )
    failed = [s for s in statuses if s >= 400 or s == 0]
    ok = failed == [507] and problems.returncode == 0 and health == 200
    tally.faults["disk full under SQLite"] = (
        f"writes refused with {sorted(failed)}, server up, db check clean"
        if ok
        else f"FAILED: statuses {dict(statuses)}, db check: {problems.stdout.strip() or problems.stderr.strip()}"
    )
    tally.notes.append("disk full answer: " + "; ".join(sorted(messages))[:200])


# --- the run


def pct(values: list[float], q: float) -> float:
    return (
        statistics.quantiles(values, n=100)[int(q) - 1] * 1000
        if len(values) >= 2
        else (values[0] * 1000 if values else 0.0)
    )


def verify(fleet: Fleet, tally: Tally) -> dict[str, Any]:
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
            if fault == "kill":
                await fault_kill(fleet, tally)
            elif fault == "pg":
                await fault_pg(fleet, tally)
            elif fault == "listener":
                await fault_listener(fleet, tally, base)
            elif fault == "node":
                await fault_node(fleet, tally)
            elif fault == "disk":
                await fault_disk(root, tally)
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
    ops = sum(len(v) for v in tally.latencies.values())
    print()
    print(
        f"load: {args.clients} clients ({', '.join(f'{v} {k}s' for k, v in kinds.items())}) "
        f"for {wall:.0f} s, {args.replicas} replicas behind nginx"
        + "".join(f"; replica {i + 1}: {env}" for i, env in _replica_env(args.replica_env).items())
    )
    print(f"{'operation':<14}{'count':>8}{'p50 ms':>9}{'p99 ms':>9}  statuses")
    for op, values in sorted(tally.latencies.items()):
        print(
            f"{op:<14}{len(values):>8}{pct(values, 50):>9.1f}{pct(values, 99):>9.1f}  "
            f"{dict(sorted(tally.statuses[op].items()))}"
        )
    outside = [e for e in tally.errors_5xx if not tally.in_fault(e[0], e[1])]
    busy = [e for e in outside if e[4] == "busy"]  # back-pressure with Retry-After, not a failure
    outside = [e for e in outside if e[4] != "busy"]
    codes: dict[str, int] = defaultdict(int)
    for e in tally.errors_5xx:
        codes[f"{e[3]} {e[4]}"] += 1
    print(f"5xx by code: {dict(codes)}; back-pressure 503 busy outside fault windows: {len(busy)}")
    print(f"requests/s: {ops / wall:.0f}; dropped connections retried or reconnected: {tally.transport_errors}")
    print(
        f"catalog at the end: {result['skills']} skills, {result['revisions']} revisions "
        f"(writers revised a pool of {args.names} names; {pool.created} brand-new names)"
    )
    for note in tally.notes:
        print(note)
    print()
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
            f"{tally.rounds_run} of {args.notify_rounds}; after the approve: max "
            f"{max(tally.notify_delays, default=0.0):.1f} s)"
            + (f" (rounds failed: {'; '.join(tally.failed_rounds)})" if tally.failed_rounds else ""),
            tally.notifications_sent == tally.notifications_received
            and not tally.failed_rounds
            and tally.rounds_run == args.notify_rounds,
        ),
    ]
    rows += [(f"fault: {k}", v, "FAILED" not in v) for k, v in tally.faults.items()]
    if args.soak:
        warmup = args.warmup if args.warmup is not None else args.soak / 10
        rows += report(sampler.samples, args.soak, warmup)
        saved = root / "soak-samples.json"
        saved.write_text(json.dumps([dataclasses.asdict(x) for x in sampler.samples]))
        print(f"samples (seconds since the load started, RSS KiB per replica, connections, catalog): {saved}")
    width = max(len(r[0]) for r in rows) + 2
    fig = max(60, *(len(r[1]) + 2 for r in rows))
    print(f"{'invariant':<{width}}{'figure':<{fig}}ok")
    for name, figure, ok in rows:
        print(f"{name:<{width}}{figure:<{fig}}{'yes' if ok else 'NO'}")
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
