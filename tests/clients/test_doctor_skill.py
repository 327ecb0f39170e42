"""doctor --skill NAME: why one skill is or is not served, and where the node agent puts it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.clients.checks import Report
from skillkeeper.clients.doctor import Options, run
from skillkeeper.keeper import Keeper
from tests.clients.doctoring import check, seed
from tests.clients.homes import make_home
from tests.factories import make_skill
from tests.serving import cli_env, free_port, running_server, skillkeeper

pytestmark = pytest.mark.e2e


def seed_with_a_draft(db_url: str) -> dict[str, str]:
    """`seed`'s tenant and tokens, plus draft-one staged by an agent (waiting for review)."""
    tokens = seed(db_url)
    keeper = Keeper.open(db_url)
    try:
        keeper.lifecycle.write(Actor("bot", 1, frozenset({"skills:write"})), make_skill("draft-one"))
    finally:
        keeper.close()
    return tokens


def _why(report: Report, name: str) -> list[str]:
    return [c.why.replace(name, "<name>") for c in report.checks if c.name == "skill"]


def test_doctor_skill_explains_a_served_skill_and_hides_a_staged_one_on_the_local_database(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skillkeeper.node.state import SavedState, save_state

    tokens = seed_with_a_draft(db_url)
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
    tokens = seed_with_a_draft(db_url)
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


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the words are tested, not the engine
def test_doctor_skill_over_a_server_without_a_token_names_the_command_that_mints_one(
    db_url: str, tmp_path: Path
) -> None:
    # It said "set it" without saying how to get a token.
    seed(db_url)
    env = cli_env(db_url, HOME=str(tmp_path))  # no SKILLKEEPER_TOKEN
    with running_server(db_url) as url:
        asked = skillkeeper("doctor", "--skill", "pdf-tools", "--server", url, env=env)
    assert asked.returncode == 2  # a fatal check: nothing could be asked
    told = [line for line in asked.stdout.splitlines() if "no token" in line]
    assert len(told) == 1
    assert (
        "no token (SKILLKEEPER_TOKEN is unset): set it to one created with `skillkeeper tokens create --tenant T "
        "--principal NAME --scopes skills:read` (T is your tenant's name; `skillkeeper tenants list` on the "
        "server's machine shows them), or add ?tenant=NAME to --server for a public catalog"
    ) in told[0]
