from __future__ import annotations

from datetime import timedelta

from skillkeeper.access.tokens import change_mandate, create_token, revoke_token
from tests.cli.mint import assert_runnable_mint_hint
from tests.web.conftest import Api


def test_missing_token_is_401_naming_resource_metadata(api: Api) -> None:
    r = api.client.get("/api/v1/skills")
    assert r.status_code == 401
    challenge = r.headers["www-authenticate"]
    assert challenge.startswith("Bearer ")
    assert 'resource_metadata="http://127.0.0.1:8765/.well-known/oauth-protected-resource"' in challenge
    assert "invalid_token" not in challenge
    assert r.json()["error"]["code"] == "unauthorized"


def test_missing_token_says_how_to_create_one_without_naming_any_tenant(api: Api) -> None:
    api.tenant("acme")
    message = api.client.get("/api/v1/skills").json()["error"]["message"]
    assert_runnable_mint_hint(message)
    assert "acme" not in message


def test_bad_expired_and_revoked_tokens_are_401_invalid_token(api: Api) -> None:
    tid = api.tenant("acme")
    with api.keeper.store.write() as conn:
        expired = create_token(conn, tid, "old", "skills:read", timedelta(seconds=-1)).token
        revoked = create_token(conn, tid, "gone", "skills:read")
        revoke_token(conn, tid, revoked.id)
    for token in ("skk_nope", expired, revoked.token):
        r = api.client.get("/api/v1/skills", headers={"Authorization": f"Bearer {token}"})
        assert r.status_code == 401
        assert 'error="invalid_token"' in r.headers["www-authenticate"]
    r = api.client.get("/api/v1/skills", headers={"Authorization": "Basic abc"})
    assert r.status_code == 401


def test_revoked_and_never_issued_tokens_get_byte_identical_401s_saying_what_t_is(api: Api) -> None:
    tid = api.tenant("acme")
    with api.keeper.store.write() as conn:
        revoked = create_token(conn, tid, "gone", "skills:read")
        revoke_token(conn, tid, revoked.id)
    never = "skk_" + "x" * (len(revoked.token) - 4)
    answers = [
        api.client.get("/api/v1/skills", headers={"Authorization": f"Bearer {t}"}) for t in (revoked.token, never)
    ]
    assert answers[0].content == answers[1].content
    assert answers[0].headers["www-authenticate"] == answers[1].headers["www-authenticate"]
    message = answers[0].json()["error"]["message"]
    assert_runnable_mint_hint(message)
    assert "T is your tenant's name; `skillkeeper tenants list`" in message and "acme" not in message


def test_the_first_of_two_authorization_headers_decides(api: Api) -> None:
    tid = api.tenant("acme")
    good = api.headers(tid, "skills:read")["Authorization"]
    answers = [
        api.client.get("/api/v1/skills", headers=[("Authorization", a), ("Authorization", b)])
        for a, b in ((good, "Bearer skk_nope"), ("Bearer skk_nope", good))
    ]
    assert [a.status_code for a in answers] == [200, 401]


def test_missing_scope_is_403_insufficient_scope(api: Api) -> None:
    tid = api.tenant("acme")
    r = api.client.get("/api/v1/skills-inbox", headers=api.headers(tid, "skills:read"))
    assert r.status_code == 403
    assert r.json()["error"]["code"] == "insufficient_scope"
    assert 'error="insufficient_scope", scope="skills:review"' in r.headers["www-authenticate"]
    message = r.json()["error"]["message"]
    assert "needs the skills:review scope" in message and "skillkeeper tokens create" in message


def test_a_missing_scope_names_a_token_that_keeps_the_callers_other_scopes(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "skills:read,skills:review", "alice")
    r = api.client.get("/api/v1/tokens", headers=h)
    assert r.status_code == 403
    # Minting skills:admin alone, as the hint once said, would leave alice unable to review.
    wanted = "--scopes skills:read,skills:review,skills:admin`"
    assert f"`skillkeeper tokens create --tenant acme --principal alice {wanted}" in r.json()["error"]["message"]


def test_narrowing_a_mandate_narrows_issued_tokens(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "skills:read,skills:review", "carol")
    assert api.client.get("/api/v1/skills-inbox", headers=h).status_code == 200
    with api.keeper.store.write() as conn:
        change_mandate(conn, tid, "carol", remove=frozenset({"skills:review"}))
    refused = api.client.get("/api/v1/skills-inbox", headers=h)
    assert refused.status_code == 403
    # The token still carries skills:review; the answer names the mandate fix, in carol's tenant.
    message = refused.json()["error"]["message"]
    assert "`skillkeeper principals grant carol skills:review --tenant acme`" in message
    assert "`skillkeeper tokens create --tenant acme --principal carol --scopes skills:read,skills:review`" in message
    assert_runnable_mint_hint(message)


def test_anonymous_reads_only_a_public_catalog(api: Api) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    api.seed(tid, "draft-tool", status="staged")
    assert api.client.get("/api/v1/skills", params={"tenant": "acme"}).status_code == 401
    assert api.client.get("/api/v1/skills", params={"tenant": "nobody"}).status_code == 401
    api.settings(tid, public_catalog=True, review_gate=False)
    names = [s["name"] for s in api.client.get("/api/v1/skills", params={"tenant": "acme"}).json()["skills"]]
    assert names == ["pdf-tools"]
    r = api.client.get("/api/v1/skills/pdf-tools", headers={"X-Skillkeeper-Tenant": "acme"})
    assert r.status_code == 200
    assert api.client.get("/api/v1/skills/draft-tool", params={"tenant": "acme"}).status_code == 404
    assert api.client.post("/api/v1/skills", params={"tenant": "acme"}, json={}).status_code == 401


def test_protected_resource_metadata_lists_scopes(api: Api) -> None:
    body = api.client.get("/.well-known/oauth-protected-resource").json()
    assert body["resource"] == "http://127.0.0.1:8765/"
    assert "fleet:report" in body["scopes_supported"]
