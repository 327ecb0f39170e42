"""Skill API: list/search, write, read, update, delete, history."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Path, Query, Request, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field, ValidationError
from starlette.concurrency import run_in_threadpool

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import REVIEW, WRITE
from skillkeeper.errors import InvalidInput, InvalidSkill, NotFound
from skillkeeper.keeper.admin import skill_history as history_of
from skillkeeper.keeper.records import file_json
from skillkeeper.review.states import Status
from skillkeeper.skill.archive import skill_from_zip
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.web.auth import Reader, require
from skillkeeper.web.errors import ERROR_RESPONSES, ApiError
from skillkeeper.web.routes._common import answer, inline_schema, keeper, not_found, not_found_to_update
from skillkeeper.web.upload import SkillWrite

router = APIRouter(prefix="/api/v1", tags=["skills"], responses=ERROR_RESPONSES)

Slug = Annotated[str, Path(min_length=1, max_length=64, description="The skill's name")]
Writer = Annotated[Caller, Depends(require(WRITE))]
Reviewer = Annotated[Caller, Depends(require(REVIEW))]
# What an update's body files become (Catalog.edit_bundle: absent keeps, [] drops).
Edit = Callable[[list[BundleFile] | None], list[BundleFile]]

_WRITE_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "application/json": {"schema": inline_schema(SkillWrite)},
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {
                        "file": {"type": "string", "format": "binary", "description": "A zip of the skill folder"},
                        "source": {"type": "string", "enum": ["agent", "manual", "forge", "node"]},
                        "status": {"type": "string"},
                    },
                }
            },
        },
    }
}


@router.get("/skills", summary="List or search the skills this caller may see")
async def list_skills(
    request: Request,
    auth: Reader,
    q: Annotated[str | None, Query(max_length=500, description="Search query")] = None,
    tag: Annotated[str | None, Query(max_length=64)] = None,
    kind: Literal["knowledge", "flow_template"] | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: Annotated[str | None, Query(max_length=400)] = None,
    status: Annotated[str | None, Query(max_length=32, description="Only `active` is served here")] = None,
) -> Any:
    if status is not None and status != Status.ACTIVE:
        # Silently ignoring it would show active skills to someone who asked for staged ones.
        raise ApiError(
            422,
            "invalid_request",
            f"status={status} is not served here: agent reads list "
            "active skills only; reviewers find waiting skills at GET /api/v1/skills-inbox",
        )
    catalog = keeper(request).catalog(auth)

    def build() -> dict[str, Any]:
        if q:
            hits = catalog.search(q, limit=limit, tag=tag, kind=kind)
            return {"skills": [h.card.card() for h in hits], "next_cursor": None}
        try:
            page = catalog.list(cursor=cursor, limit=limit, tag=tag, kind=kind)
        except InvalidInput as exc:
            raise ApiError(422, "invalid_request", exc.message) from None
        return {"skills": [v.card() for v in page.items], "next_cursor": page.next_cursor}

    return await answer(request, auth, ("list", q, tag, kind, limit, cursor), build)


# Said with every malformed JSON write: pydantic's "Input should be a valid array" names no shape.
_BODY_SHAPE = (
    'send {"skill_md": "---\\nname: ...", "files": [{"path": "scripts/x.py", "content": "...", '
    '"encoding": "utf-8" or "base64", "executable": false}]} (files optional; /docs has the schema)'
)


async def _read_write_body(request: Request, edit: Edit | None = None) -> tuple[Skill, str, str | None]:
    """The skill, source and status of a JSON or zip write; raises InvalidSkill / ApiError (and what `edit` raises).

    A JSON body's `node_id` is left in `request.state.node_id`; `edit` makes its files an update's
    bundle (a zip is the whole folder: it always replaces).
    """
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype == "application/json":
        raw = await request.body()
        try:
            body = SkillWrite.model_validate_json(raw)
        except ValidationError as exc:
            details = [{"loc": [str(p) for p in e["loc"]], "msg": e["msg"]} for e in exc.errors()]
            where = ".".join(details[0]["loc"]) or "body"
            raise ApiError(
                422, "invalid_request", f"{where}: {details[0]['msg']}; {_BODY_SHAPE}", details=details
            ) from None
        request.state.node_id = body.node_id if body.source == "node" else None
        return await run_in_threadpool(body.to_skill, edit), body.source, body.status
    if ctype == "multipart/form-data":
        try:
            form = await request.form(max_files=1, max_fields=8)
        except Exception:
            raise ApiError(422, "invalid_request", "the multipart body cannot be parsed") from None
        try:
            upload = form.get("file")
            if upload is None or isinstance(upload, str):
                raise ApiError(422, "invalid_request", "send the zip of the skill folder in the form field `file`")
            data = await upload.read()
            source = form.get("source") or "agent"
            status = form.get("status") or None
        finally:
            await form.close()
        if not isinstance(source, str) or not isinstance(status, str | None):
            raise ApiError(422, "invalid_request", "source and status are plain form fields")
        if source not in ("agent", "manual", "forge", "node"):
            raise ApiError(422, "invalid_request", "source: use agent, manual, forge or node")
        return await run_in_threadpool(skill_from_zip, data), source, status
    if ctype in ("application/zip", "application/x-zip-compressed"):
        data = await request.body()
        return await run_in_threadpool(skill_from_zip, data), "agent", None
    raise ApiError(415, "unsupported_media_type", "send application/json or a multipart/form-data zip upload")


class WriteAnswer(BaseModel):
    """What a write did: where the revision landed and whether it made a new skill."""

    name: str
    status: str = Field(
        description="staged, quarantined or active (approved, or serving while its edit waits: see pending_review)"
    )
    content_hash: str
    verdict: str = Field(description="The scan verdict: clean, warn or quarantined")
    pending_review: bool = Field(description="True while a reviewer has yet to decide on this revision")
    created: bool = Field(
        description="True when this write made a new skill, false when it updated one this caller can see "
        "(without skills:review, a write over a hidden skill answers exactly as for a new name)"
    )
    unchanged: bool = Field(description="True when the content equals the current revision (nothing new written)")
    withdrawn_edit: int | None = Field(
        default=None,
        description="The number of the edit that waited for review and that this write withdrew: it wrote the "
        "served revision again, so the edit left the inbox (unchanged is true); null otherwise",
    )
    findings: list[dict[str, Any]]
    warnings: list[dict[str, Any]]


def _written(request: Request, result: Any) -> dict[str, Any]:
    request.app.state.metrics.verdicts.labels(result.verdict).inc()
    out: dict[str, Any] = result.to_dict()
    return out


@router.post(
    "/skills",
    status_code=201,
    summary="Write a skill through validation, scan and review: 201 made a new one, 200 updated one",
    openapi_extra=_WRITE_BODY,
    response_model=WriteAnswer,
    responses={
        200: {"model": WriteAnswer, "description": "An existing skill was updated (`created` is false)"},
        201: {"description": "A new skill was made (`created` is true)"},
    },
)
async def create_skill(request: Request, response: Response, auth: Writer) -> dict[str, Any]:
    skill, source, status = await _read_write_body(request)
    k = keeper(request)
    node_id = getattr(request.state, "node_id", None)
    result = await run_in_threadpool(
        lambda: k.lifecycle.write(auth.actor(), skill, source=source, status=status, node_id=node_id)
    )
    if not result.created:
        response.status_code = 200
    return _written(request, result)


@router.get("/skills/{slug}", summary="Read a skill this caller may see")
async def get_skill(request: Request, slug: Slug, auth: Reader) -> Any:
    def build() -> dict[str, Any]:
        try:
            view = keeper(request).catalog(auth).get(slug)
        except NotFound:
            raise not_found(slug) from None
        return {
            **view.card(),
            "skill_md": view.skill_md,
            "frontmatter": view.frontmatter,
            "files": [
                {"path": f.path, "size": f.size, "sha256": f.sha256, "executable": f.executable} for f in view.files
            ],
        }

    return await answer(request, auth, ("get", slug), build)


@router.get("/skills/{slug}/files/{path:path}", summary="Read one bundled file of a visible skill")
def get_skill_file(request: Request, slug: Slug, path: str, auth: Reader) -> dict[str, Any]:
    try:
        found = keeper(request).catalog(auth).read_file(slug, path)
    except NotFound:
        raise not_found(slug) from None
    if found is None:
        raise ApiError(404, "not_found", f"file {path!r} not found in skill {slug!r}")
    return file_json(found)


@router.put(
    "/skills/{slug}",
    summary="Update a skill this caller may see (a new revision, reviewed again)",
    description="A JSON body without `files` keeps the skill's current bundled files (those of the revision "
    "this caller reads), so an edit of SKILL.md alone loses none; `files: []` drops them all, and a zip "
    "upload is the whole folder.",
    openapi_extra=_WRITE_BODY,
    response_model=WriteAnswer,
)
async def update_skill(request: Request, slug: Slug, auth: Writer) -> dict[str, Any]:
    k = keeper(request)
    try:
        skill, source, status = await _read_write_body(request, partial(k.catalog(auth).edit_bundle, slug))
        if skill.name != slug:
            raise InvalidSkill(
                f"the name in SKILL.md ({skill.name!r}) differs from the URL ({slug!r}); they must match"
            )
        result = await run_in_threadpool(
            lambda: k.lifecycle.write(auth.actor(), skill, source=source, status=status, mode="update")
        )
    except NotFound:
        raise not_found_to_update(slug) from None
    return _written(request, result)


@router.delete(
    "/skills/{slug}",
    status_code=204,
    response_class=Response,
    summary="Delete a skill this caller may see (a writer's delete of an active one waits)",
    responses={
        202: {
            "description": (
                "The deletion of an active skill is proposed: the skill keeps serving until a reviewer "
                "approves it in the inbox. Body: {name, deleted: false, pending_review: true}"
            )
        }
    },
)
def delete_skill(request: Request, slug: Slug, auth: Writer) -> Response:
    try:
        result = keeper(request).lifecycle.delete(auth.actor(), slug)
    except NotFound:
        raise not_found(slug) from None
    if result.pending_review:
        return JSONResponse(result.to_dict(), status_code=202)
    return Response(status_code=204)


@router.get("/skills/{slug}/history", summary="Revisions and audit events of a skill of this tenant (reviewers)")
def skill_history(request: Request, slug: Slug, auth: Reviewer) -> dict[str, Any]:
    found = history_of(keeper(request), auth.own_tenant_id, slug)
    if found is None:
        raise not_found(slug)
    return found
