"""Caps on long-lived MCP responses (the GET /mcp event stream, subscriptions): per caller, overall,
and an idle timeout, so held-open connections cannot pile up without bound."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from skillkeeper.deliver.mcp.callers import STATE_KEY
from skillkeeper.settings import Settings

SSE = b"text/event-stream"


@dataclass(frozen=True)
class StreamLimits:
    """How many event streams may be open per caller and in all, and how long one may stay idle."""

    per_caller: int = 4
    total: int = 256
    idle_seconds: float = 300.0

    @classmethod
    def from_settings(cls, settings: Settings) -> StreamLimits:
        return cls(settings.mcp_streams_per_caller, settings.mcp_streams_total, settings.mcp_stream_idle_seconds)


def _refusal(status: int, message: str) -> tuple[Message, Message]:
    body = json.dumps({"error": "too_many_streams", "error_description": message}).encode()
    start: Message = {
        "type": "http.response.start",
        "status": status,
        "headers": [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"retry-after", b"30"),
        ],
    }
    return start, {"type": "http.response.body", "body": body, "more_body": False}


def _is_stream(message: Message) -> bool:
    return any(k.lower() == b"content-type" and v.lower().startswith(SSE) for k, v in message.get("headers", []))


class StreamLimiter:
    """ASGI middleware: admits an event-stream response only within the caps and closes it when idle.

    `key_of` names the caller of a request (a principal, or the client address when anonymous).
    Keep-alive comments (`: ping`) do not count as activity; only events (`data:`) do.
    """

    def __init__(self, app: ASGIApp, limits: StreamLimits, key_of: Callable[[Scope], str]) -> None:
        self.app = app
        self.limits = limits
        self.key_of = key_of
        self.open: Counter[str] = Counter()
        self.total = 0

    def _admit(self, key: str) -> tuple[Message, Message] | None:
        if self.open[key] >= self.limits.per_caller:
            return _refusal(
                429,
                f"too many open MCP streams for this caller (the cap is {self.limits.per_caller}); close one and retry",
            )
        if self.total >= self.limits.total:
            return _refusal(503, "the server holds as many MCP streams as it allows; retry shortly")
        self.open[key] += 1
        self.total += 1
        return None

    def _release(self, key: str) -> None:
        self.open[key] -= 1
        if self.open[key] <= 0:
            del self.open[key]
        self.total -= 1

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        key = self.key_of(scope)
        state = {"stream": False, "refused": False, "done": False}
        # The deadline moves forward with every event; passing it cancels the stream (idle).
        with anyio.CancelScope() as cancel:

            async def guarded_send(message: Message) -> None:
                if state["refused"]:
                    return
                if message["type"] == "http.response.start" and _is_stream(message):
                    refusal = self._admit(key)
                    if refusal is not None:
                        state["refused"] = True
                        for part in refusal:
                            await send(part)
                        cancel.cancel()
                        return
                    state["stream"] = True
                    cancel.deadline = anyio.current_time() + self.limits.idle_seconds
                elif message["type"] == "http.response.body":
                    if state["stream"] and b"data:" in message.get("body", b""):
                        cancel.deadline = anyio.current_time() + self.limits.idle_seconds
                    state["done"] = not message.get("more_body", False)
                await send(message)

            try:
                await self.app(scope, receive, guarded_send)
            finally:
                if state["stream"]:
                    self._release(key)
        if state["stream"] and not state["done"] and cancel.cancelled_caught:
            # End the chunked body cleanly so the client sees a closed stream, not a broken one.
            await send({"type": "http.response.body", "body": b"", "more_body": False})


def caller_key(scope: Scope) -> str:
    """The principal behind a request, or the client address of an anonymous one."""
    caller = (scope.get("state") or {}).get(STATE_KEY)
    principal = getattr(caller, "principal", None)
    if principal is not None:
        return f"principal:{getattr(caller, 'tenant_id', None)}:{principal}"
    client = scope.get("client") or ("unknown", 0)
    return f"address:{client[0]}"
