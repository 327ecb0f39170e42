"""The reviewers' web inbox: sign-in, cards, form actions with CSRF, escaping and tenant isolation."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient
from httpx import Response

from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import authenticate, revoke_token
from skillkeeper.check.scan.result import Finding, Location, ScanResult
from skillkeeper.skill.model import Skill
from skillkeeper.store import skills as repo
from tests.factories import agent, make_skill
from tests.web.site import CSRF_FIELD, Site


def cookie_header(response: Response, name: str) -> str:
    return next(h for h in response.headers.get_list("set-cookie") if h.startswith(name + "="))


def test_inbox_without_session_shows_sign_in_form_with_csp(site: Site) -> None:
    page = site.client.get("/inbox")
    assert page.status_code == 200
    assert 'name="token"' in page.text and 'type="password"' in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["cache-control"] == "no-store"
    assert "httponly" in cookie_header(page, "skillkeeper_csrf").lower()


def test_sign_in_hint_says_what_t_is_without_naming_a_tenant(site: Site) -> None:
    page = site.client.get("/inbox").text
    assert "--tenant T --principal YOU" in page and "TENANT" not in page
    assert "T is your tenant's name (<code>skillkeeper tenants list</code>" in page
    assert "acme" not in page


def test_stylesheet_is_served_locally(site: Site) -> None:
    css = site.client.get("/inbox/_static/inbox.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")
    page = site.client.get("/inbox").text
    assert 'href="/inbox/_static/inbox.css"' in page
    assert not re.search(r'(src|href|action)="(https?:)?//', page)
    assert "<script" not in page


def test_sign_in_with_reviewer_token_sets_strict_httponly_cookie(site: Site) -> None:
    token = site.token(site.acme)
    response = site.login(token)
    assert response.status_code == 303 and response.headers["location"] == "/inbox"
    session = cookie_header(response, "skillkeeper_session").lower()
    assert "httponly" in session and "samesite=strict" in session and "path=/" in session
    assert "secure" not in session  # plain http here; https requests get Secure
    page = site.client.get("/inbox")
    assert "signed in as rita (tenant acme)" in page.text
    assert "Sign out" in page.text
    assert token not in page.text


def test_sign_in_over_https_sets_secure_cookie(site: Site) -> None:
    # The app's lifespan already runs.
    client = TestClient(site.client.app, base_url="https://testserver", headers={"origin": "https://testserver"})
    csrf = CSRF_FIELD.search(client.get("/inbox").text)
    assert csrf
    response = client.post(
        "/inbox/login", data={"token": site.token(site.acme), "csrf": csrf.group(1)}, follow_redirects=False
    )
    assert response.status_code == 303
    assert "secure" in cookie_header(response, "skillkeeper_session").lower()


def test_sign_in_with_read_only_token_is_refused(site: Site) -> None:
    token = site.token(site.acme, "skills:read", principal="reader")
    response = site.login(token)
    assert response.status_code == 403
    assert "lacks the skills:review scope" in response.text
    assert token not in response.text
    assert not any(h.startswith("skillkeeper_session=") for h in response.headers.get_list("set-cookie"))
    assert 'name="token"' in site.client.get("/inbox").text


def test_sign_in_with_bad_token_is_refused_without_echoing_it(site: Site) -> None:
    response = site.login("skk_not-a-real-token")
    assert response.status_code == 401
    assert "not valid" in response.text
    assert "skk_not-a-real-token" not in response.text


def test_sign_in_without_csrf_is_refused(site: Site) -> None:
    response = site.client.post("/inbox/login", data={"token": site.token(site.acme)}, follow_redirects=False)
    assert response.status_code == 403
    assert 'name="token"' in site.client.get("/inbox").text


def test_revoked_token_ends_the_session(site: Site) -> None:
    token = site.token(site.acme)
    site.login(token)
    with site.keeper.store.write() as conn:
        revoke_token(conn, site.acme, authenticate(conn, token).token_id)
    page = site.client.get("/inbox")
    assert "your session ended" in page.text and 'name="token"' in page.text


def test_sign_out_clears_the_session(site: Site) -> None:
    site.sign_in()
    response = site.client.post("/inbox/logout", data={"csrf": site.csrf()})
    assert "signed out" in response.text and 'name="token"' in response.text
    assert 'name="token"' in site.client.get("/inbox").text


def test_inbox_lists_staged_skills_with_verdict_findings_and_warnings(site: Site) -> None:
    def scanner(skill: Skill) -> ScanResult:
        where = Location("scripts/run.sh", 3, 1, "curl <x> | sh")
        return ScanResult(
            "warn",
            (Finding("SK-TEST-WARN", "test", "warn", "pipes a download to a shell", location=where),),
            skill.content_hash,
        )

    site.keeper.lifecycle.scanner = scanner
    site.stage(site.acme, "pdf-tools", "Use when you need PDF tools.")
    site.sign_in()
    page = site.client.get("/inbox").text
    assert "pdf-tools" in page and "Use when you need PDF tools." in page
    assert "scan: warn" in page and "SK-TEST-WARN" in page and "scripts/run.sh:3" in page
    assert "curl &lt;x&gt; | sh" in page
    assert "agent-1" in page and ">agent<" in page  # author and source
    assert 'formaction="/inbox/pdf-tools/approve"' in page
    assert 'href="/inbox/pdf-tools"' in page


def test_inbox_orders_newest_first_and_deferred_last(site: Site) -> None:
    for name in ("first-one", "second-one", "third-one"):
        site.stage(site.acme, name)
    site.keeper.lifecycle.act(Actor.operator(site.acme), "third-one", "defer")
    site.sign_in()
    page = site.client.get("/inbox").text
    order = sorted(("first-one", "second-one", "third-one"), key=lambda n: page.index(f'id="skill-{n}"'))
    assert order == ["second-one", "first-one", "third-one"]
    assert "deferred" in page


def test_quarantined_tab_shows_invisible_characters_escaped(site: Site) -> None:
    site.stage(site.acme, "sum-up", "Use when you need to sum\u200bmarize notes.")
    site.sign_in()
    staged = site.client.get("/inbox").text
    assert 'id="skill-sum-up"' not in staged
    page = site.client.get("/inbox?tab=quarantined").text
    assert 'id="skill-sum-up"' in page and "SK-INV-ZERO-WIDTH" in page and "SKILL.md:3" in page
    assert "\u200b" not in page
    assert "sum\\u200bmarize" in page  # the scanner's escaped excerpt
    assert "\\u{200B}" in page  # the raw character in the description, made visible
    assert 'formaction="/inbox/sum-up/release"' in page
    full = site.client.get("/inbox/sum-up").text
    assert "\\u{200B}" in full and "\u200b" not in full


def test_edit_of_active_skill_shows_unified_diff(site: Site) -> None:
    op = Actor.operator(site.acme)
    site.keeper.lifecycle.write(
        op, make_skill("notes", body="# notes\n\nOld step.\n"), source="manual", status="active"
    )
    site.keeper.lifecycle.write(agent(site.acme), make_skill("notes", body="# notes\n\nNew step.\n"))
    site.sign_in()
    page = site.client.get("/inbox").text
    assert "edit of an active skill" in page
    assert '<span class="diff-del">-Old step.' in page
    assert '<span class="diff-add">+New step.' in page
    assert "a/SKILL.md (revision 1)" in page


def test_approve_via_form_makes_skill_active(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    site.sign_in()
    response = site.act("pdf-tools", "approve", reason="looks fine")
    assert response.status_code == 200 and response.url.path == "/inbox"
    assert "approved pdf-tools (staged → active)" in response.text
    assert site.status(site.acme, "pdf-tools") == "active"
    assert 'id="skill-pdf-tools"' not in response.text
    # the flash is shown once
    assert "approved pdf-tools" not in site.client.get("/inbox").text


def test_action_redirects_with_303(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    site.sign_in()
    response = site.client.post("/inbox/pdf-tools/defer", data={"csrf": site.csrf()}, follow_redirects=False)
    assert response.status_code == 303 and response.headers["location"] == "/inbox"


@pytest.mark.parametrize("csrf", ["", "wrong-token-wrong-token-wrong-token-wrong"])
def test_action_with_missing_or_wrong_csrf_is_forbidden_and_changes_nothing(site: Site, csrf: str) -> None:
    site.stage(site.acme, "pdf-tools")
    site.sign_in()
    response = site.act("pdf-tools", "approve", csrf=csrf)
    assert response.status_code == 403
    assert "Nothing changed" in response.text
    assert site.status(site.acme, "pdf-tools") == "staged"


def test_action_with_the_csrf_token_of_another_session_is_forbidden(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    site.sign_in()
    theirs = site.csrf()
    site.client.cookies.clear()
    site.sign_in()  # a second browser session of the same reviewer
    assert site.act("pdf-tools", "approve", csrf=theirs).status_code == 403
    assert site.status(site.acme, "pdf-tools") == "staged"


def test_second_approve_shows_conflict_message(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    site.sign_in()
    csrf = site.csrf()  # both forms were loaded before either was sent
    assert "approved pdf-tools" in site.act("pdf-tools", "approve", csrf=csrf).text
    second = site.act("pdf-tools", "approve", csrf=csrf)
    assert "changed since the page loaded (a second click, or another reviewer); reload" in second.text
    assert "someone else" not in second.text  # the same reviewer clicked twice
    assert site.status(site.acme, "pdf-tools") == "active"


def test_release_that_still_fails_the_scan_shows_the_finding(site: Site) -> None:
    site.stage(site.acme, "sum-up", "Use when you need to sum\u200bmarize notes.")
    site.sign_in()
    response = site.client.post(
        "/inbox/sum-up/release",
        data={"csrf": site.csrf(), "tab": "quarantined", "content_hash": site.head_hash("sum-up")},
    )
    assert response.url.query == b"tab=quarantined"
    assert "the re-scan still finds SK-INV-ZERO-WIDTH" in response.text
    assert "changed since the page loaded" not in response.text
    assert site.status(site.acme, "sum-up") == "quarantined"


def test_action_without_session_changes_nothing(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    response = site.act("pdf-tools", "approve")
    assert "sign in to review skills" in response.text
    assert site.status(site.acme, "pdf-tools") == "staged"


def test_unknown_action_is_not_found(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    site.sign_in()
    assert site.act("pdf-tools", "deprecate").status_code == 404


def test_description_with_script_is_escaped(site: Site) -> None:
    site.stage(site.acme, "xss-probe", "<script>alert(1)</script> Use when probing.")
    site.sign_in()
    for path in ("/inbox", "/inbox/xss-probe"):
        page = site.client.get(path).text
        assert "<script>" not in page
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_full_skill_md_page_shows_content(site: Site) -> None:
    site.stage(site.acme, "pdf-tools", body="# pdf-tools\n\nRun the <b>converter</b>.\n")
    site.sign_in()
    page = site.client.get("/inbox/pdf-tools")
    assert page.status_code == 200
    assert "name: pdf-tools" in page.text and "Run the &lt;b&gt;converter&lt;/b&gt;." in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]


def test_other_tenants_skills_are_never_shown_or_acted_on(site: Site) -> None:
    site.stage(site.acme, "ours")
    site.stage(site.other, "theirs", "Use when you need their secret thing.")
    site.stage(site.other, "their-bad", "Use when you need to sum\u200bmarize.")
    site.sign_in()
    for tab in ("staged", "quarantined"):
        page = site.client.get(f"/inbox?tab={tab}").text
        assert "theirs" not in page and "their-bad" not in page and "secret thing" not in page
    assert 'id="skill-ours"' in site.client.get("/inbox").text
    assert site.client.get("/inbox/theirs").status_code == 404
    response = site.act("theirs", "approve")
    assert "not in your inbox" in response.text
    assert site.status(site.other, "theirs") == "staged"


def test_form_approve_of_a_revision_that_moved_is_refused_and_changes_nothing(site: Site) -> None:
    site.stage(site.acme, "pdf-tools", body="Revision one.")
    site.sign_in()
    read = site.head_hash("pdf-tools")  # the page showed revision 1
    site.stage(site.acme, "pdf-tools", body="Revision two, pushed meanwhile.")
    response = site.act("pdf-tools", "approve", content_hash=read)
    assert "changed since you read it" in response.text
    assert site.status(site.acme, "pdf-tools") == "staged"


def test_inbox_form_carries_the_hash_of_the_revision_shown(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    site.sign_in()
    page = site.client.get("/inbox").text
    assert f'name="content_hash" value="{site.head_hash("pdf-tools")}"' in page


def test_card_of_a_rewritten_rejected_skill_shows_the_decision_first(site: Site) -> None:
    site.keeper.lifecycle.scanner = lambda s: ScanResult("clean", (), s.content_hash)
    site.stage(site.acme, "pdf-tools", description="Use when you need the rewritten helper.")
    rejected = site.head_hash("pdf-tools")
    rita = Actor("rita", site.acme, frozenset({"skills:review"}))
    site.keeper.lifecycle.act(rita, "pdf-tools", "reject", "phones home")
    site.stage(site.acme, "pdf-tools", description="Use when you need the rewritten helper.", body="Again.")
    site.sign_in()
    page = site.client.get("/inbox").text
    card = page[page.index('id="skill-pdf-tools"') :]
    assert "Earlier decision: rejected" in card and "phones home" in card and rejected[:19] in card
    assert card.index("Earlier decision") < card.index("Use when you need the rewritten helper.")


def test_card_of_a_skill_a_reviewer_quarantined_says_the_decision_is_on_this_revision(site: Site) -> None:
    # It said "Earlier decision ... This is a rewrite of a skill a reviewer quarantined" of the very revision.
    site.keeper.lifecycle.scanner = lambda s: ScanResult("clean", (), s.content_hash)
    site.keeper.lifecycle.write(Actor.operator(site.acme), make_skill("pdf-tools"), source="manual", status="active")
    rita = Actor("rita", site.acme, frozenset({"skills:review"}))
    site.keeper.lifecycle.act(rita, "pdf-tools", "quarantine", "phones home")
    site.sign_in()
    page = site.client.get("/inbox?tab=quarantined").text
    card = page[page.index('id="skill-pdf-tools"') :]
    assert "<strong>Decision: quarantined</strong>" in card and "(this revision," in card and "phones home" in card
    assert "rewrite" not in card.split("</p>")[0]


def test_proposed_deletion_shows_on_its_card_and_approving_it_deletes(site: Site) -> None:
    site.keeper.lifecycle.scanner = lambda s: ScanResult("clean", (), s.content_hash)
    site.keeper.lifecycle.write(Actor.operator(site.acme), make_skill("pdf-tools"), source="manual", status="active")
    assert site.keeper.lifecycle.delete(agent(site.acme), "pdf-tools").pending_review
    site.sign_in()
    page = site.client.get("/inbox").text
    assert "deletion proposed" in page and "agent-1 proposed deleting this skill" in page
    assert site.status(site.acme, "pdf-tools") == "active"
    response = site.act("pdf-tools", "approve", reason="obsolete")
    assert "approved pdf-tools (active → deleted)" in response.text
    with site.keeper.store.read() as conn:
        assert repo.skill_row(conn, site.acme, "pdf-tools") is None


def test_the_server_root_sends_a_browser_to_the_inbox_sign_in(site: Site) -> None:
    root = site.client.get("/", follow_redirects=False)
    assert root.status_code == 307 and root.headers["location"] == "/inbox"
    page = site.client.get("/")
    assert 'name="token"' in page.text and "never the token" in page.text


def _planted_flash(raw: bytes) -> str:
    import base64

    return base64.urlsafe_b64encode(raw).decode("ascii")


def test_a_planted_flash_cookie_nested_too_deeply_is_ignored_not_a_500(site: Site) -> None:
    # A page on another port of this host can plant cookies (session.py says so). 3,000 nested
    # arrays fit a browser's 4 KiB cookie and made json.loads raise RecursionError: every inbox
    # page answered 500 until the cookie expired.
    site.sign_in()
    site.client.cookies.set("skillkeeper_flash", _planted_flash(b"[" * 3000), domain="testserver.local")
    page = site.client.get("/inbox")
    assert page.status_code == 200 and "Sign out" in page.text


def test_a_planted_flash_cookie_is_shown_escaped(site: Site) -> None:
    site.sign_in()
    planted = b'{"kind": "error", "text": "<img src=x onerror=alert(1)><b>bold</b>"}'
    site.client.cookies.set("skillkeeper_flash", _planted_flash(planted), domain="testserver.local")
    page = site.client.get("/inbox").text
    assert "&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;bold&lt;/b&gt;" in page and "<img src=x" not in page
