"""`skillkeeper tenants`: create, list and configure tenants."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import (
    JsonOpt,
    ServerOpt,
    TenantOpt,
    admin_backend,
    fail,
    one_line_errors,
    open_keeper,
    print_json,
    tenant_for,
)
from skillkeeper.errors import mint_command

tenants_app = typer.Typer(help="Create, list and configure tenants.", no_args_is_help=True)
app.add_typer(tenants_app, name="tenants")


def _parse_assignments(items: list[str]) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key:
            raise fail(f"--set takes KEY=VALUE, got {item!r} (e.g. --set review_gate=false)", code=2)
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        target = changes
        parts = key.split(".")
        for part in parts[:-1]:
            target = target.setdefault(part, {})
        target[parts[-1]] = value
    return changes


@tenants_app.command("create")
@one_line_errors
def create(
    name: Annotated[str, typer.Argument(help="Tenant name: lowercase letters, digits, hyphens.")],
    review_gate: Annotated[
        bool, typer.Option("--review-gate/--no-review-gate", help="Serve only active skills.")
    ] = True,
    as_json: JsonOpt = False,
) -> None:
    """Create a tenant."""
    from skillkeeper.store.tenants import TenantSettings  # lazy: SQLAlchemy and pydantic, which --help never needs

    keeper = open_keeper()
    try:
        created = keeper.tenants.create(name, TenantSettings(review_gate=review_gate))
    finally:
        keeper.close()
    if as_json:
        print_json({"tenant": created.name, "created": True, "settings": created.settings.model_dump()})
        return
    typer.echo(f"created tenant {name}")
    # A new tenant is empty and nobody can reach it yet: the two steps every set-up takes next.
    typer.echo(
        f"next: put skills in it with `skillkeeper import PATH --tenant {name}`, and give an agent access with "
        f"`{mint_command('skills:read', tenant=name)}`"
    )


@tenants_app.command("list")
@one_line_errors
def list_(as_json: JsonOpt = False) -> None:
    """List tenants and their settings."""
    keeper = open_keeper(reading=True)
    try:
        rows = keeper.tenants.list()
    finally:
        keeper.close()
    if as_json:
        print_json({"tenants": rows})
        return
    for row in rows:
        s = row["settings"]
        # Spelled as `settings` prints them and `--set` takes them (true/false), not Python's True/False.
        shown = "\t".join(f"{key}={json.dumps(s.get(key))}" for key in ("review_gate", "auto_promote_clean"))
        typer.echo(f"{row['name']}\t{shown}")


@tenants_app.command("settings")
@one_line_errors
def settings(
    name: Annotated[
        str | None,
        typer.Argument(help="Tenant name, or --tenant like every other command (with --server, the token's tenant)."),
    ] = None,
    set_: Annotated[
        list[str] | None,
        typer.Option(
            "--set",
            metavar="KEY=VALUE",
            help="e.g. review_gate=false, caps.body_bytes=65536 or scan_skip=SK-WEAKEN-FIREWALL,SK-ABUSE-MINER.",
        ),
    ] = None,
    server: ServerOpt = None,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show a tenant's settings, or change them with --set."""
    if name and tenant and name != tenant:
        raise fail(f"two tenants named ({name!r} and --tenant {tenant!r}); name one", 2)
    changes = _parse_assignments(set_) if set_ else None
    if changes:
        from skillkeeper.store.tenants import check_setting_keys  # lazy: as in `create`

        check_setting_keys(changes)
        # `scan_skip=SK-A,SK-B` as a user types it, not only the JSON list `["SK-A","SK-B"]`.
        if isinstance(changes.get("scan_skip"), str):
            changes["scan_skip"] = [code.strip() for code in changes["scan_skip"].split(",") if code.strip()]
    with admin_backend(server, "skills:admin") as admin:
        data = admin.settings(name or tenant_for(tenant, server), changes)
    if as_json:
        print_json(data)
        return
    for key, value in data.items():
        typer.echo(f"{key}: {json.dumps(value)}")
