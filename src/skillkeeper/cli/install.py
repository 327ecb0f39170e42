"""`skillkeeper install`: put skillkeeper into the MCP clients on this machine."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import fail, print_json
from skillkeeper.errors import ConfigError

_CLIENTS = "claude-desktop, claude-code, cursor, vscode, windsurf, codex, gemini, zed, openclaw"


@app.command("install")
def install_command(
    client: Annotated[
        list[str] | None, typer.Option("--client", metavar="NAME", help=f"Only this client (repeatable): {_CLIENTS}.")
    ] = None,
    all_clients: Annotated[
        bool,
        typer.Option(
            "--all", help="Every present client (a client is present when its config folder exists); also the default."
        ),
    ] = False,
    server: Annotated[
        str | None,
        typer.Option(
            "--server", metavar="URL", help="Connect over Streamable HTTP to this server (/mcp is appended if missing)."
        ),
    ] = None,
    stdio: Annotated[
        bool, typer.Option("--stdio", help="Run `skillkeeper mcp` over stdio on this machine's database (the default).")
    ] = False,
    node: Annotated[
        bool,
        typer.Option(
            "--node",
            help="Run `skillkeeper mcp --node` over stdio: this node's synced and local skills, offline too.",
        ),
    ] = False,
    token_env: Annotated[
        str | None,
        typer.Option(
            "--token-env",
            metavar="VAR",
            help=(
                "Environment variable holding the token "
                "(HTTP default SKILLKEEPER_TOKEN; stdio default: none, the local tenant)."
            ),
        ),
    ] = None,
    tenant: Annotated[
        str | None,
        typer.Option(
            "--tenant",
            metavar="T",
            help="The tenant the token-less stdio entry serves (default $SKILLKEEPER_TENANT, else default).",
        ),
    ] = None,
    name: Annotated[str, typer.Option("--name", help="Server name in each client's config.")] = "skillkeeper",
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Show what would change; write nothing.")] = False,
    remove: Annotated[
        bool, typer.Option("--remove", help="Remove our entry and the companion skill; nothing else.")
    ] = False,
    # The word `agent --uninstall` uses; hidden so the help's option column stays narrow.
    uninstall: Annotated[bool, typer.Option("--uninstall", hidden=True)] = False,
    as_json: Annotated[
        bool,
        typer.Option(
            "--json", help="Print {dry_run, changes}: one {client, file, action, backup, message} per change."
        ),
    ] = False,
) -> None:
    """Write skillkeeper into every present MCP client's config (merge, backup, idempotent) plus a companion skill."""
    from skillkeeper.clients.created import RECORD_FILE  # lazy: the client registry and formats
    from skillkeeper.clients.entries import skillkeeper_command  # lazy: the client registry and formats
    from skillkeeper.clients.install import Options, no_client, run, wired  # lazy: the client registry and formats
    from skillkeeper.clients.registry import Home, platform_of  # lazy: the client registry and formats
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings, kept out of --help

    if sum((server is not None, stdio, node)) > 1:
        raise fail("pass one of --server URL, --stdio or --node", 2)
    remove = remove or uninstall
    if client and all_clients:
        raise fail("pass either --client NAME or --all, not both", 2)
    home = Home(home=Path.home(), platform=platform_of(sys.platform), env=dict(os.environ))
    options = Options(
        clients=tuple(client or ()),
        server=server,
        token_env=token_env,
        name=name,
        remove=remove,
        command=skillkeeper_command(),
        tenant=tenant,
        node=node,
        record=get_settings().home.expanduser() / RECORD_FILE,
    )
    missing = no_client(options, home)
    if missing:
        raise fail(missing)  # exit 1: nothing was wired, which must not read like success
    try:
        changes = run(options, home, dry_run=dry_run)
    except ConfigError as exc:
        raise fail(exc.message, 2) from None
    if as_json:
        # One object, as every other command's --json prints: {dry_run, changes: [...]}.
        print_json({"dry_run": dry_run, "changes": [c.to_dict() for c in changes]})
    else:
        if not changes:
            typer.echo("nothing to change: no MCP client holds a skillkeeper entry")
        width = 12 if dry_run else 9  # `would update`, `unchanged`
        for c in changes:
            backup = f" (backup {c.backup})" if c.backup else ""
            serves = f" (read by {', '.join(c.serves)})" if c.serves else ""
            typer.echo(f"{c.label(dry_run):<{width}} {c.client:<15} {c.line()}{serves}{backup}")
        if dry_run:
            typer.echo("dry run: nothing was changed")
        if server and not remove and wired(changes):
            from skillkeeper.clients.listening import nothing_listens  # lazy: only with --server

            silent = nothing_listens(server)
            if silent:  # a wrong port is written into every client as readily as the right one
                typer.echo(f"warning: {silent} (the clients get no skills until it answers; `serve` prints its URL)")
        var = token_env or ("SKILLKEEPER_TOKEN" if server else None)
        if var and not remove and wired(changes) and not os.environ.get(var):
            from skillkeeper.clients.localtenant import hint_tenant  # lazy: only for this note
            from skillkeeper.errors import TENANT_MEANS, mint_command  # lazy: only for this note
            from skillkeeper.settings import get_settings  # lazy: pydantic-settings

            tenant = hint_tenant(get_settings())
            mint = mint_command("skills:read,skills:write", tenant=tenant)
            typer.echo(
                f"note: {var} is not set in this shell; the clients read the token from it when they start: "
                f"`export {var}=$({mint})` in the environment they start from"
                + ("" if tenant else f" ({TENANT_MEANS})")
            )
        notes = (
            _stdio_notes(tenant)
            if server is None and token_env is None and not node and not remove and wired(changes)
            else []
        )
        if node and not remove and wired(changes):
            notes += _node_notes()
        for line in notes:
            typer.echo(f"note: {line}")
        to_restart = [c.client for c in changes if c.action in ("added", "updated") and c.client != "companion-skill"]
        if to_restart and not dry_run and not remove and not notes:  # a note names a step to take first
            doctor = f"skillkeeper doctor --server {server}" if server else "skillkeeper doctor"
            typer.echo(
                f"next: restart {', '.join(dict.fromkeys(to_restart))} (a running client reads its config only when it "
                f"starts), then `{doctor}` checks what they are served"
            )
        if remove:
            left = _agent_folders()
            if left:  # install never wrote them, so --remove does not take them out
                typer.echo(
                    f"note: the node agent's skills stay in {', '.join(left)}: stop the agent, then "
                    "`skillkeeper agent --uninstall` takes them out"
                )
    if any(c.action == "error" for c in changes):
        raise typer.Exit(1)


