"""Skill and revision rows: inserts, guarded transitions, and gated reads."""

from __future__ import annotations

import base64
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import Connection, RowMapping, and_, bindparam, select, update

from skillkeeper.check.scan.result import ScanResult
from skillkeeper.errors import Conflict
from skillkeeper.skill.model import BundleFile, FileInfo, Skill
from skillkeeper.store import bulk
from skillkeeper.store.clock import iso, now
from skillkeeper.store.schema import revision_files, revisions, skills, tenants
from skillkeeper.store.states import Status, pending_edit
from skillkeeper.store.visibility import Viewer, served_revision_id, shown, visible


@dataclass(frozen=True)
class SkillCard:
    """A skill as listed: the row, the revision it serves (without content), and its owner's name."""

    skill_id: int
    tenant_id: int
    origin: str
    name: str
    status: str
    kind: str
    source: str
    revision_id: int
    content_hash: str
    description: str
    summary: str
    tags: list[str]
    updated_at: datetime

    def card(self) -> dict[str, Any]:
        """The lean listing shape shared by REST and MCP: what an agent needs, no platform internals.

        Tenant names and review status stay out: an agent sees only what it may use.
        """
        return {
            "name": self.name,
            "description": self.description,
            "summary": self.summary,
            "kind": self.kind,
            "tags": self.tags,
            "content_hash": self.content_hash,
            "version": self.content_hash,
            "updated_at": iso(self.updated_at),
        }


@dataclass(frozen=True)
class SkillView(SkillCard):
    """A skill as delivered: its card plus the SKILL.md text, front matter and file list."""

    skill_md: str
    frontmatter: dict[str, Any]
    files: list[FileInfo] = field(default_factory=list)


_CARD_COLUMNS = (
    skills.c.id.label("skill_id"),
    skills.c.tenant_id,
    tenants.c.name.label("origin"),
    skills.c.name,
    skills.c.status,
    skills.c.kind,
    skills.c.source,
    revisions.c.id.label("revision_id"),
    revisions.c.content_hash,
    revisions.c.description,
    revisions.c.summary,
    revisions.c.tags,
    skills.c.updated_at,
)

_VIEW_COLUMNS = (*_CARD_COLUMNS, revisions.c.skill_md, revisions.c.frontmatter)


def view_query(viewer: Viewer, *, cards_only: bool = False) -> Any:
    """SELECT of SkillView (or SkillCard) columns over rows the viewer may see, joined to the served revision."""
    return (
        select(*(_CARD_COLUMNS if cards_only else _VIEW_COLUMNS))
        .select_from(skills)
        .join(revisions, revisions.c.id == served_revision_id())
        .join(tenants, tenants.c.id == skills.c.tenant_id)
        .where(visible(viewer))
    )


def to_card(row: RowMapping) -> SkillCard:
    """A SkillCard from a row of `view_query(..., cards_only=True)`."""
    return SkillCard(
        skill_id=row["skill_id"],
        tenant_id=row["tenant_id"],
        origin=row["origin"],
        name=row["name"],
        status=row["status"],
        kind=row["kind"],
        source=row["source"],
        revision_id=row["revision_id"],
        content_hash=row["content_hash"],
        description=row["description"],
        summary=row["summary"],
        tags=list(row["tags"] or []),
        updated_at=row["updated_at"],
    )


def to_view(row: RowMapping, files: list[FileInfo] | None = None) -> SkillView:
    """A SkillView from a row of `view_query(...)`."""
    return SkillView(
        **vars(to_card(row)), skill_md=row["skill_md"], frontmatter=dict(row["frontmatter"] or {}), files=files or []
    )


# Process-wide on purpose: a pure SELECT per immutable Viewer, the same for every Keeper, bounded.
@lru_cache(maxsize=1024)
def _find_query(viewer: Viewer) -> Any:
    # Built once per viewer: building and keying the gated SELECT costs more than running it.
    return view_query(viewer).where(skills.c.name == bindparam("name"), shown(viewer))


