"""Cached reads stay exact: a change made by another replica applies on the very next request."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.access.subscriptions import subscribe, unsubscribe
from skillkeeper.access.tokens import change_mandate, create_token, revoke_token
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import update_settings
from tests.factories import make_skill
from tests.web.conftest import Api


def _read_twice(api: Api, path: str, headers: dict[str, str]) -> int:
    """Read `path` twice so the second answer comes from the cache; return its status."""
    first = api.client.get(path, headers=headers)
    second = api.client.get(path, headers=headers)
    assert first.content == second.content
    return second.status_code


def test_revoking_a_token_elsewhere_refuses_it_on_the_next_request(api: Api, replica: Keeper) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    with api.keeper.store.write() as conn:
        issued = create_token(conn, tid, "agent", "skills:read")
    headers = {"Authorization": f"Bearer {issued.token}"}
    assert _read_twice(api, "/api/v1/skills/pdf-tools", headers) == 200
    with replica.store.write() as conn:
        revoke_token(conn, tid, issued.id)
    assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 401


def test_narrowing_a_mandate_elsewhere_applies_on_the_next_request(api: Api, replica: Keeper) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    headers = api.headers(tid, "skills:read,skills:write", principal="bot")
    assert _read_twice(api, "/api/v1/skills?q=pdf", headers) == 200
    with replica.store.write() as conn:
        change_mandate(conn, tid, "bot", remove=frozenset({"skills:read"}))
    assert api.client.get("/api/v1/skills?q=pdf", headers=headers).status_code == 403


def test_an_expired_token_is_refused_even_while_cached(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    with api.keeper.store.write() as conn:
        issued = create_token(conn, tid, "agent", "skills:read", expires_in=timedelta(hours=1))
    headers = {"Authorization": f"Bearer {issued.token}"}
    assert _read_twice(api, "/api/v1/skills/pdf-tools", headers) == 200
    later = datetime.now(UTC) + timedelta(hours=2)
    monkeypatch.setattr("skillkeeper.access.cache.now", lambda: later)
    assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 401


def test_a_quarantine_elsewhere_hides_the_skill_on_the_next_read(api: Api, replica: Keeper) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    headers = api.headers(tid, "skills:read")
    assert _read_twice(api, "/api/v1/skills/pdf-tools", headers) == 200
    assert _read_twice(api, "/api/v1/skills?q=pdf", headers) == 200
    replica.lifecycle.act(Actor.operator(tid), "pdf-tools", "quarantine", reason="suspicious")
    assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 404
    assert api.client.get("/api/v1/skills?q=pdf", headers=headers).json()["skills"] == []
    assert api.client.get("/api/v1/skills", headers=headers).json()["skills"] == []


def test_an_approval_elsewhere_serves_the_new_skill_on_the_next_read(api: Api, replica: Keeper) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    headers = api.headers(tid, "skills:read")
    assert [s["name"] for s in api.client.get("/api/v1/skills", headers=headers).json()["skills"]] == ["pdf-tools"]
    assert _read_twice(api, "/api/v1/skills/csv-tools", headers) == 404
    replica.lifecycle.write(Actor.operator(tid), make_skill("csv-tools"), source="manual", status="active")
    assert api.client.get("/api/v1/skills/csv-tools", headers=headers).status_code == 200
    names = [s["name"] for s in api.client.get("/api/v1/skills", headers=headers).json()["skills"]]
    assert names == ["csv-tools", "pdf-tools"]


def test_unsubscribing_elsewhere_drops_the_publishers_skills_on_the_next_read(api: Api, replica: Keeper) -> None:
    pub = api.tenant("central")
    api.settings(pub, published=True)
    api.seed(pub, "org-style")
    sub = api.tenant("team")
    with api.keeper.store.write() as conn:
        subscribe(conn, sub, "central")
    headers = api.headers(sub, "skills:read")
    assert _read_twice(api, "/api/v1/skills/org-style", headers) == 200
    with replica.store.write() as conn:
        unsubscribe(conn, sub, "central")
    assert api.client.get("/api/v1/skills/org-style", headers=headers).status_code == 404


def test_turning_a_public_catalog_off_elsewhere_stops_anonymous_reads(api: Api, replica: Keeper) -> None:
    tid = api.tenant("acme", public_catalog=True)
    api.seed(tid, "pdf-tools")
    anonymous = {"X-Skillkeeper-Tenant": "acme"}
    assert _read_twice(api, "/api/v1/skills/pdf-tools", anonymous) == 200
    with replica.store.write() as conn:
        update_settings(conn, tid, {"public_catalog": False})
    assert api.client.get("/api/v1/skills/pdf-tools", headers=anonymous).status_code == 401


def test_answers_are_kept_per_viewer_not_shared_across_tenants(api: Api) -> None:
    acme, other = api.tenant("acme"), api.tenant("other")
    api.seed(acme, "pdf-tools")
    assert _read_twice(api, "/api/v1/skills/pdf-tools", api.headers(acme, "skills:read")) == 200
    assert _read_twice(api, "/api/v1/skills/pdf-tools", api.headers(other, "skills:read")) == 404
