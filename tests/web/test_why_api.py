"""GET /api/v1/whoami/skills/{name}: why a skill is or is not served; hidden answers like missing."""

from __future__ import annotations

from tests.web.conftest import Api, clean_scanner


def _body(api: Api, name: str, headers: dict[str, str], **params: str) -> tuple[int, str]:
    r = api.client.get(f"/api/v1/whoami/skills/{name}", headers=headers, params=params)
    return r.status_code, r.text.replace(name, "<name>")


def test_a_served_skill_is_explained_with_its_status(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "live-one")
    r = api.client.get("/api/v1/whoami/skills/live-one", headers=api.headers(tid, "skills:read"))
    assert r.status_code == 200
    assert r.json() == {
        "name": "live-one",
        "served": True,
        "known": True,
        "status": "active",
        "tenant": "acme",
        "reasons": ["served: active in your tenant 'acme'"],
    }


def test_hidden_and_foreign_skills_answer_byte_for_byte_like_missing_ones(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    me, other = api.tenant("acme"), api.tenant("globex")
    api.seed(me, "staged-aa", status="staged")
    api.seed(me, "quarnt-aa", status="quarantined")
    api.seed(other, "foreig-aa")
    agent = api.headers(me, "skills:read,skills:write")
    admin = api.headers(me, principal="rita")
    missing = _body(api, "absent-aa", agent)
    assert missing[0] == 200
    for name in ("staged-aa", "quarnt-aa", "foreig-aa"):
        assert _body(api, name, agent) == missing
    assert _body(api, "foreig-aa", admin) == _body(api, "absent-aa", admin)
    assert api.client.get("/api/v1/whoami/skills/staged-aa", headers=admin).json()["status"] == "staged"


def test_without_a_token_it_is_401_unless_a_public_catalog_is_named(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme", public_catalog=True)
    api.seed(tid, "live-one")
    assert api.client.get("/api/v1/whoami/skills/live-one").status_code == 401
    r = api.client.get("/api/v1/whoami/skills/live-one", params={"tenant": "acme"})
    assert r.status_code == 200 and r.json()["served"] is True
    assert "public catalog" in r.json()["reasons"][0]
    assert _body(api, "live-one", {}, tenant="nope") == _body(api, "other-o", {}, tenant="nope")
    bad = api.client.get("/api/v1/whoami/skills/live-one", headers={"Authorization": "Bearer skk_nope"})
    assert bad.status_code == 401


def test_a_reviewers_next_step_names_this_server(api: Api) -> None:
    # Read off a server's answer, the command must act there, not on the reviewer's own database.
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "quarnt-aa", status="quarantined")
    api.seed(tid, "staged-aa", status="staged")
    reviewer = api.headers(tid, "skills:read,skills:review")
    base = api.client.app.state.public_url  # type: ignore[attr-defined]
    quarantined = api.client.get("/api/v1/whoami/skills/quarnt-aa", headers=reviewer).json()["reasons"][0]
    assert f"`skillkeeper skills show quarnt-aa --server {base}` has the findings" in quarantined
    staged = api.client.get("/api/v1/whoami/skills/staged-aa", headers=reviewer).json()["reasons"][0]
    assert staged.endswith(f"approve it with `skillkeeper skills approve staged-aa --server {base}`")


def test_a_missing_skills_search_hint_is_a_command_to_paste_against_this_server(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    base = api.client.app.state.public_url  # type: ignore[attr-defined]
    r = api.client.get("/api/v1/whoami/skills/absent-aa", headers=api.headers(tid, "skills:read"))
    assert f"`skillkeeper skills search QUERY --server {base}`" in r.json()["reasons"][0]
