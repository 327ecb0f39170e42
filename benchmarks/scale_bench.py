"""skillkeeper at 20,000 skills: a generated catalog beside the real 2,746-folder corpus.

    .venv/bin/python benchmarks/scale_bench.py [--corpus ../shared/corpus] [--engines sqlite,postgresql]
        [--generated 20000] [--seed 7] [--catalogs corpus,generated] [--writers 1]

The generated catalog perturbs the real corpus deterministically: each copy gets a new name,
a re-described description (sentences reordered, words swapped for neighbours) and a
body whose paragraphs are shuffled. Per catalog and engine it prints the import rate
(through the write path: validation, scan, storage), store search p50/p95 over the
benchmark queries, the installable set's full build time and size, and the steady
state (unchanged catalog) and one-change delta tick of a node holding everything (with its
whole `have`, and with bucket digests), then
peak RSS of a `skillkeeper serve` that has answered searches and a full installable pull.
Beside wall times it prints CPU seconds (the benchmark process for import and search, the
server process for the installable pulls), which a loaded machine inflates far less, and the
load average when the row was measured.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import httpx

from _corpus import DEFAULT_CORPUS, percentile, temp_database
from import_bench import QUERIES
from rest_bench import free_port
from skillkeeper.node.buckets import bucket_of, differing, digests

SENTENCE = re.compile(r"(?<=[.!?])\s+")
TICKS = 50  # steady ticks averaged for the server's CPU per tick (the clock ticks in 10 ms)


def real_skills(corpus: Path) -> list[tuple[str, str, str]]:
    """(name, description, body) of every parseable SKILL.md in the corpus."""
    from skillkeeper.errors import SkillkeeperError
    from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir

    out = []
    for folder in find_skill_dirs(corpus):
        try:
            skill = parse_skill_dir(folder)
        except SkillkeeperError:
            continue
        out.append((skill.name, skill.description, skill.body))
    return out


def perturb(rng: random.Random, base: tuple[str, str, str], index: int, vocabulary: list[str]) -> str:
    """A SKILL.md derived from `base`: renamed, re-described, body paragraphs shuffled."""
    name, description, body = base
    suffix = f"-v{index}"
    new_name = (name[: 64 - len(suffix)] + suffix).strip("-")
    sentences = SENTENCE.split(description.strip()) or [description]
    rng.shuffle(sentences)
    words = " ".join(sentences).split() or name.split("-")
    for _ in range(max(1, len(words) // 8)):
        words[rng.randrange(len(words))] = rng.choice(vocabulary)
    new_description = " ".join(words)[:1000].replace("\n", " ")
    paragraphs = [p for p in body.split("\n\n") if p.strip()]
    rng.shuffle(paragraphs)
    new_body = "\n\n".join(paragraphs) or f"# {new_name}\n"
    quoted = new_description.replace("'", "''")
    return f"---\nname: {new_name}\ndescription: '{quoted}'\n---\n{new_body}\n"


def generated(corpus: Path, count: int, seed: int) -> list[str]:
    bases = real_skills(corpus)
    rng = random.Random(seed)
    vocabulary = sorted({w for _, d, _ in bases for w in d.split() if w.isalpha() and len(w) > 3})
    return [perturb(rng, bases[i % len(bases)], i, vocabulary) for i in range(count)]


def _write_all(url: str, tid: int, texts: list[str]) -> tuple[int, float]:
    """One writer: every SKILL.md of `texts` as an active skill; stored count and this process's CPU seconds."""
    from skillkeeper.access.actor import Actor
    from skillkeeper.errors import SkillkeeperError
    from skillkeeper.keeper import Keeper
    from skillkeeper.review.results import WriteResult
    from skillkeeper.skill.parse import build_skill

    keeper = Keeper.open(url)
    try:
        operator = Actor.operator(tid)
        cpu = time.process_time()
        skills = []
        for text in texts:
            try:
                skills.append(build_skill(text, []))
            except SkillkeeperError:
                continue
        # As `skillkeeper import` does: transactions of up to 50 skills, each validated and scanned on its own.
        results = keeper.lifecycle.write_many(operator, skills, source="manual", status="active")
        stored = sum(1 for r in results if isinstance(r, WriteResult))
        return stored, time.process_time() - cpu
    finally:
        keeper.close()


