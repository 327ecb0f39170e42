"""`skillkeeper tokens` and `skillkeeper principals`: bearer tokens and mandates of a tenant."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import fail, local_operator, one_line_errors, print_json

tokens_app = typer.Typer(help="Create, list and revoke bearer tokens.", no_args_is_help=True)
principals_app = typer.Typer(help="Widen or narrow a principal's mandate (the scopes its tokens may use).",
                             no_args_is_help=True)
app.add_typer(tokens_app, name="tokens")
app.add_typer(principals_app, name="principals")

_DURATION = re.compile(r"^(\d+)([dhm])$")
TenantOpt = Annotated[str, typer.Option("--tenant", help="The tenant.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def parse_duration(text: str) -> timedelta:
    """'30d', '12h' or '90m' as a timedelta; raises typer.Exit with a hint otherwise."""
    match = _DURATION.match(text.strip())
    if not match or int(match.group(1)) == 0:
        raise fail(f"--expires {text!r} is not a duration; use e.g. 30d, 12h or 90m", 2)
    amount, unit = int(match.group(1)), match.group(2)
    return timedelta(days=amount) if unit == "d" else timedelta(hours=amount) if unit == "h" else timedelta(minutes=amount)


@tokens_app.command("create")
@one_line_errors
def create(
    tenant: TenantOpt,
    principal: Annotated[str, typer.Option("--principal", help="Who the token acts as (created on first use).")],
    scopes: Annotated[str, typer.Option("--scopes", help="Comma-separated scopes, e.g. skills:read,fleet:report.")],
    expires: Annotated[str | None, typer.Option("--expires", help="Lifetime such as 30d, 12h or 90m.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Issue a token; its secret is printed once and never stored."""
    from skillkeeper.access.tokens import create_token
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.tenants import tenant_id

    lifetime = parse_duration(expires) if expires else None
    minter = local_operator()
    keeper = Keeper.open()
    try:
        with keeper.store.write() as conn:
            try:
                issued = create_token(conn, tenant_id(conn, tenant), principal, scopes, lifetime,
                                      minted_by=minter)
            except ValueError as exc:
                raise fail(str(exc), 2) from None
    finally:
        keeper.close()
    if as_json:
        print_json({**issued.to_dict(), "tenant": tenant, "principal": principal,
                    "minted_by": minter})
        return
    typer.echo(issued.token)
    typer.echo(f"token {issued.id} for {principal} in {tenant}: {', '.join(issued.scopes)}"
               f"{'' if not issued.expires_at else ', expires ' + issued.expires_at.isoformat()}", err=True)
    typer.echo("store it now: the secret is not shown again", err=True)


@tokens_app.command("list")
@one_line_errors
def list_(tenant: TenantOpt, as_json: JsonOpt = False) -> None:
    """List the tenant's tokens (ids, principals, scopes; never secrets)."""
    from skillkeeper.access.tokens import list_tokens
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.tenants import tenant_id

    keeper = Keeper.open()
    try:
        with keeper.store.read() as conn:
            rows = list_tokens(conn, tenant_id(conn, tenant))
    finally:
        keeper.close()
    if as_json:
        print_json(rows)
        return
    if not rows:
        typer.echo(f"no tokens in {tenant}; create one with `skillkeeper tokens create --tenant {tenant} ...`")
    for r in rows:
        state = "revoked" if r["revoked"] else (f"expires {r['expires_at']}" if r["expires_at"] else "no expiry")
        typer.echo(f"{r['id']}  {r['principal']:<20} {','.join(r['scopes']):<40} {state}"
                   f"  minted by {r['minted_by'] or 'unknown'}")


@tokens_app.command("revoke")
@one_line_errors
def revoke(token_id: Annotated[str, typer.Argument(help="The token id (tok_...).")], tenant: TenantOpt) -> None:
    """Revoke a token at once."""
    from skillkeeper.access.tokens import revoke_token
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.tenants import tenant_id

    keeper = Keeper.open()
    try:
        with keeper.store.write() as conn:
            revoke_token(conn, tenant_id(conn, tenant), token_id)
    finally:
        keeper.close()
    typer.echo(f"revoked {token_id}")


def _change(tenant: str, principal: str, scopes: str, *, grant: bool) -> None:
    from skillkeeper.access.scopes import parse_scopes
    from skillkeeper.access.tokens import change_mandate
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.tenants import tenant_id

    try:
        wanted = parse_scopes(scopes)
    except ValueError as exc:
        raise fail(str(exc), 2) from None
    keeper = Keeper.open()
    try:
        with keeper.store.write() as conn:
            tid = tenant_id(conn, tenant)
            mandate = (change_mandate(conn, tid, principal, add=wanted) if grant
                       else change_mandate(conn, tid, principal, remove=wanted))
    finally:
        keeper.close()
    typer.echo(f"{principal} in {tenant} may now use: {', '.join(sorted(mandate)) or '(nothing)'}")


@principals_app.command("grant")
@one_line_errors
def grant(
    principal: Annotated[str, typer.Argument(help="The principal.")],
    scopes: Annotated[str, typer.Argument(help="Comma-separated scopes to add to its mandate.")],
    tenant: TenantOpt,
) -> None:
    """Add scopes to a principal's mandate."""
    _change(tenant, principal, scopes, grant=True)


@principals_app.command("revoke")
@one_line_errors
def revoke_scopes(
    principal: Annotated[str, typer.Argument(help="The principal.")],
    scopes: Annotated[str, typer.Argument(help="Comma-separated scopes to remove from its mandate.")],
    tenant: TenantOpt,
) -> None:
    """Remove scopes from a principal's mandate; every token of it narrows at once."""
    _change(tenant, principal, scopes, grant=False)
