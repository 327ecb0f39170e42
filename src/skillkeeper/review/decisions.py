"""Reviewer decisions that outlive a rewrite, and the second-reviewer rule.

A reviewer's reject or quarantine is kept on the skill row (`skills.decision`) until a
reviewer approves or releases. A writer's rewrite lands with it attached (the inbox card
shows it first), never auto-promotes, and a reviewer-quarantined skill stays quarantined.
"""

from __future__ import annotations

from typing import Any

from skillkeeper.access.actor import Actor
from skillkeeper.errors import SecondReviewerRequired
from skillkeeper.store.clock import iso, now
from skillkeeper.store.states import Status
from skillkeeper.store.tenants import TenantSettings

# Reviewer actions that leave a standing decision behind.
STANDING = ("reject", "quarantine")


def decision_record(action: str, actor: Actor, reason: str | None, head: Any) -> dict[str, Any]:
    """The decision a reviewer took on the revision `head` (who, when, why, which hash)."""
    return {
        "action": action,
        "by": actor.name,
        "at": iso(now()),
        "reason": reason,
        "content_hash": head["content_hash"] if head is not None else None,
        "revision": head["number"] if head is not None else None,
    }


def holds_quarantine(row: Any) -> bool:
    """True when a reviewer quarantined the skill and has not released it yet."""
    decision = row["decision"]
    return bool(decision) and row["status"] == Status.QUARANTINED and decision.get("action") == "quarantine"


def check_second_reviewer(settings: TenantSettings, approver: str, writer: str | None, what: str) -> None:
    """Raises SecondReviewerRequired when the tenant wants two people and `approver` is `writer`."""
    if settings.require_second_reviewer and writer is not None and approver == writer:
        raise SecondReviewerRequired(
            f"cannot approve {what}: this tenant requires a second reviewer and "
            f"{approver!r} wrote it; another reviewer must approve it (with a skills:review token of their own, "
            "or as another user of this database)"
        )


__all__ = ["STANDING", "check_second_reviewer", "decision_record", "holds_quarantine"]
