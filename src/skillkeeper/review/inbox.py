"""The review inbox: skills waiting for a reviewer, as cards shared by REST and the CLI.

Staged skills, active skills with a pending edit and active skills whose deletion an agent
proposed, newest first, deferred last. Each card opens with the standing reviewer decision a
rewrite carries (`earlier_decision`: who rejected or quarantined it, when, why, on which
hash), then the scan verdict and findings, the source, a proposed deletion (`delete_proposed`)
and what changed against the active revision (a unified diff of SKILL.md and the file list
changes). Content is left out unless asked for, so the inbox stays cheap to list.
"""

from __future__ import annotations

import difflib
from typing import Any

from sqlalchemy import Connection, and_, or_, select

from skillkeeper.skill.model import BundleFile
from skillkeeper.store import skills as repo
from skillkeeper.store.clock import iso
from skillkeeper.store.schema import revision_files, revisions, skills
from skillkeeper.store.skills import encode_file

MAX_DIFF_CHARS = 64 * 1024


def _waiting(status: str) -> Any:
    edit_pending = and_(skills.c.status == "active", skills.c.head_revision_id != skills.c.active_revision_id)
    if status == "quarantined":
        return or_(skills.c.status == "quarantined", and_(edit_pending, revisions.c.review_state == "quarantined"))
    deletion = and_(skills.c.status == "active", skills.c.delete_proposed_by.is_not(None))
    edit = and_(edit_pending, revisions.c.review_state == "pending")
    return or_(skills.c.status == status, edit, deletion)


def inbox_cards(
    conn: Connection, tenant_id: int, *, status: str = "staged", include_content: bool = False, limit: int = 100
) -> list[dict[str, Any]]:
    """Cards for the tenant's skills waiting in `status` (staged or quarantined), newest first, deferred last."""
    rows = (
        conn.execute(
            select(
                skills.c.id,
                skills.c.name,
                skills.c.status,
                skills.c.kind,
                skills.c.deferred,
                skills.c.updated_at,
                skills.c.active_revision_id,
                skills.c.head_revision_id,
                revisions.c.number,
                revisions.c.content_hash,
                revisions.c.description,
                revisions.c.verdict,
                revisions.c.scan,
                revisions.c.warnings,
                revisions.c.source,
                revisions.c.author,
                revisions.c.review_state,
                revisions.c.skill_md,
                revisions.c.created_at,
                skills.c.decision,
                skills.c.delete_proposed_by,
                skills.c.delete_proposed_at,
            )
            .select_from(skills)
            .join(revisions, revisions.c.id == skills.c.head_revision_id)
            .where(skills.c.tenant_id == tenant_id, _waiting(status))
            .order_by(skills.c.deferred, skills.c.updated_at.desc(), skills.c.name)
            .limit(limit)
        )
        .mappings()
        .all()
    )
    return [_card(conn, r, include_content) for r in rows]


def _card(conn: Connection, row: Any, include_content: bool) -> dict[str, Any]:
    active_id, head_id = row["active_revision_id"], row["head_revision_id"]
    edit = active_id is not None and active_id != head_id
    scan = row["scan"] or {}
    proposer = row["delete_proposed_by"]
    card: dict[str, Any] = {
        # First: a reviewer's standing reject or quarantine, which this revision does not undo.
        "earlier_decision": row["decision"] or None,
        "name": row["name"],
        "status": row["status"],
        "pending_edit": row["status"] == "active" and edit,
        "delete_proposed": None
        if proposer is None or row["status"] != "active"
        else {"by": proposer, "at": iso(row["delete_proposed_at"])},
        "kind": row["kind"],
        "deferred": bool(row["deferred"]),
        "revision": row["number"],
        "content_hash": row["content_hash"],
        "description": row["description"],
        "source": row["source"],
        "author": row["author"],
        "review_state": row["review_state"],
        "verdict": row["verdict"],
        "findings": list(scan.get("findings", [])),
        "warnings": list(row["warnings"] or []),
        "updated_at": iso(row["updated_at"]),
    }
    card.update(revision_diff(conn, active_id if edit else None, head_id, row["skill_md"]))
    if include_content:
        files = [BundleFile("SKILL.md", row["skill_md"].encode("utf-8")), *repo.bundle(conn, head_id)]
        card["files"] = [encode_file(f) for f in files]
    return card


def _file_digests(conn: Connection, revision_id: int | None) -> dict[str, str]:
    if revision_id is None:
        return {}
    rows = conn.execute(
        select(revision_files.c.path, revision_files.c.sha256).where(revision_files.c.revision_id == revision_id)
    ).all()
    return {r.path: r.sha256 for r in rows}


def revision_diff(conn: Connection, base_id: int | None, head_id: int, head_md: str) -> dict[str, Any]:
    """What the head revision changes against `base_id` (None: a new skill, everything is added)."""
    base = repo.revision_row(conn, base_id) if base_id is not None else None
    old, new = _file_digests(conn, base_id), _file_digests(conn, head_id)
    files = {
        "added": sorted(set(new) - set(old)),
        "removed": sorted(set(old) - set(new)),
        "changed": sorted(p for p in set(old) & set(new) if old[p] != new[p]),
    }
    if base is None:
        return {"diff": None, "diff_truncated": False, "file_changes": files}
    lines = difflib.unified_diff(
        base["skill_md"].splitlines(keepends=True),
        head_md.splitlines(keepends=True),
        fromfile=f"a/SKILL.md (revision {base['number']})",
        tofile="b/SKILL.md",
    )
    diff = "".join(lines)
    truncated = len(diff) > MAX_DIFF_CHARS
    return {"diff": diff[:MAX_DIFF_CHARS], "diff_truncated": truncated, "file_changes": files}


__all__ = ["inbox_cards", "revision_diff"]
