"""The inbox list page: filters, pages, checkboxes, select all matching, bulk, acknowledge; and once in Chromium."""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from httpx import Response

from skillkeeper.access.tokens import authenticate, create_token, revoke_token
from skillkeeper.keeper import Keeper
from skillkeeper.skill.folder import parse_skill_dir
from skillkeeper.store.tenants import create_tenant
from tests.factories import agent, make_skill, reviewer
from tests.web.site import CHROMIUM_ARGS, Site, sign_in_chromium

HOOK = Path(__file__).resolve().parents[1] / "review" / "data" / "block-no-verify-hook"
ADMIN_REVIEWER = "skills:read,skills:review,skills:admin"
SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _bulk(site: Site, tab: str = "staged", query: str = "", **data: str | list[str]) -> object:
    page = site.client.get(f"/inbox?tab={tab}{query}").text
    seen = re.search(r'name="seen_at" value="([^"]+)"', page)
    assert seen, "no bulk form"
    form: dict[str, str | list[str]] = {"csrf": site.csrf(), "tab": tab, "seen_at": seen.group(1), **data}
    return site.client.post("/inbox/_bulk", data=form)


def test_inbox_page_filters_pages_and_counts(site: Site) -> None:
    for i in range(30):
        site.stage(site.acme, f"skill-{i:02d}")
    site.stage(site.acme, "pdf-tools", "Use when you need PDF tools.")
    site.sign_in()
    page = site.client.get("/inbox").text
    assert "31 matching" in page and page.count('class="card"') == 25 and 'rel="next"' in page
    nxt = re.search(r'href="([^"]+)" rel="next"', page)
    assert nxt
    second = site.client.get(nxt.group(1).replace("&amp;", "&")).text
    assert second.count('class="card"') == 6 and "first page" in second
    found = site.client.get("/inbox?q=PDF").text
    assert "1 matching" in found and 'id="skill-pdf-tools"' in found and 'id="skill-skill-00"' not in found
    assert 'name="q" value="PDF"' in found
    assert 'name="item" value="pdf-tools sha256:' in found
    assert "Candidates" in found and "{% block" not in found


def test_ticked_cards_are_bulk_approved_with_an_outcome_each(site: Site) -> None:
    for name in ("alpha-one", "beta-two", "gamma-three"):
        site.stage(site.acme, name)
    site.sign_in()
    items = [f"{n} {site.head_hash(n)}" for n in ("alpha-one", "beta-two")]
    site.stage(site.acme, "beta-two", body="# beta\n\nChanged after reading.\n")  # raced
    done = _bulk(site, action="approve", reason="checked", item=items)
    text = done.text  # type: ignore[attr-defined]
    assert "1 applied, 1 not" in text and "409 stale_review" in text
    assert site.status(site.acme, "alpha-one") == "active" and site.status(site.acme, "beta-two") == "staged"
    assert site.status(site.acme, "gamma-three") == "staged"


def test_select_all_matching_reruns_the_filter_and_skips_unseen_revisions(site: Site) -> None:
    for i in range(5):
        site.stage(site.acme, f"match-{i}")
    site.stage(site.acme, "other-skill")
    site.sign_in()
    page = site.client.get("/inbox?q=match").text
    seen = re.search(r'name="seen_at" value="([^"]+)"', page)
    assert seen
    site.stage(site.acme, "match-late")  # written after the page was listed
    form = {"csrf": site.csrf(), "tab": "staged", "seen_at": seen.group(1), "q": "match"}
    done = site.client.post("/inbox/_bulk", data={**form, "select_all": "1", "action": "approve", "reason": "all"})
    assert "5 applied, 1 not" in done.text
    assert all(site.status(site.acme, f"match-{i}") == "active" for i in range(5))
    assert site.status(site.acme, "match-late") == "staged" and site.status(site.acme, "other-skill") == "staged"


