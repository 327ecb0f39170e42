"""Run the `skillkeeper` CLI in-process, every command group registered."""

from __future__ import annotations

from click.testing import Result
from typer.testing import CliRunner

from skillkeeper.cli import _register, app


def run(*args: str) -> Result:
    """Invoke `skillkeeper ARGS...` and return the result (output and exit code)."""
    _register()
    return CliRunner().invoke(app, list(args), prog_name="skillkeeper")
