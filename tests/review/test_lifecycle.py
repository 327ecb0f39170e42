from __future__ import annotations

import threading

import pytest

from skillkeeper.check.scan.result import Finding, ScanResult
from skillkeeper.errors import Conflict, Forbidden, InvalidSkill, NotFound, Refused
from skillkeeper.keeper import Keeper
from skillkeeper.skill.model import Skill
from skillkeeper.store.audit import events_for
from skillkeeper.store.skills import find_visible, skill_row
from skillkeeper.store.visibility import viewer_for
from tests.factories import admin, agent, db_counts, make_skill, make_tenant, reviewer


def _visible(keeper: Keeper, tid: int, name: str) -> bool:
    with keeper.store.read() as conn:
        return find_visible(conn, viewer_for(conn, tid), name) is not None


def _status(keeper: Keeper, tid: int, name: str) -> str:
    with keeper.store.read() as conn:
        row = skill_row(conn, tid, name)
        assert row is not None
        return str(row["status"])


def _scanner(verdict: str, *, fatal: bool = False):  # type: ignore[no-untyped-def]
    def scan(skill: Skill) -> ScanResult:
        if verdict == "clean":
            return ScanResult("clean", (), skill.content_hash)
        sev = "warn" if verdict == "warn" else "critical"
        f = Finding("T-1", "test", sev, "planted", fatal)  # type: ignore[arg-type]
        return ScanResult(verdict, (f,), skill.content_hash)  # type: ignore[arg-type]

    return scan


@pytest.fixture(autouse=True)
def _clean_scanner(request: pytest.FixtureRequest) -> None:
    # Lifecycle rules are tested against a fake scanner; the Sentinel has its own tests.
    if "keeper" in request.fixturenames:
        request.getfixturevalue("keeper").lifecycle.scanner = _scanner("clean")


