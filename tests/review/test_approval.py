"""One approval rule: a reviewer's approve and a promotion on write check and set the same things."""

from __future__ import annotations

from typing import Any

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.errors import Forbidden, SecondReviewerRequired
from skillkeeper.keeper import Keeper
from skillkeeper.review.approval import approval, auto_promotes, require_approver
from skillkeeper.review.decisions import AUTO_PROMOTE
from skillkeeper.review.states import ReviewState, Status
from skillkeeper.store.audit import events_for
from skillkeeper.store.skills import revision_row, skill_row
from skillkeeper.store.tenants import TenantSettings, create_tenant
from tests.factories import agent, make_skill, reviewer


@pytest.fixture
def clean(keeper: Keeper) -> Keeper:
    keeper.lifecycle.scanner = lambda skill: ScanResult("clean", (), skill.content_hash)
    return keeper


def _edit_waiting(keeper: Keeper) -> tuple[int, int]:
    """A tenant with an active `pdf-tools` and an agent's edit waiting; (tenant id, served revision id)."""
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")
    served = _row(keeper, tid)["active_revision_id"]
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="# pdf-tools\n\nBetter steps.\n"))
    return tid, served


def _row(keeper: Keeper, tid: int) -> dict[str, Any]:
    with keeper.store.read() as conn:
        row = skill_row(conn, tid, "pdf-tools")
    assert row is not None
    return dict(row)


def _approved_as_the_rule_says(keeper: Keeper, tid: int, served: int, who: str) -> dict[str, Any]:
    row = _row(keeper, tid)
    rule = approval(tid, "pdf-tools", row["id"], row["head_revision_id"], served, who=who)
    assert {k: row[k] for k in rule.values} == rule.values
    with keeper.store.read() as conn:
        states = {rev: (revision_row(conn, rev) or {})["review_state"] for rev in (served, row["head_revision_id"])}
        event = events_for(conn, tid, "pdf-tools")[-1]
    assert rule.superseded == served and states == {served: ReviewState.SUPERSEDED, rule.head_id: ReviewState.APPROVED}
    assert (event["action"], event["actor"], event["to_status"], event["revision_id"]) == (
        "approve",
        who,
        Status.ACTIVE,
        rule.head_id,
    )
    return event


def test_a_reviewer_approve_sets_what_the_rule_says(clean: Keeper) -> None:
    keeper = clean
    tid, served = _edit_waiting(keeper)
    keeper.lifecycle.act(reviewer(tid, "rita"), "pdf-tools", "approve", "looks right")
    assert _approved_as_the_rule_says(keeper, tid, served, "rita")["reason"] == "looks right"


def test_a_promotion_on_write_sets_what_the_rule_says(clean: Keeper) -> None:
    keeper = clean
    tid, served = _edit_waiting(keeper)
    edit = make_skill("pdf-tools", body="# pdf-tools\n\nThe reviewer's own steps.\n")
    keeper.lifecycle.write(reviewer(tid, "rita"), edit, source="manual", status=Status.ACTIVE)
    assert _approved_as_the_rule_says(keeper, tid, served, "rita")["reason"] == "promoted on write"


def _actor(*scopes: str, internal: bool = False) -> Actor:
    return Actor(name="rita", tenant_id=1, scopes=frozenset(scopes), internal=internal)


def test_who_may_approve_and_the_second_reviewer() -> None:
    one, two = TenantSettings(), TenantSettings(require_second_reviewer=True)
    require_approver(None, _actor("skills:review"), two, "someone-else", "'x'")
    require_approver(None, _actor("skills:review"), one, "rita", "'x'")  # one person may approve their own
    require_approver(None, _actor(internal=True), one, None, "'x'")
    with pytest.raises(Forbidden):
        require_approver(None, _actor("skills:admin"), one, "someone-else", "'x'")  # admin alone does not approve
    with pytest.raises(SecondReviewerRequired):
        require_approver(None, _actor("skills:review"), two, "rita", "'x'")


def test_auto_promotion_needs_the_setting_no_decision_and_one_approver() -> None:
    on = TenantSettings(auto_promote_clean=True)
    assert auto_promotes(on, None) and not auto_promotes(TenantSettings(), None)
    assert not auto_promotes(on, {"action": "reject"})
    assert not auto_promotes(TenantSettings(auto_promote_clean=True, require_second_reviewer=True), None)
    assert AUTO_PROMOTE == "auto-promote"


def test_a_first_approval_supersedes_nothing() -> None:
    assert approval(1, "x", 2, 3, None, who="rita").superseded is None
    assert approval(1, "x", 2, 3, 3, who="rita").superseded is None
