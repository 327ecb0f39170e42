"""`--server URL`: the admin commands against a running deployment, through its REST API only."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.access.tokens import create_token
from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant
from tests.factories import skill_md
from tests.serving import answering, free_port, running_server

runner = CliRunner()
_register()
pytestmark = pytest.mark.e2e
ALL = "skills:read,skills:write,skills:review,skills:admin,fleet:read"


@pytest.fixture
def server(db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
            token = create_token(conn, tid, "ops", ALL).token
    finally:
        keeper.close()
    (tmp_path / "s" / "pdf-tools").mkdir(parents=True)
    (tmp_path / "s" / "pdf-tools" / "SKILL.md").write_text(skill_md("pdf-tools"))
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    assert runner.invoke(app, ["import", str(tmp_path / "s"), "--tenant", "acme"]).exit_code == 0
    # From here on the commands know only the server and the token, not the database.
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", "sqlite:////nonexistent/never/used.db")
    monkeypatch.setenv("SKILLKEEPER_TOKEN", token)
    with running_server(db_url) as url:
        yield url


def remote(url: str, *args: str) -> tuple[int, str]:
    result = runner.invoke(app, [*args, "--server", url], terminal_width=200)
    return result.exit_code, result.output


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the wire is what is tested, not the engine
def test_review_settings_and_tokens_over_the_rest_api(server: str) -> None:
    code, out = remote(server, "skills", "list", "--status", "staged", "--json")
    assert code == 0, out
    assert [s["name"] for s in json.loads(out)["skills"]] == ["pdf-tools"]
    code, out = remote(server, "skills", "approve", "pdf-tools", "--reason", "fine", "--json")
    assert code == 0 and json.loads(out)["to_status"] == "active", out
    code, out = remote(server, "skills", "list", "--json")
    assert [(s["name"], s["status"]) for s in json.loads(out)["skills"]] == [("pdf-tools", "active")]
    code, out = remote(server, "skills", "history", "pdf-tools", "--json")
    assert [e["action"] for e in json.loads(out)["events"]][-1] == "approve"
    code, out = remote(server, "skills", "show", "pdf-tools", "--json")
    assert code == 0 and json.loads(out)["skill_md"].startswith("---")
    code, out = remote(server, "skills", "search", "pdf", "--json")
    assert [s["name"] for s in json.loads(out)["results"]] == ["pdf-tools"]
    code, out = remote(server, "skills", "history", "nosuch")
    assert code == 1 and out.startswith("error: ") and len(out.strip().splitlines()) == 1

    code, out = remote(server, "tenants", "settings", "acme", "--set", "auto_promote_clean=true", "--json")
    assert code == 0 and json.loads(out)["auto_promote_clean"] is True
    code, out = remote(server, "tenants", "settings", "other")
    assert code == 1 and "tenant 'acme'" in out

    code, out = remote(server, "tokens", "create", "--principal", "bot", "--scopes", "skills:read", "--json")
    issued = json.loads(out)
    assert code == 0 and issued["token"].startswith("skk_")
    code, out = remote(server, "tokens", "list", "--json")
    assert issued["id"] in [t["id"] for t in json.loads(out)["tokens"]] and issued["token"] not in out
    code, out = remote(server, "tokens", "revoke", issued["id"], "--json")
    assert code == 0 and json.loads(out)["revoked"] is True


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
@pytest.mark.parametrize(("expires", "lifetime"), [("90m", timedelta(minutes=90)), ("36h", timedelta(hours=36))])
def test_a_token_minted_over_the_api_lives_as_long_as_asked(server: str, expires: str, lifetime: timedelta) -> None:
    # --expires 90m over --server was rounded to whole days: the token lived 24 h, not 90 minutes.
    code, out = remote(
        server, "tokens", "create", "--principal", "bot", "--scopes", "skills:read", "--expires", expires, "--json"
    )
    assert code == 0, out
    issued = json.loads(out)
    left = datetime.fromisoformat(issued["expires_at"]) - datetime.now(UTC)
    assert lifetime - timedelta(minutes=5) < left <= lifetime


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_an_empty_remote_listing_names_the_server_in_its_next_steps(server: str) -> None:
    # It said `skillkeeper import PATH` (this machine's database) while pdf-tools waited for review there.
    code, out = remote(server, "skills", "list")
    assert code == 0
    assert out.strip() == (
        f"no active skills at {server}; add some with `skillkeeper import PATH --server {server}`, "
        f"and `skillkeeper skills inbox --server {server}` lists those waiting for review"
    )


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_show_over_the_api_opens_with_a_standing_decision_as_the_local_one_does(server: str) -> None:
    # `skills show NAME --server URL` left out the reviewer's decision that `skills show NAME` prints first.
    code, out = remote(server, "skills", "quarantine", "pdf-tools", "--reason", "phones home")
    assert code == 0, out
    code, out = remote(server, "skills", "show", "pdf-tools")
    assert code == 0, out
    assert "earlier decision: quarantined by ops at " in out and out.rstrip().count("phones home") == 1, out
    code, out = remote(server, "skills", "show", "pdf-tools", "--json")
    assert json.loads(out)["earlier_decision"]["reason"] == "phones home"


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_refused_token_is_one_line(server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "skk_nope")
    code, out = remote(server, "skills", "list")
    assert code == 1 and len(out.strip().splitlines()) == 1 and "401" in out and "SKILLKEEPER_TOKEN" in out


def test_no_token_for_a_server_names_the_whole_mint_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SKILLKEEPER_TOKEN", raising=False)
    result = runner.invoke(app, ["skills", "inbox", "--server", "http://127.0.0.1:9"])
    assert result.exit_code != 0 and len(result.output.strip().splitlines()) == 1, result.output
    mint = "`skillkeeper tokens create --tenant T --principal NAME --scopes skills:review`"
    assert f"{mint} (T is your tenant's name; " in result.output


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_remote_token_listing_says_where_a_narrowed_mandate_is_granted_again(server: str, db_url: str) -> None:
    code, out = remote(server, "tokens", "create", "--principal", "bot", "--scopes", "skills:read,skills:write")
    assert code == 0, out
    keeper = Keeper.open(db_url)
    try:
        keeper.tokens.change_mandate(
            keeper.tenants.ensure("acme"), "bot", actor="root", remove=frozenset({"skills:write"})
        )
    finally:
        keeper.close()
    code, out = remote(server, "tokens", "list")
    [line] = [line for line in out.splitlines() if "  bot  " in line]
    assert line.endswith(
        "(principal bot's mandate was narrowed: skills:write no longer works; `skillkeeper principals grant bot "
        "skills:write --tenant T` on the server's machine (T: this token's tenant) restores them)"
    )


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_each_way_a_server_call_fails_is_one_line_with_the_next_step(server: str, db_url: str) -> None:
    # A wrong path answered a bare "HTTP 404", an unreachable server "check --server": not the agent's rule.
    code, out = remote(server + "/wrong", "skills", "list")
    assert (code, out.strip()) == (
        1,
        f"error: the server at {server}/wrong answered 404: is the URL the server's root? (`skillkeeper serve` "
        "prints the URL it listens on)",
    )
    down = f"http://127.0.0.1:{free_port()}"
    code, out = remote(down, "skills", "list")
    assert out.strip() == f"error: cannot reach {down} (ConnectError); is `skillkeeper serve` running there?"
    keeper = Keeper.open(db_url)
    try:
        reader = keeper.tokens.mint(keeper.tenants.ensure("acme"), "bot", "skills:read").token
    finally:
        keeper.close()
    # The server's own 403 names the tenant and principal; it is kept, not replaced by a generic hint.
    result = runner.invoke(app, ["skills", "inbox", "--server", server], env={"SKILLKEEPER_TOKEN": reader})
    assert result.output.startswith(f"error: the server at {server} answered 403: insufficient_scope: bot may not ")
    mint = "`skillkeeper tokens create --tenant acme --principal bot --scopes skills:read,skills:review`"
    assert mint in result.output
    result = runner.invoke(app, ["skills", "inbox", "--server", server], env={"SKILLKEEPER_TOKEN": "skk_nope"})
    assert result.output.strip() == (
        f"error: the server at {server} answered 401: the token was refused (unknown, expired or revoked); set "
        "SKILLKEEPER_TOKEN to a valid token with scope skills:review, minted with `skillkeeper tokens create "
        "--tenant T --principal NAME --scopes skills:review` (T is your tenant's name; `skillkeeper tenants list` "
        "on the server's machine shows them)"
    )


@pytest.mark.parametrize(
    ("status", "body", "headers", "said"),
    [
        (500, b"<h1>oops</h1>", {}, "answered 500: the server failed; see its log"),
        (502, b'{"detail": "Bad Gateway"}', {}, "answered 502: the server failed; see its log"),
        (
            503,
            b'{"error": {"message": "the database is unavailable; retry shortly"}}',
            {},
            "answered 503: the database is unavailable; retry shortly",
        ),
        (
            308,
            b"",
            {"Location": "https://sk.example/"},
            "answered 308: it redirects to https://sk.example/; pass "
            "the URL it redirects to as --server (redirects are not followed)",
        ),
    ],
)
def test_a_failing_server_is_told_apart_keeping_its_own_message(
    status: int, body: bytes, headers: dict[str, str], said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "skk_x")
    with answering(status, body, **headers) as url:
        code, out = remote(url, "skills", "inbox")
    assert (code, out.strip()) == (1, f"error: the server at {url} {said}")
