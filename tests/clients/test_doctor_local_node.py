"""`skillkeeper doctor --node` after `skillkeeper agent --local`: no server to reach, and it says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from tests.factories import skill_md

runner = CliRunner()
_register()


@pytest.fixture(autouse=True)
def _setup(db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    (tmp_path / "user").mkdir()
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    for name in ("SKILLKEEPER_SERVER", "SKILLKEEPER_TOKEN", "SKILLKEEPER_SKILL_TARGETS"):
        monkeypatch.delenv(name, raising=False)


def test_doctor_node_after_a_local_agent_names_the_database_not_an_unreachable_server(tmp_path: Path) -> None:
    (tmp_path / "src" / "pdf-tools").mkdir(parents=True)
    (tmp_path / "src" / "pdf-tools" / "SKILL.md").write_text(skill_md("pdf-tools"))
    assert runner.invoke(app, ["import", str(tmp_path / "src"), "--tenant", "acme", "--activate"]).exit_code == 0
    target = f"{tmp_path / 'skills'}:owned"
    assert runner.invoke(app, ["agent", "--local", "--tenant", "acme", "--once", "--target", target]).exit_code == 0

    node = runner.invoke(app, ["doctor", "--node", "--json"])
    checks = {c["check"]: c for c in json.loads(node.stdout)["checks"]}
    assert node.exit_code == 0, node.output
    assert checks["source"]["status"] == "ok" and "agent --local" in checks["source"]["why"]
    assert "reachable" not in checks

    # The skill question is answered by the local database of the tenant the agent synced.
    skill = runner.invoke(app, ["doctor", "--node", "--skill", "pdf-tools", "--json"])
    assert skill.exit_code == 0, skill.output
    assert any("served: active in your tenant 'acme'" in c["why"] for c in json.loads(skill.stdout)["checks"])


def test_doctor_skill_without_any_sync_offers_the_local_agent_too(tmp_path: Path) -> None:
    (tmp_path / "src" / "pdf-tools").mkdir(parents=True)
    (tmp_path / "src" / "pdf-tools" / "SKILL.md").write_text(skill_md("pdf-tools"))
    assert runner.invoke(app, ["import", str(tmp_path / "src"), "--activate"]).exit_code == 0
    result = runner.invoke(app, ["doctor", "--skill", "pdf-tools", "--json"])
    targets = [c["why"] for c in json.loads(result.stdout)["checks"] if c["check"] == "targets"]
    assert targets and "`skillkeeper agent --local --preset auto`" in targets[0]
