"""`skillkeeper import PATH --server URL`: validate here, then write through the server's REST API.

Each folder is parsed and checked by the same validator the server runs, so a broken skill is
refused before any upload; the rest go to `POST /api/v1/skills` one by one and land wherever the
server's gate puts any write (staged, or quarantined on a critical finding). The token is checked
once first (`GET /api/v1/whoami`) so a refused or read-only token stops the import with the next step.
"""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any

import httpx

from skillkeeper.access.scopes import REVIEW, WRITE
from skillkeeper.admin.remote import check_tenant
from skillkeeper.check.validate import DUPLICATE, duplicate_message, validate_skill
from skillkeeper.errors import (
    ConfigError,
    Forbidden,
    InvalidInput,
    InvalidSkill,
    SkillkeeperError,
    Unavailable,
    rest_base,
)
from skillkeeper.ingest import COPY, ImportReport, copy_reason, file_outcome, refuse
from skillkeeper.node.reach import TOKEN_COMMAND, no_answer, server_said, told
from skillkeeper.review.results import WriteResult
from skillkeeper.review.states import Status
from skillkeeper.skill.archive import read_skill
from skillkeeper.skill.model import Skill

NEEDED = f"skills:read,{WRITE}"


def body_of(skill: Skill, source: str = "agent") -> dict[str, Any]:
    """The JSON write body of a parsed skill (text files as UTF-8, the rest as base64)."""
    files = []
    for f in skill.files:
        text = f.text()
        content, encoding = (text, "utf-8") if text is not None else (base64.b64encode(f.data).decode(), "base64")
        files.append({"path": f.path, "content": content, "encoding": encoding, "executable": f.executable})
    return {"skill_md": skill.skill_md, "files": files, "source": source}


class RemoteImport:
    """Writes skill folders to one server as one token; every refusal is a one-line SkillkeeperError."""

    def __init__(self, server: str, token: str, *, http: httpx.Client | None = None) -> None:
        self.server = rest_base(server)
        self.http = http or httpx.Client(base_url=self.server, timeout=60)
        self.headers = {"authorization": f"Bearer {token}"}
        # `manual` (an operator's import) is a reviewer's source; other writers propose as `agent`.
        self.source = "agent"

    def close(self) -> None:
        self.http.close()

    def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        try:
            return self.http.request(method, path, headers=self.headers, **kwargs)
        except httpx.HTTPError as exc:
            raise Unavailable(no_answer(self.server, type(exc).__name__)) from None

    def _told(self, response: httpx.Response) -> str:
        """The rule's line for an error answer; an import needs skills:write whatever the route's challenge says."""
        headers = response.headers
        return told(
            self.server,
            response.status_code,
            response.content,
            scope=NEEDED,
            challenge=None,
            location=headers.get("location"),
            client=TOKEN_COMMAND,
        )

    def check_token(self, tenant: str | None) -> str:
        """The token's tenant; raises ConfigError (refused token), Forbidden (no skills:write, other tenant)."""
        response = self._send("GET", "/api/v1/whoami")
        if response.status_code == 401:
            raise ConfigError(self._told(response))
        if response.status_code != 200:
            raise SkillkeeperError(self._told(response))
        me = response.json()
        if WRITE not in me.get("effective_scopes", []):
            raise Forbidden(
                f"403 insufficient_scope: importing needs {WRITE}, and this token of {me.get('principal')!r} "
                f"has {', '.join(me.get('effective_scopes', [])) or 'no scopes'}; {_writer_fix(me)}"
            )
        if REVIEW in me.get("effective_scopes", []):
            self.source = "manual"
        served = str(me.get("tenant") or "")
        if tenant and not served:  # nothing to compare --tenant with: refuse rather than import unchecked
            raise Forbidden(
                f"the server did not say which tenant this token belongs to, so --tenant {tenant!r} cannot be "
                "checked; leave out --tenant to import into the token's own tenant"
            )
        check_tenant(tenant, served)
        return served

    def run(self, folders: list[Path]) -> ImportReport:
        """Validate each folder, then write it; raises what stops the whole import (unreachable, 401, 403)."""
        report = ImportReport()
        seen: dict[str, Path] = {}
        for folder in folders:
            entry: dict[str, Any] = {"path": str(folder), "name": None}
            copied = copy_reason(folder)
            if copied:
                refuse(entry, [(COPY, copied)])
                report.rejected.append(entry)
                continue
            try:
                skill = read_skill(folder)
            except (InvalidSkill, InvalidInput, OSError) as exc:
                if isinstance(exc, InvalidSkill | InvalidInput):
                    code = exc.details.get("code") if isinstance(exc.details, dict) else None
                    refuse(entry, [(str(code or "skill.unparseable"), exc.message)])
                else:
                    refuse(entry, [("skill.unreadable", f"cannot read: {exc}")])
                report.rejected.append(entry)
                continue
            entry["name"] = skill.name or None
            checked = validate_skill(skill)
            if not checked.ok:
                refuse(entry, [(e.code, e.message) for e in checked.errors])
                report.rejected.append(entry)
            elif skill.name in seen:
                refuse(entry, [(DUPLICATE, duplicate_message(skill.name, seen[skill.name]))])
                report.rejected.append(entry)
            else:
                seen[skill.name] = folder
                self._write(report, entry, skill)
        return report

    def _write(self, report: ImportReport, entry: dict[str, Any], skill: Skill) -> None:
        response = self._send("POST", "/api/v1/skills", json=body_of(skill, self.source))
        if response.status_code == 401:
            raise ConfigError(self._told(response))
        if response.status_code == 403:
            raise Forbidden(self._told(response))
        if response.status_code == 413:
            said = server_said(response.content, 413) or "Content Too Large"
            why = f"too large for {self.server} (413: {said}); trim the bundle or raise the server's cap"
            refuse(entry, [("server.too-large", why)])
            report.rejected.append(entry)
            return
        if response.status_code >= 300:
            refuse(entry, [(f"server.{response.status_code}", self._told(response))])
            report.rejected.append(entry)
            return
        result = response.json()
        status = str(result["status"])
        unchanged = bool(result.get("unchanged"))
        outcome = WriteResult(
            name=skill.name,
            status=status,
            revision_id=0,  # not in the answer, and not reported
            content_hash=result["content_hash"],
            verdict=result["verdict"],
            # A server older than `created` in the answer: a changed write counts as new.
            created=bool(result.get("created", not unchanged)),
            # An edit of an active skill waits for review while the skill keeps serving.
            pending=bool(result.get("pending_review")) and status == Status.ACTIVE,
            unchanged=unchanged,
            findings=list(result.get("findings") or []),
            warnings=list(result.get("warnings") or []),
            withdrawn=result.get("withdrawn_edit"),
        )
        file_outcome(report, entry, outcome)


def _writer_fix(me: dict[str, Any]) -> str:
    """How to get a skills:write token for the principal `whoami` named, granting it first if its mandate lacks it."""
    principal, tenant = str(me.get("principal") or "NAME"), str(me.get("tenant") or "T")
    mint = f"`skillkeeper tokens create --tenant {tenant} --principal {principal} --scopes skills:read,{WRITE}`"
    if WRITE in me.get("mandate", [WRITE]):
        return f"create one with {mint}"
    grant = f"`skillkeeper principals grant {principal} {WRITE} --tenant {tenant}`"
    return f"{principal!r} may not hold {WRITE} yet: an admin allows it with {grant}, then creates one with {mint}"
