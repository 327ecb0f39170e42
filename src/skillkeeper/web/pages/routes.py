"""The reviewers' web inbox: sign in with a token, review waiting skills, act on them with plain forms."""

from __future__ import annotations

import secrets
from functools import cache
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, Form, Request
from fastapi.responses import RedirectResponse, Response

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ADMIN
from skillkeeper.errors import Conflict, NotFound, SkillkeeperError, StaleReview, StillDirty
from skillkeeper.keeper import Keeper
from skillkeeper.review.states import ACTIONS, DONE, Action, Status
from skillkeeper.web.pages import detail
from skillkeeper.web.pages.render import SECURITY_HEADERS, STYLESHEET, acknowledgeable, page
from skillkeeper.web.pages.session import (
    SESSION_COOKIE,
    Flash,
    check_token,
    clear_flash,
    current_reviewer,
    end_session,
    form_refusal,
    remember_csrf,
    safe_next,
    set_flash,
    start_session,
)

router = APIRouter(include_in_schema=False)

# What each tab offers on a card, checked against the transition table (`card["actions"]`).
TAB_ACTIONS = {
    "staged": ("approve", "reject", "quarantine", "defer"),
    "quarantined": ("release", "reject"),
    "candidate": ("submit", "reject", "quarantine"),
}
PAGE_ACTIONS = tuple(a for a in ACTIONS if a != "deprecate")
MAX_CODES = 50
MAX_REASON = 2000
MAX_NAME = 64


def _keeper(request: Request) -> Keeper:
    keeper: Keeper = request.app.state.keeper
    return keeper


def _root(request: Request) -> str:
    return str(request.scope.get("root_path", "")).rstrip("/")


def _who(caller: Caller) -> dict[str, Any]:
    return {"principal": caller.principal or "", "tenant": caller.tenant or "", "admin": ADMIN in caller.scopes}


def _redirect(request: Request, tab: str = Status.STAGED, flash: Flash | None = None) -> RedirectResponse:
    target = f"{_root(request)}/inbox" + (f"?tab={tab}" if tab in (Status.QUARANTINED, Status.CANDIDATE) else "")
    response = RedirectResponse(target, status_code=303, headers={"Cache-Control": "no-store"})
    if flash is not None:
        set_flash(response, request, flash)
    return response


def _message(
    request: Request,
    title: str,
    text: str,
    status: int,
    caller: Caller | None = None,
    link: dict[str, str] | None = None,
) -> Response:
    context = {"root": _root(request), "title": title, "text": text, "who": _who(caller) if caller else None}
    return page(request, "message.html", {**context, "link": link}, status=status)


def _login(
    request: Request, problem: str | None, status: int, flash: Flash | None = None, after: str | None = None
) -> Response:
    if flash is not None and flash.text == problem:
        flash = None  # a form refused for an ended session flashes the very line the form shows
    context = {"root": _root(request), "problem": problem, "flash": flash, "next": after}
    response = page(request, "login.html", context, status=status)
    clear_flash(response, request)
    return response


def form_guard(request: Request, csrf: str, reason: str, tab: str = Status.STAGED) -> tuple[Caller, str] | Response:
    """The checks every inbox form passes before it acts: a session, its CSRF token, a reviewer, a short reason.

    Returns the signed-in reviewer and the stripped reason, or the response that refuses the form.
    """
    if not request.cookies.get(SESSION_COOKIE):  # nothing can change without a session; say why
        return _redirect(request, flash=Flash("error", "sign in to review skills"))
    refused = form_refusal(request, csrf)
    if refused:
        return _message(request, "Nothing changed", refused, 403)
    signed = current_reviewer(request, _keeper(request))
    if signed.caller is None:
        return _redirect(request, flash=Flash("error", signed.problem or "sign in to review skills"))
    reason = reason.strip()
    if len(reason) > MAX_REASON:
        return _redirect(request, tab, Flash("error", f"the reason is over {MAX_REASON} characters; shorten it"))
    return signed.caller, reason


def card_actions(card: dict[str, Any], tab: str) -> list[str]:
    """The buttons of a card: what its tab offers that the transition table allows for it."""
    offered = TAB_ACTIONS.get(tab, TAB_ACTIONS[Status.STAGED])
    allowed = [a for a in card["actions"] if a in offered and not (a == "defer" and card["deferred"])]
    return sorted(allowed, key=offered.index)


def conflict_text(exc: Conflict) -> str:
    """The one-line answer for a lost race (or a transition the skill's state no longer allows)."""
    if isinstance(exc, StillDirty) and isinstance(exc.details, dict):
        # The page's own way out, rather than the CLI command the shared message names.
        d = exc.details
        return (
            f"cannot release {d['name']!r}: the re-scan still finds {d['code']} ({d['finding']}); fix the skill and "
            "write it again (it is scanned anew), or approve it as it is, on the record, with "
            "'Acknowledge and approve' on its page (an admin: skills:admin)"
        )
    if isinstance(exc, StillDirty | StaleReview):
        return exc.message
    return f"this skill changed since the page loaded (a second click, or another reviewer); reload ({exc.message})"


def _kept(name: str, reason: str, acknowledge: list[str] | None) -> tuple[str | None, str | None]:
    """The skill and reason a refused decision keeps for its form (not an acknowledgement's: that says other things)."""
    return (name, reason) if reason and not acknowledge else (None, None)


