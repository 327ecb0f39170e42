"""Crafted skill folders in the terminal: one line each, and import always carries on."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from tests.factories import HOSTILE, skill_md

runner = CliRunner()
_register()


@pytest.fixture
def _database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)


def _folder(root: Path, name: str, text: str) -> Path:
    (root / name).mkdir(parents=True)
    (root / name / "SKILL.md").write_bytes(text.encode("utf-8", "surrogatepass"))
    return root / name


def _crafted(root: Path) -> Path:
    # Every hostile text in a folder named like its skill, so the text is all that is wrong.
    for label, text in HOSTILE.items():
        _folder(root, f"a-{label}", text.replace("name: crafted", f"name: a-{label}", 1))
    _folder(root, "zz-good", skill_md("zz-good"))
    return root


@pytest.mark.parametrize("command", ["validate", "scan"])
def test_validate_and_scan_report_crafted_folders_in_one_line_each(tmp_path: Path, command: str) -> None:
    root = _crafted(tmp_path / "skills")
    result = runner.invoke(app, [command, str(root)])
    assert result.exit_code == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    if command == "validate":
        fails = [line for line in result.stdout.splitlines() if line.startswith("FAIL")]
        assert len(fails) == len(HOSTILE) and all(len(line) < 400 for line in fails)
        assert any("out of range" in line for line in fails)


@pytest.mark.usefixtures("_database")
def test_import_carries_on_past_crafted_folders_and_reports_each(tmp_path: Path) -> None:
    root = _crafted(tmp_path / "skills")
    result = runner.invoke(app, ["import", str(root), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [e["name"] for e in data["imported"]] == ["zz-good"]  # the folder after the bad ones
    assert len(data["rejected"]) == len(HOSTILE)
    assert all(e["reasons"] and all("\n" not in r for r in e["reasons"]) for e in data["rejected"])


@pytest.mark.usefixtures("_database")
def test_validate_and_import_agree_on_a_folder_named_unlike_its_skill(tmp_path: Path) -> None:
    root = tmp_path / "skills"
    _folder(root, "pdf-tools", skill_md("pdf"))
    checked = runner.invoke(app, ["validate", str(root), "--json"])
    imported = runner.invoke(app, ["import", str(root), "--json"])
    assert checked.exit_code == 1
    reason = json.loads(checked.stdout)["results"][0]["errors"][0]["message"]
    data = json.loads(imported.stdout)
    assert data["summary"]["imported"] == 0 and data["rejected"][0]["reasons"] == [reason]
    assert "differs from its folder 'pdf-tools'" in reason


@pytest.mark.usefixtures("_database")
def test_import_sums_up_many_rejected_folders_one_line_per_rule(tmp_path: Path) -> None:
    root = _crafted(tmp_path / "skills")
    result = runner.invoke(app, ["import", str(root)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert f"{len(HOSTILE)} folders rejected, by rule (`--json` lists every folder and reason):" in lines
    groups = [line for line in lines if re.match(r"^ +\d+  \S+: e\.g\. ", line)]
    assert sum(int(line.split()[0]) for line in groups) >= len(HOSTILE)
    rejected = [line for line in lines if re.match(r"^ +\d+  \S+: e\.g\. ", line) or " by rule " in line]
    # Nothing else outside the summary table: a wrapped reason would leave a continuation line.
    others = [
        line
        for line in result.stdout.splitlines()
        if line.strip()
        and line[0] not in "┏┃┡│└"
        and line not in rejected
        and "waiting for review: a reviewer lists them" not in line  # the one next-step line
        and not line.startswith("warning: ")  # the outcome line: some folders did not go in
    ]
    assert others == []
