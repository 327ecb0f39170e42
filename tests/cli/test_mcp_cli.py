"""`skillkeeper mcp` typed by hand in a terminal says what it is waiting for, on stderr only."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
from pathlib import Path

from tests.serving import cli_env


def test_mcp_on_a_terminal_says_it_waits_for_a_client(db_url: str) -> None:
    main, secondary = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "skillkeeper", "mcp"],
        env=cli_env(db_url),
        stdin=secondary,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    os.close(secondary)
    try:
        assert proc.stderr is not None
        ready, _, _ = select.select([proc.stderr], [], [], 60)  # bounded wait for the first line
        line = proc.stderr.readline() if ready else ""
    finally:
        proc.kill()
        out, _ = proc.communicate(timeout=30)
        os.close(main)
    assert "waiting for a client's messages, Ctrl-C to stop" in line and "skillkeeper install" in line
    assert out == ""  # stdout belongs to the protocol


def test_mcp_says_on_stderr_when_it_creates_a_missing_tenant(db_url: str) -> None:
    from skillkeeper.keeper import Keeper
    from tests.serving import skillkeeper

    Keeper.open(db_url).close()  # an existing database: a first start makes the tenant with it, silently
    done = skillkeeper("mcp", env=cli_env(db_url, SKILLKEEPER_TENANT="acmee"))  # stdin closed: serves nothing
    assert "note: tenant 'acmee' does not exist in this database, so it is created empty" in done.stderr
    assert done.stdout == ""
    again = skillkeeper("mcp", env=cli_env(db_url, SKILLKEEPER_TENANT="acmee"))
    assert "note:" not in again.stderr


def test_mcp_takes_tenant_like_every_other_command(db_url: str) -> None:
    from skillkeeper.keeper import Keeper
    from tests.serving import skillkeeper

    Keeper.open(db_url).close()
    done = skillkeeper("mcp", "--tenant", "acmee", env=cli_env(db_url))  # stdin closed: serves nothing
    assert done.returncode == 0, done.stderr
    assert "note: tenant 'acmee' does not exist in this database, so it is created empty" in done.stderr
    assert done.stdout == ""


def test_mcp_refuses_a_typod_tenant_close_to_one_that_exists(db_url: str) -> None:
    from skillkeeper.keeper import Keeper
    from tests.serving import skillkeeper

    keeper = Keeper.open(db_url)
    keeper.tenants.create("acme")
    keeper.close()
    done = skillkeeper("mcp", "--tenant", "acm", env=cli_env(db_url))
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.strip().splitlines() == [
        "error: tenant 'acm' does not exist in this database; did you mean acme? (`skillkeeper mcp --tenant acme`; "
        "to serve a new empty tenant, `skillkeeper tenants create acm` first)"
    ]
    keeper = Keeper.open(db_url)
    names = [t["name"] for t in keeper.tenants.list()]
    keeper.close()
    assert "acm" not in names


def test_mcp_on_a_brand_new_database_creates_its_first_tenant(tmp_path: Path) -> None:
    from skillkeeper.keeper import Keeper
    from tests.serving import skillkeeper

    url = f"sqlite:///{tmp_path / 'new.db'}"
    done = skillkeeper("mcp", "--tenant", "acm", env=cli_env(url))  # stdin closed: serves nothing
    assert done.returncode == 0, done.stderr
    keeper = Keeper.open(url)
    names = [t["name"] for t in keeper.tenants.list()]
    keeper.close()
    assert names == ["acm"]


def test_mcp_tenant_with_node_or_a_token_is_one_line_saying_what_to_drop(db_url: str) -> None:
    from tests.serving import skillkeeper

    node = skillkeeper("mcp", "--tenant", "acme", "--node", env=cli_env(db_url))
    assert node.returncode == 1
    assert node.stderr.strip().splitlines() == [
        "error: --tenant does not go with --node: the node's catalog is the one its agent synced; drop --tenant"
    ]
    token = skillkeeper("mcp", "--tenant", "acme", env=cli_env(db_url, SKILLKEEPER_TOKEN="skk_x"))
    assert token.returncode == 1
    assert "unset SKILLKEEPER_TOKEN to serve a tenant of this database" in token.stderr
