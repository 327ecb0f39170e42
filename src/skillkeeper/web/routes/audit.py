"""The tenant-wide audit log over REST: a cursor-paged listing and a streamed JSON-lines export."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import REVIEW
from skillkeeper.keeper.audit import MAX_LIMIT, audit_query
from skillkeeper.store.audit import AuditQuery
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES
from skillkeeper.web.routes._common import keeper

router = APIRouter(prefix="/api/v1", tags=["audit"], responses=ERROR_RESPONSES)
Auditor = Annotated[Caller, Depends(require(REVIEW))]


def _filters(
    actor: Annotated[str | None, Query(max_length=128, description="Only events by this actor")] = None,
    action: Annotated[
        str | None, Query(max_length=32, description="Only this action (approve, token_created, ...)")
    ] = None,
    skill: Annotated[str | None, Query(max_length=64, description="Only events of this skill")] = None,
    since: Annotated[str | None, Query(max_length=40, description="ISO 8601 time; events at or after it")] = None,
    until: Annotated[str | None, Query(max_length=40, description="ISO 8601 time; events before it")] = None,
) -> AuditQuery:
    return audit_query(actor=actor, action=action, skill=skill, since=since, until=until)


Filters = Annotated[AuditQuery, Depends(_filters)]


@router.get("/audit", summary="This tenant's audit log, newest first (reviewers)")
def list_audit(
    request: Request,
    auth: Auditor,
    query: Filters,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = 50,
    cursor: Annotated[str | None, Query(max_length=400, description="next_cursor of the previous page")] = None,
) -> dict[str, Any]:
    page = keeper(request).audit(auth.actor()).list(query, limit=limit, cursor=cursor)
    return {"tenant": auth.tenant, **page.to_dict()}


@router.get(
    "/audit/export",
    summary="This tenant's audit log as JSON lines, newest first, streamed (reviewers)",
    response_class=StreamingResponse,
    responses={200: {"content": {"application/x-ndjson": {}}, "description": "One JSON object per line"}},
)
def export_audit(request: Request, auth: Auditor, query: Filters) -> StreamingResponse:
    log = keeper(request).audit(auth.actor())
    return StreamingResponse(
        log.export(query),
        media_type="application/x-ndjson",
        headers={"Content-Disposition": 'attachment; filename="audit.jsonl"', "Cache-Control": "no-store"},
    )
