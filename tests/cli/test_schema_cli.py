"""A database at an older or a newer schema: --json output stays one document; what is said goes to stderr."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.store.db import SCHEMA_HEAD, _alembic_config, make_engine, schema_version

runner = CliRunner()
_register()


def _database_at(path: Path, revision: str) -> str:
    from alembic import command

    url = f"sqlite:///{path}"
    engine = make_engine(url)
    with engine.begin() as conn:
        command.upgrade(_alembic_config(conn), revision)
    engine.dispose()
    return url


def test_an_older_database_is_one_document_on_stdout_and_one_line_on_stderr(tmp_path: Path) -> None:
    url = _database_at(tmp_path / "old.db", "0008_inbox")
    result = runner.invoke(app, ["info", "--json"], env={"SKILLKEEPER_DATABASE_URL": url})
    assert result.exit_code == 1, result.output
    assert json.loads(result.stdout)["database_exists"] is True
    assert result.stderr.strip().endswith("`skillkeeper db upgrade` does") and "\n" not in result.stderr.strip()
    result = runner.invoke(app, ["db", "upgrade", "--json"], env={"SKILLKEEPER_DATABASE_URL": url})
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["info", "--json"], env={"SKILLKEEPER_DATABASE_URL": url})
    assert json.loads(result.stdout)["schema_version"] == SCHEMA_HEAD


def test_a_database_from_a_newer_skillkeeper_is_one_line_on_stderr(tmp_path: Path) -> None:
    url = _database_at(tmp_path / "new.db", "head")
    engine = make_engine(url)
    with engine.begin() as conn:
        conn.exec_driver_sql("UPDATE alembic_version SET version_num = '9999_future'")
    assert schema_version(engine) == "9999_future"
    engine.dispose()
    for args in (["info", "--json"], ["skills", "list", "--json"], ["db", "upgrade", "--json"]):
        result = runner.invoke(app, args, env={"SKILLKEEPER_DATABASE_URL": url})
        assert result.exit_code == 1, (args, result.output)
        assert result.stdout == ""
        line = result.stderr.strip()
        assert line.startswith("error: the database at sqlite:///") and "\n" not in line
        assert "is at schema 9999_future, which this skillkeeper" in line and "upgrade skillkeeper" in line
