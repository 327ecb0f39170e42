"""`skillkeeper fleet nodes`: which nodes report to the server and what each one installed."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import aligned, checked_server, fail, one_line_errors, print_json

fleet_app = typer.Typer(help="Fleet view: which nodes report and what they installed.", no_args_is_help=True)
app.add_typer(fleet_app, name="fleet")


@fleet_app.command("nodes")
@one_line_errors
def fleet_nodes_command(
    server: Annotated[
        str | None,
        typer.Option(
            "--server",
            help="Server URL (default: SKILLKEEPER_SERVER, else where `serve` listens here, http://127.0.0.1:8765).",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the nodes as JSON.")] = False,
    tenant: Annotated[
        str | None, typer.Option("--tenant", help="Not taken: the nodes listed are those of the token's tenant.")
    ] = None,
) -> None:
    """List the nodes that report to the server and what each one installed."""
    if tenant is not None:  # every other command takes --tenant: say what picks the tenant here
        from skillkeeper.errors import mint_command  # lazy: only on this error

        raise fail(
            f"--tenant does not go with fleet nodes: it lists the nodes of SKILLKEEPER_TOKEN's tenant; drop --tenant "
            f"(for tenant {tenant}'s nodes, use a token minted there: `{mint_command('fleet:read', tenant=tenant)}`)",
            2,
        )
    from skillkeeper.node.client import ServerClient, ServerError  # lazy: httpx
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    settings = get_settings()
    token = settings.token
    if not token:
        from skillkeeper.clients.localtenant import local_mint  # lazy: only on this error

        raise fail(f"set SKILLKEEPER_TOKEN to a token with scope fleet:read ({local_mint('fleet:read')})", 2)
    named = server or settings.server
    try:
        with ServerClient(checked_server(named or settings.resolved_public_url), token) as client:
            nodes = client.fleet_nodes()
    except ServerError as exc:
        # A guessed URL is said to be one: the operator of a deployment meant its URL, never this machine's.
        guessed = "" if named else "; no --server was given (nor SKILLKEEPER_SERVER): pass --server URL"
        raise fail(exc.message + guessed) from None
    if as_json:
        print_json({"nodes": nodes})
        return
    if not nodes:
        typer.echo("no nodes have reported yet; run `skillkeeper agent --server URL` on a node")
        return
    typer.echo(_fleet_table(nodes))


def _names(value: object, shown: int = 3) -> str:
    """A few names and a count: overrides and local skills are never silent in the fleet view."""
    if not isinstance(value, list) or not value:
        return "-"
    names = [str(v) for v in value]
    return ",".join(names[:shown]) + (f" +{len(names) - shown}" if len(names) > shown else "")


def _sync(rec: dict[str, Any]) -> str:
    """`ok`, `offline` (no answer), or the HTTP status the server answered the node's failing syncs with."""
    if not rec.get("offline_since"):
        return "ok"
    status = rec.get("failed_status")
    return f"answered-{status}" if isinstance(status, int) else "offline"


def _fleet_table(nodes: list[dict[str, Any]]) -> str:
    header = [
        "NODE",
        "HOST",
        "VERSION",
        "LAST SEEN",
        "INSTALLED",
        "ADDED",
        "UPDATED",
        "REMOVED",
        "COLLISIONS",
        "SKIPPED",
        "ERRORS",
        "OVERRIDDEN",
        "LOCAL",
        "SYNC",
    ]
    rows = [header]
    for node in nodes:
        rec = node.get("reconcile") if isinstance(node.get("reconcile"), dict) else {}
        assert isinstance(rec, dict)

        def count(key: str, rec: dict[str, Any] = rec) -> str:
            value = rec.get(key)
            return str(len(value)) if isinstance(value, list) else "-"

        rows.append(
            [
                str(node.get("node_id", "")),
                str(node.get("hostname", "")),
                str(node.get("agent_version", "")),
                str(node.get("last_seen", "")),
                count("installed"),
                count("added"),
                count("updated"),
                count("removed"),
                count("collisions"),
                count("skipped"),
                count("errors"),
                _names(rec.get("overridden")),
                _names(rec.get("local")),
                _sync(rec),
            ]
        )
    return "\n".join(aligned(rows))
