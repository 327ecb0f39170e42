"""A write identical to the served revision while an edit waits: the edit is withdrawn, nothing is stored."""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqlalchemy import select

from skillkeeper.check.scan.result import Finding, ScanResult
from skillkeeper.errors import Conflict, StaleReview
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.admin import skill_history
from skillkeeper.keeper.audit import audit_query
from skillkeeper.review import detail
from skillkeeper.skill.model import Skill
from skillkeeper.store.audit import events_for
from skillkeeper.store.schema import revisions, webhook_deliveries
from skillkeeper.store.skills import skill_row
from skillkeeper.store.tenants import update_settings
from skillkeeper.store.webhooks import insert_webhook
from tests.factories import admin, agent, make_skill, make_tenant, reviewer

SERVED, EDIT = "Approved text.", "An edit waiting for review."


def _clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


def _critical(skill: Skill) -> ScanResult:
    found = Finding("SK-TEST", "test", "critical", "planted", False)
    return ScanResult("quarantined", (found,), skill.content_hash)


@pytest.fixture(autouse=True)
def _clean_scanner(keeper: Keeper) -> None:
    # Lifecycle rules are tested against a fake scanner; the Sentinel has its own tests.
    keeper.lifecycle.scanner = _clean


def _served_with_edit(keeper: Keeper, *, auto: bool = False) -> int:
    """A tenant whose `pdf-tools` serves SERVED (revision 1) while agent-2's EDIT (revision 2) waits.

    `auto`: the tenant auto-promotes clean writes from then on.
    """
    tid = make_tenant(keeper)
    keeper.lifecycle.write(reviewer(tid), make_skill("pdf-tools", body=SERVED), source="manual", status="active")
    edit = keeper.lifecycle.write(agent(tid, name="agent-2"), make_skill("pdf-tools", body=EDIT))
    assert edit.pending and not edit.unchanged
    if auto:
        with keeper.store.write() as conn:
            update_settings(conn, tid, {"auto_promote_clean": True})
    return tid


def _row(keeper: Keeper, tid: int) -> Any:
    with keeper.store.read() as conn:
        return skill_row(conn, tid, "pdf-tools")


def _revisions(keeper: Keeper, tid: int) -> list[tuple[int, str]]:
    row = _row(keeper, tid)
    with keeper.store.read() as conn:
        query = select(revisions.c.number, revisions.c.review_state).where(revisions.c.skill_id == row["id"])
        return [(n, str(s)) for n, s in conn.execute(query.order_by(revisions.c.number))]


def test_writing_the_served_revision_withdraws_the_pending_edit_and_stores_nothing(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper)
    with keeper.store.write() as conn:
        insert_webhook(conn, tid, "https://hooks.example/acme", slack=False, created_by="t")
    served = make_skill("pdf-tools", body=SERVED)
    result = keeper.lifecycle.write(agent(tid), served)  # agent-1 withdraws agent-2's edit, as a new edit would
    assert _revisions(keeper, tid) == [(1, "approved"), (2, "superseded")]
    assert (result.unchanged, result.pending, result.created, result.status) == (True, False, False, "active")
    assert result.withdrawn == 2 and result.content_hash == served.content_hash
    assert result.to_dict()["withdrawn_edit"] == 2 and result.to_dict()["pending_review"] is False
    row = _row(keeper, tid)
    assert row["head_revision_id"] == row["active_revision_id"]  # nothing waits: the inbox is empty
    with keeper.store.read() as conn:
        last = events_for(conn, tid, "pdf-tools")[-1]
        [body] = [json.loads(b) for (b,) in conn.execute(select(webhook_deliveries.c.body))]
    assert (last["action"], last["actor"], last["from_status"], last["to_status"]) == (
        "edit_withdrawn",
        "agent-1",
        "active",
        "active",
    )
    assert last["details"]["author"] == "agent-2" and last["details"]["serving"] == served.content_hash
    assert (body["event"], body["action"], body["actor"]) == ("decision", "edit_withdrawn", "agent-1")
    again = keeper.lifecycle.write(agent(tid), served)  # nothing left to withdraw: a plain no-op
    assert again.unchanged and again.withdrawn is None
    assert len(_revisions(keeper, tid)) == 2


