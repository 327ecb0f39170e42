"""REST: the tenant-wide audit log (GET /api/v1/audit, /audit/export) and webhooks configuration."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.web import create_app
from tests.web.conftest import Api


@pytest.fixture
def api(keeper: Keeper) -> Iterator[Api]:
    # No background worker: tests that deliver drive the worker themselves.
    settings = Settings(webhook_worker=False, webhooks_allow_private=True)
    with TestClient(create_app(keeper, settings=settings)) as client:
        yield Api(keeper, client)


def test_audit_lists_admin_actions_with_before_after_and_pages_by_cursor(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, principal="root")
    assert api.client.put("/api/v1/tenants/current/settings", json={"review_gate": False}, headers=h).status_code == 200
    r = api.client.post("/api/v1/tokens", json={"principal": "node-1", "scopes": ["skills:read"]}, headers=h)
    assert api.client.delete(f"/api/v1/tokens/{r.json()['id']}", headers=h).status_code == 204
    first = api.client.get("/api/v1/audit", params={"limit": 2, "actor": "root"}, headers=h).json()
    assert first["tenant"] == "acme"
    assert [e["action"] for e in first["items"]] == ["token_revoked", "token_created"]
    rest = api.client.get(
        "/api/v1/audit", params={"limit": 2, "actor": "root", "cursor": first["next_cursor"]}, headers=h
    )
    [settings] = rest.json()["items"]
    assert rest.json()["next_cursor"] is None
    assert settings["action"] == "settings_changed" and settings["actor"] == "root"
    assert settings["before"] == {"review_gate": True} and settings["after"] == {"review_gate": False}
    assert r.json()["token"] not in json.dumps(first)


def test_audit_filters_by_skill_action_and_time(api: Api) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools", status="staged")
    api.seed(tid, "csv-tools", status="staged")
    h = api.headers(tid)
    skill = api.client.get("/api/v1/audit", params={"skill": "pdf-tools"}, headers=h).json()["items"]
    assert [e["skill"] for e in skill] == ["pdf-tools"]
    created = api.client.get("/api/v1/audit", params={"action": "created"}, headers=h).json()["items"]
    assert {e["skill"] for e in created} == {"pdf-tools", "csv-tools"}
    later = api.client.get("/api/v1/audit", params={"since": "2999-01-01"}, headers=h).json()["items"]
    assert later == []


def test_audit_refuses_bad_filters_foreign_cursors_and_callers_without_review(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid)
    bad = api.client.get("/api/v1/audit", params={"since": "yesterday"}, headers=h)
    assert bad.status_code == 422 and "ISO 8601" in bad.json()["error"]["message"]
    assert api.client.get("/api/v1/audit", params={"action": "nope"}, headers=h).status_code == 422
    assert api.client.get("/api/v1/audit", params={"cursor": "abc"}, headers=h).status_code == 422
    writer = api.headers(tid, "skills:read,skills:write,skills:admin", principal="w")
    refused = api.client.get("/api/v1/audit", headers=writer)
    assert refused.status_code == 403 and "skills:review" in refused.json()["error"]["message"]
    assert api.client.get("/api/v1/audit").status_code == 401


def test_audit_is_tenant_scoped(api: Api) -> None:
    tid, other = api.tenant("acme"), api.tenant("other")
    api.seed(other, "secret-plan", status="staged")
    items = api.client.get("/api/v1/audit", headers=api.headers(tid)).json()["items"]
    assert all(e["skill"] != "secret-plan" for e in items)


def test_audit_export_streams_json_lines(api: Api) -> None:
    tid = api.tenant("acme")
    for name in ("a-skill", "b-skill", "c-skill"):
        api.seed(tid, name, status="staged")
    r = api.client.get("/api/v1/audit/export", params={"action": "created"}, headers=api.headers(tid))
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/x-ndjson")
    lines = r.text.splitlines()
    assert [json.loads(line)["skill"] for line in lines] == ["c-skill", "b-skill", "a-skill"]


def test_webhooks_add_list_deliveries_remove(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, principal="root")
    r = api.client.post("/api/v1/webhooks", json={"url": "http://127.0.0.1:9/hook", "slack": True}, headers=h)
    assert r.status_code == 201
    hook = r.json()
    assert hook["secret"].startswith("whsec_") and hook["slack"] is True
    listed = api.client.get("/api/v1/webhooks", headers=h).json()["webhooks"]
    assert [w["id"] for w in listed] == [hook["id"]] and "secret" not in listed[0]
    assert hook["secret"] not in api.client.get("/api/v1/audit", headers=h).text
    api.seed(tid, "pdf-tools", status="staged")
    deliveries = api.client.get(f"/api/v1/webhooks/{hook['id']}/deliveries", headers=h).json()["deliveries"]
    assert [(d["event"], d["status"], d["attempts"]) for d in deliveries] == [("staged", "pending", 0)]
    assert api.client.delete(f"/api/v1/webhooks/{hook['id']}", headers=h).status_code == 204
    assert api.client.delete(f"/api/v1/webhooks/{hook['id']}", headers=h).status_code == 404
    assert api.client.get(f"/api/v1/webhooks/{hook['id']}/deliveries", headers=h).status_code == 404


def test_webhooks_refuse_bad_urls_other_tenants_and_non_admins(api: Api, keeper: Keeper) -> None:
    tid, other = api.tenant("acme"), api.tenant("other")
    h = api.headers(tid)
    bad = api.client.post("/api/v1/webhooks", json={"url": "file:///etc/passwd"}, headers=h)
    assert bad.status_code == 422 and "only http:// and https://" in bad.json()["error"]["message"]
    theirs = api.client.post("/api/v1/webhooks", json={"url": "http://127.0.0.1:9/x"}, headers=api.headers(other))
    assert api.client.delete(f"/api/v1/webhooks/{theirs.json()['id']}", headers=h).status_code == 404
    reviewer = api.headers(tid, "skills:read,skills:review", principal="rev")
    assert (
        api.client.post("/api/v1/webhooks", json={"url": "http://127.0.0.1:9/x"}, headers=reviewer).status_code == 403
    )


def test_private_webhook_urls_are_refused_by_default(keeper: Keeper) -> None:
    with TestClient(create_app(keeper, settings=Settings(webhook_worker=False))) as client:
        api = Api(keeper, client)
        h = api.headers(api.tenant("acme"))
        r = client.post("/api/v1/webhooks", json={"url": "http://127.0.0.1:8080/hook"}, headers=h)
    assert r.status_code == 422 and "SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE" in r.json()["error"]["message"]
