"""keeper.review(actor): the inbox at scale (filters, sort, cursor, total), bulk actions, acknowledgements."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import Finding, Location, ScanResult
from skillkeeper.errors import Conflict, Forbidden, InvalidInput, StaleReview
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.review import BulkItem, InboxFilter
from skillkeeper.skill.folder import parse_skill_dir
from skillkeeper.skill.model import Skill
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import events_for
from skillkeeper.store.visibility import viewer_for
from tests.factories import admin, agent, make_skill, make_tenant, reviewer

HOOK = Path(__file__).resolve().parents[1] / "review" / "data" / "block-no-verify-hook"


def _scanner(skill: Skill) -> ScanResult:
    """Critical when the body says 'danger', warn when it says 'careful', else clean."""
    if "danger" in skill.body:
        f = Finding("SK-TEST-CRIT", "test", "critical", "dangerous", location=Location("SKILL.md", 5))
        return ScanResult("quarantined", (f,), skill.content_hash)
    if "careful" in skill.body:
        f = Finding("SK-TEST-WARN", "test", "warn", "careful", location=Location("SKILL.md", 5))
        return ScanResult("warn", (f,), skill.content_hash)
    return ScanResult("clean", (), skill.content_hash)


def _head(keeper: Keeper, tid: int, name: str) -> str:
    with keeper.store.read() as conn:
        row = repo.skill_row(conn, tid, name)
        assert row is not None
        head = repo.revision_row(conn, row["head_revision_id"])
    assert head is not None
    return str(head["content_hash"])


def test_inbox_pages_with_a_cursor_and_a_total(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _scanner
    tid = make_tenant(keeper)
    for i in range(7):
        keeper.lifecycle.write(agent(tid), make_skill(f"skill-{i}"))
    review = keeper.review(reviewer(tid))
    seen: list[str] = []
    page = review.inbox(limit=3)
    while True:
        assert page.total == 7
        seen += [c.name for c in page.items]
        if page.next_cursor is None:
            break
        page = review.inbox(cursor=page.next_cursor, limit=3)
    assert seen == [f"skill-{i}" for i in reversed(range(7))]
    oldest = review.inbox(sort="oldest", limit=10)
    assert [c.name for c in oldest.items] == [f"skill-{i}" for i in range(7)]
    with pytest.raises(InvalidInput):
        review.inbox(sort="oldest", cursor=review.inbox(limit=3).next_cursor)


def test_inbox_filters_narrow_and_the_total_follows(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _scanner
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="# pdf\n\nBe careful.\n"))
    keeper.lifecycle.write(agent(tid, name="bob"), make_skill("csv-cleaner", "Use when cleaning CSV files."))
    keeper.lifecycle.write(agent(tid), make_skill("bad-one", body="# bad\n\ndanger here\n"))
    keeper.lifecycle.write(Actor.operator(tid), make_skill("forged-one"), source="forge")
    review = keeper.review(reviewer(tid))

    def names(**kw: str) -> list[str]:
        page = review.inbox(InboxFilter(**kw), limit=50)
        assert page.total == len(page.items)
        return sorted(c.name for c in page.items)

    assert names() == ["csv-cleaner", "pdf-tools"]
    assert names(status="quarantined") == ["bad-one"]
    assert names(status="candidate") == ["forged-one"]
    assert names(status="all") == ["bad-one", "csv-cleaner", "forged-one", "pdf-tools"]
    assert names(verdict="warn") == ["pdf-tools"]
    assert names(status="all", code="SK-TEST-CRIT") == ["bad-one"]
    assert names(author="bob") == ["csv-cleaner"]
    assert names(status="all", source="forge") == ["forged-one"]
    assert names(text="CSV") == ["csv-cleaner"]
    assert names(text="%") == []
    severe = review.inbox(InboxFilter(status="all"), sort="severe")
    assert [c.name for c in severe.items][:2] == ["bad-one", "pdf-tools"]
    card = severe.items[0]
    assert card.actions == ["approve", "reject", "release"] and card.findings[0]["code"] == "SK-TEST-CRIT"
    with pytest.raises(InvalidInput):
        review.inbox(InboxFilter(status="active"))


def test_inbox_filters_by_tag(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    from skillkeeper.skill.parse import build_skill
    from tests.factories import skill_md

    keeper.lifecycle.write(agent(tid), build_skill(skill_md("tagged-one", metadata="{tags: [pdf, docs]}"), []))
    keeper.lifecycle.write(agent(tid), make_skill("plain-one"))
    page = keeper.review(reviewer(tid)).inbox(InboxFilter(tag="docs"))
    assert [(c.name, c.tags) for c in page.items] == [("tagged-one", ["pdf", "docs"])]
    assert keeper.review(reviewer(tid)).inbox(InboxFilter(tag="doc")).total == 0


def test_the_inbox_needs_review_scope(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    with pytest.raises(Forbidden):
        keeper.review(agent(tid)).inbox()


def test_bulk_applies_every_item_but_the_one_that_raced(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _scanner
    tid = make_tenant(keeper)
    for name in ("one-skill", "two-skill", "three-skill"):
        keeper.lifecycle.write(agent(tid), make_skill(name))
    review = keeper.review(reviewer(tid))
    items = [BulkItem(c.name, c.content_hash) for c in review.inbox().items]
    # The writer changes one after the reviewer read the page.
    keeper.lifecycle.write(agent(tid), make_skill("two-skill", body="# two\n\nNew steps.\n"))
    results = {r.name: r for r in review.bulk("approve", "batch", [*items, BulkItem("no-such-skill", "sha256:x")])}
    assert results["one-skill"].ok and results["three-skill"].to_status == "active"
    assert (results["two-skill"].status, results["two-skill"].error) == (409, "stale_review")
    assert (results["no-such-skill"].status, results["no-such-skill"].error) == (404, "not_found")
    assert [c.name for c in review.inbox().items] == ["two-skill"]
    with pytest.raises(Forbidden):
        review.bulk("deprecate", None, items)


def test_select_all_matching_refuses_what_was_written_after_the_listing(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _scanner
    tid = make_tenant(keeper)
    for i in range(4):
        keeper.lifecycle.write(agent(tid), make_skill(f"seen-{i}"))
    seen_at = datetime.now(UTC)
    keeper.lifecycle.write(agent(tid), make_skill("late-one"))
    results = keeper.review(reviewer(tid)).bulk_matching("approve", "all good", InboxFilter(), seen_at)
    by = {r.name: r for r in results}
    assert all(by[f"seen-{i}"].ok for i in range(4))
    assert by["late-one"].error == "stale_review"
    assert [c.name for c in keeper.review(reviewer(tid)).inbox().items] == ["late-one"]


def test_a_hook_installer_is_quarantined_acknowledged_served_and_requarantined_on_edit(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    hook = parse_skill_dir(HOOK)
    written = keeper.lifecycle.write(agent(tid), hook)
    assert written.status == "quarantined"
    codes = sorted({f["code"] for f in written.findings if f["severity"] == "critical"})
    assert "SK-SELF-GLOBAL-CONFIG" in codes
    name, read = hook.name, written.content_hash
    with pytest.raises(Conflict, match="quarantined"):
        keeper.review(admin(tid)).act(name, "approve", read, "fine")
    with pytest.raises(Forbidden):
        keeper.review(reviewer(tid)).act(name, "approve", read, "fine", acknowledge=codes)
    with pytest.raises(InvalidInput, match="reason"):
        keeper.review(admin(tid)).act(name, "approve", read, None, acknowledge=codes)
    with pytest.raises(InvalidInput, match="missing"):
        keeper.review(admin(tid)).act(name, "approve", read, "fine", acknowledge=["SK-NOPE"])
    done = keeper.review(admin(tid)).act(name, "approve", read, "installs a hook on purpose", acknowledge=codes)
    assert (done.from_status, done.to_status, done.acknowledged) == ("quarantined", "active", codes)
    with keeper.store.read() as conn:
        served = repo.find_visible(conn, viewer_for(conn, tid), name)
        events = events_for(conn, tid, name)
    assert served is not None and served.content_hash == read
    assert "acknowledged" not in vars(served)  # agents never see it
    assert events[-1]["action"] == "approve" and events[-1]["details"]["acknowledged"] == codes
    # Writing the same content again changes nothing; an edit is scanned and waits in quarantine.
    assert keeper.lifecycle.write(agent(tid), hook).unchanged
    edited = parse_skill_dir(HOOK)
    from skillkeeper.skill.parse import build_skill

    edited = build_skill(hook.skill_md + "\nOne more line.\n", list(hook.files))
    again = keeper.lifecycle.write(agent(tid), edited)
    assert again.pending and again.verdict == "quarantined"
    quarantined = keeper.review(admin(tid)).inbox(InboxFilter(status="quarantined")).items
    assert [c.name for c in quarantined] == [name] and quarantined[0].content_hash == edited.content_hash
    with keeper.store.read() as conn:
        still = repo.find_visible(conn, viewer_for(conn, tid), name)
    assert still is not None and still.content_hash == read


def test_acknowledging_a_stale_revision_is_refused(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _scanner
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("bad-one", body="# bad\n\ndanger one\n"))
    read = _head(keeper, tid, "bad-one")
    keeper.lifecycle.write(agent(tid), make_skill("bad-one", body="# bad\n\ndanger two\n"))
    with pytest.raises(StaleReview):
        keeper.review(admin(tid)).act("bad-one", "approve", read, "ok", acknowledge=["SK-TEST-CRIT"])


def test_allowlist_sets_findings_aside_on_write_and_is_audited(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    hook = parse_skill_dir(HOOK)
    with pytest.raises(Forbidden):
        keeper.allowlist(reviewer(tid)).add("SK-SELF-GLOBAL-CONFIG", "SKILL.md", "hooks")
    with pytest.raises(InvalidInput):
        keeper.allowlist(admin(tid)).add("SK-STRUCT-LINK", "*", "never")
    # A mistyped code made an entry that matched nothing, and the findings kept quarantining.
    with pytest.raises(
        InvalidInput, match=r"SK-SELF-GLOBAL-CONFG is not a rule .*did you mean SK-SELF-GLOBAL-CONFIG\?"
    ):
        keeper.allowlist(admin(tid)).add("SK-SELF-GLOBAL-CONFG", "SKILL.md", "hooks")
    entry = keeper.allowlist(admin(tid)).add("SK-SELF-GLOBAL-CONFIG", "SKILL.md", "hook installers write settings")
    with pytest.raises(Conflict):
        keeper.allowlist(admin(tid)).add("SK-SELF-GLOBAL-CONFIG", "SKILL.md", "twice")
    assert [e["code"] for e in keeper.allowlist(reviewer(tid)).entries()] == ["SK-SELF-GLOBAL-CONFIG"]
    written = keeper.lifecycle.write(agent(tid), hook)
    assert written.status == "staged"
    card = keeper.review(reviewer(tid)).inbox().items[0]
    assert {f["code"] for f in card.allowlisted} == {"SK-SELF-GLOBAL-CONFIG"}
    assert card.allowlisted[0]["allowlist_id"] == entry["id"]
    with keeper.store.read() as conn:
        created = events_for(conn, tid, hook.name)[-1]
        tenant_wide = events_for(conn, tid, "*")
    assert created["details"]["allowlisted"][0]["code"] == "SK-SELF-GLOBAL-CONFIG"
    keeper.allowlist(admin(tid)).remove(entry["id"])
    with keeper.store.read() as conn:
        tenant_wide = events_for(conn, tid, "*")
    assert [e["action"] for e in tenant_wide] == ["allowlist_add", "allowlist_remove"]
    other = parse_skill_dir(HOOK)
    from skillkeeper.skill.parse import build_skill

    other = build_skill(hook.skill_md.replace("block-no-verify-hook", "other-hook"), [])
    assert keeper.lifecycle.write(agent(tid), other).status == "quarantined"


def test_release_rescans_with_the_tenants_allowlist(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    hook = parse_skill_dir(HOOK)
    written = keeper.lifecycle.write(agent(tid), hook)
    review = keeper.review(admin(tid))
    with pytest.raises(Conflict, match="SK-SELF-GLOBAL-CONFIG"):
        review.act(hook.name, "release", written.content_hash, "try")
    keeper.allowlist(admin(tid)).add("SK-SELF-GLOBAL-CONFIG", "SKILL.md", "hook installers write settings")
    assert review.act(hook.name, "release", written.content_hash, "allow-listed").to_status == "staged"


def test_select_all_matching_never_approves_a_deletion_proposed_after_the_listing(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _scanner
    tid = make_tenant(keeper)
    keeper.lifecycle.write(reviewer(tid), make_skill("old-tool"), source="manual", status="active")
    keeper.lifecycle.write(agent(tid), make_skill("seen-one"))
    seen_at = datetime.now(UTC)
    assert keeper.lifecycle.delete(agent(tid), "old-tool").pending_review
    results = keeper.review(reviewer(tid)).bulk_matching("approve", "all good", InboxFilter(), seen_at)
    by = {r.name: r for r in results}
    assert by["seen-one"].ok and by["old-tool"].error == "stale_review"
    with keeper.store.read() as conn:
        assert repo.skill_row(conn, tid, "old-tool") is not None


def test_select_all_matching_never_approves_a_skill_released_after_the_listing(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _scanner
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("was-held", body="# Held\n\nA danger here.\n"))
    seen_at = datetime.now(UTC)  # the staged list did not show it: it was quarantined
    keeper.lifecycle.scanner = lambda skill: ScanResult("clean", (), skill.content_hash)
    keeper.review(reviewer(tid, "bob")).act("was-held", "release", _head(keeper, tid, "was-held"), "fixed upstream")
    results = keeper.review(reviewer(tid)).bulk_matching("approve", "all good", InboxFilter(), seen_at)
    assert [(r.name, r.error) for r in results] == [("was-held", "stale_review")]


def test_the_operator_who_minted_an_agents_token_is_no_second_reviewer_of_its_writes(keeper: Keeper) -> None:
    from skillkeeper.errors import SecondReviewerRequired

    keeper.lifecycle.scanner = lambda s: ScanResult("clean", (), s.content_hash)
    tid = make_tenant(keeper, require_second_reviewer=True)
    issued = keeper.tokens.mint(tid, "laptop-agent", "skills:read,skills:write", minted_by="operator:anna")
    written = keeper.lifecycle.write(keeper.tokens.authenticate(issued.token).actor(), make_skill("pdf-tools"))
    anna, bob = Actor.operator(tid, "operator:anna"), Actor.operator(tid, "operator:bob")
    with pytest.raises(SecondReviewerRequired, match="'laptop-agent' wrote it with a token minted by 'operator:anna'"):
        keeper.review(anna).act("pdf-tools", "approve", written.content_hash, None, [])
    assert keeper.review(bob).act("pdf-tools", "approve", written.content_hash, None, []).to_status == "active"
