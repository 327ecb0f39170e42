"""`skillkeeper tokens` and `skillkeeper principals`: bearer tokens and mandates of a tenant."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Any

import typer

from skillkeeper.access.scopes import MAX_TOKEN_LIFETIME, parse_scopes
from skillkeeper.cli import app
from skillkeeper.cli._common import (
    JsonOpt,
    ServerOpt,
    admin_backend,
    aligned,
    fail,
    local_operator,
    one_line_errors,
    print_json,
)
from skillkeeper.cli._synonyms import PRINCIPALS, hinting
from skillkeeper.durations import parse_duration
from skillkeeper.errors import ConfigError, NotFound, mint_command

tokens_app = typer.Typer(help="Create, list and revoke bearer tokens.", no_args_is_help=True)
principals_app = typer.Typer(
    cls=hinting(PRINCIPALS),
    help="Widen or narrow a principal's mandate (the scopes its tokens may use).",
    no_args_is_help=True,
)
app.add_typer(tokens_app, name="tokens")
app.add_typer(principals_app, name="principals")

TenantOpt = Annotated[
    str | None, typer.Option("--tenant", help="The tenant (else $SKILLKEEPER_TENANT; never a silent 'default').")
]
RemoteTenantOpt = Annotated[
    str | None,
    typer.Option(
        "--tenant",
        help="The tenant (else $SKILLKEEPER_TENANT; never a silent 'default'; with --server, the token's tenant).",
    ),
]


def _tenant(tenant: str | None, server: str | None) -> str:
    """--tenant, else a SKILLKEEPER_TENANT the user set; raises typer.Exit when neither names one."""
    # Tokens and mandates never fall back to the 'default' tenant: a token minted there by
    # mistake would serve the wrong catalog. A tenant the user exported is a choice, though.
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    if tenant is None and server is None:
        settings = get_settings()
        if "tenant" in settings.model_fields_set:
            return settings.tenant
        raise fail("--tenant is required (or export SKILLKEEPER_TENANT, or --server URL for the token's tenant)", 2)
    return tenant or ""


def parse_lifetime(text: str) -> timedelta:
    """'30d', '12h', '90m' or '1w' as a timedelta up to MAX_TOKEN_LIFETIME; raises typer.Exit with a hint otherwise."""
    lifetime = parse_duration(text)
    if lifetime is None:
        raise fail(f"--expires {text!r} is not a duration; use e.g. 30d, 12h, 90m or 1w", 2)
    if lifetime > MAX_TOKEN_LIFETIME:
        raise fail(f"--expires {text!r} is too long; a token lives at most {MAX_TOKEN_LIFETIME.days}d", 2)
    return lifetime


@tokens_app.command("create")
@one_line_errors
def create(
    principal: Annotated[str, typer.Option("--principal", help="Who the token acts as (created on first use).")],
    scopes: Annotated[str, typer.Option("--scopes", help="Comma-separated scopes, e.g. skills:read,fleet:report.")],
    tenant: RemoteTenantOpt = None,
    expires: Annotated[str | None, typer.Option("--expires", help="Lifetime such as 30d, 12h, 90m or 1w.")] = None,
    server: ServerOpt = None,
    connect: Annotated[
        bool,
        typer.Option(
            "--connect", help="Also print the ready-to-paste config for every MCP client and the install command."
        ),
    ] = False,
    agent_url: Annotated[
        str | None,
        typer.Option(
            "--agent-url",
            metavar="URL",
            help="With --connect: the server agents reach (default --server, else stdio `skillkeeper mcp`).",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Issue a token; its secret is printed once and never stored."""
    from skillkeeper.clients.connect import render_text, snippets  # lazy: the client registry and formats

    lifetime = parse_lifetime(expires) if expires else None
    wanted = [s.strip() for s in scopes.split(",") if s.strip()]
    name = _tenant(tenant, server)
    if agent_url is not None and not connect:
        raise fail("--agent-url only goes with --connect", 2)
    reach = agent_url or server
    try:
        snippets("skk_check", reach)  # a bad URL fails before a token is minted
    except ConfigError as exc:
        raise fail(exc.message, 2) from None
    with admin_backend(server, "skills:admin") as admin:
        try:
            issued = admin.create_token(
                name, principal, wanted, lifetime, minted_by=None if server else local_operator()
            )
        except ValueError as exc:
            raise fail(str(exc), 2) from None
    bundle = snippets(str(issued["token"]), reach) if connect else None
    if as_json:
        extra = {"connect": bundle.to_dict()} if bundle else {}
        print_json({**issued, "principal": principal, **extra})
        return
    if bundle is not None:
        typer.echo(render_text(bundle))
        typer.echo(
            f"token {issued['id']} for {principal}{' in ' + name if name else ''}: {', '.join(issued['scopes'])}",
            err=True,
        )
        return
    typer.echo(issued["token"])
    typer.echo(
        f"token {issued['id']} for {principal}{' in ' + name if name else ''}: {', '.join(issued['scopes'])}"
        f"{'' if not issued.get('expires_at') else ', expires ' + str(issued['expires_at'])}",
        err=True,
    )
    typer.echo("store it now: the secret is not shown again", err=True)


