"""Browser sessions for the inbox pages: the token cookie, double-submit CSRF and one-shot flash messages.

The session cookie holds the reviewer's own skillkeeper token (HttpOnly, SameSite=Strict), so the
token is re-authenticated on every request and a revoked token or a narrowed mandate takes effect
at once. The REST API never reads this cookie: it only takes `Authorization` headers.
"""

from __future__ import annotations

import base64
import binascii
import hmac
import json
import secrets
from dataclasses import dataclass
from typing import Literal

from fastapi import Request, Response

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import REVIEW
from skillkeeper.access.tokens import InvalidToken, authenticate
from skillkeeper.keeper import Keeper

SESSION_COOKIE = "skillkeeper_session"
CSRF_COOKIE = "skillkeeper_csrf"
FLASH_COOKIE = "skillkeeper_flash"
CSRF_FIELD = "csrf"
MAX_TOKEN_CHARS = 512
MAX_FLASH_CHARS = 600


@dataclass(frozen=True)
class Flash:
    """A one-line result shown once on the next page."""

    kind: Literal["ok", "error"]
    text: str


@dataclass(frozen=True)
class SignIn:
    """The outcome of checking a token: the caller when it may review, else why not."""

    caller: Caller | None
    problem: str | None = None
    status: int = 200


def is_https(request: Request) -> bool:
    public_url: str | None = getattr(request.app.state, "public_url", None)
    return request.url.scheme == "https" or bool(public_url and public_url.startswith("https://"))


def _set(response: Response, request: Request, name: str, value: str, *, max_age: int | None = None,
         path: str = "/") -> None:
    response.set_cookie(name, value, max_age=max_age, path=path, httponly=True, samesite="strict",
                        secure=is_https(request))


def check_token(keeper: Keeper, token: str) -> SignIn:
    """Whether `token` belongs to a caller who may use the inbox (skills:review in its effective scopes)."""
    token = token.strip()
    if not token or len(token) > MAX_TOKEN_CHARS:
        return SignIn(None, "that token is not valid (unknown, expired or revoked); paste a skillkeeper token", 401)
    with keeper.store.read() as conn:
        try:
            caller = authenticate(conn, token)
        except InvalidToken:
            return SignIn(None, "that token is not valid (unknown, expired or revoked); "
                                "an admin creates one with `skillkeeper tokens create --tenant T --principal YOU --scopes skills:review`", 401)
    if REVIEW not in caller.scopes:
        return SignIn(None, f"this token lacks the {REVIEW} scope, so it cannot use the inbox; "
                            f"sign in with a reviewer's token", 403)
    return SignIn(caller)


def current_reviewer(request: Request, keeper: Keeper) -> SignIn:
    """The signed-in reviewer, re-checked on every request; no caller and no problem when never signed in."""
    token = request.cookies.get(SESSION_COOKIE)
    if not token:
        return SignIn(None)
    result = check_token(keeper, token)
    if result.caller is None:
        return SignIn(None, "your session ended (the token is no longer valid for the inbox); sign in again",
                      result.status)
    request.state.tenant = result.caller.tenant
    request.state.principal = result.caller.principal
    return result


def start_session(response: Response, request: Request, token: str) -> None:
    _set(response, request, SESSION_COOKIE, token.strip())


def end_session(response: Response, request: Request) -> None:
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="strict", secure=is_https(request))


def csrf_token(request: Request) -> tuple[str, bool]:
    """The CSRF token for this browser, and whether it is new (so the cookie must be set)."""
    existing = request.cookies.get(CSRF_COOKIE, "")
    if 32 <= len(existing) <= 128 and existing.isascii():
        return existing, False
    return secrets.token_urlsafe(32), True


def remember_csrf(response: Response, request: Request, token: str) -> None:
    _set(response, request, CSRF_COOKIE, token)


def csrf_ok(request: Request, submitted: str) -> bool:
    """Double-submit check: the form field equals the cookie (constant-time)."""
    cookie = request.cookies.get(CSRF_COOKIE, "")
    if not cookie or not submitted:
        return False
    return hmac.compare_digest(cookie.encode("utf-8"), submitted.encode("utf-8"))


def set_flash(response: Response, request: Request, flash: Flash) -> None:
    # A cookie rather than a query parameter, so a crafted link cannot put words on the page.
    raw = json.dumps({"kind": flash.kind, "text": flash.text[:MAX_FLASH_CHARS]}).encode("utf-8")
    _set(response, request, FLASH_COOKIE, base64.urlsafe_b64encode(raw).decode("ascii"), max_age=120)


def read_flash(request: Request) -> Flash | None:
    """The pending flash message, if any (clear it with `clear_flash` on the response)."""
    raw = request.cookies.get(FLASH_COOKIE)
    if not raw:
        return None
    try:
        data = json.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
    except (ValueError, UnicodeError, binascii.Error):
        return None
    if not isinstance(data, dict) or data.get("kind") not in ("ok", "error") or not isinstance(data.get("text"), str):
        return None
    return Flash(data["kind"], data["text"][:MAX_FLASH_CHARS])


def clear_flash(response: Response, request: Request) -> None:
    if FLASH_COOKIE in request.cookies:
        response.delete_cookie(FLASH_COOKIE, path="/", httponly=True, samesite="strict", secure=is_https(request))
