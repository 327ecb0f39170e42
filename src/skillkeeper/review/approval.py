"""The approval rule in one place: who may approve, the second reviewer, and what approving sets.

A reviewer's approve (review/actions.py) and a promotion on write (`status=active`, or a tenant's
auto-promotion of a clean write; review/plans.py) both ask `require_approver` and `auto_promotes`
and carry out the `Approval` that `approval` returns; the write path sets its values in bulk
(store/bulk.py `guarded_heads(approve=True)` sets the same columns).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import REVIEW
from skillkeeper.errors import Forbidden
from skillkeeper.review.decisions import check_second_reviewer
from skillkeeper.store.audit import AuditAction, AuditEvent
from skillkeeper.store.states import Status
from skillkeeper.store.tenants import TenantSettings


def may_approve(actor: Actor) -> bool:
    """True when `actor` may make a revision active: the review scope (admin alone may not), or internal."""
    return actor.internal or REVIEW in actor.scopes


def require_scan_tuner(actor: Actor, settings: TenantSettings, what: str) -> None:
    """Raises Forbidden when `actor` may not weaken the tenant's scan (skip rules, allow-list findings).

    With auto-promotion on, a write whose findings are skipped or allow-listed goes active with no
    human, so what counts as clean is then a reviewer's call like switching auto-promotion on.
    """
    if auto_promotes(settings, None) and not may_approve(actor):
        raise Forbidden(f"{what} while auto_promote_clean is on needs the skills:review scope too")


def require_approver(
    conn: Connection | None,
    actor: Actor,
    settings: TenantSettings,
    writer: str | None,
    what: str,
    written_at: datetime | None = None,
) -> None:
    """Check `actor` may approve what `writer` wrote at `written_at`; raises Forbidden, SecondReviewerRequired.

    `conn` follows the tokens' minters (review/decisions.py); None only when `writer` is `actor`.
    """
    if not may_approve(actor):
        raise Forbidden(f"approving {what} needs the skills:review scope")
    check_second_reviewer(conn, settings, actor, writer, what, written_at=written_at)


def auto_promotes(settings: TenantSettings, decision: Any) -> bool:
    """True when a clean write approves itself: the tenant wants it, no reviewer decision stands, one may approve."""
    return bool(settings.auto_promote_clean and not decision and not settings.require_second_reviewer)


@dataclass(frozen=True)
class Approval:
    """What approving a skill's head revision sets: the revision approved, the one it replaces superseded."""

    skill_id: int
    head_id: int
    superseded: int | None  # the active revision the head replaces, if another
    event: AuditEvent

    @property
    def values(self) -> dict[str, Any]:
        """The skill row's new values: active, serving the head, no longer deferred, no standing decision."""
        return {"status": Status.ACTIVE, "active_revision_id": self.head_id, "deferred": False, "decision": None}


def approval(
    tenant_id: int,
    name: str,
    skill_id: int,
    head_id: int,
    active_id: int | None,
    *,
    who: str,
    from_status: str = Status.STAGED,
    reason: str | None = None,
    details: dict[str, Any] | None = None,
) -> Approval:
    """The approval of revision `head_id` of skill `skill_id` (which serves `active_id`) by `who`."""
    event = AuditEvent(
        tenant_id=tenant_id,
        skill_name=name,
        action=AuditAction.APPROVE,
        actor=who,
        from_status=from_status,
        to_status=Status.ACTIVE,
        reason=reason,
        skill_id=skill_id,
        revision_id=head_id,
        details=details,
    )
    superseded = active_id if active_id is not None and active_id != head_id else None
    return Approval(skill_id, head_id, superseded, event)


__all__ = [
    "Approval",
    "approval",
    "auto_promotes",
    "may_approve",
    "require_approver",
    "require_scan_tuner",
]
