"""The object entry points hold: the store plus the lifecycle wired to the scanner."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from skillkeeper.access.cache import CallerCache
from skillkeeper.review.lifecycle import Lifecycle
from skillkeeper.settings import Settings, get_settings
from skillkeeper.store.db import Store, open_store

if TYPE_CHECKING:
    from skillkeeper.access.actor import Actor
    from skillkeeper.keeper.allowlist import Allowlist
    from skillkeeper.keeper.review import Review


@dataclass
class Keeper:
    """A running skillkeeper: database and lifecycle."""

    store: Store
    lifecycle: Lifecycle
    # Authenticated callers per (catalog, access) stamp; shared by REST, MCP and the pages.
    callers: CallerCache = field(default_factory=CallerCache)

    @classmethod
    def open(cls, url: str | None = None, *, migrate: bool = True, settings: Settings | None = None) -> Keeper:
        """Open the configured (or given) database; raises Unavailable or ConfigError."""
        settings = settings or get_settings()
        store = open_store(url or settings.resolved_database_url, migrate=migrate)
        lifecycle = Lifecycle(store)
        if settings.search_ranker.strip().lower() not in ("", "lexical"):
            # Lazy: numpy and the rankers load only when a semantic ranker is configured.
            from skillkeeper.rank.semantic import available
            from skillkeeper.store.vectors import embed_on_write

            # Embeddings are computed once at write time and shared through the database.
            if available():
                lifecycle.listeners.append(embed_on_write(store))
        return cls(store=store, lifecycle=lifecycle)

    def review(self, actor: Actor) -> Review:
        """The review verbs (inbox, act, bulk, history) for `actor`."""
        from skillkeeper.keeper.review import Review

        return Review(self, actor)

    def allowlist(self, actor: Actor) -> Allowlist:
        """The tenant's scan allow-list verbs for `actor`."""
        from skillkeeper.keeper.allowlist import Allowlist

        return Allowlist(self, actor)

    def close(self) -> None:
        self.store.dispose()
