"""The lifecycle as data: statuses, review states, actions and the one transition table.

Enforcement (`review/lifecycle.py`), the REST action enum, the CLI review commands, the web
buttons and the README table are all read from `TRANSITIONS`; tests fail if any of them drift.
A row's place in the lifecycle is its `Standing`: its status, or a finer state of an active
skill (an edit or a proposed deletion waiting). `standings()` is the one derivation of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from skillkeeper.access.scopes import ADMIN, REVIEW
from skillkeeper.store.states import DELETED, ReviewState, Status, pending_edit


class Action(StrEnum):
    """A reviewer's (or admin's) action on a skill."""

    APPROVE = "approve"
    REJECT = "reject"
    QUARANTINE = "quarantine"
    RELEASE = "release"
    DEFER = "defer"
    DEPRECATE = "deprecate"
    SUBMIT = "submit"


class Standing(StrEnum):
    """A row's place for review: a status, or what waits on an active skill."""

    CANDIDATE = "candidate"
    STAGED = "staged"
    ACTIVE = "active"
    REJECTED = "rejected"
    QUARANTINED = "quarantined"
    DEPRECATED = "deprecated"
    EDIT = "active, edit pending"
    QUARANTINED_EDIT = "active, edit quarantined"
    DELETION = "active, deletion proposed"


@dataclass(frozen=True)
class Transition:
    """One allowed move: `action` on a skill standing `source` leads to status `to`, for `scopes`."""

    action: Action
    source: Standing
    to: str
    scopes: tuple[str, ...]
    label: str
    # Approving a quarantined revision means acknowledging its findings on the record.
    acknowledge: bool = False


_R, _A = (REVIEW,), (ADMIN,)
S = Standing

TRANSITIONS: tuple[Transition, ...] = (
    Transition(Action.APPROVE, S.STAGED, Status.ACTIVE, _R, "Approve: it reaches agents"),
    Transition(Action.APPROVE, S.EDIT, Status.ACTIVE, _R, "Approve the edit: it replaces the served revision"),
    Transition(Action.APPROVE, S.DELETION, DELETED, _R, "Approve the proposed deletion: it goes everywhere"),
    Transition(
        Action.APPROVE,
        S.QUARANTINED,
        Status.ACTIVE,
        (REVIEW, ADMIN),
        "Approve, acknowledging its findings on the record",
        acknowledge=True,
    ),
    Transition(
        Action.APPROVE,
        S.QUARANTINED_EDIT,
        Status.ACTIVE,
        (REVIEW, ADMIN),
        "Approve the edit, acknowledging its findings on the record",
        acknowledge=True,
    ),
    Transition(Action.REJECT, S.STAGED, Status.REJECTED, _R, "Reject (the decision sticks to rewrites)"),
    Transition(Action.REJECT, S.CANDIDATE, Status.REJECTED, _R, "Reject the candidate"),
    Transition(Action.REJECT, S.QUARANTINED, Status.REJECTED, _R, "Reject the quarantined skill"),
    Transition(Action.REJECT, S.EDIT, Status.ACTIVE, _R, "Reject the edit: the approved revision keeps serving"),
    Transition(Action.REJECT, S.QUARANTINED_EDIT, Status.ACTIVE, _R, "Reject the quarantined edit"),
    Transition(Action.REJECT, S.DELETION, Status.ACTIVE, _R, "Reject the proposed deletion: it stays"),
    Transition(Action.QUARANTINE, S.STAGED, Status.QUARANTINED, _R, "Quarantine: blocked until released"),
    Transition(Action.QUARANTINE, S.CANDIDATE, Status.QUARANTINED, _R, "Quarantine the candidate"),
    Transition(Action.QUARANTINE, S.ACTIVE, Status.QUARANTINED, _R, "Quarantine: it stops reaching agents"),
    Transition(Action.RELEASE, S.QUARANTINED, Status.STAGED, _R, "Release to staged after a clean re-scan"),
    Transition(Action.RELEASE, S.QUARANTINED_EDIT, Status.ACTIVE, _R, "Release the edit after a clean re-scan"),
    Transition(Action.DEFER, S.STAGED, Status.STAGED, _R, "Defer: it sorts last in the inbox"),
    Transition(Action.DEFER, S.EDIT, Status.ACTIVE, _R, "Defer the edit"),
    Transition(Action.DEFER, S.DELETION, Status.ACTIVE, _R, "Defer the proposed deletion"),
    Transition(Action.DEPRECATE, S.ACTIVE, Status.DEPRECATED, _A, "Deprecate: retired from delivery, kept"),
    Transition(Action.SUBMIT, S.CANDIDATE, Status.STAGED, _R, "Submit the candidate for review"),
)

