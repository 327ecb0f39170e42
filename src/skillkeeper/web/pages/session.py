"""Browser sessions for the inbox pages: a server-side session, CSRF bound to it, one-shot flashes.

The session cookie holds an opaque random id (HttpOnly, SameSite=Strict, Secure on https); the
database maps its hash to the token the reviewer signed in with, which is re-checked on every
request, so a revoked token or a narrowed mandate takes effect at once (see access/sessions.py).
Every form carries a CSRF token that is an HMAC of the session id (or, before sign-in, of a
random nonce) under a key kept in the database, and every state change must also come from this
origin (`Origin` / `Sec-Fetch-Site`, else `Referer`): a page on another port of the same host can plant cookies,
but it can neither compute the HMAC nor send our Origin. The REST API never reads these cookies.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Literal
from urllib.parse import quote, urlsplit

from fastapi import Request, Response

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import REVIEW
from skillkeeper.access.tokens import InvalidToken
from skillkeeper.errors import mint_command, mint_hint
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings

SESSION_COOKIE = "skillkeeper_session"
CSRF_COOKIE = "skillkeeper_csrf"  # the pre-sign-in nonce the login form's token is bound to
FLASH_COOKIE = "skillkeeper_flash"
CSRF_FIELD = "csrf"
CSRF_KEY = "csrf"
MAX_TOKEN_CHARS = 512
MAX_FLASH_CHARS = 600
MAX_KEPT_NAME = 64
# Browsers drop a cookie over 4096 bytes (name, value and attributes); a kept reason must fit.
MAX_FLASH_COOKIE = 3900
NOT_KEPT = " (your reason was too long to keep here; type it again)"
MAX_NEXT_CHARS = 1024


@dataclass(frozen=True)
class Flash:
    """A one-line result shown once on the next page; a refused decision keeps the reason typed for `skill`."""

    kind: Literal["ok", "error"]
    text: str
    skill: str | None = None
    reason: str | None = None


@dataclass(frozen=True)
class SignIn:
    """The outcome of checking a token: the caller when it may review, else why not."""

    caller: Caller | None
    problem: str | None = None
    status: int = 200


def _keeper(request: Request) -> Keeper:
    keeper: Keeper = request.app.state.keeper
    return keeper


def _public_url(request: Request) -> str:
    return str(getattr(request.app.state, "public_url", "") or "")


def is_https(request: Request) -> bool:
    return request.url.scheme == "https" or _public_url(request).startswith("https://")


def _set(
    response: Response, request: Request, name: str, value: str, *, max_age: int | None = None, path: str = "/"
) -> None:
    response.set_cookie(
        name, value, max_age=max_age, path=path, httponly=True, samesite="strict", secure=is_https(request)
    )


def check_token(keeper: Keeper, token: str) -> SignIn:
    """Whether `token` belongs to a caller who may use the inbox (skills:review in its effective scopes)."""
    token = token.strip()
    if not token or len(token) > MAX_TOKEN_CHARS:
        return SignIn(None, "that token is not valid (unknown, expired or revoked); paste a skillkeeper token", 401)
    try:
        caller = keeper.tokens.authenticate(token)
    except InvalidToken:
        return SignIn(
            None,
            "that token is not valid (unknown, expired or revoked); "
            f"an admin creates one with {mint_hint('skills:read,' + REVIEW, principal='YOU')}",
            401,
        )
    return _may_review(caller)


def _may_review(caller: Caller) -> SignIn:
    if REVIEW not in caller.scopes:
        return SignIn(
            None,
            f"this token may not review skills (it lacks the {REVIEW} scope), so it cannot use the inbox; sign in "
            f"with a reviewer's own token, which an admin issues with "
            # YOU, not this token's principal: an agent's mandate would refuse skills:review.
            f"`{mint_command('skills:read,' + REVIEW, tenant=caller.tenant, principal='YOU')}`",
            403,
        )
    return SignIn(caller)


def current_reviewer(request: Request, keeper: Keeper) -> SignIn:
    """The signed-in reviewer, re-checked on every request; no caller and no problem when never signed in."""
    session_id = request.cookies.get(SESSION_COOKIE)
    if not session_id:
        return SignIn(None)
    caller = keeper.sessions.caller(session_id)
    result = _may_review(caller) if caller is not None else SignIn(None, status=401)
    if result.caller is None:
        return SignIn(
            None,
            "your session ended (signed out, expired, or the token is no longer valid for the inbox); sign in again",
            result.status,
        )
    request.state.tenant = result.caller.tenant
    request.state.principal = result.caller.principal
    request.state.web_session = session_id
    return result


def start_session(response: Response, request: Request, caller: Caller) -> None:
    """Open a server-side session for `caller` (signed in with a token) and set its cookie."""
    if caller.token_id is None:
        raise InvalidToken("a session needs the token it was opened with")
    hours = request.app.state.settings.session_hours
    session_id = _keeper(request).sessions.open(caller.token_id, timedelta(hours=hours))
    _set(response, request, SESSION_COOKIE, session_id)
    request.state.web_session = session_id


def end_session(response: Response, request: Request) -> None:
    """Forget the session server-side (so a copied cookie is worthless) and clear the cookie."""
    session_id = request.cookies.get(SESSION_COOKIE)
    if session_id:
        _keeper(request).sessions.close(session_id)
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="strict", secure=is_https(request))


def _key(request: Request) -> bytes:
    return _keeper(request).sessions.secret(CSRF_KEY)


def _sign(request: Request, purpose: str, value: str) -> str:
    mac = hmac.new(_key(request), f"{purpose}:{value}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).decode("ascii").rstrip("=")


def _nonce(request: Request) -> str | None:
    existing = request.cookies.get(CSRF_COOKIE, "")
    return existing if 32 <= len(existing) <= 128 and existing.isascii() else None


def csrf_token(request: Request) -> tuple[str, str | None]:
    """The CSRF token for this page's forms, and a new sign-in nonce to set as a cookie (or None).

    Signed in: bound to the session. Not yet: bound to a random nonce kept in a cookie.
    """
    session_id = getattr(request.state, "web_session", None)
    if session_id:
        return _sign(request, "session", session_id), None
    nonce = _nonce(request)
    fresh = None if nonce else secrets.token_urlsafe(32)
    return _sign(request, "login", nonce or fresh or ""), fresh


def remember_csrf(response: Response, request: Request, nonce: str) -> None:
    _set(response, request, CSRF_COOKIE, nonce)


def _allowed_origins(request: Request) -> set[str]:
    split = urlsplit(_public_url(request))
    allowed = {f"{split.scheme}://{split.netloc}".lower()}
    host = request.headers.get("host", "").lower()

    settings: Settings = request.app.state.settings
    accepted = settings.mcp_allowed_hosts()
    if host and (host in accepted or any(h.endswith(":*") and host.startswith(h[:-1]) for h in accepted)):
        allowed.add(f"{request.url.scheme}://{host}")  # this very origin, reached by a name we serve
    return allowed


def _origin_of(url: str) -> str:
    split = urlsplit(url)
    return f"{split.scheme}://{split.netloc}".lower()


def origin_refusal(request: Request) -> str | None:
    """Why a state change is not known to come from a page of this site: "none" when no header says where
    it came from, else the foreign origin; None when Origin, Sec-Fetch-Site or Referer vouch for this site.
    """
    fetch_site = request.headers.get("sec-fetch-site")
    origin = request.headers.get("origin")
    if fetch_site is not None and fetch_site.lower() not in ("same-origin", "none"):
        return f"Sec-Fetch-Site: {fetch_site}"
    if origin is None and fetch_site is None:
        # No current browser form of ours omits both, but a Referer of this origin is as good as an Origin
        # (no page can forge either): curl -e, or a proxy that strips Origin only.
        referer = request.headers.get("referer")
        if not referer:
            return "none"
        return None if _origin_of(referer) in _allowed_origins(request) else _origin_of(referer)
    if origin is None or (origin == "null" and (fetch_site or "").lower() == "same-origin"):
        # Our pages send `Referrer-Policy: no-referrer`, so a browser's same-origin form carries
        # `Origin: null`; Sec-Fetch-Site (which no page can forge) has already vouched for it.
        return None
    return None if origin.lower() in _allowed_origins(request) else origin


def form_refusal(
    request: Request,
    submitted: str,
    purpose: Literal["session", "login"] = "session",
    *,
    page: str = "/inbox",
    then: str = "try again",
) -> str | None:
    """Why a form is refused, in one line naming `page` to send it from; None when it comes from this site
    and its token is the HMAC of this browser's session (or sign-in nonce)."""
    url = _public_url(request).rstrip("/") + page  # the configured URL, never the forgeable Host header
    foreign = origin_refusal(request)
    if foreign == "none":
        return (
            "this form must be sent from the page it came from, and no Origin or Referer header says where it "
            f"came from (curl, or a proxy that strips them): open {url} in a browser and {then} there"
        )
    if foreign is not None:
        return f"this form came from another site ({foreign[:100]}), not from {url}: open {url} and {then} there"
    bound = request.cookies.get(SESSION_COOKIE) if purpose == "session" else _nonce(request)
    if (
        not submitted
        or len(submitted) > 128
        or not bound
        or len(bound) > 128
        or not hmac.compare_digest(_sign(request, purpose, bound).encode(), submitted.encode("utf-8", "replace"))
    ):
        return f"this form expired, or came without the cookie its page set: reload {url} and {then}"
    return None


