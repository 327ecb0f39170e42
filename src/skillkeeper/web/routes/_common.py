"""Helpers shared by the route modules."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from fastapi import Request, Response
from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool

from skillkeeper.access.callers import Caller
from skillkeeper.keeper import Keeper
from skillkeeper.store.stamped import StampedCache
from skillkeeper.web.errors import ApiError
from skillkeeper.web.fastpath import raw_key


def keeper(request: Request) -> Keeper:
    k: Keeper = request.app.state.keeper
    return k


def not_found(name: str) -> ApiError:
    """The one not-found answer for skills, identical for hidden, foreign and missing names."""
    return ApiError(404, "not_found", f"skill {name!r} not found")


def not_found_to_update(name: str) -> ApiError:
    """PUT's not-found answer (identical for hidden, foreign and missing), naming the write that resubmits."""
    # A writer's own staged or quarantined skill is hidden from it, so PUT cannot reach it; a new
    # POST can, and is how a fixed skill goes back to review.
    return ApiError(
        404,
        "not_found",
        f"skill {name!r} not found; PUT edits a skill you can read: to resubmit one waiting for review "
        "or quarantined, or to write a new one, POST its SKILL.md to /api/v1/skills",
    )


def inline_schema(model: type[BaseModel]) -> dict[str, Any]:
    """A model's JSON Schema with its $defs inlined (for hand-written OpenAPI request bodies)."""
    schema = model.model_json_schema()
    defs = schema.pop("$defs", {})

    def resolve(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                return resolve(defs[ref.rsplit("/", 1)[-1]])
            return {k: resolve(v) for k, v in node.items()}
        if isinstance(node, list):
            return [resolve(v) for v in node]
        return node

    resolved: dict[str, Any] = resolve(schema)
    return resolved


async def answer(request: Request, caller: Caller, key: tuple[Any, ...], build: Callable[[], Any]) -> Response:
    """`build()` as a JSON response, reused for the same viewer while the request's stamp holds.

    A reused answer is sent from the event loop without a worker thread; `build` runs in one.
    Errors it raises (a not-found, say) are never cached.
    """
    cache: StampedCache[tuple[Any, ...], bytes] = request.app.state.answers
    viewer = caller.resolved_viewer
    stamp = getattr(request.state, "stamp", None) if viewer is not None else None
    full = (*key, viewer)
    body = cache.get(stamp, full)
    if body is None:
        built = await run_in_threadpool(build)
        body = cache.put(
            stamp, full, json.dumps(built, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
        )
    if viewer is not None and request.method == "GET":
        # The same bytes for the same raw request and viewer: later ones skip the framework.
        request.app.state.raw_answers.put(stamp, raw_key(request.scope, viewer), (body, request.scope.get("route")))
    return Response(body, media_type="application/json")


def answer_cache() -> StampedCache[tuple[Any, ...], bytes]:
    """The per-app cache of serialized read answers, bounded in entries and bytes."""
    return StampedCache(max_entries=8192, max_bytes=64 * 1024 * 1024, size=len)
