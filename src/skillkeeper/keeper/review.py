"""The review verbs: `keeper.review(actor)` lists the inbox and acts on it, one skill or many.

REST (`web/routes/inbox.py`), the inbox pages and `skillkeeper skills` review commands are
adapters of these verbs. A bulk action acts item by item, each pinned to the content hash the
reviewer saw: an item that moved gets its own 409 and the rest are applied.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import REVIEW
from skillkeeper.errors import InvalidInput, InvalidSkill, NotFound, SkillkeeperError
from skillkeeper.keeper.detail import ReviewDetail, SkillDetail
from skillkeeper.review.inbox import InboxFilter, inbox_page, matching
from skillkeeper.review.states import ACTIONS, PINNED, Action, scopes_for
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import events_for
from skillkeeper.store.clock import aware
from skillkeeper.store.cursor import decode_cursor, encode_cursor

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper

MAX_BULK = 1000
MAX_PAGE = 500
_STATUS_OF = {"not_found": 404, "forbidden": 403, "second_reviewer_required": 403}


@dataclass(frozen=True)
class InboxCard:
    """A skill waiting for a reviewer: what to decide on, and the actions the lifecycle allows."""

    name: str
    status: str
    pending_edit: bool
    kind: str
    deferred: bool
    revision: int
    content_hash: str
    description: str
    source: str
    author: str
    review_state: str
    verdict: str
    findings: list[dict[str, Any]]
    warnings: list[dict[str, Any]]
    allowlisted: list[dict[str, Any]]
    acknowledged: dict[str, Any] | None
    tags: list[str]
    actions: list[str]
    updated_at: str | None
    diff: str | None
    diff_truncated: bool
    file_changes: dict[str, list[str]]
    earlier_decision: dict[str, Any] | None = None
    rejected_before: int | None = None
    withdrawn_before: dict[str, Any] | None = None
    delete_proposed: dict[str, Any] | None = None
    files: list[dict[str, Any]] | None = None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        if self.files is None:
            del data["files"]
        # The standing reviewer decision, and content a reviewer rejected, are what a reviewer must read first.
        first = {k: data.pop(k) for k in ("earlier_decision", "rejected_before")}
        return {**first, **data}


@dataclass(frozen=True)
class InboxPage:
    """One page of the inbox: cards, how many match in all, the cursor of the next page."""

    items: list[InboxCard]
    total: int
    next_cursor: str | None


@dataclass(frozen=True)
class BulkItem:
    """One skill of a bulk action and the revision the reviewer decided on."""

    name: str
    content_hash: str | None = None


@dataclass(frozen=True)
class ActionResult:
    """What one reviewer action did, or why it did nothing (`error`, with the HTTP-style status)."""

    name: str
    action: str
    status: int = 200
    from_status: str | None = None
    to_status: str | None = None
    content_hash: str | None = None
    error: str | None = None
    message: str | None = None
    acknowledged: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_dict(self) -> dict[str, Any]:
        if self.ok:
            out: dict[str, Any] = {
                "name": self.name,
                "action": self.action,
                "from_status": self.from_status,
                "to_status": self.to_status,
                "content_hash": self.content_hash,
            }
            if self.acknowledged:
                out["acknowledged"] = self.acknowledged
            return out
        return {
            "name": self.name,
            "action": self.action,
            "status": self.status,
            "error": self.error,
            "message": self.message,
        }


def _failure(name: str, action: str, exc: SkillkeeperError) -> ActionResult:
    status = _STATUS_OF.get(exc.code, 409 if exc.code in ("conflict", "stale_review", "still_dirty") else 422)
    return ActionResult(name, action, status=status, error=exc.code, message=exc.message)


class Review(ReviewDetail):
    """Inbox, actions and history for one reviewer (scopes are checked on every verb)."""

    def __init__(self, keeper: Keeper, actor: Actor) -> None:
        self.keeper = keeper
        self.actor = actor

    def inbox(
        self,
        filters: InboxFilter | None = None,
        *,
        sort: str = "newest",
        cursor: str | None = None,
        limit: int = 50,
        include_content: bool = False,
    ) -> InboxPage:
        """One page of waiting skills matching `filters`; raises Forbidden, InvalidInput (filter, sort, cursor)."""
        self.actor.require(REVIEW)
        filters = filters or InboxFilter()
        kind = f"inbox:{sort}"
        after = decode_cursor(kind, cursor)
        with self.keeper.store.read() as conn:
            cards, total, last = inbox_page(
                conn,
                self.actor.tenant_id,
                filters,
                sort=sort,
                after=after,
                limit=max(1, min(limit, MAX_PAGE)),
                include_content=include_content,
            )
        return InboxPage(
            [InboxCard(**c) for c in cards], total, encode_cursor(kind, last) if last is not None else None
        )

    def act(
        self,
        name: str,
        action: str,
        content_hash: str | None,
        reason: str | None = None,
        acknowledge: Sequence[str] = (),
    ) -> ActionResult:
        """Apply `action` to the revision the reviewer read.

        Raises InvalidInput (an approve or release without content_hash), Forbidden, NotFound,
        StaleReview, StillDirty, Conflict.
        """
        if action in PINNED and not content_hash:
            raise InvalidInput(
                f"content_hash: {action} needs the content_hash of the revision you read (the inbox card shows it)"
            )
        result = self.keeper.lifecycle.act(
            self.actor, name, action, reason, expected_hash=content_hash or None, acknowledge=acknowledge
        )
        return ActionResult(
            result.name,
            str(result.action),
            from_status=str(result.from_status),
            to_status=str(result.to_status),
            content_hash=result.content_hash,
            acknowledged=sorted(set(acknowledge)),
        )

    def bulk(self, action: str, reason: str | None, items: Iterable[BulkItem]) -> list[ActionResult]:
        """Apply `action` to every item, each on its own; a raced item fails alone.

        Raises InvalidSkill (unknown action), Forbidden (scope), InvalidInput (too many or no items).
        """
        todo = list(items)
        self._check_bulk(action, len(todo))
        out = []
        for item in todo:
            try:
                out.append(self.act(item.name, action, item.content_hash, reason))
            except SkillkeeperError as exc:
                out.append(_failure(item.name, action, exc))
        return out

    def bulk_matching(
        self, action: str, reason: str | None, filters: InboxFilter, seen_at: datetime
    ) -> list[ActionResult]:
        """Apply `action` to every skill matching `filters` whose waiting revision existed at `seen_at`.

        "Select all matching": the filter is re-run, and a revision written after the reviewer
        listed the inbox is refused (409 stale_review) rather than decided on unseen.
        """
        self.actor.require(REVIEW)
        with self.keeper.store.read() as conn:
            rows = matching(conn, self.actor.tenant_id, filters)
        self._check_bulk(action, len(rows))
        out = []
        seen = aware(seen_at)  # a hand-made form's time without an offset is UTC, as every stored one is
        for name, content_hash, created_at in rows:
            if aware(created_at) > seen:
                message = f"cannot {action} {name!r}: it changed after you listed the inbox; read it and decide on that"
                out.append(ActionResult(name, action, status=409, error="stale_review", message=message))
                continue
            try:
                out.append(self.act(name, action, content_hash, reason))
            except SkillkeeperError as exc:
                out.append(_failure(name, action, exc))
        return out

    def _check_bulk(self, action: str, count: int) -> None:
        if action not in ACTIONS:
            raise InvalidSkill(f"unknown action {action!r}; use one of {', '.join(ACTIONS)}")
        for scope in scopes_for(Action(action)):
            self.actor.require(scope)
        if count > MAX_BULK:
            raise InvalidInput(f"items: at most {MAX_BULK} skills per bulk action; narrow the filter")

    def history(self, name: str) -> list[dict[str, Any]]:
        """Every audit event of a skill of the reviewer's tenant, oldest first; raises Forbidden, NotFound."""
        self.actor.require(REVIEW)
        with self.keeper.store.read() as conn:
            row = repo.skill_row(conn, self.actor.tenant_id, name)
            events = events_for(conn, self.actor.tenant_id, name)
        if row is None and not events:
            raise NotFound(f"skill {name!r} not found")
        return events


__all__ = ["ActionResult", "BulkItem", "InboxCard", "InboxFilter", "InboxPage", "Review", "SkillDetail"]
