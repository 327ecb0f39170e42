"""`GET /api/v1/whoami`: who a token is, which MCP tools it is served, and why not the others.

The tool lists come from `deliver.mcp.tools.explain`, the same rule that registers tools per caller.
Nothing beyond the caller's own grant is revealed.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from skillkeeper.access.callers import Caller
from skillkeeper.access.tokens import TokenInfo
from skillkeeper.deliver.mcp.tools import Grant, explain
from skillkeeper.keeper import Keeper
from skillkeeper.store.clock import iso


def grant_of(info: TokenInfo) -> Grant:
    caller = info.caller
    return Grant(
        anonymous=False,
        token_scopes=info.token_scopes,
        mandate=info.mandate,
        tenant=caller.tenant,
        principal=caller.principal,
    )


def payload(grant: Grant, expires_at: datetime | None) -> dict[str, Any]:
    """The whoami document for a grant (also used by `doctor --stdio` for the local caller)."""
    served, missing = explain(grant)
    return {
        "tenant": grant.tenant,
        "principal": grant.principal,
        "token_scopes": sorted(grant.token_scopes),
        "mandate": sorted(grant.mandate),
        "effective_scopes": sorted(grant.effective),
        "expires_at": iso(expires_at),
        "tools": [t.name for t in served],
        "missing_tools": [{"name": t.name, "scope": t.scope, "reason": why} for t, why in missing],
    }


def whoami(keeper: Keeper, token: str) -> dict[str, Any]:
    """The whoami document for `token`; raises InvalidToken."""
    info = keeper.tokens.inspect(token)
    return payload(grant_of(info), info.expires_at)


def local_whoami(caller: Caller) -> dict[str, Any]:
    """The whoami document for the token-less local agent of `skillkeeper mcp`."""
    grant = Grant(
        anonymous=False,
        token_scopes=caller.scopes,
        mandate=caller.scopes,
        tenant=caller.tenant,
        principal=caller.principal,
    )
    return {**payload(grant, None), "tokenless": True}
