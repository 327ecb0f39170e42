"""Everything a Keeper reuses between requests, in one object it owns (two Keepers share nothing)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from skillkeeper.check.scan import ScanCache
from skillkeeper.store.changes import ViewerCache

if TYPE_CHECKING:
    from skillkeeper.store.installable import Entry
    from skillkeeper.store.search_caches import SearchCaches


@dataclass
class Caches:
    """Scan results, search state and the installable listings, per Keeper."""

    scan: ScanCache = field(default_factory=ScanCache)
    # (entries, ETag) per viewer while the catalog version holds: the common node poll is one read.
    installable: ViewerCache[tuple[list[Entry], str]] = field(default_factory=ViewerCache)
    # Server secrets by name (the CSRF key): made once, never rotated while a process runs.
    secrets: dict[str, bytes] = field(default_factory=dict)
    # Made on first use: search state pulls in numpy and the rankers (~0.1 s), which a command that
    # never searches (import, agent --once) should not pay at start-up.
    _search: SearchCaches | None = field(default=None, repr=False)
    # Handed to the search state when it is made (its `on_missing`): the Keeper's background embedding.
    on_missing_vectors: Callable[[], object] | None = field(default=None, repr=False)
    _search_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def search(self) -> SearchCaches:
        """The search indexes and vectors (made on first use, once, whichever thread asks first)."""
        if self._search is None:
            with self._search_lock:
                if self._search is None:
                    from skillkeeper.store.search_caches import SearchCaches  # lazy: see `_search`

                    made = SearchCaches()
                    made.on_missing = self.on_missing_vectors
                    self._search = made
        return self._search

    def clear(self) -> None:
        """Forget everything (benchmarks measure cold paths)."""
        self.scan.clear()
        if self._search is not None:
            self._search.clear()
        self.installable.clear()
        self.secrets.clear()
