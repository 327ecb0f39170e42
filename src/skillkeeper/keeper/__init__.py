"""The object entry points hold: the store, the lifecycle wired to the scanner, settings, caches and the verbs."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from skillkeeper.access.cache import CallerCache
from skillkeeper.errors import Unavailable
from skillkeeper.keeper.caches import Caches
from skillkeeper.review.lifecycle import Lifecycle
from skillkeeper.settings import Settings, get_settings
from skillkeeper.store.db import Store, open_store

if TYPE_CHECKING:
    from skillkeeper.access.actor import Actor
    from skillkeeper.access.callers import Caller
    from skillkeeper.keeper.admin import Fleet, Tenants, Tokens
    from skillkeeper.keeper.allowlist import Allowlist
    from skillkeeper.keeper.audit import AuditLog
    from skillkeeper.keeper.catalog import Catalog
    from skillkeeper.keeper.figures import Figures
    from skillkeeper.keeper.import_embedding import ImportEmbedding
    from skillkeeper.keeper.review import Review
    from skillkeeper.keeper.sessions import Sessions
    from skillkeeper.keeper.webhooks import Webhooks
    from skillkeeper.keeper.why import Why
    from skillkeeper.review.results import Change
    from skillkeeper.store.changes import CatalogMoves

log = logging.getLogger(__name__)

# A command-line import on `auto` that stored more than this many servable revisions embeds their
# descriptions before it exits (`Keeper.embeds_import`; a ranker set by name embeds every import's
# vectors). Up to store.search.EMBED_BUDGET (64) missing vectors, a server's first search encodes
# them itself and ranks by meaning at once; past it, hybrid ranks by words until the server's
# background pass is through (about a minute per 2,000 descriptions). Loading the model (~2.4 s)
# then costs less than encoding them (docs/performance.md).
IMPORT_EMBED_OVER = 64
# Revisions per statement that looks for missing vectors (SQLite's bound on parameters is 32,766).
_EMBED_SLICE = 2000


def _embed_on_write(store: Store, *, once_loaded: bool, elsewhere: threading.Event) -> Callable[[Change], None]:
    """`store.vectors.embed_on_write`, imported only once a write could embed anything.

    Nothing while `elsewhere` is set: an import embeds its writes in batches beside itself
    (`import_embedding`), where this hook would encode each write's description and body chunks inline.
    """
    made: list[Callable[[Change], None]] = []

    def listener(change: Change) -> None:
        # With `once_loaded`, a process that never imported rank.semantic has loaded no model, so the
        # hook would skip every write: a command-line import need not import numpy and the vector store (~0.1 s).
        if elsewhere.is_set() or (once_loaded and "skillkeeper.rank.semantic" not in sys.modules):
            return
        if not made:
            from skillkeeper.store.vectors import embed_on_write  # lazy: see above

            made.append(embed_on_write(store, once_loaded=once_loaded))
        made[0](change)

    return listener


def _after(progress: Callable[[int], None] | None, base: int) -> Callable[[int], None] | None:
    """`progress` told `base` more than it is called with."""
    return None if progress is None else lambda n: progress(base + n)


@dataclass
class Keeper:
    """A running skillkeeper: database, lifecycle, the settings it was opened with and its caches."""

    store: Store
    lifecycle: Lifecycle
    settings: Settings = field(default_factory=get_settings)
    # Everything reused between requests lives here, so two Keepers in one process share nothing.
    caches: Caches = field(default_factory=Caches)
    # Authenticated callers per (catalog, access) stamp; shared by REST, MCP and the pages.
    callers: CallerCache = field(default_factory=CallerCache)
    # Set while an import embeds what it writes (`import_embedding`), or leaves it to `serve` / `mcp`
    # (--no-embed): the write hook leaves the import's writes be.
    embedding_elsewhere: threading.Event = field(default_factory=threading.Event, repr=False)
    # The background embedding of served skills without vectors, once one started (at most one runs).
    embedder: threading.Thread | None = field(default=None, init=False, repr=False)
    _closing: threading.Event = field(default_factory=threading.Event, init=False, repr=False)
    _embedder_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def __post_init__(self) -> None:
        # A search that ranks by meaning found too many skills without vectors: embed them, whatever
        # the default ranker (the search may have named its own).
        self.caches.on_missing_vectors = lambda: self.embed_in_background(ranker="semantic")

    @classmethod
    def open(
        cls, url: str | None = None, *, migrate: bool = True, create: bool = True, settings: Settings | None = None
    ) -> Keeper:
        """Open the configured (or given) database; raises Unavailable or ConfigError, and without `create`
        NoDatabase where opening would create the database or its schema."""
        settings = settings or get_settings()
        store = open_store(url or settings.resolved_database_url, migrate=migrate, create=create)
        caches = Caches()
        lifecycle = Lifecycle(store, scanner=caches.scan.scan)
        embedding_elsewhere = threading.Event()
        if settings.search_ranker != "lexical":
            # Embeddings are computed once at write time and shared through the database; the
            # listener does nothing without the extra (checked per write: importing it costs ~0.2 s).
            # Left to `auto`, a process that has not loaded the model (a CLI import: ~2.5 s more)
            # leaves them to serve's warm-up and to searches.
            once_loaded = settings.search_ranker == "auto"
            lifecycle.subscribe(_embed_on_write(store, once_loaded=once_loaded, elsewhere=embedding_elsewhere))
        return cls(
            store=store,
            lifecycle=lifecycle,
            settings=settings,
            caches=caches,
            embedding_elsewhere=embedding_elsewhere,
        )

    def catalog(self, caller: Caller) -> Catalog:
        """What `caller` may read: list, search, get, read_file, resolve_flow."""
        from skillkeeper.keeper.catalog import Catalog

        return Catalog(self, caller)

    def why(self, caller: Caller, name: str, *, hint_tenant: str | None = None, hint_server: str | None = None) -> Why:
        """Why `name` is or is not served to `caller`, without revealing skills it may not see."""
        from skillkeeper.keeper.why import why

        return why(self, caller, name, hint_tenant=hint_tenant, hint_server=hint_server)

    @property
    def tenants(self) -> Tenants:
        """Tenants and their settings."""
        from skillkeeper.keeper.admin import Tenants

        return Tenants(self)

    @property
    def tokens(self) -> Tokens:
        """Bearer tokens: mint, list, revoke, authenticate."""
        from skillkeeper.keeper.admin import Tokens

        return Tokens(self)

    @property
    def fleet(self) -> Fleet:
        """Nodes: heartbeats in, the fleet view out."""
        from skillkeeper.keeper.admin import Fleet

        return Fleet(self)

    @property
    def figures(self) -> Figures:
        """Server-wide inbox figures (metrics) and the readiness check."""
        from skillkeeper.keeper.figures import Figures

        return Figures(self)

    @property
    def sessions(self) -> Sessions:
        """The inbox pages' browser sessions and the server's named secrets."""
        from skillkeeper.keeper.sessions import Sessions

        return Sessions(self)

    def ping(self) -> None:
        """One empty read: raises what an unreachable database raises (see store.db.is_outage)."""
        with self.store.read():
            pass

    def catalog_version(self) -> int | None:
        """The catalog version: it moves on every change any tenant can see (None before the first)."""
        from skillkeeper.store.changes import current_version

        with self.store.read() as conn:
            return current_version(conn)

    def catalog_moves(self, after: int | None) -> CatalogMoves:
        """The catalog version and who may see each change audited after event `after` (a shared file's poller)."""
        from skillkeeper.store.changes import catalog_moves

        with self.store.read() as conn:
            return catalog_moves(conn, after)

    @property
    def ranker(self) -> str:
        """The ranker searches use unless told otherwise: the setting, `auto` resolved by what is installed."""
        from skillkeeper.store.search import resolve_ranker

        return resolve_ranker(self.settings.search_ranker)

    def warm(self) -> int:
        """Index every served revision ahead of the first search; returns how many."""
        from skillkeeper.store.search import warm

        return warm(self.store, self.caches.search, self.settings.search_ranker)

    def embed_missing(self, ranker: str | None = None) -> int:
        """Embed served skills that have no vectors when searches rank by meaning; returns how many.

        `ranker`: the one those searches use (default: the settings').
        """
        from skillkeeper.store.search import embed_served

        # Small batches: `close` waits for the batch in hand.
        return embed_served(self.store, ranker or self.settings.search_ranker, stop=self._closing, batch=16)

    def embed_in_background(self, ranker: str | None = None) -> bool:
        """Start `embed_missing` in a daemon thread unless one runs or the Keeper is closing; True if started."""
        with self._embedder_lock:
            running = self.embedder is not None and self.embedder.is_alive()
            if running or self._closing.is_set():
                return False
            self.embedder = threading.Thread(
                target=self._embed_quietly, args=(ranker,), name="skillkeeper-embed", daemon=True
            )
            self.embedder.start()
            return True

    def _embed_quietly(self, ranker: str | None) -> None:
        try:
            self.embed_missing(ranker)
        except Exception:  # closed while embedding, or a model that would not load: searches embed later
            log.debug("embedding the catalog in the background stopped", exc_info=True)

    @property
    def embeds_bodies(self) -> bool:
        """Whether the ranker is set by name to one that ranks by meaning: vectors as written, body chunks included.

        Left to `auto`, a command-line import embeds descriptions only, and only a large one's.
        """
        return self.settings.search_ranker in ("semantic", "hybrid")

    def embeds_import(self, written: int, choice: bool | None = None) -> bool:
        """Whether a command-line import that stored `written` servable revisions embeds them before it exits.

        `choice` is the importer's (`--embed` / `--no-embed`). Left to None, with the extra installed:
        with a ranker set by name (`embeds_bodies`), once any was stored, as the write hook did for
        each write; on `auto`, when more than IMPORT_EMBED_OVER were stored. Raises Unavailable when
        told to embed without the extra.
        """
        if self.embeds_bodies:
            least: int | None = 1
        else:  # lexical embeds only when told to
            least = IMPORT_EMBED_OVER + 1 if self.settings.search_ranker == "auto" else None
        if choice is False or (choice is None and (least is None or written < least)):
            return False
        from skillkeeper.rank.semantic import E5_HINT, SETUP_HINT, available, spec  # lazy: numpy, on a large import

        if available():
            return True
        if choice:
            raise Unavailable(SETUP_HINT if spec().key == "minilm" else E5_HINT)
        return False

    def import_embedding(self, choice: bool | None = None) -> ImportEmbedding:
        """What embeds an import's vectors beside it, batch by batch, once `embeds_import` says so.

        With a ranker set by name the write hook leaves the import's writes to it from the start
        (`abort` gives them back), body chunks included.
        """
        from skillkeeper.keeper.import_embedding import ImportEmbedding

        return ImportEmbedding(self, choice)

    def embed_imported(
        self,
        revision_ids: Sequence[int],
        *,
        progress: Callable[[int], None] | None = None,
        stop: threading.Event | None = None,
        bodies: bool = False,
    ) -> int:
        """Embed the descriptions of those revisions that have no vector yet, for every routed model; how many got one.

        Body chunks only with `bodies` (a ranker set by name, `embeds_bodies`); on `auto` they are left
        to the warm-up of `serve` or `mcp` (minutes for a large catalog, where descriptions take
        seconds; hybrid mixes chunks in only once all are stored). `progress` gets the running count
        of descriptions. Once `stop` is set it ends after the batch in hand; what is stored stays,
        and the warm-up embeds the rest.
        """
        from skillkeeper.store.vectors import backfill  # lazy: numpy and the encoder

        ids, done = sorted(set(revision_ids)), 0
        for start in range(0, len(ids), _EMBED_SLICE):
            if stop is not None and stop.is_set():
                break
            part = ids[start : start + _EMBED_SLICE]
            done += backfill(self.store, revision_ids=part, progress=_after(progress, done), stop=stop, bodies=bodies)
        return done

    def review(self, actor: Actor) -> Review:
        """The review verbs (inbox, act, bulk, history) for `actor`."""
        from skillkeeper.keeper.review import Review

        return Review(self, actor)

    def allowlist(self, actor: Actor) -> Allowlist:
        """The tenant's scan allow-list verbs for `actor`."""
        from skillkeeper.keeper.allowlist import Allowlist

        return Allowlist(self, actor)

    def webhooks(self, actor: Actor) -> Webhooks:
        """The tenant's outgoing webhooks for `actor` (admins): add, list, remove, deliveries."""
        from skillkeeper.keeper.webhooks import Webhooks

        return Webhooks(self, actor)

    def audit(self, actor: Actor) -> AuditLog:
        """The tenant-wide audit log of `actor`'s tenant; raises Forbidden without skills:review."""
        from skillkeeper.keeper.audit import AuditLog

        return AuditLog(self.store, actor)

    def close(self) -> None:
        self._closing.set()
        embedder = self.embedder
        if embedder is not None:
            embedder.join(timeout=60)  # it ends after its batch; a database dropped under it would fail
        self.store.dispose()
