"""`skillkeeper skills export DIR`: the served skills as plain folders, to commit or to take elsewhere."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from skillkeeper.cli._common import checked_server, default_tenant, fail, one_line_errors, open_keeper, print_json
from skillkeeper.cli.skills import skills_app
from skillkeeper.words import counted


@skills_app.command("export")
@one_line_errors
def export(
    folder: Annotated[Path, typer.Argument(help="Folder to write the skill folders into (created if missing).")],
    skill: Annotated[
        list[str] | None,
        typer.Option("--skill", "-s", metavar="NAME", help="Export only this served skill; repeatable."),
    ] = None,
    tenant: Annotated[str | None, typer.Option(help="Tenant whose served skills to export (local database).")] = None,
    server: Annotated[
        str | None,
        typer.Option("--server", metavar="URL", help="Export what this server serves a node (a fleet:report token)."),
    ] = None,
    token: Annotated[
        str | None, typer.Option("--token", help="With --server: a fleet:report token (default: $SKILLKEEPER_TOKEN).")
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Replace folders edited since the last export with the served revision.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Write the served (approved) skills as plain skill folders, e.g. to commit them to a repository."""
    from skillkeeper.admin.export import export_served  # lazy: the node's writer and the parser

    if server is None:
        if token is not None:
            raise fail("--token goes with --server URL; the local export needs none", 2)
        from skillkeeper.admin.local_source import open_source  # lazy: the Keeper and database layer

        keeper = open_keeper(reading=True)
        try:
            report = export_served(open_source(keeper, tenant or default_tenant()), folder, skill or [], force=force)
        finally:
            keeper.close()
    else:
        if tenant is not None:
            raise fail("--tenant goes with the local database; over --server the token's tenant is exported", 2)
        report = _remote(folder, checked_server(server), token, skill or [], force)
    if as_json:
        print_json(report.to_dict())
        return
    _show(report.to_dict())


def _remote(folder: Path, server: str, token: str | None, only: list[str], force: bool) -> Any:
    from skillkeeper.admin.export import export_served  # lazy: the node's writer and the parser
    from skillkeeper.node.client import ServerClient, Unauthorized  # lazy: httpx
    from skillkeeper.node.reach import TOKEN_COMMAND  # lazy: with the client that uses it
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    token = token or get_settings().token
    if not token:
        from skillkeeper.clients.localtenant import local_mint  # lazy: only on this error

        mint = local_mint("fleet:report", principal="NODE")
        raise fail(f"--server needs a token with scope fleet:report: set SKILLKEEPER_TOKEN or pass --token ({mint})", 2)
    client = ServerClient(server, token, asker=TOKEN_COMMAND)
    try:
        return export_served(client, folder, only, force=force)
    except Unauthorized as exc:
        raise fail(exc.message) from None
    finally:
        client.close()


def _show(report: dict[str, Any]) -> None:
    written, unchanged, skipped = (len(report[k]) for k in ("written", "unchanged", "skipped"))
    typer.echo(f"{report['folder']}: {counted(written, 'skill')} written, {unchanged} unchanged, {skipped} skipped")
    for entry in report["skipped"]:
        typer.echo(f"skipped {entry['name']}: {entry['reason']}")
    if report["stale"]:
        typer.echo(
            f"no longer served, left in place: {', '.join(report['stale'])} (delete them if the export should mirror "
            "the catalog)"
        )
