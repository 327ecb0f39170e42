"""Reviewer decisions stick: rewrites carry them, deletions wait, and duties are separated."""

from __future__ import annotations

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.errors import Forbidden, SecondReviewerRequired, StaleReview
from skillkeeper.keeper import Keeper
from skillkeeper.review.inbox import inbox_cards
from skillkeeper.skill.model import Skill
from skillkeeper.store.audit import events_for
from skillkeeper.store.skills import find_visible, skill_row
from skillkeeper.store.tenants import update_settings
from skillkeeper.store.visibility import viewer_for
from tests.factories import admin, agent, make_skill, make_tenant, reviewer, skill_md


def _clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


@pytest.fixture(autouse=True)
def _clean_scanner(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _clean


def _row(keeper: Keeper, tid: int, name: str) -> dict[str, object]:
    with keeper.store.read() as conn:
        row = skill_row(conn, tid, name)
    assert row is not None
    return dict(row)


def _card(keeper: Keeper, tid: int, name: str, status: str = "staged") -> dict[str, object]:
    with keeper.store.read() as conn:
        cards = [c for c in inbox_cards(conn, tid, status=status) if c["name"] == name]
    assert len(cards) == 1, cards
    return cards[0]


def _served(keeper: Keeper, tid: int, name: str) -> bool:
    with keeper.store.read() as conn:
        return find_visible(conn, viewer_for(conn, tid), name) is not None


def _trailing_space(name: str) -> Skill:
    from skillkeeper.skill.parse import build_skill

    return build_skill(skill_md(name) + " ", [])


# --- item 3: a writer cannot undo a reviewer's decision


@pytest.mark.parametrize("decided", ["reject", "quarantine"])
def test_rewrite_of_a_decided_skill_carries_the_decision_first_on_the_card(keeper: Keeper, decided: str) -> None:
    tid = make_tenant(keeper)
    first = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", decided, "exfiltrates tokens")
    rewrite = keeper.lifecycle.write(agent(tid), _trailing_space("pdf-tools"))
    assert rewrite.content_hash != first.content_hash
    held = decided == "quarantine"
    assert rewrite.status == "staged"  # the agent cannot see the decided row: answered as for a new name
    card = _card(keeper, tid, "pdf-tools", "quarantined" if held else "staged")
    assert next(iter(card)) == "earlier_decision"
    decision = card["earlier_decision"]
    assert isinstance(decision, dict)
    assert {k: decision[k] for k in ("action", "by", "reason", "content_hash", "revision")} == {
        "action": decided,
        "by": "reviewer-1",
        "reason": "exfiltrates tokens",
        "content_hash": first.content_hash,
        "revision": 1,
    }
    assert decision["at"]
    assert card["content_hash"] == rewrite.content_hash
    assert not _served(keeper, tid, "pdf-tools")


@pytest.mark.parametrize("gate", [True, False])
def test_reviewer_quarantine_holds_until_a_reviewer_releases(keeper: Keeper, gate: bool) -> None:
    tid = make_tenant(keeper, review_gate=gate)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "quarantine", "looks like a dropper")
    # With the gate off only a writer who sees the quarantine is held by it; a writer it is hidden
    # from writes as under a new name (tests/web/test_write_then_read.py).
    writer = agent(tid) if gate else reviewer(tid, "reviewer-9")
    for body in ("Second try.", "Third try."):
        answer = keeper.lifecycle.write(writer, make_skill("pdf-tools", body=body)).status
        assert answer == ("staged" if gate else "quarantined")  # the agent is answered as for a new name
        assert _row(keeper, tid, "pdf-tools")["status"] == "quarantined"
        assert not _served(keeper, tid, "pdf-tools")  # not even with the review gate off
    head = _card(keeper, tid, "pdf-tools", "quarantined")["content_hash"]
    released = keeper.lifecycle.act(reviewer(tid, "reviewer-2"), "pdf-tools", "release", expected_hash=head)
    assert released.to_status == "staged" and _row(keeper, tid, "pdf-tools")["decision"] is None


def test_scanner_quarantine_is_not_a_reviewer_decision(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.scanner = lambda s: ScanResult("quarantined", (), s.content_hash)
    assert keeper.lifecycle.write(agent(tid), make_skill("pdf-tools")).status == "quarantined"
    keeper.lifecycle.scanner = _clean
    assert keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="Fixed.")).status == "staged"
    assert _card(keeper, tid, "pdf-tools")["earlier_decision"] is None


def test_a_rewrite_by_a_writer_who_sees_a_rejection_is_never_auto_promoted(keeper: Keeper) -> None:
    # A writer the rejected row is hidden from writes as under a new name (tests/web/test_write_then_read.py).
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "no")
    with keeper.store.write() as conn:
        update_settings(conn, tid, {"auto_promote_clean": True})
    assert keeper.lifecycle.write(reviewer(tid, "reviewer-9"), _trailing_space("pdf-tools")).status == "staged"
    assert _row(keeper, tid, "pdf-tools")["status"] == "staged"
    assert not _served(keeper, tid, "pdf-tools")


