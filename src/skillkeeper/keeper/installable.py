"""The installable set of a viewer and its ETag, cached per Keeper until the catalog version moves.

The strong ETag hashes (name, content_hash) of every listed skill, and is computed from those two
columns alone so a 304 never loads content. `deliver/installable.py` streams the body.
"""

from __future__ import annotations

import hashlib

from sqlalchemy import Connection

from skillkeeper.skill.model import BundleFile
from skillkeeper.store.changes import ViewerCache
from skillkeeper.store.installable import Entry, entries
from skillkeeper.store.visibility import Viewer

# SKILL.md text and bundled files, by revision id.
Contents = tuple[dict[int, str], dict[int, list[BundleFile]]]


def current(conn: Connection, viewer: Viewer, cache: ViewerCache[tuple[list[Entry], str]]) -> tuple[list[Entry], str]:
    """The viewer's entries and their ETag, recomputed only after the catalog version moved.

    `cache` is the Keeper's (`keeper.caches.installable`). An unchanged catalog (the common node
    poll) costs one single-row read, whatever its size.
    """

    def build(c: Connection) -> tuple[list[Entry], str]:
        items = entries(c, viewer)
        return items, etag_of(items)

    return cache.get(conn, viewer, build)


def etag_of(items: list[Entry]) -> str:
    """The strong ETag (quoted) over (name, content_hash) of every listed skill."""
    digest = hashlib.sha256()
    for e in items:
        digest.update(f"{e.name}\x00{e.content_hash}\n".encode())
    return f'"{digest.hexdigest()}"'


__all__ = ["Contents", "Entry", "current", "entries", "etag_of"]
