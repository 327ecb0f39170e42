"""End to end: a real server, a real token, `skillkeeper agent --once` as a real process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant
from tests.factories import skill_md
from tests.serving import cli_env, running_server, skillkeeper

pytestmark = pytest.mark.e2e


def _installed(target: Path) -> set[str]:
    return {p.name for p in target.iterdir() if (p / "SKILL.md").is_file()} if target.exists() else set()


def test_approve_installs_quarantine_removes_outage_changes_nothing(db_url: str, tmp_path: Path) -> None:
    Keeper.open(db_url).close()
    src = tmp_path / "src" / "pdf-tools"
    src.mkdir(parents=True)
    (src / "SKILL.md").write_text(skill_md("pdf-tools", body="# PDF\n\nExtract text from PDFs.\n"))
    keeper = Keeper.open(db_url)
    with keeper.store.write() as conn:
        create_tenant(conn, "acme")
    keeper.close()
    env = cli_env(db_url, SKILLKEEPER_TENANT="acme")
    assert skillkeeper("import", str(src.parent), env=env).returncode == 0
    made = skillkeeper(
        "tokens", "create", "--tenant", "acme", "--principal", "node-1", "--scopes", "fleet:report", "--json", env=env
    )
    assert made.returncode == 0, made.stderr
    token = json.loads(made.stdout)["token"]
    target = tmp_path / "target"
    agent_env = cli_env(db_url, SKILLKEEPER_TOKEN=token, SKILLKEEPER_NODE_ID="node-1")

    with running_server(db_url) as url:

        def tick() -> None:
            result = skillkeeper("agent", "--server", url, "--once", "--target", f"{target}:owned", env=agent_env)
            assert result.returncode == 0, result.stderr

        tick()
        assert _installed(target) == set(), "a staged skill must never reach disk"
        assert skillkeeper("skills", "approve", "pdf-tools", env=env).returncode == 0
        tick()
        assert _installed(target) == {"pdf-tools"}
        assert "Extract text" in (target / "pdf-tools" / "SKILL.md").read_text()
        assert skillkeeper("skills", "quarantine", "pdf-tools", env=env).returncode == 0
        tick()
        assert _installed(target) == set()
        assert skillkeeper("skills", "release", "pdf-tools", env=env).returncode == 0
        assert skillkeeper("skills", "approve", "pdf-tools", env=env).returncode == 0
        tick()
        assert _installed(target) == {"pdf-tools"}

    before = {p: p.read_bytes() for p in target.rglob("*") if p.is_file()}
    down = skillkeeper("agent", "--server", url, "--once", "--target", f"{target}:owned", env=agent_env)
    assert down.returncode != 0
    assert {p: p.read_bytes() for p in target.rglob("*") if p.is_file()} == before
