"""`doctor --skill NAME` with `--stdio` (as `skillkeeper mcp`'s caller) and `--node` (the node's server)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from skillkeeper.access import tokens as tokens_repo
from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import create_token, inspect_token
from skillkeeper.cli import _register, app
from skillkeeper.clients.checks import Report
from skillkeeper.clients.doctor import Options, run
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant
from tests.clients.homes import make_home
from tests.factories import make_skill
from tests.node.fake_server import FakeServer
from tests.serving import running_server

runner = CliRunner()
_register()


def _seed(db_url: str) -> dict[str, str]:
    """Tenant acme: pdf-tools active, draft-one staged; a reader's and a node agent's token."""
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
        keeper.lifecycle.write(Actor.operator(tid), make_skill("pdf-tools"), source="manual", status="active")
        keeper.lifecycle.write(Actor("bot", tid, frozenset({"skills:write"})), make_skill("draft-one"))
        with keeper.store.write() as conn:
            return {
                "reader": create_token(conn, tid, "reader", "skills:read").token,
                "fleet": create_token(conn, tid, "node-1", "fleet:report").token,
            }
    finally:
        keeper.close()


def _checks(report: Report, name: str) -> list[tuple[str, str]]:
    return [(c.status, c.why) for c in report.checks if c.name == name]


def test_stdio_asks_as_the_local_agent_and_a_staged_skill_reads_as_missing(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _seed(db_url)
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    home = make_home(tmp_path, "linux", clients=())

    def ask(name: str) -> Report:
        return run(Options(home=home, skillkeeper_home=tmp_path / "sk", stdio=True, skill=name, tenant="acme"))

    served = ask("pdf-tools")
    assert served.target == "skill 'pdf-tools' over stdio (`skillkeeper mcp` on this machine's database)"
    assert _checks(served, "caller") == [
        ("ok", "no token: the local agent of tenant 'acme', as `skillkeeper mcp` runs")
    ]
    assert _checks(served, "skill") == [("ok", "pdf-tools: served: active in your tenant 'acme'")]
    staged, missing = ask("draft-one"), ask("no-such")
    said = [why.replace("draft-one", "<n>") for _s, why in _checks(staged, "skill")]
    assert said == [why.replace("no-such", "<n>") for _s, why in _checks(missing, "skill")]
    assert said[0].startswith(
        "<n>: no skill of this name is served to the local agent of tenant 'acme' (no SKILLKEEPER_TOKEN): "
        "it is not in that tenant, or it is not active yet."
    )
    assert "token may not see" not in said[0]  # the caller holds no token
    assert "`skillkeeper doctor --skill <n> --tenant acme` asks as this database's operator" in said[1]
    assert staged.exit_code == 1


def test_the_local_operator_hears_a_missing_skill_is_missing_with_the_closest_names(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The operator sees every skill of the tenant: 'your token may not see it' did not apply, and a typo
    # got no suggestion.
    _seed(db_url)
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    home = make_home(tmp_path, "linux", clients=())
    keeper = Keeper.open(db_url)
    try:
        keeper.tenants.create("other")
    finally:
        keeper.close()

    def ask(name: str, tenant: str = "acme") -> list[tuple[str, str]]:
        return _checks(run(Options(home=home, skillkeeper_home=tmp_path / "sk", skill=name, tenant=tenant)), "skill")

    assert ask("pdf-tols")[0] == (
        "warn",
        "pdf-tols: no skill named 'pdf-tols' in tenant 'acme'; did you mean pdf-tools? "
        "`skillkeeper skills list --tenant acme` shows them all",
    )
    assert ask("draft-on")[0][1].endswith(
        "did you mean draft-one? `skillkeeper skills list --tenant acme` shows them all"
    )
    assert ask("pdf-tools", "other")[0] == (
        "warn",
        "pdf-tools: no skill named 'pdf-tools' in tenant 'other'; it is in acme: pass --tenant acme",
    )


def test_stdio_asks_as_the_token_when_one_is_set(db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tokens = _seed(db_url)
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    home = make_home(tmp_path, "linux", clients=())
    report = run(
        Options(home=home, skillkeeper_home=tmp_path / "sk", stdio=True, skill="pdf-tools", token=tokens["reader"])
    )
    assert _checks(report, "caller") == [("ok", "reader of tenant 'acme' (SKILLKEEPER_TOKEN)")]
    assert _checks(report, "skill") == [("ok", "pdf-tools: served: active in your tenant 'acme'")]
    bad = run(Options(home=home, skillkeeper_home=tmp_path / "sk", stdio=True, skill="pdf-tools", token="skk_nope"))
    assert bad.exit_code == 2 and "not a valid token for this database" in _checks(bad, "caller")[0][1]
    assert (
        "`skillkeeper tokens create --tenant acme --principal NAME --scopes skills:read`"
        in _checks(bad, "caller")[0][1]
    )


def test_stdio_looks_the_token_up_once(db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tokens = _seed(db_url)
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    looked_up: list[str] = []

    def counted(conn: Any, token: str) -> Any:
        looked_up.append(token)
        return inspect_token(conn, token)

    monkeypatch.setattr(tokens_repo, "inspect_token", counted)
    home = make_home(tmp_path, "linux", clients=())
    report = run(
        Options(
            home=home,
            skillkeeper_home=tmp_path / "sk",
            stdio=True,
            skill="pdf-tools",
            token=tokens["reader"],
            tenant="x",
        )
    )
    assert _checks(report, "tenant")[0][0] == "warn"  # the whoami document still names the token's tenant
    assert looked_up == [tokens["reader"]]


def test_node_without_a_sync_says_what_to_run_instead(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=())
    report = run(Options(home=home, skillkeeper_home=tmp_path / "sk", node=True, skill="pdf-tools"))
    assert report.exit_code == 2
    [(status, why)] = _checks(report, "node sync")
    assert status == "fail" and "run `skillkeeper doctor --skill pdf-tools --server URL`" in why


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the wire is what is tested, not the engine
def test_node_asks_the_server_it_syncs_from_as_the_nodes_token(db_url: str, tmp_path: Path) -> None:
    from skillkeeper.node.state import SavedState, save_state

    tokens = _seed(db_url)
    home = make_home(tmp_path, "linux", clients=())
    skhome = tmp_path / "sk"
    with running_server(db_url) as url:
        save_state(skhome, SavedState(server=url, etag='"1"', wanted={"pdf-tools": "sha256:x"}))
        served = run(Options(home=home, skillkeeper_home=skhome, node=True, skill="pdf-tools", token=tokens["fleet"]))
        hidden = run(Options(home=home, skillkeeper_home=skhome, node=True, skill="draft-one", token=tokens["fleet"]))
    assert served.target == f"skill 'pdf-tools' via the node agent, at {url}"
    assert _checks(served, "skill")[0] == ("ok", "pdf-tools: served: active in your tenant 'acme'")
    assert "to node agents only (fleet:report)" in _checks(served, "skill")[1][1]
    assert [c.name for c in served.checks][-1] == "targets"
    assert "does not exist, or your token may not see it" in _checks(hidden, "skill")[0][1]


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the wire is what is tested, not the engine
def test_server_asks_as_the_token_variable_the_installed_clients_send(db_url: str, tmp_path: Path) -> None:
    from skillkeeper.clients import install
    from skillkeeper.clients.registry import Home

    tokens = _seed(db_url)
    installed = make_home(tmp_path, "linux", clients=("cursor", "gemini"))
    with running_server(db_url) as url:
        install.run(install.Options(server=url, token_env="TEAM_MCP_TOKEN"), installed)
        home = Home(home=installed.home, platform=installed.platform, env={"TEAM_MCP_TOKEN": tokens["reader"]})
        theirs = run(Options(home=home, skillkeeper_home=tmp_path / "sk", server=url, skill="pdf-tools"))
        refused = Home(home=installed.home, platform=installed.platform, env={"TEAM_MCP_TOKEN": "skk_revoked"})
        bad = run(Options(home=refused, skillkeeper_home=tmp_path / "sk", server=url, skill="pdf-tools"))
    assert _checks(theirs, "token") == [
        ("ok", "checking as $TEAM_MCP_TOKEN, the token the installed clients (cursor, gemini) send")
    ]
    assert _checks(theirs, "caller")[0][1].startswith("a token of 'reader' in tenant 'acme'")
    assert _checks(theirs, "skill")[0] == ("ok", "pdf-tools: served: active in your tenant 'acme'")
    assert bad.exit_code == 2 and _checks(bad, "caller")[0][1].startswith("the server refused TEAM_MCP_TOKEN (")


def test_doctor_cli_takes_skill_with_stdio_and_node(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _seed(db_url)
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    monkeypatch.setenv("HOME", str(tmp_path))
    stdio = runner.invoke(app, ["doctor", "--skill", "pdf-tools", "--stdio", "--tenant", "acme"], terminal_width=200)
    assert "pdf-tools: served: active in your tenant 'acme'" in stdio.stdout, stdio.output
    node = runner.invoke(app, ["doctor", "--skill", "pdf-tools", "--node"], terminal_width=200)
    assert node.exit_code == 2 and "--server URL" in node.stdout, node.output


def test_node_answers_a_local_skill_and_a_tokenless_ask_from_its_own_catalog(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    from skillkeeper.node import authoring
    from skillkeeper.node.agent import run_once
    from skillkeeper.node.nodecatalog import NodeCatalog
    from skillkeeper.node.targets import Target
    from tests.node.payloads import make_skill as catalog_skill
    from tests.node.payloads import payload

    fake_server.payload = payload([catalog_skill("alpha")])
    home = make_home(tmp_path, "linux", clients=())
    skhome = tmp_path / "sk"
    claude = Target(home.home / ".claude" / "skills", "additive", label="claude-code")
    node = NodeCatalog(skhome)
    try:
        authoring.create(node, make_skill("release-notes"))
    finally:
        node.close()
    run_once(fake_server.url, "tok", [claude], home=skhome)

    # A local skill is never on the server: asking it said 'check the spelling' and exit 1.
    local = run(Options(home=home, skillkeeper_home=skhome, node=True, skill="release-notes", token="tok"))
    assert local.exit_code == 0, local.lines()
    assert local.target == "skill 'release-notes' on this node"
    assert _checks(local, "skill")[0][1].startswith("release-notes: a local skill of this node")
    assert _checks(local, "targets") == [("ok", f"{claude.describe()}: installed")]

    # Without a token the server is not asked; the node's own view still says where the skill is.
    tokenless = run(Options(home=home, skillkeeper_home=skhome, node=True, skill="alpha"))
    assert tokenless.exit_code == 1, tokenless.lines()
    [(status, why)] = _checks(tokenless, "caller")
    assert status == "warn" and "was not asked; this node's own catalog holds it" in why
    assert "--scopes fleet:report" in why
    assert _checks(tokenless, "targets") == [("ok", f"{claude.describe()}: installed")]
