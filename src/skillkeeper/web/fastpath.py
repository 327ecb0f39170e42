"""Cached REST reads answered before the framework: the same bytes the route sent, for the same request.

`answer()` files each GET answer it sends under the raw request (path and query string) and the
viewer, for the stamp it was built under. A later GET with the same raw request from a caller
with the same viewer, while the stamp holds, gets those bytes from here without routing,
dependency solving or a worker thread. Anything else (no token, a failed or insufficient token,
an answer not filed yet) goes to the app, which answers and reports errors as always.
"""

from __future__ import annotations

from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

from skillkeeper.access.scopes import READ
from skillkeeper.keeper import Keeper
from skillkeeper.store.changes import StampedCache

# The resolved (caller, stamp) of this request, handed to the `reader` dependency on a miss.
RESOLVED = "skillkeeper_resolved"
_PREFIX = "/api/"
_JSON = b"application/json"


def raw_key(scope: Scope, viewer: Any) -> tuple[Any, ...]:
    return (scope["path"], scope.get("query_string", b""), viewer)


def raw_answers() -> StampedCache[tuple[Any, ...], tuple[bytes, Any]]:
    """The per-app cache of answers by raw request, bounded in entries and bytes."""
    return StampedCache(max_entries=8192, max_bytes=64 * 1024 * 1024, size=lambda held: len(held[0]))


class CachedReads:
    """Sends a GET answered before for the same raw request, viewer and stamp; passes the rest on."""

    def __init__(self, app: ASGIApp, keeper: Keeper, answers: StampedCache[tuple[Any, ...], tuple[bytes, Any]]):
        self.app = app
        self.keeper = keeper
        self.answers = answers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "GET" or not scope["path"].startswith(_PREFIX):
            await self.app(scope, receive, send)
            return
        token = None
        for key, value in scope["headers"]:
            if key == b"authorization":
                kind, _, rest = value.decode("latin-1").strip().partition(" ")
                token = rest.strip() if kind.lower() == "bearer" else None
            elif key == b"x-skillkeeper-tenant":  # validated by the route; leave it to the app
                token = None
                break
        if not token:
            await self.app(scope, receive, send)
            return
        try:
            caller, stamp = await self.keeper.callers.authenticate_async(self.keeper.store, token)
        except Exception:  # invalid token, outage: the app answers it with the right status
            await self.app(scope, receive, send)
            return
        state = scope.setdefault("state", {})
        viewer = caller.resolved_viewer
        held = self.answers.get(stamp, raw_key(scope, viewer)) if READ in caller.scopes and viewer else None
        if held is None:
            state[RESOLVED] = (caller, stamp)
            await self.app(scope, receive, send)
            return
        body, route = held
        scope["route"] = route  # for the request metrics and log line
        state["tenant"], state["principal"] = caller.tenant, caller.principal
        headers = [(b"content-length", str(len(body)).encode()), (b"content-type", _JSON)]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": body})
