"""`GET /api/v1/whoami`: any valid token learns who it is and which MCP tools it is served."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header, Path, Query, Request, Security
from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ
from skillkeeper.access.tokens import InvalidToken
from skillkeeper.deliver.whoami import whoami
from skillkeeper.web.auth import bearer_scheme, bearer_token, unauthorized
from skillkeeper.web.errors import ERROR_RESPONSES
from skillkeeper.web.routes._common import keeper

router = APIRouter(
    prefix="/api/v1",
    tags=["auth"],
    responses={k: v for k, v in ERROR_RESPONSES.items() if k in (401, 503)},
)


class MissingTool(BaseModel):
    """An MCP tool this caller is not served, the scope it needs, and why it is missing."""

    name: str
    scope: str
    reason: str


class WhoAmI(BaseModel):
    """The caller behind the token: its grant and the MCP tools that grant is served."""

    tenant: str | None
    principal: str | None
    token_scopes: list[str]
    mandate: list[str]
    effective_scopes: list[str]
    expires_at: str | None
    tools: list[str]
    missing_tools: list[MissingTool]


@router.get(
    "/whoami",
    summary="Who this token is, its scopes, and the MCP tools it is served",
    response_model=WhoAmI,
)
def get_whoami(request: Request, _: Annotated[object, Security(bearer_scheme)] = None) -> WhoAmI:
    token = bearer_token(request)
    if not token:
        raise unauthorized(request, token_given=token is not None, scope=READ)
    try:
        data = whoami(keeper(request), token)
    except InvalidToken:
        raise unauthorized(request, token_given=True, scope=READ) from None
    request.state.tenant, request.state.principal = data["tenant"], data["principal"]
    return WhoAmI.model_validate(data)


class WhySkill(BaseModel):
    """Why one skill is or is not served to this caller; `known` false reads like a missing skill."""

    name: str
    served: bool
    known: bool
    status: str | None
    tenant: str | None
    reasons: list[str]


@router.get(
    "/whoami/skills/{slug}",
    summary="Why this skill is or is not served to this token (hidden and missing skills answer alike)",
    response_model=WhySkill,
)
async def why_skill(
    request: Request,
    slug: Annotated[str, Path(min_length=1, max_length=64, description="The skill's name")],
    _: Annotated[object, Security(bearer_scheme)] = None,
    tenant: Annotated[
        str | None, Query(description="Anonymous callers: the tenant whose public catalog to ask", max_length=64)
    ] = None,
    x_skillkeeper_tenant: Annotated[str | None, Header(max_length=64)] = None,
) -> WhySkill:
    token = bearer_token(request)
    k = keeper(request)
    anonymous_tenant = x_skillkeeper_tenant or tenant
    caller: Caller
    if token is None and anonymous_tenant:
        caller, _stamp = await k.callers.public_async(k.store, anonymous_tenant)
    elif not token:
        raise unauthorized(request, token_given=token is not None, scope=READ)
    else:
        try:
            caller, _stamp = await k.callers.authenticate_async(k.store, token)
        except InvalidToken:
            raise unauthorized(request, token_given=True, scope=READ) from None
    request.state.tenant, request.state.principal = caller.tenant, caller.principal
    found = await run_in_threadpool(lambda: k.why(caller, slug, hint_server=request.app.state.public_url))
    return WhySkill.model_validate(found.to_dict())