def _agent_folders() -> list[str]:
    """The folders the node agent on this machine last synced into that still hold a skill it wrote."""
    from skillkeeper.clients.noderecord import recorded  # lazy: the node's synced.db reader
    from skillkeeper.node import disk, state  # lazy: the node's disk layer and state store
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings, kept out of --help

    found, home = [], get_settings().home.expanduser()
    owner = state.read_node_id(home)  # another home's agent sharing a folder keeps its skills there
    for target in recorded(home):
        entries = disk.scan_target(target.dir).entries.values()
        if any(e.ours and not e.owned_by_other(owner) for e in entries):
            found.append(str(target.dir))
    return found


def _node_notes() -> list[str]:
    """What `skillkeeper mcp --node` serves before the node agent's first sync: no cloud skills yet."""
    from skillkeeper.clients.noderecord import load  # lazy: the node's synced.db reader
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings, kept out of --help

    if load(get_settings().home.expanduser())[0] is not None:
        return []
    return [
        "no node sync is recorded in this home yet, so `skillkeeper mcp --node` serves only local skills: "
        "`skillkeeper agent --server URL --once` (SKILLKEEPER_TOKEN holding a fleet:report token) fills its "
        "catalog, then restart the clients"
    ]


def _stdio_notes(tenant: str | None) -> list[str]:
    """What the token-less stdio entry will not do as the user may expect: another tenant, a secret URL."""
    from skillkeeper.clients import localtenant  # lazy: opens the local database
    from skillkeeper.clients.install import unpinned  # lazy: the client registry and formats
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings, kept out of --help
    from skillkeeper.words import closest  # lazy: difflib, only for this note

    settings = get_settings()
    notes = []
    if unpinned(os.environ):
        notes.append(
            "SKILLKEEPER_DATABASE_URL holds a password, so it is not written into the clients' files: "
            "start the clients with it set, or connect them over HTTP with --server URL"
        )
    served = tenant or settings.tenant
    missing_db = localtenant.missing_database(settings)
    if missing_db:
        notes.append(
            f"no database at {missing_db} yet, so the clients' `skillkeeper mcp` creates it empty on its first "
            f"start: `skillkeeper import DIR --tenant {served}` puts your skills in it first"
        )
        return notes
    active = localtenant.active_counts(settings)
    found = localtenant.hint(active, served, "skillkeeper install --tenant {tenant}")
    names = localtenant.known_tenants(settings) or []
    missing = "does not exist in the database (`skillkeeper mcp` creates it empty)"
    if found:
        which = "has no active skills" if served in names else missing
        notes.append(f"the stdio entry serves tenant {served!r}, which {which}; {found}")
    elif names and served not in names:  # other tenants, none with an active skill yet
        meant = closest(served, names) or names[0]
        listed = ", ".join(names[:20]) + (f" and {len(names) - 20} more" if len(names) > 20 else "")
        notes.append(
            f"the stdio entry serves tenant {served!r}, which {missing}; tenants here: {listed}: "
            f"`skillkeeper install --tenant {meant}`"
        )
    elif not active.get(served) and served in names:
        notes.append(
            f"the stdio entry serves tenant {served!r}, which has no active skills yet: its agents see an empty "
            f"catalog until a reviewer approves one (`skillkeeper skills inbox --tenant {served}` lists what waits)"
        )
    return notes
