"""skillkeeper's REST and MCP reads beside the plainest same-stack peers, driven by wrk.

    .venv/bin/python benchmarks/serve_bench.py [--corpus ../shared/corpus] [--engines sqlite,postgresql]
        [--duration 10] [--clients 1,32] [--workers 1] [--reads get,list,search,mcp_get,mcp_search]
        [--wrk-threads 1] [--nice -20]

Per engine: import the curated collections (superpowers, wshobson-agents, k-dense-scientific)
as active skills, then start on the same database `skillkeeper serve`, the REST peer
(FastAPI + uvicorn + the plain driver, benchmarks/peers/rest_peer.py) and the MCP peer (the
SDK's MCPServer, stateless JSON, benchmarks/peers/mcp_peer.py). Each read at each client
count is driven by wrk (Debian package `wrk`, installed when missing) for `--duration`
seconds, skillkeeper and the peer interleaved, and the ratio skillkeeper / peer printed.
`--tiny` uses the packaged demo skills instead of the corpus (a smoke run for tests).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx

from _corpus import DEFAULT_CORPUS, import_catalog, temp_database
from rest_bench import free_port, start

ROOT = Path(__file__).resolve().parent.parent
PEERS = Path(__file__).resolve().parent / "peers"
CURATED = ("superpowers", "wshobson-agents", "k-dense-scientific")
QUERIES = ["pdf", "test", "kubernetes", "review", "plot", "database", "paper", "docker", "react", "security"]
MCP_HEADERS = {
    "content-type": "application/json",
    "accept": "application/json, text/event-stream",
    "mcp-protocol-version": "2025-11-25",
}


def ensure_wrk() -> str:
    """The path of wrk, installing Debian's package when it is missing."""
    found = shutil.which("wrk")
    if found:
        return found
    subprocess.run(["apt-get", "install", "-y", "-q", "wrk"], check=True, capture_output=True)
    found = shutil.which("wrk")
    if not found:
        raise SystemExit("wrk is not installed and apt-get could not install it")
    return found


def catalog_folders(args: argparse.Namespace) -> list[Path]:
    """The skill folders to import: the packaged demo skills with --tiny, else the curated corpus."""
    return [ROOT / "src" / "skillkeeper" / "demo" / "skills"] if args.tiny else [args.corpus / c for c in CURATED]


def stop(procs: Iterable[subprocess.Popen[bytes]]) -> None:
    """Terminate the servers and wait for each to exit."""
    for proc in procs:
        proc.terminate()
        proc.wait(timeout=30)


def lua_script(kind: str, names: list[str], token: str) -> str:
    """A wrk script rotating through skill names or queries for one kind of read."""
    items = QUERIES if kind in ("search", "mcp_search") else names[:1] if kind == "list" else names
    lines = [
        "local items = {" + ",".join(json.dumps(n) for n in items) + "}",
        "local i = 0",
        "local auth = " + json.dumps(f"Bearer {token}"),
    ]
    if kind == "get":
        call = 'wrk.format("GET", "/api/v1/skills/" .. item, {["Authorization"] = auth})'
    elif kind == "list":
        call = 'wrk.format("GET", "/api/v1/skills?limit=50", {["Authorization"] = auth})'
    elif kind == "search":
        call = 'wrk.format("GET", "/api/v1/skills?limit=10&q=" .. item, {["Authorization"] = auth})'
    else:
        tool, arg = ("get_skill", "name") if kind == "mcp_get" else ("search_skills", "query")
        headers = "{" + ", ".join(f'["{k}"] = {json.dumps(v)}' for k, v in MCP_HEADERS.items())
        headers += ', ["Authorization"] = auth}'
        body = (
            '\'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"'
            + tool
            + '","arguments":{"'
            + arg
            + "\":\"' .. item .. '\"}}}'"
        )
        call = f'wrk.format("POST", "/mcp", {headers}, {body})'
    # Every request is formatted once per wrk thread (in `init`, once wrk has set the Host
    # header), so the load generator spends as little of the shared cores per request as it can.
    lines += [
        "local reqs = {}",
        "init = function(args)",
        "  for k, item in ipairs(items) do",
        f"    reqs[k] = {call}",
        "  end",
        "end",
        "request = function()",
        "  i = i + 1",
        "  return reqs[(i % #reqs) + 1]",
        "end",
    ]
    return "\n".join(lines) + "\n"


