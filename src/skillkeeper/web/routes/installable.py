"""Push endpoint: what a node of this tenant may install (fail closed, ETag / If-None-Match)."""

from __future__ import annotations

import gzip
import json
import logging
from typing import Annotated

from fastapi import APIRouter, Body, Depends, Header, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import FLEET_REPORT
from skillkeeper.deliver.installable import (
    PayloadCache,
    current,
    delta,
    delta_key,
    etag_matches,
    payload,
)
from skillkeeper.errors import SkillkeeperError, Unavailable
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES
from skillkeeper.web.routes._common import keeper

router = APIRouter(prefix="/api/v1", tags=["fleet"], responses=ERROR_RESPONSES)
log = logging.getLogger("skillkeeper.web")


class InstallableIn(BaseModel):
    """The pull request: which node asks and, optionally, what it already holds (never a filter)."""

    model_config = ConfigDict(extra="ignore")

    node_id: str | None = Field(default=None, max_length=256)
    have: dict[str, str] | None = Field(
        default=None,
        max_length=100_000,
        description="{name: content_hash} the node holds; the answer then carries only what changed "
        "and `remove` (a delta, see docs/wire.md)",
    )


@router.post(
    "/skills/installable",
    summary="Skills a node of this tenant may install, with content and digests",
    responses={
        200: {
            "description": "The installable set (see docs/wire.md)",
            "headers": {"ETag": {"schema": {"type": "string"}}},
        },
        304: {"description": "Unchanged since the ETag in If-None-Match"},
    },
    response_class=Response,
)
def installable(
    request: Request,
    auth: Annotated[Caller, Depends(require(FLEET_REPORT))],
    body: Annotated[InstallableIn | None, Body()] = None,
    if_none_match: Annotated[str | None, Header(max_length=1024)] = None,
    accept_encoding: Annotated[str | None, Header(max_length=256)] = None,
) -> Response:
    cache: PayloadCache = request.app.state.installable_cache
    try:
        with keeper(request).store.read() as conn:
            viewer = auth.viewer(conn)
            items, etag = current(conn, viewer, keeper(request).caches.installable)
            if etag_matches(if_none_match, etag):
                return Response(status_code=304, headers={"ETag": etag})
            tenant = auth.tenant or ""  # a token's caller always has one
            have = body.have if body is not None else None
            if have is None:
                key = PayloadCache.key(tenant, items)
                content = cache.get_or_build(key, lambda: _encode(payload(conn, tenant, items, etag)))
            else:
                key = delta_key(tenant, items, have)
                content = cache.get_or_build(key, lambda: _encode(delta(conn, tenant, items, etag, have)))
            gzipped = "gzip" in (accept_encoding or "").lower()
            if gzipped:
                content = cache.get_or_build("gzip:" + key, lambda: gzip.compress(content, compresslevel=6, mtime=0))
    except SkillkeeperError:
        raise
    except Exception as exc:
        # Fail closed: anything unexpected while deciding the set is an outage, never a partial list.
        log.warning("installable failed closed: %s", type(exc).__name__)
        raise Unavailable("the installable set cannot be computed right now; retry shortly") from None
    headers = {"ETag": etag, "Cache-Control": "no-cache", "Vary": "Accept-Encoding"}
    if gzipped:
        headers["Content-Encoding"] = "gzip"
    return Response(content, media_type="application/json", headers=headers)


def _encode(data: dict[str, object]) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
