"""What the reviewers' pages say after a refusal: commands shown as code, and the reason typed kept for retyping."""

from __future__ import annotations

import re

from skillkeeper.web.pages.render import message
from tests.factories import agent, make_skill
from tests.web.site import Site


def _reason_field(page: str, skill: str | None = None) -> str:
    """The text in the decision form's reason field (of `skill`'s card on the inbox)."""
    if skill is not None:
        page = page[page.index(f'id="skill-{skill}"') :]
    found = re.search(r'<textarea id="reason[^"]*" name="reason"[^>]*>([^<]*)</textarea>', page)
    assert found
    return found.group(1)


def test_a_message_shows_code_spans_as_code_and_never_its_text_as_html() -> None:
    shown = message("run `skillkeeper tokens create --scopes a,b` <b>now</b> & `<i>x</i>`; a lone ` stays")
    assert str(shown) == (
        "run <code>skillkeeper tokens create --scopes a,b</code> &lt;b&gt;now&lt;/b&gt; &amp; "
        "<code>&lt;i&gt;x&lt;/i&gt;</code>; a lone ` stays"
    )


def test_the_sign_in_page_shows_the_command_to_mint_a_reviewer_token_as_code(site: Site) -> None:
    response = site.login(site.token(site.acme, "skills:read", principal="reader"))
    problem = re.search(r'<p class="flash flash-error" role="alert">(.*?)</p>', response.text)
    assert response.status_code == 403 and problem
    assert "<code>skillkeeper tokens create " in problem.group(1) and "`" not in problem.group(1)


def test_a_stale_reject_keeps_the_reason_in_the_form_of_the_card_it_returns_to(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    read = site.head_hash("pdf-tools")
    site.keeper.lifecycle.write(agent(site.acme), make_skill("pdf-tools", "Rewritten meanwhile."))
    site.sign_in()
    page = site.act("pdf-tools", "reject", reason="unclear <scope> & no tests", content_hash=read)
    assert page.status_code == 200 and "changed since you read it" in page.text
    assert _reason_field(page.text, "pdf-tools") == "unclear &lt;scope&gt; &amp; no tests"
    assert site.status(site.acme, "pdf-tools") == "staged"
    assert _reason_field(site.client.get("/inbox").text, "pdf-tools") == ""  # shown once


def test_a_stale_approve_on_the_skill_page_keeps_the_reason_there(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    read = site.head_hash("pdf-tools")
    site.keeper.lifecycle.write(agent(site.acme), make_skill("pdf-tools", "Rewritten meanwhile."))
    site.sign_in()
    data = {"reason": "looks right", "csrf": site.csrf(), "content_hash": read, "back": "detail"}
    sent = site.client.post("/inbox/pdf-tools/approve", data=data, follow_redirects=False)
    assert sent.status_code == 303 and "looks right" not in sent.headers["location"]
    assert _reason_field(site.client.get(sent.headers["location"]).text) == "looks right"


def test_a_kept_reason_fills_the_form_of_its_own_session_only(site: Site) -> None:
    site.stage(site.acme, "pdf-tools")
    read = site.head_hash("pdf-tools")
    site.keeper.lifecycle.write(agent(site.acme), make_skill("pdf-tools", "Rewritten meanwhile."))
    site.sign_in()
    sent = site.client.post(
        "/inbox/pdf-tools/reject",
        data={"reason": "planted", "csrf": site.csrf(), "content_hash": read},
        follow_redirects=False,
    )
    kept = sent.cookies["skillkeeper_flash"]
    assert _reason_field(site.client.get(sent.headers["location"]).text, "pdf-tools") == "planted"
    site.client.cookies.clear()
    site.sign_in()  # another session, as a page on another port of this host would plant the cookie in
    jar = site.client.cookies.jar
    domain = next(c.domain for c in jar if c.name == "skillkeeper_session")
    site.client.cookies.set("skillkeeper_flash", kept, domain=domain)
    page = site.client.get(sent.headers["location"]).text
    assert "changed since you read it" in page and _reason_field(page, "pdf-tools") == ""