def _kept_mac(request: Request, skill: str, reason: str) -> str:
    """Binds a kept reason to this browser's session: a cookie planted from another port cannot fill the form."""
    return _sign(request, "kept-reason", json.dumps([request.cookies.get(SESSION_COOKIE, ""), skill, reason]))


def _encoded(request: Request, flash: Flash) -> str:
    data = {"kind": flash.kind, "text": flash.text[:MAX_FLASH_CHARS]}
    if flash.skill and flash.reason:
        skill = flash.skill[:MAX_KEPT_NAME]
        data |= {"skill": skill, "reason": flash.reason, "mac": _kept_mac(request, skill, flash.reason)}
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    return base64.urlsafe_b64encode(raw).decode("ascii")


def set_flash(response: Response, request: Request, flash: Flash) -> None:
    # A cookie rather than a query parameter, so a crafted link cannot put words on the page,
    # and a kept reason is in no URL (request logs, history).
    value = _encoded(request, flash)
    if len(value) > MAX_FLASH_COOKIE:  # a reason too long for a cookie: show the message, say it is not kept
        value = _encoded(request, Flash(flash.kind, f"{flash.text[: MAX_FLASH_CHARS - len(NOT_KEPT)]}{NOT_KEPT}"))
    _set(response, request, FLASH_COOKIE, value, max_age=120)