def tree(pid: int) -> list[int]:
    """`pid` and its descendants (from /proc, Linux)."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        try:
            for task in os.listdir(f"/proc/{p}/task"):
                todo += [int(c) for c in Path(f"/proc/{p}/task/{task}/children").read_text().split()]
        except OSError:
            continue
    return out


def prioritise(pids: list[int], nice: int) -> None:
    """Set the niceness of every thread of `pids` and of this session's scheduler autogroup.

    With autogroup scheduling (`/proc/sys/kernel/sched_autogroup_enabled`) the CPU is shared
    between sessions first, so a thread's own niceness only counts inside its session; the
    servers and wrk run in this process's session, whose group niceness is set too.
    """
    with contextlib.suppress(OSError):  # no autogroup scheduling on this kernel
        Path("/proc/self/autogroup").write_text(str(nice))
    for pid in pids:
        try:
            tids = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
        except OSError:
            continue
        for tid in tids:
            with contextlib.suppress(OSError):  # a thread that just ended
                os.setpriority(os.PRIO_PROCESS, tid, nice)


@contextlib.contextmanager
def prioritised(pids: list[int], nice: int) -> Iterator[None]:
    """`pids` (and this session) at niceness `nice` for the block, back to 0 after; nothing when `nice` is 0."""
    if nice:
        prioritise(pids, nice)
    try:
        yield
    finally:
        if nice:
            prioritise(pids, 0)


@dataclass
class Point:
    rps: float
    p50_ms: float
    errors: int
    wrk_cores: float  # CPU the load generator itself used, in cores (of the machine's 2)


def run_wrk(
    wrk: str, port: int, script: Path, clients: int, duration: int, threads: int | None = None, nice: int = 0
) -> Point:
    """One wrk run; `threads` defaults to one per client up to the machine's two cores."""
    threads = min(clients, threads or 2)
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(
        [
            *(["nice", "-n", str(nice)] if nice else []),
            wrk,
            f"-t{threads}",
            f"-c{clients}",
            f"-d{duration}s",
            "--latency",
            "-s",
            str(script),
            f"http://127.0.0.1:{port}",
        ],
        capture_output=True,
        text=True,
        timeout=duration + 60,
    ).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    wrk_cores = (after.ru_utime + after.ru_stime - used.ru_utime - used.ru_stime) / duration
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    p50 = re.search(r"50%\s+([\d.]+)(us|ms|s)", out)
    scale = {"us": 0.001, "ms": 1.0, "s": 1000.0}
    p50_ms = float(p50.group(1)) * scale[p50.group(2)] if p50 else float("nan")
    bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    errs = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    errors = (int(bad.group(1)) if bad else 0) + (sum(int(g) for g in errs.groups()) if errs else 0)
    return Point(rps, p50_ms, errors, wrk_cores)


def check_answers(port: int, peer_port: int, mcp_peer_port: int, names: list[str], token: str) -> None:
    """Both sides answer each read with 200 and a result before any load runs."""
    auth = {"Authorization": f"Bearer {token}"}
    for base in (port, peer_port):
        r = httpx.get(f"http://127.0.0.1:{base}/api/v1/skills/{names[0]}", headers=auth, timeout=30)
        assert r.status_code == 200 and r.json()["name"] == names[0], r.text[:300]
    for base in (port, mcp_peer_port):
        body = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": "get_skill", "arguments": {"name": names[0]}},
        }
        r = httpx.post(f"http://127.0.0.1:{base}/mcp", json=body, headers={**MCP_HEADERS, **auth}, timeout=30)
        assert r.status_code == 200 and names[0] in r.text and '"isError":true' not in r.text, r.text[:300]


