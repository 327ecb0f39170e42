"""Shared CLI plumbing: one-line errors, JSON output, the store from settings."""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Any, ParamSpec, TypeVar

import typer

from skillkeeper.errors import ConfigError, SkillkeeperError, server_url

P = ParamSpec("P")
R = TypeVar("R")

TenantOpt = Annotated[
    str | None,
    typer.Option("--tenant", help="Tenant (default: $SKILLKEEPER_TENANT or 'default'; with --server, the token's)."),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
NameArg = Annotated[str, typer.Argument(help="The skill's name.")]
ServerOpt = Annotated[
    str | None,
    typer.Option(
        "--server",
        metavar="URL",
        help="Act on a remote deployment through its REST API (token from SKILLKEEPER_TOKEN).",
    ),
]


def fail(message: str, code: int = 1) -> typer.Exit:
    """Print one clear line to stderr and return the Exit to raise."""
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(code)


def one_line_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Turn skillkeeper errors into `error: ...` on stderr and exit code 1."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return func(*args, **kwargs)
        except SkillkeeperError as exc:
            raise fail(exc.message) from None

    return wrapper


def aligned(rows: list[list[str]]) -> list[str]:
    """Plain-text table lines, the first row the header: each column as wide as its widest cell."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in rows]


def print_json(data: Any) -> None:
    """Write JSON to stdout, one document."""
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n")


def open_keeper(*, reading: bool = False) -> Any:
    """Open the configured database (migrating it); errors become one line. A `reading` command creates
    no database (nor its folder) nor schema that does not exist yet: it says where it looked and how to
    start, exit 1."""
    from skillkeeper.keeper import Keeper  # lazy: the Keeper and database layer

    try:
        return Keeper.open(create=not reading)
    except SkillkeeperError as exc:
        raise fail(exc.message) from None


def tenant_for(tenant: str | None, server: str | None) -> str:
    """The tenant a command acts in: --tenant, else the token's (remote) or $SKILLKEEPER_TENANT."""
    return tenant or ("" if server else default_tenant())


def same_place(tenant: str | None, server: str | None) -> str:
    """` --tenant T --server URL` as the user gave them, for a hint's command to act where this one did."""
    return (f" --tenant {tenant}" if tenant else "") + (f" --server {server}" if server else "")


def default_tenant() -> str:
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    return get_settings().tenant


def local_operator() -> str:
    """The local operator as recorded on what the CLI mints: `operator:<OS user>` when known."""
    from skillkeeper.access.actor import operator_name  # lazy: the access layer

    return operator_name()


def operator_for(keeper: Any, tenant: str, *, create: bool = False) -> Any:
    """The local operator actor for `tenant` (created on demand when `create`)."""
    from skillkeeper.access.actor import Actor  # lazy: the access layer
    from skillkeeper.admin.local import local_tenant_id  # lazy: the Keeper and database layer

    return Actor.operator(keeper.tenants.ensure(tenant) if create else local_tenant_id(keeper, tenant))


@contextmanager
def admin_backend(server: str | None, scope: str = "SCOPE") -> Iterator[Any]:
    """The Admin backend for `--server` (REST) or this machine's database; always closed.

    `scope` is what the command needs over `--server`, named in the hint when no token is set."""
    from skillkeeper.admin import admin_for  # lazy: the admin verbs and HTTP client

    admin = admin_for(checked_server(server) if server is not None else None, scope)
    try:
        yield admin
    finally:
        admin.close()


def checked_server(raw: str) -> str:
    """`--server` as an http(s) base URL; a usage error (exit 2) otherwise, before anything is tried."""
    try:
        return server_url(raw)
    except ConfigError as exc:
        raise fail(exc.message, 2) from None
