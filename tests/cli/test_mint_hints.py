"""Every hint that names `skillkeeper tokens create` names a command that runs when pasted."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.deliver.mcp.instructions import NO_ACCESS_HINT
from skillkeeper.errors import TENANT_MEANS, Forbidden, mint_command
from skillkeeper.keeper.why import NO_READ
from skillkeeper.web.auth import insufficient
from tests.cli.invoke import run
from tests.cli.mint import assert_runnable_mint_hint
from tests.factories import skill_md
from tests.node.fake_server import FakeServer


@pytest.fixture(autouse=True)
def _user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "user").mkdir()
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    monkeypatch.setenv("SKILLKEEPER_HOME", str(tmp_path / "skh"))
    for name in ("SKILLKEEPER_SERVER", "SKILLKEEPER_TOKEN"):
        monkeypatch.delenv(name, raising=False)


def test_mint_command_names_every_required_option() -> None:
    assert_runnable_mint_hint(f"`{mint_command('skills:read')}`")
    assert mint_command("fleet:report", tenant="acme", principal="NODE") == (
        "skillkeeper tokens create --tenant acme --principal NODE --scopes fleet:report"
    )


def test_the_agent_without_a_token_names_a_runnable_mint_command() -> None:
    result = run("agent", "--once", "--server", "http://127.0.0.1:9")
    assert result.exit_code == 2
    assert_runnable_mint_hint(result.output)


def test_fleet_nodes_without_a_token_names_a_runnable_mint_command() -> None:
    result = run("fleet", "nodes", "--server", "http://127.0.0.1:9")
    assert result.exit_code == 2
    assert_runnable_mint_hint(result.output)


def test_local_propose_without_a_token_names_a_runnable_mint_command() -> None:
    result = run("local", "propose", "pdf-tools", "--server", "http://127.0.0.1:9")
    assert result.exit_code == 2
    assert_runnable_mint_hint(result.output)


def test_a_403_to_the_agent_or_fleet_nodes_names_a_runnable_mint_command(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.status = 403
    agent = run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t"))
    assert agent.exit_code == 1
    assert_runnable_mint_hint(agent.output)
    fleet = run("fleet", "nodes", "--server", server.url)
    assert fleet.exit_code == 1
    assert_runnable_mint_hint(fleet.output)


def test_a_missing_scope_names_a_runnable_mint_command() -> None:
    with pytest.raises(Forbidden) as refused:
        Actor("bot", 1, frozenset({"skills:read"})).require("skills:review")
    assert_runnable_mint_hint(refused.value.message)
    assert_runnable_mint_hint(insufficient("skills:write").message)
    assert_runnable_mint_hint(NO_READ)


@pytest.mark.parametrize(
    "command",
    [
        ["agent", "--once", "--server", "http://127.0.0.1:9"],
        ["fleet", "nodes", "--server", "http://127.0.0.1:9"],
        ["skills", "export", "out", "--server", "http://127.0.0.1:9"],
        ["import", "SKILLS", "--server", "http://127.0.0.1:9"],
        ["local", "propose", "pdf-tools", "--server", "http://127.0.0.1:9"],
    ],
)
def test_without_a_token_the_mint_hint_names_the_tenant_this_database_holds(
    command: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "SKILLS" / "pdf-tools").mkdir(parents=True)
    (tmp_path / "SKILLS" / "pdf-tools" / "SKILL.md").write_text(skill_md("pdf-tools"))
    assert run("import", "SKILLS", "--tenant", "acme").exit_code == 0
    result = run(*command)
    assert result.exit_code == 2, result.output
    assert "skillkeeper tokens create --tenant acme --principal " in result.output
    assert_runnable_mint_hint(result.output)


def test_hints_without_a_tenant_to_name_say_what_t_is() -> None:
    with pytest.raises(Forbidden) as refused:
        Actor("bot", 1, frozenset({"skills:read"})).require("skills:review")
    for said in (refused.value.message, insufficient("skills:write").message, NO_READ, NO_ACCESS_HINT):
        assert_runnable_mint_hint(said)
        assert f"` ({TENANT_MEANS})" in said and "\n" not in said, said
