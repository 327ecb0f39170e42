"""Reviewer decisions that outlive a rewrite, and the second-reviewer rule.

A reviewer's reject or quarantine is kept on the skill row (`skills.decision`) until a
reviewer approves or releases. A writer's rewrite lands with it attached (the inbox card
shows it first), never auto-promotes, and a reviewer-quarantined skill stays quarantined.
Content a reviewer rejected on a skill, written again, waits for a human too, unless the latest
human decision on that very content was an approval (`rejected_before`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Connection

from skillkeeper.access.actor import Actor
from skillkeeper.access.minters import minter_path, writer_path
from skillkeeper.errors import SecondReviewerRequired, mint_hint
from skillkeeper.store import bulk
from skillkeeper.store.audit import approved_numbers
from skillkeeper.store.clock import iso, now
from skillkeeper.store.states import Status
from skillkeeper.store.tenants import TenantSettings

# Reviewer actions that leave a standing decision behind.
STANDING = ("reject", "quarantine")
# The actor of a promotion nobody asked for: a clean write in a tenant that auto-promotes.
AUTO_PROMOTE = "auto-promote"


def rejected_before(conn: Connection, pairs: Sequence[tuple[int, str]]) -> dict[tuple[int, str], int]:
    """Of these (skill id, content hash) pairs, those whose latest human decision was a reject: its revision's number.

    A rejected revision stays rejected, and an approval is of the skill's newest revision then, so an
    approval of a later-numbered revision with the same content came after the rejection: a human
    approved that content on purpose, and it is no longer held back as rejected. Two SELECTs at most.
    """
    rejected = bulk.rejected_numbers(conn, pairs)
    approved = approved_numbers(conn, list(rejected), not_by=AUTO_PROMOTE)
    return {key: number for key, number in rejected.items() if approved.get(key, 0) < number}


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


def check_second_reviewer(
    conn: Connection | None,
    settings: TenantSettings,
    actor: Actor,
    writer: str | None,
    what: str,
    role: str = "wrote",
    written_at: datetime | None = None,
) -> None:
    """Raises SecondReviewerRequired when the tenant wants two people and `actor` may be `writer`.

    `actor` is not a second person when it is `writer`, or when it acts with a token that `writer`
    minted, or minted a token of whoever minted it, and so on up the chain (access/minters.py); nor
    when it is on the chain of a token `writer` held at `written_at` (it could have written as
    `writer`). The local operator (no token) is judged by name. `conn` may be None only where
    `writer` is the actor (a write that approves itself).
    """
    if not settings.require_second_reviewer or writer is None:
        return
    if actor.name == writer:
        other = (
            _others(writer)
            if _is_operator(writer)
            else "with a skills:review token of their own, or as another user of this database"
        )
        raise SecondReviewerRequired(
            f"cannot approve {what}: this tenant requires a second reviewer and "
            f"{writer!r} {role} it; another reviewer must approve it ({other})"
        )
    if actor.token_id is None and written_at is None:
        return
    if conn is None:
        raise ValueError("the second-reviewer rule needs the connection to follow a token's minters")
    path = minter_path(conn, actor.token_id, actor.name, writer) if actor.token_id is not None else None
    if path is not None:
        raise SecondReviewerRequired(
            f"cannot approve {what}: this tenant requires a second reviewer and {_chain(path)}, who {role} it; "
            f"ask a reviewer holding a token they did not receive from {writer!r} ({_elsewhere(writer)})"
        )
    behind = writer_path(conn, actor.tenant_id, writer, written_at, actor.name) if written_at is not None else None
    if behind is not None:
        raise SecondReviewerRequired(
            f"cannot approve {what}: this tenant requires a second reviewer and {_behind(behind, role)}, so "
            f"{actor.name!r} could have {'written' if role == 'wrote' else role} it; another reviewer must approve it"
        )


def _behind(path: list[str], role: str) -> str:
    """`'bot' wrote it with a token minted by 'bob', who holds a token minted by 'mallory'`."""
    text = f"{path[0]!r} {role} it with a token minted by {path[1]!r}"
    return text + "".join(f", who holds a token minted by {n!r}" for n in path[2:])


def _elsewhere(writer: str) -> str:
    """Where a token that counts comes from, for the refusal's hint."""
    if _is_operator(writer):  # the local operator minted it: another user of the database may
        return _others(writer)
    return f"e.g. one the operator mints: {mint_hint('skills:review')}"


def _is_operator(name: str) -> bool:
    """The local operator's name as `operator_name` makes it: `operator:<OS user>`, or `operator`."""
    return name == "operator" or name.startswith("operator:")


def _others(operator: str) -> str:
    """Who may approve what the local operator wrote: another login, never a token this one mints."""
    login = operator.partition(":")[2]
    who = f"a login other than {login!r}" if login else "another login"
    return (
        f"another user of this database ({who}) may approve, or mint a token as themselves: "
        f"{mint_hint('skills:review')}; a token {operator!r} mints counts as theirs, not a second person's"
    )


def _chain(path: list[str]) -> str:
    """`the token 'rita' approves with was minted by 'bob', who holds a token minted by 'mallory'`."""
    text = f"the token {path[0]!r} approves with was minted by {path[1]!r}"
    return text + "".join(f", who holds a token minted by {n!r}" for n in path[2:])


__all__ = [
    "AUTO_PROMOTE",
    "STANDING",
    "check_second_reviewer",
    "decision_record",
    "holds_quarantine",
    "rejected_before",
]
