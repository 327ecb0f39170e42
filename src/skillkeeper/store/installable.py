"""The installable rows of a viewer: what a node may install, from the visibility gate alone."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, select

from skillkeeper.skill.model import BundleFile
from skillkeeper.store.schema import revision_files, revisions, skills, tenants
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


def bundles_by_revision(conn: Connection, revision_ids: list[int]) -> dict[int, list[BundleFile]]:
    """Bundled files with content of several revisions, by revision id."""
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


def skill_mds(conn: Connection, revision_ids: list[int]) -> dict[int, str]:
    """SKILL.md text of several revisions, by revision id."""
    out: dict[int, str] = {}
    for start in range(0, len(revision_ids), _CHUNK):
        chunk = revision_ids[start : start + _CHUNK]
        for r in conn.execute(select(revisions.c.id, revisions.c.skill_md).where(revisions.c.id.in_(chunk))):
            out[int(r.id)] = r.skill_md
    return out
