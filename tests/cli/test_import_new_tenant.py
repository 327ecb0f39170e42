"""`skillkeeper import` into a tenant that does not exist yet, beside tenants that do."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.invoke import run
from tests.factories import skill_md


def _skills(root: Path, name: str) -> Path:
    (root / name).mkdir(parents=True)
    (root / name / "SKILL.md").write_text(skill_md(name))
    return root


@pytest.fixture
def demo(db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A database holding the tenant `demo`, as `serve --demo` leaves it; returns a folder with one more skill."""
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    monkeypatch.delenv("SKILLKEEPER_TENANT", raising=False)
    assert run("import", str(_skills(tmp_path / "first", "pdf-tools")), "--tenant", "demo").exit_code == 0
    return _skills(tmp_path / "mine", "csv-cleaner")


def test_an_import_without_tenant_beside_another_tenant_says_it_creates_default_and_names_the_other(
    demo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert "creates tenant" not in run("import", str(demo), "--tenant", "demo").stderr  # it exists: nothing to say
    result = run("import", str(demo))
    assert result.exit_code == 0, result.output
    assert (
        "note: this import creates tenant 'default', which did not exist, beside demo: each inbox shows the tenant "
        "of the token signed in to it, so pass --tenant demo to import there"
    ) in result.stderr
    # A first import into a database of its own makes the tenant with it: nothing to say either.
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", f"sqlite:///{tmp_path / 'fresh.db'}")
    first = run("import", str(demo))
    assert first.exit_code == 0, first.output
    assert "creates tenant" not in first.stderr


def test_an_import_into_a_mistyped_tenant_asks_whether_the_close_one_was_meant(demo: Path) -> None:
    result = run("import", str(demo), "--tenant", "dmeo")
    assert result.exit_code == 0, result.output
    assert (
        "note: this import creates tenant 'dmeo', which did not exist; did you mean demo? "
        "(`skillkeeper import PATH --tenant demo`)"
    ) in result.stderr
