"""`skillkeeper webhooks`: outgoing webhooks for inbox events (staged, quarantined, decision)."""

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

webhooks_app = typer.Typer(help="Add, list and remove outgoing webhooks; see their delivery log.", no_args_is_help=True)
app.add_typer(webhooks_app, name="webhooks")
IdArg = Annotated[str, typer.Argument(help="The webhook id (wh_...).")]


@webhooks_app.command("add")
@one_line_errors
def add(
    url: Annotated[str, typer.Argument(help="The http(s) URL to POST events to.")],
    slack: Annotated[bool, typer.Option("--slack", help='Send Slack-compatible bodies ({"text": ...}).')] = False,
    tenant: TenantOpt = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Add a webhook; its signing secret is printed once and never again."""
    with admin_backend(server, "skills:admin") as admin:
        created = admin.add_webhook(tenant_for(tenant, server), url, slack)
    if as_json:
        print_json(created)
        return
    typer.echo(created["secret"])
    typer.echo(f"webhook {created['id']} -> {created['url']}{' (slack)' if created['slack'] else ''}", err=True)
    typer.echo("store the secret now (it verifies X-Skillkeeper-Signature); it is not shown again", err=True)
    if server is None:
        _private_note(created["url"])


def _private_note(url: str) -> None:
    """A private URL this shell allowed: `serve` sends the deliveries and refuses them without the same setting."""
    from skillkeeper.keeper.webhooks import refusal  # lazy: the URL checks, only after a local add
    from skillkeeper.settings import get_settings  # lazy: pydantic, which `--help` must not load

    if get_settings().webhooks_allow_private and refusal(url, allow_private=False):
        typer.echo(
            "note: SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE let this private address in here; `skillkeeper serve` sends "
            "the deliveries, so set it there too, or each delivery is refused",
            err=True,
        )


@webhooks_app.command("list")
@one_line_errors
def list_(tenant: TenantOpt = None, server: ServerOpt = None, as_json: JsonOpt = False) -> None:
    """List the tenant's webhooks (never their secrets)."""
    with admin_backend(server, "skills:admin") as admin:
        hooks = admin.webhooks(tenant_for(tenant, server))
    if as_json:
        print_json({"webhooks": hooks})  # one object per listing, as the REST body and the other lists
        return
    if not hooks:
        typer.echo(f"no webhooks; add one with `skillkeeper webhooks add URL{same_place(tenant, server)}`")
    for h in hooks:
        typer.echo(f"{h['id']}  {h['url']}  {'slack' if h['slack'] else 'json'}  by {h['created_by']}")


@webhooks_app.command("remove")
@one_line_errors
def remove(webhook_id: IdArg, tenant: TenantOpt = None, server: ServerOpt = None, as_json: JsonOpt = False) -> None:
    """Remove a webhook; deliveries still waiting are dropped."""
    with admin_backend(server, "skills:admin") as admin:
        admin.remove_webhook(tenant_for(tenant, server), webhook_id)
    if as_json:
        print_json({"id": webhook_id, "removed": True})
        return
    typer.echo(f"removed {webhook_id}")


@webhooks_app.command("deliveries")
@one_line_errors
def deliveries(
    webhook_id: IdArg,
    limit: Annotated[int, typer.Option("--limit", min=1, max=500, help="How many, newest first.")] = 50,
    tenant: TenantOpt = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show a webhook's delivery log: status, attempts, status codes and errors."""
    with admin_backend(server, "skills:admin") as admin:
        rows = admin.deliveries(tenant_for(tenant, server), webhook_id, limit)
    if as_json:
        print_json({"deliveries": rows})
        return
    if not rows:
        typer.echo("no deliveries yet")
    for d in rows:
        last = d["last_status_code"] or d["last_error"] or ""
        typer.echo(
            f"#{d['id']}  {d['event']:<12} {d['status']:<10} attempts {d['attempts']}  {d['created_at']}  {last}"
        )
        for a in d["log"]:
            typer.echo(f"    attempt {a['attempt']} at {a['at']}: {a['status_code'] or a['error']}")
