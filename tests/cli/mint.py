"""Checks that a hint naming `skillkeeper tokens create` works as printed."""

from __future__ import annotations

import re
import shlex
from typing import Any

import typer

from skillkeeper.cli import _register, app

_HINT = re.compile(r"`(skillkeeper tokens create [^`]*)`")


def assert_runnable_mint_hint(text: str) -> None:
    """The text names `skillkeeper tokens create ...` in backticks, and that line parses with every required option."""
    found = _HINT.findall(text)
    assert found, text
    _register()
    create: Any = typer.main.get_command(app).commands["tokens"].commands["create"]  # type: ignore[attr-defined]
    for line in found:
        args = shlex.split(line)[3:]
        create.make_context("create", list(args))  # raises on a missing --principal or --scopes
        assert "--tenant" in args, line  # required on this machine's database (the command checks it itself)