@tokens_app.command("list")
@one_line_errors
def list_(tenant: RemoteTenantOpt = None, server: ServerOpt = None, as_json: JsonOpt = False) -> None:
    """List the tenant's tokens (ids, principals, scopes; never secrets)."""
    name = _tenant(tenant, server)
    with admin_backend(server, "skills:admin") as admin:
        rows = admin.tokens(name)
    if as_json:
        print_json({"tokens": rows})  # one object per listing, as skills, tenants and allowlist list print
        return
    if not rows:
        typer.echo(
            f"no tokens in {name or 'this tenant'}; create one with "
            f"`{mint_command('skills:read', tenant=name or None)}`"
        )
        return
    # Columns as wide as their widest cell: an admin token's five scopes overran a fixed 40.
    table = [["ID", "PRINCIPAL", "SCOPES", "STATE", "MINTED BY"]]
    table += [
        [r["id"], r["principal"], ",".join(r["scopes"]), _state(r), r.get("minted_by") or "unknown"] for r in rows
    ]
    lines = aligned(table)
    typer.echo(lines[0])
    for line, r in zip(lines[1:], rows, strict=True):
        typer.echo(line + _withheld(r, name))


def _state(row: dict[str, Any]) -> str:
    if row["revoked"]:
        return "revoked"
    if not row["expires_at"]:
        return "no expiry"
    # An expired token refuses every call; "expires <a past time>" read as if it still worked.
    return f"{'expired' if row.get('expired') else 'expires'} {row['expires_at']}"


def _withheld(row: dict[str, Any], tenant: str) -> str:
    """A note on a live token whose principal may no longer use some of its scopes (`principals revoke`)."""
    withheld = row.get("withheld") or []  # a server older than the field sends none
    if row["revoked"] or row.get("expired") or not withheld:
        return ""
    verb = "works" if len(withheld) == 1 else "work"
    lost = "none of them work" if len(withheld) == len(row["scopes"]) else f"{','.join(withheld)} no longer {verb}"
    # Over --server the rows name no tenant, and mandates change only on the server's machine.
    where = "" if tenant else " on the server's machine (T: this token's tenant)"
    return (
        f"  (principal {row['principal']}'s mandate was narrowed: {lost}; `skillkeeper principals grant "
        f"{row['principal']} {','.join(withheld)} --tenant {tenant or 'T'}`{where} restores them)"
    )


@tokens_app.command("revoke")
@one_line_errors
def revoke(
    token_id: Annotated[
        str, typer.Argument(help="The token id (tok_...); locally, the token's secret (skk_...) works too.")
    ],
    tenant: RemoteTenantOpt = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Revoke a token at once."""
    name = _tenant(tenant, server)
    with admin_backend(server, "skills:admin") as admin:
        try:
            token_id = admin.revoke_token(name, token_id)
        except NotFound:
            from skillkeeper.access.tokens import is_secret  # lazy: only on this error

            place, where = ("the token's tenant", f"--server {server}") if server else (name, f"--tenant {name}")
            which = "with this secret" if is_secret(token_id) else repr(token_id)  # a secret is never echoed
            raise fail(
                f"token {which} not found in {place} (or already revoked); "
                f"list them with `skillkeeper tokens list {where}`"
            ) from None
    if as_json:
        print_json({"id": token_id, "revoked": True})
        return
    typer.echo(f"revoked {token_id}")


def _change(tenant: str, principal: str, scopes: str, *, grant: bool, as_json: bool) -> None:
    from skillkeeper.admin.local import local_tenant_id  # lazy: the Keeper and database layer
    from skillkeeper.keeper import Keeper  # lazy: the Keeper and database layer

    try:
        wanted = parse_scopes(scopes)
    except ValueError as exc:
        raise fail(str(exc), 2) from None
    keeper = Keeper.open(create=False)  # the tenant must exist: an empty database gets no schema for nothing
    try:
        tid = local_tenant_id(keeper, tenant)
        change = {"add": wanted} if grant else {"remove": wanted}
        mandate = keeper.tokens.change_mandate(tid, principal, actor=local_operator(), **change)
    finally:
        keeper.close()
    if as_json:
        print_json({"tenant": tenant, "principal": principal, "mandate": sorted(mandate)})
        return
    typer.echo(f"{principal} in {tenant} may now use: {', '.join(sorted(mandate)) or '(nothing)'}")
    if grant:  # a grant widens the mandate, not what a token already minted carries
        mint = mint_command(",".join(sorted(mandate)), tenant=tenant, principal=principal)
        typer.echo(
            f"note: each token of {principal} keeps the scopes it was minted with (within these); for a token "
            f"with the new ones, `{mint}`",
            err=True,
        )


@principals_app.command("grant")
@one_line_errors
def grant(
    principal: Annotated[str, typer.Argument(help="The principal.")],
    scopes: Annotated[str, typer.Argument(help="Comma-separated scopes its tokens may use from now on.")],
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Allow a principal's tokens more scopes (what they may carry and use)."""
    _change(_tenant(tenant, None), principal, scopes, grant=True, as_json=as_json)


@principals_app.command("revoke")
@one_line_errors
def revoke_scopes(
    principal: Annotated[str, typer.Argument(help="The principal.")],
    scopes: Annotated[str, typer.Argument(help="Comma-separated scopes its tokens may no longer use.")],
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Take scopes away from a principal; every token of it narrows at once."""
    _change(_tenant(tenant, None), principal, scopes, grant=False, as_json=as_json)
