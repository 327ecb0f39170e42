"""Shared fixtures: a temp SKILLKEEPER_HOME for every test, and a real database per engine.

PostgreSQL tests use `SKILLKEEPER_TEST_POSTGRES_URL` (default: the local server); each run
gets its own database, dropped at the end. Without a server they skip, unless
`SKILLKEEPER_TEST_REQUIRE_POSTGRES=1`, where they fail.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine, make_url, text

from skillkeeper.keeper import Keeper
from skillkeeper.store.db import open_store
from tests.node.fake_server import FakeServer

PG_URL = os.environ.get("SKILLKEEPER_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
REQUIRE_PG = os.environ.get("SKILLKEEPER_TEST_REQUIRE_POSTGRES") == "1"
ENGINES = ["sqlite", "postgresql"]


@pytest.fixture(autouse=True)
def _skillkeeper_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "skhome"
    monkeypatch.setenv("SKILLKEEPER_HOME", str(home))
    for var in (
        "SKILLKEEPER_DATABASE_URL",
        "SKILLKEEPER_TOKEN",
        "SKILLKEEPER_SKILL_TARGETS",
        "SKILLKEEPER_TENANT",
        "SKILLKEEPER_NODE_ID",
    ):
        monkeypatch.delenv(var, raising=False)
    # The default ranker is `auto`, which is hybrid here (the dev extra installs the model): tests
    # pin lexical, fast and exactly ordered; tests of `auto` and of hybrid set what they need.
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "lexical")
    return home


def pg_admin() -> Engine:
    """An AUTOCOMMIT engine on the PostgreSQL server, to create and drop databases; skips (or fails) without one."""
    admin = create_engine(make_url(PG_URL), isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as exc:
        admin.dispose()
        if REQUIRE_PG:
            pytest.fail(f"PostgreSQL required but unreachable at {PG_URL}: {exc}")
        pytest.skip(f"PostgreSQL unreachable at {PG_URL}")
    return admin


@pytest.fixture(scope="session")
def pg_database() -> Iterator[str]:
    """A PostgreSQL database of this run's own, migrated once; dropped afterwards."""
    admin = pg_admin()
    name = f"skillkeeper_test_{os.getpid()}_{secrets.token_hex(3)}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(PG_URL).set(database=name).render_as_string(hide_password=False)
    open_store(url).dispose()
    try:
        yield url
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def _truncate(url: str) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(
            text(
                "TRUNCATE tenants, principals, tokens, skills, revisions, revision_files, "
                "audit_events, subscriptions, nodes RESTART IDENTITY CASCADE"
            )
        )
    engine.dispose()


@pytest.fixture(params=ENGINES)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty, migrated database URL on each engine."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'test.db'}"
    url: str = request.getfixturevalue("pg_database")
    _truncate(url)
    return url


@pytest.fixture(params=ENGINES)
def empty_databases(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], str]]:
    """Makes the URL of a new database with no schema at all, on each engine; all dropped afterwards."""
    if request.param == "sqlite":
        yield lambda: f"sqlite:///{tmp_path / f'empty-{secrets.token_hex(4)}.db'}"
        return
    admin = pg_admin()
    names: list[str] = []

    def make() -> str:
        names.append(f"skillkeeper_empty_{secrets.token_hex(4)}")
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{names[-1]}"'))
        return make_url(PG_URL).set(database=names[-1]).render_as_string(hide_password=False)

    try:
        yield make
    finally:
        with admin.connect() as conn:
            for name in names:
                conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture
def empty_url(empty_databases: Callable[[], str]) -> str:
    """A database with no schema at all, on each engine."""
    return empty_databases()


@pytest.fixture
def keeper(db_url: str) -> Iterator[Keeper]:
    k = Keeper.open(db_url)
    try:
        yield k
    finally:
        k.close()


@pytest.fixture
def replica(db_url: str) -> Iterator[Keeper]:
    """A second Keeper on the same database: its own engine, pool and caches, like another process."""
    other = Keeper.open(db_url)
    try:
        yield other
    finally:
        other.close()


@pytest.fixture
def fake_server() -> Iterator[FakeServer]:
    """A fake skillkeeper server on 127.0.0.1 for the node agent and `doctor --node`."""
    server = FakeServer().start()
    try:
        yield server
    finally:
        server.stop()
