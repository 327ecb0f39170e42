"""The lifecycle's stored vocabularies: a skill row's status, a revision's review state, a change's audience.

They sit with the rows that hold them, so the store's own SQL (the visibility gate, pending
edits) compares enum members too; `review/states.py` adds actions, standings and the transition
table on top and re-exports both.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

# Who may see that one skill row changed, carried by change notifications so an agent hears
# only of changes to what it can see (a hidden write must not even be timed).
TO_ALL = "all"  # the served set: the tenant's readers and its catalog's subscribers
TO_TENANT = "tenant"  # gate off: the tenant's own readers (they see its staged rows), not other tenants
TO_REVIEWERS = "review"  # only those who see the tenant's in-flight rows
TO_ACCESS = "access"  # the tenant's own connections, whatever they were found to see: a token or mandate changed


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
