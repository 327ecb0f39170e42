from __future__ import annotations

import json
import logging
import threading

import pytest

from tests.outage import database_down
from tests.web.conftest import Api, clean_scanner, write_body


def test_healthz_and_readyz(api: Api) -> None:
    assert api.client.get("/healthz").json() == {"status": "ok"}
    r = api.client.get("/readyz")
    assert r.status_code == 200 and r.json()["checks"] == {"database": True, "migrations": True}


def _readyz_at_schema(api: Api, version: str) -> tuple[int, dict[str, bool]]:
    """/readyz's status and checks while the database says it is at schema `version`."""
    with api.keeper.store.write() as conn:
        current = conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar_one()
        conn.exec_driver_sql(f"UPDATE alembic_version SET version_num = '{version}'")
    try:
        r = api.client.get("/readyz")
        return r.status_code, r.json()["checks"]
    finally:
        with api.keeper.store.write() as conn:
            conn.exec_driver_sql(f"UPDATE alembic_version SET version_num = '{current}'")


def test_readyz_is_503_when_migrations_are_behind(api: Api) -> None:
    assert _readyz_at_schema(api, "0008_inbox") == (503, {"database": True, "migrations": False})


def test_readyz_stays_200_on_a_newer_releases_schema_so_a_rolling_upgrade_keeps_old_replicas(api: Api) -> None:
    # `db upgrade` of the next release runs while this release's replicas still serve.
    assert _readyz_at_schema(api, "0010_next_release") == (200, {"database": True, "migrations": True})


def test_metrics_count_requests_by_route_template_and_transitions(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    api.client.post("/api/v1/skills", json=write_body("pdf-tools"), headers=h)
    api.client.post(
        "/api/v1/skills-inbox/pdf-tools/approve", json={"content_hash": api.head_hash(tid, "pdf-tools")}, headers=h
    )
    api.client.get("/api/v1/skills/pdf-tools", headers=h)
    text = api.client.get("/metrics").text
    assert 'skillkeeper_http_requests_total{method="GET",route="/api/v1/skills/{slug}",status="200"} 1.0' in text
    assert "pdf-tools" not in text
    assert 'skillkeeper_lifecycle_transitions_total{action="approve"} 1.0' in text
    assert 'skillkeeper_scan_verdicts_total{verdict="clean"} 1.0' in text
    assert "skillkeeper_http_request_duration_seconds_bucket" in text


def test_request_log_is_one_json_line_without_secrets(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    tid = api.tenant("acme")
    token = api.token(tid)
    caplog.set_level(logging.INFO, logger="skillkeeper.requests")
    body = write_body("pdf-tools", body="# secret body text\n")
    api.client.post("/api/v1/skills", json=body, headers={"Authorization": f"Bearer {token}"})
    records = [r for r in caplog.records if r.name == "skillkeeper.requests"]
    line = json.loads(records[-1].getMessage())
    assert line["method"] == "POST" and line["route"] == "/api/v1/skills" and line["status"] == 201
    assert line["tenant"] == "acme" and line["principal"] == "alice" and line["duration_ms"] >= 0
    assert token not in caplog.text and "secret body text" not in caplog.text


def test_unknown_route_uses_the_error_shape(api: Api) -> None:
    r = api.client.get("/api/v1/nope")
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"


def test_mcp_request_log_names_method_tool_tenant_and_principal(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    tid = api.tenant("acme")
    token = api.token(tid)
    caplog.set_level(logging.INFO, logger="skillkeeper.requests")
    # The Host a client of the default (loopback) public URL sends: /mcp refuses other hosts first.
    headers = {
        "Authorization": f"Bearer {token}",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-11-25",
        "Host": "127.0.0.1:8765",
    }
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "search_skills", "arguments": {"query": "very private words"}},
    }
    api.client.post("/mcp", json=call, headers=headers)
    records = [r for r in caplog.records if r.name == "skillkeeper.requests"]
    line = json.loads(records[-1].getMessage())
    assert line["route"] == "/mcp" and line["mcp_method"] == "tools/call" and line["tool"] == "search_skills"
    assert line["tenant"] == "acme" and line["principal"] == "alice"
    assert token not in caplog.text and "very private words" not in caplog.text


def test_a_deeply_nested_mcp_body_is_still_logged(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    # The log line peeks at the body for the MCP method; 30,000 nested arrays made json.loads raise
    # RecursionError there, so the request went unlogged (and the middleware raised after answering).
    token = api.token(api.tenant("acme"))
    caplog.set_level(logging.INFO, logger="skillkeeper.requests")
    headers = {
        "Authorization": f"Bearer {token}",
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-11-25",
        "Host": "127.0.0.1:8765",
    }
    r = api.client.post("/mcp", content=b"[" * 30_000 + b"]" * 30_000, headers=headers)
    assert r.status_code in (200, 400)
    records = [r for r in caplog.records if r.name == "skillkeeper.requests"]
    line = json.loads(records[-1].getMessage())
    assert (line["route"], line["method"], line["principal"]) == ("/mcp", "POST", "alice")
    assert "mcp_method" not in line


def test_a_search_warm_up_during_a_database_outage_logs_one_line_not_a_traceback(
    api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    from skillkeeper.web.app import _warm_search

    with database_down(api.keeper.store), caplog.at_level(logging.WARNING, logger="skillkeeper.web.app"):
        _warm_search(api.keeper)
    # Only this call's lines: the app's own start-up warm-up and its catalog poll run in other
    # threads and may also meet the outage, on their own clocks.
    said = [(r.getMessage(), r.exc_info) for r in caplog.records if r.thread == threading.get_ident()]
    assert said == [("search warm-up: the database is unavailable; the first search will load the index", None)]
