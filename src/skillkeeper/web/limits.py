"""Request body size caps, enforced before and while the body is read."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from skillkeeper.web.errors import ApiError, error_response

HEARTBEAT_BYTES = 64 * 1024
# A 16 MiB skill as base64 JSON, plus room for the envelope.
DEFAULT_BYTES = 24 * 1024 * 1024


def limit_for(path: str) -> int:
    return HEARTBEAT_BYTES if path.endswith("/nodes/heartbeat") else DEFAULT_BYTES


def too_large(limit: int) -> ApiError:
    return ApiError(413, "too_large", f"request body is over {limit // 1024} KiB; send less")


class BodyLimitMiddleware:
    """413 when Content-Length says too much, or when a streamed body runs over the cap."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = limit_for(scope.get("path", ""))
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
        seen = 0

        async def capped_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    from starlette.exceptions import HTTPException

                    # FastAPI re-raises HTTPException from body parsing, so the client gets a 413.
                    raise HTTPException(413, f"request body is over {limit // 1024} KiB; send less")
            return message

        await self.app(scope, capped_receive, send)
