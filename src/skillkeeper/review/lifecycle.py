"""The skill lifecycle: every write and every status change goes through here.

Statuses: candidate, staged, active, rejected, quarantined, deprecated. Agent writes land
staged (or quarantined on a critical scan finding) and are refused on a fatal one. An edit
of an active skill becomes a pending revision; the approved one keeps serving until the
edit is approved. Every transition is guarded by the row's version (one concurrent reviewer
wins, the other gets Conflict) and recorded as an audit event in the same transaction.
The write path itself (one write, or a batch of them) lives in review/writes.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sqlalchemy import Connection, and_, delete, select

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import ADMIN, REVIEW, WRITE
from skillkeeper.check.scan import scan_skill
from skillkeeper.errors import Conflict, Forbidden, NotFound
from skillkeeper.review.actions import ReviewActions, Scanner
from skillkeeper.review.deletions import deleted_event
from skillkeeper.review.listeners import NOTIFY_CHANNEL, ChangeListeners
from skillkeeper.review.results import Change, DeleteResult, TransitionResult, WriteResult
from skillkeeper.review.states import ACTIONS, Action, Status
from skillkeeper.review.writes import WritePath
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import AuditAction, AuditEvent, record
from skillkeeper.store.clock import now
from skillkeeper.store.db import Store
from skillkeeper.store.schema import skills
from skillkeeper.store.visibility import Viewer, audience, row_state, viewer_for, visible


class Lifecycle(WritePath, ReviewActions, ChangeListeners):
    """Writes, transitions and deletes, with the scanner and change listeners plugged in."""

    def __init__(self, store: Store, *, scanner: Scanner = scan_skill) -> None:
        self.store = store
        self.scanner = scanner
        self._listeners: list[Callable[[Change], None]] = []

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
            change = Change(actor.tenant_id, name, "delete", audience(row_state(row._mapping), None, viewer.gate_on))
            self._notify_many(conn, [change])
        self._emit(change)
        return DeleteResult(name, deleted=True)


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
