"""Push endpoint: what a node of this tenant may install (fail closed, ETag / If-None-Match)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Annotated

from fastapi import APIRouter, Body, Depends, Header, Request, Response
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import FLEET_REPORT
from skillkeeper.deliver.installable import (
    PayloadCache,
    body_chunks,
    body_key,
    bucket_digests,
    changed_since,
    etag_matches,
    gzip_chunks,
    in_buckets,
)
from skillkeeper.errors import SkillkeeperError, Unavailable
from skillkeeper.node.buckets import MAX_BITS
from skillkeeper.web.auth import require
from skillkeeper.web.errors import ERROR_RESPONSES
from skillkeeper.web.routes._common import keeper

router = APIRouter(prefix="/api/v1", tags=["fleet"], responses=ERROR_RESPONSES)
log = logging.getLogger("skillkeeper.web")

# Bodies listing more skills than this are streamed rather than built in memory (a first sync).
STREAM_OVER = 1000
# A streamed body is kept in the payload cache once sent when it is at most this large (gzip, mostly).
KEEP_STREAMED = 32 * 1024 * 1024


class BucketsIn(BaseModel):
    """Which buckets a `have` covers: the node's answer to the digests of a need_have reply."""

    model_config = ConfigDict(extra="ignore")

    bits: int = Field(ge=0, le=MAX_BITS)
    only: list[int] = Field(max_length=1 << MAX_BITS, description="buckets whose digests differed")
    etag: str = Field(max_length=1024, description="the ETag the digests came with")


class InstallableIn(BaseModel):
    """The pull request: which node asks and, optionally, what it already holds (never a filter)."""

    model_config = ConfigDict(extra="ignore")

    node_id: str | None = Field(default=None, max_length=256)
    delta: bool = Field(
        default=False,
        description="the node can take a delta: when the set moved and `have` is absent, the answer is "
        '`{"need_have": true}` and the node asks again with `have` (a poll stays small)',
    )
    have: dict[str, str] | None = Field(
        default=None,
        max_length=100_000,
        description="{name: content_hash} the node holds; the answer then carries only what changed "
        "and `remove` (a delta, see docs/wire.md)",
    )
    buckets: BucketsIn | None = Field(
        default=None, description="`have` covers only these buckets; the delta is confined to them"
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
    catalog = keeper(request).catalog(auth)
    gzipped = "gzip" in (accept_encoding or "").lower()
    try:
        items, etag = catalog.installable()
        if etag_matches(if_none_match, etag):
            return Response(status_code=304, headers={"ETag": etag})
        tenant = auth.tenant or ""  # a token's caller always has one
        have = body.have if body is not None else None
        buckets = body.buckets if body is not None and have is not None else None
        # Bucket digests answered for another set are stale: the node must compare again.
        if (body is not None and body.delta and have is None) or (buckets is not None and buckets.etag != etag):
            asked = {"tenant": tenant, "etag": etag, "need_have": True, "buckets": bucket_digests(cache, items, etag)}
            return JSONResponse(asked, headers={"ETag": etag, "Cache-Control": "no-cache"})
        if have is not None and buckets is not None:
            items, have = in_buckets(items, have, buckets.bits, buckets.only)
        listed, remove = (items, None) if have is None else changed_since(items, have)
        key = ("gzip:" if gzipped else "") + body_key(tenant, listed, remove)
        headers = {"ETag": etag, "Cache-Control": "no-cache", "Vary": "Accept-Encoding"}
        if gzipped:
            headers["Content-Encoding"] = "gzip"

        def chunks() -> Iterator[bytes]:
            raw = body_chunks(catalog.installable_contents, tenant, listed, etag, remove=remove)
            return gzip_chunks(raw) if gzipped else raw

        content = cache.get(key)
        if content is None and len(listed) <= STREAM_OVER:
            content = cache.get_or_build(key, lambda: b"".join(chunks()))
    except SkillkeeperError:
        raise
    except Exception as exc:
        raise _closed(exc) from None
    if content is not None:
        return Response(content, media_type="application/json", headers=headers)
    # A large body (a first sync) is streamed a chunk at a time and kept once sent when small enough.
    return StreamingResponse(_teed(chunks(), cache, key), media_type="application/json", headers=headers)


def _teed(chunks: Iterator[bytes], cache: PayloadCache, key: str) -> Iterator[bytes]:
    kept: list[bytes] | None = []
    size = 0
    try:
        for chunk in chunks:
            if kept is not None:
                size += len(chunk)
                kept = kept if size <= KEEP_STREAMED else None
                if kept is not None:
                    kept.append(chunk)
            yield chunk
    except SkillkeeperError as exc:
        # Headers are gone: cutting the body short is the only way left to fail closed.
        log.warning("installable stream cut short: %s", exc.message)
        raise
    except Exception as exc:
        raise _closed(exc) from None
    if kept is not None:
        cache.put(key, b"".join(kept))


def _closed(exc: Exception) -> Unavailable:
    # Fail closed: anything unexpected while deciding the set is an outage, never a partial list.
    log.warning("installable failed closed: %s", type(exc).__name__)
    return Unavailable("the installable set cannot be computed right now; retry shortly")
