"""The `skillkeeper` command line: groups of commands that wire stages together.

Heavy imports (FastAPI, SQLAlchemy, the MCP SDK) happen inside commands so that
`skillkeeper mcp` and `--help` start fast.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import Annotated

import typer

from skillkeeper._version import __version__
from skillkeeper.cli import _help
from skillkeeper.cli._synonyms import ROOT, hinting

_help.install()

app = typer.Typer(
    name="skillkeeper",
    cls=hinting(ROOT),
    help="Registry and delivery gate for Agent Skills.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _show_version(value: bool) -> None:
    if value:
        typer.echo(f"skillkeeper {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_show_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Registry and delivery gate for Agent Skills."""


# The group modules in registration order, and the module(s) that register each top-level command.
# `skillkeeper CMD ...` imports only CMD's modules: the others (SQLAlchemy, the store) are start-up
# cost the command never uses. Anything else (`--help`, an unknown name) registers every group.
GROUPS = (
    "agent",
    "allowlist",
    "audit",
    "db",
    "doctor",
    "export",
    "fleet",
    "imports",
    "info",
    "install",
    "local",
    "mcp",
    "scan",
    "serve",
    "skills",
    "tenants",
    "tokens",
    "validate",
    "webhooks",
)
COMMANDS: dict[str, tuple[str, ...]] = {
    "agent": ("agent",),
    "fleet": ("fleet",),
    "allowlist": ("allowlist",),
    "audit": ("audit",),
    "db": ("db",),
    "doctor": ("doctor",),
    "import": ("imports",),
    "info": ("info",),
    "install": ("install",),
    "local": ("local",),
    "mcp": ("mcp",),
    "scan": ("scan",),
    "serve": ("serve",),
    "skills": ("skills", "export"),  # export and review add their commands to the skills group
    "tenants": ("tenants",),
    "tokens": ("tokens",),
    "principals": ("tokens",),
    "validate": ("validate",),
    "webhooks": ("webhooks",),
}


def _register(argv: Sequence[str] = ()) -> None:
    """Import the command groups `argv` (the arguments after the program name) needs; all when unsure."""
    # Importing a group module registers its commands on `app`, which exists by now.
    wanted = COMMANDS.get(argv[0], GROUPS) if argv else GROUPS
    for name in GROUPS:
        if name in wanted:
            importlib.import_module(f"skillkeeper.cli.{name}")


def main() -> None:
    """Console-script entry point."""
    _register(sys.argv[1:])
    try:
        app()
    except ValueError as exc:
        # A bad SKILLKEEPER_* value, wherever a command first read the settings: one line, no traceback.
        # Looked up, not imported: `--help` stays free of pydantic-settings.
        settings = sys.modules.get("skillkeeper.settings")
        if settings is None or not isinstance(exc, settings.SettingsError):
            raise
        typer.echo(f"error: {exc}", err=True)
        raise SystemExit(2) from None
