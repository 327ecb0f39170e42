"""The app's front: cached REST GETs and MCP read calls answered before the middleware stack.

`SkillkeeperApp` is the FastAPI app; its `__call__` first asks `Front` whether the request is a
repeat read whose answer is filed for this viewer and catalog stamp (REST: `web/fastpath.py`,
MCP: `deliver/mcp/fastpath.py`). Only a plain request qualifies: one bearer token, no tenant
header, a GET without a body (REST), or a small JSON POST to /mcp that passes the same
Host/Origin, content type, Accept and protocol-version checks as the SDK transport, with no
session and no query. Everything else, and every miss, goes to the app unchanged (on a miss
with the body read for the check handed on again). A fast hit is counted, timed and logged by
the same `Metrics.record` the ObserveMiddleware uses.
"""

from __future__ import annotations

import time
from typing import Any

from fastapi import FastAPI
from starlette.types import Receive, Scope, Send

from skillkeeper.access.scopes import READ
from skillkeeper.access.tokens import parse_bearer
from skillkeeper.deliver.mcp.fastpath import answer_key, read_body, read_call, replay, request_version, send_held
from skillkeeper.deliver.mcp.http import McpMount
from skillkeeper.keeper import Keeper
from skillkeeper.web.fastpath import JSON_HEADER, RESOLVED, raw_key
from skillkeeper.web.limits import ByteBudget
from skillkeeper.web.observe import MCP_PATH, Metrics

_API = "/api/"
# A read call is a few hundred bytes; anything larger (or without a length) is the app's to judge.
MAX_CALL_BYTES = 4096
# Headers after which the app must see the request: a tenant to validate, a body on a GET.
_SLOW = frozenset({b"x-skillkeeper-tenant", b"transfer-encoding"})
_MCP_HEADERS = frozenset({b"authorization", b"host", b"origin", b"content-length"})


class Front:
    """Answers repeat reads from the app's caches; `__call__` returns None when it answered."""

    def __init__(self, keeper: Keeper, metrics: Metrics, answers: Any, mount: McpMount | None, budget: ByteBudget):
        self.keeper = keeper
        self.metrics = metrics
        self.answers = answers
        self.mount = mount
        self.budget = budget
        self._hosts: dict[tuple[bytes | None, bytes | None], bool] = {}  # Host/Origin verdicts, bounded

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> Receive | None:
        """None when the request was answered here, else the receive to hand the app."""
        if scope.get("root_path"):
            return receive
        method, path = scope["method"], scope["path"]
        if method == "GET" and path.startswith(_API):
            return await self._rest(scope, receive, send)
        if method == "POST" and path == MCP_PATH and not scope.get("query_string"):
            return await self._mcp(scope, receive, send)
        return receive

    async def _rest(self, scope: Scope, receive: Receive, send: Send) -> Receive | None:
        started = time.perf_counter()
        token = None
        for key, value in scope["headers"]:
            if key == b"authorization":
                if token is not None:
                    return receive  # which one the route reads is the app's business
                token = parse_bearer(value.decode("latin-1")) or ""
            elif key in _SLOW or (key == b"content-length" and value != b"0"):
                return receive
        if not token:
            return receive
        try:
            caller, stamp = await self.keeper.callers.authenticate_async(self.keeper.store, token)
        except Exception:  # invalid token, outage: the app answers it with the right status
            return receive
        viewer = caller.resolved_viewer
        held = self.answers.get(stamp, raw_key(scope, viewer)) if READ in caller.scopes and viewer else None
        if held is None:
            scope.setdefault("state", {})[RESOLVED] = (caller, stamp)  # the route need not authenticate again
            return receive
        body, route = held
        status = 500
        try:
            headers = [(b"content-length", str(len(body)).encode()), JSON_HEADER]
            await send({"type": "http.response.start", "status": 200, "headers": headers})
            status = 200
            await send({"type": "http.response.body", "body": body})
        finally:
            elapsed = time.perf_counter() - started
            template = getattr(route, "path", "(unmatched)")
            self.metrics.record(template, "GET", status, elapsed, caller.tenant, caller.principal)
        return None

    def _host_ok(self, host: bytes | None, origin: bytes | None) -> bool:
        """The SDK's own Host/Origin verdict (DNS rebinding protection), remembered per pair seen."""
        security = self.mount.security if self.mount is not None else None
        if security is None:
            return True
        verdict = self._hosts.get((host, origin))
        if verdict is None:
            verdict = security._validate_host(None if host is None else host.decode("latin-1")) and (
                security._validate_origin(None if origin is None else origin.decode("latin-1"))
            )
            if len(self._hosts) < 256:  # values come from clients: keep the memo bounded
                self._hosts[(host, origin)] = verdict
        return bool(verdict)

    async def _mcp(self, scope: Scope, receive: Receive, send: Send) -> Receive | None:
        started = time.perf_counter()
        calls = self.mount.calls if self.mount is not None else None
        if calls is None:
            return receive
        found: dict[bytes, bytes] = {}
        for key, value in scope["headers"]:
            if key in _MCP_HEADERS:
                if key in found:
                    return receive  # repeated: leave every reading of them to the app
                found[key] = value
            elif key in _SLOW:
                return receive
        length = found.get(b"content-length", b"")
        if not length.isdigit() or not 0 < int(length) <= MAX_CALL_BYTES:
            return receive
        version = request_version(scope["headers"])
        token = parse_bearer(found[b"authorization"].decode("latin-1")) if b"authorization" in found else None
        if version is None or token is None or not self._host_ok(found.get(b"host"), found.get(b"origin")):
            return receive
        try:
            caller, stamp = await self.keeper.callers.authenticate_async(self.keeper.store, token)
        except Exception:  # invalid token, outage: the app answers it with the right status
            return receive
        if caller.resolved_viewer is None or READ not in caller.scopes:
            return receive
        size = int(length)
        if not self.budget.try_take(size):
            return receive  # the app waits for room in the body budget
        try:
            body, read = await read_body(receive)
            call = read_call(body) if body is not None else None
            held = calls.answers.get(stamp, answer_key(version, call, caller)) if call is not None else None
            if held is None or call is None:
                return replay(read, receive)
            calls.hits += 1
            status = 500
            try:
                await send_held(send, held, call[0])
                status = 200
            finally:
                elapsed = time.perf_counter() - started
                self.metrics.record(MCP_PATH, "POST", status, elapsed, caller.tenant, caller.principal, body)
            return None
        finally:
            self.budget.give(size)


class SkillkeeperApp(FastAPI):
    """The FastAPI app, with `Front` answering repeat reads before its middleware stack."""

    front: Front | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and self.front is not None:
            passed = await self.front(scope, receive, send)
            if passed is None:
                return
            receive = passed
        await super().__call__(scope, receive, send)
