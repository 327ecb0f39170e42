"""The app's front: repeat reads answered before the middleware stack, everything else by the app as before."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.web import create_app
from tests.web.conftest import Api

MCP = {
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": "2025-11-25",
    "Host": "127.0.0.1:8765",
}
GET_SKILL = {
    "jsonrpc": "2.0",
    "id": 7,
    "method": "tools/call",
    "params": {"name": "get_skill", "arguments": {"name": "pdf-tools"}},
}


class Spy:
    """Wraps the app's front and notes, per request, whether it answered (True) or passed it on."""

    def __init__(self, app: Any) -> None:
        self.front = app.front
        self.answered: list[bool] = []
        app.front = self

    async def __call__(self, scope: Any, receive: Any, send: Any) -> Any:
        passed = await self.front(scope, receive, send)
        self.answered.append(passed is None)
        return passed


@pytest.fixture
def spy(api: Api) -> Spy:
    return Spy(api.client.app)


def reader(api: Api) -> dict[str, str]:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    return api.headers(tid, "skills:read")


def test_a_repeat_get_is_answered_by_the_front_and_counted_and_logged(
    api: Api, spy: Spy, caplog: pytest.LogCaptureFixture
) -> None:
    headers = reader(api)
    first = api.client.get("/api/v1/skills/pdf-tools", headers=headers)
    caplog.set_level(logging.INFO, logger="skillkeeper.requests")
    second = api.client.get("/api/v1/skills/pdf-tools", headers=headers)
    assert spy.answered == [False, True]
    assert second.status_code == 200 and second.content == first.content
    metrics = api.client.app.state.metrics  # type: ignore[attr-defined]
    assert metrics.requests.labels("/api/v1/skills/{slug}", "GET", "200")._value.get() == 2
    line = json.loads([r for r in caplog.records if r.name == "skillkeeper.requests"][-1].getMessage())
    assert line["route"] == "/api/v1/skills/{slug}" and line["method"] == "GET" and line["status"] == 200
    assert line["tenant"] == "acme" and line["principal"] == "alice" and line["duration_ms"] >= 0
    assert "pdf-tools" not in caplog.text and headers["Authorization"].split()[1] not in caplog.text


@pytest.mark.parametrize(
    ("method", "extra", "content"),
    [
        pytest.param("GET", {}, b"x=1", id="get-with-body"),
        pytest.param("HEAD", {}, None, id="head"),
        pytest.param("GET", {"X-Skillkeeper-Tenant": "acme"}, None, id="tenant-header"),
        pytest.param("GET", {"Transfer-Encoding": "chunked"}, None, id="chunked"),
    ],
)
def test_unusual_gets_go_to_the_app(
    api: Api, spy: Spy, method: str, extra: dict[str, str], content: bytes | None
) -> None:
    headers = reader(api)
    assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 200
    spy.answered.clear()
    api.client.request(method, "/api/v1/skills/pdf-tools", headers={**headers, **extra}, content=content)
    assert spy.answered == [False]


def test_two_authorization_headers_go_to_the_app(api: Api, spy: Spy) -> None:
    headers = reader(api)
    assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 200
    spy.answered.clear()
    raw = [("authorization", headers["Authorization"]), ("authorization", "Bearer skk_nope")]
    api.client.get("/api/v1/skills/pdf-tools", headers=raw)
    assert spy.answered == [False]


def test_a_revoked_token_is_refused_on_the_very_next_request(api: Api, spy: Spy) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    minted = api.keeper.tokens.mint(tid, "alice", "skills:read")
    headers = {"Authorization": f"Bearer {minted.token}"}
    for _ in range(2):
        assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 200
    assert spy.answered == [False, True]
    api.keeper.tokens.revoke(tid, minted.id)
    assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 401
    assert spy.answered[-1] is False


def test_a_quarantine_is_seen_on_the_very_next_request_by_rest_and_mcp(api: Api, spy: Spy) -> None:
    headers = reader(api)
    for _ in range(2):
        assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 200
        assert "pdf-tools" in api.client.post("/mcp", json=GET_SKILL, headers={**MCP, **headers}).text
    assert spy.answered == [False, False, True, True]
    from skillkeeper.access.actor import Actor

    api.keeper.lifecycle.act(Actor.operator(api.keeper.tenants.get("acme").id), "pdf-tools", "quarantine")
    assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 404
    answer = api.client.post("/mcp", json=GET_SKILL, headers={**MCP, **headers}).json()
    assert answer["result"]["isError"] is True
    assert spy.answered[-2:] == [False, False]