def bench_engine(engine: str, args: argparse.Namespace, wrk: str, tmp: Path) -> list[str]:
    rows: list[str] = []
    with temp_database(engine, tmp) as url:
        names, token, _ = import_catalog(url, catalog_folders(args))
        print(f"[{engine}] {len(names)} active skills", flush=True)
        env = {
            **os.environ,
            "SKILLKEEPER_DATABASE_URL": url,
            "PEER_DATABASE_URL": url,
            "PEER_TOKEN": token,
            "PYTHONPATH": f"{PEERS}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
        }
        exe = str(Path(sys.executable).parent / "skillkeeper")
        ports = {"sk": free_port(), "rest": free_port(), "mcp": free_port()}
        serve = [exe, "serve", "--port", str(ports["sk"]), "--quiet"]
        if args.workers > 1:
            serve += ["--workers", str(args.workers)]
        procs = [
            start(serve, env, ports["sk"], "/readyz", tmp / "sk.log"),
            start(
                [sys.executable, str(PEERS / "rest_peer.py"), str(ports["rest"])],
                env,
                ports["rest"],
                "/ready",
                tmp / "rest.log",
            ),
            start(
                [sys.executable, str(PEERS / "mcp_peer.py"), str(ports["mcp"])],
                env,
                ports["mcp"],
                "/ready",
                tmp / "mcp.log",
            ),
        ]
        try:
            check_answers(ports["sk"], ports["rest"], ports["mcp"], names, token)
            for kind in args.reads.split(","):
                script = tmp / f"{kind}.lua"
                script.write_text(lua_script(kind, names, token))
                peer = ports["mcp"] if kind.startswith("mcp") else ports["rest"]
                for clients in (int(c) for c in args.clients.split(",")):
                    run_wrk(wrk, ports["sk"], script, clients, 1)  # warm-up, both sides
                    run_wrk(wrk, peer, script, clients, 1)
                    with prioritised([p for proc in procs for p in tree(proc.pid)], args.nice):
                        ours = run_wrk(wrk, ports["sk"], script, clients, args.duration, args.wrk_threads, args.nice)
                        theirs = run_wrk(wrk, peer, script, clients, args.duration, args.wrk_threads, args.nice)
                    ratio = ours.rps / theirs.rps if theirs.rps else float("nan")
                    row = (
                        f"[{engine}] {kind:<10} x{clients:<3} skillkeeper {ours.rps:8.0f} req/s "
                        f"p50 {ours.p50_ms:7.1f} ms err {ours.errors:<4} | peer {theirs.rps:8.0f} "
                        f"req/s p50 {theirs.p50_ms:7.1f} ms err {theirs.errors:<4} | ratio {ratio:5.2f} "
                        f"| wrk cores {ours.wrk_cores:.2f}/{theirs.wrk_cores:.2f}"
                    )
                    print(row, flush=True)
                    rows.append(row)
        finally:
            stop(procs)
    return rows


def run_engines(
    args: argparse.Namespace, bench_engine: Callable[[str, argparse.Namespace, str, Path], list[str]], summary: str
) -> None:
    """Run `bench_engine` on every engine of --engines in one temporary folder, then print `summary` and the rows."""
    wrk = ensure_wrk()
    rows: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            rows += bench_engine(engine, args, wrk, Path(tmp))
    print(f"\n{summary}")
    print("\n".join(rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--duration", type=int, default=10)
    parser.add_argument("--clients", default="1,32")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--reads", default="get,list,search,mcp_get,mcp_search")
    parser.add_argument("--tiny", action="store_true", help="demo skills instead of the corpus")
    parser.add_argument("--wrk-threads", type=int, default=1)
    parser.add_argument(
        "--nice",
        type=int,
        default=0,
        help="niceness of the servers and wrk during each timed run (negative needs root; see serve_workers.py)",
    )
    run_engines(
        parser.parse_args(), bench_engine, "summary (ratio = skillkeeper / plain peer, same database, interleaved):"
    )


if __name__ == "__main__":
    main()
