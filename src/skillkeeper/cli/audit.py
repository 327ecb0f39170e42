"""`skillkeeper audit`: the tenant-wide audit log (review decisions, writes, deletes, admin actions)."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import (
    JsonOpt,
    ServerOpt,
    TenantOpt,
    admin_backend,
    one_line_errors,
    print_json,
    tenant_for,
)


def _describe(e: dict[str, object]) -> str:
    what = e.get("skill") or e.get("subject") or ""
    moved = (
        f" {e['from_status'] or 'new'} -> {e['to_status'] or 'gone'}"
        if e.get("from_status") or e.get("to_status")
        else ""
    )
    # As JSON (what --json and the REST log carry), not Python's repr: true/false/null, double quotes.
    change = (
        f" {json.dumps(e.get('before'))} -> {json.dumps(e.get('after'))}"
        if e.get("before") is not None or e.get("after") is not None
        else ""
    )
    why = f"  ({e['reason']})" if e.get("reason") else ""
    note = f"\n    {e['note']}" if e.get("note") else ""  # what the event did, in words
    return f"{e['at']}  {e['actor']:<18} {e['action']:<16} {what}{moved}{change}{why}{note}"


@app.command("audit")
@one_line_errors
def audit(
    actor: Annotated[str | None, typer.Option("--actor", help="Only events by this actor.")] = None,
    action: Annotated[
        str | None, typer.Option("--action", help="Only this action (approve, token_created, ...).")
    ] = None,
    skill: Annotated[str | None, typer.Option("--skill", help="Only events of this skill.")] = None,
    since: Annotated[
        str | None,
        typer.Option(
            "--since", help="ISO 8601 time or a duration back from now (30m, 1h, 2d, 1w): events at or after it."
        ),
    ] = None,
    until: Annotated[
        str | None, typer.Option("--until", help="ISO 8601 time or a duration back from now: events before it.")
    ] = None,
    limit: Annotated[int, typer.Option("--limit", min=1, max=500, help="Events per page.")] = 50,
    cursor: Annotated[str | None, typer.Option("--cursor", help="Continue after a page (its next_cursor).")] = None,
    tenant: TenantOpt = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show the tenant's audit log, newest first: who did what, when, the change and why."""
    from skillkeeper.keeper.audit import parse_time  # lazy: the audit reader and the store behind it

    for option, value in (("--since", since), ("--until", until)):
        parse_time(value, option)  # here, so the error names the option typed, locally and over --server alike
    filters = {"actor": actor, "action": action, "skill": skill, "since": since, "until": until}
    with admin_backend(server, "skills:review") as admin:
        page = admin.audit(tenant_for(tenant, server), filters, limit, cursor)
    if as_json:
        print_json(page)
        return
    if not page["items"]:
        typer.echo("no audit events match")
    for entry in page["items"]:
        typer.echo(_describe(entry))
    if page.get("next_cursor"):
        typer.echo(f"more: --cursor {page['next_cursor']}", err=True)
