"""Reviewer actions on the lifecycle: the transition table enforced on the revision the reviewer read.

`Lifecycle` (review/lifecycle.py) is this plus the write path, deletes and change listeners. An
acknowledgement of findings is review/acknowledgements.py; a decision on a proposed deletion is
review/deletions.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from sqlalchemy import Connection, select

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan import ScanResult, apply_skip
from skillkeeper.check.scan.allow import apply_allowlist
from skillkeeper.check.scan.result import BLOCKING_VERDICTS
from skillkeeper.errors import Conflict, InvalidInput, InvalidSkill, NotFound, StaleReview, StillDirty
from skillkeeper.review.acknowledgements import acknowledgement
from skillkeeper.review.approval import approval, require_approver
from skillkeeper.review.decisions import decision_record
from skillkeeper.review.deletions import decide_deletion
from skillkeeper.review.results import Change, TransitionResult
from skillkeeper.review.rules import sees_in_flight
from skillkeeper.review.states import (
    ACTIONS,
    DELETED,
    Action,
    ReviewState,
    Standing,
    Status,
    Transition,
    find,
    refusal,
    scopes_for,
    standings,
)
from skillkeeper.skill.model import Skill
from skillkeeper.skill.parse import build_skill
from skillkeeper.store import allowlist
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import AuditAction, AuditEvent, record
from skillkeeper.store.clock import aware
from skillkeeper.store.db import Store
from skillkeeper.store.schema import skills
from skillkeeper.store.tenants import TenantSettings, read_settings
from skillkeeper.store.visibility import audience, row_state, viewer_for, visible_names

Scanner = Callable[[Skill], ScanResult]


def _knowable(conn: Connection, actor: Actor, name: str) -> bool:
    """True when `actor` may learn that its tenant's `name` exists: a reviewer, or the gate shows it."""
    # An admin without review scope deprecates: a hidden row must answer like a missing one.
    tid = actor.tenant_id
    return sees_in_flight(actor) or bool(visible_names(conn, viewer_for(conn, tid), tid, [name]))


