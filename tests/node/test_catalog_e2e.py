"""End to end with a real server and real processes: approve -> sync -> override -> deprecate -> fork
-> propose -> staged in the inbox; then the server stops and `mcp --node` (stdio) still serves both origins."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client, StdioServerParameters

from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant
from tests.factories import skill_md
from tests.serving import cli_env, running_server, skillkeeper

pytestmark = pytest.mark.e2e
SKILLKEEPER = str(Path(sys.executable).with_name("skillkeeper"))


def _folder(root: Path, name: str, description: str, body: str) -> Path:
    path = root / name
    path.mkdir(parents=True, exist_ok=True)
    (path / "SKILL.md").write_text(skill_md(name, description, body))
    return path


def _ok(*args: str, env: dict[str, str]) -> Any:
    result = skillkeeper(*args, env=env)
    assert result.returncode == 0, (args, result.stdout, result.stderr)
    return json.loads(result.stdout) if "--json" in args else result.stdout


async def test_approve_sync_override_deprecate_fork_propose_then_serve_offline(db_url: str, tmp_path: Path) -> None:
    Keeper.open(db_url).close()
    keeper = Keeper.open(db_url)
    with keeper.store.write() as conn:
        create_tenant(conn, "acme")
    keeper.close()
    src = tmp_path / "src"
    _folder(src, "pdf-tools", "Use when you need to fill or merge PDF forms.", "# PDF\n\nCloud way.\n")
    _folder(src, "csv-report", "Use when you summarise a CSV file into a report.", "# CSV\n\nCloud CSV.\n")
    env = cli_env(db_url, SKILLKEEPER_TENANT="acme")
    _ok("import", str(src), env=env)
    for name in ("pdf-tools", "csv-report"):
        _ok("skills", "approve", name, env=env)
    token = _ok(
        "tokens",
        "create",
        "--tenant",
        "acme",
        "--principal",
        "laptop-1",
        "--scopes",
        "fleet:report,fleet:read,skills:write",
        "--json",
        env=env,
    )["token"]
    node_env = cli_env(db_url, SKILLKEEPER_TOKEN=token, SKILLKEEPER_NODE_ID="laptop-1")
    target = tmp_path / "target"
    mine = _folder(
        tmp_path / "mine",
        "pdf-tools",
        "Use when you need to fill or merge PDF forms.",
        "# PDF\n\nMy local way, with OCR first.\n",
    )

    with running_server(db_url) as url:

        def tick() -> dict[str, Any]:
            out: dict[str, Any] = _ok(
                "agent", "--server", url, "--once", "--json", "--target", f"{target}:owned", env=node_env
            )
            return out

        assert tick()["installed"] == ["csv-report", "pdf-tools"]
        _ok("local", "edit", "pdf-tools", str(mine), env=node_env)
        summary = tick()
        assert summary["overridden"] == ["pdf-tools"] and summary["local"] == []
        assert "OCR first" in (target / "pdf-tools" / "SKILL.md").read_text()
        marker = json.loads((target / "pdf-tools" / ".skillkeeper-owned").read_text())
        assert (marker["origin"], marker["locally_overridden"]) == ("cloud", True)
        fleet = _ok("fleet", "nodes", "--server", url, "--json", env=node_env)["nodes"]
        assert [(n["node_id"], n["overridden"]) for n in fleet] == [("laptop-1", ["pdf-tools"])]

        _ok("skills", "deprecate", "pdf-tools", env=env)
        summary = tick()
        assert summary["forked"] == ["pdf-tools"] and summary["local"] == ["pdf-tools"]
        assert summary["overridden"] == [] and "OCR first" in (target / "pdf-tools" / "SKILL.md").read_text()
        marker = json.loads((target / "pdf-tools" / ".skillkeeper-owned").read_text())
        assert (marker["origin"], marker["locally_overridden"]) == ("local", False)
        listed = _ok("local", "list", "--json", env=node_env)["skills"]
        assert [(s["name"], s["origin"]) for s in listed] == [("pdf-tools", "local")]

        proposed = _ok("local", "propose", "pdf-tools", "--server", url, "--json", env=node_env)
        assert proposed["status"] == "staged" and proposed["node_id"] == "laptop-1"
        reviewer = _ok(
            "tokens",
            "create",
            "--tenant",
            "acme",
            "--principal",
            "reviewer-1",
            "--scopes",
            "skills:review",
            "--json",
            env=env,
        )["token"]
        inbox = httpx.get(f"{url}/api/v1/skills-inbox", headers={"Authorization": f"Bearer {reviewer}"}).json()
        assert [(i["name"], i["source"], i["status"]) for i in inbox["items"]] == [("pdf-tools", "node", "staged")]
        events = _ok("skills", "history", "pdf-tools", "--json", env=env)["events"]
        assert events[-1]["details"]["source"] == "node" and events[-1]["details"]["node_id"] == "laptop-1"

    before = {p: p.read_bytes() for p in target.rglob("*") if p.is_file()}
    down = skillkeeper("agent", "--server", url, "--once", "--json", "--target", f"{target}:owned", env=node_env)
    assert down.returncode == 1 and json.loads(down.stdout)["offline_since"]
    assert {p: p.read_bytes() for p in target.rglob("*") if p.is_file()} == before

    # Server stopped: the node's MCP server works from its two files alone (no database URL).
    mcp_env = {k: v for k, v in node_env.items() if k != "SKILLKEEPER_DATABASE_URL"}
    params = StdioServerParameters(command=SKILLKEEPER, args=["mcp", "--node"], env=mcp_env)
    async with Client(params) as client:
        listed_tools = [t.name for t in (await client.list_tools()).tools]
        skills = (await client.call_tool("list_skills", {})).structured_content
        found = (await client.call_tool("search_skills", {"query": "csv report"})).structured_content
        got = (await client.call_tool("get_skill", {"name": "pdf-tools"})).structured_content
        made = await client.call_tool(
            "create_skill",
            {
                "skill_md": skill_md(
                    "offline-notes", "Use when you take notes on a plane.", "# Notes\n\nWrite them down.\n"
                )
            },
        )
        after = (await client.call_tool("list_skills", {})).structured_content
    assert "create_skill" in listed_tools and not made.is_error
    assert skills is not None and found is not None and got is not None and after is not None
    assert {(s["name"], s["origin"]) for s in skills["skills"]} == {("csv-report", "cloud"), ("pdf-tools", "local")}
    assert found["results"][0]["name"] == "csv-report" and found["results"][0]["origin"] == "cloud"
    assert got["origin"] == "local" and "OCR first" in got["content"]
    assert "offline-notes" in {s["name"] for s in after["skills"]}
