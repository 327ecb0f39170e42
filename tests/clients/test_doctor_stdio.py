"""doctor --stdio: the caller and tools `skillkeeper mcp` serves, as the installed clients start it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillkeeper.clients import install
from skillkeeper.clients.doctor import Options, run
from tests.clients.doctoring import seed
from tests.clients.homes import make_home
from tests.serving import cli_env, skillkeeper

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_doctor_stdio_reports_the_local_caller_and_its_tools(db_url: str, tmp_path: Path) -> None:
    tokens = seed(db_url)
    env = cli_env(db_url, HOME=str(tmp_path), SKILLKEEPER_TOKEN=tokens["reader"])
    done = skillkeeper("doctor", "--stdio", "--json", env=env, timeout=180)
    body = json.loads(done.stdout)
    checks = {c["check"]: c for c in body["checks"]}
    warned = sorted(c["check"] for c in body["checks"] if c["status"] != "ok")
    assert warned == ["clients"], done.stdout  # no MCP client in this home; the read-only token is no warning
    assert checks["reachable"]["status"] == "ok" and checks["skills"]["why"] == "2 skills visible"
    assert checks["tools"]["status"] == "ok" and "write tools are not offered" in checks["tools"]["why"]
    assert "tool delete_skill" not in checks
    assert checks["skills extension"]["status"] == "ok"


def test_doctor_stdio_says_first_when_the_installed_clients_run_mcp_node(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # After `install --node`, `doctor --stdio` failed on `skillkeeper mcp`'s missing tenant and never said
    # that no client runs it.
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(node=True), home)
    report = run(Options(home=home, skillkeeper_home=tmp_path / "sk", stdio=True))
    assert report.checks[0].name == "clients" and report.checks[0].status == "warn"
    assert report.checks[0].why == (
        "the installed clients (cursor (skillkeeper), codex (skillkeeper)) run `skillkeeper mcp --node`, not "
        "`skillkeeper mcp`: `skillkeeper doctor --node` checks what they serve"
    )
    assert [c.name for c in report.checks].count("clients") == 1


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_doctor_stdio_names_the_tenant_holding_the_skills_then_checks_as_the_installed_clients(
    db_url: str, tmp_path: Path
) -> None:
    seed(db_url)  # two active skills in acme; the token-less local tenant is `default`
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    env = cli_env(db_url, HOME=str(home.home))
    done = skillkeeper("doctor", "--stdio", "--json", env=env, timeout=180)
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert done.returncode == 2 and checks["caller"]["status"] == "fail", checks
    assert checks["caller"]["why"].startswith("tenant 'default' does not exist in this database (doctor creates")
    assert "active skills are in acme (2)" in checks["caller"]["why"]
    assert (
        "`skillkeeper doctor --stdio --tenant acme`, then `skillkeeper install --tenant acme`"
        in checks["caller"]["why"]
    )
    done = skillkeeper("doctor", "--stdio", "--tenant", "acme", "--json", env=env, timeout=180)
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert checks["skills"]["why"] == "2 skills visible", checks
    assert "the local agent of tenant 'acme'" in checks["authorization"]["why"]
    install.run(install.Options(tenant="acme"), home)  # what the hint says; the clients now serve acme
    done = skillkeeper("doctor", "--stdio", "--json", env=env, timeout=180)
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert checks["skills"]["why"] == "2 skills visible", checks["skills"]
    assert "SKILLKEEPER_TENANT=acme from the installed clients' entries" in checks["authorization"]["why"]