class ReviewActions:
    """The reviewer half of the Lifecycle."""

    store: Store
    scanner: Scanner
    _emit: Callable[[Change], None]
    _notify_many: Callable[[Connection, Sequence[Change]], None]

    def act(
        self,
        actor: Actor,
        name: str,
        action: str,
        reason: str | None = None,
        *,
        expected_hash: str | None = None,
        acknowledge: Sequence[str] = (),
    ) -> TransitionResult:
        """Apply a reviewer action to the revision the reviewer read (`expected_hash`).

        `acknowledge` names the finding codes a reviewer with review and admin scope accepts when
        approving a quarantined revision. Raises Forbidden, NotFound (missing, or hidden from a caller
        without review scope), InvalidInput, StaleReview
        (the head moved since), Conflict (the transition table has no such move).
        """
        try:
            verb = Action(action)
        except ValueError:
            raise InvalidSkill(f"unknown action {action!r}; use one of {', '.join(ACTIONS)}") from None
        for scope in scopes_for(verb):
            actor.require(scope)
        with self.store.write() as conn:
            row = repo.skill_row(conn, actor.tenant_id, name)
            if row is None or not _knowable(conn, actor, name):
                raise NotFound(f"skill {name!r} not found in this tenant")
            head = repo.revision_row(conn, row["head_revision_id"])
            current = head["content_hash"] if head is not None else ""
            if expected_hash is not None and expected_hash != current:
                idle = standings(row, None) == (Standing.ACTIVE,)  # an edit withdrawn or decided meanwhile
                raise StaleReview(
                    f"cannot {action} {name!r}: it changed since you read it (you read {expected_hash}, "
                    f"{'nothing waits for review, it serves' if idle else 'the waiting revision is'} {current}); "
                    "read it again and decide on that",
                    details={"expected": expected_hash, "current": current},
                )
            move = find(verb, standings(row, head["review_state"] if head is not None else None))
            if move is None:
                raise Conflict(f"cannot {action} {name!r}: " + refusal(verb, row["status"]))
            if move.acknowledge and not acknowledge:
                # The way out of quarantine is a release (a clean re-scan), or an acknowledgement on the record.
                what = "it is quarantined" if move.source == Standing.QUARANTINED else "its edit is quarantined"
                raise Conflict(
                    f"cannot approve {name!r}: {what}; read its findings (skills show), fix the skill or release "
                    "it (release re-scans it and puts it back in staged), then approve; or, with skills:admin, "
                    "approve it acknowledging its finding codes with a reason"
                )
            if acknowledge and not move.acknowledge:
                raise InvalidInput(
                    f"acknowledge applies only to approving a quarantined revision; {name!r} is {row['status']}"
                )
            for scope in move.scopes:
                actor.require(scope)
            settings = read_settings(conn, actor.tenant_id)
            transition = self._apply(conn, actor, row, head, move, reason, settings, tuple(acknowledge))
            result = replace(transition, content_hash=current)
            done = "delete" if result.to_status == DELETED else action
            after = row_state(repo.skill_row(conn, actor.tenant_id, name))
            change = Change(actor.tenant_id, name, done, audience(row_state(row), after, settings.review_gate))
            self._notify_many(conn, [change])
        self._emit(change)
        return result

    def _apply(
        self,
        conn: Connection,
        actor: Actor,
        row: Any,
        head: Any,
        move: Transition,
        reason: str | None,
        settings: TenantSettings,
        acknowledge: tuple[str, ...],
    ) -> TransitionResult:
        """Carry out a move the transition table allowed."""
        status, head_id, active_id = row["status"], row["head_revision_id"], row["active_revision_id"]
        name, sid, ver, action, source = row["name"], row["id"], row["version"], move.action, move.source
        if source == Standing.DELETION and action in (Action.APPROVE, Action.REJECT):
            return decide_deletion(conn, actor, row, action, reason, settings)
        if action == Action.APPROVE:
            writer, written_at = (head["author"], aware(head["created_at"])) if head is not None else (None, None)
            require_approver(conn, actor, settings, writer, f"{name!r}", written_at)
            details = acknowledgement(conn, actor, name, head, reason, acknowledge) if move.acknowledge else None
            self._approve(
                conn, actor.tenant_id, sid, name, ver, actor.name, reason, from_status=status, details=details
            )
            return TransitionResult(name, action, status, Status.ACTIVE)
        to = str(move.to)
        if action == Action.REJECT:
            decision = decision_record(action, actor, reason, head)
            repo.set_review_state(conn, head_id, ReviewState.REJECTED)
            if source in (Standing.EDIT, Standing.QUARANTINED_EDIT):
                repo.guarded_update(conn, sid, ver, head_revision_id=active_id, deferred=False, decision=decision)
            else:
                repo.guarded_update(conn, sid, ver, status=to, deferred=False, decision=decision)
        elif action == Action.QUARANTINE:
            repo.set_review_state(conn, head_id, ReviewState.QUARANTINED)
            repo.guarded_update(
                conn,
                sid,
                ver,
                status=to,
                deferred=False,
                delete_proposed_by=None,
                delete_proposed_at=None,
                decision=decision_record(action, actor, reason, head),
            )
        elif action == Action.RELEASE:
            rescan, _ = self.tenant_scan(conn, actor.tenant_id, settings, self._skill_of(conn, head_id))
            if rescan.verdict in BLOCKING_VERDICTS:
                first = next(f for f in rescan.findings if f.severity == "critical" or f.fatal)
                # Release re-scans the same content, so it can only pass after a rewrite or an allow-list
                # entry; say both ways on, and the one that keeps the content.
                raise StillDirty(
                    f"cannot release {name!r}: the re-scan still finds {first.code} ({first.message}); "
                    "fix the skill and write it again (it is scanned anew), or approve it as it is, on the "
                    f"record, with `skillkeeper skills approve {name} --acknowledge {first.code} --reason WHY` "
                    "(skills:admin)",
                    details={"name": name, "code": first.code, "finding": first.message},
                )
            repo.set_review_state(conn, head_id, ReviewState.PENDING)
            if source == Standing.QUARANTINED_EDIT:
                repo.guarded_update(conn, sid, ver, decision=None)
            else:
                repo.guarded_update(conn, sid, ver, status=to, decision=None)
        elif action == Action.DEFER:
            repo.guarded_update(conn, sid, ver, deferred=True)
        elif action == Action.DEPRECATE:
            repo.guarded_update(conn, sid, ver, status=to, delete_proposed_by=None, delete_proposed_at=None)
        elif action == Action.SUBMIT:
            repo.guarded_update(conn, sid, ver, status=to)
        record(
            conn,
            AuditEvent(
                tenant_id=actor.tenant_id,
                skill_name=name,
                action=AuditAction(action.value),
                actor=actor.name,
                from_status=status,
                to_status=to,
                reason=reason,
                skill_id=sid,
                revision_id=head_id,
            ),
        )
        return TransitionResult(name, action, status, to)

    def tenant_scan(
        self, conn: Connection, tenant_id: int, settings: TenantSettings, skill: Skill
    ) -> tuple[ScanResult, list[dict[str, Any]]]:
        """The scan as this tenant sees it: skipped codes dropped, allow-listed findings set aside."""
        scan = apply_skip(self.scanner(skill), settings.scan_skip)
        return apply_allowlist(scan, allowlist.entries(conn, tenant_id))

    def _approve(
        self,
        conn: Connection,
        tenant_id: int,
        skill_id: int,
        name: str,
        version: int,
        who: str,
        reason: str | None,
        from_status: str = Status.STAGED,
        details: dict[str, Any] | None = None,
    ) -> None:
        """Carry out the approval rule's Approval of the skill's head (review/approval.py)."""
        row = conn.execute(select(skills).where(skills.c.id == skill_id)).mappings().one()
        done = approval(
            tenant_id,
            name,
            skill_id,
            row["head_revision_id"],
            row["active_revision_id"],
            who=who,
            from_status=from_status,
            reason=reason,
            details=details,
        )
        if done.superseded is not None:
            repo.set_review_state(conn, done.superseded, ReviewState.SUPERSEDED)
        repo.set_review_state(conn, done.head_id, ReviewState.APPROVED)
        repo.guarded_update(conn, skill_id, version, **done.values)
        record(conn, done.event)

    def _skill_of(self, conn: Connection, revision_id: int) -> Skill:
        rev = repo.revision_row(conn, revision_id)
        assert rev is not None
        return build_skill(rev["skill_md"], repo.bundle(conn, revision_id))


__all__ = ["ReviewActions", "Scanner"]
