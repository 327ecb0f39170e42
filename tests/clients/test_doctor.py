"""doctor --server: every band of caller, exit codes and JSON, the clock, the token the clients send."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

import pytest

from skillkeeper.clients import install
from skillkeeper.clients.checks import Report
from skillkeeper.clients.hostcheck import clock
from skillkeeper.clients.probe import Deep, ExtensionResult
from skillkeeper.clients.registry import Home
from skillkeeper.clients.served import skills
from tests.clients.doctoring import check, doctor, installed_home, public_catalog, seed
from tests.clients.homes import make_home
from tests.serving import cli_env, free_port, refused_port, running_server, skillkeeper

pytestmark = pytest.mark.e2e


def test_doctor_explains_every_band_of_caller(db_url: str, tmp_path: Path) -> None:
    tokens = seed(db_url)
    with running_server(db_url) as url:
        home = installed_home(tmp_path, url)

        author = doctor(home, url, tokens["author"])
        assert author.exit_code == 0, author.lines()
        assert check(author, "tools")[1] == "all 8 tools served"
        assert check(author, "skills")[1] == "2 skills visible"
        assert "3 files read back with matching sha256" in check(author, "skills extension")[1]
        assert check(author, "clients") == ("ok", f"cursor (skillkeeper) points at {url}/mcp")
        assert "a token of 'author' in tenant 'acme'" in check(author, "caller")[1]
        assert "2025-11-25" in check(author, "protocol")[1] and "2026-07-28" in check(author, "protocol")[1]
        assert "resource_metadata" not in check(author, "authorization")[1]  # the why is in words
        assert check(author, "authorization")[0] == "ok"

        reader = doctor(home, url, tokens["reader"])  # a read-only token: nothing is wrong with it
        assert reader.exit_code == 0, reader.lines()
        status, why = check(reader, "tools")
        assert status == "ok" and "read-only token: write tools are not offered" in why
        assert not [c for c in reader.checks if c.name.startswith("tool ")], reader.lines()

        narrowed = doctor(home, url, tokens["narrowed"])
        assert narrowed.exit_code == 1
        why = check(narrowed, "tool create_skill")[1]
        assert "is no longer allowed it" in why and "principals grant narrowed skills:write" in why

        reviewer = doctor(home, url, tokens["reviewer"])  # an MCP client's token without an MCP scope
        assert reviewer.exit_code == 1, reviewer.lines()
        assert check(reviewer, "caller")[0] == "ok"
        assert "403 insufficient_scope" in check(reviewer, "protocol")[1]
        assert check(reviewer, "tool get_skill")[1].startswith("the token lacks skills:read")
        assert len([c for c in reviewer.checks if c.name.startswith("tool ")]) == 8

        expired = doctor(home, url, tokens["expired"])
        assert expired.exit_code == 2
        assert check(expired, "caller") == (
            "fail",
            "the server refused the token in SKILLKEEPER_TOKEN (unknown, "
            "expired or revoked): create a new one with "
            "`skillkeeper tokens create --tenant T --principal NAME --scopes skills:read`, T being the tenant "
            "whose skills it is for: `skillkeeper tenants list` names them",
        )

        anonymous = doctor(home, url, None)
        assert anonymous.exit_code == 2
        assert "no token (SKILLKEEPER_TOKEN is unset)" in check(anonymous, "caller")[1]

        closed = doctor(home, url + "/mcp?tenant=acme", None)  # the tenant is named: the hint names it too
        assert check(closed, "caller")[1].endswith(
            "set SKILLKEEPER_TOKEN to a token from `skillkeeper tokens create --tenant acme --principal NAME "
            "--scopes skills:read`, or have an admin open its catalog to readers without one: "
            "`skillkeeper tenants settings acme --set public_catalog=true`"
        )
        public_catalog(db_url, True)
        public = doctor(home, url + "/mcp?tenant=acme", None)
        assert public.exit_code == 1
        assert check(public, "skills")[1] == "2 skills visible"
        assert check(public, "tool create_skill")[1] == (
            "no token: anonymous callers only ever get read tools; send a token with skills:write, from "
            "`skillkeeper tokens create --tenant acme --principal NAME --scopes skills:read,skills:write`"
        )


def test_doctor_cli_exit_codes_and_json_against_a_stopped_server(db_url: str, tmp_path: Path) -> None:
    tokens = seed(db_url)
    port = free_port()
    env = cli_env(db_url, HOME=str(tmp_path), SKILLKEEPER_TOKEN=tokens["author"])
    stopped = skillkeeper("doctor", "--server", f"http://127.0.0.1:{port}", "--json", env=env)
    assert stopped.returncode == 2, stopped.stderr
    body = json.loads(stopped.stdout)
    assert body["exit_code"] == 2 and body["checks"][0]["check"] == "reachable"
    assert body["checks"][0]["status"] == "fail" and "is `skillkeeper serve` running there?" in body["checks"][0]["why"]
    with running_server(db_url) as url:
        narrowed = skillkeeper("doctor", "--server", url, env={**env, "SKILLKEEPER_TOKEN": tokens["narrowed"]})
    assert narrowed.returncode == 1, narrowed.stdout + narrowed.stderr
    assert "warn tool create_skill" in " ".join(narrowed.stdout.split())
    both = skillkeeper("doctor", "--stdio", "--node", env=env)
    assert both.returncode == 2 and "pass one of" in both.stderr


def test_clock_skew_beyond_a_minute_is_a_warning() -> None:
    report = Report("x")
    clock(report, format_datetime(datetime.now(UTC) - timedelta(minutes=5), usegmt=True))
    clock(report, format_datetime(datetime.now(UTC), usegmt=True))
    assert [c.status for c in report.checks] == ["warn", "ok"]
    assert "ahead of the server's" in report.checks[0].why


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_doctor_checks_as_the_token_variable_the_installed_clients_send(db_url: str, tmp_path: Path) -> None:
    tokens = seed(db_url)
    with running_server(db_url) as url:
        home = make_home(tmp_path, "linux", clients=("codex", "gemini"))
        install.run(install.Options(server=url, token_env="SKILLKEEPER_MCP_TOKEN"), home)
        # SKILLKEEPER_TOKEN holds the node agent's fleet token; the clients send $SKILLKEEPER_MCP_TOKEN.
        unset = doctor(home, url, tokens["fleet"])
        status, why = check(unset, "token")
        assert status == "warn" and "send the token in $SKILLKEEPER_MCP_TOKEN, which is not set" in why
        assert check(unset, "caller")[1].startswith("a token of 'fleet' in tenant 'acme'")
        refused = Home(home=home.home, platform=home.platform, env={"SKILLKEEPER_MCP_TOKEN": "skk_revoked"})
        bad = doctor(refused, url, tokens["fleet"])
        home = Home(home=home.home, platform=home.platform, env={"SKILLKEEPER_MCP_TOKEN": tokens["reader"]})
        theirs = doctor(home, url, tokens["fleet"])
    assert check(theirs, "token") == (
        "ok",
        "checking as $SKILLKEEPER_MCP_TOKEN, the token the installed clients (codex, gemini) send",
    )
    assert check(theirs, "caller")[1].startswith("a token of 'reader' in tenant 'acme'")
    # The refusal names the variable the token came from, not SKILLKEEPER_TOKEN (which holds a good one).
    assert bad.exit_code == 2
    assert check(bad, "caller")[1].startswith("the server refused the token in SKILLKEEPER_MCP_TOKEN (")


def test_one_visible_skill_is_said_in_the_singular() -> None:
    report = Report("x")
    skills(report, Deep(names=["pdf-tools"], ext=ExtensionResult(skills=["pdf-tools"], files=1, checked=1)))
    assert check(report, "skills") == ("ok", "1 skill visible")
    assert check(report, "skills extension")[1].startswith("1 skill, 1 file listed; 1 file read back")


def test_doctor_server_with_a_node_agents_token_says_what_it_is_for_without_scope_warnings(
    db_url: str, tmp_path: Path
) -> None:
    # The node agent's fleet:report token at `--server` got eight `principals grant ... skills:read` warnings,
    # while `doctor --node` says a node's token needs neither scope.
    tokens = seed(db_url)
    with running_server(db_url) as url:
        home = installed_home(tmp_path, url)
        report = doctor(home, url, tokens["fleet"])
    assert report.exit_code == 0, report.lines()
    assert not [c for c in report.checks if c.name.startswith("tool ") or c.name == "protocol"], report.lines()
    status, why = check(report, "tools")
    assert status == "ok" and why.startswith("a node agent's token (fleet:report): it is for the agent's sync and ")
    assert "not an MCP client's token" in why and why.endswith("`skillkeeper doctor --node` on that node checks it")
    assert "principals grant" not in " ".join(report.lines())


def test_doctor_server_with_a_node_agents_token_does_not_call_a_clients_written_token_stale(
    db_url: str, tmp_path: Path
) -> None:
    # Zed's file holds a client's token; checked as the node agent's fleet:report token, doctor called it stale.
    tokens = seed(db_url)
    with running_server(db_url) as url:
        home = make_home(tmp_path, "linux", clients=("zed",), env={"SKILLKEEPER_TOKEN": tokens["reader"]})
        install.run(install.Options(server=url), home)
        report = doctor(home, url, tokens["fleet"])
        client = doctor(home, url, tokens["author"])  # a client's token is still compared
    assert report.exit_code == 0, report.lines()
    assert check(report, "clients") == (
        "ok",
        f"zed (skillkeeper) points at {url}/mcp; the token written into the file of zed is not compared: doctor "
        "checks as a node agent's token (fleet:report), which no MCP client sends",
    )
    status, why = check(client, "clients")
    assert status == "warn" and "zed: the token written into its file at install time is not the one" in why


def test_doctor_with_its_server_unreachable_does_not_call_a_clients_written_token_stale(tmp_path: Path) -> None:
    # Unreachable, doctor cannot learn whose token it holds: a node agent's fleet:report token differs from
    # every client's, yet it was compared and Zed's token called stale.
    with refused_port() as port:  # nothing listens there
        url = f"http://127.0.0.1:{port}"
        home = make_home(tmp_path, "linux", clients=("zed",), env={"SKILLKEEPER_TOKEN": "skk_client"})
        install.run(install.Options(server=url), home)
        report = doctor(home, url, "skk_node_agent")
        client_report = doctor(home, url, "skk_client")
    assert report.exit_code == 2, report.lines()
    assert check(report, "clients") == (
        "ok",
        f"zed (skillkeeper) points at {url}/mcp; the token written into the file of zed could not be checked: the "
        "server did not say (GET /api/v1/whoami) whether doctor's token is a client's or a node agent's "
        "(fleet:report, which no client sends); run doctor again once the server answers",
    )
    assert check(client_report, "clients") == ("ok", f"zed (skillkeeper) points at {url}/mcp")
