"""The HTTP client against a tiny in-test server: ETags, errors, timeouts, heartbeat body."""

from __future__ import annotations

import json
import threading

import httpx
import pytest

from skillkeeper.node.client import ServerClient, ServerError, Unauthorized
from skillkeeper.node.reach import TOKEN_COMMAND
from skillkeeper.node.summary import Heartbeat, ReconcileSummary
from tests.node.fake_server import FakeServer
from tests.node.payloads import make_skill, payload


def test_pull_returns_the_payload_and_etag_then_304(fake_server: FakeServer) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    with ServerClient(fake_server.url, "tok") as client:
        first = client.pull(None, "node-1")
        assert not first.not_modified and first.etag == '"e1"'
        assert first.payload["skills"][0]["name"] == "alpha"
        again = client.pull(first.etag)
        assert again.not_modified and again.payload is None
    assert fake_server.pulls[0] == {"if_none_match": None, "body": {"node_id": "node-1"}, "auth": "Bearer tok"}
    assert fake_server.pulls[1]["if_none_match"] == '"e1"'


@pytest.mark.parametrize(
    ("status", "needle"),
    [
        (503, "answered 503: the server failed; see its log"),
        (401, "answered 401: the node token was refused"),
        (403, "answered 403: the node token lacks scope fleet:report"),
        (500, "answered 500: the server failed; see its log"),
    ],
)
def test_non_2xx_is_a_server_error(fake_server: FakeServer, status: int, needle: str) -> None:
    fake_server.status = status
    with ServerClient(fake_server.url, "tok") as client, pytest.raises(ServerError, match=needle):
        client.pull(None)


@pytest.mark.parametrize(("tenant", "named"), [("acme", "--tenant acme "), ("`rm -rf`", "--tenant T ")])
def test_a_token_without_fleet_report_gets_the_mint_command_in_its_own_tenant(
    fake_server: FakeServer, tenant: str, named: str
) -> None:
    fake_server.status, fake_server.whoami = 403, {"tenant": tenant, "principal": "me"}
    with ServerClient(fake_server.url, "tok") as client, pytest.raises(ServerError) as refused:
        client.pull(None)
    assert f"`skillkeeper tokens create {named}--principal NODE --scopes fleet:report`" in str(refused.value)
    assert ("T is your tenant's name" in str(refused.value)) == (named == "--tenant T ")


def test_a_refused_token_gets_the_mint_command_saying_what_t_is(fake_server: FakeServer) -> None:
    fake_server.status = 401
    with ServerClient(fake_server.url, "tok") as client, pytest.raises(ServerError) as refused:
        client.pull(None)
    assert str(refused.value).endswith(
        "minted with `skillkeeper tokens create --tenant T --principal NODE --scopes fleet:report` "
        "(T is your tenant's name; `skillkeeper tenants list` on the server's machine shows them)"
    )


def test_malformed_json_is_a_server_error(fake_server: FakeServer) -> None:
    fake_server.raw_body = b"{not json"
    with ServerClient(fake_server.url, "tok") as client, pytest.raises(ServerError, match="malformed JSON"):
        client.pull(None)


def test_a_timeout_is_a_server_error(fake_server: FakeServer) -> None:
    fake_server.block = threading.Event()
    try:
        with ServerClient(fake_server.url, "tok", timeout=0.2) as client, pytest.raises(ServerError, match="timed out"):
            client.pull(None)
    finally:
        fake_server.block.set()


def test_an_unreachable_server_is_a_server_error() -> None:
    with (
        ServerClient("http://127.0.0.1:9", "tok", timeout=2) as client,
        pytest.raises(ServerError, match="cannot reach"),
    ):
        client.pull(None)


def test_heartbeat_posts_the_wire_body(fake_server: FakeServer) -> None:
    summary = ReconcileSummary(installed=["a"], registered_dirs=["/x"])
    with ServerClient(fake_server.url, "tok") as client:
        client.heartbeat(Heartbeat(node_id="n", hostname="h", agent_version="0.1.0", reconcile=summary))
    body = fake_server.heartbeats[0]
    assert body["node_id"] == "n" and body["reconcile"]["registeredDirs"] == ["/x"]
    assert Heartbeat.model_validate(body).reconcile.installed == ["a"]


def test_a_refused_heartbeat_is_a_server_error(fake_server: FakeServer) -> None:
    fake_server.heartbeat_status = 413
    with (
        ServerClient(fake_server.url, "tok") as client,
        pytest.raises(ServerError, match=r"heartbeat: the server at .* answered 413"),
    ):
        client.heartbeat(Heartbeat(node_id="n", reconcile=ReconcileSummary()))