@router.get("/", include_in_schema=False)
def root() -> RedirectResponse:
    """A browser pointed at the server lands on the inbox's sign-in page, not a JSON 404."""
    return RedirectResponse("/inbox", status_code=307, headers={"Cache-Control": "no-store"})


# Process-wide on purpose: the stylesheet ships with the package (immutable).
@cache
def _stylesheet() -> bytes:
    return STYLESHEET.read_bytes()


@router.get("/inbox/_static/inbox.css")
def stylesheet() -> Response:
    return Response(
        _stylesheet(),
        media_type="text/css",
        headers={"Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff"},
    )


@router.post("/inbox/login")
def login(
    request: Request,
    token: Annotated[str, Form()] = "",
    csrf: Annotated[str, Form()] = "",
    asked: Annotated[str, Form(alias="next")] = "",
) -> Response:
    """Check a pasted token (skills:review needed) and open a server-side session for it; go back where asked."""
    after = safe_next(asked, _root(request))
    refused = form_refusal(request, csrf, "login", then="sign in")
    if refused:
        return _login(request, refused, 403, after=after)
    result = check_token(_keeper(request), token)
    if result.caller is None:
        return _login(request, result.problem, result.status, after=after)
    caller = result.caller
    response = _redirect(request, flash=Flash("ok", f"signed in as {caller.principal} (tenant {caller.tenant})"))
    if after:
        response.headers["location"] = after  # the page the reviewer opened before signing in
    if request.cookies.get(SESSION_COOKIE):
        end_session(response, request)  # signing in again replaces the old session, never keeps two
    start_session(response, request, caller)
    # A new sign-in nonce, so a login form token seen before sign-in is worthless after it.
    remember_csrf(response, request, secrets.token_urlsafe(32))
    return response


@router.post("/inbox/logout")
def logout(request: Request, csrf: Annotated[str, Form()] = "") -> Response:
    refused = form_refusal(request, csrf, then="sign out")
    if refused:
        return _message(request, "Not signed out", refused, 403)
    response = _redirect(request, flash=Flash("ok", "signed out"))
    end_session(response, request)
    return response


@router.post("/inbox/{name}/{action}")
def act(
    request: Request,
    name: str,
    action: str,
    reason: Annotated[str, Form()] = "",
    csrf: Annotated[str, Form()] = "",
    tab: Annotated[str, Form()] = Status.STAGED.value,
    content_hash: Annotated[str, Form()] = "",
    acknowledge: Annotated[list[str] | None, Form()] = None,
    back: Annotated[str, Form()] = "",
) -> Response:
    """Apply a reviewer action from a card's form, then go back to the inbox with the outcome.

    A refusal from the skill's own page (`back=detail`) goes back to that page, to read it again.
    """
    if action not in PAGE_ACTIONS or len(name) > MAX_NAME:
        return _message(request, "Not found", "no such inbox action", 404)
    guarded = form_guard(request, csrf, reason, tab)
    if isinstance(guarded, Response):
        return guarded
    caller, reason = guarded
    if not content_hash:
        return _redirect(request, tab, Flash("error", "this form does not say which revision you read; reload"))
    try:
        codes = [c[:80] for c in (acknowledge or [])[:MAX_CODES]]
        result = _keeper(request).review(caller.actor()).act(name, action, content_hash, reason or None, codes)
    except Conflict as exc:
        flash = Flash("error", conflict_text(exc), *_kept(name, reason, acknowledge))
    except NotFound:
        return _redirect(request, tab, Flash("error", f"skill {name!r} is not in your inbox any more; reload"))
    except SkillkeeperError as exc:
        flash = Flash("error", exc.message, *_kept(name, reason, acknowledge))
    else:
        moved = (
            f"{result.from_status} → {result.to_status}"
            if result.from_status != result.to_status
            else (f"still {result.to_status}")
        )
        acked = f", acknowledging {', '.join(result.acknowledged)}" if result.acknowledged else ""
        flash = Flash("ok", f"{DONE[Action(action)]} {result.name} ({moved}){acked}")
    if back == "detail" and flash.kind == "error":
        response = RedirectResponse(
            f"{_root(request)}/inbox/{quote(name, safe='')}", status_code=303, headers={"Cache-Control": "no-store"}
        )
        set_flash(response, request, flash)
        return response
    return _redirect(request, tab, flash)


@router.get("/inbox/{name}/{rest:path}")
def not_a_page(request: Request, name: str, rest: str) -> Response:
    """A browser's GET of a form's address (a reload, a bookmark) or of no page: an HTML answer with the way on."""
    if rest in PAGE_ACTIONS and 0 < len(name) <= MAX_NAME:
        link = {"href": f"{_root(request)}/inbox/{quote(name, safe='')}", "text": f"Open {name}"}
        text = "this address only takes the buttons of a skill's page (nothing changed); open the skill, decide there"
        response = _message(request, "Use the skill's buttons", text, 405, link=link)
        response.headers["Allow"] = "POST"
        return response
    return _message(request, "Not found", "no such page; the inbox lists every skill waiting for review", 404)


router.include_router(detail.router)  # the skill detail page: files, lines, history, diffs

__all__ = ["SECURITY_HEADERS", "acknowledgeable", "card_actions", "conflict_text", "form_guard", "router"]
