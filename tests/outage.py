"""A database outage for tests: the store's engine swapped for one that cannot connect, on either engine."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import create_engine

from skillkeeper.store.db import Store


@contextmanager
def database_down(store: Store) -> Iterator[None]:
    """While inside, every connection `store` opens fails as an unreachable database does."""
    good = store.engine
    dead = (
        "sqlite:////nonexistent-dir/x/y.db"
        if good.dialect.name == "sqlite"
        else "postgresql+psycopg://nobody@127.0.0.1:1/none"
    )
    store.engine = create_engine(dead)
    try:
        yield
    finally:
        store.engine.dispose()
        store.engine = good
