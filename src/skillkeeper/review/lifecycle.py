"""The skill lifecycle: every write and every status change goes through here.

Statuses: candidate, staged, active, rejected, quarantined, deprecated. Agent writes land
staged (or quarantined on a critical scan finding) and are refused on a fatal one. An edit
of an active skill becomes a pending revision; the approved one keeps serving until the
edit is approved. Every transition is guarded by the row's version (one concurrent reviewer
wins, the other gets Conflict) and recorded as an audit event in the same transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from sqlalchemy import Connection, and_, delete, exists, select

from skillkeeper.access.scopes import ADMIN, REVIEW, WRITE
from skillkeeper.access.visibility import Viewer, viewer_for, visible
from skillkeeper.check.scan import ScanResult, scan_skill
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
from skillkeeper.review.rules import check_write_rights, validate_for_tenant
from skillkeeper.skill.model import Skill
from skillkeeper.store import skills as repo
from skillkeeper.store.db import Store
from skillkeeper.store.schema import skills
from skillkeeper.store.tenants import TenantSettings, read_settings

Scanner = Callable[[Skill], ScanResult]
Action = Literal["approve", "reject", "quarantine", "release", "defer", "deprecate", "submit"]
ACTIONS: tuple[str, ...] = ("approve", "reject", "quarantine", "release", "defer", "deprecate", "submit")
NOTIFY_CHANNEL = "skillkeeper_changes"


@dataclass(frozen=True)
class Change:
    """The visible set of a tenant may have changed (sent to listeners after commit)."""

    tenant_id: int
    name: str
    action: str


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

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name, "status": self.status, "content_hash": self.content_hash,
            "verdict": self.verdict, "pending_review": self.pending or self.status == "staged",
            "unchanged": self.unchanged, "findings": self.findings, "warnings": self.warnings,
        }


@dataclass(frozen=True)
class TransitionResult:
    """The outcome of a reviewer action."""

    name: str
    action: str
    from_status: str
    to_status: str
    content_hash: str = ""


class Lifecycle:
    """Writes, transitions and deletes, with the scanner and change listeners plugged in."""

    def __init__(self, store: Store, *, scanner: Scanner = scan_skill) -> None:
        self.store = store
        self.scanner = scanner
        self.listeners: list[Callable[[Change], None]] = []

    # --- writes

    def write(
        self, actor: Actor, skill: Skill, *, source: str = "agent", status: str | None = None,
        mode: Literal["upsert", "update"] = "upsert", node_id: str | None = None,
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
        warnings = validate_for_tenant(skill, settings)
        scan = self.scanner(skill)
        if scan.verdict == "refused":
            fatal = next(f for f in scan.findings if f.fatal)
            raise Refused(f"write refused: {fatal.message} ({fatal.code})", details=scan.to_dict())
        try:
            with self.store.write() as conn:
                result = self._write_locked(conn, actor, skill, settings, scan, warnings, source, status, mode,
                                            node_id)
                self._notify(conn, actor.tenant_id, skill.name, "write")
        except Exception as exc:
            from sqlalchemy.exc import IntegrityError

            if isinstance(exc, IntegrityError):
                raise Conflict("another write of this skill landed first; retry") from None
            raise
        self._emit(Change(actor.tenant_id, skill.name, "write"))
        return result

    def _write_locked(
        self, conn: Connection, actor: Actor, skill: Skill, settings: TenantSettings, scan: ScanResult,
        warnings: list[dict[str, Any]], source: str, status: str | None, mode: str,
        node_id: str | None = None,
    ) -> WriteResult:
        row = repo.skill_row(conn, actor.tenant_id, skill.name)
        if mode == "update" and (row is None or not self._visible_own(conn, actor, skill.name)):
            raise NotFound(f"skill {skill.name!r} not found")
        critical = scan.verdict == "quarantined"
        findings = scan.to_dict()["findings"]
        if row is not None:
            head = repo.revision_row(conn, row["head_revision_id"])
            if head is not None and head["content_hash"] == skill.content_hash and not critical:
                return WriteResult(skill.name, row["status"], head["id"], skill.content_hash, head["verdict"],
                                   created=False, pending=row["head_revision_id"] != row["active_revision_id"]
                                   and row["status"] == "active", unchanged=True, findings=findings,
                                   warnings=warnings)
        if row is None:
            to = "quarantined" if critical else ("candidate" if source == "forge" else "staged")
            skill_id = repo.insert_skill(conn, actor.tenant_id, skill, status=to, source=source)
            rev = repo.insert_revision(conn, skill_id, skill, review_state="quarantined" if critical else "pending",
                                       scan=scan, warnings=warnings, source=source, author=actor.name)
            repo.guarded_update(conn, skill_id, 1, head_revision_id=rev)
            version, from_status, created = 2, None, True
        else:
            skill_id, from_status, created = row["id"], row["status"], False
            rev = repo.insert_revision(conn, skill_id, skill, review_state="quarantined" if critical else "pending",
                                       scan=scan, warnings=warnings, source=source, author=actor.name)
            if row["head_revision_id"] not in (None, row["active_revision_id"]):
                repo.set_review_state(conn, row["head_revision_id"], "superseded")
            if from_status == "active":
                to = "active"  # the approved revision keeps serving; the edit waits for review
            else:
                to = "quarantined" if critical else ("candidate" if source == "forge" else "staged")
            repo.guarded_update(conn, skill_id, row["version"], head_revision_id=rev, status=to, kind=skill.kind,
                                deferred=False)
            version = row["version"] + 1
        record(conn, AuditEvent(actor.tenant_id, skill.name, "created" if created else "updated", actor.name,
                                from_status, to, None, skill_id, rev,
                                {"verdict": scan.verdict, "source": source, "content_hash": skill.content_hash,
                                 **({"node_id": node_id} if node_id else {})}))
        wants_active = status == "active" or (settings.auto_promote_clean and scan.verdict == "clean")
        if wants_active and not critical and to in ("staged", "active"):
            who = actor.name if status == "active" else "auto-promote"
            self._approve(conn, actor.tenant_id, skill_id, skill.name, version, who, "promoted on write")
            to = "active"
            pending = False
        else:
            pending = to == "active"
        return WriteResult(skill.name, to, rev, skill.content_hash, scan.verdict, created, pending,
                           findings=findings, warnings=warnings)

    def _visible_own(self, conn: Connection, actor: Actor, name: str) -> bool:
        viewer = viewer_for(conn, actor.tenant_id)
        own_visible = and_(skills.c.tenant_id == actor.tenant_id, skills.c.name == name, visible(viewer))
        return bool(conn.execute(select(exists().where(own_visible))).scalar())

    # --- review actions

    def act(self, actor: Actor, name: str, action: str, reason: str | None = None, *,
            expected_hash: str | None = None) -> TransitionResult:
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
                    details={"expected": expected_hash, "current": current})
            result = replace(self._transition(conn, actor, row, action, reason), content_hash=current)
            self._notify(conn, actor.tenant_id, name, action)
        self._emit(Change(actor.tenant_id, name, action))
        return result

    def _transition(self, conn: Connection, actor: Actor, row: Any, action: str, reason: str | None) -> TransitionResult:
        status, head_id, active_id = row["status"], row["head_revision_id"], row["active_revision_id"]
        head = repo.revision_row(conn, head_id)
        edit_pending = status == "active" and head_id != active_id and head is not None
        name, sid, ver = row["name"], row["id"], row["version"]

        def conflict(what: str) -> Conflict:
            return Conflict(f"cannot {action} {name!r}: {what}")

        to = status
        if action == "approve":
            if status == "staged" or (edit_pending and head is not None and head["review_state"] == "pending"):
                self._approve(conn, actor.tenant_id, sid, name, ver, actor.name, reason, from_status=status)
                return TransitionResult(name, action, status, "active")
            raise conflict(f"it is {status}" + (" and its edit is quarantined" if edit_pending else ""))
        if action == "reject":
            if status in ("staged", "candidate", "quarantined"):
                to = "rejected"
                repo.set_review_state(conn, head_id, "rejected")
                repo.guarded_update(conn, sid, ver, status=to, deferred=False)
            elif edit_pending:
                repo.set_review_state(conn, head_id, "rejected")
                repo.guarded_update(conn, sid, ver, head_revision_id=active_id, deferred=False)
            else:
                raise conflict(f"it is {status} with nothing waiting for review")
        elif action == "quarantine":
            if status not in ("staged", "active", "candidate"):
                raise conflict(f"it is {status}")
            to = "quarantined"
            repo.set_review_state(conn, head_id, "quarantined")
            repo.guarded_update(conn, sid, ver, status=to, deferred=False)
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
                repo.guarded_update(conn, sid, ver)
            else:
                to = "staged"
                repo.guarded_update(conn, sid, ver, status=to)
        elif action == "defer":
            if status != "staged" and not edit_pending:
                raise conflict(f"it is {status} with nothing waiting for review")
            repo.guarded_update(conn, sid, ver, deferred=True)
        elif action == "deprecate":
            if status != "active":
                raise conflict(f"it is {status}, only active skills can be deprecated")
            to = "deprecated"
            repo.guarded_update(conn, sid, ver, status=to)
        elif action == "submit":
            if status != "candidate":
                raise conflict(f"it is {status}, not a candidate")
            to = "staged"
            repo.guarded_update(conn, sid, ver, status=to)
        record(conn, AuditEvent(actor.tenant_id, name, action, actor.name, status, to, reason, sid, head_id))
        return TransitionResult(name, action, status, to)

    def _approve(self, conn: Connection, tenant_id: int, skill_id: int, name: str, version: int, who: str,
                 reason: str | None, from_status: str = "staged") -> None:
        row = conn.execute(select(skills).where(skills.c.id == skill_id)).mappings().one()
        head_id, old_active = row["head_revision_id"], row["active_revision_id"]
        if old_active is not None and old_active != head_id:
            repo.set_review_state(conn, old_active, "superseded")
        repo.set_review_state(conn, head_id, "approved")
        repo.guarded_update(conn, skill_id, version, status="active", active_revision_id=head_id, deferred=False)
        record(conn, AuditEvent(tenant_id, name, "approve", who, from_status, "active", reason, skill_id, head_id))

    def _skill_of(self, conn: Connection, revision_id: int) -> Skill:
        from skillkeeper.skill.parse import build_skill

        rev = repo.revision_row(conn, revision_id)
        assert rev is not None
        return build_skill(rev["skill_md"], repo.bundle(conn, revision_id))

    # --- delete

    def delete(self, actor: Actor, name: str) -> None:
        """Delete a skill the caller can see in its own tenant; raises NotFound otherwise."""
        actor.require(WRITE)
        with self.store.write() as conn:
            viewer = viewer_for(conn, actor.tenant_id)
            guard = and_(skills.c.tenant_id == actor.tenant_id, skills.c.name == name, visible(viewer))
            row = conn.execute(select(skills.c.id, skills.c.status).where(guard)).first()
            # The status guard sits in the DELETE itself, so a concurrent transition cannot slip past it.
            result = conn.execute(delete(skills).where(guard))
            if result.rowcount != 1 or row is None:
                raise NotFound(f"skill {name!r} not found")
            record(conn, AuditEvent(actor.tenant_id, name, "deleted", actor.name, row.status, None, None, None))
            self._notify(conn, actor.tenant_id, name, "delete")
        self._emit(Change(actor.tenant_id, name, "delete"))

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
            conn.exec_driver_sql("SELECT pg_notify(%s, %s)", (NOTIFY_CHANNEL, f"{tenant_id}:{action}:{name}"))

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


__all__: Sequence[str] = ["ACTIONS", "Actor", "Change", "Forbidden", "Lifecycle", "TransitionResult", "WriteResult"]
