"""The `skillkeeper` command line: groups of commands that wire stages together.

Heavy imports (FastAPI, SQLAlchemy, the MCP SDK) happen inside commands so that
`skillkeeper mcp` and `--help` start fast.
"""

from __future__ import annotations

import typer

app = typer.Typer(
    name="skillkeeper",
    help="Registry and delivery gate for Agent Skills.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _register() -> None:
    # Each module adds its commands to `app`; one import line per command group.
    from skillkeeper.cli import (  # noqa: F401
        agent,
        db,
        imports,
        install,
        local,
        mcp,
        scan,
        serve,
        skills,
        tenants,
        tokens,
        validate,
    )


def main() -> None:
    """Console-script entry point."""
    _register()
    app()