def test_agent_write_lands_staged_and_is_not_visible(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    result = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    assert result.status == "staged"
    assert not _visible(keeper, tid, "pdf-tools")


def test_approve_makes_skill_visible_and_audits(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve", "looks good")
    assert _visible(keeper, tid, "pdf-tools")
    with keeper.store.read() as conn:
        actions = [(e["action"], e["to_status"]) for e in events_for(conn, tid, "pdf-tools")]
    assert actions == [("created", "staged"), ("approve", "active")]


@pytest.mark.parametrize("status", ["active", "candidate", "quarantined", "deprecated"])
def test_agent_supplied_status_is_forbidden(keeper: Keeper, status: str) -> None:
    tid = make_tenant(keeper)
    with pytest.raises(Forbidden):
        keeper.lifecycle.write(agent(tid), make_skill("x-skill"), status=status)


@pytest.mark.parametrize("source", ["forge", "manual"])
def test_agent_cannot_write_privileged_source(keeper: Keeper, source: str) -> None:
    tid = make_tenant(keeper)
    with pytest.raises(Forbidden):
        keeper.lifecycle.write(agent(tid), make_skill("x-skill"), source=source)


def test_reviewer_manual_write_can_activate(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    result = keeper.lifecycle.write(reviewer(tid), make_skill("x-skill"), source="manual", status="active")
    assert result.status == "active"
    assert _visible(keeper, tid, "x-skill")


def test_critical_scan_quarantines_and_fatal_refuses(db_url: str) -> None:
    keeper = Keeper.open(db_url)
    tid = make_tenant(keeper)
    keeper.lifecycle.scanner = _scanner("quarantined")
    assert keeper.lifecycle.write(agent(tid), make_skill("bad-one")).status == "quarantined"
    keeper.lifecycle.scanner = _scanner("refused", fatal=True)
    with pytest.raises(Refused):
        keeper.lifecycle.write(agent(tid), make_skill("worse-one"))
    with keeper.store.read() as conn:
        assert skill_row(conn, tid, "worse-one") is None
    keeper.close()


def test_release_rescans_and_refuses_while_still_critical(db_url: str) -> None:
    keeper = Keeper.open(db_url)
    tid = make_tenant(keeper)
    keeper.lifecycle.scanner = _scanner("quarantined")
    keeper.lifecycle.write(agent(tid), make_skill("bad-one"))
    with pytest.raises(Conflict) as refused:
        keeper.lifecycle.act(reviewer(tid), "bad-one", "release")
    # The one-line answer names both ways on: a fixed rewrite, or an acknowledged approve.
    assert "fix the skill and write it again" in refused.value.message
    assert "`skillkeeper skills approve bad-one --acknowledge " in refused.value.message
    keeper.lifecycle.scanner = _scanner("clean")
    assert keeper.lifecycle.act(reviewer(tid), "bad-one", "release").to_status == "staged"
    keeper.close()


def test_edit_of_active_skill_waits_while_approved_revision_serves(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(reviewer(tid), make_skill("pdf-tools", body="v1 body"), source="manual", status="active")
    result = keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="v2 body"))
    assert result.status == "active" and result.pending
    with keeper.store.read() as conn:
        view = find_visible(conn, viewer_for(conn, tid), "pdf-tools")
    assert view is not None and "v1 body" in view.skill_md
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")
    with keeper.store.read() as conn:
        view = find_visible(conn, viewer_for(conn, tid), "pdf-tools")
    assert view is not None and "v2 body" in view.skill_md


def test_rewriting_identical_content_is_a_no_op(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    before = db_counts(keeper)
    again = keeper.lifecycle.write(reviewer(tid), make_skill("pdf-tools"))  # the agent cannot see its staged row
    assert again.unchanged and db_counts(keeper) == before


def test_auto_promote_clean_activates_clean_writes(keeper: Keeper) -> None:
    tid = make_tenant(keeper, auto_promote_clean=True)
    assert keeper.lifecycle.write(agent(tid), make_skill("pdf-tools")).status == "active"


def test_second_reviewer_gets_conflict(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")
    with pytest.raises(Conflict):
        keeper.lifecycle.act(reviewer(tid, "reviewer-2"), "pdf-tools", "reject")


def test_concurrent_reviewers_exactly_one_wins(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    outcomes: list[str] = []
    barrier = threading.Barrier(2)

    def act(action: str) -> None:
        barrier.wait(timeout=10)
        try:
            keeper.lifecycle.act(reviewer(tid, f"r-{action}"), "pdf-tools", action)
            outcomes.append("ok")
        except Conflict:
            outcomes.append("conflict")

    threads = [threading.Thread(target=act, args=(a,)) for a in ("approve", "reject")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert sorted(outcomes) == ["conflict", "ok"]


def test_deprecate_needs_admin(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(reviewer(tid), make_skill("pdf-tools"), source="manual", status="active")
    with pytest.raises(Forbidden):
        keeper.lifecycle.act(reviewer(tid), "pdf-tools", "deprecate")
    assert keeper.lifecycle.act(admin(tid), "pdf-tools", "deprecate").to_status == "deprecated"
    assert not _visible(keeper, tid, "pdf-tools")


def test_delete_of_hidden_skill_is_not_found(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    with pytest.raises(NotFound):
        keeper.lifecycle.delete(agent(tid), "pdf-tools")
    assert _status(keeper, tid, "pdf-tools") == "staged"


def test_delete_of_foreign_skill_is_not_found(keeper: Keeper) -> None:
    a, b = make_tenant(keeper, "a-corp"), make_tenant(keeper, "b-corp")
    keeper.lifecycle.write(reviewer(a), make_skill("pdf-tools"), source="manual", status="active")
    with pytest.raises(NotFound):
        keeper.lifecycle.delete(agent(b), "pdf-tools")
    assert _status(keeper, a, "pdf-tools") == "active"


def test_invalid_skill_is_rejected_with_reasons(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    with pytest.raises(InvalidSkill) as info:
        keeper.lifecycle.write(agent(tid), make_skill("Bad_Name"))
    assert "name" in info.value.message


def test_update_of_hidden_skill_is_not_found(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    with pytest.raises(NotFound):
        keeper.lifecycle.write(agent(tid), make_skill("pdf-tools", body="new"), mode="update")


def test_reviewer_can_reject_a_quarantined_skill(db_url: str) -> None:
    keeper = Keeper.open(db_url)
    tid = make_tenant(keeper)
    keeper.lifecycle.scanner = _scanner("quarantined")
    keeper.lifecycle.write(agent(tid), make_skill("bad-one"))
    assert keeper.lifecycle.act(reviewer(tid), "bad-one", "reject", "malicious").to_status == "rejected"
    keeper.close()


def test_tenant_scan_skip_leaves_out_a_rule_on_the_write_path(keeper: Keeper) -> None:
    from skillkeeper.check.scan import scan_skill

    keeper.lifecycle.scanner = scan_skill
    weakening = make_skill("fw", body="```bash\nsudo ufw disable\n```")
    tid = make_tenant(keeper)
    assert keeper.lifecycle.write(agent(tid), weakening).status == "quarantined"
    other = make_tenant(keeper, "other", scan_skip=["SK-WEAKEN-FIREWALL"])
    assert keeper.lifecycle.write(agent(other), weakening).status == "staged"


def test_tenant_scan_skip_rejects_malformed_codes(keeper: Keeper) -> None:
    from skillkeeper.store.tenants import InvalidSettings

    with pytest.raises(InvalidSettings):
        make_tenant(keeper, scan_skip=["SK WEAKEN; drop"])


def test_a_direct_delete_and_an_approved_deletion_record_the_same_audit_shape(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    for name in ("direct", "proposed"):
        keeper.lifecycle.write(agent(tid), make_skill(name))
        keeper.lifecycle.act(reviewer(tid), name, "approve")
    keeper.lifecycle.delete(reviewer(tid), "direct")
    assert keeper.lifecycle.delete(agent(tid), "proposed").pending_review
    keeper.lifecycle.act(reviewer(tid, "rita"), "proposed", "approve", "unused")
    with keeper.store.read() as conn:
        direct = events_for(conn, tid, "direct")[-1]
        proposed = events_for(conn, tid, "proposed")[-1]
    assert (direct["action"], direct["from_status"], direct["to_status"]) == ("deleted", "active", None)
    assert (proposed["action"], proposed["from_status"], proposed["to_status"]) == ("deleted", "active", None)
    assert proposed["reason"] == "unused" and proposed["details"]["proposal"] == "delete"
    assert set(direct) == set(proposed)
