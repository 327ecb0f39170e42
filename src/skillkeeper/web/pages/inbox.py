"""The inbox list page: filters, pages, checkboxes, "select all matching" and bulk actions.

An adapter of `keeper.review`. Pages run no scripts, so "select all matching" is a checkbox of
the bulk form: the server re-runs the filter and refuses any skill whose waiting revision was
written after the reviewer's page was listed (`seen_at`), so nothing unseen is decided on.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from skillkeeper.errors import SkillkeeperError
from skillkeeper.keeper.review import BulkItem, InboxFilter
from skillkeeper.review.states import ACTIONS, Status
from skillkeeper.web.pages.detail import panel
from skillkeeper.web.pages.render import page
from skillkeeper.web.pages.routes import (
    MAX_NAME,
    TAB_ACTIONS,
    _keeper,
    _login,
    _redirect,
    _root,
    _who,
    card_actions,
    form_guard,
)
from skillkeeper.web.pages.session import (
    Flash,
    clear_flash,
    current_reviewer,
    end_session,
    read_flash,
    safe_next,
)

router = APIRouter(include_in_schema=False)

TABS = (Status.STAGED, Status.QUARANTINED, Status.CANDIDATE)
PAGE_SIZE = 25
FILTERS = ("verdict", "code", "source", "author", "tag", "q")
SORTS = ("newest", "oldest", "severe")
MAX_FILTER = 200


def _filters(values: dict[str, str]) -> dict[str, str]:
    return {k: values[k].strip()[:MAX_FILTER] for k in FILTERS if values.get(k, "").strip()}


def _inbox_filter(tab: str, chosen: dict[str, str]) -> InboxFilter:
    return InboxFilter(
        tab,
        chosen.get("verdict"),
        chosen.get("code"),
        chosen.get("source"),
        chosen.get("author"),
        chosen.get("tag"),
        chosen.get("q"),
    )


def _query(tab: str, chosen: dict[str, str], sort: str, **extra: str) -> str:
    params = {"tab": tab, **chosen, **({"sort": sort} if sort != "newest" else {}), **extra}
    return urlencode({k: v for k, v in params.items() if v and not (k == "tab" and v == Status.STAGED)})


@router.get("/inbox")
def inbox(
    request: Request,
    tab: str = Status.STAGED.value,
    sort: str = "newest",
    cursor: str = "",
    asked: Annotated[str, Query(alias="next")] = "",
) -> Response:
    """The sign-in form (back to `next` once signed in), or the reviewer's inbox: one tab, filtered, paged."""
    keeper = _keeper(request)
    signed = current_reviewer(request, keeper)
    flash = read_flash(request)
    if signed.caller is None:
        response = _login(request, signed.problem, 200, flash, safe_next(asked, _root(request)))
        if signed.problem:
            end_session(response, request)
        return response
    caller = signed.caller
    shown = tab if tab in TABS else Status.STAGED
    sort = sort if sort in SORTS else "newest"
    chosen = _filters(dict(request.query_params))
    review = keeper.review(caller.actor())
    seen_at = datetime.now(UTC)
    try:
        listing = review.inbox(_inbox_filter(shown, chosen), sort=sort, cursor=cursor or None, limit=PAGE_SIZE)
    except SkillkeeperError as exc:
        flash = Flash("error", exc.message)
        listing = review.inbox(_inbox_filter(shown, {}), limit=PAGE_SIZE)
        chosen = {}
    counts = {
        t: (listing.total if t == shown and not chosen else review.inbox(InboxFilter(t), limit=1).total) for t in TABS
    }
    cards = [c.to_dict() for c in listing.items]
    root = _root(request)
    response = page(
        request,
        "inbox.html",
        {
            "root": root,
            "who": _who(caller),
            "flash": flash,
            "tab": shown,
            "cards": cards,
            "counts": counts,
            "total": listing.total,
            "filters": chosen,
            "sort": sort,
            "sorts": SORTS,
            "paged": bool(cursor),
            "first_page": f"{root}/inbox?{_query(shown, chosen, sort)}",
            "next_page": f"{root}/inbox?{_query(shown, chosen, sort, cursor=listing.next_cursor)}"
            if listing.next_cursor
            else None,
            "seen_at": seen_at.isoformat(),
            "bulk_actions": TAB_ACTIONS[shown],
            "actions": {c["name"]: card_actions(c, shown) for c in cards},
            "figures": panel(review),  # inbox_figures.html
            "second_reviewer": keeper.tenants.settings(caller.own_tenant_id).require_second_reviewer,
        },
    )
    clear_flash(response, request)
    return response


@router.post("/inbox/_bulk")
async def bulk(request: Request) -> Response:
    """Apply one action to the checked skills, or to every skill matching the filter; show each outcome."""
    form = await request.form()
    csrf, action, reason = str(form.get("csrf", "")), str(form.get("action", "")), str(form.get("reason", ""))
    tab = str(form.get("tab", ""))
    tab = tab if tab in TABS else Status.STAGED
    guarded = form_guard(request, csrf, reason, tab)
    if isinstance(guarded, Response):
        return guarded
    caller, reason = guarded
    if action not in TAB_ACTIONS[tab] or action not in ACTIONS:
        return _redirect(request, tab, Flash("error", "choose an action for the selected skills"))
    review = _keeper(request).review(caller.actor())
    try:
        if form.get("select_all"):
            chosen = _filters({k: str(form.get(k, "")) for k in FILTERS})
            try:
                seen_at = datetime.fromisoformat(str(form.get("seen_at", "")))
            except ValueError:
                return _redirect(
                    request, tab, Flash("error", "this form does not say when you listed the inbox; reload")
                )
            results = review.bulk_matching(action, reason or None, _inbox_filter(tab, chosen), seen_at)
        else:
            items = []
            for value in form.getlist("item"):
                name, _, content_hash = str(value).partition(" ")
                if name and len(name) <= MAX_NAME:
                    items.append(BulkItem(name, content_hash or None))
            if not items:
                return _redirect(request, tab, Flash("error", "tick the skills to act on, or select all matching"))
            results = review.bulk(action, reason or None, items)
    except SkillkeeperError as exc:
        return _redirect(request, tab, Flash("error", exc.message))
    done = sum(r.ok for r in results)
    return page(
        request,
        "bulk.html",
        {
            "root": _root(request),
            "who": _who(caller),
            "action": action,
            "tab": tab,
            "results": [r.to_dict() | {"ok": r.ok} for r in results],
            "applied": done,
            "failed": len(results) - done,
        },
    )


__all__ = ["router"]
