"""The scan allow-list verbs: `keeper.allowlist(actor)` adds, lists and removes entries (admins).

An entry (rule code + path glob + reason) sets matching findings aside on the write path, for
recurring false positives such as hook installers writing an agent's settings. Every change
is an audit event.
"""

from __future__ import annotations

import difflib
import re
from typing import TYPE_CHECKING, Any

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import ADMIN, REVIEW
from skillkeeper.check.scan.allow import allowable
from skillkeeper.check.scan.registry import catalog
from skillkeeper.errors import InvalidInput
from skillkeeper.review.approval import require_scan_tuner
from skillkeeper.store import allowlist as rows
from skillkeeper.store.audit import AuditAction, AuditEvent, record
from skillkeeper.store.tenants import read_settings

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper

# Tenant-wide events carry this in place of a skill name.
TENANT_WIDE = "*"
_CODE = re.compile(r"^SK-[A-Z0-9-]{1,60}$")


class Allowlist:
    """A tenant's scan allow-list as one actor sees it."""

    def __init__(self, keeper: Keeper, actor: Actor) -> None:
        self.keeper = keeper
        self.actor = actor

    def entries(self) -> list[dict[str, Any]]:
        """The tenant's entries, oldest first; raises Forbidden without review or admin scope."""
        if ADMIN not in self.actor.scopes:
            self.actor.require(REVIEW)
        with self.keeper.store.read() as conn:
            return rows.listing(conn, self.actor.tenant_id)

    def add(self, code: str, path_glob: str, reason: str) -> dict[str, Any]:
        """Add an entry; raises Forbidden (admin scope; review too while auto-promoting), InvalidInput, Conflict."""
        self.actor.require(ADMIN)
        code, path_glob, reason = code.strip(), path_glob.strip(), reason.strip()
        if not _CODE.match(code):
            raise InvalidInput(f"code: {code[:70]!r} is not a scanner rule code (like SK-SELF-GLOBAL-CONFIG)")
        if not allowable(code):
            raise InvalidInput(f"code: {code} findings cannot be allow-listed; fix the skill instead")
        known = catalog()
        if code not in known:
            # A mistyped code made an entry that matched nothing: the findings kept quarantining.
            close = difflib.get_close_matches(code, list(known), n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise InvalidInput(f"code: {code} is not a rule of this scanner{hint}; docs/rules.md lists them")
        if not path_glob or len(path_glob) > 256 or path_glob.startswith("/") or ".." in path_glob.split("/"):
            raise InvalidInput("path_glob: a glob inside a skill folder, like 'scripts/*.sh' or '*'")
        if not reason or len(reason) > 2000:
            raise InvalidInput("reason: say why these findings are false positives (at most 2000 characters)")
        with self.keeper.store.write() as conn:
            require_scan_tuner(self.actor, read_settings(conn, self.actor.tenant_id), "allow-listing findings")
            entry_id = rows.add(conn, self.actor.tenant_id, code, path_glob, reason, self.actor.name)
            entry = {"id": entry_id, "code": code, "path_glob": path_glob, "reason": reason}
            self._audit(conn, "allowlist_add", reason, entry)
        return {**entry, "created_by": self.actor.name}

    def remove(self, entry_id: int) -> dict[str, Any]:
        """Remove an entry; raises Forbidden (admin scope), NotFound."""
        self.actor.require(ADMIN)
        with self.keeper.store.write() as conn:
            entry = rows.remove(conn, self.actor.tenant_id, entry_id)
            self._audit(conn, "allowlist_remove", None, entry)
        return entry

    def _audit(self, conn: Any, action: str, reason: str | None, entry: dict[str, Any]) -> None:
        details = {k: entry[k] for k in ("id", "code", "path_glob", "reason")}
        record(
            conn,
            AuditEvent(
                tenant_id=self.actor.tenant_id,
                skill_name=TENANT_WIDE,
                action=AuditAction(action),
                actor=self.actor.name,
                reason=reason,
                details=details,
            ),
        )


__all__ = ["TENANT_WIDE", "Allowlist"]