def find_visible(conn: Connection, viewer: Viewer, name: str, *, with_files: bool = True) -> SkillView | None:
    """The skill named `name` if the viewer may see it (own row first), else None."""
    row = conn.execute(_find_query(viewer), {"name": name}).mappings().first()
    if row is None:
        return None
    return to_view(row, file_infos(conn, row["revision_id"]) if with_files else None)


def list_visible(
    conn: Connection,
    viewer: Viewer,
    *,
    after: str | None = None,
    limit: int = 50,
    tag: str | None = None,
    kind: str | None = None,
) -> list[SkillView]:
    """Visible skills ordered by name (keyset pagination after `after`), deduped by name."""
    query = view_query(viewer).where(shown(viewer)).order_by(skills.c.name)
    if after is not None:
        query = query.where(skills.c.name > after)
    if kind is not None:
        query = query.where(skills.c.kind == kind)
    out: list[SkillView] = []
    # Tags live in JSON; filter in Python over a bounded over-fetch so both engines agree.
    batch = limit * 4 if tag else limit + 8
    offset = 0
    while len(out) < limit:
        rows = conn.execute(query.limit(batch).offset(offset)).mappings().all()
        for row in rows:
            if tag and tag not in (row["tags"] or []):
                continue
            out.append(to_view(row))
            if len(out) == limit:
                break
        if len(rows) < batch:
            break
        offset += batch
    return out


def file_infos(conn: Connection, revision_id: int) -> list[FileInfo]:
    rows = conn.execute(
        select(revision_files.c.path, revision_files.c.size, revision_files.c.sha256, revision_files.c.executable)
        .where(revision_files.c.revision_id == revision_id)
        .order_by(revision_files.c.path)
    ).all()
    return [FileInfo(r.path, r.size, r.sha256, r.executable) for r in rows]


def files_by_revision(conn: Connection, revision_ids: list[int]) -> dict[int, list[FileInfo]]:
    """File lists (no content) of several revisions in one query, by revision id."""
    out: dict[int, list[FileInfo]] = {rid: [] for rid in revision_ids}
    if not revision_ids:
        return out
    rows = conn.execute(
        select(
            revision_files.c.revision_id,
            revision_files.c.path,
            revision_files.c.size,
            revision_files.c.sha256,
            revision_files.c.executable,
        )
        .where(revision_files.c.revision_id.in_(revision_ids))
        .order_by(revision_files.c.revision_id, revision_files.c.path)
    ).all()
    for r in rows:
        out[r.revision_id].append(FileInfo(r.path, r.size, r.sha256, r.executable))
    return out


def with_files(view: SkillView, files: list[FileInfo]) -> SkillView:
    """`view` carrying the given file list."""
    return replace(view, files=files)


def read_file(conn: Connection, revision_id: int, path: str) -> BundleFile | None:
    row = conn.execute(
        select(revision_files.c.data, revision_files.c.executable).where(
            and_(revision_files.c.revision_id == revision_id, revision_files.c.path == path)
        )
    ).first()
    return None if row is None else BundleFile(path=path, data=bytes(row.data), executable=row.executable)


def bundle(conn: Connection, revision_id: int) -> list[BundleFile]:
    rows = conn.execute(
        select(revision_files.c.path, revision_files.c.data, revision_files.c.executable)
        .where(revision_files.c.revision_id == revision_id)
        .order_by(revision_files.c.path)
    ).all()
    return [BundleFile(path=r.path, data=bytes(r.data), executable=r.executable) for r in rows]


def encode_file(f: BundleFile) -> dict[str, Any]:
    """A file as JSON: UTF-8 text when it is text, else base64."""
    text = f.text()
    if text is not None:
        return {
            "path": f.path,
            "size": f.size,
            "sha256": f.sha256,
            "executable": f.executable,
            "encoding": "utf-8",
            "content": text,
        }
    return {
        "path": f.path,
        "size": f.size,
        "sha256": f.sha256,
        "executable": f.executable,
        "encoding": "base64",
        "content": base64.b64encode(f.data).decode("ascii"),
    }


# --- rows for the lifecycle (no gate: reviewers and the lifecycle see everything of their tenant)


