"""`skillkeeper import` of many folders: counts, then failures grouped by rule code, and warnings shown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from tests.factories import skill_md

runner = CliRunner()
_register()


@pytest.fixture
def database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    return db_url


def _broken(root: Path, count: int) -> Path:
    for i in range(count):
        (root / f"bad{i}").mkdir(parents=True)
        (root / f"bad{i}" / "SKILL.md").write_text(f"---\nname: bad{i}\n---\nBody\n")  # no description
    return root


def test_many_rejected_folders_are_summed_up_by_rule_not_one_line_each(database: str, tmp_path: Path) -> None:
    root = _broken(tmp_path / "s", 8)
    (root / "other").mkdir()
    (root / "other" / "SKILL.md").write_text(skill_md("renamed"))
    out = runner.invoke(app, ["import", str(root)], terminal_width=300).stdout
    assert "9 folders rejected, by rule (`--json` lists every folder and reason):" in out
    assert "     8  description.missing: e.g. front matter has no 'description'" in out
    assert "(bad0, bad1, bad2 and 5 more)" in out
    assert "     1  name.folder-mismatch: e.g. name 'renamed' differs from its folder 'other'" in out
    assert not [line for line in out.splitlines() if line.startswith("rejected ")]
    data = json.loads(runner.invoke(app, ["import", str(root), "--json"]).stdout)
    assert data["by_rule"]["rejected"] == {"description.missing": 8, "name.folder-mismatch": 1}
    assert data["rejected"][0]["codes"] == ["description.missing"]


def test_a_few_rejected_folders_keep_a_line_each_with_every_reason(database: str, tmp_path: Path) -> None:
    root = _broken(tmp_path / "s", 2)
    out = runner.invoke(app, ["import", str(root)], terminal_width=300).stdout
    assert f"rejected bad0 ({(root / 'bad0').resolve()}): front matter has no 'description'" in out


def test_imported_skills_show_their_warnings(database: str, tmp_path: Path) -> None:
    (tmp_path / "s" / "pdf").mkdir(parents=True)
    text = skill_md("pdf").replace("name: pdf\n", "name: pdf\nversion: 1.0\n", 1)
    (tmp_path / "s" / "pdf" / "SKILL.md").write_text(text)
    out = runner.invoke(app, ["import", str(tmp_path / "s")], terminal_width=300).stdout
    assert "warning pdf: field 'version' is a harness extension" in out


def test_importing_the_served_revision_again_says_the_waiting_edit_is_withdrawn(database: str, tmp_path: Path) -> None:
    folder = tmp_path / "s" / "pdf"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(skill_md("pdf", body="Served."))
    assert runner.invoke(app, ["import", str(folder), "--activate"]).exit_code == 0
    (folder / "SKILL.md").write_text(skill_md("pdf", body="An edit."))
    assert "1 waiting for review" in runner.invoke(app, ["import", str(folder)], terminal_width=300).stdout
    (folder / "SKILL.md").write_text(skill_md("pdf", body="Served."))
    out = runner.invoke(app, ["import", str(folder)], terminal_width=300).stdout
    assert "pdf: the waiting edit (revision 2) is withdrawn: this folder is the served revision" in out
    assert "waiting for review" not in out


def test_the_history_says_in_words_who_withdrew_the_waiting_edit(database: str, tmp_path: Path) -> None:
    folder = tmp_path / "s" / "pdf"
    folder.mkdir(parents=True)
    for body, flags in (("Served.", ["--activate"]), ("An edit.", []), ("Served.", [])):
        (folder / "SKILL.md").write_text(skill_md("pdf", body=body))
        assert runner.invoke(app, ["import", str(folder), *flags]).exit_code == 0
    out = runner.invoke(app, ["skills", "history", "pdf"], terminal_width=300).stdout
    assert "withdrew the edit waiting for review (revision 2 by " in out and "revision 1 serves" in out, out
    log = runner.invoke(app, ["audit", "--skill", "pdf"], terminal_width=300).stdout
    assert "withdrew the edit waiting for review (revision 2 by " in log, log
    (folder / "SKILL.md").write_text(skill_md("pdf", body="An edit."))  # proposed again
    assert runner.invoke(app, ["import", str(folder)]).exit_code == 0
    inbox = runner.invoke(app, ["skills", "inbox"], terminal_width=300).stdout
    assert "withdrawn before: this content waited as revision 2 until " in inbox, inbox


def test_an_import_of_an_archive_or_of_no_skills_creates_no_tenant_and_exits_two(database: str, tmp_path: Path) -> None:
    (tmp_path / "skills.zip").write_bytes(b"PK\x05\x06" + b"\x00" * 18)
    (tmp_path / "empty").mkdir()
    packed = runner.invoke(app, ["import", str(tmp_path / "skills.zip"), "--tenant", "typo"])
    assert packed.exit_code == 2
    assert "skills.zip: the archive has no SKILL.md at its root or in a single top-level folder" in packed.output
    assert runner.invoke(app, ["import", str(tmp_path / "empty"), "--tenant", "typo"]).exit_code == 2
    assert runner.invoke(app, ["tenants", "create", "other"]).exit_code == 0  # a database to look in
    assert "typo" not in runner.invoke(app, ["tenants", "list"]).stdout


def test_a_linked_skill_folder_is_reported_rejected_not_skipped_nor_followed(database: str, tmp_path: Path) -> None:
    (tmp_path / "home" / "secrets").mkdir(parents=True)
    (tmp_path / "home" / "secrets" / "SKILL.md").write_text(skill_md("secrets"))
    (tmp_path / "repo" / "pdf").mkdir(parents=True)
    (tmp_path / "repo" / "pdf" / "SKILL.md").write_text(skill_md("pdf"))
    (tmp_path / "repo" / "secrets").symlink_to(tmp_path / "home" / "secrets", target_is_directory=True)
    data = json.loads(runner.invoke(app, ["import", str(tmp_path / "repo"), "--json"]).stdout)
    assert data["summary"]["found"] == 2 and [e["name"] for e in data["imported"]] == ["pdf"]
    [linked] = data["rejected"]
    assert linked["codes"] == ["path.link"] and "links are not followed" in linked["reasons"][0]
    assert "secrets" not in runner.invoke(app, ["skills", "list"]).stdout
