"""Everything a Keeper reuses between requests, in one object it owns (two Keepers share nothing)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from skillkeeper.check.scan import ScanCache
from skillkeeper.store.changes import ViewerCache
from skillkeeper.store.search_caches import SearchCaches

if TYPE_CHECKING:
    from skillkeeper.store.installable import Entry


@dataclass
class Caches:
    """Scan results, search state and the installable listings, per Keeper."""

    scan: ScanCache = field(default_factory=ScanCache)
    search: SearchCaches = field(default_factory=SearchCaches)
    # (entries, ETag) per viewer while the catalog version holds: the common node poll is one read.
    installable: ViewerCache[tuple[list[Entry], str]] = field(default_factory=ViewerCache)
    # Server secrets by name (the CSRF key): made once, never rotated while a process runs.
    secrets: dict[str, bytes] = field(default_factory=dict)

    def clear(self) -> None:
        """Forget everything (benchmarks measure cold paths)."""
        self.scan.clear()
        self.search.clear()
        self.installable.clear()
        self.secrets.clear()