def test_select_all_with_a_seen_at_without_offset_is_read_as_utc_not_a_500(site: Site) -> None:
    # The form is the reviewer's to edit: a hand-made `seen_at` without an offset met PostgreSQL's
    # offset-aware timestamps in a comparison and answered 500.
    site.stage(site.acme, "match-1")
    site.sign_in()
    form = {"csrf": site.csrf(), "tab": "staged", "select_all": "1", "action": "reject", "reason": "r", "q": "match"}
    past = site.client.post("/inbox/_bulk", data={**form, "seen_at": "2000-01-01T00:00:00"})
    assert past.status_code == 200 and "0 applied, 1 not" in past.text
    assert site.status(site.acme, "match-1") == "staged"
    later = site.client.post("/inbox/_bulk", data={**form, "seen_at": "2999-01-01T00:00:00"})
    assert later.status_code == 200 and "1 applied, 0 not" in later.text
    assert site.status(site.acme, "match-1") == "rejected"


def test_bulk_without_csrf_or_session_changes_nothing(site: Site) -> None:
    site.stage(site.acme, "alpha-one")
    item = f"alpha-one {site.head_hash('alpha-one')}"
    no_session = site.client.post("/inbox/_bulk", data={"action": "approve", "item": item}, follow_redirects=False)
    assert no_session.status_code == 303
    site.sign_in()
    forged = site.client.post("/inbox/_bulk", data={"action": "approve", "item": item, "csrf": "x"})
    assert forged.status_code == 403
    assert site.status(site.acme, "alpha-one") == "staged"
    other = site.client.post(
        "/inbox/_bulk", data={"action": "approve", "item": f"x-y {datetime.now(UTC)}", "csrf": site.csrf()}
    )
    assert "404 not_found" in other.text


def test_an_admin_reviewer_acknowledges_a_quarantined_hook_installer(site: Site) -> None:
    hook = parse_skill_dir(HOOK)
    assert site.keeper.lifecycle.write(agent(site.acme), hook).status == "quarantined"
    site.sign_in()
    plain = site.client.get("/inbox?tab=quarantined").text
    assert "Acknowledge and approve" not in plain  # reviewers without admin scope
    token = site.token(site.acme, ADMIN_REVIEWER, principal="ada")
    site.client.cookies.clear()
    assert site.login(token).status_code == 303
    page = site.client.get("/inbox?tab=quarantined").text
    assert "Acknowledge and approve" in page and 'value="SK-SELF-GLOBAL-CONFIG"' in page
    data = {
        "csrf": site.csrf(),
        "content_hash": site.head_hash(hook.name),
        "tab": "quarantined",
        "reason": "installs a guard hook on purpose",
        "acknowledge": ["SK-SELF-GLOBAL-CONFIG"],
    }
    done = site.client.post(f"/inbox/{hook.name}/approve", data=data)
    assert "approved block-no-verify-hook (quarantined → active), acknowledging SK-SELF-GLOBAL-CONFIG" in done.text
    assert site.status(site.acme, hook.name) == "active"


def test_candidates_tab_submits(site: Site) -> None:
    from skillkeeper.access.actor import Actor

    site.keeper.lifecycle.write(Actor.operator(site.acme), make_skill("forged-one"), source="forge")
    site.sign_in()
    page = site.client.get("/inbox?tab=candidate").text
    assert 'formaction="/inbox/forged-one/submit"' in page
    assert "submitted forged-one (candidate → staged)" in site.act("forged-one", "submit").text


