"""Store fixtures: databases with no schema at all, on each engine."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy import make_url, text

from tests.conftest import PG_URL, pg_admin


@pytest.fixture(params=["sqlite", "postgresql"])
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
