"""Reads and admin verbs on a database at an older schema: they leave it there and say how to upgrade it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import make_url
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.store.db import SCHEMA_HEAD, _alembic_config, make_engine, schema_version

runner = CliRunner()
_register()
PREVIOUS = "0008_inbox"


def _older(empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch) -> str:
    """A database migrated to the revision before the newest, configured for the CLI."""
    url = empty_databases()
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            command.upgrade(_alembic_config(conn), PREVIOUS)
    finally:
        engine.dispose()
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", url)
    return url


def _version(url: str) -> str | None:
    engine = make_engine(url)
    try:
        return schema_version(engine)
    finally:
        engine.dispose()


@pytest.mark.parametrize(
    "command_line",
    [
        ["skills", "list"],
        ["skills", "search", "pdf"],
        ["skills", "show", "pdf"],
        ["skills", "inbox"],
        ["tokens", "list", "--tenant", "acme"],
        ["tenants", "list"],
        ["audit", "--since", "1h"],
        ["info"],
        ["info", "--json"],
        ["tokens", "create", "--principal", "p", "--scopes", "skills:read", "--tenant", "acme"],
        ["skills", "approve", "pdf"],
    ],
)
def test_a_command_that_does_not_migrate_leaves_an_older_schema_and_names_db_upgrade(
    command_line: list[str], empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _older(empty_databases, monkeypatch)
    result = runner.invoke(app, command_line)
    assert result.exit_code == 1, result.output
    shown = make_url(url).render_as_string(hide_password=True)
    assert [line for line in result.stderr.splitlines() if line.strip()] == [
        f"error: the database at {shown} is at schema {PREVIOUS}, older than this skillkeeper's {SCHEMA_HEAD}, "
        "and this command does not upgrade it: `skillkeeper db upgrade` does"
    ]
    assert _version(url) == PREVIOUS


def test_doctor_on_an_older_schema_warns_that_mcp_upgrades_it_and_migrates_nothing(
    empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _older(empty_databases, monkeypatch)
    result = runner.invoke(app, ["doctor", "--stdio"])
    # A warning, not a failure: the `skillkeeper mcp` a client starts upgrades the database itself.
    assert result.exit_code == 1, result.output
    assert "`skillkeeper mcp` upgrades it when a client starts it" in result.output
    assert _version(url) == PREVIOUS


def test_db_upgrade_and_a_write_migrate_an_older_schema(
    empty_databases: Callable[[], str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    url = _older(empty_databases, monkeypatch)
    assert runner.invoke(app, ["db", "upgrade"]).exit_code == 0
    assert _version(url) == SCHEMA_HEAD
    other = _older(empty_databases, monkeypatch)
    assert runner.invoke(app, ["tenants", "create", "acme"]).exit_code == 0
    assert _version(other) == SCHEMA_HEAD
    assert runner.invoke(app, ["skills", "list", "--tenant", "acme"]).exit_code == 0