def test_a_repeat_mcp_call_is_answered_by_the_front_and_counted_and_logged(
    api: Api, spy: Spy, caplog: pytest.LogCaptureFixture
) -> None:
    headers = {**MCP, **reader(api)}
    first = api.client.post("/mcp", json=GET_SKILL, headers=headers)
    caplog.set_level(logging.INFO, logger="skillkeeper.requests")
    second = api.client.post("/mcp", json={**GET_SKILL, "id": "x-8"}, headers=headers)
    assert spy.answered == [False, True]
    assert second.status_code == 200 and second.json() == {**first.json(), "id": "x-8"}
    assert second.headers["content-type"] == first.headers["content-type"]
    app: Any = api.client.app
    assert app.state.mcp_mount.calls.hits == 1
    assert app.state.metrics.requests.labels("/mcp", "POST", "200")._value.get() == 2
    line = json.loads([r for r in caplog.records if r.name == "skillkeeper.requests"][-1].getMessage())
    assert line["route"] == "/mcp" and line["mcp_method"] == "tools/call" and line["tool"] == "get_skill"
    assert line["tenant"] == "acme" and line["principal"] == "alice" and line["status"] == 200
    assert "pdf-tools" not in caplog.text


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"Mcp-Session-Id": "abc"}, id="session"),
        pytest.param({"MCP-Protocol-Version": "1999-01-01"}, id="unknown-version"),
        pytest.param({"Accept": "text/event-stream"}, id="no-json-accept"),
        pytest.param({"Content-Type": "text/plain"}, id="content-type"),
        pytest.param({"X-Skillkeeper-Tenant": "acme"}, id="tenant-header"),
    ],
)
def test_unusual_mcp_posts_go_to_the_app_and_get_its_answer(api: Api, spy: Spy, extra: dict[str, str]) -> None:
    headers = {**MCP, **reader(api)}
    assert api.client.post("/mcp", json=GET_SKILL, headers=headers).status_code == 200
    spy.answered.clear()
    sent = api.client.post(
        "/mcp", content=json.dumps(GET_SKILL), headers={**headers, "Content-Type": "application/json", **extra}
    )
    app: Any = api.client.app
    app.front = None
    plain = api.client.post(
        "/mcp", content=json.dumps(GET_SKILL), headers={**headers, "Content-Type": "application/json", **extra}
    )
    assert spy.answered == [False]
    assert (sent.status_code, sent.content) == (plain.status_code, plain.content)


@pytest.fixture
def public(keeper: Keeper) -> Iterator[TestClient]:
    settings = Settings(host="0.0.0.0", port=443, public_url="https://skills.example.com")
    with TestClient(create_app(keeper, settings=settings), base_url="https://skills.example.com") as client:
        yield client


HOSTS = [
    pytest.param({"Host": "skills.example.com"}, True, id="public-host"),
    pytest.param({"Host": "skills.example.com", "Origin": "https://skills.example.com"}, True, id="public-origin"),
    pytest.param({"Host": "evil.example"}, False, id="foreign-host"),
    pytest.param({"Host": "skills.example.com:8443"}, False, id="public-host-other-port"),
    pytest.param({"Host": "skills.example.com", "Origin": "https://evil.example"}, False, id="foreign-origin"),
    pytest.param({"Host": "skills.example.com", "Origin": "null"}, False, id="null-origin"),
]


@pytest.mark.parametrize(("extra", "allowed"), HOSTS)
def test_host_and_origin_on_the_fast_path_match_the_app(
    public: TestClient, keeper: Keeper, extra: dict[str, str], allowed: bool
) -> None:
    tid = keeper.tenants.create("acme").id
    api = Api(keeper, public)
    api.seed(tid, "pdf-tools")
    headers = {**MCP, **api.headers(tid, "skills:read"), "Host": "skills.example.com"}
    assert public.post("/mcp", json=GET_SKILL, headers=headers).status_code == 200
    spy = Spy(public.app)
    sent = public.post("/mcp", json=GET_SKILL, headers={**headers, **extra})
    public.app.front = None  # type: ignore[attr-defined]
    plain = public.post("/mcp", json=GET_SKILL, headers={**headers, **extra})
    assert spy.answered == [allowed]
    assert (sent.status_code, sent.content) == (plain.status_code, plain.content)
    assert (sent.status_code == 200) is allowed


def test_requests_the_front_does_not_answer_are_unchanged(api: Api, spy: Spy) -> None:
    tid = api.tenant("acme")
    headers = api.headers(tid)
    no_token = api.client.get("/api/v1/skills")
    bad = api.client.get("/api/v1/skills", headers={"Authorization": "Bearer skk_nope"})
    missing = api.client.get("/api/v1/skills/nope", headers=headers)
    api.client.app.front = None  # type: ignore[attr-defined]
    assert api.client.get("/api/v1/skills").content == no_token.content and no_token.status_code == 401
    assert api.client.get("/api/v1/skills", headers={"Authorization": "Bearer skk_nope"}).content == bad.content
    assert api.client.get("/api/v1/skills/nope", headers=headers).content == missing.content
    assert spy.answered == [False, False, False]
