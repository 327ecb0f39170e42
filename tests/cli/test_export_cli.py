"""`skillkeeper skills export DIR`, from the local database and from a server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from tests.factories import skill_md
from tests.serving import running_server

runner = CliRunner()
_register()


def _skills(root: Path, *names: str) -> Path:
    for name in names:
        (root / name).mkdir(parents=True)
        (root / name / "SKILL.md").write_text(skill_md(name))
    return root


def test_export_from_the_local_database_writes_the_approved_skills(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    assert runner.invoke(app, ["import", str(_skills(tmp_path / "a", "pdf-tools")), "--activate"]).exit_code == 0
    assert runner.invoke(app, ["import", str(_skills(tmp_path / "b", "csv-tools"))]).exit_code == 0  # staged
    out = tmp_path / "out"
    done = runner.invoke(app, ["skills", "export", str(out)])
    assert done.exit_code == 0, done.output
    assert done.output.splitlines()[0] == f"{out}: 1 skill written, 0 unchanged, 0 skipped"
    assert (out / "pdf-tools" / "SKILL.md").is_file() and not (out / "csv-tools").exists()
    refused = runner.invoke(app, ["skills", "export", str(out), "--skill", "csv-tools"])
    assert refused.exit_code == 1 and refused.output.startswith("error: no served skill named csv-tools")


def test_export_from_a_server_needs_a_fleet_report_token(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keeper = Keeper.open(db_url)
    try:
        tid = keeper.tenants.create("acme").id
        node = keeper.tokens.mint(tid, "exporter", "fleet:report").token
        reader = keeper.tokens.mint(tid, "bot", "skills:read").token
    finally:
        keeper.close()
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    assert runner.invoke(app, ["import", str(_skills(tmp_path / "a", "pdf-tools")), "--tenant", "acme", "--activate"])
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", "sqlite:////nonexistent/never/used.db")
    monkeypatch.delenv("SKILLKEEPER_TOKEN", raising=False)
    out = tmp_path / "out"
    with running_server(db_url) as url:
        wrong = runner.invoke(app, ["skills", "export", str(out), "--server", url, "--token", reader])
        refused = runner.invoke(app, ["skills", "export", str(out), "--server", url, "--token", "skk_nope"])
        assert not out.exists()  # refused before anything was written
        done = runner.invoke(app, ["skills", "export", str(out), "--server", url, "--token", node, "--json"])
    assert wrong.exit_code == 1 and "fleet:report" in wrong.output
    assert refused.exit_code == 1 and len(refused.output.strip().splitlines()) == 1
    assert "pass a valid token with scope fleet:report as --token (it wins over SKILLKEEPER_TOKEN)" in refused.output
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["written"] == ["pdf-tools"] and json.loads(done.stdout)["tenant"] == "acme"