def test_fleet_nodes_returns_the_list(fake_server: FakeServer) -> None:
    fake_server.nodes = [{"node_id": "n1"}]
    with ServerClient(fake_server.url, "tok") as client:
        assert client.fleet_nodes() == [{"node_id": "n1"}]


def test_a_heartbeat_refused_for_a_node_another_principal_reports_says_so() -> None:
    said = "node 'n' is reported by another principal's tokens; run this agent with its own --node-id, or ..."

    def answer(_request: httpx.Request) -> httpx.Response:
        body = json.dumps({"error": {"code": "forbidden", "message": said}}).encode()
        return httpx.Response(403, headers={"content-type": "application/json"}, stream=httpx.ByteStream(body))

    with (
        ServerClient("http://server.test", "tok", transport=httpx.MockTransport(answer)) as client,
        pytest.raises(ServerError, match="own --node-id") as refused,
    ):
        client.heartbeat(Heartbeat(node_id="n", reconcile=ReconcileSummary()))
    assert "lacks scope" not in refused.value.message


def _answering(status: int, body: dict[str, object], headers: dict[str, str] | None = None) -> httpx.MockTransport:
    raw = json.dumps(body).encode()
    sent = {"content-type": "application/json", **(headers or {})}
    return httpx.MockTransport(lambda _request: httpx.Response(status, headers=sent, stream=httpx.ByteStream(raw)))


@pytest.mark.parametrize(
    "body",
    [
        {"error": {"code": "too_large", "message": "the body is over\n  the 1 MiB cap"}},
        {"error": "the body is over the 1 MiB cap"},
        {"detail": "the body is over the 1 MiB cap"},
    ],
)
@pytest.mark.parametrize("exchange", ["heartbeat", "propose"])
def test_every_refused_exchange_says_the_servers_words_in_one_line(body: dict[str, object], exchange: str) -> None:
    transport = _answering(413, body)
    with ServerClient("http://server.test", "tok", transport=transport) as client, pytest.raises(ServerError) as got:
        if exchange == "heartbeat":
            client.heartbeat(Heartbeat(node_id="n", reconcile=ReconcileSummary()))
        else:
            client.propose("---\nname: a\n---\n", [], "n")
    said = f"{exchange}: the server at http://server.test answered 413: the body is over the 1 MiB cap"
    assert got.value.message == said and got.value.status == 413


def test_a_pull_refused_for_another_reason_says_the_servers_words_and_stays_a_token_refusal() -> None:
    body = {"error": {"code": "forbidden", "message": "node 'n1' is reported by another principal's tokens"}}
    with (
        ServerClient("http://server.test", "tok", transport=_answering(403, body)) as client,
        pytest.raises(Unauthorized) as got,
    ):
        client.pull(None)
    assert got.value.message.endswith("answered 403: node 'n1' is reported by another principal's tokens")


def test_a_pull_without_fleet_report_gets_the_node_token_step_not_the_scope_for_the_senders_principal() -> None:
    # The server would add fleet:report to whoever's token was sent (a person's MCP token, say).
    body = {"error": {"code": "insufficient_scope", "message": "insufficient_scope: me may not sync skills"}}
    challenge = {"www-authenticate": 'Bearer error="insufficient_scope", scope="fleet:report"'}
    with (
        ServerClient("http://server.test", "tok", transport=_answering(403, body, challenge)) as client,
        pytest.raises(Unauthorized) as got,
    ):
        client.pull(None)
    assert "answered 403: the node token lacks scope fleet:report; mint one" in got.value.message
    assert "--principal NODE --scopes fleet:report" in got.value.message


def test_a_pull_for_export_without_fleet_report_speaks_of_the_callers_token_not_a_node_token() -> None:
    challenge = {"www-authenticate": 'Bearer error="insufficient_scope", scope="fleet:report"'}
    transport = _answering(403, {"error": {"code": "insufficient_scope", "message": "x"}}, challenge)
    with (
        ServerClient("http://server.test", "tok", transport=transport, asker=TOKEN_COMMAND) as client,
        pytest.raises(Unauthorized) as got,
    ):
        client.pull(None)
    # `skills export --server` is run by a person: no node is involved, so no "node token" either.
    assert "answered 403: the token lacks scope fleet:report" in got.value.message
    assert "--principal NAME --scopes fleet:report" in got.value.message


def test_a_status_the_body_only_repeats_gets_the_next_step() -> None:
    transport = _answering(404, {"error": {"code": "not_found", "message": "Not Found"}})
    with ServerClient("http://server.test", "tok", transport=transport) as client, pytest.raises(ServerError) as got:
        client.propose("---\nname: a\n---\n", [], "n")
    assert got.value.message.endswith(
        "answered 404: is the URL the server's root? (`skillkeeper serve` prints the URL it listens on)"
    )
