"""The installable payload: every skill a node of a tenant may install, with full content.

The set comes only from the visibility gate (`shown()` for the tenant's viewer); the
request carries no filter. The strong ETag hashes (name, content_hash) of every listed
skill, and is computed from those two columns alone so a 304 never loads content; it is
kept per viewer until the catalog version moves (`store.changes`).
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select

from skillkeeper.skill.model import BundleFile
from skillkeeper.store.changes import ViewerCache
from skillkeeper.store.schema import revision_files, revisions, skills, tenants
from skillkeeper.store.skills import encode_file
from skillkeeper.store.visibility import Viewer, served_revision_id, shown

_CHUNK = 500


@dataclass(frozen=True)
class Entry:
    """One installable skill: its name, the revision served, and where it comes from."""

    name: str
    content_hash: str
    kind: str
    origin: str
    revision_id: int


def entries(conn: Connection, viewer: Viewer) -> list[Entry]:
    """The viewer's deliverable skills by name (own row before a subscribed one of the same name)."""
    rows = conn.execute(
        select(
            skills.c.name,
            revisions.c.content_hash,
            skills.c.kind,
            tenants.c.name.label("origin"),
            revisions.c.id.label("revision_id"),
        )
        .select_from(skills)
        .join(revisions, revisions.c.id == served_revision_id())
        .join(tenants, tenants.c.id == skills.c.tenant_id)
        .where(shown(viewer))
        .order_by(skills.c.name)
    ).all()
    return [
        Entry(name, content_hash, kind, origin, int(revision_id))
        for name, content_hash, kind, origin, revision_id in rows
    ]


_CURRENT: ViewerCache[tuple[list[Entry], str]] = ViewerCache()


def current(conn: Connection, viewer: Viewer) -> tuple[list[Entry], str]:
    """The viewer's entries and their ETag, recomputed only after the catalog version moved.

    An unchanged catalog (the common node poll) costs one single-row read, whatever its size.
    """

    def build(c: Connection) -> tuple[list[Entry], str]:
        items = entries(c, viewer)
        return items, etag_of(items)

    return _CURRENT.get(conn, viewer, build)


def etag_of(items: list[Entry]) -> str:
    """The strong ETag (quoted) over (name, content_hash) of every listed skill."""
    digest = hashlib.sha256()
    for e in items:
        digest.update(f"{e.name}\x00{e.content_hash}\n".encode())
    return f'"{digest.hexdigest()}"'


def _files_by_revision(conn: Connection, revision_ids: list[int]) -> dict[int, list[BundleFile]]:
    out: dict[int, list[BundleFile]] = {rid: [] for rid in revision_ids}
    for start in range(0, len(revision_ids), _CHUNK):
        chunk = revision_ids[start : start + _CHUNK]
        rows = conn.execute(
            select(
                revision_files.c.revision_id, revision_files.c.path, revision_files.c.data, revision_files.c.executable
            )
            .where(revision_files.c.revision_id.in_(chunk))
            .order_by(revision_files.c.revision_id, revision_files.c.path)
        ).all()
        for r in rows:
            out[r.revision_id].append(BundleFile(path=r.path, data=bytes(r.data), executable=r.executable))
    return out


def _skill_mds(conn: Connection, revision_ids: list[int]) -> dict[int, str]:
    out: dict[int, str] = {}
    for start in range(0, len(revision_ids), _CHUNK):
        chunk = revision_ids[start : start + _CHUNK]
        for r in conn.execute(select(revisions.c.id, revisions.c.skill_md).where(revisions.c.id.in_(chunk))):
            out[int(r.id)] = r.skill_md
    return out


def payload(conn: Connection, tenant: str, items: list[Entry], etag: str) -> dict[str, Any]:
    """The full response body (shape in docs/wire.md) for `items`."""
    ids = [e.revision_id for e in items]
    mds = _skill_mds(conn, ids)
    files = _files_by_revision(conn, ids)
    return {
        "tenant": tenant,
        "etag": etag,
        "skills": [
            {
                "name": e.name,
                "content_hash": e.content_hash,
                "kind": e.kind,
                "origin": e.origin,
                "files": [
                    encode_file(f)
                    for f in (BundleFile("SKILL.md", mds[e.revision_id].encode("utf-8")), *files[e.revision_id])
                ],
            }
            for e in items
        ],
    }


def delta(conn: Connection, tenant: str, items: list[Entry], etag: str, have: dict[str, str]) -> dict[str, Any]:
    """The body for a node that holds `have` ({name: content_hash}): only what changed, and what to remove.

    Skills whose hash the node already holds are left out; `remove` names what the node holds
    that is no longer installable. Applying it to `have` gives exactly the full set.
    """
    listed = {e.name for e in items}
    changed = [e for e in items if have.get(e.name) != e.content_hash]
    body = payload(conn, tenant, changed, etag)
    body["delta"] = True
    body["remove"] = sorted(n for n in have if n not in listed)
    return body


def delta_key(tenant: str, items: list[Entry], have: dict[str, str]) -> str:
    """A PayloadCache key for the delta from `have`: nodes in the same state share one build."""
    listed = {e.name for e in items}
    changed = [e for e in items if have.get(e.name) != e.content_hash]
    gone = sorted(n for n in have if n not in listed)
    return "delta:" + PayloadCache.key(tenant + "\x00" + "\x00".join(gone), changed)


class PayloadCache:
    """Built response bodies keyed by everything they depend on, bounded in bytes.

    The key hashes (name, content_hash, kind, origin) of every entry plus the tenant, and
    content is pinned by content_hash, so a hit is byte-identical to a fresh build on any
    replica. One build at a time: concurrent misses wait and then hit.
    """

    def __init__(self, max_bytes: int = 256 * 1024 * 1024) -> None:
        self.max_bytes = max_bytes
        self._items: OrderedDict[str, bytes] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self._build = threading.Lock()

    @staticmethod
    def key(tenant: str, items: list[Entry]) -> str:
        digest = hashlib.sha256(tenant.encode())
        for e in items:
            digest.update(f"\n{e.name}\x00{e.content_hash}\x00{e.kind}\x00{e.origin}".encode())
        return digest.hexdigest()

    def get(self, key: str) -> bytes | None:
        with self._lock:
            body = self._items.get(key)
            if body is not None:
                self._items.move_to_end(key)
            return body

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

    def _put(self, key: str, body: bytes) -> None:
        if len(body) > self.max_bytes:
            return
        with self._lock:
            old = self._items.pop(key, None)
            self._bytes -= len(old) if old is not None else 0
            self._items[key] = body
            self._bytes += len(body)
            while self._bytes > self.max_bytes:
                self._bytes -= len(self._items.popitem(last=False)[1])


def etag_matches(if_none_match: str | None, etag: str) -> bool:
    """True when an If-None-Match header names `etag` (strong comparison, or `*`)."""
    if not if_none_match:
        return False
    tags = [t.strip() for t in if_none_match.split(",")]
    return "*" in tags or etag in tags


__all__ = ["Entry", "PayloadCache", "current", "delta", "delta_key", "entries", "etag_matches", "etag_of", "payload"]
