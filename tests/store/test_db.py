from __future__ import annotations

import pytest
from sqlalchemy import func, select, text

from skillkeeper.errors import ConfigError, Unavailable
from skillkeeper.keeper import Keeper
from skillkeeper.store.db import make_engine, migrations_current, open_store, upgrade
from skillkeeper.store.schema import revisions
from skillkeeper.store.tenants import create_tenant
from tests.factories import make_skill, reviewer


def test_migrations_are_current_and_idempotent(db_url: str) -> None:
    store = open_store(db_url)
    upgrade(store.engine)
    upgrade(store.engine)
    assert migrations_current(store.engine)
    store.dispose()


def test_sqlite_uses_wal(tmp_path: object) -> None:
    store = open_store(f"sqlite:///{tmp_path}/wal.db")
    with store.read() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    store.dispose()


def test_unreachable_database_is_unavailable() -> None:
    with pytest.raises(Unavailable):
        open_store("postgresql+psycopg://nobody@127.0.0.1:1/none")


def test_unsupported_database_is_a_config_error() -> None:
    with pytest.raises(ConfigError):
        make_engine("mysql://x@localhost/db")


def test_deleting_a_skill_removes_its_revisions_from_search(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    keeper.lifecycle.write(
        reviewer(tid), make_skill("pdf-tools", body="extract tables from pdf"), source="manual", status="active"
    )
    keeper.lifecycle.delete(reviewer(tid), "pdf-tools")
    with keeper.store.read() as conn:
        assert conn.execute(select(func.count()).select_from(revisions)).scalar() == 0
        if conn.dialect.name == "sqlite":
            hits = conn.execute(text("SELECT count(*) FROM revision_fts WHERE revision_fts MATCH 'pdf'")).scalar()
            assert hits == 0


def test_schema_head_is_the_newest_migration(tmp_path: object) -> None:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from skillkeeper.store.db import MIGRATIONS, SCHEMA_HEAD

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    assert ScriptDirectory.from_config(cfg).get_heads() == [SCHEMA_HEAD]


def test_opening_a_current_database_reports_its_version(db_url: str) -> None:
    from skillkeeper.store.db import SCHEMA_HEAD, schema_version

    store = open_store(db_url)
    assert schema_version(store.engine) == SCHEMA_HEAD
    store.dispose()


def test_a_missing_postgresql_database_names_the_createdb_command(pg_database: str) -> None:
    from sqlalchemy.engine import make_url

    url = make_url(pg_database).set(database="firsthour3_never_created").render_as_string(hide_password=False)
    with pytest.raises(Unavailable, match=r"create it with `createdb .*firsthour3_never_created`") as caught:
        open_store(url)
    assert "\n" not in caught.value.message


def test_a_failed_statement_never_carries_its_values_into_the_error(keeper: Keeper) -> None:
    # The server logs unhandled errors with their traceback: the values of a failed write (a webhook's
    # secret, a skill's body) must not be in it.
    from sqlalchemy import insert
    from sqlalchemy.exc import IntegrityError

    from skillkeeper.store.clock import now
    from skillkeeper.store.schema import server_secrets

    row = {"name": "probe", "value": "whsec_do_not_log_me", "created_at": now()}
    with keeper.store.write() as conn:
        conn.execute(insert(server_secrets).values(**row))
    with pytest.raises(IntegrityError) as failed, keeper.store.write() as conn:
        conn.execute(insert(server_secrets).values(**row))
    assert "whsec_do_not_log_me" not in str(failed.value)


def test_a_postgres_url_is_read_as_postgresql_with_psycopg(pg_database: str) -> None:
    short = pg_database.replace("postgresql://", "postgres://", 1).replace("postgresql+psycopg://", "postgres://", 1)
    assert short.startswith("postgres://")
    engine = make_engine(short)
    try:
        assert engine.url.drivername == "postgresql+psycopg"
        with engine.connect() as conn:
            assert conn.execute(text("SELECT 1")).scalar() == 1
    finally:
        engine.dispose()
