"""`skillkeeper audit` and `skillkeeper webhooks`: on this machine's database, and over `--server`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.access.tokens import create_token
from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant
from tests.factories import agent, make_skill
from tests.serving import running_server

runner = CliRunner()
_register()


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args), terminal_width=200)
    return result.exit_code, result.output


@pytest.fixture
def acme(db_url: str, monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    monkeypatch.setattr("getpass.getuser", lambda: "ops-anna")
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
        keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    finally:
        keeper.close()
    return tid


def test_audit_shows_settings_changes_by_the_local_operator(acme: int) -> None:
    code, out = run("tenants", "settings", "acme", "--set", "review_gate=false")
    assert code == 0, out
    code, out = run("audit", "--tenant", "acme", "--action", "settings_changed", "--json")
    assert code == 0, out
    [entry] = json.loads(out)["items"]
    assert entry["actor"] == "operator:ops-anna"
    assert entry["before"] == {"review_gate": True} and entry["after"] == {"review_gate": False}
    code, out = run("audit", "--tenant", "acme")
    assert code == 0 and "settings_changed" in out and "created" in out and "pdf-tools" in out
    assert 'settings {"review_gate": true} -> {"review_gate": false}' in out  # JSON, not Python's repr


def test_audit_filters_and_pages(acme: int) -> None:
    code, out = run("audit", "--tenant", "acme", "--skill", "pdf-tools", "--actor", "agent-1", "--json")
    assert [e["action"] for e in json.loads(out)["items"]] == ["created"]
    code, out = run("audit", "--tenant", "acme", "--since", "2999-01-01")
    assert code == 0 and "no audit events match" in out
    code, out = run("audit", "--tenant", "acme", "--since", "1h", "--json")
    assert code == 0 and [e["action"] for e in json.loads(out)["items"]] == ["created"]
    code, out = run("audit", "--tenant", "acme", "--until", "1h")
    assert code == 0 and "no audit events match" in out
    code, out = run("audit", "--tenant", "acme", "--since", "yesterday")
    assert code == 1 and out.strip().startswith("error: --since 'yesterday'") and len(out.strip().splitlines()) == 1


@pytest.mark.parametrize("option", ["--since", "--until"])
def test_a_bad_time_is_named_by_the_option_typed_locally_and_over_a_server(
    acme: int, db_url: str, option: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    keeper = Keeper.open(db_url)
    try:
        monkeypatch.setenv("SKILLKEEPER_TOKEN", keeper.tokens.mint(acme, "rita", "skills:review").token)
    finally:
        keeper.close()
    code, out = run("audit", "--tenant", "acme", option, "tomorrow")
    with running_server(db_url) as url:
        remote = run("audit", "--server", url, option, "x" * 60)
    assert code == 1 and out.strip().splitlines() == [
        f"error: {option} 'tomorrow' is not a time; use an ISO 8601 time (2026-12-01 or 2026-12-01T09:00Z) "
        "or a duration back from now (30m, 1h, 2d or 1w)"
    ]
    assert remote[0] == 1 and remote[1].startswith(f"error: {option} 'xxx") and "answered" not in remote[1]


def test_webhooks_add_list_deliveries_remove(acme: int, monkeypatch: pytest.MonkeyPatch) -> None:
    code, out = run("webhooks", "add", "http://127.0.0.1:9/hook", "--tenant", "acme")
    assert code == 1 and "SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE=1 for `skillkeeper serve`, whose worker" in out
    monkeypatch.setenv("SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE", "1")
    code, out = run("webhooks", "add", "http://127.0.0.1:9/hook", "--slack", "--tenant", "acme", "--json")
    assert code == 0, out
    hook = json.loads(out)
    assert hook["secret"].startswith("whsec_")
    code, out = run("webhooks", "list", "--tenant", "acme")
    assert hook["id"] in out and "slack" in out and hook["secret"] not in out
    # Allowed in this shell; the server that sends the deliveries needs it too, and the user is told so.
    code, out = run("webhooks", "add", "http://127.0.0.1:9/other", "--tenant", "acme")
    assert code == 0 and out.splitlines()[-1] == (
        "note: SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE let this private address in here; `skillkeeper serve` sends "
        "the deliveries, so set it there too, or each delivery is refused"
    )
    code, out = run("webhooks", "remove", out.splitlines()[1].split()[1], "--tenant", "acme")
    assert code == 0, out
    code, out = run("skills", "quarantine", "pdf-tools", "--tenant", "acme", "--reason", "pipes curl to sh")
    assert code == 0, out
    code, out = run("webhooks", "deliveries", hook["id"], "--tenant", "acme", "--json")
    assert [(d["event"], d["status"]) for d in json.loads(out)["deliveries"]] == [("decision", "pending")]
    code, out = run("webhooks", "remove", hook["id"], "--tenant", "acme")
    assert code == 0 and f"removed {hook['id']}" in out
    code, out = run("webhooks", "remove", hook["id"], "--tenant", "acme")
    assert code == 1 and "not found" in out
    code, out = run("audit", "--tenant", "acme", "--action", "webhook_added", "--json")
    assert json.loads(out)["items"][0]["actor"] == "operator:ops-anna"


@pytest.mark.e2e
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the wire is what is tested, not the engine
def test_audit_and_webhooks_over_the_rest_api(db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
            token = create_token(conn, tid, "ops", "skills:read,skills:review,skills:admin").token
        keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    finally:
        keeper.close()
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", "sqlite:////nonexistent/never/used.db")
    monkeypatch.setenv("SKILLKEEPER_TOKEN", token)
    with running_server(db_url) as url:
        code, out = run("audit", "--server", url, "--json")
        assert code == 0, out
        assert [e["action"] for e in json.loads(out)["items"]] == ["created", "token_created"]
        code, out = run("audit", "--server", url, "--tenant", "other")
        assert code == 1 and "tenant 'acme'" in out
        # A public address literal: no DNS needed, and no event is sent to it in this test.
        code, out = run("webhooks", "add", "http://93.184.215.14/hook", "--server", url, "--json")
        assert code == 0, out
        hook = json.loads(out)
        code, out = run("webhooks", "list", "--server", url, "--json")
        assert [h["id"] for h in json.loads(out)["webhooks"]] == [hook["id"]]
        code, out = run("webhooks", "deliveries", hook["id"], "--server", url, "--json")
        assert code == 0 and json.loads(out) == {"deliveries": []}
        code, out = run("webhooks", "remove", hook["id"], "--server", url)
        assert code == 0, out
        code, out = run("webhooks", "list", "--server", url)  # the hint adds where the list was read
        assert (code, out) == (0, f"no webhooks; add one with `skillkeeper webhooks add URL --server {url}`\n")
        code, out = run("webhooks", "add", "http://127.0.0.1:9/x", "--server", url)
        assert code == 1 and "SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE" in out


@pytest.mark.parametrize(
    ("args", "scope"),
    [
        (("audit",), "skills:review"),
        (("webhooks", "list"), "skills:admin"),
        (("skills", "inbox"), "skills:review"),
        (("skills", "search", "pdf"), "skills:read"),
        (("tokens", "list"), "skills:admin"),
    ],
)
def test_server_without_a_token_names_the_scope_the_command_needs(
    args: tuple[str, ...], scope: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The hint said `--scopes SCOPE`, which fails when pasted.
    monkeypatch.delenv("SKILLKEEPER_TOKEN", raising=False)
    code, out = run(*args, "--server", "http://127.0.0.1:9")
    assert code == 1
    assert out.startswith(f"error: --server needs a token: set SKILLKEEPER_TOKEN to one holding {scope}, minted ")
    assert f"--scopes {scope}`" in out
