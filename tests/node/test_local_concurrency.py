"""local.db under real processes: SIGKILL mid-write leaves it consistent; a sync running beside an
MCP server that writes local skills loses nothing on either side."""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

from mcp import Client, StdioServerParameters

from skillkeeper.node.catalog import encode_skill
from skillkeeper.node.nodecatalog import NodeCatalog
from skillkeeper.skill.model import BundleFile
from skillkeeper.skill.parse import build_skill
from tests.factories import skill_md
from tests.node.catalogs import cloud_skill

SKILLKEEPER = str(Path(sys.executable).with_name("skillkeeper"))
WRITER = """
import sys
from pathlib import Path
from skillkeeper.node import authoring
from skillkeeper.node.nodecatalog import NodeCatalog
from tests.factories import make_skill
node = NodeCatalog(Path(sys.argv[1]))
for i in range(100000):
    name = f"local-{i % 12:02d}"
    files = {f"references/part-{j}.md": (f"{name} write {i} part {j}\\n" * 2000) for j in range(6)}
    skill = make_skill(name, f"Use when you test crash safety of {name}.", f"# {name}\\n\\nWrite {i}.\\n", files)
    authoring.update(node, name, skill) if node.local.get(name, with_files=False) else authoring.create(node, skill)
    print(name, skill.content_hash, flush=True)
"""


def _lines(proc: subprocess.Popen[str]) -> queue.Queue[str]:
    out: queue.Queue[str] = queue.Queue()

    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            out.put(line.strip())

    threading.Thread(target=pump, daemon=True).start()
    return out


def _check_consistent(db: Path, acknowledged: dict[str, str]) -> None:
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = conn.execute("SELECT name, content_hash, skill_md FROM skills").fetchall()
        for name, content_hash, text in rows:
            files = [
                BundleFile(p, bytes(d), bool(x))
                for p, d, x in conn.execute("SELECT path, data, executable FROM files WHERE name = ?", (name,))
            ]
            assert build_skill(text, files).content_hash == content_hash, f"{name} is half written"
        stored = {name: content_hash for name, content_hash, _ in rows}
    finally:
        conn.close()
    for name, content_hash in acknowledged.items():
        assert stored.get(name) == content_hash, f"committed write of {name} was lost"


def test_sigkill_during_local_writes_leaves_local_db_consistent(tmp_path: Path) -> None:
    rng = random.Random(20261203)
    home = tmp_path / "home"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    acknowledged: dict[str, str] = {}
    for _ in range(4):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(home)],
            env=env,
            cwd=Path(__file__).parents[2],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        lines = _lines(proc)
        try:
            for _ in range(rng.randint(2, 12)):
                name, content_hash = lines.get(timeout=120).split()
                acknowledged[name] = content_hash
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
            if proc.stdout is not None:
                proc.stdout.close()
        _check_consistent(home / "node" / "local.db", acknowledged)
    node = NodeCatalog(home)
    try:
        assert {n for n, m in node.view().items.items() if m.origin == "local"} == set(acknowledged)
    finally:
        node.close()


async def test_sync_while_mcp_writes_local_skills_loses_nothing(tmp_path: Path) -> None:
    home = tmp_path / "home"
    catalogs = []
    for version in range(4):
        path = tmp_path / f"catalog-{version}.json"
        skills = [
            cloud_skill(f"cloud-{i:02d}", f"Use when you need cloud helper {i} v{version}.")
            for i in range(version, version + 30)
        ]
        path.write_text(json.dumps({"tenant": "acme", "skills": [encode_skill(s) for s in skills]}))
        catalogs.append((path, {s.name for s in skills}))
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    env["SKILLKEEPER_HOME"] = str(home)
    target = tmp_path / "target"
    failures: list[str] = []

    def agent_loop() -> None:
        for path, _ in catalogs:
            # Each file stands for the catalog as it changes, not another source.
            switching = ["--switch-source", "--catalog-file", str(path)]
            done = subprocess.run(
                [SKILLKEEPER, "agent", "--once", *switching, "--target", f"{target}:owned"],
                env=env,
                capture_output=True,
                text=True,
                timeout=300,
            )
            if done.returncode != 0:
                failures.append(done.stderr)

    created = [f"local-note-{i:02d}" for i in range(20)]
    params = StdioServerParameters(command=SKILLKEEPER, args=["mcp", "--node"], env=env)
    async with Client(params) as client:
        syncing = threading.Thread(target=agent_loop)
        syncing.start()
        try:
            for name in created:
                result = await client.call_tool(
                    "create_skill",
                    {"skill_md": skill_md(name, f"Use when you keep note {name}.", f"# {name}\n\nA note.\n")},
                )
                assert not result.is_error, result.content
        finally:
            syncing.join(timeout=600)
        listed = (await client.call_tool("list_skills", {})).structured_content
    assert not failures, failures
    node = NodeCatalog(home)
    try:
        view = node.view().items
        assert {n for n, m in view.items() if m.origin == "local"} == set(created)
        assert {n for n, m in view.items() if m.origin == "cloud"} == catalogs[-1][1]
        assert set(node.synced.cards()) == catalogs[-1][1]
    finally:
        node.close()
    assert listed is not None and "local-note-00" in {s["name"] for s in listed["skills"]}
    final = subprocess.run(
        [SKILLKEEPER, "agent", "--once", "--catalog-file", str(catalogs[-1][0]), "--target", f"{target}:owned"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert final.returncode == 0, final.stderr
    assert {p.name for p in target.iterdir() if not p.name.startswith(".")} == set(created) | catalogs[-1][1]
