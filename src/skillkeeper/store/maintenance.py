"""Backup, restore and consistency checks of the database (SQLite online backup; PostgreSQL pg_dump/pg_restore)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine, make_url, text

from skillkeeper.errors import ConfigError, InvalidInput

TOOL_HINT = "install the PostgreSQL client tools (Debian: apt-get install postgresql-client)"


@dataclass(frozen=True)
class Copied:
    """What a backup or restore moved: the file and the number of revisions in it."""

    path: Path
    revisions: int


def _sqlite_path(engine: Engine) -> Path:
    database = engine.url.database
    if database in (None, "", ":memory:"):
        raise InvalidInput("an in-memory database cannot be backed up or restored; use a file")
    return Path(str(database)).expanduser()


def _libpq(engine: Engine) -> str:
    return (
        make_url(engine.url.render_as_string(hide_password=False))
        .set(drivername="postgresql")
        .render_as_string(hide_password=False)
    )


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise ConfigError(f"{name} is not on PATH; {TOOL_HINT}")
    return found


def _run(argv: list[str], what: str) -> None:
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        said = " ".join(done.stderr.split()) or "no message"  # its reason and its hint, on one line
        raise ConfigError(f"{what} failed: {said}")


def _revisions(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.execute(text("SELECT COUNT(*) FROM revisions")).scalar() or 0)


def backup(engine: Engine, dest: Path) -> Copied:
    """Copy the database to `dest` while it stays online; raises InvalidInput, ConfigError."""
    dest = dest.expanduser()
    if dest.exists():
        raise InvalidInput(f"{dest} already exists; pick a new file name (a backup never overwrites)")
    if not dest.parent.is_dir():
        raise InvalidInput(f"{dest.parent} is not a folder; create it first")
    fd, tmp_name = tempfile.mkstemp(prefix=".skillkeeper-backup-", dir=dest.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        if engine.dialect.name == "sqlite":
            source = sqlite3.connect(_sqlite_path(engine))
            target = sqlite3.connect(tmp)
            try:
                source.backup(target)  # a consistent snapshot even while writers commit
            finally:
                target.close()
                source.close()
        else:
            engine.connect().close()  # an unreachable server is said like on every command, not as pg_dump's stderr
            _run([_tool("pg_dump"), "-Fc", "--no-owner", "-f", str(tmp), _libpq(engine)], "pg_dump")
        tmp.replace(dest)  # only a complete copy ever carries the name
    finally:
        tmp.unlink(missing_ok=True)
    return Copied(dest, _revisions(engine))


def _versions(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.execute(text("SELECT COALESCE(MAX(version), 0) FROM catalog_version")).scalar() or 0)


def restorable(src: Path) -> Path:
    """`src` expanded, when it is a file a restore can start from; raises InvalidInput (asked before the
    confirmation, so nobody agrees to replace everything only to hear the file is not there)."""
    src = src.expanduser()
    if not src.is_file():
        raise InvalidInput(f"{src} is not a file; give the path a `skillkeeper db backup` wrote")
    return src


def reach(engine: Engine) -> None:
    """Open and close one connection (an unreachable database is said before any prompt); raises the driver's error."""
    engine.connect().close()


def restore(engine: Engine, src: Path) -> Copied:
    """Replace the database's content with the backup at `src`; raises InvalidInput, ConfigError.

    The catalog and access versions end above both the old and the restored numbers, so no
    replica reuses an answer it cached before the restore.
    """
    src = restorable(src)
    try:
        before = _versions(engine)
    except Exception:
        before = 0  # an empty or damaged database: nothing cached from it can match anyway
    if engine.dialect.name == "sqlite":
        try:
            source = sqlite3.connect(f"file:{src}?mode=ro", uri=True)
            ok = source.execute("PRAGMA quick_check").fetchone()
            source.execute("SELECT version_num FROM alembic_version").fetchone()
        except sqlite3.DatabaseError as exc:
            raise InvalidInput(f"{src} is not a skillkeeper SQLite backup ({exc})") from None
        if ok is None or ok[0] != "ok":
            source.close()
            raise InvalidInput(f"{src} fails its integrity check; it cannot be restored")
        engine.dispose()
        target = sqlite3.connect(_sqlite_path(engine), timeout=30)
        try:
            source.backup(target)  # page by page under the target's write lock
        finally:
            target.close()
            source.close()
    else:
        with src.open("rb") as fh:
            if fh.read(5) != b"PGDMP":
                raise InvalidInput(f"{src} is not a pg_dump custom-format file; give a `skillkeeper db backup` file")
        engine.dispose()
        argv = [_tool("pg_restore"), "--clean", "--if-exists", "--no-owner", "--single-transaction"]
        _run([*argv, "-d", _libpq(engine), str(src)], "pg_restore")
    with engine.begin() as conn:
        conn.execute(text("UPDATE catalog_version SET version = :v"), {"v": max(before, _versions(engine)) + 1})
    return Copied(src, _revisions(engine))


_CHECKS = (
    (
        "revision {0} belongs to skill {1}, which does not exist",
        "SELECT r.id, r.skill_id FROM revisions r LEFT JOIN skills s ON s.id = r.skill_id WHERE s.id IS NULL",
    ),
    (
        "file {1} of revision {0} has no revision",
        "SELECT f.revision_id, f.path FROM revision_files f LEFT JOIN revisions r ON r.id = f.revision_id "
        "WHERE r.id IS NULL",
    ),
    (
        "skill {0} ({1}) has head revision {2}, which is not one of its revisions",
        "SELECT s.id, s.name, s.head_revision_id FROM skills s LEFT JOIN revisions r "
        "ON r.id = s.head_revision_id AND r.skill_id = s.id WHERE s.head_revision_id IS NOT NULL AND r.id IS NULL",
    ),
    (
        "skill {0} ({1}) has active revision {2}, which is not one of its revisions",
        "SELECT s.id, s.name, s.active_revision_id FROM skills s LEFT JOIN revisions r "
        "ON r.id = s.active_revision_id AND r.skill_id = s.id WHERE s.active_revision_id IS NOT NULL AND r.id IS NULL",
    ),
    (
        "skill {0} ({1}) has no head revision",
        "SELECT id, name FROM skills WHERE head_revision_id IS NULL",
    ),
    (
        "catalog version row {0} is negative ({1})",
        "SELECT id, version FROM catalog_version WHERE version < 0",
    ),
)


def check(engine: Engine) -> list[str]:
    """Every consistency problem found, one line each (empty when the database is sound)."""
    from skillkeeper.store.db import migrations_current

    problems: list[str] = []
    with engine.connect() as conn:
        if engine.dialect.name == "sqlite":
            for (line,) in conn.exec_driver_sql("PRAGMA integrity_check").all():
                if line != "ok":
                    problems.append(f"integrity: {line}")
            for table, rowid, parent, _ in conn.exec_driver_sql("PRAGMA foreign_key_check").all():
                problems.append(f"foreign key: {table} row {rowid} points at a missing {parent} row")
        for template, sql in _CHECKS:
            problems.extend(template.format(*row) for row in conn.execute(text(sql)).all())
        ids = {int(i) for (i,) in conn.execute(text("SELECT id FROM catalog_version")).all()}
        problems.extend(f"catalog version row {i} is missing" for i in sorted({1, 2} - ids))
    if not migrations_current(engine):
        problems.append("schema is not at the newest migration; run `skillkeeper db upgrade`")
    return problems
