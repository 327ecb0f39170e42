"""A skill's detail page for reviewers: file tree, numbered lines with findings, history, diffs, the decision form."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import RedirectResponse, Response

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ADMIN
from skillkeeper.errors import InvalidInput, NotFound
from skillkeeper.keeper.detail import SKILL_MD
from skillkeeper.keeper.review import Review
from skillkeeper.review.figures import duration
from skillkeeper.review.states import Status
from skillkeeper.web.pages.render import acknowledgeable, page
from skillkeeper.web.pages.session import Flash, clear_flash, current_reviewer, read_flash, set_flash, sign_in_url

router = APIRouter(include_in_schema=False)

MAX_NAME = 64
MAX_PATH = 1024
MAX_REF = 80


def _root(request: Request) -> str:
    return str(request.scope.get("root_path", "")).rstrip("/")


def _who(caller: Caller) -> dict[str, Any]:
    return {"principal": caller.principal or "", "tenant": caller.tenant or "", "admin": ADMIN in caller.scopes}


def _actions(history: dict[str, Any], tree: dict[str, Any]) -> tuple[str, list[str]]:
    """The inbox tab the skill waits in and the buttons that fit ([] when nothing waits or an old revision shows)."""
    from skillkeeper.web.pages.routes import card_actions  # that module includes this one's router

    standing = history["standing"]
    tab = Status.QUARANTINED if Status.QUARANTINED in standing else Status.STAGED
    tab = Status.CANDIDATE if standing == Status.CANDIDATE else tab
    if not tree["head"] or standing in (Status.ACTIVE, Status.REJECTED, Status.DEPRECATED):
        return tab, []
    return tab, card_actions({"actions": history["actions"], "deferred": history["deferred"]}, tab)


def _flagged(view: dict[str, Any]) -> dict[int, list[dict[str, Any]]]:
    """Findings of the shown file by line number."""
    out: dict[int, list[dict[str, Any]]] = {}
    for f in view["findings"]:
        line = int((f.get("location") or {}).get("line") or 0)
        out.setdefault(line, []).append(f)
    return out


def panel(review: Review) -> dict[str, Any]:
    """The inbox page's figures panel: what waits and how long decisions take (last 30 days)."""
    figures = review.figures()
    return {**figures, "median": duration(figures["median_seconds"]), "p90": duration(figures["p90_seconds"])}


def _message(request: Request, caller: Caller, title: str, text: str, status: int) -> Response:
    context = {"root": _root(request), "title": title, "text": text, "who": _who(caller)}
    return page(request, "message.html", context, status=status)


@router.get("/inbox/{name}")
def skill_detail(
    request: Request,
    name: str,
    file: str = SKILL_MD,
    rev: str | None = None,
    from_: Annotated[str | None, Query(alias="from")] = None,
    to: str | None = None,
) -> Response:
    """A skill of the reviewer's tenant in full: files, lines, findings, history and a diff between revisions."""
    keeper = request.app.state.keeper
    signed = current_reviewer(request, keeper)
    if signed.caller is None:
        target = sign_in_url(request, _root(request))
        response = RedirectResponse(target, status_code=303, headers={"Cache-Control": "no-store"})
        set_flash(response, request, Flash("error", signed.problem or "sign in to review skills"))
        return response
    caller = signed.caller
    refs = [r[:MAX_REF] if r else None for r in (rev, from_, to)]
    try:
        read = keeper.review(caller.actor()).detail(name[: MAX_NAME + 1], file, refs[0], refs[1], refs[2])
    except InvalidInput as exc:
        return _message(request, caller, "No such revision", exc.message, 422)
    except NotFound:
        return _message(request, caller, "Not found", f"skill {name[:MAX_NAME]!r} not found in your tenant", 404)
    tree, view, history, changes, shown = read.tree, read.view, read.timeline, read.changes, read.shown
    tab, actions = _actions(history, tree)
    # What the transition table allows (approve included), only while the waiting revision shows.
    allowed = history["actions"] if actions else []
    waiting = {"actions": allowed, "status": history["status"], "findings": tree["findings"]}
    written = next((r for r in history["revisions"] if r["revision"] == tree["revision"]), None)
    shown_page = page(
        request,
        "detail.html",
        {
            "flash": read_flash(request),  # a refused decision taken on this page
            "root": _root(request),
            "who": _who(caller),
            "name": tree["name"],
            "tree": tree,
            "view": view,
            "flagged": _flagged(view),
            "missing_file": file[:MAX_PATH] if file != shown else None,
            "history": history,
            "changes": changes,
            "rev_param": refs[0] if not tree["head"] else None,
            "tab": tab,
            "actions": actions,
            "codes": acknowledgeable(waiting),
            "written": written,
        },
    )
    clear_flash(shown_page, request)
    return shown_page


__all__ = ["panel", "router"]
