"""The tenant-wide audit log as Keeper verbs: a filtered, cursor-paged listing and a JSON-lines export.

Reading it needs the `skills:review` scope (the same as the inbox): reviewers see who decided
what, and admin actions (tokens, mandates, settings, subscriptions, webhooks) sit beside them.
Entries never hold secrets: token events name the token id, principal and scopes only.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import REVIEW
from skillkeeper.durations import parse_duration
from skillkeeper.errors import InvalidInput
from skillkeeper.review.notes import event_note
from skillkeeper.store.audit import AuditAction, AuditQuery, audit_rows
from skillkeeper.store.clock import iso
from skillkeeper.store.cursor import decode_cursor, encode_cursor
from skillkeeper.store.db import Store

CURSOR_KIND = "audit"
MAX_LIMIT = 500
EXPORT_BATCH = 500


@dataclass(frozen=True, kw_only=True)
class AuditEntry:
    """One audit event as the log shows it; `skill` is None for tenant-level events."""

    id: int
    at: str
    actor: str
    action: str
    skill: str | None
    subject: str | None
    from_status: str | None
    to_status: str | None
    reason: str | None
    revision_id: int | None
    details: dict[str, Any] | None
    before: Any
    after: Any
    note: str | None = None  # what the event did, in words, where its action alone does not say it

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class AuditPage:
    """A page of the log, newest first, and the cursor of the next one (None at the end)."""

    items: list[AuditEntry]
    next_cursor: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"items": [e.to_dict() for e in self.items], "next_cursor": self.next_cursor}


def parse_time(value: str | None, name: str) -> datetime | None:
    """An ISO 8601 date or time (UTC when no zone is given), or a duration back from now (`1h`, `2d`).

    Raises InvalidInput naming the option and the accepted forms.
    """
    if value is None or value == "":
        return None
    back = parse_duration(value)
    if back is not None:
        return datetime.now(UTC) - back
    try:
        parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        raise InvalidInput(
            f"{name} {value!r} is not a time; use an ISO 8601 time (2026-12-01 or 2026-12-01T09:00Z) "
            "or a duration back from now (30m, 1h, 2d or 1w)"
        ) from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def audit_query(
    *,
    actor: str | None = None,
    action: str | None = None,
    skill: str | None = None,
    since: str | datetime | None = None,
    until: str | datetime | None = None,
) -> AuditQuery:
    """Filters from user input; raises InvalidInput for an unknown action or a malformed time."""
    given = (actor, action, skill, since, until)
    if any(isinstance(v, str) and "\x00" in v for v in given):
        # Refused here, not by the database, so a streamed export never fails after it started.
        raise InvalidInput("a filter holds a NUL character; remove it")
    if action and action not in {a.value for a in AuditAction}:
        known = ", ".join(a.value for a in AuditAction)
        raise InvalidInput(f"unknown audit action {action!r}; use one of {known}")
    return AuditQuery(
        actor=actor or None,
        action=action or None,
        skill=skill or None,
        since=since if isinstance(since, datetime) else parse_time(since, "since"),
        until=until if isinstance(until, datetime) else parse_time(until, "until"),
    )


def _entry(row: dict[str, Any]) -> AuditEntry:
    return AuditEntry(
        id=int(row["id"]),
        at=iso(row["at"]) or "",
        actor=row["actor"],
        action=row["action"],
        # Tenant-level events carry "" (or "*" for allow-list entries) instead of a skill name.
        skill=row["skill_name"] if row["skill_name"] not in ("", "*") else None,
        subject=row["subject"],
        from_status=row["from_status"],
        to_status=row["to_status"],
        reason=row["reason"],
        revision_id=row["revision_id"],
        details=row["details"],
        before=row["before"],
        after=row["after"],
        note=event_note(row),
    )


class AuditLog:
    """The audit log of one tenant, read as `actor` (who needs skills:review)."""

    def __init__(self, store: Store, actor: Actor) -> None:
        """Raises Forbidden when the actor lacks skills:review."""
        actor.require(REVIEW)
        self.store = store
        self.tenant_id = actor.tenant_id

    def list(self, query: AuditQuery | None = None, *, limit: int = 50, cursor: str | None = None) -> AuditPage:
        """A page of matching events, newest first; raises InvalidInput for a foreign cursor or bad limit."""
        if not 1 <= limit <= MAX_LIMIT:
            raise InvalidInput(f"limit must be between 1 and {MAX_LIMIT}")
        key = decode_cursor(CURSOR_KIND, cursor)
        before = int(key[0]) if key else None
        with self.store.read() as conn:
            rows = audit_rows(conn, self.tenant_id, query or AuditQuery(), before_id=before, limit=limit + 1)
        items = [_entry(r) for r in rows[:limit]]
        more = len(rows) > limit
        return AuditPage(items, encode_cursor(CURSOR_KIND, [items[-1].id]) if more and items else None)

    def export(self, query: AuditQuery | None = None) -> Iterator[str]:
        """Every matching event as JSON lines (newest first), read in batches so memory stays flat."""
        before: int | None = None
        while True:
            with self.store.read() as conn:
                rows = audit_rows(conn, self.tenant_id, query or AuditQuery(), before_id=before, limit=EXPORT_BATCH)
            for row in rows:
                yield json.dumps(_entry(row).to_dict(), ensure_ascii=False, separators=(",", ":")) + "\n"
            if len(rows) < EXPORT_BATCH:
                return
            before = int(rows[-1]["id"])


__all__ = ["AuditEntry", "AuditLog", "AuditPage", "audit_query", "parse_time"]
