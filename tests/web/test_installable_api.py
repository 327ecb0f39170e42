from __future__ import annotations

import base64

import pytest
from sqlalchemy import update

from skillkeeper.access.subscriptions import subscribe
from skillkeeper.store.schema import tenants
from tests.outage import database_down
from tests.web.conftest import Api, clean_scanner

URL = "/api/v1/skills/installable"


def _names(api: Api, headers: dict[str, str]) -> list[str]:
    r = api.client.post(URL, json={}, headers=headers)
    assert r.status_code == 200, r.text
    return [s["name"] for s in r.json()["skills"]]


def test_gate_on_serves_active_only_with_full_content(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools", files={"scripts/run.sh": "echo\n", "assets/logo.bin": b"\x89PNG\xff\x00"})
    api.seed(tid, "draft-tool", status="staged")
    h = api.headers(tid, "fleet:report")
    r = api.client.post(URL, json={"node_id": "n1"}, headers=h)
    body = r.json()
    assert body["tenant"] == "acme" and r.headers["etag"] == body["etag"]
    [skill] = body["skills"]
    assert skill["origin"] == "acme" and skill["content_hash"].startswith("sha256:")
    files = {f["path"]: f for f in skill["files"]}
    assert next(iter(files)) == "SKILL.md"
    assert files["assets/logo.bin"]["encoding"] == "base64"
    assert base64.b64decode(files["assets/logo.bin"]["content"]) == b"\x89PNG\xff\x00"
    assert files["scripts/run.sh"]["encoding"] == "utf-8"


def test_gate_off_serves_every_own_skill_and_subscribed_active_ones(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme", review_gate=False)
    pub = api.tenant("shared", published=True)
    api.seed(tid, "draft-tool", status="staged")
    api.seed(pub, "org-style")
    api.seed(pub, "org-draft", status="staged")
    with api.keeper.store.write() as conn:
        subscribe(conn, tid, "shared")
    assert _names(api, api.headers(tid, "fleet:report")) == ["draft-tool", "org-style"]


def test_etag_round_trip_gives_304_until_the_set_changes(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    h = api.headers(tid, "fleet:report")
    etag = api.client.post(URL, json={}, headers=h).headers["etag"]
    r = api.client.post(URL, json={}, headers={**h, "If-None-Match": etag})
    assert r.status_code == 304 and r.content == b"" and r.headers["etag"] == etag
    api.seed(tid, "csv-tools")
    r = api.client.post(URL, json={}, headers={**h, "If-None-Match": etag})
    assert r.status_code == 200 and r.headers["etag"] != etag
    assert [s["name"] for s in r.json()["skills"]] == ["csv-tools", "pdf-tools"]


def test_cached_body_is_identical_to_a_fresh_build(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools", files={"scripts/run.sh": "echo\n"})
    h = api.headers(tid, "fleet:report")
    first = api.client.post(URL, json={}, headers=h).content
    assert api.client.post(URL, json={}, headers=h).content == first
    api.client.app.state.installable_cache = type(api.client.app.state.installable_cache)()
    assert api.client.post(URL, json={}, headers=h).content == first


def test_unreadable_settings_fail_closed_with_503(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme", review_gate=False)
    api.seed(tid, "pdf-tools")
    api.seed(tid, "draft-tool", status="staged")
    h = api.headers(tid, "fleet:report,skills:read")
    for garbage in ({"review_gate": "maybe"}, ["not", "a", "mapping"], {"unknown_key": 1}):
        with api.keeper.store.write() as conn:
            conn.execute(update(tenants).where(tenants.c.id == tid).values(settings=garbage))
        r = api.client.post(URL, json={}, headers=h)
        assert r.status_code == 503
        assert set(r.json()) == {"error"} and "pdf-tools" not in r.text
        assert "etag" not in r.headers
        assert api.client.get("/api/v1/skills", headers=h).status_code == 503


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # PostgreSQL refuses invalid JSON at write time
def test_corrupt_settings_json_fails_closed(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "fleet:report")
    with api.keeper.store.write() as conn:
        conn.exec_driver_sql("UPDATE tenants SET settings = 'not json{' WHERE id = ?", (tid,))
    assert api.client.post(URL, json={}, headers=h).status_code == 503


def test_unreachable_database_fails_closed_with_503(api: Api) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    h = api.headers(tid, "fleet:report")
    with database_down(api.keeper.store):
        r = api.client.post(URL, json={}, headers=h)
        assert r.status_code == 503
        # What the caller can do about it, not the driver's exception name.
        assert r.json() == {"error": {"code": "unavailable", "message": "the database is unavailable; retry shortly"}}
        assert api.client.get("/readyz").status_code == 503


def test_gate_off_never_delivers_quarantined_or_rejected_skills(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme", review_gate=False)
    api.seed(tid, "draft-tool", status="staged")
    api.seed(tid, "blocked-tool", status="quarantined")
    api.seed(tid, "thrown-out", status="rejected")
    h = api.headers(tid)
    assert _names(api, api.headers(tid, "fleet:report")) == ["draft-tool"]
    listed = api.client.get("/api/v1/skills", headers=h).json()["skills"]
    assert [s["name"] for s in listed] == ["draft-tool"]
    for name in ("blocked-tool", "thrown-out"):
        assert api.client.get(f"/api/v1/skills/{name}", headers=h).status_code == 404
        found = api.client.get("/api/v1/skills", params={"q": name.replace("-", " ")}, headers=h).json()["skills"]
        assert name not in [s["name"] for s in found]


def test_a_deprecated_skill_leaves_delivery_also_with_the_review_gate_off(api: Api) -> None:
    # Deprecating is how an admin revokes an approved skill: with the gate off it kept being served
    # and stayed installed on every node of the tenant.
    from skillkeeper.access.actor import Actor

    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme", review_gate=False)
    api.seed(tid, "pdf-tools")
    api.seed(tid, "old-tool")
    node = api.headers(tid, "fleet:report", "node-1")
    assert _names(api, node) == ["old-tool", "pdf-tools"]
    api.keeper.review(Actor.operator(tid)).act("old-tool", "deprecate", None, "retired", [])
    assert _names(api, node) == ["pdf-tools"]
    h = api.headers(tid)
    assert api.client.get("/api/v1/skills/old-tool", headers=h).status_code == 404
    assert [s["name"] for s in api.client.get("/api/v1/skills", headers=h).json()["skills"]] == ["pdf-tools"]
