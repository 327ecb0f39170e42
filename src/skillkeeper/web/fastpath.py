"""Cached REST reads answered before the framework: the same bytes the route sent, for the same request.

`answer()` files each GET answer it sends under the raw request (path and query string) and the
viewer, for the stamp it was built under. A later GET with the same raw request from a caller
with the same viewer, while the stamp holds, gets those bytes from the app's front
(`web/front.py`) without middleware, routing, dependency solving or a worker thread. Anything
else (no token, a failed or insufficient token, an answer not filed yet) goes to the app, which
answers and reports errors as always.
"""

from __future__ import annotations

from typing import Any

from starlette.types import Scope

from skillkeeper.store.stamped import StampedCache

# The resolved (caller, stamp) of this request, handed to the `reader` dependency on a miss.
RESOLVED = "skillkeeper_resolved"
JSON_HEADER = (b"content-type", b"application/json")


def raw_key(scope: Scope, viewer: Any) -> tuple[Any, ...]:
    return (scope["path"], scope.get("query_string", b""), viewer)


def raw_answers() -> StampedCache[tuple[Any, ...], tuple[bytes, Any]]:
    """The per-app cache of answers by raw request, bounded in entries and bytes."""
    return StampedCache(max_entries=8192, max_bytes=64 * 1024 * 1024, size=lambda held: len(held[0]))
