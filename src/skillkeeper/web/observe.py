"""Prometheus metrics (a registry per app) and one JSON log line per request."""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from skillkeeper.deliver.mcp.callers import STATE_KEY
from skillkeeper.review.lifecycle import Change

request_log = logging.getLogger("skillkeeper.requests")


def configure_request_log() -> None:
    """Send request and web log lines to stderr, one message per line."""
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(message)s"))
    for name in ("skillkeeper.requests", "skillkeeper.web"):
        logger = logging.getLogger(name)
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False


class Metrics:
    """The app's metrics, registered in its own registry so two apps never share counters."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "skillkeeper_http_requests_total", "HTTP requests", ["route", "method", "status"], registry=self.registry
        )
        self.latency = Histogram(
            "skillkeeper_http_request_duration_seconds",
            "HTTP request latency",
            ["route", "method"],
            registry=self.registry,
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
        )
        self._children: dict[tuple[str, str, str], tuple[Any, Any]] = {}  # label lookups, done once each
        self.transitions = Counter(
            "skillkeeper_lifecycle_transitions_total",
            "Lifecycle writes and transitions",
            ["action"],
            registry=self.registry,
        )
        self.verdicts = Counter(
            "skillkeeper_scan_verdicts_total", "Scan verdicts of writes", ["verdict"], registry=self.registry
        )

    def on_change(self, change: Change) -> None:
        """Lifecycle listener: count every committed write, transition and delete."""
        self.transitions.labels(change.action).inc()

    def record(
        self,
        route: str,
        method: str,
        status: int,
        elapsed: float,
        tenant: Any,
        principal: Any,
        mcp_body: bytes | None = None,
    ) -> None:
        """Count and time one answered request and write its log line (MCP method and tool from `mcp_body`)."""
        labels = (route, method, str(status))
        children = self._children.get(labels)
        if children is None:
            children = (self.requests.labels(*labels), self.latency.labels(route, method))
            if len(self._children) < 1024:  # methods come from clients: keep the memo bounded
                self._children[labels] = children
        children[0].inc()
        children[1].observe(elapsed)
        if request_log.isEnabledFor(logging.INFO):
            line: dict[str, Any] = {
                "event": "request",
                "method": method,
                "route": route,
                "status": status,
                "duration_ms": round(elapsed * 1000, 2),
                "tenant": tenant,
                "principal": principal,
            }
            if mcp_body is not None:
                line.update(mcp_fields(mcp_body))
            request_log.info(json.dumps(line))


MCP_PATH = "/mcp"
# The JSON-RPC envelope (method, tool name) sits at the start of an MCP request; a larger body
# is still answered, its log line just lacks the method.
MCP_PEEK_BYTES = 64 * 1024


def route_template(scope: Scope) -> str:
    """The matched route's path template (never the raw path, which holds skill names)."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    if isinstance(path, str):
        return path
    if _is_mcp(scope):
        return MCP_PATH
    return "(unmatched)"


def _is_mcp(scope: Scope) -> bool:
    path = str(scope.get("path", ""))
    return path == MCP_PATH or path.startswith(MCP_PATH + "/")


def mcp_fields(body: bytes) -> dict[str, Any]:
    """The MCP method and, for tools/call, the tool name of a JSON-RPC request body (never arguments)."""
    try:
        message = json.loads(body)
    except (ValueError, RecursionError):  # RecursionError: a body nested deeper than the parser goes
        return {}
    if isinstance(message, list):
        return {"mcp_method": "batch"}
    if not isinstance(message, dict) or not isinstance(message.get("method"), str):
        return {}
    out: dict[str, Any] = {"mcp_method": message["method"][:64]}
    params = message.get("params")
    if message["method"] == "tools/call" and isinstance(params, dict) and isinstance(params.get("name"), str):
        out["tool"] = params["name"][:64]
    return out


class ObserveMiddleware:
    """Counts, times and logs each HTTP request once it has been answered."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500
        state: dict[str, Any] = scope.setdefault("state", {})
        peek = bytearray() if _is_mcp(scope) and scope.get("method") == "POST" else None

        async def receive_wrapper() -> Message:
            message = await receive()
            if peek is not None and message["type"] == "http.request" and len(peek) < MCP_PEEK_BYTES:
                peek.extend(message.get("body", b"")[: MCP_PEEK_BYTES - len(peek)])
            return message

        async def send_wrapper(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive_wrapper, send_wrapper)
        finally:
            tenant, principal = state.get("tenant"), state.get("principal")
            if peek is not None:
                # The MCP transport leaves its resolved caller in the request state.
                caller = state.get(STATE_KEY)
                tenant = tenant or getattr(caller, "tenant", None)
                principal = principal or getattr(caller, "principal", None)
            method = str(scope.get("method", ""))
            elapsed = time.perf_counter() - started
            self.metrics.record(
                route_template(scope), method, status, elapsed, tenant, principal, None if peek is None else bytes(peek)
            )
