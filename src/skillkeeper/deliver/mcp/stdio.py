"""`skillkeeper mcp`: the MCP server over stdio, as the token in SKILLKEEPER_TOKEN or the local tenant."""

from __future__ import annotations

import logging

from skillkeeper.access.tokens import InvalidToken
from skillkeeper.deliver.mcp.backend import CallerSource
from skillkeeper.deliver.mcp.callers import fixed_caller, token_source
from skillkeeper.deliver.mcp.server import build_server
from skillkeeper.errors import mint_command
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings

log = logging.getLogger(__name__)


def stdio_callers(keeper: Keeper, settings: Settings) -> CallerSource:
    """Who the stdio client is; raises InvalidToken (as a one-line error) for a bad SKILLKEEPER_TOKEN."""
    if settings.token:
        try:
            keeper.tokens.authenticate(settings.token)
        except InvalidToken:
            # This machine's database is the operator's own: naming its tenant leaks nothing.
            names = [str(t["name"]) for t in keeper.tenants.list()]
            tenant = names[0] if len(names) == 1 else settings.tenant if settings.tenant in names else None
            raise InvalidToken(
                "SKILLKEEPER_TOKEN is not a valid token (unknown, expired or revoked); "
                f"create one with `{mint_command('skills:read', tenant=tenant)}`, or unset it to serve a "
                "tenant of this database without one (`skillkeeper mcp --tenant NAME`)"
            ) from None
        return token_source(settings.token)
    return fixed_caller(keeper.tokens.local_caller(settings.tenant))


def serve_stdio(settings: Settings) -> None:
    """Serve until stdin closes."""
    # Lazy: the stdio transport loads only when serving over stdio.
    import anyio
    from mcp.server.stdio import stdio_server

    keeper = Keeper.open(settings=settings)
    try:
        mcp = build_server(keeper, stdio_callers(keeper, settings))
        # Skills imported from the command line on `auto` have no vectors yet (the import stays fast).
        keeper.embed_in_background()

        async def run() -> None:
            async with stdio_server() as (read, write):
                await mcp.server.run(read, write, mcp.server.create_initialization_options())

        anyio.run(run)
    finally:
        keeper.close()
