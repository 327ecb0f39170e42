"""The node's own catalog: `search_skills` latency of `skillkeeper mcp --node` at a 2,746-skill merged
catalog (cloud + overrides + local, from the real corpus), and its start time against `skillkeeper mcp`.

Usage: .venv/bin/python benchmarks/node_catalog.py [--corpus ../shared/corpus] [--size 2746] [--runs 5]

Search is timed over real stdio (JSON-RPC round trips to a running `mcp --node`), per query of
benchmarks/queries/curated.jsonl, after one warm-up query that builds the lexical index.
Start time is launch -> first tools/list answer, median of --runs, for both servers.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from _corpus import DEFAULT_CORPUS, percentile
from mcp_cold_start import EXE, HELLO, start_time
from skillkeeper.deliver.mcp.node import NodeBackend
from skillkeeper.node import store
from skillkeeper.node.catalog import Catalog, CatalogFile, CatalogSkill, is_valid_name
from skillkeeper.node.nodecatalog import NodeCatalog
from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir
from skillkeeper.skill.model import Skill
from skillkeeper.skill.parse import build_skill

QUERIES = Path(__file__).resolve().parent / "queries" / "curated.jsonl"


def load(corpus: Path, size: int) -> list[Skill]:
    """`size` skills with unique spec-valid names from every corpus folder (copies renamed to pad)."""
    found: dict[str, Skill] = {}
    for path in find_skill_dirs(corpus):
        try:
            skill = parse_skill_dir(path)
        except Exception:  # the wild archive has unreadable folders; they are not catalog material
            continue
        if is_valid_name(skill.name) and skill.name not in found:
            found[skill.name] = skill
    if not found:
        raise SystemExit(f"no skills under {corpus}; pass --corpus PATH (e.g. ../shared/corpus)")
    out = list(found.values())
    copy = 0
    while len(out) < size:
        base = out[copy % len(found)]
        copy += 1
        name = f"{base.name[:50]}-copy-{copy}"
        out.append(build_skill(base.skill_md.replace(f"name: {base.name}", f"name: {name}", 1), base.files))
    return out[:size]


def populate(home: Path, skills: list[Skill]) -> tuple[int, int, int]:
    """Cloud = 90% (synced.db), of which 1 in 10 overridden locally; local-only = the rest."""
    n_cloud = len(skills) * 9 // 10
    cloud, local_only = skills[:n_cloud], skills[n_cloud:]
    rows = [
        CatalogSkill(
            s.name,
            s.content_hash,
            (
                CatalogFile("SKILL.md", s.skill_md.encode()),
                *(CatalogFile(f.path, f.data, f.executable) for f in s.files),
            ),
        )
        for s in cloud
    ]
    node = NodeCatalog(home)
    try:
        node.sync(Catalog.of(rows, etag='"bench"'), server="bench")
        overridden = cloud[::10]
        with node.local.transaction() as conn:
            for s in overridden:
                store.put(conn, s, content_hash=s.content_hash + "-local")
            for s in local_only:
                store.put(conn, s)
        assert len(node.view().items) == len(skills)
    finally:
        node.close()
    return len(cloud), len(overridden), len(local_only)


def search_latencies(env: dict[str, str], queries: list[str]) -> tuple[list[float], float]:
    proc = subprocess.Popen([EXE, "mcp", "--node"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    assert proc.stdin and proc.stdout

    def ask(rid: int, query: str) -> float:
        assert proc.stdin and proc.stdout
        msg = {
            "jsonrpc": "2.0",
            "id": rid,
            "method": "tools/call",
            "params": {"name": "search_skills", "arguments": {"query": query, "limit": 10}},
        }
        start = time.perf_counter()
        proc.stdin.write((json.dumps(msg) + "\n").encode())
        proc.stdin.flush()
        for line in proc.stdout:
            answer = json.loads(line)
            if answer.get("id") == rid:
                assert not answer["result"].get("isError"), answer
                return time.perf_counter() - start
        raise RuntimeError("server closed")

    try:
        proc.stdin.write("".join(json.dumps(m) + "\n" for m in HELLO).encode())
        proc.stdin.flush()
        for line in proc.stdout:
            if json.loads(line).get("id") == 2:
                break
        first = ask(10, "warm up the index")
        times = [ask(100 + i, q) for i, q in enumerate(queries)]
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
        proc.stdout.close()
    return times, first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--size", type=int, default=2746)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    queries = [json.loads(line)["q"] for line in QUERIES.read_text().splitlines() if line.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        skills = load(args.corpus, args.size)
        cloud, overridden, local = populate(home, skills)
        env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
        env["SKILLKEEPER_HOME"] = str(home)
        node = NodeCatalog(home)
        backend = NodeBackend(node)
        node.warm()
        in_process = []
        for query in queries * 3:
            start = time.perf_counter()
            backend.session(None).call("search_skills", {"query": query, "limit": 10})
            in_process.append(time.perf_counter() - start)
        node.close()
        times, first = search_latencies(env, queries * 3)
        print(f"merged catalog: {len(skills)} skills ({cloud} cloud, {overridden} of them overridden, {local} local)")
        print(
            f"search_skills tool in process (merged view + BM25F + result shape): p50 "
            f"{percentile(in_process, 50) * 1000:.2f} ms, p95 {percentile(in_process, 95) * 1000:.2f} ms"
        )
        print(
            f"mcp --node search_skills over stdio: p50 {percentile(times, 50) * 1000:.2f} ms, "
            f"p95 {percentile(times, 95) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms over {len(times)} "
            f"queries (goal p50 < 5 ms); first query {first * 1000:.0f} ms "
            "(the index is built in the background from start)"
        )
        start_time(["mcp"], env)  # creates and migrates the server database once: not a cold start
        node_starts = [start_time(["mcp", "--node"], env) for _ in range(args.runs)]
        server_starts = [start_time(["mcp"], env) for _ in range(args.runs)]
        print(
            f"start to first tools/list, median of {args.runs}: mcp --node "
            f"{statistics.median(node_starts):.3f} s, mcp {statistics.median(server_starts):.3f} s"
        )


if __name__ == "__main__":
    main()
