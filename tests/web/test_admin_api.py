from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tests.web.conftest import Api, clean_scanner


def test_settings_read_and_partial_update(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid)
    assert api.client.get("/api/v1/tenants/current/settings", headers=h).json()["settings"]["review_gate"] is True
    r = api.client.put(
        "/api/v1/tenants/current/settings", json={"review_gate": False, "caps": {"max_files": 10}}, headers=h
    )
    settings = r.json()["settings"]
    assert settings["review_gate"] is False and settings["caps"]["max_files"] == 10
    assert settings["caps"]["total_bytes"] == 16 * 1024 * 1024
    r = api.client.put("/api/v1/tenants/current/settings", json={"caps": {"max_files": 0}}, headers=h)
    assert r.status_code == 422
    assert api.client.put("/api/v1/tenants/current/settings", json={"nope": 1}, headers=h).status_code == 422


def test_subscription_delivers_publisher_active_skills_until_revoked(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    pub = api.tenant("shared")
    api.seed(pub, "org-style")
    api.seed(pub, "org-draft", status="staged")
    h = api.headers(tid)
    ph = api.headers(pub, principal="pub-admin")
    assert api.client.post("/api/v1/subscriptions", json={"publisher": "shared"}, headers=h).status_code == 404
    api.client.put("/api/v1/tenants/current/settings", json={"published": True}, headers=ph)
    assert api.client.post("/api/v1/subscriptions", json={"publisher": "shared"}, headers=h).status_code == 201
    assert api.client.post("/api/v1/subscriptions", json={"publisher": "acme"}, headers=h).status_code == 404
    names = [s["name"] for s in api.client.get("/api/v1/skills", headers=h).json()["skills"]]
    assert names == ["org-style"]
    assert api.client.get("/api/v1/skills/org-draft", headers=h).status_code == 404
    subs = api.client.get("/api/v1/subscriptions", headers=h).json()["subscriptions"]
    assert [s["publisher"] for s in subs] == ["shared"]
    heard: list[tuple[int, str]] = []
    api.keeper.lifecycle.subscribe(lambda change: heard.append((change.tenant_id, change.action)))
    assert api.client.delete("/api/v1/subscriptions/shared", headers=h).status_code == 204
    assert heard == [(tid, "revoke")], "connected MCP clients must hear that the visible set changed"
    assert api.client.get("/api/v1/skills", headers=h).json()["skills"] == []
    assert api.client.delete("/api/v1/subscriptions/shared", headers=h).status_code == 404


def test_tokens_create_list_revoke_within_own_tenant(api: Api) -> None:
    tid = api.tenant("acme")
    other = api.tenant("other")
    h = api.headers(tid)
    r = api.client.post(
        "/api/v1/tokens", json={"principal": "node-1", "scopes": ["fleet:report"], "expires_in_days": 30}, headers=h
    )
    assert r.status_code == 201
    issued = r.json()
    assert issued["token"].startswith("skk_") and issued["expires_at"]
    node_h = {"Authorization": f"Bearer {issued['token']}"}
    assert api.client.post("/api/v1/skills/installable", json={}, headers=node_h).status_code == 200
    listed = api.client.get("/api/v1/tokens", headers=h).json()["tokens"]
    assert issued["id"] in [t["id"] for t in listed]
    assert all("token" not in t and "token_hash" not in t for t in listed)
    oh = api.headers(other, principal="eve")
    assert api.client.delete(f"/api/v1/tokens/{issued['id']}", headers=oh).status_code == 404
    assert api.client.delete(f"/api/v1/tokens/{issued['id']}", headers=h).status_code == 204
    assert api.client.post("/api/v1/skills/installable", json={}, headers=node_h).status_code == 401


def test_a_token_may_live_minutes_and_names_one_lifetime_only(api: Api) -> None:
    h = api.headers(api.tenant("acme"))
    body = {"principal": "node-1", "scopes": ["fleet:report"]}
    r = api.client.post("/api/v1/tokens", json={**body, "expires_in_minutes": 90}, headers=h)
    assert r.status_code == 201, r.text
    left = datetime.fromisoformat(r.json()["expires_at"]) - datetime.now(UTC)
    assert timedelta(minutes=85) < left <= timedelta(minutes=90)
    both = {**body, "expires_in_minutes": 90, "expires_in_days": 1}
    r = api.client.post("/api/v1/tokens", json=both, headers=h)
    assert r.status_code == 422 and "not both" in r.json()["error"]["message"]
    r = api.client.post("/api/v1/tokens", json={**body, "expires_in_minutes": 3650 * 24 * 60 + 1}, headers=h)
    assert r.status_code == 422


def test_token_creation_cannot_escalate_scopes(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "skills:admin", "limited-admin")
    r = api.client.post("/api/v1/tokens", json={"principal": "x", "scopes": ["skills:review"]}, headers=h)
    assert r.status_code == 403
    # It said only what was refused; now also who can mint it, in a command that works when pasted.
    assert r.json()["error"]["message"] == (
        "cannot issue scopes you do not hold: skills:review; the operator on the server's machine can, with "
        "`skillkeeper tokens create --tenant acme --principal x --scopes skills:review`"
    )
    r = api.client.post("/api/v1/tokens", json={"principal": "x", "scopes": ["bogus"]}, headers=h)
    assert r.status_code == 422


def test_settings_take_a_scan_skip_profile(api: Api) -> None:
    h = api.headers(api.tenant("acme"))
    r = api.client.put("/api/v1/tenants/current/settings", json={"scan_skip": ["SK-WEAKEN-FIREWALL"]}, headers=h)
    assert r.status_code == 200 and r.json()["settings"]["scan_skip"] == ["SK-WEAKEN-FIREWALL"]
    bad = api.client.put("/api/v1/tenants/current/settings", json={"scan_skip": ["no spaces; allowed"]}, headers=h)
    assert bad.status_code == 422
    # A typo was stored and skipped nothing; a structure rule was stored and silently never skipped.
    for code, said in (
        ("SK-WEAKEN-FIREWAL", "(did you mean SK-WEAKEN-FIREWALL?)"),
        ("SK-STRUCT-LINK", "SK-STRUCT-LINK cannot be skipped"),
    ):
        r = api.client.put("/api/v1/tenants/current/settings", json={"scan_skip": [code]}, headers=h)
        assert r.status_code == 422 and said in r.json()["error"]["message"], r.text
    settings = api.client.get("/api/v1/tenants/current/settings", headers=h).json()["settings"]
    assert settings["scan_skip"] == ["SK-WEAKEN-FIREWALL"]


def test_an_admin_reaches_another_tenants_tokens_hooks_and_allow_list_only_as_missing_ids(api: Api) -> None:
    """Ids are guessable (allow-list entries count from 1): another tenant's answers like a missing one."""
    from skillkeeper.access.actor import Actor

    mine, theirs = api.tenant("acme"), api.tenant("other")
    token = api.keeper.tokens.mint(theirs, "victim", "skills:read")
    hook = api.keeper.webhooks(Actor.operator(theirs)).add("http://127.0.0.1:9/h", slack=False, allow_private=True)
    entry = api.keeper.allowlist(Actor.operator(theirs)).add("SK-SELF-GLOBAL-CONFIG", "*", "theirs")
    h = api.headers(mine, "skills:admin,skills:review")
    pairs = [
        ("DELETE", f"/api/v1/tokens/{token.id}", "/api/v1/tokens/tok_0000000000000000"),
        ("DELETE", f"/api/v1/webhooks/{hook['id']}", "/api/v1/webhooks/wh_00000000000000"),
        ("GET", f"/api/v1/webhooks/{hook['id']}/deliveries", "/api/v1/webhooks/wh_00000000000000/deliveries"),
        ("DELETE", f"/api/v1/scan-allowlist/{entry['id']}", "/api/v1/scan-allowlist/999"),
    ]
    for method, foreign, missing in pairs:
        got, none = api.client.request(method, foreign, headers=h), api.client.request(method, missing, headers=h)
        foreign_id, missing_id = foreign.split("/")[4], missing.split("/")[4]
        assert (got.status_code, got.text.replace(foreign_id, "ID")) == (
            none.status_code,
            none.text.replace(missing_id, "ID"),
        ), foreign
        assert got.status_code == 404
    assert api.keeper.tokens.authenticate(token.token).tenant == "other"  # still valid
    assert [w["id"] for w in api.keeper.webhooks(Actor.operator(theirs)).list()] == [hook["id"]]
    assert [e["id"] for e in api.keeper.allowlist(Actor.operator(theirs)).entries()] == [entry["id"]]
    assert api.client.get("/api/v1/scan-allowlist", headers=h).json()["entries"] == []


def test_a_token_cannot_mint_a_token_that_outlives_it(api: Api) -> None:
    tid = api.tenant("acme")
    short = api.keeper.tokens.mint(tid, "ci-admin", "skills:admin,skills:read", timedelta(hours=1))
    assert short.expires_at is not None
    h = {"Authorization": f"Bearer {short.token}"}
    for asked in ({}, {"expires_in_days": 30}):
        r = api.client.post(
            "/api/v1/tokens", json={"principal": "ci-admin", "scopes": ["skills:admin"], **asked}, headers=h
        )
        assert r.status_code == 201, r.text
        assert r.json()["expires_at"] is not None
        assert datetime.fromisoformat(r.json()["expires_at"]) <= short.expires_at
    shorter = api.client.post(
        "/api/v1/tokens", json={"principal": "node-1", "scopes": ["skills:read"], "expires_in_minutes": 5}, headers=h
    )
    left = datetime.fromisoformat(shorter.json()["expires_at"]) - datetime.now(UTC)
    assert timedelta(minutes=4) < left <= timedelta(minutes=5)
