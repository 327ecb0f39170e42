"""The lifecycle's stored vocabularies: a skill row's status and a revision's review state.

They sit with the rows that hold them, so the store's own SQL (the visibility gate, pending
edits) compares enum members too; `review/states.py` adds actions, standings and the transition
table on top and re-exports both.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class Status(StrEnum):
    """Where a skill is in its lifecycle (the wire strings of `status`)."""

    CANDIDATE = "candidate"
    STAGED = "staged"
    ACTIVE = "active"
    REJECTED = "rejected"
    QUARANTINED = "quarantined"
    DEPRECATED = "deprecated"


class ReviewState(StrEnum):
    """What review decided about one revision."""

    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"
    QUARANTINED = "quarantined"
    SUPERSEDED = "superseded"


# The `to_status` of an approved deletion: the row is gone, so this is no Status.
DELETED = "deleted"


def pending_edit(row: Any) -> bool:
    """Whether an active skill has an edit waiting in review (the approved revision keeps serving)."""
    return bool(row["status"] == Status.ACTIVE and row["head_revision_id"] != row["active_revision_id"])


__all__ = ["DELETED", "ReviewState", "Status", "pending_edit"]
