"""A waiting skill in detail for reviewers: its files, one file's lines, its history, diffs between revisions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query, Request

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import REVIEW
from skillkeeper.errors import InvalidInput, NotFound
from skillkeeper.keeper.detail import ReviewDetail
from skillkeeper.review.detail import NoSuchFile
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES, ApiError
from skillkeeper.web.routes._common import keeper, not_found

router = APIRouter(prefix="/api/v1", tags=["review"], responses=ERROR_RESPONSES)

Slug = Annotated[str, Path(min_length=1, max_length=64, description="The skill's name")]
Reviewer = Annotated[Caller, Depends(require(REVIEW))]
Revision = Annotated[
    str | None,
    Query(max_length=80, description="A content hash or revision number (default: the revision waiting for review)"),
]


def _read(request: Request, slug: str, auth: Caller, verb: Callable[[ReviewDetail], dict[str, Any]]) -> dict[str, Any]:
    try:
        return verb(keeper(request).review(auth.actor()))
    except InvalidInput as exc:
        raise ApiError(422, "invalid_request", exc.message) from None
    except NoSuchFile as exc:
        raise ApiError(404, "not_found", exc.message) from None
    except NotFound:
        raise not_found(slug) from None  # one answer for another tenant's skill and a missing one


@router.get("/skills-inbox/{slug}/files", summary="The files of a revision, with findings per file (reviewers)")
def files(request: Request, slug: Slug, auth: Reviewer, revision: Revision = None) -> dict[str, Any]:
    return _read(request, slug, auth, lambda r: r.files(slug, revision))


@router.get("/skills-inbox/{slug}/files/{path:path}", summary="One file as numbered lines, with its findings")
def file(
    request: Request,
    slug: Slug,
    path: Annotated[str, Path(max_length=1024)],
    auth: Reviewer,
    revision: Revision = None,
) -> dict[str, Any]:
    return _read(request, slug, auth, lambda r: r.file(slug, path, revision))


@router.get("/skills-inbox/{slug}/history", summary="Revisions and decisions of a skill, oldest event first")
def history(request: Request, slug: Slug, auth: Reviewer) -> dict[str, Any]:
    return _read(request, slug, auth, lambda r: r.timeline(slug))


@router.get("/skills-inbox/{slug}/diff", summary="Per-file unified diffs between two revisions")
def diff(
    request: Request,
    slug: Slug,
    auth: Reviewer,
    from_: Annotated[
        str | None, Query(alias="from", max_length=80, description="Default: the revision before `to`")
    ] = None,
    to: Annotated[str | None, Query(max_length=80, description="Default: the revision waiting for review")] = None,
) -> dict[str, Any]:
    return _read(request, slug, auth, lambda r: r.diff(slug, from_, to))