@pytest.mark.e2e
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the browser checks the page, not the engine
def test_reviewer_clears_the_inbox_in_chromium(db_url: str, chromium: str, tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    from tests.serving import running_server

    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
            token = create_token(conn, tid, "ada", ADMIN_REVIEWER).token
        for i in range(40):
            keeper.lifecycle.write(agent(tid), make_skill(f"report-{i:02d}", f"Use when you need report {i}."))
        for i in range(5):
            keeper.lifecycle.write(agent(tid), make_skill(f"chart-{i}", f"Use when you draw chart {i}."))
        keeper.lifecycle.write(agent(tid), parse_skill_dir(HOOK))
    finally:
        keeper.close()
    # Screenshots go to a temp dir; SKILLKEEPER_KEEP_SCREENSHOTS=1 refreshes the committed set.
    shots = SHOTS if os.environ.get("SKILLKEEPER_KEEP_SCREENSHOTS") == "1" else tmp_path / "shots"
    shots.mkdir(parents=True, exist_ok=True)
    with running_server(db_url) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            sign_in_chromium(page, url, token)
            assert "45 matching" in page.inner_text("#matching")
            page.screenshot(path=str(shots / "inbox-list.png"))
            page.fill("input[name=q]", "report")
            with page.expect_navigation():
                page.click(".filters button[type=submit]")
            assert "40 matching" in page.inner_text("#matching")
            page.check("input[name=select_all]")
            page.select_option(".bulk select[name=action]", "approve")
            page.fill(".bulk input[name=reason]", "reports reviewed together")
            page.screenshot(path=str(shots / "inbox-select-all-matching.png"))
            with page.expect_navigation():
                page.click(".bulk button[type=submit]")
            assert "40 applied, 0 not" in page.inner_text("h1")
            page.screenshot(path=str(shots / "inbox-bulk-outcome.png"))
            page.goto(f"{url}/inbox")
            assert "5 matching" in page.inner_text("#matching")
            page.goto(f"{url}/inbox?tab=quarantined")
            card = page.locator("#skill-block-no-verify-hook")
            card.locator("input[name=acknowledge]").check()
            card.locator(".acknowledge textarea").fill("installs a guard hook on purpose")
            card.scroll_into_view_if_needed()
            page.screenshot(path=str(shots / "inbox-acknowledge.png"))
            with page.expect_navigation():
                card.locator(".act-acknowledge").click()
            assert "acknowledging SK-SELF-GLOBAL-CONFIG" in page.inner_text(".flash")
        finally:
            browser.close()


@pytest.mark.parametrize("refusal", ["no session", "wrong csrf", "revoked", "long reason"])
def test_card_and_bulk_forms_refuse_through_the_same_guard(site: Site, refusal: str) -> None:
    site.stage(site.acme, "alpha-one")
    token = site.token(site.acme)
    if refusal != "no session":
        site.login(token)
    csrf = "wrong" if refusal == "wrong csrf" else site.csrf()
    reason = "x" * 2001 if refusal == "long reason" else ""
    if refusal == "revoked":
        with site.keeper.store.write() as conn:
            revoke_token(conn, site.acme, authenticate(conn, token).token_id)
    hashed = site.head_hash("alpha-one")
    card = site.client.post("/inbox/alpha-one/approve", data={"csrf": csrf, "reason": reason, "content_hash": hashed})
    bulk = site.client.post(
        "/inbox/_bulk",
        data={"csrf": csrf, "reason": reason, "action": "approve", "item": f"alpha-one {hashed}"},
    )

    def outcome(r: Response) -> tuple[int, list[int], str]:
        return r.status_code, [h.status_code for h in r.history], r.url.path if r.history else "-"

    assert outcome(card) == outcome(bulk)
    expected = {
        "no session": "sign in to review skills",
        "wrong csrf": "Nothing changed",
        "revoked": "sign in",
        "long reason": "the reason is over 2000 characters",
    }[refusal]
    assert expected in card.text and expected in bulk.text
    assert site.status(site.acme, "alpha-one") == "staged"


def test_the_inbox_says_when_the_tenant_requires_a_second_reviewer(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    site.sign_in()
    assert "second reviewer" not in site.client.get("/inbox").text
    site.keeper.tenants.update_settings(site.acme, {"require_second_reviewer": True})
    page = site.client.get("/inbox").text
    assert (
        "this tenant requires a second reviewer: someone other than a revision's writer approves it, with a token "
        "the writer did not mint (a refusal names the chain of minters)"
    ) in page


def test_an_inbox_card_says_its_content_was_rejected_before(site: Site) -> None:
    site.stage(site.acme, "pdf-tools", body="Phones home.")
    site.keeper.lifecycle.act(reviewer(site.acme), "pdf-tools", "reject", "phones home")
    site.stage(site.acme, "pdf-tools", body="Fixed.")
    site.stage(site.acme, "pdf-tools", body="Phones home.")  # the rejected content, again
    site.sign_in()
    page = site.client.get("/inbox").text
    assert "Rejected before as revision 1" in page
