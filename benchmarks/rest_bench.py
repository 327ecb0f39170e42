"""REST throughput and latency against a real `skillkeeper serve` with the corpus imported.

    .venv/bin/python benchmarks/rest_bench.py [--corpus ../shared/corpus] [--engines sqlite,postgresql]
        [--clients 32] [--requests 4000] [--full-requests 64]

Per engine: import every skill folder (operator, source=manual, status=active for valid
ones), start `skillkeeper serve` as a subprocess on loopback, then drive it with `--clients`
concurrent httpx async clients. Prints requests/s, p50 and p99 for GET /api/v1/skills/{slug},
POST /api/v1/skills/installable answered 304 (If-None-Match) and answered 200 (full content).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from _corpus import DEFAULT_CORPUS, import_catalog, percentile, temp_database

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(
    cmd: list[str], env: dict[str, str], port: int, ready: str, log: Path, *, timeout: float = 90, only_ok: bool = False
) -> subprocess.Popen[bytes]:
    """Start a server process and wait until `ready` answers (any HTTP status, or only 200 with `only_ok`)."""
    # The server's stderr goes to a file: an unread pipe would fill up and stall it.
    with log.open("wb") as sink:
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=sink)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}{ready}", timeout=2).status_code == 200 or not only_ok:
                return proc
        except httpx.HTTPError:
            pass
        if proc.poll() is not None:
            raise SystemExit(f"{cmd[1]} exited: {log.read_text()[-2000:]}")
        time.sleep(0.2)
    proc.terminate()
    raise SystemExit(f"{cmd} did not become ready within {timeout:.0f} s")


def start_server(url: str, port: int, log: Path) -> subprocess.Popen[bytes]:
    """`skillkeeper serve` on `url`'s database, once /readyz answers 200."""
    env = {**os.environ, "SKILLKEEPER_DATABASE_URL": url}
    exe = Path(sys.executable).parent / "skillkeeper"
    return start(
        [str(exe), "serve", "--port", str(port), "--quiet"], env, port, "/readyz", log, timeout=60, only_ok=True
    )


async def drive(make_request, total: int, clients: int, base: str) -> tuple[float, list[float], dict[int, int]]:  # type: ignore[no-untyped-def]
    """Run `total` requests over `clients` concurrent clients; return wall time, latencies, status counts."""
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    counter = iter(range(total))

    async def worker() -> None:
        async with httpx.AsyncClient(base_url=base, timeout=120) as client:
            for i in counter:
                t0 = time.perf_counter()
                r = await make_request(client, i)
                latencies.append(time.perf_counter() - t0)
                statuses[r.status_code] = statuses.get(r.status_code, 0) + 1

    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(clients)))
    return time.perf_counter() - start, latencies, statuses


def report(engine: str, label: str, wall: float, latencies: list[float], statuses: dict[int, int]) -> None:
    print(
        f"[{engine}] {label:<34} {len(latencies) / wall:8.1f} req/s   p50 {percentile(latencies, 50) * 1000:8.1f} ms"
        f"   p99 {percentile(latencies, 99) * 1000:8.1f} ms   statuses {statuses}"
    )


async def bench(engine: str, names: list[str], token: str, port: int, args: argparse.Namespace) -> None:
    base = f"http://127.0.0.1:{port}"
    auth = {"Authorization": f"Bearer {token}"}
    rng = random.Random(7)
    picks = [rng.choice(names) for _ in range(args.requests)]

    async def get_skill(client: httpx.AsyncClient, i: int) -> httpx.Response:
        return await client.get(f"/api/v1/skills/{picks[i]}", headers=auth)

    async with httpx.AsyncClient(base_url=base, timeout=300) as client:
        first = await client.post("/api/v1/skills/installable", json={}, headers=auth)
    etag = first.headers["etag"]
    size_mb = len(first.content) / 1e6
    print(f"[{engine}] installable payload: {len(first.json()['skills'])} skills, {size_mb:.1f} MB")

    async def not_modified(client: httpx.AsyncClient, _: int) -> httpx.Response:
        return await client.post("/api/v1/skills/installable", json={}, headers={**auth, "If-None-Match": etag})

    async def full(client: httpx.AsyncClient, _: int) -> httpx.Response:
        # A fresh connection each time: a 31 MB body can keep a pooled one idle past uvicorn's keep-alive.
        return await client.post("/api/v1/skills/installable", json={}, headers={**auth, "Connection": "close"})

    await drive(get_skill, min(200, args.requests), args.clients, base)  # warm-up
    report(engine, "GET /api/v1/skills/{slug}", *await drive(get_skill, args.requests, args.clients, base))
    report(engine, "POST installable -> 304", *await drive(not_modified, args.requests, args.clients, base))
    report(engine, "POST installable -> 200 (full)", *await drive(full, args.full_requests, args.clients, base))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--requests", type=int, default=4000)
    parser.add_argument("--full-requests", type=int, default=64)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            with temp_database(engine, Path(tmp)) as url:
                names, token, wall = import_catalog(url, [args.corpus], folder_names=False)
                print(f"[{engine}] imported {len(names)} active skills in {wall:.0f} s")
                port = free_port()
                log = Path(tmp) / f"serve-{engine}.log"
                server = start_server(url, port, log)
                try:
                    asyncio.run(bench(engine, names, token, port, args))
                except httpx.HTTPError as exc:
                    print(f"[{engine}] client error {exc!r}; server log tail:\n{log.read_text()[-2000:]}")
                finally:
                    server.terminate()
                    server.wait(timeout=30)


if __name__ == "__main__":
    main()
