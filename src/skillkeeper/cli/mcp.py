"""`skillkeeper mcp`: MCP over stdio for a local agent (the server's database, or `--node`)."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import fail, one_line_errors


@app.command("mcp")
@one_line_errors
def mcp_command(
    node: Annotated[
        bool,
        typer.Option(
            "--node",
            help="Serve this node's own catalog ($SKILLKEEPER_HOME/node: synced + local skills); "
            "no server or database needed, works offline.",
        ),
    ] = False,
    tenant: Annotated[
        str | None,
        typer.Option(
            "--tenant",
            help="With no token: the tenant to serve (default: $SKILLKEEPER_TENANT or 'default'); "
            "with SKILLKEEPER_TOKEN, the token's.",
        ),
    ] = None,
) -> None:
    """Serve MCP over stdio (token from SKILLKEEPER_TOKEN, else the local tenant with read+write)."""
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    settings = get_settings()
    if tenant is not None:
        if node:
            raise fail(
                "--tenant does not go with --node: the node's catalog is the one its agent synced; drop --tenant"
            )
        if settings.token:
            raise fail(
                "--tenant does not go with SKILLKEEPER_TOKEN: the token's tenant is served; "
                "unset SKILLKEEPER_TOKEN to serve a tenant of this database"
            )
        settings = settings.model_copy(update={"tenant": tenant})
    if sys.stdin.isatty():  # typed by hand: say why nothing seems to happen (stdout stays the protocol's)
        typer.echo(
            "skillkeeper mcp speaks MCP on stdin/stdout for an MCP client to start it (`skillkeeper install` "
            "sets that up); waiting for a client's messages, Ctrl-C to stop",
            err=True,
        )
    if node:
        from skillkeeper.deliver.mcp.node import serve_node_stdio  # lazy: the MCP SDK

        serve_node_stdio(settings.home.expanduser())
        return
    from skillkeeper.clients.localtenant import creating_note, typo_refusal  # lazy: reads the database
    from skillkeeper.deliver.mcp.stdio import serve_stdio  # lazy: the MCP SDK and database layer

    refused = None if settings.token else typo_refusal(settings)
    if refused:  # a typo'd tenant would be created empty and served silently
        raise fail(refused)
    note = None if settings.token else creating_note(settings)
    if note:  # stderr: the client's log; a typo'd tenant would otherwise serve an empty catalog silently
        typer.echo(note, err=True)
    serve_stdio(settings)
