"""`skillkeeper doctor` against a real `skillkeeper serve`: each band of token, what it explains."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import change_mandate, create_token
from skillkeeper.clients import install
from skillkeeper.clients.checks import Report
from skillkeeper.clients.doctor import Options, run
from skillkeeper.clients.hostcheck import clock
from skillkeeper.clients.probe import Deep, ExtensionResult
from skillkeeper.clients.registry import Home
from skillkeeper.clients.served import skills
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant, update_settings
from tests.clients.homes import make_home
from tests.factories import make_skill
from tests.serving import cli_env, free_port, running_server, skillkeeper

pytestmark = pytest.mark.e2e


def seed(db_url: str) -> dict[str, str]:
    """Tenant acme with two active skills (one bundles a file), and a token per band."""
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
        op = Actor.operator(tid)
        keeper.lifecycle.write(
            op,
            make_skill("pdf-tools", files={"references/api.md": "# api\n"}),
            source="manual",
            status="active",
        )
        keeper.lifecycle.write(op, make_skill("water-plant"), source="manual", status="active")
        bands = {
            "reader": "skills:read",
            "author": "skills:read,skills:write",
            "reviewer": "skills:review",
            "fleet": "fleet:report,fleet:read",
            "narrowed": "skills:read,skills:write",
        }
        with keeper.store.write() as conn:
            tokens = {band: create_token(conn, tid, band, scopes).token for band, scopes in bands.items()}
            tokens["expired"] = create_token(conn, tid, "old", "skills:read", timedelta(seconds=-5)).token
            change_mandate(conn, tid, "narrowed", remove=frozenset({"skills:write"}))
    finally:
        keeper.close()
    return tokens


def public_catalog(db_url: str, on: bool) -> None:
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            update_settings(conn, 1, {"public_catalog": on})
    finally:
        keeper.close()


def installed_home(tmp_path: Path, url: str) -> Home:
    """A Linux home whose Cursor config points at `url` (written by `skillkeeper install`)."""
    home = make_home(tmp_path, "linux", clients=("cursor",))
    install.run(install.Options(server=url), home)
    return home


def check(report: Report, name: str) -> tuple[str, str]:
    found = [c for c in report.checks if c.name == name]
    assert found, (name, report.lines())
    return found[0].status, found[0].why


def doctor(home: Home, url: str, token: str | None) -> Report:
    return run(Options(home=home, skillkeeper_home=home.home / ".skillkeeper", server=url, token=token))


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

        for band in ("reviewer", "fleet"):
            report = doctor(home, url, tokens[band])
            assert report.exit_code == 1, (band, report.lines())
            assert check(report, "caller")[0] == "ok"
            assert "403 insufficient_scope" in check(report, "protocol")[1]
            assert check(report, "tool get_skill")[1].startswith("the token lacks skills:read")
            assert len([c for c in report.checks if c.name.startswith("tool ")]) == 8

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


def test_doctor_node_reads_the_agent_state_targets_and_collisions(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skillkeeper.node.state import SavedState, save_state

    tokens = seed(db_url)
    target = tmp_path / "skills"
    (target / "pdf-tools").mkdir(parents=True)  # a folder skillkeeper did not write: a collision
    monkeypatch.setenv("SKILLKEEPER_SKILL_TARGETS", json.dumps([{"dir": str(target), "mode": "additive"}]))
    skhome = tmp_path / "skhome-node"
    home = make_home(tmp_path, "linux", clients=())
    report = run(Options(home=home, skillkeeper_home=skhome, node=True, token=tokens["author"]))
    assert report.exit_code == 1 and check(report, "node sync")[0] == "warn"
    with running_server(db_url) as url:
        save_state(
            skhome,
            SavedState(server=url, etag='"1"', wanted={"pdf-tools": "sha256:x", "water-plant": "y"}),
        )
        report = run(Options(home=home, skillkeeper_home=skhome, node=True, token=tokens["author"]))
    assert f"from {url}: 2 skills in the catalog" in check(report, "node sync")[1]
    status, why = check(report, "target skills")
    assert status == "warn" and "1 collision (" in why and "pdf-tools" in why
    assert "no node catalog" in check(report, "node catalog")[1]
    assert check(report, "tools")[1] == "all 8 tools served"


def test_clock_skew_beyond_a_minute_is_a_warning() -> None:
    report = Report("x")
    clock(report, format_datetime(datetime.now(UTC) - timedelta(minutes=5), usegmt=True))
    clock(report, format_datetime(datetime.now(UTC), usegmt=True))
    assert [c.status for c in report.checks] == ["warn", "ok"]
    assert "ahead of the server's" in report.checks[0].why


def test_doctor_node_reads_the_last_sync_from_the_node_catalog(tmp_path: Path) -> None:
    from skillkeeper.clients.noderecord import load
    from skillkeeper.node.catalog import Catalog
    from skillkeeper.node.nodecatalog import NodeCatalog
    from tests.node.payloads import make_skill as catalog_skill

    skhome = tmp_path / "skhome-catalog"
    assert load(skhome) == (None, None)
    node = NodeCatalog(skhome)
    try:
        skills = [catalog_skill("pdf-tools"), catalog_skill("water-plant")]
        node.sync(Catalog.of(skills, etag='"7"', tenant="acme"), server="http://sk.example")
    finally:
        node.close()
    state, when = load(skhome)
    assert state is not None and when is not None
    assert state.server == "http://sk.example" and state.etag == '"7"'
    assert state.wanted == {s.name: s.content_hash for s in skills}


def test_doctor_node_with_its_server_down_warns_while_the_node_serves_its_last_catalog(tmp_path: Path) -> None:
    from skillkeeper.node.catalog import Catalog
    from skillkeeper.node.nodecatalog import NodeCatalog
    from tests.node.payloads import make_skill as catalog_skill

    skhome, down = tmp_path / "skhome-down", f"http://127.0.0.1:{free_port()}"
    node = NodeCatalog(skhome)
    try:
        node.sync(Catalog.of([catalog_skill("pdf-tools")], etag='"7"', tenant="acme"), server=down)
    finally:
        node.close()
    home = make_home(tmp_path, "linux", clients=())
    report = run(Options(home=home, skillkeeper_home=skhome, node=True, token="skk_x"))
    status, why = check(report, "reachable")
    assert report.exit_code == 1 and status == "warn", report.lines()
    assert "meanwhile this node serves its last synced catalog" in why


def test_doctor_without_a_server_points_stdio_installed_clients_to_doctor_stdio(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(), home)  # the default install: stdio
    report = doctor(home, f"http://127.0.0.1:{free_port()}", None)
    status, why = check(report, "clients")
    assert status == "warn" and "(cursor, codex) run `skillkeeper mcp` over stdio" in why
    assert "`skillkeeper doctor --stdio`" in why


def test_doctor_with_no_server_named_checks_the_stdio_server_the_clients_run(tmp_path: Path) -> None:
    # `skillkeeper install` (stdio) then `skillkeeper doctor`: no server was ever started, so failing
    # on http://127.0.0.1:8765 answered a question the user did not ask.
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(), home)
    options = Options(home=home, skillkeeper_home=home.home / ".skillkeeper")
    report = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}"))
    assert report.target.startswith("stdio: skillkeeper mcp, what the installed clients run")
    assert not any("cannot reach http" in c.why for c in report.checks)
    named = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}", default_named=True))
    assert named.target.startswith("http://127.0.0.1:")  # $SKILLKEEPER_SERVER named one: that one is checked


def test_doctor_with_no_server_named_checks_the_server_every_installed_client_points_at(tmp_path: Path) -> None:
    # `skillkeeper install --server URL` then `skillkeeper doctor`: it checked http://127.0.0.1:8765, which
    # the clients never talk to, and failed there.
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    theirs = f"http://127.0.0.1:{free_port()}"
    install.run(install.Options(server=theirs), home)
    options = Options(home=home, skillkeeper_home=home.home / ".skillkeeper")
    report = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}"))
    assert report.target == f"{theirs}/mcp, where the installed clients point (`--server URL` checks another)"
    assert check(report, "reachable")[1].startswith(f"cannot reach {theirs} ")
    install.run(install.Options(clients=("codex",), server=f"http://127.0.0.1:{free_port()}"), home)
    mixed = run(replace(options, default_server="http://127.0.0.1:9"))
    # They disagree: where `serve` listens, saying so and naming each server with its clients.
    assert mixed.target.startswith("http://127.0.0.1:9, where `serve` listens here, as the installed clients ")
    assert "point at 2 servers (" in mixed.target and f"{theirs}/mcp (cursor)" in mixed.target


def test_doctor_with_stdio_and_http_clients_checks_the_server_and_names_doctor_stdio(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(clients=("cursor",)), home)  # stdio
    theirs = f"http://127.0.0.1:{free_port()}"
    install.run(install.Options(clients=("codex",), server=theirs), home)
    options = Options(home=home, skillkeeper_home=home.home / ".skillkeeper")
    report = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}"))
    assert report.target.startswith(f"{theirs}/mcp, where the installed clients point")
    assert report.target.endswith(
        "cursor run `skillkeeper mcp` on this machine instead: `skillkeeper doctor --stdio` checks those"
    )


def test_doctor_with_no_server_named_checks_the_node_when_the_clients_run_mcp_node(tmp_path: Path) -> None:
    # `skillkeeper install --node` then `skillkeeper doctor`: it failed on http://127.0.0.1:8765 ("no token")
    # and exited 2, checking a server the clients never talk to.
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(node=True), home)
    options = Options(home=home, skillkeeper_home=home.home / ".skillkeeper")
    report = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}"))
    assert report.target == "node, what the installed clients run (`--server URL` checks a server)"
    assert check(report, "node sync")[1].startswith("no sync recorded in ")
    assert report.exit_code == 1 and not any(c.name in ("reachable", "caller") for c in report.checks)
    asked = run(replace(options, node=True))
    assert asked.target == "node"  # `doctor --node` asked for it: nothing to say about the clients


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


def test_doctor_at_another_url_names_the_server_the_installed_clients_use(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("codex", "gemini"))
    install.run(install.Options(server="http://127.0.0.1:8797"), home)  # installed against a non-default port
    report = doctor(home, f"http://127.0.0.1:{free_port()}", None)  # plain `doctor`: the default URL
    status, why = check(report, "clients")
    assert status == "warn"
    assert why.startswith("the installed clients (codex, gemini) point at http://127.0.0.1:8797/mcp, not ")
    assert "`skillkeeper doctor --server http://127.0.0.1:8797`" in why  # check theirs, not reinstall here


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


def test_one_visible_skill_is_said_in_the_singular() -> None:
    report = Report("x")
    skills(report, Deep(names=["pdf-tools"], ext=ExtensionResult(skills=["pdf-tools"], files=1, checked=1)))
    assert check(report, "skills") == ("ok", "1 skill visible")
    assert check(report, "skills extension")[1].startswith("1 skill, 1 file listed; 1 file read back")


def test_doctor_node_with_the_agents_fleet_token_does_not_ask_for_mcp_tools(db_url: str, tmp_path: Path) -> None:
    from skillkeeper.node.state import SavedState, save_state

    tokens = seed(db_url)
    skhome = tmp_path / "skhome-fleet"
    home = make_home(tmp_path, "linux", clients=())
    with running_server(db_url) as url:
        save_state(skhome, SavedState(server=url, etag='"1"', wanted={}))
        report = run(Options(home=home, skillkeeper_home=skhome, node=True, token=tokens["fleet"]))
    assert check(report, "tools")[0] == "ok" and "skillkeeper mcp --node" in check(report, "tools")[1]
    assert not [c for c in report.checks if c.name.startswith("tool ")], report.lines()
    with running_server(db_url) as url:
        save_state(skhome, SavedState(server=url, etag='"1"', wanted={}))
        tokenless = run(Options(home=home, skillkeeper_home=skhome, node=True))
    status, why = check(tokenless, "caller")  # the node agent's token is asked for, not an MCP client's
    assert status == "fail" and "--principal NAME --scopes fleet:report`" in why


def _why(report: Report, name: str) -> list[str]:
    return [c.why.replace(name, "<name>") for c in report.checks if c.name == "skill"]


def test_doctor_skill_explains_a_served_skill_and_hides_a_staged_one_on_the_local_database(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skillkeeper.node.state import SavedState, save_state

    tokens = seed(db_url)
    keeper = Keeper.open(db_url)
    try:
        keeper.lifecycle.write(Actor("bot", 1, frozenset({"skills:write"})), make_skill("draft-one"))
    finally:
        keeper.close()
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    home = make_home(tmp_path, "linux", clients=())
    skhome = tmp_path / "skhome-why"

    def ask(name: str, token: str | None = None) -> Report:
        return run(Options(home=home, skillkeeper_home=skhome, skill=name, token=token, tenant="acme"))

    served = ask("pdf-tools")
    assert check(served, "skill") == ("ok", "pdf-tools: served: active in your tenant 'acme'")
    assert served.exit_code == 0, served.lines()
    assert check(served, "targets")[0] == "ok" and "no node agent is set up" in check(served, "targets")[1]
    operator = ask("draft-one")
    assert operator.exit_code == 1 and "staged: waiting for review" in check(operator, "skill")[1]
    assert _why(ask("draft-one", tokens["reader"]), "draft-one") == _why(ask("no-such", tokens["reader"]), "no-such")
    missing = check(ask("no-such", tokens["reader"]), "skill")[1]
    assert "does not exist, or your token may not see it" in missing and "`skillkeeper skills search QUERY`" in missing

    monkeypatch.setenv("SKILLKEEPER_SKILL_TARGETS", json.dumps(["codex", "cursor", "gemini-cli", "claude-code"]))
    save_state(skhome, SavedState(server="http://sk.example", etag='"1"', wanted={"pdf-tools": "sha256:x"}))
    placed = [c.why for c in ask("pdf-tools").checks if c.name == "targets"]
    agents = str(home.home / ".agents" / "skills")
    tick = (
        "not there yet; the agent's next tick puts it in (now: `skillkeeper agent --server http://sk.example "
        "--once` with the agent's --target/--preset flags)"
    )
    assert placed == [
        f"{agents} [additive] (codex, cursor, gemini-cli): {tick}",
        f"{home.home / '.claude' / 'skills'} [additive] (claude-code): {tick}",
    ]


def test_doctor_skill_warns_about_targets_only_once_a_node_agent_is_set_up(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed(db_url)
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    home, skhome = make_home(tmp_path, "linux", clients=()), tmp_path / "skhome-setup"

    def ask() -> Report:
        return run(Options(home=home, skillkeeper_home=skhome, skill="pdf-tools", tenant="acme"))

    none = ask()
    assert none.exit_code == 0 and check(none, "targets")[0] == "ok", none.lines()
    assert "skillkeeper agent --server URL --preset auto" in check(none, "targets")[1]
    (skhome / "node").mkdir(parents=True)  # an agent ran here but never synced
    unsynced = ask()
    assert unsynced.exit_code == 1 and check(unsynced, "targets")[0] == "warn"
    assert "has not synced yet" in check(unsynced, "targets")[1]


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_doctor_skill_asks_the_server_as_the_token_and_a_hidden_skill_reads_as_missing(
    db_url: str, tmp_path: Path
) -> None:
    tokens = seed(db_url)
    keeper = Keeper.open(db_url)
    try:
        keeper.lifecycle.write(Actor("bot", 1, frozenset({"skills:write"})), make_skill("draft-one"))
    finally:
        keeper.close()
    env = cli_env(db_url, HOME=str(tmp_path), SKILLKEEPER_TOKEN=tokens["reader"])
    with running_server(db_url) as url:
        served = skillkeeper("doctor", "--skill", "pdf-tools", "--server", url, "--json", env=env)
        hidden = skillkeeper("doctor", "--skill", "draft-one", "--server", url, env=env)
        missing = skillkeeper("doctor", "--skill", "no-such", "--server", url, env=env)
    body = json.loads(served.stdout)
    assert served.returncode == 0, served.stdout  # served; no node agent is set up here, which is information
    assert [c["check"] for c in body["checks"]] == ["reachable", "caller", "skill", "targets"]
    assert "a token of 'reader' in tenant 'acme'" in body["checks"][1]["why"]
    assert body["checks"][2] == {
        "check": "skill",
        "status": "ok",
        "why": "pdf-tools: served: active in your tenant 'acme'",
        "data": {"status_of_skill": "active", "tenant": "acme"},
    }
    assert hidden.returncode == missing.returncode == 1
    assert hidden.stdout.replace("draft-one", "<n>") == missing.stdout.replace("no-such", "<n>")
    stopped = skillkeeper("doctor", "--skill", "x", "--server", f"http://127.0.0.1:{free_port()}", env=env)
    assert stopped.returncode == 2 and "is `skillkeeper serve` running there?" in stopped.stdout
