"""`skillkeeper mcp` over stdio with a token this database refuses: one line naming a command that works here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

import pytest

from skillkeeper.access.tokens import InvalidToken
from skillkeeper.deliver.mcp.stdio import stdio_callers
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from tests.cli.mint import assert_runnable_mint_hint
from tests.node.catalogs import populated


def test_a_refused_token_names_the_tenant_of_this_database_and_the_token_less_way(keeper: Keeper) -> None:
    keeper.tenants.create("acme")
    with pytest.raises(InvalidToken) as refused:
        stdio_callers(keeper, Settings(token="skk_nope"))
    said = str(refused.value)
    assert "`skillkeeper tokens create --tenant acme --principal NAME --scopes skills:read`" in said
    assert said.endswith("or unset it to serve a tenant of this database without one (`skillkeeper mcp --tenant NAME`)")
    assert_runnable_mint_hint(said)


# Loaded by no `skillkeeper mcp` start: the installer (client formats, TOML writer, companion skill,
# node reconciler) that `clients.localtenant` once pulled in through the `clients` package.
NOT_AT_START = (
    "skillkeeper.clients.install",
    "skillkeeper.clients.companion",
    "skillkeeper.clients.writes",
    "skillkeeper.node.catalog",
    "tomlkit",
)
HELLO = [
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    },
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
]


def tools_list_in_a_fresh_process(args: list[str], home: Path, watched: tuple[str, ...]) -> tuple[Any, str]:
    """`skillkeeper ARGS` served over stdio up to its tools/list answer: (that answer, the `watched` modules loaded)."""
    probe = (
        "import sys\n"
        "from skillkeeper.cli import main\n"
        f"sys.argv = ['skillkeeper', *{args!r}]\n"
        "try:\n"
        "    main()\n"
        "finally:\n"
        f"    print('loaded:', ','.join(m for m in {watched!r} if m in sys.modules), file=sys.stderr)\n"
    )
    env = {**os.environ, "SKILLKEEPER_HOME": str(home)}
    env.pop("SKILLKEEPER_TOKEN", None)
    env.pop("SKILLKEEPER_DATABASE_URL", None)
    # stderr to a file: a pipe read only after the answer would block a server that logs more than its buffer.
    with tempfile.TemporaryFile() as stderr:
        proc = subprocess.Popen(
            [sys.executable, "-c", probe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, env=env
        )
        assert proc.stdin and proc.stdout
        killer = threading.Timer(120, proc.kill)  # bounded: a server that never answers ends the read below
        killer.start()
        try:
            proc.stdin.write("".join(json.dumps(m) + "\n" for m in HELLO).encode())
            proc.stdin.flush()
            # Keep stdin open until tools/list is answered: at end of input the server stops serving.
            listed = next((a for a in map(json.loads, proc.stdout) if a.get("id") == 2), None)
            proc.stdin.close()
            proc.wait()
        finally:
            killer.cancel()
            proc.stdout.close()
        stderr.seek(0)
        said = stderr.read().decode(errors="replace")
    assert listed is not None, said
    assert said.splitlines()[-1].startswith("loaded: "), said
    return listed, said.splitlines()[-1]


def test_serving_stdio_up_to_tools_list_loads_none_of_the_installer(tmp_path: Path) -> None:
    listed, loaded = tools_list_in_a_fresh_process(["mcp"], tmp_path, NOT_AT_START)
    assert {t["name"] for t in listed["result"]["tools"]} >= {"search_skills", "create_skill"}
    assert loaded == "loaded: "


# Loaded by no `skillkeeper mcp --node` start: the node's catalog needs no database, Keeper or scanner.
NOT_FOR_THE_NODE = ("sqlalchemy", "skillkeeper.keeper", "skillkeeper.check.scan")


def test_serving_the_node_catalog_up_to_tools_list_loads_no_database_keeper_or_scanner(tmp_path: Path) -> None:
    populated(tmp_path).close()
    listed, loaded = tools_list_in_a_fresh_process(["mcp", "--node"], tmp_path, NOT_FOR_THE_NODE)
    assert {t["name"] for t in listed["result"]["tools"]} >= {"search_skills", "create_skill"}
    assert loaded == "loaded: "
