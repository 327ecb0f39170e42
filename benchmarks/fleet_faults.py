"""The faults the drill injects under load, each recording its window and its verdict in the Tally."""

from __future__ import annotations

import asyncio
import json
import resource
import signal
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

import httpx

from fleet import Fleet, Replica, cli, fleet_token, skillkeeper_env
from fleet_load import Tally, skill_md
from fleet_notify import notify_round

FAULTS = ("kill", "pg", "listener", "node", "disk")


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
    token = await asyncio.to_thread(fleet_token, url, home, "w", "skills:read,skills:write")
    size = (home / "small.db").stat().st_size
    limit = size + 2 * 1024 * 1024

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    def limited() -> None:
        cap()
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of death, as on a full disk

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
            env=skillkeeper_env(url, home),
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


async def inject(fault: str, fleet: Fleet, tally: Tally, root: Path) -> None:
    """Inject one of FAULTS into the running fleet (load keeps running meanwhile)."""
    if fault == "kill":
        await fault_kill(fleet, tally)
    elif fault == "pg":
        await fault_pg(fleet, tally)
    elif fault == "listener":
        await fault_listener(fleet, tally, fleet.url)
    elif fault == "node":
        await fault_node(fleet, tally)
    elif fault == "disk":
        await fault_disk(root, tally)
