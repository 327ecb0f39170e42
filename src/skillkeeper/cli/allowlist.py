"""`skillkeeper allowlist`: the tenant's scan allow-list for recurring false positives."""

from __future__ import annotations

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
    same_place,
    tenant_for,
)

allowlist_app = typer.Typer(help="Allow-list scanner findings that are false positives, on the record.")
app.add_typer(allowlist_app, name="allowlist", no_args_is_help=True)


@allowlist_app.command("add")
@one_line_errors
def add(
    code: Annotated[str, typer.Argument(help="The scanner rule code, e.g. SK-SELF-GLOBAL-CONFIG.")],
    reason: Annotated[str, typer.Option(help="Why these findings are false positives (kept on the record).")],
    path: Annotated[str, typer.Option("--path", metavar="GLOB", help="Only files matching GLOB.")] = "*",
    tenant: TenantOpt = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Set aside findings of CODE in files matching --path on every write of the tenant."""
    with admin_backend(server, "skills:admin") as admin:
        entry = admin.allowlist_add(tenant_for(tenant, server), code, path, reason)
    if as_json:
        print_json(entry)
        return
    typer.echo(f"allow-listed {entry['code']} on {entry['path_glob']!r} (entry {entry['id']})")


@allowlist_app.command("list")
@one_line_errors
def list_(tenant: TenantOpt = None, server: ServerOpt = None, as_json: JsonOpt = False) -> None:
    """List the tenant's allow-list entries."""
    with admin_backend(server, "skills:review") as admin:
        entries = admin.allowlist(tenant_for(tenant, server))
    if as_json:
        print_json({"entries": entries})
        return
    if not entries:
        add = f"skillkeeper allowlist add CODE --reason WHY{same_place(tenant, server)}"
        typer.echo(f"the allow-list is empty; `{add}` adds an entry")
    for e in entries:
        typer.echo(f"{e['id']:>4}  {e['code']}  {e['path_glob']}  by {e['created_by']}: {e['reason']}")


@allowlist_app.command("remove")
@one_line_errors
def remove(
    entry_id: Annotated[int, typer.Argument(help="The entry's id (from `allowlist list`).")],
    tenant: TenantOpt = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Remove an allow-list entry; later writes are scanned without it."""
    with admin_backend(server, "skills:admin") as admin:
        entry = admin.allowlist_remove(tenant_for(tenant, server), entry_id)
    if as_json:
        print_json(entry)
        return
    typer.echo(f"removed entry {entry['id']} ({entry['code']} on {entry['path_glob']!r})")
