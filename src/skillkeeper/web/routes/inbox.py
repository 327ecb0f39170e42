"""Review inbox: waiting skills as cards, and reviewer actions on them."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Depends, Path, Query, Request, Security
from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ADMIN, REVIEW
from skillkeeper.errors import NotFound
from skillkeeper.review.inbox import inbox_cards
from skillkeeper.web.auth import bearer_scheme, require
from skillkeeper.web.errors import ERROR_RESPONSES, ApiError, ErrorBody
from skillkeeper.web.routes._common import keeper, not_found

router = APIRouter(
    prefix="/api/v1",
    tags=["review"],
    responses={**ERROR_RESPONSES, 409: {"model": ErrorBody, "description": "A concurrent action won"}},
)

Slug = Annotated[str, Path(min_length=1, max_length=64)]
ReviewAction = Literal["approve", "reject", "quarantine", "release", "defer", "deprecate"]


class ActionIn(BaseModel):
    """Why the reviewer acted (kept in the audit log)."""

    model_config = ConfigDict(extra="forbid")

    reason: str | None = Field(default=None, max_length=2000)
    content_hash: str | None = Field(
        default=None,
        max_length=80,
        description="The content_hash of the revision you read; required for approve and release. If the "
        "skill changed since, the action is refused with 409 stale_review.",
    )


@router.get("/skills-inbox", summary="Skills waiting for review, newest first, deferred last")
def list_inbox(
    request: Request,
    auth: Annotated[Caller, Depends(require(REVIEW))],
    status: Literal["staged", "quarantined"] = "staged",
    include_content: bool = False,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> dict[str, Any]:
    with keeper(request).store.read() as conn:
        cards = inbox_cards(conn, auth.own_tenant_id, status=status, include_content=include_content, limit=limit)
    return {"tenant": auth.tenant, "status": status, "items": cards}


PINNED_ACTIONS = ("approve", "release")


def _act(request: Request, auth: Caller, slug: str, action: str, body: ActionIn | None) -> dict[str, Any]:
    expected = body.content_hash if body else None
    if action in PINNED_ACTIONS and not expected:
        raise ApiError(
            422,
            "invalid_request",
            f"content_hash: {action} needs the content_hash of the revision you read (the inbox card shows it)",
        )
    try:
        result = keeper(request).lifecycle.act(
            auth.actor(), slug, action, body.reason if body else None, expected_hash=expected
        )
    except NotFound:
        raise not_found(slug) from None
    return {
        "name": result.name,
        "action": result.action,
        "from_status": result.from_status,
        "to_status": result.to_status,
        "content_hash": result.content_hash,
    }


def _scope_for(action: str) -> str:
    return ADMIN if action == "deprecate" else REVIEW


@router.post("/skills-inbox/{slug}/{action}", summary="Approve, reject, quarantine, release, defer or deprecate")
def inbox_action(
    request: Request,
    slug: Slug,
    action: ReviewAction,
    body: Annotated[ActionIn | None, Body()] = None,
    _: Annotated[object, Security(bearer_scheme)] = None,
) -> dict[str, Any]:
    auth = require(_scope_for(action))(request)
    return _act(request, auth, slug, action, body)


@router.post("/skills/{slug}/deprecate", summary="Retire an active skill from delivery (admins)")
def deprecate(
    request: Request,
    slug: Slug,
    auth: Annotated[Caller, Depends(require(ADMIN))],
    body: Annotated[ActionIn | None, Body()] = None,
) -> dict[str, Any]:
    return _act(request, auth, slug, "deprecate", body)
