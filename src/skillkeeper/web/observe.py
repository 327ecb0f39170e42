"""Prometheus metrics (a registry per app) and one JSON log line per request."""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram
from starlette.types import ASGIApp, Message, Receive, Scope, Send

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
        self.requests = Counter("skillkeeper_http_requests_total", "HTTP requests",
                                ["route", "method", "status"], registry=self.registry)
        self.latency = Histogram("skillkeeper_http_request_duration_seconds", "HTTP request latency",
                                 ["route", "method"], registry=self.registry,
                                 buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10))
        self.transitions = Counter("skillkeeper_lifecycle_transitions_total", "Lifecycle writes and transitions",
                                   ["action"], registry=self.registry)
        self.verdicts = Counter("skillkeeper_scan_verdicts_total", "Scan verdicts of writes",
                                ["verdict"], registry=self.registry)

    def on_change(self, change: Change) -> None:
        """Lifecycle listener: count every committed write, transition and delete."""
        self.transitions.labels(change.action).inc()


def route_template(scope: Scope) -> str:
    """The matched route's path template (never the raw path, which holds skill names)."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    if isinstance(path, str):
        return path
    return "(unmatched)"


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

        async def send_wrapper(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, send_wrapper)
        finally:
            elapsed = time.perf_counter() - started
            route = route_template(scope)
            method = str(scope.get("method", ""))
            self.metrics.requests.labels(route, method, str(status)).inc()
            self.metrics.latency.labels(route, method).observe(elapsed)
            if request_log.isEnabledFor(logging.INFO):
                request_log.info(json.dumps({
                    "event": "request", "method": method, "route": route, "status": status,
                    "duration_ms": round(elapsed * 1000, 2), "tenant": state.get("tenant"),
                    "principal": state.get("principal"),
                }))
