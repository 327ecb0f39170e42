"""The admin-only "Connect an agent" page: in-process on both engines, and once in Chromium."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from skillkeeper.access.tokens import create_token
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.store.tenants import create_tenant
from skillkeeper.web import create_app
from tests.serving import running_server
from tests.web.conftest import Api
from tests.web.site import CHROMIUM_ARGS, csrf_of, sign_in_chromium


@pytest.fixture
def api(keeper: Keeper) -> Iterator[Api]:
    """A browser-like client: the public URL it was served from, sent as the Origin of every post."""
    app = create_app(keeper, settings=Settings(public_url="http://testserver"))
    with TestClient(app, headers={"origin": "http://testserver"}) as client:
        yield Api(keeper, client)


def sign_in(api: Api, token: str) -> str:
    """Sign the test client in to the inbox (a fresh session); returns the CSRF token of its session."""
    api.client.cookies.clear()
    api.client.post("/inbox/login", data={"token": token, "csrf": csrf_of(api.client)}, follow_redirects=False)
    return csrf_of(api.client)


def test_connect_page_mints_a_token_and_shows_every_client_once(api: Api) -> None:
    tid = api.tenant("acme")
    csrf = sign_in(api, api.token(tid, "skills:read,skills:review,skills:admin", principal="root"))
    form = api.client.get("/inbox/_connect")
    assert form.status_code == 200 and 'value="fleet:report"' not in form.text  # only scopes the admin holds
    done = api.client.post("/inbox/_connect", data={"principal": "laptop", "scopes": ["skills:read"], "csrf": csrf})
    assert done.status_code == 201 and done.headers["cache-control"] == "no-store"
    token = re.search(r'<pre class="token" id="token">(skk_[^<]+)</pre>', done.text)
    assert token is not None
    assert "skillkeeper install --server http://testserver" in done.text
    for client in (
        "claude-code",
        "cursor",
        "vscode",
        "windsurf",
        "codex",
        "gemini",
        "zed",
        "openclaw",
    ):
        assert f'id="client-{client}"' in done.text
    me = api.client.get("/api/v1/whoami", headers={"Authorization": f"Bearer {token.group(1)}"}).json()
    assert me["principal"] == "laptop" and me["token_scopes"] == ["skills:read"]
    with api.keeper.store.read() as conn:
        from skillkeeper.access.tokens import list_tokens

        minted = {t["principal"]: t["minted_by"] for t in list_tokens(conn, tid)}
    assert minted["laptop"] == "root"
    assert token.group(1) not in api.client.get("/inbox/_connect").text


def test_a_token_minted_on_the_connect_page_expires_no_later_than_the_admins(api: Api) -> None:
    from datetime import datetime, timedelta

    from skillkeeper.access.tokens import list_tokens

    tid = api.tenant("acme")
    short = api.keeper.tokens.mint(tid, "root", "skills:read,skills:review,skills:admin", timedelta(hours=2))
    csrf = sign_in(api, short.token)
    done = api.client.post("/inbox/_connect", data={"principal": "laptop", "scopes": ["skills:read"], "csrf": csrf})
    assert done.status_code == 201, done.text
    with api.keeper.store.read() as conn:
        [laptop] = [t for t in list_tokens(conn, tid) if t["principal"] == "laptop"]
    assert laptop["expires_at"] is not None and short.expires_at is not None
    assert datetime.fromisoformat(laptop["expires_at"]) <= short.expires_at


def test_connect_page_without_a_session_leads_to_sign_in_and_back(api: Api) -> None:
    tid = api.tenant("acme")
    api.client.cookies.clear()
    first = api.client.get("/inbox/_connect")
    # As the audit log and a skill's page do: a bookmarked link signs in and comes back.
    assert first.status_code == 401 and 'href="/inbox?next=%2Finbox%2F_connect"' in first.text
    token = api.token(tid, "skills:read,skills:review,skills:admin", principal="root")
    data = {"token": token, "csrf": csrf_of(api.client), "next": "/inbox/_connect"}
    back = api.client.post("/inbox/login", data=data, follow_redirects=False)
    assert back.status_code == 303 and back.headers["location"] == "/inbox/_connect"


def test_connect_page_refuses_non_admins_escalation_and_forged_forms(api: Api) -> None:
    tid = api.tenant("acme")
    csrf = sign_in(api, api.token(tid, "skills:read,skills:review", principal="rev"))
    refused = api.client.get("/inbox/_connect")
    assert refused.status_code == 403 and "Admins only" in refused.text
    assert "only an admin may do, and rev may not" in refused.text
    assert "skillkeeper principals grant rev skills:admin --tenant acme" in refused.text
    assert "Connect an agent" not in api.client.get("/inbox").text
    csrf = sign_in(api, api.token(tid, "skills:read,skills:review,skills:admin", principal="root"))
    assert "Connect an agent" in api.client.get("/inbox").text
    beyond = api.client.post("/inbox/_connect", data={"principal": "x", "scopes": ["fleet:read"], "csrf": csrf})
    assert beyond.status_code == 422 and "you cannot issue scopes you do not hold: fleet:read" in beyond.text
    forged = api.client.post("/inbox/_connect", data={"principal": "x", "scopes": ["skills:read"], "csrf": "f" * 40})
    assert forged.status_code == 403 and "skk_" not in forged.text
    with api.keeper.store.read() as conn:
        from skillkeeper.access.tokens import list_tokens

        assert {t["principal"] for t in list_tokens(conn, tid)} == {"rev", "root"}


@pytest.mark.e2e
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the browser checks the page, not the engine
def test_admin_connects_an_agent_in_chromium(db_url: str, chromium: str, tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
            admin = create_token(conn, tid, "root", "skills:read,skills:write,skills:review,skills:admin").token
            reviewer = create_token(conn, tid, "rev", "skills:read,skills:review").token
    finally:
        keeper.close()
    with running_server(db_url) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            sign_in_chromium(page, url, reviewer)
            assert page.locator("#token").count() == 0, page.content()  # signed in
            assert page.locator("a.admin-link").count() == 0
            page.goto(f"{url}/inbox/_connect")
            assert "Admins only" in page.content()

            page = browser.new_context().new_page()
            sign_in_chromium(page, url, admin)
            page.click("a.admin-link")
            page.fill("#principal", "laptop-agent")
            page.check("input[value='skills:write']")
            page.click(".connect-form button[type=submit]")
            token = page.inner_text("#token").strip()
            assert token.startswith("skk_")
            assert page.inner_text("#install").strip() == f"skillkeeper install --server {url}"
            assert page.inner_text("#export").strip() == f"export SKILLKEEPER_TOKEN={token}"
            cursor = page.inner_text("#client-cursor pre")
            assert f'"url": "{url}/mcp"' in cursor and "${env:SKILLKEEPER_TOKEN}" in cursor
            assert "bearer_token_env_var" in page.inner_text("#client-codex pre")
            page.goto(f"{url}/inbox/_connect")
            assert token not in page.content()
        finally:
            browser.close()
        import httpx

        me = httpx.get(f"{url}/api/v1/whoami", headers={"Authorization": f"Bearer {token}"}).json()
    assert me["principal"] == "laptop-agent" and len(me["tools"]) == 8