# Why an action does not apply, by action (the skill's status is filled in).
REFUSALS: dict[Action, str] = {
    Action.APPROVE: "it is {status} with nothing waiting for review",
    Action.REJECT: "it is {status} with nothing waiting for review",
    Action.QUARANTINE: "it is {status}",
    Action.RELEASE: "it is {status}, not quarantined",
    Action.DEFER: "it is {status} with nothing waiting for review",
    Action.DEPRECATE: "it is {status}, only active skills can be deprecated",
    Action.SUBMIT: "it is {status}, not a candidate",
}

# What a refusal adds, by the skill's status, when no action brings the skill back.
COMEBACKS: dict[str, str] = {
    Status.DEPRECATED: "; to serve it again, write a changed revision of it (import its folder edited) "
    "and approve that one",
}


def refusal(action: Action, status: str) -> str:
    """Why `action` does not apply to a skill standing at `status`, and the way back when there is one."""
    return REFUSALS[action].format(status=status) + COMEBACKS.get(status, "")


# One-line help per action, for the CLI commands and the web buttons.
HELP: dict[Action, str] = {
    Action.APPROVE: "Approve a staged skill or a pending edit (it reaches agents), or a proposed deletion (it goes).",
    Action.REJECT: "Reject a staged skill or a pending edit (the decision sticks to rewrites), or a proposed deletion.",
    Action.QUARANTINE: "Quarantine a skill: it stops reaching agents until released and approved.",
    Action.RELEASE: "Release a quarantined skill back to staged after a clean re-scan.",
    Action.DEFER: "Defer a staged skill: it stays staged and sorts last in the inbox.",
    Action.DEPRECATE: "Deprecate an active skill: retired from delivery, kept for history.",
    Action.SUBMIT: "Submit a candidate for review: it moves to staged.",
}

# What the pages say an action did ("approved pdf-tools (staged → active)").
DONE: dict[Action, str] = {
    Action.APPROVE: "approved",
    Action.REJECT: "rejected",
    Action.QUARANTINE: "quarantined",
    Action.RELEASE: "released",
    Action.DEFER: "deferred",
    Action.DEPRECATE: "deprecated",
    Action.SUBMIT: "submitted",
}

# Actions that must name the revision the reviewer read (its content_hash) over REST and the pages.
PINNED: frozenset[Action] = frozenset({Action.APPROVE, Action.RELEASE})


def standings(row: Any, head_review_state: str | None) -> tuple[Standing, ...]:
    """Where a skill row stands, most specific first (a proposed deletion before an edit before `active`)."""
    status = Status(row["status"])
    if status != Status.ACTIVE:
        return (Standing(status.value),)
    out: list[Standing] = []
    if row["delete_proposed_by"] is not None:
        out.append(Standing.DELETION)
    if pending_edit(row):
        out.append(Standing.QUARANTINED_EDIT if head_review_state == ReviewState.QUARANTINED else Standing.EDIT)
    out.append(Standing.ACTIVE)
    return tuple(out)


def find(action: Action, where: tuple[Standing, ...]) -> Transition | None:
    """The transition `action` takes from the first standing that has one, or None."""
    for standing in where:
        for t in TRANSITIONS:
            if t.action == action and t.source == standing:
                return t
    return None


def scopes_for(action: Action) -> tuple[str, ...]:
    """The scopes every transition of `action` needs at least (deprecate: admin, the rest: review)."""
    needed = [set(t.scopes) for t in TRANSITIONS if t.action == action]
    return tuple(sorted(set.intersection(*needed)))


def table_markdown() -> str:
    """The transition table as a Markdown table (the README carries it; a test compares)."""
    lines = ["| action | from | to | scope | what it does |", "|---|---|---|---|---|"]
    for t in TRANSITIONS:
        lines.append(f"| `{t.action}` | {t.source} | {t.to} | {' + '.join(t.scopes)} | {t.label} |")
    return "\n".join(lines)


ACTIONS: tuple[str, ...] = tuple(a.value for a in Action)

__all__ = [
    "ACTIONS",
    "COMEBACKS",
    "DELETED",
    "DONE",
    "HELP",
    "PINNED",
    "REFUSALS",
    "TRANSITIONS",
    "Action",
    "ReviewState",
    "Standing",
    "Status",
    "Transition",
    "find",
    "pending_edit",
    "refusal",
    "scopes_for",
    "standings",
    "table_markdown",
]