def import_texts(url: str, texts: list[str], writers: int = 1) -> tuple[float, float, int, str]:
    """Write every SKILL.md as an active skill; return wall and CPU seconds, stored count, a token.

    With `writers` > 1 the texts are split between that many processes writing at once (each its
    own Keeper, as concurrent REST writers would be); CPU is theirs summed.
    """
    from skillkeeper.access.tokens import create_token
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.tenants import ensure_tenant

    keeper = Keeper.open(url)  # migrates once, before any writer opens the database
    try:
        with keeper.store.write() as conn:
            tid = ensure_tenant(conn, "bench")
    finally:
        keeper.close()
    start = time.perf_counter()
    if writers <= 1:
        stored, cpu = _write_all(url, tid, texts)
    else:
        # Forked after the Keeper above is closed: no connection crosses into a writer.
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(writers, mp_context=context) as pool:
            done = list(
                pool.map(_write_all, [url] * writers, [tid] * writers, [texts[i::writers] for i in range(writers)])
            )
        stored, cpu = sum(n for n, _ in done), sum(c for _, c in done)
    wall = time.perf_counter() - start
    keeper = Keeper.open(url)
    try:
        with keeper.store.write() as conn:
            token = create_token(conn, tid, "bench", "skills:read,fleet:report").token
    finally:
        keeper.close()
    return wall, cpu, stored, token


def import_folders(url: str, corpus: Path, writers: int = 1) -> tuple[float, float, int, str]:
    from skillkeeper.skill.folder import find_skill_dirs

    texts = []
    for folder in find_skill_dirs(corpus):
        try:
            texts.append((folder / "SKILL.md").read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            continue
    return import_texts(url, texts, writers)


def search_latency(url: str) -> tuple[float, float, float, float]:
    """Wall p50, p95 and CPU p50, p95 (ms) of a store search over the benchmark queries, three rounds."""
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.search import search
    from skillkeeper.store.tenants import ensure_tenant
    from skillkeeper.store.visibility import viewer_for

    keeper = Keeper.open(url)
    try:
        with keeper.store.read() as conn:
            viewer = viewer_for(conn, ensure_tenant(conn, "bench"))
            search(conn, viewer, "warm up the index", caches=keeper.caches.search)
            times, cpus = [], []
            for _ in range(3):
                for q in QUERIES:
                    t, c = time.perf_counter(), time.thread_time()
                    search(conn, viewer, q, caches=keeper.caches.search)
                    times.append(time.perf_counter() - t)
                    cpus.append(time.thread_time() - c)
    finally:
        keeper.close()
    wall = percentile(times, 50) * 1000, percentile(times, 95) * 1000
    return (*wall, percentile(cpus, 50) * 1000, percentile(cpus, 95) * 1000)


def _rss(pid: int, field: str) -> float:
    """A /proc/PID/status memory field in MB (VmRSS now, VmHWM the peak)."""
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(rf"{field}:\s+(\d+)", status).group(1)) / 1024  # type: ignore[union-attr]


