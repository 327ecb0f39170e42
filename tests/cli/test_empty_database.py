"""Read-only commands on a database that exists but holds no skillkeeper schema: they create none in it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, make_url
from sqlalchemy.pool import NullPool
from typer.testing import CliRunner

from skillkeeper.cli import _register, app

runner = CliRunner()
_register()


def _empty(empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch) -> str:
    """A new database with nothing in it (on SQLite an empty file), configured for the CLI."""
    url = empty_databases()
    if url.startswith("sqlite:"):
        Path(make_url(url).database or "").touch()
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", url)
    return url


def _untouched(url: str) -> bool:
    """No table (not even alembic_version) and, on SQLite, not a byte written."""
    database = make_url(url).database or ""
    if url.startswith("sqlite:") and Path(database).stat().st_size:
        return False
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            return inspect(conn).get_table_names() == []
    finally:
        engine.dispose()


def _no_schema_line(url: str) -> str:
    return (
        f"error: the database at {make_url(url).render_as_string(hide_password=True)} has no skillkeeper schema yet "
        "(this command creates none): `skillkeeper db upgrade` creates it, or `skillkeeper import DIR` creates it "
        "with your skills"
    )


@pytest.mark.parametrize(
    "command",
    [
        ["skills", "list"],
        ["skills", "search", "pdf"],
        ["skills", "inbox"],
        ["tokens", "list", "--tenant", "acme"],
        ["tenants", "list"],
        ["audit"],
        ["skills", "export", "OUT"],
        ["agent", "--local", "--once", "--dry-run", "--target", "./OUT"],
    ],
)
def test_read_only_commands_on_a_database_without_the_schema_create_none_and_say_how_to(
    command: list[str], empty_databases: Callable[[], str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    url = _empty(empty_databases, monkeypatch)
    result = runner.invoke(app, command)
    assert result.exit_code == 1, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert lines == [_no_schema_line(url)]
    assert _untouched(url)
    assert not (tmp_path / "OUT").exists()


@pytest.mark.parametrize(
    "command",
    [
        ["principals", "grant", "p", "skills:read", "--tenant", "acme"],
        ["principals", "revoke", "p", "skills:read", "--tenant", "acme"],
        ["tokens", "create", "--principal", "p", "--scopes", "skills:read", "--tenant", "acme"],
    ],
)
def test_writes_in_a_tenant_on_a_database_without_the_schema_create_none_and_say_how_to(
    command: list[str], empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _empty(empty_databases, monkeypatch)  # no tenant can be in it: creating the schema helps no one
    result = runner.invoke(app, command)
    assert result.exit_code == 1, result.output
    assert [line for line in result.output.splitlines() if line.strip()] == [_no_schema_line(url)]
    assert _untouched(url)


def test_info_on_a_database_without_the_schema_shows_where_it_is_and_creates_none(
    empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _empty(empty_databases, monkeypatch)
    shown = make_url(url).render_as_string(hide_password=True)
    info = runner.invoke(app, ["info"])
    assert info.exit_code == 1
    assert f"database:  {shown} (no skillkeeper schema yet)" in info.stdout
    assert [line for line in info.stderr.splitlines() if line.strip()] == [_no_schema_line(url)]
    assert _untouched(url)


def test_doctor_on_a_database_without_the_schema_fails_the_check_and_creates_none(
    empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _empty(empty_databases, monkeypatch)
    result = runner.invoke(app, ["doctor", "--stdio"])
    assert result.exit_code == 2
    assert "has no skillkeeper schema yet" in result.output and "Traceback" not in result.output
    assert _untouched(url)


def test_a_hint_read_from_a_database_without_the_schema_is_still_one_line(
    empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _empty(empty_databases, monkeypatch)
    result = runner.invoke(app, ["fleet", "nodes"])  # no token: the mint hint looks for this machine's tenants
    assert result.exit_code == 2, result.output
    assert result.output.startswith("error: set SKILLKEEPER_TOKEN") and "Traceback" not in result.output
    assert _untouched(url)


def test_a_command_that_writes_still_creates_the_schema(
    empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _empty(empty_databases, monkeypatch)
    assert runner.invoke(app, ["tenants", "create", "acme"]).exit_code == 0
    assert not _untouched(url)
    assert runner.invoke(app, ["skills", "list", "--tenant", "acme"]).exit_code == 0
    assert runner.invoke(app, ["info"]).exit_code == 0
