"""Node agent timings: first reconcile of N corpus skills, steady-state ticks (304 and full), one change.

    .venv/bin/python benchmarks/agent_reconcile.py [--corpus ../shared/corpus] [--count 1000]

The catalog is built from real corpus skills (parse_skill_dir) and served over HTTP from an
in-process server on 127.0.0.1 speaking docs/wire.md (ETag / If-None-Match, heartbeat).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from skillkeeper.errors import InvalidSkill
from skillkeeper.node.agent import Agent, heartbeat_sender
from skillkeeper.node.catalog import encode_file, is_valid_name
from skillkeeper.node.client import ServerClient
from skillkeeper.node.targets import Target
from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir

ROOT = Path(__file__).resolve().parent.parent


def corpus_rows(corpus: Path, count: int) -> list[dict[str, Any]]:
    """Up to `count` catalog rows from distinct, spec-valid corpus skills (renamed copies if short)."""
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()
    for folder in find_skill_dirs(corpus):
        try:
            skill = parse_skill_dir(folder)
        except InvalidSkill:
            continue
        if not is_valid_name(skill.name) or skill.name in seen:
            continue
        seen.add(skill.name)
        files = [encode_file("SKILL.md", skill.skill_md.encode("utf-8"))]
        files += [encode_file(f.path, f.data, f.executable) for f in skill.files if not f.is_link]
        rows.append(
            {
                "name": skill.name,
                "content_hash": skill.content_hash,
                "kind": skill.kind,
                "origin": "corpus",
                "files": files,
            }
        )
        if len(rows) >= count:
            return rows
    base, copy = list(rows), 2
    while len(rows) < count and base:
        for row in base:
            if len(rows) >= count:
                break
            name = f"{row['name'][:60]}-{copy}"
            if is_valid_name(name) and name not in seen:
                seen.add(name)
                rows.append({**row, "name": name})
        copy += 1
    return rows


class CatalogServer:
    """Serves one payload with a strong ETag; accepts heartbeats."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self.set_rows(rows)
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if self.path.endswith("/installable") and self.headers.get("If-None-Match") == server.etag:
                    self.send_response(304)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                body = server.body if self.path.endswith("/installable") else b""
                self.send_response(200 if body else 204)
                if body:
                    self.send_header("ETag", server.etag)
                    self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        self.rows = rows
        key = hashlib.sha256(json.dumps([[r["name"], r["content_hash"]] for r in rows]).encode()).hexdigest()
        self.etag = f'"{key[:32]}"'
        self.body = json.dumps({"tenant": "bench", "etag": self.etag, "skills": rows}).encode()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def timed(agent: Agent, full: bool = False) -> tuple[float, Any]:
    start = time.perf_counter()
    result = agent.tick(full=full)
    return time.perf_counter() - start, result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"error: corpus {args.corpus} not found; pass --corpus PATH", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    rows = corpus_rows(args.corpus, args.count)
    files = sum(len(r["files"]) for r in rows)
    print(f"catalog: {len(rows)} skills, {files} files, built in {time.perf_counter() - t0:.2f}s")
    server = CatalogServer(rows)
    print(f"payload: {len(server.body) / 1e6:.1f} MB")
    try:
        with tempfile.TemporaryDirectory() as tmp, ServerClient(server.url, "bench") as client:
            target = Target(Path(tmp) / "skills", "owned")
            agent = Agent(
                client,
                [target],
                home=Path(tmp) / "home",
                source_key=server.url,
                node_id="bench",
                send=heartbeat_sender(client, "bench"),
            )
            seconds, result = timed(agent)
            assert len(result.summary.installed) == len(rows), result.summary.errors[:3]
            print(
                f"first reconcile into an empty owned target: {seconds:.2f}s "
                f"({len(result.summary.added)} skills written)"
            )
            for label, full in (("steady tick, 304", False), ("steady tick, full payload (no 304)", True)):
                times = []
                for _ in range(args.repeat):
                    seconds, result = timed(agent, full=full)
                    assert result.written == 0 and not result.summary.errors
                    times.append(seconds)
                print(
                    f"{label}: median {statistics.median(times) * 1000:.0f} ms over {args.repeat} "
                    f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})"
                )
            times = []
            for i in range(args.repeat):
                changed = [dict(r) for r in rows]
                row = changed[i * 7 % len(changed)]
                skill_md = row["files"][0]["content"] + f"\n<!-- bench change {time.time_ns()} -->\n"
                row["files"] = [encode_file("SKILL.md", skill_md.encode()), *row["files"][1:]]
                row["content_hash"] = "sha256:" + hashlib.sha256(skill_md.encode()).hexdigest()
                server.set_rows(changed)
                rows = changed
                seconds, result = timed(agent)
                assert result.written == 1, (result.written, result.summary.errors[:3])
                times.append(seconds)
            print(
                f"one changed skill among {len(rows)}: median {statistics.median(times) * 1000:.0f} ms "
                f"over {args.repeat} (min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})"
            )
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
