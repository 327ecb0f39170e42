"""A new database made in one step (tables, objects, stamp) has exactly the schema the migrations make."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from alembic import command
from sqlalchemy import Connection, Engine, inspect, text

from skillkeeper.store.db import SCHEMA_HEAD, _alembic_config, make_engine, migrations_current, open_store, upgrade
from skillkeeper.store.fresh import create_current


def _table(conn: Connection, name: str) -> dict[str, Any]:
    found = inspect(conn)
    return {
        # In order: a positional INSERT or SELECT * sees the columns as the migrations laid them out.
        "columns": [
            (c["name"], repr(c["type"]), c["nullable"], c.get("default"), c.get("autoincrement"), c.get("computed"))
            for c in found.get_columns(name)
        ],
        "primary key": found.get_pk_constraint(name),
        "indexes": sorted(found.get_indexes(name), key=repr),
        "uniques": sorted(found.get_unique_constraints(name), key=repr),
        "foreign keys": sorted(found.get_foreign_keys(name), key=repr),
        "checks": sorted(found.get_check_constraints(name), key=repr),
    }


def _sqlite_objects(conn: Connection) -> list[tuple[str, ...]]:
    # Triggers, indexes and virtual tables as SQLite keeps their DDL (ordinary tables: reflected above,
    # since a column added by ALTER TABLE reads differently in sqlite_master but is the same column).
    rows = conn.execute(text("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('index', 'trigger')"))
    virtual = conn.execute(text("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL%'"))
    return sorted(tuple(str(v) for v in row) for row in [*rows, *virtual])


def _postgresql_objects(conn: Connection) -> list[tuple[str, ...]]:
    triggers = conn.execute(
        text("SELECT tgname, pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname")
    )
    functions = conn.execute(
        text(
            "SELECT p.proname, pg_get_functiondef(p.oid) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
            "WHERE n.nspname = 'public' ORDER BY p.proname"
        )
    )
    indexes = conn.execute(text("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'"))
    sequences = conn.execute(text("SELECT sequencename, data_type::text FROM pg_sequences WHERE schemaname = 'public'"))
    return sorted(tuple(str(v) for v in row) for row in [*triggers, *functions, *indexes, *sequences])


def describe(engine: Engine) -> dict[str, Any]:
    """Everything the schema is: each table reflected, the engine's other objects, and the rows migrations seed."""
    with engine.connect() as conn:
        names = sorted(inspect(conn).get_table_names())
        objects = _sqlite_objects(conn) if conn.dialect.name == "sqlite" else _postgresql_objects(conn)
        return {
            "tables": {name: _table(conn, name) for name in names},
            "views": sorted(inspect(conn).get_view_names()),
            "objects": objects,
            "catalog_version": conn.execute(text("SELECT id, version FROM catalog_version ORDER BY id")).all(),
            "alembic_version": conn.execute(text("SELECT version_num FROM alembic_version")).all(),
        }


def _migrated(url: str) -> Engine:
    engine = make_engine(url)
    upgrade(engine)
    return engine


def _made_in_one_step(url: str) -> Engine:
    engine = make_engine(url)
    assert create_current(engine, SCHEMA_HEAD)
    return engine


def test_a_database_made_in_one_step_has_the_schema_the_migrations_make(
    empty_databases: Callable[[], str],
) -> None:
    migrated, fresh = _migrated(empty_databases()), _made_in_one_step(empty_databases())
    try:
        want, got = describe(migrated), describe(fresh)
        assert len(want["tables"]) >= 15 and want["objects"]
        assert got == want
    finally:
        migrated.dispose()
        fresh.dispose()


def test_alembic_upgrade_finds_nothing_to_do_on_a_database_made_in_one_step(empty_url: str) -> None:
    engine = _made_in_one_step(empty_url)
    try:
        before = describe(engine)
        assert migrations_current(engine)
        with engine.begin() as conn:
            command.upgrade(_alembic_config(conn), "head")
        assert describe(engine) == before
    finally:
        engine.dispose()


def test_opening_an_empty_database_makes_it_in_one_step(empty_url: str) -> None:
    store = open_store(empty_url)
    try:
        assert migrations_current(store.engine)
        assert not create_current(store.engine, SCHEMA_HEAD)  # not empty any more: left alone
    finally:
        store.dispose()


def test_a_database_at_an_older_migration_is_upgraded_on_open(empty_url: str) -> None:
    engine = make_engine(empty_url)
    try:
        with engine.begin() as conn:
            command.upgrade(_alembic_config(conn), "0001")
        assert not create_current(engine, SCHEMA_HEAD)
    finally:
        engine.dispose()
    store = open_store(empty_url)
    try:
        assert migrations_current(store.engine)
    finally:
        store.dispose()
