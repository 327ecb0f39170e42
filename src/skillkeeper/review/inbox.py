"""The review inbox: skills waiting for a reviewer, as cards shared by REST and the CLI.

Staged skills, active skills with a pending edit and active skills whose deletion an agent
proposed, newest first, deferred last. Each card opens with the standing reviewer decision a
rewrite carries (`earlier_decision`: who rejected or quarantined it, when, why, on which
hash) and what became of the waiting content before (`rejected_before`: the number of the
revision a reviewer rejected, unless a human approved that content since; `withdrawn_before`:
an edit of it a writer withdrew), then the scan verdict and findings, the source, a proposed
deletion (`delete_proposed`) and what changed against the active revision (a unified diff of
SKILL.md and the file list changes).
Content is left out unless asked for, so the inbox stays cheap to list.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Text, and_, case, cast, func, or_, select

from skillkeeper.check.scan.result import QUARANTINED_VERDICT
from skillkeeper.errors import InvalidInput
from skillkeeper.review.decisions import rejected_before
from skillkeeper.review.states import TRANSITIONS, ReviewState, Status, pending_edit, standings
from skillkeeper.skill.model import BundleFile
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import withdrawn_edits
from skillkeeper.store.clock import iso
from skillkeeper.store.schema import revision_files, revisions, skills
from skillkeeper.store.skills import encode_file

MAX_DIFF_CHARS = 64 * 1024
_ACTION_ORDER = [a.value for a in dict.fromkeys(t.action for t in TRANSITIONS)]


SORTS = ("newest", "oldest", "severe")
# Every waiting skill, whatever its tab.
ALL = "all"
WAITING = (Status.STAGED, Status.QUARANTINED, Status.CANDIDATE, ALL)


@dataclass(frozen=True)
class InboxFilter:
    """Which waiting skills to list; every field narrows (None: any)."""

    status: str = Status.STAGED
    verdict: str | None = None
    code: str | None = None
    source: str | None = None
    author: str | None = None
    tag: str | None = None
    text: str | None = None


def _like(value: str) -> str:
    return "%" + value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _waiting(status: str) -> Any:
    edit_pending = and_(skills.c.status == Status.ACTIVE, skills.c.head_revision_id != skills.c.active_revision_id)
    quarantined = or_(
        skills.c.status == Status.QUARANTINED, and_(edit_pending, revisions.c.review_state == ReviewState.QUARANTINED)
    )
    deletion = and_(skills.c.status == Status.ACTIVE, skills.c.delete_proposed_by.is_not(None))
    staged = or_(
        skills.c.status == Status.STAGED, and_(edit_pending, revisions.c.review_state == ReviewState.PENDING), deletion
    )
    if status == Status.QUARANTINED:
        return quarantined
    if status == Status.CANDIDATE:
        return skills.c.status == Status.CANDIDATE
    if status == ALL:
        return or_(staged, quarantined, skills.c.status == Status.CANDIDATE)
    return staged


def _where(tenant_id: int, f: InboxFilter) -> list[Any]:
    if f.status not in WAITING:
        raise InvalidInput(f"status: use one of {', '.join(WAITING)}")
    out = [skills.c.tenant_id == tenant_id, _waiting(f.status)]
    if f.verdict:
        out.append(revisions.c.verdict == f.verdict)
    if f.source:
        out.append(revisions.c.source == f.source)
    if f.author:
        out.append(revisions.c.author == f.author)
    # JSON columns are written by one serializer on both engines, so a LIKE over their text is exact enough.
    if f.code:
        out.append(cast(revisions.c.scan, Text).like(_like('"code": ' + json.dumps(f.code)), escape="\\"))
    if f.tag:
        out.append(cast(revisions.c.tags, Text).like(_like(json.dumps(f.tag)), escape="\\"))
    if f.text:
        needle = _like(f.text.lower())
        out.append(
            or_(
                func.lower(skills.c.name).like(needle, escape="\\"),
                func.lower(revisions.c.description).like(needle, escape="\\"),
            )
        )
    return out


_SEVERITY = case((revisions.c.verdict == QUARANTINED_VERDICT, 0), (revisions.c.verdict == "warn", 1), else_=2)
_DEFERRED = case((skills.c.deferred.is_(True), 1), else_=0)


def _order(sort: str) -> list[tuple[Any, bool]]:
    """(expression, descending) pairs of a sort, ending in the unique row id."""
    if sort not in SORTS:
        raise InvalidInput(f"sort: use one of {', '.join(SORTS)}")
    if sort == "oldest":
        return [(_DEFERRED, False), (skills.c.updated_at, False), (skills.c.id, False)]
    lead = [(_SEVERITY, False)] if sort == "severe" else []
    return [*lead, (_DEFERRED, False), (skills.c.updated_at, True), (skills.c.id, True)]


def _after(order: list[tuple[Any, bool]], key: list[Any]) -> Any:
    """Rows strictly after `key` in `order` (keyset pagination)."""
    try:
        if len(key) != len(order) or not all(isinstance(v, str) == (i == len(key) - 2) for i, v in enumerate(key)):
            raise ValueError
        values = [datetime.fromisoformat(v) if isinstance(v, str) else v for v in key]
    except ValueError:
        raise InvalidInput("cursor is not one this server handed out; omit it to start from the first page") from None
    clauses = []
    for i, (expr, desc) in enumerate(order):
        same = [order[j][0] == values[j] for j in range(i)]
        clauses.append(and_(*same, expr < values[i] if desc else expr > values[i]))
    return or_(*clauses)


def _key(row: Any, sort: str) -> list[Any]:
    ts = iso(row["updated_at"])
    tail = [1 if row["deferred"] else 0, ts, row["id"]]
    if sort != "severe":
        return tail
    return [{QUARANTINED_VERDICT: 0, "warn": 1}.get(row["verdict"], 2), *tail]


_COLUMNS = (
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
    revisions.c.tags,
    revisions.c.acknowledged,
    skills.c.decision,
    skills.c.delete_proposed_by,
    skills.c.delete_proposed_at,
)


def inbox_page(
    conn: Connection,
    tenant_id: int,
    filters: InboxFilter,
    *,
    sort: str = "newest",
    after: list[Any] | None = None,
    limit: int = 50,
    include_content: bool = False,
) -> tuple[list[dict[str, Any]], int, list[Any] | None]:
    """One page of waiting cards, the total matching, and the sort key of the last card when more follow.

    Raises InvalidInput for an unknown status or sort, or a cursor of another sort.
    """
    where, order = _where(tenant_id, filters), _order(sort)
    base = select(*_COLUMNS).select_from(skills).join(revisions, revisions.c.id == skills.c.head_revision_id)
    total = conn.execute(
        select(func.count())
        .select_from(skills)
        .join(revisions, revisions.c.id == skills.c.head_revision_id)
        .where(*where)
    ).scalar_one()
    query = base.where(*where)
    if after is not None:
        query = query.where(_after(order, after))
    query = query.order_by(*(e.desc() if d else e.asc() for e, d in order)).limit(limit + 1)
    rows = conn.execute(query).mappings().all()
    more = len(rows) > limit
    rows = rows[:limit]
    key = _key(rows[-1], sort) if more and rows else None
    seen = seen_before(conn, tenant_id, rows)
    return [_card(conn, r, include_content, seen.get(r["id"], {})) for r in rows], int(total), key


def seen_before(conn: Connection, tenant_id: int, rows: Sequence[Any]) -> dict[int, dict[str, Any]]:
    """Skill id -> what became of its waiting content before: `rejected_before` (the rejected revision's
    number, unless a human approved that content since) and `withdrawn_before` (an edit with that content
    a writer withdrew: revision, by, at).

    A row carries `id`, `name`, `content_hash` (its head's), `head_revision_id` and `active_revision_id`;
    a head that serves (nothing, or only a deletion, waits) is not asked about. Three SELECTs at most.
    """
    waiting = [r for r in rows if r["head_revision_id"] != r["active_revision_id"]]
    rejected = rejected_before(conn, [(r["id"], r["content_hash"]) for r in waiting])
    withdrawn = withdrawn_edits(conn, tenant_id, [(r["id"], r["name"], r["content_hash"]) for r in waiting])
    return {
        r["id"]: {
            "rejected_before": rejected.get((r["id"], r["content_hash"])),
            "withdrawn_before": withdrawn.get((r["id"], r["content_hash"])),
        }
        for r in waiting
    }


def matching(conn: Connection, tenant_id: int, filters: InboxFilter, *, seen_at: datetime | None = None) -> list[Any]:
    """(name, content_hash, last change of the row) of every waiting skill matching `filters`, newest first.

    The row's last change, not its head's write: a deletion proposed on an old active skill, or a
    release out of quarantine, puts a skill in this list without writing a revision.
    """
    rows = conn.execute(
        select(skills.c.name, revisions.c.content_hash, skills.c.updated_at)
        .select_from(skills)
        .join(revisions, revisions.c.id == skills.c.head_revision_id)
        .where(*_where(tenant_id, filters))
        .order_by(skills.c.updated_at.desc(), skills.c.id.desc())
    ).all()
    return list(rows)


def inbox_cards(
    conn: Connection, tenant_id: int, *, status: str = Status.STAGED, include_content: bool = False, limit: int = 100
) -> list[dict[str, Any]]:
    """Cards for the tenant's skills waiting in `status`, newest first, deferred last (the first page)."""
    cards, _, _ = inbox_page(conn, tenant_id, InboxFilter(status=status), limit=limit, include_content=include_content)
    return cards


def _card(conn: Connection, row: Any, include_content: bool, seen: dict[str, Any]) -> dict[str, Any]:
    active_id, head_id = row["active_revision_id"], row["head_revision_id"]
    edit = active_id is not None and active_id != head_id
    scan = row["scan"] or {}
    where = standings(row, row["review_state"])
    actions = sorted({t.action.value for t in TRANSITIONS if t.source in where}, key=_ACTION_ORDER.index)
    proposer = row["delete_proposed_by"]
    card: dict[str, Any] = {
        # First: a reviewer's standing reject or quarantine, which this revision does not undo.
        "earlier_decision": row["decision"] or None,
        # This very content was rejected before (it never promotes itself again): so the reviewer knows.
        "rejected_before": seen.get("rejected_before"),
        "withdrawn_before": seen.get("withdrawn_before"),
        "name": row["name"],
        "status": row["status"],
        "pending_edit": pending_edit(row),
        "delete_proposed": None
        if proposer is None or row["status"] != Status.ACTIVE
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
        "allowlisted": list(scan.get("allowlisted", [])),
        "acknowledged": row["acknowledged"] or None,
        "tags": list(row["tags"] or []),
        "actions": actions,
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


__all__ = [
    "SORTS",
    "WAITING",
    "InboxFilter",
    "inbox_cards",
    "inbox_page",
    "matching",
    "revision_diff",
    "seen_before",
]
