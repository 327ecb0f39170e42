"""One error body for every failure: `{"error": {"code", "message", "details"?}}`."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from skillkeeper.errors import (
    ConfigError,
    Conflict,
    Forbidden,
    InvalidSkill,
    NotFound,
    Refused,
    SkillkeeperError,
    Unavailable,
)
from skillkeeper.store.db import is_outage

log = logging.getLogger("skillkeeper.web")

STATUS_BY_ERROR: tuple[tuple[type[SkillkeeperError], int], ...] = (
    (InvalidSkill, 422),
    (Refused, 422),
    (Forbidden, 403),
    (NotFound, 404),
    (Conflict, 409),
    (Unavailable, 503),
    (ConfigError, 503),
)


class ErrorDetail(BaseModel):
    """What went wrong, in one line, with a stable code."""

    code: str
    message: str
    details: Any = None


class ErrorBody(BaseModel):
    """The body of every error response."""

    error: ErrorDetail


def _documented(description: str) -> dict[str, Any]:
    return {"model": ErrorBody, "description": description}


ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    401: _documented("Missing, invalid, expired or revoked bearer token"),
    403: _documented("The token lacks the scope this needs"),
    404: _documented("Not found (or not visible to this caller)"),
    413: _documented("Request body too large"),
    422: _documented("Invalid input"),
    503: _documented("Database or settings unavailable (fail closed)"),
}


class ApiError(Exception):
    """An HTTP error with our body shape and optional headers."""

    def __init__(
        self, status: int, code: str, message: str, *, details: Any = None, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.headers = headers or {}


def error_response(
    status: int, code: str, message: str, details: Any = None, headers: dict[str, str] | None = None
) -> JSONResponse:
    body: dict[str, Any] = {"code": code, "message": message}
    if details is not None:
        body["details"] = details
    return JSONResponse({"error": body}, status_code=status, headers=headers)


def status_for(exc: SkillkeeperError) -> int:
    for kind, status in STATUS_BY_ERROR:
        if isinstance(exc, kind):
            return status
    # Settings and other domain input errors are the caller's to fix.
    return 422


def _code_for(exc: SkillkeeperError) -> str:
    if isinstance(exc, Forbidden) and exc.message.startswith("insufficient_scope"):
        return "insufficient_scope"
    return exc.code


def _http_code(status: int) -> str:
    return {
        400: "bad_request",
        401: "invalid_token",
        403: "forbidden",
        404: "not_found",
        405: "method_not_allowed",
        406: "not_acceptable",
        409: "conflict",
        413: "too_large",
        415: "unsupported_media_type",
        422: "invalid_request",
    }.get(status, "http_error")


def _validation_details(exc: RequestValidationError) -> list[dict[str, Any]]:
    # Only location and message: echoing the input could put skill bodies into responses and logs.
    return [{"loc": [str(p) for p in e.get("loc", ())], "msg": str(e.get("msg", ""))} for e in exc.errors()]


def install_error_handlers(app: FastAPI) -> None:
    """Map every error type to the shared body shape; never a traceback, never a 500 for bad input."""

    @app.exception_handler(ApiError)
    async def _api(_: Request, exc: ApiError) -> JSONResponse:
        return error_response(exc.status, exc.code, exc.message, exc.details, exc.headers)

    @app.exception_handler(SkillkeeperError)
    async def _domain(_: Request, exc: SkillkeeperError) -> JSONResponse:
        status = status_for(exc)
        headers = None
        code = _code_for(exc)
        if code == "insufficient_scope":
            scope = exc.message.split(" the ", 1)[-1].split(" ", 1)[0]
            headers = {"WWW-Authenticate": f'Bearer error="insufficient_scope", scope="{scope}"'}
        return error_response(status, code, exc.message, exc.details, headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        details = _validation_details(exc)
        first = details[0] if details else {"loc": [], "msg": "invalid request"}
        where = ".".join(first["loc"][1:] or first["loc"]) or "request"
        return error_response(422, "invalid_request", f"{where}: {first['msg']}", details)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        message = exc.detail if isinstance(exc.detail, str) else "request failed"
        return error_response(
            exc.status_code, _http_code(exc.status_code), message, None, dict(exc.headers) if exc.headers else None
        )

    from sqlalchemy.exc import OperationalError

    # Handled here rather than by the catch-all below, which Starlette re-raises after answering
    # (the client then sees its keep-alive connection dropped).
    @app.exception_handler(OperationalError)
    async def _database(request: Request, exc: Exception) -> JSONResponse:
        from skillkeeper.store.db import is_disk_full

        if is_disk_full(exc):
            log.error("database write failed: the disk is full or the file cannot grow")
            return error_response(
                507, "insufficient_storage", "the server's disk is full; nothing was stored; retry once space is freed"
            )
        return await _unexpected(request, exc)

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        if is_outage(exc):
            return error_response(503, "unavailable", Unavailable.database().message)
        log.exception("unhandled error: %s", type(exc).__name__)
        return error_response(500, "internal", "internal error; the server log has the details")
