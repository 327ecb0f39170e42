"""The installable payload: every skill a node of a tenant may install, with full content.

The set comes only from the visibility gate (`shown()` for the tenant's viewer); the
request carries no filter. The set and its ETag are the Keeper's verb
(`keeper.catalog(caller).installable()`, cached per catalog version); this module streams the body.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Iterator

from skillkeeper.errors import Unavailable
from skillkeeper.keeper.installable import Contents, Entry, current, entries, etag_of
from skillkeeper.keeper.records import file_json
from skillkeeper.node.buckets import bits_for, bucket_of, digests
from skillkeeper.skill.model import BundleFile
from skillkeeper.store.lru import SizedLRU

_CHUNK = 500


def _dumps(value: object) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def body_chunks(
    load: Callable[[list[int]], Contents],
    tenant: str,
    items: list[Entry],
    etag: str,
    *,
    remove: list[str] | None = None,
) -> Iterator[bytes]:
    """The response body (shape in docs/wire.md) for `items`, in pieces of at most _CHUNK skills.

    Only one chunk of content is in memory at a time, and each chunk is read in its own short
    transaction (`load(revision_ids)`: `keeper.catalog(caller).installable_contents`), so a first
    sync of 20,000 skills costs the server what one of 500 does and a slow client holds no connection.
    `remove` (a delta) adds `"delta": true` and the names to drop.
    Raises Unavailable when a listed revision is gone (a delete raced the build): the body is then
    cut short, which a node rejects as malformed rather than applying a partial set.
    """
    yield b'{"tenant":' + _dumps(tenant) + b',"etag":' + _dumps(etag) + b',"skills":['
    for start in range(0, len(items), _CHUNK):
        chunk = items[start : start + _CHUNK]
        ids = [e.revision_id for e in chunk]
        mds, files = load(ids)
        parts: list[bytes] = []
        for e in chunk:
            md = mds.get(e.revision_id)
            if md is None:
                raise Unavailable("the installable set changed while it was sent; retry")
            row = {
                "name": e.name,
                "content_hash": e.content_hash,
                "kind": e.kind,
                "origin": e.origin,
                "files": [file_json(f) for f in (BundleFile("SKILL.md", md.encode("utf-8")), *files[e.revision_id])],
            }
            parts.append(_dumps(row))
        yield (b"," if start else b"") + b",".join(parts)
    tail = b"]"
    if remove is not None:
        tail += b',"delta":true,"remove":' + _dumps(sorted(remove))
    yield tail + b"}"


def changed_since(items: list[Entry], have: dict[str, str]) -> tuple[list[Entry], list[str]]:
    """What a node holding `have` ({name: content_hash}) lacks, and what it holds that is no longer listed.

    Applying it to `have` gives exactly the full set.
    """
    listed = {e.name for e in items}
    changed = [e for e in items if have.get(e.name) != e.content_hash]
    return changed, sorted(n for n in have if n not in listed)


def in_buckets(
    items: list[Entry], have: dict[str, str], bits: int, only: Iterable[int]
) -> tuple[list[Entry], dict[str, str]]:
    """The entries and the held pairs that fall in the buckets `only` (a bucketed delta, docs/wire.md)."""
    wanted = set(only)
    return (
        [e for e in items if bucket_of(e.name, bits) in wanted],
        {n: h for n, h in have.items() if bucket_of(n, bits) in wanted},
    )


def bucket_digests(cache: PayloadCache, items: list[Entry], etag: str) -> dict[str, object]:
    """The `buckets` member of a need_have answer: bits and every bucket's digest (kept per ETag)."""
    bits = bits_for(len(items))
    # The ETag hashes exactly the (name, content_hash) pairs the digests cover: equal ETags, equal digests.
    raw = cache.get_or_build(
        f"buckets:{bits}:{etag}", lambda: digests(((e.name, e.content_hash) for e in items), bits).encode()
    )
    return {"bits": bits, "digests": raw.decode()}


def body_key(tenant: str, items: list[Entry], remove: list[str] | None) -> str:
    """A PayloadCache key for a body: nodes in the same state share one build."""
    if remove is None:
        return PayloadCache.key(tenant, items)
    # `remove` is the node's own names (any text, from its `have`): JSON-escaped, no name can spell
    # the newline-separated entries that follow, so no request's key is another node's body.
    return "delta:" + PayloadCache.key(json.dumps([tenant, remove]), items)


def gzip_chunks(chunks: Iterable[bytes]) -> Iterator[bytes]:
    """Gzip a stream of pieces as they come (one gzip member, mtime 0)."""
    packer = zlib.compressobj(6, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    for chunk in chunks:
        out = packer.compress(chunk)
        if out:
            yield out
    yield packer.flush()


class PayloadCache(SizedLRU[str, tuple[bytes, float]]):
    """Built response bodies keyed by everything they depend on, bounded in bytes and in idle time.

    The key hashes (name, content_hash, kind, origin) of every entry plus the tenant, and
    content is pinned by content_hash, so a hit is byte-identical to a fresh build on any
    replica. One build at a time: concurrent misses wait and then hit.

    A body nobody asked for in `max_idle` seconds is dropped: once the catalog moves, the old
    set's body is never asked again, and under steady edits such bodies would otherwise fill
    the byte bound (a long-running server's memory grew toward it in the soak).
    """

    def __init__(
        self,
        max_bytes: int = 256 * 1024 * 1024,
        max_idle: float = 300.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(max_bytes=max_bytes)
        self.max_idle = max_idle  # ten of a node agent's default 30 s ticks
        self._clock = clock
        self._build = threading.Lock()

    @staticmethod
    def key(tenant: str, items: list[Entry]) -> str:
        digest = hashlib.sha256(tenant.encode())
        for e in items:
            digest.update(f"\n{e.name}\x00{e.content_hash}\x00{e.kind}\x00{e.origin}".encode())
        return digest.hexdigest()

    def get(self, key: str) -> bytes | None:
        with self._lock:
            now = self._clock()
            self._drop_idle(now)
            held = self._peek(key)
            if held is None:
                return None
            self._file(key, (held[0], now), len(held[0]))  # the same body, now the most recently used
            return held[0]

    def get_or_build(self, key: str, build: Callable[[], bytes]) -> bytes:
        body = self.get(key)
        if body is not None:
            return body
        with self._build:
            body = self.get(key)
            if body is None:
                body = build()
                self._put(key, body)
        return body

    def put(self, key: str, body: bytes) -> None:
        """Keep `body` (skipped when it alone is over the bound)."""
        self._put(key, body)

    def _put(self, key: str, body: bytes) -> None:
        if self.max_bytes is not None and len(body) > self.max_bytes:
            return
        with self._lock:
            now = self._clock()
            self._file(key, (body, now), len(body))
            self._drop_idle(now)

    def _drop_idle(self, now: float) -> None:
        # Least recently used first: stop at the first body used recently enough.
        while (oldest := self._oldest()) is not None:
            key, (_, used) = oldest
            if now - used <= self.max_idle:
                return
            self._remove(key)


def etag_matches(if_none_match: str | None, etag: str) -> bool:
    """True when an If-None-Match header names `etag` (strong comparison, or `*`)."""
    if not if_none_match:
        return False
    tags = [t.strip() for t in if_none_match.split(",")]
    return "*" in tags or etag in tags


__all__ = [
    "Entry",
    "PayloadCache",
    "body_chunks",
    "body_key",
    "bucket_digests",
    "changed_since",
    "current",
    "entries",
    "etag_matches",
    "etag_of",
    "gzip_chunks",
    "in_buckets",
]
