"""Request body caps: per request (413 before or while the body is read) and a budget of body bytes
in flight across all requests, so many large uploads at once wait their turn instead of piling up
in memory."""

from __future__ import annotations

from collections import deque

import anyio
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from skillkeeper.web.errors import ApiError, error_response

HEARTBEAT_BYTES = 64 * 1024
# A 16 MiB skill as base64 JSON, plus room for the envelope.
DEFAULT_BYTES = 24 * 1024 * 1024
BUSY = "the server is busy with other uploads; retry in a few seconds"


def limit_for(path: str, default: int = DEFAULT_BYTES) -> int:
    return HEARTBEAT_BYTES if path.endswith("/nodes/heartbeat") else default


def too_large(limit: int) -> ApiError:
    return ApiError(413, "too_large", f"request body is over {limit // 1024} KiB; send less")


class ByteBudget:
    """Body bytes of the requests being handled now; a request holds its share until answered.

    Lives on one event loop (no locks needed): waiters are woken whenever bytes are given back.
    """

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.used = 0
        self._waiters: deque[anyio.Event] = deque()

    def try_take(self, n: int) -> bool:
        """Reserve `n` bytes if there is room now, without waiting."""
        if self.used + n <= self.capacity or self.used == 0:  # one body larger than all is let through alone
            self.used += n
            return True
        return False

    async def take(self, n: int, timeout: float) -> bool:
        """Reserve `n` bytes, waiting up to `timeout` seconds; False when there was no room in time."""
        if n <= 0 or self.try_take(n):
            return True
        with anyio.move_on_after(timeout):
            while True:
                event = anyio.Event()
                self._waiters.append(event)
                try:
                    await event.wait()
                finally:
                    if event in self._waiters:
                        self._waiters.remove(event)
                if self.try_take(n):
                    return True
        return False

    def give(self, n: int) -> None:
        self.used -= n
        while self._waiters:
            self._waiters.popleft().set()


class BodyLimitMiddleware:
    """413 when Content-Length says too much or a streamed body runs over the cap; 503 when the
    in-flight budget has no room for a body within `wait_seconds`."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        max_bytes: int = DEFAULT_BYTES,
        budget: ByteBudget | None = None,
        wait_seconds: float = 30.0,
    ) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.budget = budget or ByteBudget(2 * max_bytes)
        self.wait_seconds = wait_seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = limit_for(scope.get("path", ""), self.max_bytes)
        declared: int | None = None
        for key, value in scope.get("headers", []):
            if key == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = -1
                if declared > limit or declared < 0:
                    err = too_large(limit) if declared > limit else ApiError(400, "bad_request", "bad Content-Length")
                    await error_response(err.status, err.code, err.message)(scope, receive, send)
                    return
        held = 0
        if declared:
            if not await self.budget.take(declared, self.wait_seconds):
                await error_response(503, "busy", BUSY, headers={"Retry-After": "5"})(scope, receive, send)
                return
            held = declared
        seen = 0

        async def capped_receive() -> Message:
            nonlocal seen, held
            message = await receive()
            if message["type"] == "http.request":
                chunk = len(message.get("body", b""))
                seen += chunk
                if seen > limit:
                    # FastAPI re-raises HTTPException from body parsing, so the client gets a 413.
                    raise HTTPException(413, f"request body is over {limit // 1024} KiB; send less")
                if seen > held:  # a body without Content-Length (or longer than declared) takes as it comes
                    more = seen - held
                    if not await self.budget.take(more, self.wait_seconds):
                        raise HTTPException(503, BUSY, headers={"Retry-After": "5"})
                    held += more
            return message

        try:
            await self.app(scope, capped_receive, send)
        finally:
            if held:
                self.budget.give(held)
