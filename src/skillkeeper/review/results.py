"""What lifecycle operations answer: write, transition and delete results, and change events."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from skillkeeper.store.states import TO_ALL, Status


@dataclass(frozen=True)
class Change:
    """The visible set of a tenant may have changed (sent to listeners after commit)."""

    tenant_id: int
    name: str
    action: str
    audience: str = TO_ALL  # who may see it (store/visibility.py); when unsure, everyone


@dataclass(frozen=True)
class WriteResult:
    """What a write did."""

    name: str
    status: str
    revision_id: int
    content_hash: str
    verdict: str
    created: bool
    pending: bool = False
    unchanged: bool = False
    findings: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[dict[str, Any]] = field(default_factory=list)
    # The number of the waiting edit this write withdrew by writing the served revision (review/withdrawals.py).
    withdrawn: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "status": self.status,
            "content_hash": self.content_hash,
            "verdict": self.verdict,
            "pending_review": self.pending or self.status == Status.STAGED,
            "created": self.created,
            "unchanged": self.unchanged,
            "withdrawn_edit": self.withdrawn,
            "findings": self.findings,
            "warnings": self.warnings,
        }


@dataclass(frozen=True)
class DeleteResult:
    """What a delete did: the skill is gone, or its deletion waits for a reviewer."""

    name: str
    deleted: bool
    pending_review: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "deleted": self.deleted, "pending_review": self.pending_review}


@dataclass(frozen=True)
class TransitionResult:
    """The outcome of a reviewer action."""

    name: str
    action: str
    from_status: str
    to_status: str
    content_hash: str = ""


__all__ = ["Change", "DeleteResult", "TransitionResult", "WriteResult"]
