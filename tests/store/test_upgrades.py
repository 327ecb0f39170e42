"""Every earlier migration, filled with representative rows, upgrades to head with its data intact (both engines).

The chain is walked from Alembic's script directory, so a migration added later is covered without editing this file.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    Engine,
    Float,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    select,
    text,
)

from skillkeeper.keeper import Keeper
from skillkeeper.store import schema
from skillkeeper.store.db import MIGRATIONS, make_engine, migrations_current, upgrade
from skillkeeper.store.maintenance import check


def _chain() -> list[str]:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return [r.revision for r in reversed(list(ScriptDirectory.from_config(cfg).walk_revisions("base", "heads")))]


CHAIN = _chain()
EARLIER = CHAIN[:-1]

HASH = "sha256:" + "ab" * 32
# Realistic values where a column's meaning matters; any other column gets a value of its type.
ROWS: dict[str, dict[str, Any]] = {
    "tenants": {"name": "acme", "settings": {"review_gate": True}},
    "principals": {"name": "alice", "mandate": ["skills:read", "skills:review"]},
    "tokens": {"id": "tok-1", "token_hash": "f" * 64, "scopes": ["skills:read"], "revoked_at": None},
    "skills": {
        "name": "pdf-tools",
        "status": "active",
        "kind": "skill",
        "source": "manual",
        "active_revision_id": 1,
        "head_revision_id": 1,
        "deferred": False,
        "decision": None,
        "delete_proposed_by": None,
        "delete_proposed_at": None,
    },
    "revisions": {
        "number": 1,
        "content_hash": HASH,
        "name": "pdf-tools",
        "description": "Use when you need to fill PDF forms.",
        "summary": "fill PDF forms",
        "body": "# PDF tools\n",
        "skill_md": "---\nname: pdf-tools\ndescription: Use when you need to fill PDF forms.\n---\n# PDF tools\n",
        "frontmatter": {"name": "pdf-tools", "description": "Use when you need to fill PDF forms."},
        "kind": "skill",
        "tags": ["pdf"],
        "review_state": "approved",
        "verdict": "clean",
        "scan": {"verdict": "clean", "findings": []},
        "warnings": [],
        "source": "manual",
        "author": "alice",
    },
    "revision_files": {"path": "scripts/merge.py", "data": b"print('merge')\n", "size": 15, "sha256": "cd" * 32},
    "audit_events": {"skill_name": "pdf-tools", "revision_id": 1, "action": "approve", "actor": "alice"},
    "nodes": {"node_id": "node-1", "hostname": "laptop"},
}
SKIP = {"alembic_version", "catalog_version"}


def _value(table: Table, name: str, written: dict[str, dict[str, Any]]) -> Any:
    column = table.c[name]
    for fk in column.foreign_keys:  # one row per table: every reference points at the row written there
        return written[fk.column.table.name][fk.column.name]
    if column.primary_key and isinstance(column.type, Integer):
        return 1
    kind = column.type
    if isinstance(kind, Boolean):
        return False
    if isinstance(kind, Integer):
        return 1
    if isinstance(kind, Float):
        return 0.5
    if isinstance(kind, DateTime):
        return datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    if isinstance(kind, LargeBinary):
        return b"\x00\x01"
    if isinstance(kind, JSON):
        return {}
    if isinstance(kind, String):
        return "x" * min(8, kind.length or 8)
    raise AssertionError(f"no representative value for {table.name}.{name} ({kind!r}); add one to ROWS")


def _fill(engine: Engine) -> dict[str, dict[str, Any]]:
    meta = MetaData()
    meta.reflect(engine)
    written: dict[str, dict[str, Any]] = {}
    with engine.begin() as conn:
        for table in meta.sorted_tables:
            if table.name in SKIP or table.name not in schema.metadata.tables:
                continue  # bookkeeping, or derived (full-text indexes kept by triggers)
            given = ROWS.get(table.name, {})
            row = {
                c.name: given[c.name] if c.name in given else _value(table, c.name, written)
                for c in table.columns
                if c.computed is None
            }
            if table.name == "revisions" and "skill_id" in row:
                row["skill_id"] = 1
            conn.execute(table.insert().values(**row))
            written[table.name] = row
    return written


def _compare(engine: Engine, written: dict[str, dict[str, Any]]) -> None:
    meta = MetaData()
    meta.reflect(engine)
    with engine.connect() as conn:
        for name, row in written.items():
            assert name in meta.tables, f"table {name} vanished in the upgrade"
            table = meta.tables[name]
            found = conn.execute(select(table)).mappings().all()
            assert len(found) == 1, f"{name}: {len(found)} rows after the upgrade"
            for column, value in row.items():
                if column in table.c and not isinstance(value, datetime):
                    assert found[0][column] == value, f"{name}.{column} changed in the upgrade"


def test_the_chain_is_walked_from_alembic() -> None:
    assert CHAIN[0] == "0001" and len(CHAIN) == len(set(CHAIN)) >= 5


@pytest.mark.parametrize("revision", EARLIER)
def test_a_filled_database_at_an_earlier_migration_upgrades_with_its_data(empty_url: str, revision: str) -> None:
    engine = make_engine(empty_url)
    try:
        from skillkeeper.store.db import _alembic_config

        with engine.begin() as conn:
            command.upgrade(_alembic_config(conn), revision)
        written = _fill(engine)
        assert "skills" in written and "revisions" in written

        upgrade(engine)

        assert migrations_current(engine)
        _compare(engine, written)
        assert check(engine) == []
    finally:
        engine.dispose()
    keeper = Keeper.open(empty_url)  # and the server opens it as it would after a deploy
    try:
        with keeper.store.read() as conn:
            assert conn.execute(text("SELECT content_hash FROM revisions")).scalar_one() == HASH
    finally:
        keeper.close()