def test_a_batch_withdraws_one_edit_and_writes_the_others(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper)
    batch = [make_skill("pdf-tools", body=SERVED), make_skill("csv-tools"), make_skill("pdf-tools-2")]
    results = keeper.lifecycle.write_many(agent(tid), batch)
    assert [(r.name, r.unchanged, r.withdrawn) for r in results] == [  # type: ignore[union-attr]
        ("pdf-tools", True, 2),
        ("csv-tools", False, None),
        ("pdf-tools-2", False, None),
    ]
    assert _revisions(keeper, tid) == [(1, "approved"), (2, "superseded")]


def test_approving_after_the_edit_was_withdrawn_finds_nothing_waiting(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=SERVED))
    with pytest.raises(Conflict, match="nothing waiting for review"):
        keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")
    assert [e["action"] for e in _events(keeper, tid)][-1] == "edit_withdrawn"


def _events(keeper: Keeper, tid: int) -> list[dict[str, Any]]:
    with keeper.store.read() as conn:
        return events_for(conn, tid, "pdf-tools")


def test_a_standing_rejection_survives_the_withdrawal(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper, auto=True)
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "phones home")
    again = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="A second edit."))
    assert again.pending  # the standing decision keeps auto-promotion off
    result = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=SERVED))
    assert result.unchanged and result.withdrawn == 3
    decision = _row(keeper, tid)["decision"]
    assert decision["action"] == "reject" and decision["reason"] == "phones home"
    resubmitted = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))
    assert resubmitted.pending and resubmitted.status == "active"  # waits for a human, with the decision
    assert _revisions(keeper, tid)[-1] == (4, "pending")


def test_a_served_revision_that_now_scans_critical_withdraws_only_once_acknowledged(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.scanner = _critical
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=SERVED))
    read = str(_row_head_hash(keeper, tid))
    keeper.review(admin(tid)).act("pdf-tools", "approve", read, "a test fixture", acknowledge=["SK-TEST"])
    keeper.lifecycle.scanner = _clean
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))
    keeper.lifecycle.scanner = _critical
    result = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=SERVED))
    assert result.unchanged and result.withdrawn == 2  # its findings were acknowledged on the record
    # Served content that was never acknowledged and now scans critical is a quarantined edit, as for a head.
    other = make_tenant(keeper, "other")
    keeper.lifecycle.scanner = _clean
    keeper.lifecycle.write(reviewer(other), make_skill("csv-tools", body=SERVED), source="manual", status="active")
    keeper.lifecycle.write(agent(other), make_skill("csv-tools", body=EDIT))
    keeper.lifecycle.scanner = _critical
    flagged = keeper.lifecycle.write(agent(other), make_skill("csv-tools", body=SERVED))
    assert not flagged.unchanged and flagged.withdrawn is None and flagged.verdict == "quarantined"


def _row_head_hash(keeper: Keeper, tid: int) -> str:
    row = _row(keeper, tid)
    with keeper.store.read() as conn:
        query = select(revisions.c.content_hash).where(revisions.c.id == row["head_revision_id"])
        return str(conn.execute(query).scalar_one())


def test_content_a_reviewer_rejected_never_promotes_itself_after_a_later_approval(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper, auto=True)
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "phones home")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="A fixed edit."))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")  # clears the standing decision
    assert _row(keeper, tid)["decision"] is None
    resubmitted = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))
    assert resubmitted.pending and resubmitted.status == "active"  # the edit waits; the fixed one serves
    assert _events(keeper, tid)[-1]["details"]["rejected_before"] == 2  # on the record of the write


def test_approving_the_withdrawn_edit_by_its_hash_is_stale_and_says_nothing_waits(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper)
    read = _row_head_hash(keeper, tid)  # the reviewer reads the edit
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=SERVED))
    with pytest.raises(StaleReview) as refused:
        keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve", expected_hash=read)
    served = make_skill("pdf-tools", body=SERVED).content_hash
    assert f"(you read {read}, nothing waits for review, it serves {served})" in refused.value.message
    assert _revisions(keeper, tid) == [(1, "approved"), (2, "superseded")]  # nothing was approved


def test_the_inbox_card_says_the_waiting_content_was_rejected_before(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper)
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "phones home")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="A fixed edit."))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))  # the rejected content, again
    keeper.lifecycle.write(agent(tid), make_skill("csv-tools", body=EDIT))  # the same bytes, never rejected
    cards = {c.name: c.to_dict() for c in keeper.review(reviewer(tid)).inbox().items}
    assert cards["pdf-tools"]["rejected_before"] == 2 and cards["csv-tools"]["rejected_before"] is None
    assert list(cards["pdf-tools"])[:2] == ["earlier_decision", "rejected_before"]  # read first


