"""`skillkeeper fleet nodes`, driven in-process against a fake server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.invoke import run
from tests.node.fake_server import FakeServer
from tests.serving import free_port


@pytest.fixture(autouse=True)
def _user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "user").mkdir()
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    monkeypatch.delenv("SKILLKEEPER_SERVER", raising=False)


def test_fleet_nodes_prints_a_table(server: FakeServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.nodes = [
        {
            "node_id": "build-7",
            "hostname": "b7",
            "agent_version": "0.1.0",
            "last_seen": "2026-12-02T11:00:00Z",
            "reconcile": {
                "installed": ["a", "b"],
                "collisions": ["c"],
                "errors": [],
                "overridden": ["a"],
                "local": ["d", "e", "f", "g"],
            },
        }
    ]
    result = run("fleet", "nodes", "--server", server.url)
    assert result.exit_code == 0, result.output
    header, row = result.output.splitlines()
    assert header.split() == [
        "NODE",
        "HOST",
        "VERSION",
        "LAST",
        "SEEN",
        "INSTALLED",
        "ADDED",
        "UPDATED",
        "REMOVED",
        "COLLISIONS",
        "SKIPPED",
        "ERRORS",
        "OVERRIDDEN",
        "LOCAL",
        "SYNC",
    ]
    assert row.split() == [
        "build-7",
        "b7",
        "0.1.0",
        "2026-12-02T11:00:00Z",
        "2",
        "-",
        "-",  # an older agent's report has no `updated`
        "-",
        "1",
        "-",
        "0",
        "a",
        "d,e,f",
        "+1",
        "ok",
    ]
    as_json = run("fleet", "nodes", "--server", server.url, "--json")
    assert json.loads(as_json.output) == {"nodes": server.nodes}


def test_fleet_nodes_tells_an_offline_node_from_one_whose_server_answers_an_error(
    server: FakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    since = {"offline_since": "2026-12-07T01:00:00+00:00"}
    server.nodes = [
        {"node_id": node_id, "reconcile": reconcile}
        for node_id, reconcile in (("up", {}), ("down", since), ("wrong-url", {**since, "failed_status": 404}))
    ]
    result = run("fleet", "nodes", "--server", server.url)
    assert result.exit_code == 0, result.output
    assert [line.split()[-1] for line in result.output.splitlines()] == ["SYNC", "ok", "offline", "answered-404"]


def test_fleet_nodes_needs_a_token() -> None:
    result = run("fleet", "nodes")
    assert result.exit_code == 2 and "fleet:read" in result.output


def test_fleet_nodes_without_a_server_says_which_url_it_guessed_and_to_pass_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    monkeypatch.delenv("SKILLKEEPER_PUBLIC_URL", raising=False)
    monkeypatch.delenv("SKILLKEEPER_HOST", raising=False)
    monkeypatch.setenv("SKILLKEEPER_PORT", str(port := free_port()))
    result = run("fleet", "nodes")
    assert result.exit_code == 1
    assert result.output.strip() == (
        f"error: fleet: cannot reach http://127.0.0.1:{port} (ConnectError); is `skillkeeper serve` running there?; "
        "no --server was given (nor SKILLKEEPER_SERVER): pass --server URL"
    )


def test_fleet_nodes_without_fleet_read_says_how_to_mint_a_token(
    server: FakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.status = 403
    result = run("fleet", "nodes", "--server", server.url)
    assert result.exit_code == 1
    assert "lacks scope fleet:read" in result.output and "--principal NAME --scopes fleet:read" in result.output


def test_fleet_nodes_with_a_node_token_names_the_tokens_own_tenant_in_the_mint_hint(
    server: FakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A fleet:report token got `--tenant T` though whoami tells the server-side tenant of any valid token.
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.status = 403
    server.whoami = {"tenant": "acme", "principal": "node-1"}
    result = run("fleet", "nodes", "--server", server.url)
    assert result.exit_code == 1
    assert result.output.strip() == (
        f"error: fleet: the server at {server.url} answered 403: the token lacks scope fleet:read; mint one in "
        "tenant acme with `skillkeeper tokens create --tenant acme --principal NAME --scopes fleet:read`"
    )


def test_fleet_nodes_with_tenant_says_the_token_picks_the_tenant(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every other command takes --tenant; this one failed with Click's bare "No such option".
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    result = run("fleet", "nodes", "--tenant", "demo", "--server", "http://127.0.0.1:9")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "error: --tenant does not go with fleet nodes: it lists the nodes of SKILLKEEPER_TOKEN's tenant; drop "
        "--tenant (for tenant demo's nodes, use a token minted there: `skillkeeper tokens create --tenant demo "
        "--principal NAME --scopes fleet:read`)"
    ]
