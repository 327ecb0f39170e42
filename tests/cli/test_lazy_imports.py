"""`skillkeeper --help` stays fast: heavy layers load only in the commands that use them, each saying why."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import typer.main

import skillkeeper
from skillkeeper.cli import COMMANDS, _register, app

CLI = Path(skillkeeper.__file__).parent / "cli"
# Loaded by no `--help`: the web stack, the MCP SDK, HTTP clients, settings, the Keeper, the database
# layer and the scanner.
HEAVY = (
    "fastapi",
    "uvicorn",
    "mcp",
    "httpx",
    "pydantic_settings",
    "pydantic",
    "sqlalchemy",
    "numpy",
    "jinja2",
    "skillkeeper.keeper",
    "skillkeeper.check.scan",
)


def test_help_loads_none_of_the_heavy_layers() -> None:
    probe = (
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from skillkeeper.cli import _register, app\n"
        "_register()\n"
        "assert CliRunner().invoke(app, ['--help']).exit_code == 0\n"
        f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert run.stdout.strip() == ""


def test_every_function_level_import_in_cli_says_why() -> None:
    silent = []
    for path in sorted(CLI.glob("*.py")):
        lines = path.read_text(encoding="utf-8").split("\n")
        for fn in ast.walk(ast.parse("\n".join(lines))):
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(fn):
                if isinstance(node, ast.Import | ast.ImportFrom) and "# " not in lines[node.lineno - 1]:
                    silent.append(f"{path.name}:{node.lineno}")
    assert silent == [], "give the reason on the import's line, or import at module level"


# Prints what one top-level command looks like when the CLI registers only that command's modules.
SHAPE = (
    "import sys, json\n"
    "import typer.main\n"
    "from skillkeeper.cli import _register, app\n"
    "_register(sys.argv[1:])\n"
    "cmd = typer.main.get_command(app).commands[sys.argv[1]]\n"
    "subs = sorted(getattr(cmd, 'commands', {}))\n"
    "print(json.dumps([subs, [p.name for p in cmd.params]]))\n"
)


def test_each_top_level_command_registers_alone_exactly_as_with_every_group() -> None:
    _register()
    every = typer.main.get_command(app).commands  # type: ignore[attr-defined]
    assert sorted(COMMANDS) == sorted(every), "add the command to COMMANDS in skillkeeper.cli"
    for name, cmd in every.items():
        run = subprocess.run(
            [sys.executable, "-c", SHAPE, name], capture_output=True, text=True, timeout=120, check=True
        )
        full = [sorted(getattr(cmd, "commands", {})), [p.name for p in cmd.params]]
        assert json.loads(run.stdout) == full, name


def test_the_local_agent_loads_no_http_client() -> None:
    # `agent --local` reads this machine's database: httpx (0.07 s) loads only for a server.
    probe = "import sys\nimport skillkeeper.node.agent, skillkeeper.admin.local_source\nprint('httpx' in sys.modules)\n"
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert run.stdout.split() == ["False"]


def test_opening_a_keeper_loads_no_search_state_until_a_search() -> None:
    # `import` and `agent --once` open a Keeper and never search: numpy and the rankers stay unloaded.
    probe = (
        "import sys\n"
        "from skillkeeper.keeper import Keeper\n"
        "keeper = Keeper.open('sqlite://')\n"
        "print('numpy' in sys.modules, end=' ')\n"
        "keeper.caches.search\n"
        "print('numpy' in sys.modules)\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert run.stdout.split() == ["False", "True"]
