"""GET /api/v1/whoami: any valid token learns its grant and the MCP tools it is served, no more."""

from __future__ import annotations

from datetime import timedelta

from skillkeeper.access.tokens import change_mandate, create_token
from skillkeeper.deliver.mcp.tools import TOOLS
from tests.web.conftest import Api

READ_TOOLS = [
    "list_skills",
    "search_skills",
    "get_skill",
    "read_skill_file",
    "resolve_flow_template",
]
WRITE_TOOLS = ["create_skill", "update_skill", "delete_skill"]


def test_whoami_names_the_grant_and_the_tools_served(api: Api) -> None:
    tid = api.tenant("acme")
    with api.keeper.store.write() as conn:
        issued = create_token(conn, tid, "bot", "skills:read,fleet:report", timedelta(days=3))
    response = api.client.get("/api/v1/whoami", headers={"Authorization": f"Bearer {issued.token}"})
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {
        "tenant",
        "principal",
        "token_scopes",
        "mandate",
        "effective_scopes",
        "expires_at",
        "tools",
        "missing_tools",
    }
    assert (body["tenant"], body["principal"]) == ("acme", "bot")
    assert body["token_scopes"] == body["effective_scopes"] == ["fleet:report", "skills:read"]
    assert body["expires_at"] is not None and body["expires_at"].startswith(str(issued.expires_at)[:10])
    assert body["tools"] == READ_TOOLS
    assert [m["name"] for m in body["missing_tools"]] == WRITE_TOOLS
    assert all("lacks skills:write" in m["reason"] for m in body["missing_tools"])


def test_whoami_tools_follow_the_same_rule_as_mcp_registration(api: Api) -> None:
    from skillkeeper.deliver.mcp.tools import tools_for

    tid = api.tenant("acme")
    for scopes in ("skills:read", "skills:read,skills:write", "skills:review", "skills:write"):
        body = api.client.get("/api/v1/whoami", headers=api.headers(tid, scopes, principal=scopes)).json()
        assert body["tools"] == [t.name for t in tools_for(frozenset(scopes.split(",")))]
        assert len(body["tools"]) + len(body["missing_tools"]) == len(TOOLS)


def test_whoami_explains_a_narrowed_mandate(api: Api) -> None:
    tid = api.tenant("acme")
    headers = api.headers(tid, "skills:read,skills:write", principal="carol")
    with api.keeper.store.write() as conn:
        change_mandate(conn, tid, "carol", remove=frozenset({"skills:write"}))
    body = api.client.get("/api/v1/whoami", headers=headers).json()
    assert body["token_scopes"] == ["skills:read", "skills:write"] and body["mandate"] == ["skills:read"]
    assert body["effective_scopes"] == ["skills:read"] and body["tools"] == READ_TOOLS
    reasons = {m["name"]: m["reason"] for m in body["missing_tools"]}
    assert "is no longer allowed it (an admin narrowed what its tokens may do)" in reasons["create_skill"]
    assert "skillkeeper principals grant carol skills:write --tenant acme" in reasons["create_skill"]


def test_whoami_without_or_with_a_bad_token_is_401_naming_the_metadata(api: Api) -> None:
    tid = api.tenant("acme", public_catalog=True)
    with api.keeper.store.write() as conn:
        expired = create_token(conn, tid, "old", "skills:read", timedelta(seconds=-1)).token
    for headers in (
        {},
        {"Authorization": "Bearer skk_nope"},
        {"Authorization": f"Bearer {expired}"},
        {"X-Skillkeeper-Tenant": "acme"},
    ):
        response = api.client.get("/api/v1/whoami", headers=headers)
        assert response.status_code == 401, headers
        assert "resource_metadata=" in response.headers["www-authenticate"]
        assert "tenant" not in response.json()


def test_a_missing_scope_is_said_as_what_the_caller_may_not_do_and_the_command_that_grants_it() -> None:
    from skillkeeper.access.callers import Caller
    from skillkeeper.web.auth import insufficient

    known = insufficient("skills:review", Caller(1, "acme", "rita", frozenset({"skills:read"})))
    assert known.message.startswith(
        "insufficient_scope: rita may not review skills (approve, reject, quarantine) in tenant acme with this "
        "token: that needs the skills:review scope"
    )
    mint = "`skillkeeper tokens create --tenant acme --principal rita --scopes skills:read,skills:review`"
    assert mint in known.message
    assert "`skillkeeper principals grant rita skills:review --tenant acme`" in known.message
    anonymous = insufficient("skills:write")
    assert anonymous.message.startswith(
        "insufficient_scope: this needs the skills:write scope (to add or change skills)"
    )
