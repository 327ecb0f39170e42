"""Review inbox: waiting skills as cards, and reviewer actions on them (adapters of `keeper.review`)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Depends, Path, Query, Request, Security
from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ADMIN, REVIEW
from skillkeeper.errors import NotFound
from skillkeeper.keeper.review import MAX_BULK, BulkItem, InboxFilter
from skillkeeper.review.states import Action, scopes_for
from skillkeeper.web.auth import bearer_scheme, require
from skillkeeper.web.errors import ERROR_RESPONSES, ErrorBody
from skillkeeper.web.routes._common import keeper, not_found

router = APIRouter(
    prefix="/api/v1",
    tags=["review"],
    responses={**ERROR_RESPONSES, 409: {"model": ErrorBody, "description": "A concurrent action won"}},
)

Slug = Annotated[str, Path(min_length=1, max_length=64)]
Text = Annotated[str | None, Query(max_length=200)]


class ActionIn(BaseModel):
    """Why the reviewer acted (kept in the audit log), and which revision it decided on."""

    model_config = ConfigDict(extra="forbid")

    reason: str | None = Field(default=None, max_length=2000)
    content_hash: str | None = Field(
        default=None,
        max_length=80,
        description="The content_hash of the revision you read; required for approve and release. If the "
        "skill changed since, the action is refused with 409 stale_review.",
    )
    acknowledge: list[Annotated[str, Field(max_length=80)]] = Field(
        default_factory=list,
        max_length=50,
        description="Approve a quarantined revision by acknowledging its critical finding codes (needs "
        "skills:review and skills:admin, and a reason); pinned to this content_hash.",
    )


class BulkItemIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=64)
    content_hash: str | None = Field(default=None, max_length=80)


class BulkIn(BaseModel):
    """One action on many skills, each pinned to the revision the reviewer saw."""

    model_config = ConfigDict(extra="forbid")

    action: Action
    reason: str | None = Field(default=None, max_length=2000)
    items: list[BulkItemIn] = Field(min_length=1, max_length=MAX_BULK)


@router.get("/skills-inbox", summary="Skills waiting for review: filtered, sorted, paged with a cursor and a total")
def list_inbox(
    request: Request,
    auth: Annotated[Caller, Depends(require(REVIEW))],
    status: Literal["staged", "quarantined", "candidate", "all"] = "staged",
    verdict: Literal["clean", "warn", "quarantined"] | None = None,
    code: Text = None,
    source: Text = None,
    author: Text = None,
    tag: Text = None,
    q: Text = None,
    sort: Literal["newest", "oldest", "severe"] = "newest",
    cursor: Annotated[str | None, Query(max_length=400)] = None,
    include_content: bool = False,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> dict[str, Any]:
    filters = InboxFilter(status, verdict, code, source, author, tag, q)
    page = (
        keeper(request)
        .review(auth.actor())
        .inbox(filters, sort=sort, cursor=cursor, limit=limit, include_content=include_content)
    )
    return {
        "tenant": auth.tenant,
        "status": status,
        "items": [c.to_dict() for c in page.items],
        "total": page.total,
        "next_cursor": page.next_cursor,
    }


@router.post("/skills-inbox/bulk", summary="One action on many skills, with a result per skill")
def bulk(request: Request, body: BulkIn, auth: Annotated[Caller, Depends(require(REVIEW))]) -> dict[str, Any]:
    items = [BulkItem(i.name, i.content_hash) for i in body.items]
    results = keeper(request).review(auth.actor()).bulk(body.action.value, body.reason, items)
    return {
        "action": body.action.value,
        "applied": sum(r.ok for r in results),
        "failed": sum(not r.ok for r in results),
        "results": [r.to_dict() for r in results],
    }


def _act(request: Request, auth: Caller, slug: str, action: str, body: ActionIn | None) -> dict[str, Any]:
    body = body or ActionIn()
    try:
        result = (
            keeper(request).review(auth.actor()).act(slug, action, body.content_hash, body.reason, body.acknowledge)
        )
    except NotFound:
        raise not_found(slug) from None
    return result.to_dict()


@router.post(
    "/skills-inbox/{slug}/{action}",
    summary="Approve, reject, quarantine, release, defer, deprecate or submit (the lifecycle's transition table)",
)
def inbox_action(
    request: Request,
    slug: Slug,
    action: Action,
    body: Annotated[ActionIn | None, Body()] = None,
    _: Annotated[object, Security(bearer_scheme)] = None,
) -> dict[str, Any]:
    auth = require(scopes_for(action)[0])(request)
    return _act(request, auth, slug, action.value, body)


@router.post("/skills/{slug}/deprecate", summary="Retire an active skill from delivery (admins)")
def deprecate(
    request: Request,
    slug: Slug,
    auth: Annotated[Caller, Depends(require(ADMIN))],
    body: Annotated[ActionIn | None, Body()] = None,
) -> dict[str, Any]:
    return _act(request, auth, slug, "deprecate", body)
