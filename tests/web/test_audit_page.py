"""The audit log page (/inbox/_audit): in-process on both engines, and once in Chromium with a screenshot."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from skillkeeper.access.tokens import create_token, revoke_token
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.store.tenants import create_tenant, update_settings
from tests.factories import agent, make_skill, reviewer
from tests.serving import running_server
from tests.web.site import CHROMIUM_ARGS, Site, open_site, sign_in_chromium

SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "audit-log.png"


@pytest.fixture
def site(keeper: Keeper) -> Iterator[Site]:
    with open_site(keeper, Settings(public_url="http://testserver", webhook_worker=False)) as opened:
        yield opened


def test_audit_page_needs_a_session(site: Site) -> None:
    r = site.client.get("/inbox/_audit")
    assert r.status_code == 401 and "Sign in first" in r.text and "content-security-policy" in r.headers
    assert site.client.get("/inbox/_audit/export").status_code == 401


def test_audit_page_lists_filters_and_pages(site: Site) -> None:
    for i in range(55):
        site.stage(site.acme, f"skill-{i:02d}")
    site.keeper.lifecycle.act(reviewer(site.acme), "skill-03", "reject", "duplicate of <b>pdf</b>")
    with site.keeper.store.write() as conn:
        update_settings(conn, site.acme, {"review_gate": False}, actor="root")
    site.stage(site.other, "other-secret")
    site.sign_in()
    page = site.client.get("/inbox/_audit")
    assert page.status_code == 200 and page.text.count('class="audit-entry"') == 50
    assert "settings_changed" in page.text and '{"review_gate": false}' in page.text
    assert "other-secret" not in page.text
    assert 'class="older"' in page.text and "Audit log" in page.text
    older = page.text.split('class="older" href="')[1].split('"')[0].replace("&amp;", "&")
    rest = site.client.get(older)
    assert (
        rest.status_code == 200 and rest.text.count('class="audit-entry"') == 8
    )  # 55 writes, a reject, settings, rita's token
    filtered = site.client.get("/inbox/_audit", params={"action": "reject"})
    assert filtered.text.count('class="audit-entry"') == 1
    assert "duplicate of &lt;b&gt;pdf&lt;/b&gt;" in filtered.text  # reasons are escaped
    assert site.client.get("/inbox/_audit", params={"skill": "skill-07"}).text.count('class="audit-entry"') == 1
    bad = site.client.get("/inbox/_audit", params={"since": "last week"})
    assert bad.status_code == 422 and "is not a time; use an ISO 8601 time" in bad.text
    recent = site.client.get("/inbox/_audit", params={"since": "1h", "action": "reject"})
    assert recent.text.count('class="audit-entry"') == 1  # a duration back from now, as on the CLI
    assert 'placeholder="2026-12-01 or 1h"' in page.text


def test_audit_page_export_is_json_lines_of_the_filter(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    site.stage(site.acme, "csv-tools")
    site.sign_in()
    r = site.client.get("/inbox/_audit/export", params={"skill": "csv-tools"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/x-ndjson")
    assert [json.loads(line)["skill"] for line in r.text.splitlines()] == ["csv-tools"]


@pytest.mark.e2e
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the browser checks the page, not the engine
def test_reviewer_reads_and_filters_the_audit_log_in_chromium(db_url: str, chromium: str, tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    # SKILLKEEPER_KEEP_SCREENSHOTS=1 refreshes the committed screenshot under docs/screenshots.
    shot = SCREENSHOT if os.environ.get("SKILLKEEPER_KEEP_SCREENSHOTS") == "1" else tmp_path / SCREENSHOT.name
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
            token = create_token(conn, tid, "rita", "skills:read,skills:review,skills:admin").token
            node = create_token(conn, tid, "laptop-agent", "skills:read", minted_by="rita")
        for name in ("pdf-tools", "csv-cleaner", "deploy-helper"):
            keeper.lifecycle.write(agent(tid), make_skill(name))
        keeper.lifecycle.act(reviewer(tid, "rita"), "pdf-tools", "approve", "checked the scripts")
        keeper.lifecycle.act(reviewer(tid, "rita"), "deploy-helper", "quarantine", "pipes curl to sh")
        with keeper.store.write() as conn:
            update_settings(conn, tid, {"require_second_reviewer": True}, actor="rita")
            revoke_token(conn, tid, node.id, actor="rita")
    finally:
        keeper.close()
    with running_server(db_url) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 800})
            sign_in_chromium(page, url, token)
            page.click("a.audit-link")
            assert page.locator("tr.audit-entry").count() == 9, page.content()
            page.screenshot(path=str(shot), full_page=True)
            page.select_option("#action", "quarantine")
            with page.expect_navigation():
                page.click(".audit-filters button[type=submit]")
            rows = page.locator("tr.audit-entry")
            assert rows.count() == 1 and "pipes curl to sh" in rows.first.inner_text()
            assert "action=quarantine" in page.url
            page.fill("#actor", "rita")
            page.select_option("#action", "")
            with page.expect_navigation():
                page.click(".audit-filters button[type=submit]")
            actions = {page.locator("tr.audit-entry").nth(i).get_attribute("data-action") for i in range(4)}
            assert actions == {"approve", "quarantine", "settings_changed", "token_revoked"}
        finally:
            browser.close()
    assert shot.stat().st_size > 10_000
