"""Peak server memory under large concurrent uploads and many held-open MCP streams.

    PYTHONPATH=src .venv/bin/python benchmarks/resource_caps.py [--engine sqlite|postgresql]
        [--writes 16] [--write-mib 23] [--streams 500]

Starts a real `skillkeeper serve` on loopback over a fresh database, then
1. fires `--writes` concurrent skill writes of about `--write-mib` MiB of JSON each (one token);
   a write answered 503 busy is retried after its Retry-After, as a client should;
2. opens `--streams` GET /mcp event streams at once (4 per principal over 125 principals, and
   the same number anonymously from one address) and holds them idle.
For each phase it prints the server's RSS before, its peak during (VmHWM, reset per phase, and a
10 ms sampler), and after, plus what the server answered. The goal is a peak below 400 MB.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from _corpus import temp_database
from rest_bench import free_port
from skillkeeper.access.tokens import create_token
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import ensure_tenant

MiB = 1024 * 1024


def rss_kib(pid: int, field: str = "VmRSS") -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


@contextmanager
def peak_rss(pid: int) -> Iterator[dict[str, int]]:
    """The peak RSS (KiB) of `pid` while the block runs: VmHWM reset first, and a sampler besides."""
    out = {"before": rss_kib(pid), "peak": 0, "after": 0}
    with contextlib.suppress(OSError):
        Path(f"/proc/{pid}/clear_refs").write_text("5")  # resets VmHWM to the current RSS
    stop = threading.Event()

    def sample() -> None:
        while not stop.wait(0.01):
            out["peak"] = max(out["peak"], rss_kib(pid))

    thread = threading.Thread(target=sample, daemon=True)
    thread.start()
    try:
        yield out
    finally:
        stop.set()
        thread.join(timeout=5)
        out["peak"] = max(out["peak"], rss_kib(pid, "VmHWM"))
        out["after"] = rss_kib(pid)


def skill_body(name: str, target_mib: float) -> bytes:
    """A valid skill write of about `target_mib` MiB of JSON: random binary files (base64) and a
    text file of characters JSON must escape, within the 16 MiB per-skill cap."""
    text_bytes = int(1.6 * MiB)
    binary_bytes = max(0, int((target_mib * MiB - 2 * text_bytes) * 3 / 4) - 64 * 1024)
    binary_bytes = min(binary_bytes, 16 * MiB - text_bytes - 64 * 1024)
    files = []
    for i in range(0, binary_bytes, MiB):
        chunk = os.urandom(min(MiB, binary_bytes - i))
        files.append(
            {
                "path": f"assets/blob-{i // MiB:03d}.bin",
                "content": base64.b64encode(chunk).decode(),
                "encoding": "base64",
            }
        )
    files.append({"path": "references/quotes.md", "content": '"' * text_bytes})
    skill_md = (
        f"---\nname: {name}\ndescription: Use when measuring how much memory a large upload "
        f"costs the server.\n---\n\n# {name}\n\nLarge on purpose.\n"
    )
    return json.dumps({"skill_md": skill_md, "files": files}).encode()


async def write_all(url: str, token: str, bodies: list[bytes]) -> Counter[str]:
    outcomes: Counter[str] = Counter()
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    async with httpx.AsyncClient(base_url=url, timeout=600) as client:

        async def one(body: bytes) -> None:
            for _attempt in range(20):
                r = await client.post("/api/v1/skills", content=body, headers=headers)
                if r.status_code != 503:
                    outcomes[str(r.status_code)] += 1
                    return
                outcomes["503 busy, retried"] += 1
                await asyncio.sleep(float(r.headers.get("retry-after", "5")))
            outcomes["gave up"] += 1

        await asyncio.gather(*(one(b) for b in bodies))
    return outcomes


async def hold_streams(
    url: str, tokens: list[str | None], hold: asyncio.Event, opened: Counter[str], ready: asyncio.Event
) -> None:
    limits = httpx.Limits(max_connections=len(tokens) + 10, max_keepalive_connections=0)
    async with httpx.AsyncClient(base_url=url, timeout=httpx.Timeout(60, read=None), limits=limits) as client:
        pending = len(tokens)

        async def one(token: str | None) -> None:
            nonlocal pending
            headers = {"accept": "text/event-stream"}
            if token:
                headers["authorization"] = f"Bearer {token}"
            try:
                async with client.stream("GET", "/mcp", headers=headers) as r:
                    opened[str(r.status_code)] += 1
                    pending -= 1
                    if pending == 0:
                        ready.set()
                    if r.status_code == 200:
                        await hold.wait()
            except httpx.HTTPError as exc:
                opened[type(exc).__name__] += 1
                pending -= 1
                if pending == 0:
                    ready.set()

        await asyncio.gather(*(one(t) for t in tokens))


async def stream_phase(url: str, pid: int, tokens: list[str | None]) -> tuple[dict[str, int], Counter[str]]:
    opened: Counter[str] = Counter()
    hold, ready = asyncio.Event(), asyncio.Event()
    with peak_rss(pid) as rss:
        task = asyncio.create_task(hold_streams(url, tokens, hold, opened, ready))
        await asyncio.wait_for(ready.wait(), timeout=300)
        await asyncio.sleep(2)  # held idle
        hold.set()
        await asyncio.wait_for(task, timeout=120)
    return rss, opened


def report(label: str, rss: dict[str, int], outcomes: Counter[str]) -> None:
    mb = {k: v * 1024 / 1e6 for k, v in rss.items()}
    answers = ", ".join(f"{k}: {v}" for k, v in sorted(outcomes.items()))
    print(
        f"{label:<44} RSS before {mb['before']:6.0f} MB  peak {mb['peak']:6.0f} MB  "
        f"after {mb['after']:6.0f} MB   [{answers}]"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default="sqlite", choices=["sqlite", "postgresql"])
    parser.add_argument("--writes", type=int, default=16)
    parser.add_argument("--write-mib", type=float, default=23)
    parser.add_argument("--streams", type=int, default=500)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp, temp_database(args.engine, Path(tmp)) as db_url:
        keeper = Keeper.open(db_url)
        with keeper.store.write() as conn:
            tid = ensure_tenant(conn, "bench")
            writer = create_token(conn, tid, "uploader", "skills:read,skills:write").token
            readers = [
                create_token(conn, tid, f"agent-{i}", "skills:read").token for i in range(max(1, args.streams // 4))
            ]
        keeper.close()
        port = free_port()
        env = {**os.environ, "SKILLKEEPER_DATABASE_URL": db_url, "SKILLKEEPER_HOME": tmp}
        proc = subprocess.Popen(
            [sys.executable, "-m", "skillkeeper", "serve", "--port", str(port), "--quiet"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            assert proc.stdout is not None
            line = ""
            for _ in range(5):  # `home:` and `database:` come first
                line = proc.stdout.readline()
                if line.startswith("skillkeeper listening") or not line:
                    break
            if "listening" not in line:
                raise SystemExit(f"serve did not start: {line}{proc.stderr.read() if proc.stderr else ''}")
            httpx.get(f"{url}/healthz", timeout=30).raise_for_status()
            print(f"engine {args.engine}; server idle RSS {rss_kib(proc.pid) * 1024 / 1e6:.0f} MB")
            bodies = [skill_body(f"big-{i:02d}-{secrets.token_hex(2)}", args.write_mib) for i in range(args.writes)]
            size = sum(len(b) for b in bodies) / len(bodies) / MiB
            start = time.perf_counter()
            with peak_rss(proc.pid) as rss:
                outcomes = asyncio.run(write_all(url, writer, bodies))
            report(
                f"{args.writes} concurrent writes of {size:.1f} MiB ({time.perf_counter() - start:.0f} s)",
                rss,
                outcomes,
            )
            del bodies
            per_principal = [t for t in readers for _ in range(4)][: args.streams]
            rss, opened = asyncio.run(stream_phase(url, proc.pid, list(per_principal)))
            report(f"{len(per_principal)} GET /mcp streams, {len(readers)} principals", rss, opened)
            rss, opened = asyncio.run(stream_phase(url, proc.pid, [None] * args.streams))
            report(f"{args.streams} anonymous GET /mcp streams, one address", rss, opened)
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)


if __name__ == "__main__":
    main()
