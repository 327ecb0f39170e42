"""Every command has help, and every command appears in the README (docs kept honest)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer
from typer.testing import CliRunner

from skillkeeper.cli import _register, app

README = Path(__file__).resolve().parents[2] / "README.md"


def _commands() -> list[tuple[str, ...]]:
    _register()
    root = typer.main.get_command(app)
    found: list[tuple[str, ...]] = []

    def walk(cmd: Any, path: tuple[str, ...]) -> None:
        # Typer vendors its own click, so look for sub-commands rather than a class.
        if getattr(cmd, "commands", None):
            for name, sub in cmd.commands.items():
                walk(sub, (*path, name))
        else:
            found.append(path)

    walk(root, ())
    return found


def test_every_command_has_help() -> None:
    runner = CliRunner()
    for path in _commands():
        result = runner.invoke(app, [*path, "--help"])
        assert result.exit_code == 0, path
        assert "Usage" in result.output


def test_every_command_group_is_in_the_readme() -> None:
    text = README.read_text()
    missing = sorted({p[0] for p in _commands() if f"skillkeeper {p[0]}" not in text})
    assert not missing, f"README does not mention: {missing}"
