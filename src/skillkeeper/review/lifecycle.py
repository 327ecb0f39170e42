"""The skill lifecycle: every write and every status change goes through here.

Statuses: candidate, staged, active, rejected, quarantined, deprecated. Agent writes land
staged (or quarantined on a critical scan finding) and are refused on a fatal one. An edit
of an active skill becomes a pending revision; the approved one keeps serving until the
edit is approved. Every transition is guarded by the row's version (one concurrent reviewer
wins, the other gets Conflict) and recorded as an audit event in the same transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Literal

from sqlalchemy import Connection, and_, delete, exists, select

from skillkeeper.access.scopes import ADMIN, REVIEW, WRITE
from skillkeeper.access.visibility import Viewer, viewer_for, visible
from skillkeeper.check.scan import ScanResult, apply_skip, scan_skill
from skillkeeper.errors import (
    Conflict,
    Forbidden,
    InvalidSkill,
    NotFound,
    Refused,
    StaleReview,
    StillDirty,
)
from skillkeeper.review.actor import Actor
from skillkeeper.review.audit import AuditEvent, record
from skillkeeper.review.decisions import check_second_reviewer, decision_record, holds_quarantine
from skillkeeper.review.results import Change, DeleteResult, TransitionResult, WriteResult
from skillkeeper.review.rules import check_write_rights, validate_for_tenant
from skillkeeper.skill.model import Skill
from skillkeeper.store import skills as repo
from skillkeeper.store.db import Store
from skillkeeper.store.schema import skills
from skillkeeper.store.tenants import TenantSettings, now, read_settings

Scanner = Callable[[Skill], ScanResult]
Action = Literal["approve", "reject", "quarantine", "release", "defer", "deprecate", "submit"]
ACTIONS: tuple[str, ...] = ("approve", "reject", "quarantine", "release", "defer", "deprecate", "submit")
NOTIFY_CHANNEL = "skillkeeper_changes"


class Lifecycle:
    """Writes, transitions and deletes, with the scanner and change listeners plugged in."""

    def __init__(self, store: Store, *, scanner: Scanner = scan_skill) -> None:
        self.store = store
        self.scanner = scanner
        self.listeners: list[Callable[[Change], None]] = []

    # --- writes

    def write(
        self,
        actor: Actor,
        skill: Skill,
        *,
        source: str = "agent",
        status: str | None = None,
        mode: Literal["upsert", "update"] = "upsert",
        node_id: str | None = None,
    ) -> WriteResult:
        """Write a skill revision through validation, scan and review.

        Raises Forbidden (scope, source or status not allowed), InvalidSkill (validation),
        Refused (fatal scan finding), NotFound (update of a skill the caller cannot see),
        Conflict (a concurrent writer won).
        """
        actor.require(WRITE)
        check_write_rights(actor, source, status)
        with self.store.read() as conn:
            settings = read_settings(conn, actor.tenant_id)
        if status == "active":
            # Writing and approving in one step: the writer is the approver.
            check_second_reviewer(settings, actor.name, actor.name, f"{skill.name!r} on write")
        warnings = validate_for_tenant(skill, settings)
        scan = apply_skip(self.scanner(skill), settings.scan_skip)
        if scan.verdict == "refused":
            fatal = next(f for f in scan.findings if f.fatal)
            raise Refused(f"write refused: {fatal.message} ({fatal.code})", details=scan.to_dict())
        try:
            with self.store.write() as conn:
                result = self._write_locked(conn, actor, skill, settings, scan, warnings, source, status, mode, node_id)
                self._notify(conn, actor.tenant_id, skill.name, "write")
        except Exception as exc:
            from sqlalchemy.exc import IntegrityError

            if isinstance(exc, IntegrityError):
                raise Conflict("another write of this skill landed first; retry") from None
            raise
        self._emit(Change(actor.tenant_id, skill.name, "write"))
        return result

    def _write_locked(
        self,
        conn: Connection,
        actor: Actor,
        skill: Skill,
        settings: TenantSettings,
        scan: ScanResult,
        warnings: list[dict[str, Any]],
        source: str,
        status: str | None,
        mode: str,
        node_id: str | None = None,
    ) -> WriteResult:
        row = repo.skill_row(conn, actor.tenant_id, skill.name)
        if mode == "update" and (row is None or not self._visible_own(conn, actor, skill.name)):
            raise NotFound(f"skill {skill.name!r} not found")
        critical = scan.verdict == "quarantined"
        findings = scan.to_dict()["findings"]
        if row is not None:
            head = repo.revision_row(conn, row["head_revision_id"])
            # Unchanged content is a no-op, unless a head that was not quarantined now scans critical.
            same = head is not None and head["content_hash"] == skill.content_hash
            if head is not None and same and (not critical or head["review_state"] == "quarantined"):
                return WriteResult(
                    skill.name,
                    row["status"],
                    head["id"],
                    skill.content_hash,
                    head["verdict"],
                    created=False,
                    pending=row["head_revision_id"] != row["active_revision_id"] and row["status"] == "active",
                    unchanged=True,
                    findings=findings,
                    warnings=warnings,
                )
        if row is None:
            to = "quarantined" if critical else ("candidate" if source == "forge" else "staged")
            skill_id = repo.insert_skill(conn, actor.tenant_id, skill, status=to, source=source)
            rev = repo.insert_revision(
                conn,
                skill_id,
                skill,
                review_state="quarantined" if critical else "pending",
                scan=scan,
                warnings=warnings,
                source=source,
                author=actor.name,
            )
            repo.guarded_update(conn, skill_id, 1, head_revision_id=rev)
            version, from_status, created = 2, None, True
        else:
            skill_id, from_status, created = row["id"], row["status"], False
            # A reviewer's quarantine holds across rewrites until a reviewer releases it.
            held = critical or holds_quarantine(row)
            rev = repo.insert_revision(
                conn,
                skill_id,
                skill,
                review_state="quarantined" if held else "pending",
                scan=scan,
                warnings=warnings,
                source=source,
                author=actor.name,
            )
            if row["head_revision_id"] not in (None, row["active_revision_id"]):
                repo.set_review_state(conn, row["head_revision_id"], "superseded")
            if from_status == "active":
                to = "active"  # the approved revision keeps serving; the edit waits for review
            else:
                to = "quarantined" if held else ("candidate" if source == "forge" else "staged")
            repo.guarded_update(
                conn, skill_id, row["version"], head_revision_id=rev, status=to, kind=skill.kind, deferred=False
            )
            version = row["version"] + 1
        decision = row["decision"] if row is not None else None
        details: dict[str, Any] = {"verdict": scan.verdict, "source": source, "content_hash": skill.content_hash}
        if decision:
            details["earlier_decision"] = decision
        if node_id:
            details["node_id"] = node_id  # proposed from a node's local catalog
        record(
            conn,
            AuditEvent(
                actor.tenant_id,
                skill.name,
                "created" if created else "updated",
                actor.name,
                from_status,
                to,
                None,
                skill_id,
                rev,
                details,
            ),
        )
        # A standing reviewer decision, or a tenant wanting two people, leaves promotion to a human.
        auto = settings.auto_promote_clean and not decision and not settings.require_second_reviewer
        wants_active = status == "active" or (auto and scan.verdict == "clean")
        if wants_active and not critical and to in ("staged", "active"):
            who = actor.name if status == "active" else "auto-promote"
            self._approve(conn, actor.tenant_id, skill_id, skill.name, version, who, "promoted on write")
            to = "active"
            pending = False
        else:
            pending = to == "active"
        return WriteResult(
            skill.name,
            to,
            rev,
            skill.content_hash,
            scan.verdict,
            created,
            pending,
            findings=findings,
            warnings=warnings,
        )

    def _visible_own(self, conn: Connection, actor: Actor, name: str) -> bool:
        viewer = viewer_for(conn, actor.tenant_id)
        own_visible = and_(skills.c.tenant_id == actor.tenant_id, skills.c.name == name, visible(viewer))
        return bool(conn.execute(select(exists().where(own_visible))).scalar())

    # --- review actions

    def act(
        self, actor: Actor, name: str, action: str, reason: str | None = None, *, expected_hash: str | None = None
    ) -> TransitionResult:
        """Apply a reviewer action to the revision the reviewer read (`expected_hash`).

        Raises Forbidden, NotFound, StaleReview (the head moved since), Conflict (invalid transition).
        """
        if action not in ACTIONS:
            raise InvalidSkill(f"unknown action {action!r}; use one of {', '.join(ACTIONS)}")
        actor.require(ADMIN if action == "deprecate" else REVIEW)
        with self.store.write() as conn:
            row = repo.skill_row(conn, actor.tenant_id, name)
            if row is None:
                raise NotFound(f"skill {name!r} not found in this tenant")
            head = repo.revision_row(conn, row["head_revision_id"])
            current = head["content_hash"] if head is not None else ""
            if expected_hash is not None and expected_hash != current:
                raise StaleReview(
                    f"cannot {action} {name!r}: it changed since you read it (you read {expected_hash}, "
                    f"the waiting revision is {current}); read it again and decide on that",
                    details={"expected": expected_hash, "current": current},
                )
            settings = read_settings(conn, actor.tenant_id)
            transition = (
                self._decide_deletion(conn, actor, row, action, reason, settings)
                if row["delete_proposed_by"] is not None
                and row["status"] == "active"
                and action in ("approve", "reject")
                else None
            )
            if transition is None:
                transition = self._transition(conn, actor, row, action, reason, settings)
            result = replace(transition, content_hash=current)
            done = "delete" if result.to_status == "deleted" else action
            self._notify(conn, actor.tenant_id, name, done)
        self._emit(Change(actor.tenant_id, name, done))
        return result

    def _transition(
        self, conn: Connection, actor: Actor, row: Any, action: str, reason: str | None, settings: TenantSettings
    ) -> TransitionResult:
        status, head_id, active_id = row["status"], row["head_revision_id"], row["active_revision_id"]
        head = repo.revision_row(conn, head_id)
        edit_pending = status == "active" and head_id != active_id and head is not None
        name, sid, ver = row["name"], row["id"], row["version"]

        def conflict(what: str) -> Conflict:
            return Conflict(f"cannot {action} {name!r}: {what}")

        to = status
        if action == "approve":
            if status == "staged" or (edit_pending and head is not None and head["review_state"] == "pending"):
                writer = head["author"] if head is not None else None
                check_second_reviewer(settings, actor.name, writer, f"{name!r}")
                self._approve(conn, actor.tenant_id, sid, name, ver, actor.name, reason, from_status=status)
                return TransitionResult(name, action, status, "active")
            if status == "quarantined" or edit_pending:
                # The way out of quarantine is a release (a clean re-scan), never a direct approve.
                what = "it is quarantined" if status == "quarantined" else "its edit is quarantined"
                raise conflict(
                    f"{what}; read its findings (skills show), fix the skill or release it "
                    "(release re-scans it and puts it back in staged), then approve"
                )
            raise conflict(f"it is {status}")
        if action == "reject":
            decision = decision_record(action, actor, reason, head)
            if status in ("staged", "candidate", "quarantined"):
                to = "rejected"
                repo.set_review_state(conn, head_id, "rejected")
                repo.guarded_update(conn, sid, ver, status=to, deferred=False, decision=decision)
            elif edit_pending:
                repo.set_review_state(conn, head_id, "rejected")
                repo.guarded_update(conn, sid, ver, head_revision_id=active_id, deferred=False, decision=decision)
            else:
                raise conflict(f"it is {status} with nothing waiting for review")
        elif action == "quarantine":
            if status not in ("staged", "active", "candidate"):
                raise conflict(f"it is {status}")
            to = "quarantined"
            repo.set_review_state(conn, head_id, "quarantined")
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
        elif action == "release":
            quarantined_edit = edit_pending and head is not None and head["review_state"] == "quarantined"
            if status != "quarantined" and not quarantined_edit:
                raise conflict(f"it is {status}, not quarantined")
            rescan = self.scanner(self._skill_of(conn, head_id))
            if rescan.verdict in ("quarantined", "refused"):
                first = next(f for f in rescan.findings if f.severity == "critical" or f.fatal)
                raise StillDirty(f"cannot release {name!r}: the re-scan still finds {first.code} ({first.message})")
            repo.set_review_state(conn, head_id, "pending")
            if quarantined_edit:
                repo.guarded_update(conn, sid, ver, decision=None)
            else:
                to = "staged"
                repo.guarded_update(conn, sid, ver, status=to, decision=None)
        elif action == "defer":
            deletion = status == "active" and row["delete_proposed_by"] is not None
            if status != "staged" and not edit_pending and not deletion:
                raise conflict(f"it is {status} with nothing waiting for review")
            repo.guarded_update(conn, sid, ver, deferred=True)
        elif action == "deprecate":
            if status != "active":
                raise conflict(f"it is {status}, only active skills can be deprecated")
            to = "deprecated"
            repo.guarded_update(conn, sid, ver, status=to, delete_proposed_by=None, delete_proposed_at=None)
        elif action == "submit":
            if status != "candidate":
                raise conflict(f"it is {status}, not a candidate")
            to = "staged"
            repo.guarded_update(conn, sid, ver, status=to)
        record(conn, AuditEvent(actor.tenant_id, name, action, actor.name, status, to, reason, sid, head_id))
        return TransitionResult(name, action, status, to)

    def _approve(
        self,
        conn: Connection,
        tenant_id: int,
        skill_id: int,
        name: str,
        version: int,
        who: str,
        reason: str | None,
        from_status: str = "staged",
    ) -> None:
        row = conn.execute(select(skills).where(skills.c.id == skill_id)).mappings().one()
        head_id, old_active = row["head_revision_id"], row["active_revision_id"]
        if old_active is not None and old_active != head_id:
            repo.set_review_state(conn, old_active, "superseded")
        repo.set_review_state(conn, head_id, "approved")
        repo.guarded_update(
            conn, skill_id, version, status="active", active_revision_id=head_id, deferred=False, decision=None
        )
        record(conn, AuditEvent(tenant_id, name, "approve", who, from_status, "active", reason, skill_id, head_id))

    def _skill_of(self, conn: Connection, revision_id: int) -> Skill:
        from skillkeeper.skill.parse import build_skill

        rev = repo.revision_row(conn, revision_id)
        assert rev is not None
        return build_skill(rev["skill_md"], repo.bundle(conn, revision_id))

    # --- delete

    def delete(self, actor: Actor, name: str) -> DeleteResult:
        """Delete a skill the caller can see in its own tenant, or propose it for review.

        A writer without review or admin scope only proposes deleting an active skill: it keeps
        serving until a reviewer approves. Raises NotFound (hidden, foreign, missing), Conflict.
        """
        actor.require(WRITE)
        direct = actor.internal or REVIEW in actor.scopes or ADMIN in actor.scopes
        with self.store.write() as conn:
            viewer = viewer_for(conn, actor.tenant_id)
            guard = and_(skills.c.tenant_id == actor.tenant_id, skills.c.name == name, visible(viewer))
            row = conn.execute(
                select(skills.c.id, skills.c.status, skills.c.version, skills.c.delete_proposed_by).where(guard)
            ).first()
            if row is not None and row.status == "active" and not direct:
                if row.delete_proposed_by is None:
                    repo.guarded_update(
                        conn,
                        row.id,
                        row.version,
                        delete_proposed_by=actor.name,
                        delete_proposed_at=now(),
                        deferred=False,
                    )
                    record(
                        conn,
                        AuditEvent(
                            actor.tenant_id, name, "delete_proposed", actor.name, row.status, row.status, None, row.id
                        ),
                    )
                return DeleteResult(name, deleted=False, pending_review=True)
            # The status guard sits in the DELETE itself, so a concurrent transition cannot slip
            # past it (nor, for a writer, an approval that made the draft active meanwhile).
            where = guard if direct else and_(guard, skills.c.status != "active")
            result = conn.execute(delete(skills).where(where))
            if row is not None and result.rowcount != 1 and not direct:
                raise Conflict(f"skill {name!r} changed while you deleted it; read it and retry")
            if result.rowcount != 1 or row is None:
                raise NotFound(f"skill {name!r} not found")
            record(conn, AuditEvent(actor.tenant_id, name, "deleted", actor.name, row.status, None, None, None))
            self._notify(conn, actor.tenant_id, name, "delete")
        self._emit(Change(actor.tenant_id, name, "delete"))
        return DeleteResult(name, deleted=True)

    def _decide_deletion(
        self, conn: Connection, actor: Actor, row: Any, action: str, reason: str | None, settings: TenantSettings
    ) -> TransitionResult:
        """Approve (the skill goes everywhere) or reject (it stays) an agent's proposed deletion."""
        name, sid, proposer = row["name"], row["id"], row["delete_proposed_by"]
        details = {"proposal": "delete", "proposed_by": proposer}
        if action == "approve":
            check_second_reviewer(settings, actor.name, proposer, f"deleting {name!r}")
            same = and_(skills.c.id == sid, skills.c.version == row["version"])
            if conn.execute(delete(skills).where(same)).rowcount != 1:
                raise Conflict("someone else changed this skill at the same time; reload and retry")
            record(
                conn,
                AuditEvent(
                    actor.tenant_id,
                    name,
                    "deleted",
                    actor.name,
                    "active",
                    None,
                    reason,
                    None,
                    row["active_revision_id"],
                    details,
                ),
            )
            return TransitionResult(name, action, "active", "deleted")
        repo.guarded_update(conn, sid, row["version"], delete_proposed_by=None, delete_proposed_at=None, deferred=False)
        record(
            conn,
            AuditEvent(
                actor.tenant_id,
                name,
                "reject",
                actor.name,
                "active",
                "active",
                reason,
                sid,
                row["active_revision_id"],
                details,
            ),
        )
        return TransitionResult(name, action, "active", "active")

    # --- change notifications

    def announce(self, tenant_id: int, action: str, name: str = "*") -> None:
        """Tell listeners and other replicas that a tenant's visible set changed outside a write.

        Call it after committing a subscription or settings change.
        """
        if self.store.dialect == "postgresql":
            with self.store.write() as conn:
                self._notify(conn, tenant_id, name, action)
        self._emit(Change(tenant_id, name, action))

    def _notify(self, conn: Connection, tenant_id: int, name: str, action: str) -> None:
        if conn.dialect.name == "postgresql":
            # Delivered on commit only, so replicas never hear about a rolled-back change.
            # The catalog version rides along, so a listener knows what it has announced (resync on reconnect).
            conn.exec_driver_sql(
                "SELECT pg_notify(%s, %s || ':' || COALESCE((SELECT version FROM catalog_version WHERE id = 1), 0))",
                (NOTIFY_CHANNEL, f"{tenant_id}:{action}:{name}"),
            )

    def _emit(self, change: Change) -> None:
        for listener in list(self.listeners):
            try:
                listener(change)
            except Exception:  # a broken listener must not undo a committed write
                import logging

                logging.getLogger(__name__).exception("change listener failed")


def viewer(conn: Connection, actor: Actor) -> Viewer:
    """The agent-facing viewer for an actor."""
    return viewer_for(conn, actor.tenant_id)


__all__: Sequence[str] = [
    "ACTIONS",
    "Actor",
    "Change",
    "DeleteResult",
    "Forbidden",
    "Lifecycle",
    "TransitionResult",
    "WriteResult",
]
