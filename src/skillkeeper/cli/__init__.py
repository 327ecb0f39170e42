"""The `skillkeeper` command line: groups of commands that wire stages together.

Heavy imports (FastAPI, SQLAlchemy, the MCP SDK) happen inside commands so that
`skillkeeper mcp` and `--help` start fast.
"""

from __future__ import annotations

import sys
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


def _register() -> None:
    # Each module adds its commands to `app`; one import line per command group.
    from skillkeeper.cli import (  # noqa: F401  (lazy: importing a group registers it, after `app` exists)
        agent,
        allowlist,
        audit,
        db,
        doctor,
        export,
        imports,
        info,
        install,
        local,
        mcp,
        scan,
        serve,
        skills,
        tenants,
        tokens,
        validate,
        webhooks,
    )


def main() -> None:
    """Console-script entry point."""
    _register()
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
