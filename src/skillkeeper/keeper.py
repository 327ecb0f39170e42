"""The object entry points hold: the store plus the lifecycle wired to the scanner."""

from __future__ import annotations

from dataclasses import dataclass

from skillkeeper.review.lifecycle import Lifecycle
from skillkeeper.settings import Settings, get_settings
from skillkeeper.store.db import Store, open_store


@dataclass
class Keeper:
    """A running skillkeeper: database and lifecycle."""

    store: Store
    lifecycle: Lifecycle

    @classmethod
    def open(cls, url: str | None = None, *, migrate: bool = True, settings: Settings | None = None) -> Keeper:
        """Open the configured (or given) database; raises Unavailable or ConfigError."""
        settings = settings or get_settings()
        store = open_store(url or settings.resolved_database_url, migrate=migrate)
        return cls(store=store, lifecycle=Lifecycle(store))

    def close(self) -> None:
        self.store.dispose()