def test_rejected_edit_of_an_active_skill_rides_along_with_the_next_edit(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(reviewer(tid), make_skill("pdf-tools"), source="manual", status="active")
    edit = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="Edit one."))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "wrong steps")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="Edit one. "))
    decision = _card(keeper, tid, "pdf-tools")["earlier_decision"]
    assert isinstance(decision, dict) and decision["content_hash"] == edit.content_hash
    keeper.lifecycle.act(reviewer(tid, "reviewer-2"), "pdf-tools", "approve", "fixed now")
    assert _row(keeper, tid, "pdf-tools")["decision"] is None


def test_the_rewrite_audit_event_names_the_earlier_decision(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "no")
    keeper.lifecycle.write(agent(tid), _trailing_space("pdf-tools"))
    with keeper.store.read() as conn:
        last = events_for(conn, tid, "pdf-tools")[-1]
    assert last["action"] == "updated" and last["details"]["earlier_decision"]["action"] == "reject"


# --- item 5: separation of duties


def test_admin_without_review_cannot_activate_on_write(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    only_admin = Actor("boss", tid, frozenset({"skills:read", "skills:write", "skills:admin"}))
    with pytest.raises(Forbidden, match="skills:review"):
        keeper.lifecycle.write(only_admin, make_skill("pdf-tools"), source="manual", status="active")
    with keeper.store.read() as conn:
        assert skill_row(conn, tid, "pdf-tools") is None
    assert keeper.lifecycle.write(only_admin, make_skill("pdf-tools"), source="manual").status == "staged"


def test_second_reviewer_rule_refuses_self_approval(keeper: Keeper) -> None:
    tid = make_tenant(keeper, require_second_reviewer=True)
    alice = reviewer(tid, "alice")
    keeper.lifecycle.write(alice, make_skill("pdf-tools"))
    with pytest.raises(SecondReviewerRequired):
        keeper.lifecycle.act(alice, "pdf-tools", "approve")
    assert _row(keeper, tid, "pdf-tools")["status"] == "staged"
    assert keeper.lifecycle.act(reviewer(tid, "bob"), "pdf-tools", "approve").to_status == "active"
    with pytest.raises(SecondReviewerRequired):
        keeper.lifecycle.write(alice, make_skill("csv-tools"), source="manual", status="active")


def test_second_reviewer_rule_is_about_the_last_writer_of_the_revision(keeper: Keeper) -> None:
    tid = make_tenant(keeper, require_second_reviewer=True)
    keeper.lifecycle.write(agent(tid, name="bob"), make_skill("pdf-tools"))
    keeper.lifecycle.write(reviewer(tid, "alice"), make_skill("pdf-tools", body="Alice's touch."))
    with pytest.raises(SecondReviewerRequired):
        keeper.lifecycle.act(reviewer(tid, "alice"), "pdf-tools", "approve")
    assert keeper.lifecycle.act(reviewer(tid, "bob"), "pdf-tools", "approve").to_status == "active"


def _with_token(keeper: Keeper, tid: int, principal: str, minted_by: str) -> Actor:
    """The actor of a fresh skills:review token for `principal`, minted by `minted_by`."""
    return keeper.tokens.authenticate(
        keeper.tokens.mint(tid, principal, "skills:review", minted_by=minted_by).token
    ).actor()


def test_an_operators_review_token_approves_what_another_user_imported_but_not_what_it_imported(
    keeper: Keeper,
) -> None:
    tid = make_tenant(keeper, require_second_reviewer=True)
    keeper.lifecycle.write(Actor.operator(tid, "operator:alice"), make_skill("pdf-tools"))
    keeper.lifecycle.write(Actor.operator(tid, "operator:bob"), make_skill("csv-tools"))
    rita = _with_token(keeper, tid, "rita", "operator:alice")
    with pytest.raises(
        SecondReviewerRequired, match="another user of this database \\(a login other than 'alice'\\) may approve"
    ) as refused:
        keeper.lifecycle.act(rita, "pdf-tools", "approve")
    assert "the token 'rita' approves with was minted by 'operator:alice', who wrote it" in str(refused.value)
    assert keeper.lifecycle.act(rita, "csv-tools", "approve").to_status == "active"
    assert keeper.lifecycle.act(_with_token(keeper, tid, "rita", "operator:bob"), "pdf-tools", "approve").to_status == (
        "active"
    )


def test_a_review_token_minted_by_its_own_holder_is_traced_through_the_holders_earlier_tokens(
    keeper: Keeper,
) -> None:
    tid = make_tenant(keeper, require_second_reviewer=True)
    keeper.lifecycle.write(reviewer(tid, "mallory"), make_skill("pdf-tools"))
    _with_token(keeper, tid, "rita", "mallory")
    rotated = _with_token(keeper, tid, "rita", "rita")  # rita rotates with the token mallory gave her
    with pytest.raises(SecondReviewerRequired, match="minted by 'rita', who holds a token minted by 'mallory'"):
        keeper.lifecycle.act(rotated, "pdf-tools", "approve")
    assert _row(keeper, tid, "pdf-tools")["status"] == "staged"


def test_second_reviewer_rule_turns_auto_promotion_off(keeper: Keeper) -> None:
    tid = make_tenant(keeper, auto_promote_clean=True, require_second_reviewer=True)
    assert keeper.lifecycle.write(agent(tid), make_skill("pdf-tools")).status == "staged"


def test_self_approval_is_allowed_by_default(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(reviewer(tid, "alice"), make_skill("pdf-tools"))
    assert keeper.lifecycle.act(reviewer(tid, "alice"), "pdf-tools", "approve").to_status == "active"


# --- item 10: an agent's delete of a reviewed skill is a proposal


def _active(keeper: Keeper, tid: int, name: str = "pdf-tools") -> None:
    keeper.lifecycle.write(reviewer(tid), make_skill(name), source="manual", status="active")


def test_agent_delete_of_an_active_skill_waits_and_the_skill_keeps_serving(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    _active(keeper, tid)
    result = keeper.lifecycle.delete(agent(tid), "pdf-tools")
    assert (result.deleted, result.pending_review) == (False, True)
    assert _served(keeper, tid, "pdf-tools")
    card = _card(keeper, tid, "pdf-tools")
    assert card["delete_proposed"]["by"] == "agent-1"  # type: ignore[index]
    done = keeper.lifecycle.act(
        reviewer(tid, "bob"),
        "pdf-tools",
        "approve",
        "obsolete",
        expected_hash=str(card["content_hash"]),
    )
    assert done.to_status == "deleted"
    assert not _served(keeper, tid, "pdf-tools")
    with keeper.store.read() as conn:
        assert skill_row(conn, tid, "pdf-tools") is None
        events = events_for(conn, tid, "pdf-tools")
    assert [(e["action"], e["actor"]) for e in events][-2:] == [
        ("delete_proposed", "agent-1"),
        ("deleted", "bob"),
    ]


def test_rejecting_a_proposed_deletion_keeps_the_skill(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    _active(keeper, tid)
    keeper.lifecycle.delete(agent(tid), "pdf-tools")
    result = keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "still used")
    assert (result.from_status, result.to_status) == ("active", "active")
    assert _served(keeper, tid, "pdf-tools")
    with keeper.store.read() as conn:
        assert inbox_cards(conn, tid) == []


def test_approving_a_deletion_pins_the_revision_read(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    _active(keeper, tid)
    keeper.lifecycle.delete(agent(tid), "pdf-tools")
    with pytest.raises(StaleReview):
        keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve", expected_hash="sha256:other")
    assert _served(keeper, tid, "pdf-tools")


def test_reviewers_and_admins_delete_directly_and_it_is_audited(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    for name, who in (("pdf-tools", reviewer(tid)), ("csv-tools", admin(tid))):
        _active(keeper, tid, name)
        assert keeper.lifecycle.delete(who, name).deleted
        with keeper.store.read() as conn:
            assert events_for(conn, tid, name)[-1]["action"] == "deleted"
        assert not _served(keeper, tid, name)


def test_the_proposer_cannot_approve_its_own_deletion_with_a_second_reviewer(
    keeper: Keeper,
) -> None:
    tid = make_tenant(keeper, require_second_reviewer=True)
    keeper.lifecycle.write(reviewer(tid, "bob"), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid, "carol"), "pdf-tools", "approve")
    writer = Actor("alice", tid, frozenset({"skills:read", "skills:write"}))
    keeper.lifecycle.delete(writer, "pdf-tools")
    with pytest.raises(SecondReviewerRequired):
        keeper.lifecycle.act(reviewer(tid, "alice"), "pdf-tools", "approve")
    assert keeper.lifecycle.act(reviewer(tid, "bob"), "pdf-tools", "approve").to_status == "deleted"


def test_a_refusal_of_the_operators_own_import_says_a_token_it_mints_does_not_help(keeper: Keeper) -> None:
    tid = make_tenant(keeper, require_second_reviewer=True)
    root = Actor.operator(tid, "operator:root")
    keeper.lifecycle.write(root, make_skill("pdf-tools"))
    for approver in (root, _with_token(keeper, tid, "bob", "operator:root")):
        with pytest.raises(SecondReviewerRequired) as refused:
            keeper.lifecycle.act(approver, "pdf-tools", "approve")
        said = str(refused.value)
        assert "a token 'operator:root' mints counts as theirs, not a second person's" in said
        assert "another user of this database (a login other than 'root')" in said
