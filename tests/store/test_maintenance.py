"""Backup, restore and `db check` on both engines: content hashes survive, damage is named."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.errors import InvalidInput
from skillkeeper.keeper import Keeper
from skillkeeper.store.maintenance import backup, check, restore
from skillkeeper.store.tenants import create_tenant
from tests.deliver.mcp.conftest import clean
from tests.factories import agent, make_skill, reviewer

runner = CliRunner()
_register()


def _fill(keeper: Keeper, count: int) -> None:
    keeper.lifecycle.scanner = clean
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    for i in range(count):
        keeper.lifecycle.write(
            reviewer(tid),
            make_skill(f"tool-{i}", f"Use when you need tool number {i}.", files={"scripts/run.py": f"print({i})\n"}),
            source="manual",
            status="active",
        )
    keeper.lifecycle.write(agent(tid), make_skill("tool-0", "Use when you need tool zero, rewritten."))


def _hashes(keeper: Keeper) -> list[tuple[object, ...]]:
    with keeper.store.read() as conn:
        revisions = conn.execute(text("SELECT id, skill_id, number, content_hash FROM revisions ORDER BY id")).all()
        files = conn.execute(text("SELECT revision_id, path, sha256 FROM revision_files ORDER BY 1, 2")).all()
    return [tuple(r) for r in revisions] + [tuple(f) for f in files]


def _catalog_version(keeper: Keeper) -> int:
    with keeper.store.read() as conn:
        return int(conn.execute(text("SELECT version FROM catalog_version WHERE id = 1")).scalar_one())


def test_restore_brings_back_every_revision_by_content_hash(keeper: Keeper, tmp_path: Path) -> None:
    _fill(keeper, 5)
    before = _hashes(keeper)
    copied = backup(keeper.store.engine, tmp_path / "backup.bin")
    assert copied.revisions == 6
    _fill_more = make_skill("late-tool", "Use when you need the tool added after the backup.")
    keeper.lifecycle.write(agent(1), _fill_more)
    with keeper.store.write() as conn:
        conn.execute(text("DELETE FROM skills WHERE name = 'tool-3'"))
    version_after_changes = _catalog_version(keeper)
    assert _hashes(keeper) != before

    restore(keeper.store.engine, tmp_path / "backup.bin")

    assert _hashes(keeper) == before
    assert _catalog_version(keeper) > version_after_changes  # no replica reuses a pre-restore cache entry
    assert check(keeper.store.engine) == []


def test_backup_never_overwrites_and_restore_refuses_a_stranger_file(keeper: Keeper, tmp_path: Path) -> None:
    target = tmp_path / "exists.bin"
    target.write_bytes(b"keep me")
    with pytest.raises(InvalidInput, match="already exists"):
        backup(keeper.store.engine, target)
    assert target.read_bytes() == b"keep me"
    with pytest.raises(InvalidInput, match="backup"):
        restore(keeper.store.engine, target)


def test_check_names_orphaned_revisions_and_heads_pointing_nowhere(keeper: Keeper) -> None:
    _fill(keeper, 2)
    assert check(keeper.store.engine) == []
    with keeper.store.write() as conn:
        if conn.dialect.name == "sqlite":
            conn.exec_driver_sql("PRAGMA defer_foreign_keys=ON")
        conn.execute(text("UPDATE skills SET head_revision_id = 9999 WHERE name = 'tool-1'"))
        conn.execute(text("DELETE FROM catalog_version WHERE id = 2"))
    try:
        problems = check(keeper.store.engine)
    finally:  # the PostgreSQL test database is shared by the next tests
        with keeper.store.write() as conn:
            conn.execute(text("INSERT INTO catalog_version (id, version) VALUES (2, 0)"))
    assert any("tool-1" in p and "head revision 9999" in p for p in problems)
    assert "catalog version row 2 is missing" in problems


def test_db_commands_round_trip_from_the_terminal(db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    keeper = Keeper.open(db_url)
    try:
        _fill(keeper, 2)
    finally:
        keeper.close()
    path = tmp_path / "b.bin"
    made = runner.invoke(app, ["db", "backup", str(path)])
    assert made.exit_code == 0 and "3 revisions" in made.stdout
    again = runner.invoke(app, ["db", "backup", str(path)])
    assert again.exit_code == 1 and again.stderr.count("\n") == 1 and "already exists" in again.stderr
    assert runner.invoke(app, ["db", "restore", str(path)], input="n\n").exit_code == 1
    done = runner.invoke(app, ["db", "restore", str(path), "--yes"])
    assert done.exit_code == 0 and "restored" in done.stdout
    checked = runner.invoke(app, ["db", "check"])
    assert checked.exit_code == 0 and "consistent" in checked.stdout, checked.stderr


def test_restore_of_a_missing_file_says_so_before_asking_to_replace_everything(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # It asked "replace everything in ... ? [y/N]" first, and only after a yes said the file was not there.
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    result = runner.invoke(app, ["db", "restore", str(tmp_path / "nope.bin")], input="y\n")
    assert result.exit_code == 2 and "replace everything" not in result.output
    assert (
        result.stderr.strip()
        == f"error: {tmp_path / 'nope.bin'} is not a file; give the path a `skillkeeper db backup` wrote"
    )
