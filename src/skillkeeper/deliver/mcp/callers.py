"""Who is calling the MCP server: caller sources per transport, and what HTTP middleware leaves on a request.

The HTTP middleware authenticates once per request and leaves the caller (and the catalog's
stamp) in the ASGI scope's state under STATE_KEY and STAMP_KEY; the server, the fast path,
the stream limiter and the access log read them from there. The bearer token it read is left
under TOKEN_KEY, for checking a standing connection again without parsing the header anew.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from skillkeeper.access.callers import NOBODY, Caller
from skillkeeper.access.tokens import InvalidToken
from skillkeeper.store.stamped import Stamp

if TYPE_CHECKING:
    from skillkeeper.deliver.mcp.backend import CallerSource
    from skillkeeper.keeper import Keeper

STATE_KEY = "skillkeeper_mcp_caller"
STAMP_KEY = "skillkeeper_mcp_stamp"
TOKEN_KEY = "skillkeeper_mcp_token"


def fixed_caller(caller: Caller) -> CallerSource:
    """Every request is `caller` (the local agent, or tests)."""

    def source(keeper: Keeper, _request: Any | None) -> Caller:
        keeper.ping()  # a database that is down answers every request the same way, whoever calls
        return caller

    return source


def token_source(token: str) -> CallerSource:
    """Re-authenticate `token` on every request, so a narrowed mandate or revocation applies at once."""

    def source(keeper: Keeper, _request: Any | None) -> Caller:
        try:
            return keeper.tokens.authenticate(token)
        except InvalidToken:
            return NOBODY

    return source


def request_caller(_keeper: Keeper | None, request: Any | None) -> Caller:
    """The caller the HTTP auth middleware attached to this request (nobody if none)."""
    if request is None:
        return NOBODY
    state = request.scope.get("state") or {}
    caller = state.get(STATE_KEY)
    return caller if isinstance(caller, Caller) else NOBODY


async def bearer_caller(keeper: Keeper, request: Any | None) -> Caller:
    """The caller behind this request's bearer token as of now: nobody once it is revoked or expired.

    The token is the one the middleware read from this request's header (TOKEN_KEY); a request
    without one keeps the caller it began with (anonymous readers own no token).
    """
    state = (request.scope.get("state") or {}) if request is not None else {}
    token = state.get(TOKEN_KEY)
    if not isinstance(token, str):
        return request_caller(keeper, request)
    try:
        caller, _ = await keeper.callers.authenticate_async(keeper.store, token)
    except InvalidToken:
        return NOBODY
    return caller


def request_stamp(request: Any | None) -> Stamp | None:
    """The catalog stamp the HTTP middleware read for this request (None: no answer may be reused)."""
    state = (request.scope.get("state") or {}) if request is not None else {}
    stamp = state.get(STAMP_KEY)
    return stamp if isinstance(stamp, Stamp) else None
