"""A reviewer's acknowledgement of a quarantined revision's critical findings, pinned to that revision.

With review and admin scope, a reviewer approves quarantined content as it is by naming every
critical finding code and a reason; the acknowledgement stays on the revision and its audit event.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, update

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.allow import allowable
from skillkeeper.errors import Conflict, InvalidInput
from skillkeeper.store.clock import iso, now
from skillkeeper.store.schema import revisions


def acknowledgement(
    conn: Connection, actor: Actor, name: str, head: Any, reason: str | None, codes: tuple[str, ...]
) -> dict[str, Any]:
    """Pin an acknowledgement of the head's critical findings to it; raises InvalidInput, Conflict."""
    if not (reason or "").strip():
        raise InvalidInput("acknowledging findings needs a reason; it is kept on the record")
    findings = (head["scan"] or {}).get("findings", [])
    critical = {f["code"] for f in findings if f.get("severity") == "critical" or f.get("fatal")}
    if not critical:
        raise Conflict(
            f"cannot approve {name!r}: a reviewer quarantined it and no finding needs acknowledging; release it"
        )
    blocked = sorted(c for c in critical if not allowable(c))
    if blocked:
        raise Conflict(f"cannot approve {name!r}: {', '.join(blocked)} cannot be acknowledged; fix the skill")
    missing = sorted(critical - set(codes))
    if missing:
        raise InvalidInput(f"acknowledge every critical finding of {name!r}; missing {', '.join(missing)}")
    unknown = sorted(set(codes) - {f["code"] for f in findings})
    if unknown:
        raise InvalidInput(f"{', '.join(unknown)} is not a finding of {name!r}; `skillkeeper skills show` lists them")
    ack = {
        "codes": sorted(set(codes)),
        "reason": reason,
        "by": actor.name,
        "at": iso(now()),
        "content_hash": head["content_hash"],
        "revision": head["number"],
    }
    conn.execute(update(revisions).where(revisions.c.id == head["id"]).values(acknowledged=ack))
    return {"acknowledged": ack["codes"], "content_hash": head["content_hash"]}


__all__ = ["acknowledgement"]
