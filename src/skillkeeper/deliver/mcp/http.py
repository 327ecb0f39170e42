"""Streamable HTTP at /mcp: stateless JSON responses (no session affinity) behind optional-bearer auth.

A bearer token is checked on every request (effective scopes recomputed); a bad one is 401
with a WWW-Authenticate naming the protected resource metadata, like the REST API. Without a
token the caller is anonymous and names a tenant with `?tenant=NAME` or `X-Skillkeeper-Tenant`;
it gets read tools only when that tenant has a public catalog, and a 401 (never an empty server)
when it would get no tools at all. The host app must enter
`McpMount.lifespan` (it runs the SDK session manager and the change feed).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.access.tokens import InvalidToken, parse_bearer
from skillkeeper.deliver.mcp.callers import STAMP_KEY, STATE_KEY, TOKEN_KEY, request_caller
from skillkeeper.deliver.mcp.fastpath import CachedCalls, call_answers
from skillkeeper.deliver.mcp.server import UNAVAILABLE_TEXT, SkillMcp, build_server
from skillkeeper.deliver.mcp.streams import StreamLimiter, StreamLimits, caller_key
from skillkeeper.errors import mint_hint
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings, get_settings
from skillkeeper.store.db import is_outage
from skillkeeper.store.stamped import Stamp

MOUNT_PATH = "/mcp"
TENANT_HEADER = "x-skillkeeper-tenant"
METADATA_PATH = "/.well-known/oauth-protected-resource"


class OptionalBearerAuth:
    """ASGI middleware: a token makes a known caller, no token an anonymous one, a bad token a 401."""

    def __init__(
        self, app: ASGIApp, keeper: Keeper, public_url: str | None = None, security: Any | None = None
    ) -> None:
        self.app = app
        self.keeper = keeper
        self.public_url = public_url.rstrip("/") if public_url else None
        self.security = security  # the SDK's TransportSecurityMiddleware, when hosts are checked

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if self.security is not None:
            # DNS rebinding is refused before anything else, credentials or not.

            refused = await self.security.validate_request(Request(scope), is_post=False)
            if refused is not None:
                await refused(scope, receive, send)
                return
        try:
            found = await self._caller(scope)
        except Exception as exc:
            if not is_outage(exc):
                raise
            # Fail closed like REST's 503, and say it is worth retrying.
            await self._deny(scope, send, 503, "unavailable", UNAVAILABLE_TEXT, retry_after=5)
            return
        if isinstance(found[0], int):
            await self._deny(scope, send, *found)  # type: ignore[arg-type]
            return
        state = scope.setdefault("state", {})
        state[STATE_KEY], state[STAMP_KEY] = found
        await self.app(scope, receive, send)

    async def _caller(self, scope: Scope) -> tuple[Caller, Stamp | None] | tuple[int, str, str]:
        """The caller of this request and its stamp, or the (status, error, message) to refuse it with."""
        headers: dict[str, str] = {}
        for key, value in scope["headers"]:
            # The first of repeated headers counts, as REST reads them (Starlette's `Headers.get`).
            headers.setdefault(key.decode("latin-1").lower(), value.decode("latin-1"))
        header = headers.get("authorization")
        if header is not None:
            token = parse_bearer(header)
            if token is None:
                return 401, "invalid_request", "send the token as `Authorization: Bearer <token>`"
            caller, stamp = await self._authenticate(token)
            if caller is None:
                return (
                    401,
                    "invalid_token",
                    f"the bearer token is invalid, expired or revoked; create a new one with {mint_hint(READ)}",
                )
            if not caller.scopes & {READ, WRITE}:
                return 403, "insufficient_scope", f"insufficient_scope: MCP needs the {READ} or {WRITE} scope"
            scope.setdefault("state", {})[TOKEN_KEY] = token  # checked again while a connection stands
            return caller, stamp
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        tenant = (query.get("tenant") or [None])[0] or headers.get(TENANT_HEADER)
        anonymous, stamp = await self.keeper.callers.public_async(self.keeper.store, tenant[:64] if tenant else None)
        if not anonymous.scopes:
            # No silent empty server: a 401 makes clients ask for credentials instead.
            return (
                401,
                "",
                (
                    "this MCP endpoint needs a bearer token: send `Authorization: Bearer <token>` (an operator "
                    f"creates one on the server's machine with {mint_hint(READ)}), or name a tenant whose "
                    "public catalog is on with ?tenant=NAME"
                ),
            )
        return anonymous, stamp

    async def _authenticate(self, token: str) -> tuple[Caller | None, Stamp | None]:
        try:
            return await self.keeper.callers.authenticate_async(self.keeper.store, token)
        except InvalidToken:
            return None, None

    def _base_url(self, scope: Scope) -> str:
        # Never the Host header: a forged one would steer clients to another authorization server.
        app = scope.get("app")
        configured = self.public_url or getattr(getattr(app, "state", None), "public_url", None)
        return str(configured or get_settings().resolved_public_url).rstrip("/")

    async def _deny(
        self, scope: Scope, send: Send, status: int, error: str, message: str, *, retry_after: int | None = None
    ) -> None:
        # RFC 6750: a request that carried no credentials gets a challenge without an error code.
        parts = [f'error="{error}"'] if error else []
        parts.append(f'scope="{READ} {WRITE}"')
        headers = [(b"content-type", b"application/json")]
        if status == 401:
            parts.append(f'resource_metadata="{self._base_url(scope)}{METADATA_PATH}"')
        if status in (401, 403):
            headers.append((b"www-authenticate", ("Bearer " + ", ".join(parts)).encode()))
        if retry_after is not None:
            headers.append((b"retry-after", str(retry_after).encode()))
        body = json.dumps({"error": error or "unauthorized", "error_description": message}).encode()
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [*headers, (b"content-length", str(len(body)).encode())],
            }
        )
        await send({"type": "http.response.body", "body": body})


@dataclass
class McpMount:
    """What a host needs: the ASGI app to route at /mcp and the lifespan to enter around serving."""

    asgi: ASGIApp
    lifespan: Callable[[Any], AbstractAsyncContextManager[None]]
    mcp: SkillMcp
    calls: CachedCalls | None = None
    security: Any | None = None  # the SDK's TransportSecurityMiddleware, when Host/Origin are checked


def mcp_http(
    keeper: Keeper,
    *,
    public_url: str | None = None,
    allowed_hosts: list[str] | None = None,
    allowed_origins: list[str] | None = None,
    streams: StreamLimits | None = None,
    fast_calls: bool = True,
) -> McpMount:
    """The MCP endpoint as a stateless ASGI app; `allowed_hosts` turns on Host/Origin checks (DNS rebinding).

    `fast_calls` answers repeat reads from the SDK's cached answers (`fastpath.CachedCalls`).
    """
    # Lazy: the HTTP transport loads only under `serve`, never for `skillkeeper mcp`.
    from mcp.server.streamable_http_manager import (
        StreamableHTTPASGIApp,
        StreamableHTTPSessionManager,
    )
    from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings

    mcp = build_server(keeper, request_caller, push_notifications=False)
    security = (
        TransportSecuritySettings(allowed_hosts=allowed_hosts, allowed_origins=allowed_origins or [])
        if allowed_hosts
        else None
    )
    # Stateless + JSON: any replica can answer any request, so no session affinity is needed.
    manager = StreamableHTTPSessionManager(
        app=mcp.server, json_response=True, stateless=True, security_settings=security
    )

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        async with manager.run():
            yield

    limited = StreamLimiter(StreamableHTTPASGIApp(manager), streams or StreamLimits(), caller_key)
    checks = TransportSecurityMiddleware(security) if security is not None else None
    calls = CachedCalls(limited, call_answers()) if fast_calls else None
    inner: ASGIApp = calls if calls is not None else limited
    return McpMount(OptionalBearerAuth(inner, keeper, public_url, checks), lifespan, mcp, calls, checks)


def mount_mcp(app: Any, keeper: Keeper) -> McpMount:
    """Route /mcp in a Starlette/FastAPI `app` and register the lifespan in `app.state.lifespans`."""
    settings: Settings = app.state.settings
    mount = mcp_http(
        keeper,
        public_url=app.state.public_url,
        allowed_hosts=settings.mcp_allowed_hosts(),
        allowed_origins=settings.mcp_allowed_origins(),
        streams=StreamLimits.from_settings(settings),
    )
    # First: the router tries routes in order, and matching every REST route cost more than a cached call.
    app.router.routes.insert(0, Route(MOUNT_PATH, endpoint=mount.asgi))
    app.state.lifespans.append(mount.lifespan)
    app.state.mcp_mount = mount
    return mount


def standalone_app(keeper: Keeper, settings: Settings | None = None, *, fast_calls: bool = True) -> Any:
    """A Starlette app serving only /mcp (for `uvicorn` without the REST API, and for tests)."""
    settings = settings or get_settings()
    base = settings.resolved_public_url
    mount = mcp_http(
        keeper,
        public_url=base,
        allowed_hosts=settings.mcp_allowed_hosts(),
        allowed_origins=settings.mcp_allowed_origins(),
        streams=StreamLimits.from_settings(settings),
        fast_calls=fast_calls,
    )

    async def metadata(request: Request) -> JSONResponse:
        return JSONResponse(
            {
                "resource": base + MOUNT_PATH,
                "authorization_servers": [],
                "scopes_supported": [READ, WRITE],
                "bearer_methods_supported": ["header"],
            }
        )

    app = Starlette(
        routes=[Route(MOUNT_PATH, endpoint=mount.asgi), Route(METADATA_PATH, metadata)], lifespan=mount.lifespan
    )
    app.state.mcp_mount = mount
    return app
