"""Connect an agent: an admin mints a token and sees it once, with every client's config.

The snippets are the ones `skillkeeper tokens create --connect` prints (`clients.connect`),
pointed at this server's own URL. A token may only carry scopes its issuer holds, as over REST.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Any

from fastapi import APIRouter, Form, Request
from fastapi.responses import Response

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ADMIN, ALL_SCOPES, DESCRIPTIONS, MAX_TOKEN_LIFETIME, READ, parse_scopes
from skillkeeper.clients.connect import snippets
from skillkeeper.errors import SkillkeeperError
from skillkeeper.keeper import Keeper
from skillkeeper.web.auth import base_url
from skillkeeper.web.pages.render import page
from skillkeeper.web.pages.session import current_reviewer, form_refusal, sign_in_url

router = APIRouter(include_in_schema=False)
PATH = "/inbox/_connect"  # skill names cannot start with "_", so this never shadows a skill's page
MAX_PRINCIPAL = 128


def _root(request: Request) -> str:
    return str(request.scope.get("root_path", "")).rstrip("/")


def _admin(request: Request) -> tuple[Caller | None, Response | None]:
    """The signed-in admin, or the page to show instead (sign in first, or not an admin)."""
    keeper: Keeper = request.app.state.keeper
    signed = current_reviewer(request, keeper)
    root = _root(request)
    if signed.caller is None:
        text = signed.problem or "sign in to the inbox with an admin's token first"
        link = {"href": sign_in_url(request, root), "text": "Sign in and come back here"}
        return None, page(
            request,
            "message.html",
            {"root": root, "title": "Sign in first", "text": text, "link": link},
            status=401,
        )
    caller = signed.caller
    if ADMIN not in caller.scopes:
        who = {"principal": caller.principal or "", "tenant": caller.tenant or "", "admin": False}
        return None, page(
            request,
            "message.html",
            {
                "root": root,
                "who": who,
                "title": "Admins only",
                "text": (
                    f"connecting an agent issues a token, which only an admin may do, and {who['principal'] or 'you'} "
                    f"may not (this sign-in lacks the {ADMIN} scope): an admin connects the agent, or grants it "
                    f"with `skillkeeper principals grant {who['principal'] or 'NAME'} {ADMIN} --tenant "
                    f"{who['tenant'] or 'T'}` and issues you a token that carries it"
                ),
            },
            status=403,
        )
    return caller, None


def _render(request: Request, caller: Caller, status: int, **context: Any) -> Response:
    """The connect page as `caller` (an admin) sees it, with the form or the issued token."""
    who = {"principal": caller.principal or "", "tenant": caller.tenant or "", "admin": True}
    base: dict[str, Any] = {
        "root": _root(request),
        "who": who,
        "server": base_url(request),
        "problem": None,
        "offered": [],
        "bundle": None,
    }
    return page(request, "connect.html", {**base, **context}, status=status)


def _form(
    request: Request,
    caller: Caller,
    *,
    problem: str | None = None,
    principal: str = "",
    chosen: frozenset[str] = frozenset({READ}),
    status: int = 200,
) -> Response:
    offered = [(s, DESCRIPTIONS[s], s in chosen) for s in ALL_SCOPES if s in caller.scopes]
    return _render(request, caller, status, problem=problem, principal=principal, offered=offered)


@router.get(PATH)
def connect_form(request: Request) -> Response:
    """The form: who the agent acts as, which scopes, how long."""
    caller, refused = _admin(request)
    if caller is None:
        assert refused is not None
        return refused
    return _form(request, caller)


@router.post(PATH)
def connect_mint(
    request: Request,
    principal: Annotated[str, Form()] = "",
    scopes: Annotated[list[str] | None, Form()] = None,
    expires_in_days: Annotated[str, Form()] = "",
    csrf: Annotated[str, Form()] = "",
) -> Response:
    """Mint the token and show it once with every client's config and the install command."""
    caller, refused = _admin(request)
    if caller is None:
        assert refused is not None
        return refused
    principal = principal.strip()
    try:
        wanted = parse_scopes(list(scopes or []))
    except ValueError as exc:
        return _form(request, caller, problem=str(exc), principal=principal, status=422)
    forged = form_refusal(request, csrf, page=PATH, then="create the token")
    if forged:
        return _form(request, caller, problem=forged, principal=principal, chosen=wanted, status=403)
    problem = None
    if not principal or len(principal) > MAX_PRINCIPAL:
        problem = f"name who the agent acts as (1 to {MAX_PRINCIPAL} characters), e.g. laptop-agent"
    elif not wanted:
        problem = "choose at least one scope; agents need skills:read to see skills"
    elif wanted - caller.scopes:
        problem = f"you cannot issue scopes you do not hold: {', '.join(sorted(wanted - caller.scopes))}"
    days = expires_in_days.strip()
    longest = MAX_TOKEN_LIFETIME.days
    if problem is None and days and (not days.isdigit() or not 1 <= int(days) <= longest):
        problem = f"expiry is a number of days from 1 to {longest}, or empty for none"
    if problem is not None:
        return _form(request, caller, problem=problem, principal=principal, chosen=wanted, status=422)
    keeper: Keeper = request.app.state.keeper
    try:
        issued = keeper.tokens.mint(
            caller.own_tenant_id,
            principal,
            sorted(wanted),
            timedelta(days=int(days)) if days else None,
            minted_by=caller.principal or "anonymous",
            minting_token=caller.token_id,
        )
    except (ValueError, SkillkeeperError) as exc:
        text = exc.message if isinstance(exc, SkillkeeperError) else str(exc)
        return _form(request, caller, problem=text, principal=principal, chosen=wanted, status=422)
    bundle = snippets(issued.token, base_url(request))
    return _render(request, caller, 201, principal=principal, bundle=bundle, issued=issued)
