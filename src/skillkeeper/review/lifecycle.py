"""The skill lifecycle: every write and every status change goes through here.

Statuses: candidate, staged, active, rejected, quarantined, deprecated. Agent writes land
staged (or quarantined on a critical scan finding) and are refused on a fatal one. An edit
of an active skill becomes a pending revision; the approved one keeps serving until the
edit is approved. Every transition is guarded by the row's version (one concurrent reviewer
wins, the other gets Conflict) and recorded as an audit event in the same transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from sqlalchemy import Connection, and_, delete, exists, select, update

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import ADMIN, REVIEW, WRITE
from skillkeeper.check.scan import ScanResult, apply_skip, scan_skill
from skillkeeper.check.scan.allow import apply_allowlist
from skillkeeper.check.scan.result import QUARANTINED_VERDICT
from skillkeeper.errors import Conflict, Forbidden, NotFound, Refused
from skillkeeper.review.actions import NOTIFY_CHANNEL, ReviewActions, Scanner, deleted_event
from skillkeeper.review.decisions import check_second_reviewer, holds_quarantine
from skillkeeper.review.results import Change, DeleteResult, TransitionResult, WriteResult
from skillkeeper.review.rules import check_write_rights, validate_for_tenant
from skillkeeper.review.states import ACTIONS, Action, ReviewState, Status, pending_edit
from skillkeeper.skill.canonical import content_hash
from skillkeeper.skill.model import Skill
from skillkeeper.store import allowlist
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import AuditAction, AuditEvent, record
from skillkeeper.store.clock import now
from skillkeeper.store.db import Store
from skillkeeper.store.schema import revisions, skills
from skillkeeper.store.tenants import TenantSettings, read_settings
from skillkeeper.store.visibility import Viewer, viewer_for, visible


class Lifecycle(ReviewActions):
    """Writes, transitions and deletes, with the scanner and change listeners plugged in."""

    def __init__(self, store: Store, *, scanner: Scanner = scan_skill) -> None:
        self.store = store
        self.scanner = scanner
        self._listeners: list[Callable[[Change], None]] = []

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
            entries = allowlist.entries(conn, actor.tenant_id)
        if status == Status.ACTIVE:
            # Writing and approving in one step: the writer is the approver.
            check_second_reviewer(settings, actor.name, actor.name, f"{skill.name!r} on write")
        warnings = validate_for_tenant(skill, settings)
        scan, aside = apply_allowlist(apply_skip(self.scanner(skill), settings.scan_skip), entries)
        if scan.verdict == "refused":
            fatal = next(f for f in scan.findings if f.fatal)
            raise Refused(f"write refused: {fatal.message} ({fatal.code})", details=scan.to_dict())
        try:
            with self.store.write() as conn:
                result = self._write_locked(
                    conn, actor, skill, settings, scan, warnings, source, status, mode, node_id, aside
                )
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
        aside: list[dict[str, Any]] | None = None,
    ) -> WriteResult:
        row = repo.skill_row(conn, actor.tenant_id, skill.name)
        if mode == "update" and (row is None or not self._visible_own(conn, actor, skill.name)):
            raise NotFound(f"skill {skill.name!r} not found")
        critical = scan.verdict == QUARANTINED_VERDICT
        findings = scan.to_dict()["findings"]
        if row is not None:
            head = repo.revision_row(conn, row["head_revision_id"])
            # Unchanged content is a no-op, unless a head that was not quarantined now scans critical.
            same = head is not None and same_content(conn, head, skill)
            # An acknowledged head stays as it is while its content does.
            settled = head is not None and (
                head["review_state"] == ReviewState.QUARANTINED or bool(head["acknowledged"])
            )
            if head is not None and same and (not critical or settled):
                return WriteResult(
                    skill.name,
                    row["status"],
                    head["id"],
                    head["content_hash"],
                    head["verdict"],
                    created=False,
                    pending=pending_edit(row),
                    unchanged=True,
                    findings=findings,
                    warnings=warnings,
                )
        if row is None:
            to = Status.QUARANTINED if critical else (Status.CANDIDATE if source == "forge" else Status.STAGED)
            skill_id = repo.insert_skill(conn, actor.tenant_id, skill, status=to, source=source)
            rev = repo.insert_revision(
                conn,
                skill_id,
                skill,
                review_state=ReviewState.QUARANTINED if critical else ReviewState.PENDING,
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
                review_state=ReviewState.QUARANTINED if held else ReviewState.PENDING,
                scan=scan,
                warnings=warnings,
                source=source,
                author=actor.name,
            )
            if row["head_revision_id"] not in (None, row["active_revision_id"]):
                repo.set_review_state(conn, row["head_revision_id"], ReviewState.SUPERSEDED)
            if from_status == Status.ACTIVE:
                to = Status.ACTIVE  # the approved revision keeps serving; the edit waits for review
            else:
                to = Status.QUARANTINED if held else (Status.CANDIDATE if source == "forge" else Status.STAGED)
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
        if aside:
            # Set aside, not dropped: the revision's scan keeps what the allow-list matched.
            conn.execute(
                update(revisions).where(revisions.c.id == rev).values(scan={**scan.to_dict(), "allowlisted": aside})
            )
            details["allowlisted"] = [
                {"code": f["code"], "file": (f.get("location") or {}).get("file"), "allowlist_id": f["allowlist_id"]}
                for f in aside
            ]
        record(
            conn,
            AuditEvent(
                tenant_id=actor.tenant_id,
                skill_name=skill.name,
                action=AuditAction.CREATED if created else AuditAction.UPDATED,
                actor=actor.name,
                from_status=from_status,
                to_status=to,
                skill_id=skill_id,
                revision_id=rev,
                details=details,
            ),
        )
        # A standing reviewer decision, or a tenant wanting two people, leaves promotion to a human.
        auto = settings.auto_promote_clean and not decision and not settings.require_second_reviewer
        wants_active = status == Status.ACTIVE or (auto and scan.verdict == "clean")
        if wants_active and not critical and to in (Status.STAGED, Status.ACTIVE):
            who = actor.name if status == Status.ACTIVE else "auto-promote"
            self._approve(conn, actor.tenant_id, skill_id, skill.name, version, who, "promoted on write")
            to = Status.ACTIVE
            pending = False
        else:
            pending = to == Status.ACTIVE
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
                select(
                    skills.c.id,
                    skills.c.status,
                    skills.c.version,
                    skills.c.delete_proposed_by,
                    skills.c.head_revision_id,
                    skills.c.active_revision_id,
                ).where(guard)
            ).first()
            if row is not None and row.status == Status.ACTIVE and not direct:
                if row.delete_proposed_by is None and row.head_revision_id != row.active_revision_id:
                    # Proposed now, a reviewer's approve of the edit they read would delete the skill instead.
                    raise Conflict(
                        f"cannot propose deleting {name!r}: an edit of it waits for review; "
                        "a reviewer decides the edit first, then propose the deletion"
                    )
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
                            tenant_id=actor.tenant_id,
                            skill_name=name,
                            action=AuditAction.DELETE_PROPOSED,
                            actor=actor.name,
                            from_status=row.status,
                            to_status=row.status,
                            skill_id=row.id,
                        ),
                    )
                return DeleteResult(name, deleted=False, pending_review=True)
            # The status guard sits in the DELETE itself, so a concurrent transition cannot slip
            # past it (nor, for a writer, an approval that made the draft active meanwhile).
            where = guard if direct else and_(guard, skills.c.status != Status.ACTIVE)
            result = conn.execute(delete(skills).where(where))
            if row is not None and result.rowcount != 1 and not direct:
                raise Conflict(f"skill {name!r} changed while you deleted it; read it and retry")
            if result.rowcount != 1 or row is None:
                raise NotFound(f"skill {name!r} not found")
            record(conn, deleted_event(actor, name, row.status))
            self._notify(conn, actor.tenant_id, name, "delete")
        self._emit(Change(actor.tenant_id, name, "delete"))
        return DeleteResult(name, deleted=True)


def same_content(conn: Connection, head: Any, skill: Skill) -> bool:
    """True when `skill` is the revision `head`, also when `head` was hashed by an older encoding."""
    if head["content_hash"] == skill.content_hash:
        return True
    if head["skill_md"] != skill.skill_md:
        return False
    return content_hash(head["skill_md"], repo.bundle(conn, head["id"])) == skill.content_hash


def viewer(conn: Connection, actor: Actor) -> Viewer:
    """The agent-facing viewer for an actor."""
    return viewer_for(conn, actor.tenant_id)


__all__: Sequence[str] = [
    "ACTIONS",
    "NOTIFY_CHANNEL",
    "Action",
    "Actor",
    "Change",
    "DeleteResult",
    "Forbidden",
    "Lifecycle",
    "TransitionResult",
    "WriteResult",
]
