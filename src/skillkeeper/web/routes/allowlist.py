"""The tenant's scan allow-list (admins): rule code + path glob + reason, audited."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Request
from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import ADMIN, REVIEW
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES
from skillkeeper.web.routes._common import keeper

router = APIRouter(prefix="/api/v1", tags=["admin"], responses=ERROR_RESPONSES)


class AllowIn(BaseModel):
    """Findings of `code` in files matching `path_glob` are set aside on every write of this tenant."""

    model_config = ConfigDict(extra="forbid")

    code: str = Field(min_length=1, max_length=64, examples=["SK-SELF-GLOBAL-CONFIG"])
    path_glob: str = Field(default="*", min_length=1, max_length=256, examples=["scripts/*.sh"])
    reason: str = Field(min_length=1, max_length=2000)


@router.get("/scan-allowlist", summary="The tenant's scan allow-list")
def list_allowlist(request: Request, auth: Annotated[Caller, Depends(require(REVIEW))]) -> dict[str, Any]:
    return {"tenant": auth.tenant, "entries": keeper(request).allowlist(auth.actor()).entries()}


@router.post("/scan-allowlist", status_code=201, summary="Allow-list a recurring false positive (admins)")
def add_allowlist(request: Request, body: AllowIn, auth: Annotated[Caller, Depends(require(ADMIN))]) -> dict[str, Any]:
    return keeper(request).allowlist(auth.actor()).add(body.code, body.path_glob, body.reason)


@router.delete("/scan-allowlist/{entry_id}", summary="Remove an allow-list entry (admins)")
def remove_allowlist(
    request: Request, entry_id: Annotated[int, Path(ge=1)], auth: Annotated[Caller, Depends(require(ADMIN))]
) -> dict[str, Any]:
    return keeper(request).allowlist(auth.actor()).remove(entry_id)
