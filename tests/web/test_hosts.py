"""Hosts: URLs come from the public URL (never the Host header), /mcp checks Host and Origin, /metrics
on a public bind needs an operator's token."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.web import create_app
from tests.web.conftest import Api

FORGED = {"host": "evil.example"}
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
MCP_ACCEPT = {"accept": "application/json, text/event-stream"}


@pytest.fixture
def public(keeper: Keeper) -> Iterator[TestClient]:
    """The app bound to every interface with a configured https public URL."""
    settings = Settings(host="0.0.0.0", port=443, public_url="https://skills.example.com")
    with TestClient(create_app(keeper, settings=settings), base_url="https://skills.example.com") as client:
        yield client


def test_challenge_and_metadata_use_the_public_url_not_the_host_header(public: TestClient) -> None:
    r = public.get("/api/v1/skills", headers=FORGED)
    assert r.status_code == 401
    assert 'resource_metadata="https://skills.example.com/.well-known/' in r.headers["www-authenticate"]
    assert "evil" not in r.headers["www-authenticate"]
    body = public.get("/.well-known/oauth-protected-resource", headers=FORGED).json()
    assert body["resource"] == "https://skills.example.com/"


def test_mcp_challenge_uses_the_public_url_not_the_host_header(public: TestClient) -> None:
    r = public.post("/mcp", json=INIT, headers={**MCP_ACCEPT, "authorization": "Bearer skk_nope"})
    assert r.status_code == 401
    assert 'resource_metadata="https://skills.example.com/.well-known/' in r.headers["www-authenticate"]


def test_default_public_url_comes_from_the_bind_not_the_request(api: Api) -> None:
    r = api.client.get("/api/v1/skills", headers=FORGED)
    assert 'resource_metadata="http://127.0.0.1:8765/.well-known/' in r.headers["www-authenticate"]


def test_mcp_refuses_a_foreign_host_header_dns_rebinding(public: TestClient) -> None:
    r = public.post("/mcp", json=INIT, headers={**MCP_ACCEPT, **FORGED})
    assert r.status_code == 421
    ok = public.post("/mcp", json=INIT, headers=MCP_ACCEPT)
    assert ok.status_code == 401 and "resource_metadata" in ok.headers["www-authenticate"]


def test_mcp_refuses_a_foreign_origin(public: TestClient) -> None:
    r = public.post("/mcp", json=INIT, headers={**MCP_ACCEPT, "origin": "https://evil.example"})
    assert r.status_code == 403
    same = public.post("/mcp", json=INIT, headers={**MCP_ACCEPT, "origin": "https://skills.example.com"})
    assert same.status_code == 401  # past the origin check: no token, no public catalog


def test_mcp_on_a_loopback_bind_takes_loopback_names_on_any_port(keeper: Keeper) -> None:
    with TestClient(create_app(keeper, settings=Settings()), base_url="http://localhost:9999") as client:
        # A caller with no tools gets 401 (not an empty server): loopback names pass the host check.
        assert client.post("/mcp", json=INIT, headers=MCP_ACCEPT).status_code == 401
        rebound = client.post("/mcp", json=INIT, headers={**MCP_ACCEPT, "host": "attacker.example:9999"})
        assert rebound.status_code == 421
        evil_page = client.post("/mcp", json=INIT, headers={**MCP_ACCEPT, "origin": "http://attacker.example"})
        assert evil_page.status_code == 403


def test_metrics_on_a_public_bind_need_a_fleet_read_token(public: TestClient, keeper: Keeper) -> None:
    from skillkeeper.access.tokens import create_token
    from skillkeeper.store.tenants import create_tenant

    with keeper.store.write() as conn:
        tid = create_tenant(conn, "ops")
        operator = create_token(conn, tid, "prometheus", "fleet:read").token
        reader = create_token(conn, tid, "agent", "skills:read").token
    assert public.get("/metrics").status_code == 401
    assert public.get("/metrics", headers={"authorization": f"Bearer {reader}"}).status_code == 403
    r = public.get("/metrics", headers={"authorization": f"Bearer {operator}"})
    assert r.status_code == 200 and "skillkeeper_http_requests_total" in r.text


def test_metrics_on_loopback_are_open_and_docs_stay_public(api: Api, public: TestClient) -> None:
    assert api.client.get("/metrics").status_code == 200
    assert public.get("/docs").status_code == 200
    assert public.get("/openapi.json").status_code == 200
