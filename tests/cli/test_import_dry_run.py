"""`skillkeeper import --dry-run`: each folder's outcome by the write path's rules, and nothing written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from typer.testing import CliRunner

from skillkeeper.access.actor import Actor
from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from skillkeeper.store.schema import metadata
from tests.admin.gitrepo import CURL_BODY
from tests.factories import skill_md, write_skill

runner = CliRunner()
_register()

DONE = "dry run: nothing was written; run again without --dry-run to import"


@pytest.fixture
def database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    return db_url


def _snapshot(url: str) -> dict[str, list[Any]]:
    """Every row of every table, in primary-key order: equal before and after means nothing was written."""
    keeper = Keeper.open(url, create=False)
    try:
        with keeper.store.read() as conn:
            return {
                t.name: [tuple(r) for r in conn.execute(select(t).order_by(*t.primary_key.columns))]
                for t in metadata.sorted_tables
            }
    finally:
        keeper.close()


def _messy(root: Path, url: str) -> Path:
    """A folder of five skills against a catalog holding two of them, with a webhook to notify."""
    write_skill(root / "kept", skill_md("kept"))
    write_skill(root / "edited", skill_md("edited", body="First."))
    assert runner.invoke(app, ["import", str(root)]).exit_code == 0
    keeper = Keeper.open(url)
    try:
        tid = keeper.tenants.id_of("default")
        keeper.webhooks(Actor.operator(tid)).add("http://127.0.0.1:9/hook", allow_private=True)
    finally:
        keeper.close()
    write_skill(root / "edited", skill_md("edited", body="Second."))
    write_skill(root / "fresh", skill_md("fresh"))
    write_skill(root / "setup-helper", skill_md("setup-helper", body=CURL_BODY))
    write_skill(root / "broken", "---\nname: broken\n---\nBody\n")  # no description
    return root


def test_a_dry_run_prints_what_each_folder_would_become_and_writes_nothing(database: str, tmp_path: Path) -> None:
    root = _messy(tmp_path / "s", database)
    before = _snapshot(database)
    result = runner.invoke(app, ["import", str(root), "--dry-run"], terminal_width=300)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    rejected = f"rejected   broken ({(root / 'broken').resolve()}): front matter has no 'description'"
    assert any(line.startswith(rejected) for line in lines), lines
    assert "changed    edited: would wait for review" in lines
    assert "new        fresh: would wait for review" in lines
    assert "unchanged  kept: already stored (staged)" in lines
    assert any(line.startswith("new        setup-helper: would be quarantined: SK-") for line in lines), lines
    assert lines[-2].startswith("warning: 2 of 5 folders would not go in cleanly: 1 quarantined (would be stored")
    assert lines[-1] == DONE
    assert _snapshot(database) == before


def test_a_dry_run_with_activate_says_which_skills_would_go_active(database: str, tmp_path: Path) -> None:
    write_skill(tmp_path / "s" / "fresh", skill_md("fresh"))
    result = runner.invoke(app, ["import", str(tmp_path / "s"), "--dry-run", "--activate"], terminal_width=300)
    assert "new        fresh: would go active" in result.stdout.splitlines(), result.output


def test_a_strict_dry_run_exits_1_when_a_folder_would_not_go_in_cleanly(database: str, tmp_path: Path) -> None:
    root = _messy(tmp_path / "s", database)
    result = runner.invoke(app, ["import", str(root), "--dry-run", "--strict"], terminal_width=300)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-1] == DONE
    assert "2 of 5 folders would not go in cleanly" in result.stderr and "exit 1 (--strict)" in result.stderr
    (root / "broken" / "SKILL.md").unlink()
    (root / "setup-helper" / "SKILL.md").write_text(skill_md("setup-helper"))
    clean = runner.invoke(app, ["import", str(root), "--dry-run", "--strict"], terminal_width=300)
    assert clean.exit_code == 0, clean.output


def test_a_dry_run_as_json_lists_each_folder_with_its_outcome(database: str, tmp_path: Path) -> None:
    root = _messy(tmp_path / "s", database)
    before = _snapshot(database)
    result = runner.invoke(app, ["import", str(root), "--dry-run", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["dry_run"] is True and data["empty_catalog"] is None
    outcomes = {f["name"]: (f["outcome"], f.get("status")) for f in data["folders"]}
    assert outcomes == {
        "broken": ("rejected", None),
        "edited": ("changed", "staged"),
        "fresh": ("new", "staged"),
        "kept": ("unchanged", "staged"),
        "setup-helper": ("new", "quarantined"),
    }
    quarantined = next(f for f in data["folders"] if f["name"] == "setup-helper")
    assert quarantined["finding_codes"] and all(c.startswith("SK-") for c in quarantined["finding_codes"])
    assert data["summary"] == {
        "found": 5,
        "imported": 1,
        "updated": 1,
        "unchanged": 1,
        "quarantined": 1,
        "rejected": 1,
    }
    assert _snapshot(database) == before


def test_a_dry_run_on_a_missing_database_creates_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    where = tmp_path / "not-yet" / "skillkeeper.db"
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", f"sqlite:///{where}")
    write_skill(tmp_path / "s" / "fresh", skill_md("fresh"))
    result = runner.invoke(app, ["import", str(tmp_path / "s"), "--dry-run"], terminal_width=300)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "the database does not exist yet (the import creates it): compared against an empty catalog"
    assert "new        fresh: would wait for review" in lines and lines[-1] == DONE
    assert not where.parent.exists()


def test_a_dry_run_into_a_missing_tenant_creates_no_tenant(database: str, tmp_path: Path) -> None:
    root = _messy(tmp_path / "s", database)
    before = _snapshot(database)
    result = runner.invoke(app, ["import", str(root), "--dry-run", "--tenant", "other", "--json"])
    data = json.loads(result.stdout)
    assert data["empty_catalog"] == "tenant 'other' does not exist yet"
    assert {f["name"]: f["outcome"] for f in data["folders"]}["kept"] == "new"
    assert _snapshot(database) == before


def test_a_dry_run_over_a_server_is_refused_in_one_line(tmp_path: Path) -> None:
    write_skill(tmp_path / "s" / "fresh", skill_md("fresh"))
    result = runner.invoke(app, ["import", str(tmp_path / "s"), "--dry-run", "--server", "http://127.0.0.1:9"])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: --dry-run works on this machine's database only")
    assert len(result.stderr.splitlines()) == 1
