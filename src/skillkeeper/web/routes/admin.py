"""Tenant administration: settings, subscriptions and tokens of the caller's own tenant."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ADMIN, MAX_TOKEN_LIFETIME, REVIEW, parse_scopes
from skillkeeper.errors import beyond_minter
from skillkeeper.review.approval import auto_promotes, require_scan_tuner
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES, ApiError, ErrorBody
from skillkeeper.web.routes._common import keeper

router = APIRouter(
    prefix="/api/v1",
    tags=["admin"],
    responses={**ERROR_RESPONSES, 409: {"model": ErrorBody, "description": "Conflict"}},
)
Admin = Annotated[Caller, Depends(require(ADMIN))]


class CapsIn(BaseModel):
    """Size caps to change (unset ones keep their value)."""

    model_config = ConfigDict(extra="forbid")

    body_bytes: int | None = None
    description_bytes: int | None = None
    max_files: int | None = None
    total_bytes: int | None = None


class SettingsIn(BaseModel):
    """Settings to change; fields left out keep their value."""

    model_config = ConfigDict(extra="forbid")

    review_gate: bool | None = None
    auto_promote_clean: bool | None = None
    public_catalog: bool | None = None
    published: bool | None = None
    require_second_reviewer: bool | None = Field(
        default=None,
        description=(
            "When on, the approver must differ from the last writer of the revision (or the "
            "proposer of a deletion), and so must whoever minted the approving token and, up the "
            "chain, the minters of their tokens; else 403 second_reviewer_required."
        ),
    )
    caps: CapsIn | None = None
    scan_skip: list[str] | None = Field(default=None, max_length=64)


class SubscribeIn(BaseModel):
    """The tenant whose published catalog to receive."""

    model_config = ConfigDict(extra="forbid")

    publisher: str = Field(min_length=1, max_length=64)


class TokenIn(BaseModel):
    """A token to issue for a principal of this tenant."""

    model_config = ConfigDict(extra="forbid")

    principal: str = Field(min_length=1, max_length=128)
    scopes: list[str] = Field(min_length=1, max_length=6)
    expires_in_days: int | None = Field(default=None, ge=1, le=MAX_TOKEN_LIFETIME.days)
    # For lifetimes shorter than a day (`tokens create --expires 90m --server URL`); not with expires_in_days.
    expires_in_minutes: int | None = Field(default=None, ge=1, le=MAX_TOKEN_LIFETIME // timedelta(minutes=1))

    def lifetime(self) -> timedelta | None:
        """The asked lifetime; raises ApiError when both fields name one."""
        if self.expires_in_days and self.expires_in_minutes:
            raise ApiError(422, "invalid_request", "send expires_in_days or expires_in_minutes, not both")
        if self.expires_in_minutes:
            return timedelta(minutes=self.expires_in_minutes)
        return timedelta(days=self.expires_in_days) if self.expires_in_days else None


def _actor(auth: Caller) -> str:
    """The name the audit log records for this caller."""
    return auth.principal or "anonymous"


def _settings_out(auth: Caller, settings: Any) -> dict[str, Any]:
    return {"tenant": auth.tenant, "settings": settings.model_dump()}


@router.get("/tenants/current/settings", summary="This tenant's settings")
def get_settings(request: Request, auth: Admin) -> dict[str, Any]:
    return _settings_out(auth, keeper(request).tenants.settings(auth.own_tenant_id))


@router.put("/tenants/current/settings", summary="Change this tenant's settings (partial)")
def put_settings(request: Request, body: SettingsIn, auth: Admin) -> dict[str, Any]:
    changes = body.model_dump(exclude_none=True)
    if "caps" in changes and not changes["caps"]:
        del changes["caps"]
    current = keeper(request).tenants.settings(auth.own_tenant_id)
    promotion: dict[str, Any] = {
        k: changes[k] for k in ("auto_promote_clean", "require_second_reviewer") if k in changes
    }
    after = current.model_copy(update=promotion)
    # Auto-promotion makes skills active without a human (switched on, or let loose again by turning
    # require_second_reviewer off), and with the review gate off a tenant's agents are served its
    # unreviewed writes: only review scope may switch review off.
    bypass = []
    if changes.get("auto_promote_clean") is True:
        bypass.append("turning on auto_promote_clean")
    elif auto_promotes(after, None) and not auto_promotes(current, None):
        bypass.append("turning off require_second_reviewer while auto_promote_clean is on")
    if changes.get("review_gate") is False:
        bypass.append("turning off review_gate")
    if bypass and REVIEW not in auth.scopes:
        raise ApiError(403, "forbidden", f"{bypass[0]} needs the skills:review scope too")
    if set(changes.get("scan_skip") or ()) - set(current.scan_skip):
        require_scan_tuner(auth.actor(), after, "skipping more scan rules")
    return _settings_out(auth, keeper(request).tenants.update_settings(auth.own_tenant_id, changes, actor=_actor(auth)))


@router.get("/subscriptions", summary="Published catalogs this tenant receives")
def get_subscriptions(request: Request, auth: Admin) -> dict[str, Any]:
    return {"subscriptions": keeper(request).tenants.subscriptions(auth.own_tenant_id)}


@router.post("/subscriptions", status_code=201, summary="Subscribe to another tenant's published catalog")
def post_subscription(request: Request, body: SubscribeIn, auth: Admin) -> dict[str, Any]:
    return keeper(request).tenants.subscribe(auth.own_tenant_id, body.publisher, actor=_actor(auth))


@router.delete(
    "/subscriptions/{publisher}",
    status_code=204,
    response_class=Response,
    summary="Stop receiving a publisher's catalog",
)
def delete_subscription(request: Request, publisher: Annotated[str, Path(max_length=64)], auth: Admin) -> Response:
    keeper(request).tenants.unsubscribe(auth.own_tenant_id, publisher, actor=_actor(auth))
    return Response(status_code=204)


@router.get("/tokens", summary="This tenant's tokens (never their secrets)")
def get_tokens(request: Request, auth: Admin) -> dict[str, Any]:
    return {"tokens": [t.to_dict() for t in keeper(request).tokens.list(auth.own_tenant_id)]}


@router.post("/tokens", status_code=201, summary="Issue a token; the secret is in this response only")
def post_token(request: Request, body: TokenIn, auth: Admin) -> dict[str, Any]:
    try:
        wanted = parse_scopes(body.scopes)
    except ValueError as exc:
        raise ApiError(422, "invalid_request", str(exc)) from None
    beyond = sorted(wanted - auth.scopes)
    if beyond:
        # No escalation over HTTP: a token may only carry scopes its issuer holds.
        raise ApiError(403, "forbidden", beyond_minter(beyond, sorted(wanted), auth.tenant, body.principal))
    expires = body.lifetime()
    try:
        issued = keeper(request).tokens.mint(
            auth.own_tenant_id,
            body.principal,
            sorted(wanted),
            expires,
            minted_by=auth.principal or "anonymous",
            minting_token=auth.token_id,
        )
    except ValueError as exc:
        raise ApiError(422, "invalid_request", str(exc)) from None
    return {**issued.to_dict(), "principal": body.principal, "minted_by": auth.principal}


@router.delete("/tokens/{token_id}", status_code=204, response_class=Response, summary="Revoke a token")
def delete_token(request: Request, token_id: Annotated[str, Path(max_length=40)], auth: Admin) -> Response:
    keeper(request).tokens.revoke(auth.own_tenant_id, token_id, actor=_actor(auth))
    return Response(status_code=204)
