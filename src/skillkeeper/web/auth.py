"""Bearer-token authentication and per-route scope checks (RFC 6750 / RFC 9728 style).

Anonymous callers name the tenant whose public catalog they read with the header
`X-Skillkeeper-Tenant` or the query parameter `?tenant=`; only tenants with
`public_catalog` on answer them, and only on agent-facing reads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import Depends, Header, Query, Request, Security
from fastapi.security import HTTPBearer

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ABILITY, ALL_SCOPES, READ
from skillkeeper.access.tokens import InvalidToken, parse_bearer
from skillkeeper.errors import mint_command, mint_hint
from skillkeeper.keeper import Keeper
from skillkeeper.web.errors import ApiError
from skillkeeper.web.fastpath import RESOLVED

TENANT_HEADER = "X-Skillkeeper-Tenant"
METADATA_PATH = "/.well-known/oauth-protected-resource"

# Declared for OpenAPI only; the header is parsed below so a malformed one is a 401, not a 403.
bearer_scheme = HTTPBearer(auto_error=False, description="A skillkeeper token (`skk_...`)")


def keeper_of(request: Request) -> Keeper:
    keeper: Keeper = request.app.state.keeper
    return keeper


def base_url(request: Request) -> str:
    """The configured public URL (never the request's Host header, which a client can forge)."""
    configured: str = request.app.state.public_url
    return configured.rstrip("/")


def challenge(request: Request, *, error: str | None = None, scope: str | None = None) -> str:
    """A WWW-Authenticate value naming the protected resource metadata."""
    parts = []
    if error:
        parts.append(f'error="{error}"')
    if scope:
        parts.append(f'scope="{scope}"')
    parts.append(f'resource_metadata="{base_url(request)}{METADATA_PATH}"')
    return "Bearer " + ", ".join(parts)


def unauthorized(request: Request, *, token_given: bool, scope: str) -> ApiError:
    if token_given:
        return ApiError(
            401,
            "invalid_token",
            f"the bearer token is invalid, expired or revoked; create a new one with {mint_hint(scope)}",
            headers={"WWW-Authenticate": challenge(request, error="invalid_token", scope=scope)},
        )
    return ApiError(
        401,
        "unauthorized",
        f"this needs a bearer token: send `Authorization: Bearer <token>`; an operator creates one on the "
        f"server's machine with {mint_hint(scope)}",
        headers={"WWW-Authenticate": challenge(request, scope=scope)},
    )


def insufficient(scope: str, caller: Caller | None = None) -> ApiError:
    """403 naming the scope and, for a known caller, both fixes in its own tenant and principal."""
    able = ABILITY.get(scope, scope)
    if caller is None or caller.tenant is None or caller.principal is None:
        said = f"this needs the {scope} scope (to {able}); ask an admin for a token that carries it: "
        said += mint_hint(scope)
    else:
        # The token may carry the scope while the principal may no longer hold it: name both fixes.
        who, tenant = caller.principal, caller.tenant
        # The new token keeps what this one may do: one minted with the missing scope alone would lose it.
        wanted = ",".join(s for s in ALL_SCOPES if s in caller.scopes or s == scope)
        said = (
            f"{who} may not {able} in tenant {tenant} with this token: that needs the {scope} scope, which it "
            f"does not carry now; an admin issues one that does with "
            f"`{mint_command(wanted, tenant=tenant, principal=who)}` (if that is refused because {who} may not "
            f"hold {scope}, first `skillkeeper principals grant {who} {scope} --tenant {tenant}`)"
        )
    return ApiError(
        403,
        "insufficient_scope",
        f"insufficient_scope: {said}",
        headers={"WWW-Authenticate": f'Bearer error="insufficient_scope", scope="{scope}"'},
    )


def bearer_token(request: Request) -> str | None:
    """The raw token, '' for a present but unusable Authorization header, None when absent."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    return parse_bearer(header) or ""


async def _resolve(request: Request, scope: str, anonymous_tenant: str | None) -> Caller:
    # On the event loop: a cached caller costs one stamp read and no worker thread.
    token = bearer_token(request)
    keeper = keeper_of(request)
    if token is None:
        if anonymous_tenant is None:
            raise unauthorized(request, token_given=False, scope=scope)
        reader, request.state.stamp = await keeper.callers.public_async(keeper.store, anonymous_tenant)
        if scope not in reader.scopes:
            raise unauthorized(request, token_given=False, scope=scope)
        request.state.tenant = anonymous_tenant
        return reader
    if not token:
        raise unauthorized(request, token_given=True, scope=scope)
    resolved = request.scope.get("state", {}).pop(RESOLVED, None)  # read for this very request
    if resolved is not None:
        caller, request.state.stamp = resolved
        return _admit(request, caller, scope)
    try:
        caller, request.state.stamp = await keeper.callers.authenticate_async(keeper.store, token)
    except InvalidToken:
        raise unauthorized(request, token_given=True, scope=scope) from None
    return _admit(request, caller, scope)


def _resolve_sync(request: Request, scope: str) -> Caller:
    token = bearer_token(request)
    if not token:
        raise unauthorized(request, token_given=token is not None, scope=scope)
    keeper = keeper_of(request)
    try:
        caller, request.state.stamp = keeper.callers.authenticate(keeper.store, token)
    except InvalidToken:
        raise unauthorized(request, token_given=True, scope=scope) from None
    return _admit(request, caller, scope)


def _admit(request: Request, caller: Caller, scope: str) -> Caller:
    request.state.tenant = caller.tenant
    request.state.principal = caller.principal
    if scope not in caller.scopes:
        raise insufficient(scope, caller)
    return caller


def require(scope: str) -> Callable[..., Caller]:
    """A dependency: the authenticated caller holding `scope` (401/403 otherwise).

    Plain (a worker thread): handlers also call it directly from synchronous code.
    """

    def dependency(request: Request, _: Annotated[object, Security(bearer_scheme)] = None) -> Caller:
        return _resolve_sync(request, scope)

    return dependency


async def reader(
    request: Request,
    _: Annotated[object, Security(bearer_scheme)] = None,
    tenant: Annotated[
        str | None, Query(description="Anonymous reads: the tenant whose public catalog to read", max_length=64)
    ] = None,
    x_skillkeeper_tenant: Annotated[str | None, Header(max_length=64)] = None,
) -> Caller:
    """A dependency for agent-facing reads: a token with skills:read, or anonymous on a public catalog."""
    return await _resolve(request, READ, x_skillkeeper_tenant or tenant)


Reader = Annotated[Caller, Depends(reader)]


def resource_metadata(request: Request) -> dict[str, object]:
    """RFC 9728 protected resource metadata."""
    return {
        "resource": base_url(request) + "/",
        "resource_name": "skillkeeper",
        "scopes_supported": list(ALL_SCOPES),
        "bearer_methods_supported": ["header"],
    }