def skill_row(conn: Connection, tenant_id: int, name: str) -> RowMapping | None:
    return (
        conn.execute(select(skills).where(and_(skills.c.tenant_id == tenant_id, skills.c.name == name)))
        .mappings()
        .first()
    )


def revision_row(conn: Connection, revision_id: int | None) -> RowMapping | None:
    if revision_id is None:
        return None
    return conn.execute(select(revisions).where(revisions.c.id == revision_id)).mappings().first()


def insert_skill(conn: Connection, tenant_id: int, skill: Skill, *, status: str, source: str) -> int:
    row = {"tenant_id": tenant_id, "name": skill.name, "status": status, "kind": skill.kind, "source": source}
    return bulk.insert_skills(conn, [row])[0]


def insert_revision(
    conn: Connection,
    skill_id: int,
    skill: Skill,
    *,
    review_state: str,
    scan: ScanResult,
    warnings: list[dict[str, Any]],
    source: str,
    author: str,
) -> int:
    number = bulk.next_numbers(conn, [skill_id])[skill_id]
    row = bulk.revision_values(
        skill_id,
        number,
        skill,
        review_state=review_state,
        verdict=scan.verdict,
        scan=scan.to_dict(),
        warnings=warnings,
        source=source,
        author=author,
    )
    return bulk.insert_revisions(conn, [row], [skill.files])[0]


def guarded_update(conn: Connection, skill_id: int, expected_version: int, **values: Any) -> None:
    """Update a skill row only if nobody changed it since `expected_version`; raises Conflict."""
    result = conn.execute(
        update(skills)
        .where(and_(skills.c.id == skill_id, skills.c.version == expected_version))
        .values(version=expected_version + 1, updated_at=now(), **values)
    )
    if result.rowcount != 1:
        raise Conflict("someone else changed this skill at the same time; reload it and retry")


def set_review_state(conn: Connection, revision_id: int, state: str) -> None:
    conn.execute(update(revisions).where(revisions.c.id == revision_id).values(review_state=state))


def tenant_skills(conn: Connection, tenant_id: int, *, status: str | None = None) -> list[dict[str, Any]]:
    """Every skill row of a tenant (reviewer view, no gate), with its head revision's verdict."""
    query = (
        select(
            skills.c.name,
            skills.c.status,
            skills.c.kind,
            skills.c.source,
            skills.c.deferred,
            skills.c.updated_at,
            skills.c.active_revision_id,
            skills.c.head_revision_id,
            skills.c.delete_proposed_by,
            revisions.c.content_hash,
            revisions.c.verdict,
            revisions.c.description,
        )
        .select_from(skills)
        .outerjoin(revisions, revisions.c.id == skills.c.head_revision_id)
        .where(skills.c.tenant_id == tenant_id)
        .order_by(skills.c.name)
    )
    if status is not None:
        query = query.where(skills.c.status == status)
    return [
        {
            "name": r["name"],
            "status": r["status"],
            "kind": r["kind"],
            "source": r["source"],
            "deferred": r["deferred"],
            "verdict": r["verdict"],
            "content_hash": r["content_hash"],
            "pending_edit": pending_edit(r),
            "delete_proposed": r["status"] == Status.ACTIVE and r["delete_proposed_by"] is not None,
            "description": r["description"],
            "updated_at": iso(r["updated_at"]),
        }
        for r in conn.execute(query).mappings()
    ]


def revisions_of(conn: Connection, skill_id: int) -> list[dict[str, Any]]:
    """Every revision of a skill, oldest first (no content)."""
    rows = conn.execute(
        select(
            revisions.c.id,
            revisions.c.number,
            revisions.c.content_hash,
            revisions.c.review_state,
            revisions.c.verdict,
            revisions.c.source,
            revisions.c.author,
            revisions.c.created_at,
        )
        .where(revisions.c.skill_id == skill_id)
        .order_by(revisions.c.number)
    ).mappings()
    return [
        {
            "number": r["number"],
            "content_hash": r["content_hash"],
            "review_state": r["review_state"],
            "verdict": r["verdict"],
            "source": r["source"],
            "author": r["author"],
            "created_at": iso(r["created_at"]),
        }
        for r in rows
    ]