def test_content_rejected_as_a_new_skill_never_promotes_itself_once_the_skill_serves(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "phones home")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=SERVED))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")  # serves; the standing decision is cleared
    with keeper.store.write() as conn:
        update_settings(conn, tid, {"auto_promote_clean": True})
    resubmitted = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))
    assert resubmitted.pending and resubmitted.status == "active"  # waits for a human
    assert _revisions(keeper, tid)[0] == (1, "rejected")  # the record keeps what the reviewer decided
    assert _events(keeper, tid)[-1]["details"]["rejected_before"] == 1


def test_the_history_and_the_audit_log_say_who_withdrew_which_edit_and_what_serves(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=SERVED))
    said = (
        "agent-1 withdrew the edit waiting for review (revision 2 by agent-2) by writing the served content "
        "again; revision 1 serves and nothing waits"
    )
    found = skill_history(keeper, tid, "pdf-tools")  # REST /skills/{name}/history and `skills history`
    assert found is not None and found["events"][-1]["note"] == said
    with keeper.store.read() as conn:
        assert detail.history(conn, tid, "pdf-tools")["events"][-1]["note"] == said  # the web timeline
    assert keeper.audit(reviewer(tid)).list(audit_query()).items[0].note == said  # newest first
    assert found["events"][0]["note"] is None  # an action that says it all has no note


def test_the_inbox_card_says_the_waiting_content_was_withdrawn_before(keeper: Keeper) -> None:
    tid = _served_with_edit(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=SERVED))  # withdraws revision 2
    keeper.lifecycle.write(agent(tid, name="agent-2"), make_skill("pdf-tools", body=EDIT))  # proposed again
    keeper.lifecycle.write(agent(tid), make_skill("csv-tools", body=EDIT))  # the same bytes, never withdrawn
    cards = {c.name: c.to_dict() for c in keeper.review(reviewer(tid)).inbox().items}
    withdrawn = cards["pdf-tools"]["withdrawn_before"]
    assert withdrawn["revision"] == 2 and withdrawn["by"] == "agent-1" and withdrawn["at"]
    assert cards["csv-tools"]["withdrawn_before"] is None


def _approved_after_rejecting(keeper: Keeper, *, auto: bool) -> int:
    """`pdf-tools` whose EDIT a reviewer rejected (revision 2), then approved on purpose (revision 3),
    and which serves other content since (revision 4)."""
    tid = _served_with_edit(keeper, auto=auto)
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "phones home")
    assert keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT)).pending
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve", "checked: it only reads files")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="Other text."))
    if not auto:
        keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")
    assert _revisions(keeper, tid)[1:] == [(2, "rejected"), (3, "superseded"), (4, "approved")]
    return tid


def test_content_a_reviewer_approved_after_rejecting_it_is_no_longer_held_back(keeper: Keeper) -> None:
    tid = _approved_after_rejecting(keeper, auto=True)
    result = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))
    assert not result.pending and result.status == "active"  # the latest human decision on it was approve
    assert _revisions(keeper, tid)[-1] == (5, "approved")
    assert "rejected_before" not in _events(keeper, tid)[-2]["details"]  # the write, then its promotion


def test_the_inbox_card_does_not_say_rejected_before_once_a_reviewer_approved_that_content(keeper: Keeper) -> None:
    tid = _approved_after_rejecting(keeper, auto=False)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))
    [card] = [c.to_dict() for c in keeper.review(reviewer(tid)).inbox().items]
    assert card["rejected_before"] is None


def test_content_rejected_again_after_its_approval_is_held_back_again(keeper: Keeper) -> None:
    tid = _approved_after_rejecting(keeper, auto=False)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))  # revision 5, an edit
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "still phones home")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="A fixed edit."))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")  # revision 6 clears the standing decision
    with keeper.store.write() as conn:
        update_settings(conn, tid, {"auto_promote_clean": True})
    resubmitted = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body=EDIT))
    assert resubmitted.pending and resubmitted.status == "active"  # the latest human decision on it was reject
    assert _events(keeper, tid)[-1]["details"]["rejected_before"] == 5
