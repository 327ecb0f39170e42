"""A write of the revision a skill serves while an edit of it waits: the edit is withdrawn.

The writer asks for what is served already. Stored again, those bytes would wait in the inbox as an
edit with an empty diff; instead the waiting edit is superseded, as a newer edit would supersede it
(so whoever may write the skill may do this), the skill points back at its served revision, nothing
new is stored, and the write answers unchanged with the edit's number. A reviewer's standing
decision stays on the skill. Served content that now scans critical and was never acknowledged is
not "unchanged" (`plans.unchanged`): it is written as a new edit, quarantined, as over any head.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Connection

from skillkeeper.access.actor import Actor
from skillkeeper.review.plans import Options, Ready, unchanged, unchanged_result
from skillkeeper.review.results import WriteResult
from skillkeeper.store import bulk
from skillkeeper.store.audit import AuditAction, AuditEvent, record_many
from skillkeeper.store.states import ReviewState, pending_edit


@dataclass(frozen=True)
class Withdrawal:
    """A waiting edit (`edit`) that a write of the served revision (`served`) withdraws."""

    ready: Ready
    row: Any
    edit: Any
    served: Any

    def result(self) -> WriteResult:
        """What the write answers: unchanged, serving, nothing waiting, and which edit it withdrew."""
        done = unchanged_result(self.ready, self.row, self.served)
        return replace(done, pending=False, withdrawn=self.edit["number"])


def withdrawal(conn: Connection, ready: Ready, row: Any, revs: dict[int, Any]) -> Withdrawal | None:
    """The withdrawal the write of `ready` over `row` makes, or None; `revs` holds its head and served revision."""
    if row is None or not pending_edit(row):
        return None
    served = revs.get(row["active_revision_id"])
    if served is None or not unchanged(conn, ready, served):
        return None
    return Withdrawal(ready, row, revs[row["head_revision_id"]], served)


def store_withdrawals(conn: Connection, actor: Actor, items: list[Withdrawal], opts: Options) -> None:
    """Supersede the edits, point the skills back at their served revisions, record who withdrew what."""
    if not items:
        return
    bulk.set_review_states(conn, [w.edit["id"] for w in items], ReviewState.SUPERSEDED)
    heads = [
        {
            "id": w.row["id"],
            "expected": w.row["version"],
            "version": w.row["version"] + 1,
            "head": w.served["id"],
            "status": w.row["status"],
            "kind": w.ready.skill.kind,
        }
        for w in items
    ]
    bulk.guarded_heads(conn, heads, approve=False)
    record_many(conn, [_event(actor, w, opts) for w in items])


def _event(actor: Actor, w: Withdrawal, opts: Options) -> AuditEvent:
    details: dict[str, Any] = {
        "content_hash": w.edit["content_hash"],  # the edit withdrawn, as on the event's revision
        "revision": w.edit["number"],
        "author": w.edit["author"],
        "serving": w.served["content_hash"],
        "serving_revision": w.served["number"],
        "source": opts.source,
    }
    if opts.node_id:
        details["node_id"] = opts.node_id  # proposed from a node's local catalog
    return AuditEvent(
        tenant_id=actor.tenant_id,
        skill_name=w.ready.skill.name,
        action=AuditAction.EDIT_WITHDRAWN,
        actor=actor.name,
        from_status=w.row["status"],
        to_status=w.row["status"],
        skill_id=w.row["id"],
        revision_id=w.edit["id"],
        details=details,
    )


__all__ = ["Withdrawal", "store_withdrawals", "withdrawal"]
