"""Streamable HTTP at /mcp: stateless JSON responses (no session affinity) behind optional-bearer auth.

A bearer token is checked on every request (effective scopes recomputed); a bad one is 401
with a WWW-Authenticate naming the protected resource metadata, like the REST API. Without a
token the caller is anonymous and names a tenant with `?tenant=NAME` or `X-Skillkeeper-Tenant`;
it gets read tools only when that tenant has a public catalog. The host app must enter
`McpMount.lifespan` (it runs the SDK session manager and the change feed).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

import anyio.to_thread
from starlette.types import ASGIApp, Receive, Scope, Send

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.deliver.mcp.server import (
    STAMP_KEY,
    STATE_KEY,
    SkillMcp,
    build_server,
    request_caller,
)
from skillkeeper.keeper import Keeper
from skillkeeper.store.changes import Stamp

MOUNT_PATH = "/mcp"
TENANT_HEADER = "x-skillkeeper-tenant"
METADATA_PATH = "/.well-known/oauth-protected-resource"


class OptionalBearerAuth:
    """ASGI middleware: a token makes a known caller, no token an anonymous one, a bad token a 401."""

    def __init__(self, app: ASGIApp, keeper: Keeper, public_url: str | None = None) -> None:
        self.app = app
        self.keeper = keeper
        self.public_url = public_url.rstrip("/") if public_url else None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        header = headers.get("authorization")
        if header is not None:
            kind, _, token = header.strip().partition(" ")
            if kind.lower() != "bearer" or not token.strip():
                await self._deny(scope, send, 401, "invalid_request",
                                 "send the token as `Authorization: Bearer <token>`")
                return
            caller, stamp = await anyio.to_thread.run_sync(self._authenticate, token.strip())
            if caller is None:
                await self._deny(scope, send, 401, "invalid_token", "the bearer token is invalid, expired or "
                                 "revoked; create a new one with `skillkeeper tokens create`")
                return
            if not caller.scopes & {READ, WRITE}:
                await self._deny(scope, send, 403, "insufficient_scope",
                                 f"insufficient_scope: MCP needs the {READ} or {WRITE} scope")
                return
        else:
            query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
            tenant = (query.get("tenant") or [None])[0] or headers.get(TENANT_HEADER)
            caller, stamp = await anyio.to_thread.run_sync(self._anonymous, tenant)
        state = scope.setdefault("state", {})
        state[STATE_KEY] = caller
        state[STAMP_KEY] = stamp
        await self.app(scope, receive, send)

    def _authenticate(self, token: str) -> tuple[Caller | None, Stamp | None]:
        from skillkeeper.access.tokens import InvalidToken

        try:
            return self.keeper.callers.authenticate(self.keeper.store, token)
        except InvalidToken:
            return None, None

    def _anonymous(self, tenant: str | None) -> tuple[Caller, Stamp | None]:
        return self.keeper.callers.public(self.keeper.store, tenant[:64] if tenant else None)

    def _base_url(self, scope: Scope) -> str:
        app = scope.get("app")
        configured = self.public_url or getattr(getattr(app, "state", None), "public_url", None)
        if configured:
            return str(configured).rstrip("/")
        host = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"host"), "localhost")
        return f"{scope.get('scheme', 'http')}://{host}"

    async def _deny(self, scope: Scope, send: Send, status: int, error: str, message: str) -> None:
        scopes = f"{READ} {WRITE}"
        if status == 401:
            challenge = (f'Bearer error="{error}", scope="{scopes}", '
                         f'resource_metadata="{self._base_url(scope)}{METADATA_PATH}"')
        else:
            challenge = f'Bearer error="{error}", scope="{scopes}"'
        body = json.dumps({"error": error, "error_description": message}).encode()
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"), (b"www-authenticate", challenge.encode()),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


@dataclass
class McpMount:
    """What a host needs: the ASGI app to route at /mcp and the lifespan to enter around serving."""

    asgi: ASGIApp
    lifespan: Callable[[Any], AbstractAsyncContextManager[None]]
    mcp: SkillMcp


def mcp_http(keeper: Keeper, *, public_url: str | None = None, allowed_hosts: list[str] | None = None) -> McpMount:
    """The MCP endpoint as a stateless ASGI app; `allowed_hosts` turns on Host/Origin checks."""
    from mcp.server.streamable_http_manager import (
        StreamableHTTPASGIApp,
        StreamableHTTPSessionManager,
    )
    from mcp.server.transport_security import TransportSecuritySettings

    mcp = build_server(keeper, request_caller, push_notifications=False)
    security = TransportSecuritySettings(allowed_hosts=allowed_hosts) if allowed_hosts else None
    # Stateless + JSON: any replica can answer any request, so no session affinity is needed.
    manager = StreamableHTTPSessionManager(app=mcp.server, json_response=True, stateless=True,
                                           security_settings=security)

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        async with manager.run():
            yield

    return McpMount(OptionalBearerAuth(StreamableHTTPASGIApp(manager), keeper, public_url), lifespan, mcp)


def mount_mcp(app: Any, keeper: Keeper) -> McpMount:
    """Route /mcp in a Starlette/FastAPI `app` and register the lifespan in `app.state.lifespans`."""
    from starlette.routing import Route

    mount = mcp_http(keeper)
    app.router.routes.append(Route(MOUNT_PATH, endpoint=mount.asgi))
    app.state.lifespans.append(mount.lifespan)
    return mount


def standalone_app(keeper: Keeper) -> Any:
    """A Starlette app serving only /mcp (for `uvicorn` without the REST API, and for tests)."""
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    mount = mcp_http(keeper)

    async def metadata(request: Request) -> JSONResponse:
        base = str(request.base_url).rstrip("/")
        return JSONResponse({"resource": base + MOUNT_PATH, "authorization_servers": [],
                             "scopes_supported": [READ, WRITE], "bearer_methods_supported": ["header"]})

    return Starlette(routes=[Route(MOUNT_PATH, endpoint=mount.asgi), Route(METADATA_PATH, metadata)],
                     lifespan=mount.lifespan)