def _cpu(pid: int) -> float:
    """User plus system CPU seconds a process has used so far (/proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def served(url: str, token: str, tmp: Path) -> dict[str, float]:
    """Installable figures and peak RSS from a real server on `url`."""
    port = free_port()
    env = {**os.environ, "SKILLKEEPER_DATABASE_URL": url}
    exe = str(Path(sys.executable).parent / "skillkeeper")
    with (tmp / "serve.log").open("wb") as log:
        proc = subprocess.Popen(
            [exe, "serve", "--port", str(port), "--quiet"], env=env, stdout=subprocess.DEVNULL, stderr=log
        )
    base, auth = f"http://127.0.0.1:{port}", {"Authorization": f"Bearer {token}"}
    out: dict[str, float] = {}
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(f"{base}/readyz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or proc.poll() is not None:
                raise SystemExit(f"server did not start: {(tmp / 'serve.log').read_text()[-1000:]}")
            time.sleep(0.2)
        out["rss_ready_mb"] = _rss(proc.pid, "VmRSS")
        with httpx.Client(base_url=base, headers=auth, timeout=600) as client:
            for q in QUERIES:
                client.get("/api/v1/skills", params={"q": q, "limit": 10})
            out["rss_searched_mb"] = _rss(proc.pid, "VmRSS")
            t, c = time.perf_counter(), _cpu(proc.pid)
            full = client.post("/api/v1/skills/installable", json={}, headers={"Accept-Encoding": "identity"})
            out["full_s"], out["full_cpu_s"] = time.perf_counter() - t, _cpu(proc.pid) - c
            out["full_mb"] = len(full.content) / 1e6
            have = {s["name"]: s["content_hash"] for s in full.json()["skills"]}
            zipped = client.post("/api/v1/skills/installable", json={}, headers={"Accept-Encoding": "gzip"})
            out["full_gzip_mb"] = zipped.num_bytes_downloaded / 1e6
            # A node's tick (docs/wire.md): a `{"delta": true}` poll with its ETag; on a moved set the
            # server asks for `have` and the node sends it.
            etag = full.headers["etag"]
            t = time.perf_counter()
            steady = client.post("/api/v1/skills/installable", json={"delta": True}, headers={"If-None-Match": etag})
            out["steady_ms"] = (time.perf_counter() - t) * 1000
            c = _cpu(proc.pid)
            for _ in range(TICKS):
                client.post("/api/v1/skills/installable", json={"delta": True}, headers={"If-None-Match": etag})
            out["steady_cpu_ms"] = (_cpu(proc.pid) - c) / TICKS * 1000
            out["steady_status"] = steady.status_code
            changed = dict(have)
            changed[next(iter(changed))] = "sha256:stale"  # what a node one change behind holds
            stale = '"one-change-behind"'
            t, c = time.perf_counter(), _cpu(proc.pid)
            asked = client.post("/api/v1/skills/installable", json={"delta": True}, headers={"If-None-Match": stale})
            one = client.post("/api/v1/skills/installable", json={"delta": True, "have": changed})
            out["delta_ms"], out["delta_cpu_ms"] = (time.perf_counter() - t) * 1000, (_cpu(proc.pid) - c) * 1000
            out["delta_kb"] = (asked.num_bytes_downloaded + one.num_bytes_downloaded) / 1e3
            out["delta_up_kb"] = len(json.dumps({"delta": True, "have": changed})) / 1e3
            # The same tick with bucket digests (docs/wire.md): `have` only for the buckets that differ.
            t = time.perf_counter()
            poll = {"delta": True}
            asked = client.post("/api/v1/skills/installable", json=poll, headers={"If-None-Match": stale})
            offered = asked.json()["buckets"]
            mine = digests(changed.items(), offered["bits"])
            only = differing(mine, offered["digests"]) or []
            sent = {n: c for n, c in changed.items() if bucket_of(n, offered["bits"]) in only}
            ask = {"delta": True, "have": sent, "buckets": {**offered, "only": only, "etag": asked.headers["etag"]}}
            del ask["buckets"]["digests"]
            one = client.post("/api/v1/skills/installable", json=ask, headers={"If-None-Match": stale})
            out["bucket_ms"] = (time.perf_counter() - t) * 1000
            out["bucket_skills"] = len(one.json()["skills"])
            out["bucket_kb"] = (asked.num_bytes_downloaded + one.num_bytes_downloaded) / 1e3
            out["bucket_up_kb"] = (len(json.dumps(poll)) + len(json.dumps(ask))) / 1e3
            out["rss_after_pulls_mb"] = _rss(proc.pid, "VmRSS")
        out["rss_mb"] = _rss(proc.pid, "VmHWM")
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--generated", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--catalogs", default="corpus,generated", help="which catalogs to run")
    parser.add_argument("--writers", type=int, default=1, help="processes importing at once")
    args = parser.parse_args()
    texts = generated(args.corpus, args.generated, args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            for label, load in (
                ("corpus", lambda u: import_folders(u, args.corpus, args.writers)),
                (f"generated {args.generated}", lambda u: import_texts(u, texts, args.writers)),
            ):
                if label.split()[0] not in args.catalogs.split(","):
                    continue
                with temp_database(engine, Path(tmp), prefix="sk_scale") as url:
                    load_before = os.getloadavg()[0]
                    wall, cpu, stored, token = load(url)
                    p50, p95, cpu50, cpu95 = search_latency(url)
                    s = served(url, token, Path(tmp))
                    print(
                        f"[{engine}] {label:<16} {stored:6d} skills  import {stored / wall:6.0f}/s "
                        f"({args.writers} writer{'s' if args.writers > 1 else ''}, "
                        f"CPU {stored / cpu:.0f}/s)  search p50 {p50:6.1f} ms p95 {p95:6.1f} ms "
                        f"(CPU {cpu50:.1f} / {cpu95:.1f} ms)  installable full {s['full_s']:5.1f} s "
                        f"(server CPU {s['full_cpu_s']:.1f} s) "
                        f"{s['full_mb']:6.1f} MB (gzip {s['full_gzip_mb']:5.1f} MB)  steady tick "
                        f"{s['steady_ms']:5.1f} ms ({s['steady_status']:.0f}, server CPU {s['steady_cpu_ms']:.1f} ms)  "
                        f"one-change delta {s['delta_ms']:6.1f} ms (server CPU {s['delta_cpu_ms']:.0f} ms) "
                        f"{s['delta_kb']:6.1f} KB down {s['delta_up_kb']:6.1f} KB up  "
                        f"bucketed {s['bucket_ms']:6.1f} ms {s['bucket_kb']:6.1f} KB down "
                        f"{s['bucket_up_kb']:5.1f} KB up ({s['bucket_skills']:.0f} skill)  "
                        f"server RSS ready {s['rss_ready_mb']:.0f} / searched {s['rss_searched_mb']:.0f} / "
                        f"after pulls {s['rss_after_pulls_mb']:.0f} MB, peak {s['rss_mb']:5.0f} MB  "
                        f"load average {load_before:.1f} -> {os.getloadavg()[0]:.1f}",
                        flush=True,
                    )


if __name__ == "__main__":
    main()
