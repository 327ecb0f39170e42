"""`skillkeeper import` of a git repository: fetched, then through the same validator, scan and review."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from tests.admin.gitrepo import CURL_BODY, git, needs_git, skill_repo
from tests.serving import running_server

runner = CliRunner()
_register()
pytestmark = needs_git


@pytest.fixture
def database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    return db_url


def test_a_repository_imports_staged_with_the_bad_skill_quarantined(database: str, tmp_path: Path) -> None:
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": "", "setup-helper": CURL_BODY})
    result = runner.invoke(app, ["import", repo.as_uri(), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    commit = git(repo, "rev-parse", "HEAD")
    assert report["sources"] == [{"url": repo.as_uri(), "ref": None, "path": "", "commit": commit}]
    assert report["summary"] == {
        "found": 2,
        "imported": 1,
        "updated": 0,
        "unchanged": 0,
        "quarantined": 1,
        "rejected": 0,
    }
    assert report["imported"][0]["status"] == "staged"
    assert report["imported"][0]["path"] == f"{repo.as_uri()}@{commit[:12]}/skills/pdf-tools"
    assert report["quarantined"][0]["name"] == "setup-helper"
    listed = json.loads(runner.invoke(app, ["skills", "list", "--json"]).stdout)
    assert {s["name"]: s["status"] for s in listed["skills"]} == {"pdf-tools": "staged", "setup-helper": "quarantined"}


def test_a_named_branch_imports_and_a_second_import_is_unchanged(database: str, tmp_path: Path) -> None:
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": "", "csv-tools": ""})
    source = f"{repo.as_uri()}#main"
    result = runner.invoke(app, ["import", source, "--json"])
    assert json.loads(result.stdout)["summary"]["imported"] == 2
    # Imported again: unchanged, nothing new waits for review.
    again = json.loads(runner.invoke(app, ["import", source, "--json"]).stdout)
    assert again["summary"]["unchanged"] == 2


def test_a_linked_file_in_a_repository_skill_is_refused_not_followed(database: str, tmp_path: Path) -> None:
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE KEY\n")
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": ""})
    os.symlink(secret, repo / "skills" / "pdf-tools" / "key.txt")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "link")
    result = runner.invoke(app, ["import", repo.as_uri(), "--json"])
    report = json.loads(result.stdout)
    assert report["summary"]["rejected"] == 1
    assert "link" in " ".join(report["rejected"][0]["reasons"])
    assert "PRIVATE KEY" not in result.output


def test_an_unreachable_repository_is_one_line_and_stores_nothing(database: str, tmp_path: Path) -> None:
    result = runner.invoke(app, ["import", (tmp_path / "gone").as_uri()])
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: git fetch:"), result.output
    assert "Traceback" not in result.output


def test_the_text_report_names_the_fetched_commit(database: str, tmp_path: Path) -> None:
    repo = skill_repo(tmp_path / "repo", {"setup-helper": CURL_BODY})
    result = runner.invoke(app, ["import", repo.as_uri()])
    commit = git(repo, "rev-parse", "HEAD")
    assert f"fetched {repo.as_uri()}@{commit[:12]}" in result.output
    assert "quarantined setup-helper: SK-" in result.output


def test_skill_picks_one_skill_of_a_repository(database: str, tmp_path: Path) -> None:
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": "", "csv-tools": "", "setup-helper": CURL_BODY})
    result = runner.invoke(app, ["import", repo.as_uri(), "--skill", "csv-tools", "--json"])
    report = json.loads(result.stdout)
    assert [e["name"] for e in report["imported"]] == ["csv-tools"] and report["summary"]["found"] == 1
    typo = runner.invoke(app, ["import", repo.as_uri(), "--skill", "csv-tool"])
    assert typo.exit_code == 2
    assert "error: no skill folder named csv-tool under the given paths; found: csv-tools, pdf-tools" in typo.output


def test_a_repository_imports_through_a_server_as_a_writer(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keeper = Keeper.open(db_url)
    try:
        tid = keeper.tenants.create("acme").id
        writer = keeper.tokens.mint(tid, "author", "skills:read,skills:write").token
    finally:
        keeper.close()
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", "sqlite:////nonexistent/never/used.db")
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": "", "setup-helper": CURL_BODY})
    with running_server(db_url) as url:
        result = runner.invoke(app, ["import", repo.as_uri(), "--server", url, "--token", writer, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["summary"]["imported"] == 1 and report["summary"]["quarantined"] == 1
    assert report["sources"][0]["commit"] == git(repo, "rev-parse", "HEAD")
