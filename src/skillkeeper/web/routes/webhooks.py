"""Outgoing webhooks of the caller's tenant over REST (admins): add, list, remove, delivery log."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ADMIN
from skillkeeper.keeper.webhooks import MAX_URL, Webhooks
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES
from skillkeeper.web.routes._common import keeper

router = APIRouter(prefix="/api/v1", tags=["webhooks"], responses=ERROR_RESPONSES)
Admin = Annotated[Caller, Depends(require(ADMIN))]
HookId = Annotated[str, Path(max_length=40)]


class WebhookIn(BaseModel):
    """Where to POST inbox events (staged, quarantined, decision)."""

    model_config = ConfigDict(extra="forbid")

    url: str = Field(min_length=1, max_length=MAX_URL, description="An http(s) URL")
    slack: bool = Field(default=False, description='Send Slack-compatible bodies: {"text": ...}')


def _webhooks(request: Request, auth: Caller) -> Webhooks:
    return keeper(request).webhooks(auth.actor())


@router.post("/webhooks", status_code=201, summary="Add a webhook; its signing secret is in this response only")
def post_webhook(request: Request, body: WebhookIn, auth: Admin) -> dict[str, Any]:
    allow = request.app.state.settings.webhooks_allow_private
    return _webhooks(request, auth).add(body.url, slack=body.slack, allow_private=allow)


@router.get("/webhooks", summary="This tenant's webhooks (never their secrets)")
def get_webhooks(request: Request, auth: Admin) -> dict[str, Any]:
    return {"webhooks": _webhooks(request, auth).list()}


@router.delete("/webhooks/{webhook_id}", status_code=204, response_class=Response, summary="Remove a webhook")
def delete_webhook(request: Request, webhook_id: HookId, auth: Admin) -> Response:
    _webhooks(request, auth).remove(webhook_id)
    return Response(status_code=204)


@router.get("/webhooks/{webhook_id}/deliveries", summary="A webhook's deliveries, newest first, with every attempt")
def get_deliveries(
    request: Request, webhook_id: HookId, auth: Admin, limit: Annotated[int, Query(ge=1, le=500)] = 50
) -> dict[str, Any]:
    return {"webhook": webhook_id, "deliveries": _webhooks(request, auth).deliveries(webhook_id, limit=limit)}
