"""`skillkeeper doctor`: what an endpoint serves this caller, and why a tool is missing."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import fail, print_json


@app.command("doctor")
def doctor_command(
    server: Annotated[
        str | None,
        typer.Option(
            "--server",
            metavar="URL",
            help="The server to check (default $SKILLKEEPER_SERVER, else $SKILLKEEPER_PUBLIC_URL, else "
            "http://$SKILLKEEPER_HOST:$SKILLKEEPER_PORT, where `serve` listens: http://127.0.0.1:8765; add "
            "?tenant=NAME to check as an anonymous reader). With none named and every installed client on "
            "`skillkeeper mcp` over stdio, or on one server's URL (the rest on stdio), that is checked instead.",
        ),
    ] = None,
    stdio: Annotated[
        bool,
        typer.Option("--stdio", help="Check `skillkeeper mcp` over stdio on this machine's database."),
    ] = False,
    node: Annotated[
        bool,
        typer.Option("--node", help="Check the node agent's sync, targets and catalog, then its server."),
    ] = False,
    skill: Annotated[
        str | None,
        typer.Option(
            "--skill",
            metavar="NAME",
            help="Explain why NAME is or is not served to this caller and which harness folders the node "
            "agent puts it in: as the local database's operator (no endpoint), as `skillkeeper mcp`'s caller "
            "(--stdio), as the token at --server URL, or at the server the node agent syncs from (--node).",
        ),
    ] = None,
    tenant: Annotated[
        str | None,
        typer.Option(
            "--tenant",
            help="With no token, locally (--skill) or with --stdio: the tenant to check as (SKILLKEEPER_TENANT). "
            "With a token: the tenant it should be for (a warning when it is another's).",
        ),
    ] = None,
    as_json: Annotated[
        bool,
        typer.Option("--json", help="Print {target, exit_code, checks: [{check, status, why}]}."),
    ] = False,
) -> None:
    """Check an endpoint as SKILLKEEPER_TOKEN's caller: exit 0 ok, 1 warnings, 2 cannot connect or authenticate."""
    from skillkeeper.clients.doctor import Options, run  # lazy: the probes, the MCP SDK, the database
    from skillkeeper.clients.registry import Home, platform_of  # lazy: the client registry and formats
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    if sum((server is not None, stdio, node)) > 1:
        raise fail("pass one of --server URL, --stdio or --node", 2)
    settings = get_settings()
    home = Home(home=Path.home(), platform=platform_of(sys.platform), env=dict(os.environ))
    options = Options(
        home=home,
        skillkeeper_home=settings.home.expanduser(),
        server=server,
        stdio=stdio,
        node=node,
        token=settings.token or None,
        skill=skill,
        tenant=tenant,
        # The server `serve` in this environment would listen on, unless one is named for the node.
        default_server=settings.server or settings.resolved_public_url,
        default_named=bool(settings.server or settings.public_url),
    )
    report = run(options)
    if as_json:
        print_json(report.to_dict())
    else:
        typer.echo(f"skillkeeper doctor: {report.target}")
        for line in report.lines():
            typer.echo(line)
    raise typer.Exit(report.exit_code)