def read_flash(request: Request) -> Flash | None:
    """The pending flash message, if any (clear it with `clear_flash` on the response)."""
    raw = request.cookies.get(FLASH_COOKIE)
    if not raw:
        return None
    try:
        data = json.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
    except (ValueError, UnicodeError, binascii.Error, RecursionError):  # planted cookies are anything
        return None
    if not isinstance(data, dict) or data.get("kind") not in ("ok", "error") or not isinstance(data.get("text"), str):
        return None
    skill, reason, mac = data.get("skill"), data.get("reason"), data.get("mac")
    if not (isinstance(skill, str) and isinstance(reason, str) and isinstance(mac, str)) or not hmac.compare_digest(
        mac.encode("utf-8", "replace"), _kept_mac(request, skill, reason).encode()
    ):
        skill = reason = None
    return Flash(data["kind"], data["text"][:MAX_FLASH_CHARS], skill, reason)


def clear_flash(response: Response, request: Request) -> None:
    if FLASH_COOKIE in request.cookies:
        response.delete_cookie(FLASH_COOKIE, path="/", httponly=True, samesite="strict", secure=is_https(request))


def sign_in_url(request: Request, root: str) -> str:
    """The sign-in page, remembering this page (path and query) to come back to once signed in."""
    here = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    return f"{root}/inbox?next={quote(here, safe='')}"


def safe_next(value: str, root: str) -> str | None:
    """`value` when it is a page of this inbox to go back to after sign-in, else None (no open redirect)."""
    if not value or len(value) > MAX_NEXT_CHARS or not value.isprintable() or "\\" in value:
        return None
    split = urlsplit(value)
    inside = split.path == f"{root}/inbox" or split.path.startswith(f"{root}/inbox/")
    return value if inside and not split.scheme and not split.netloc and not value.startswith("//") else None
