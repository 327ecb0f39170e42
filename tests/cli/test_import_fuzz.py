"""Fuzz `skillkeeper import`: every crafted folder is reported, the import carries on, no traceback."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from hypothesis import given
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from tests.factories import skill_md
from tests.strategies import FUZZ, Crafted, crafted

runner = CliRunner()
_register()
_ids = itertools.count()


@pytest.fixture
def database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    return db_url


def _write(folder: Path, item: Crafted) -> bool:
    """The crafted skill as a folder on disk; False when the filesystem itself refuses a path."""
    try:
        folder.mkdir(parents=True)
        (folder / "SKILL.md").write_bytes(item.skill_md.encode("utf-8", "surrogatepass"))
        for rel, text in item.files.items():
            target = (folder / rel).resolve()
            if not target.is_relative_to(folder.resolve()) or rel == "SKILL.md":
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(text.encode("utf-8", "surrogatepass"))
    except (OSError, ValueError):
        return False
    return True


@FUZZ
@given(item=crafted())
def test_import_reports_every_crafted_folder_and_carries_on(database: str, tmp_path: Path, item: Crafted) -> None:
    root = tmp_path / f"run-{next(_ids)}"
    # "fuzz-ok" sorts before "zz-good": the good folder comes after the crafted one.
    if not _write(root / "fuzz-ok", item):
        return
    good = root / "zz-good"
    good.mkdir()
    (good / "SKILL.md").write_text(skill_md("zz-good"))
    result = runner.invoke(app, ["import", str(root), "--json"])
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    data = json.loads(result.stdout)
    landed = [e for key in ("imported", "updated", "quarantined") for e in data[key]]
    assert "zz-good" in [e["name"] for e in landed]
    assert data["summary"]["found"] == 2  # each folder in exactly one list
    for entry in data["rejected"]:
        assert entry["reasons"] and all("\n" not in r for r in entry["reasons"])
