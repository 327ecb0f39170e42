"""The audit log page: the signed-in reviewer's tenant-wide audit log, filtered and paged, plus a JSON-lines export.

Served at `/inbox/_audit` (skill names cannot start with "_", so it never shadows a skill's page).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import Response, StreamingResponse

from skillkeeper.access.scopes import ADMIN
from skillkeeper.errors import InvalidInput
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.audit import audit_query
from skillkeeper.store.audit import AuditAction
from skillkeeper.web.pages.render import SECURITY_HEADERS, page
from skillkeeper.web.pages.session import current_reviewer, sign_in_url

router = APIRouter(include_in_schema=False)
PATH = "/inbox/_audit"
PAGE_SIZE = 50
FIELDS = ("actor", "action", "skill", "since", "until")
MAX_FIELD = 128


def _root(request: Request) -> str:
    return str(request.scope.get("root_path", "")).rstrip("/")


def _filters(request: Request) -> dict[str, str]:
    return {f: request.query_params.get(f, "").strip()[:MAX_FIELD] for f in FIELDS}


def _signed_in(request: Request) -> tuple[Any, Response | None]:
    keeper: Keeper = request.app.state.keeper
    signed = current_reviewer(request, keeper)
    if signed.caller is None:
        text = signed.problem or "sign in to the inbox with a reviewer's token to read the audit log"
        link = {"href": sign_in_url(request, _root(request)), "text": "Sign in and come back here"}
        context = {"root": _root(request), "title": "Sign in first", "text": text, "link": link}
        return None, page(request, "message.html", context, status=401)
    return signed.caller, None


@router.get(PATH)
def audit_page(request: Request) -> Response:
    """The audit log, newest first, with filters (actor, action, skill, since, until) and older pages."""
    caller, refused = _signed_in(request)
    if caller is None:
        assert refused is not None
        return refused
    keeper: Keeper = request.app.state.keeper
    filters = _filters(request)
    cursor = request.query_params.get("cursor") or None
    problem, entries, next_cursor = None, [], None
    try:
        result = keeper.audit(caller.actor()).list(audit_query(**filters), limit=PAGE_SIZE, cursor=cursor)
        entries, next_cursor = [e.to_dict() for e in result.items], result.next_cursor
    except InvalidInput as exc:
        problem = exc.message
    kept = {k: v for k, v in filters.items() if v}
    return page(
        request,
        "audit.html",
        {
            "root": _root(request),
            "who": {
                "principal": caller.principal or "",
                "tenant": caller.tenant or "",
                "admin": ADMIN in caller.scopes,
            },
            "filters": filters,
            "kept": kept,
            "actions": [a.value for a in AuditAction],
            "entries": entries,
            "next_cursor": next_cursor,
            "first_page": cursor is None,
            "problem": problem,
        },
        status=422 if problem else 200,
    )


@router.get(PATH + "/export")
def audit_export(request: Request) -> Response:
    """The filtered audit log as JSON lines, streamed, for the signed-in reviewer."""
    caller, refused = _signed_in(request)
    if caller is None:
        assert refused is not None
        return refused
    keeper: Keeper = request.app.state.keeper
    try:
        query = audit_query(**_filters(request))
    except InvalidInput as exc:
        return page(
            request,
            "message.html",
            {"root": _root(request), "title": "Nothing exported", "text": exc.message},
            status=422,
        )
    return StreamingResponse(
        keeper.audit(caller.actor()).export(query),
        media_type="application/x-ndjson",
        headers={**SECURITY_HEADERS, "Content-Disposition": 'attachment; filename="audit.jsonl"'},
    )
