"""`Keeper.why`: why a skill is or is not served, on both engines, never revealing a hidden one."""

from __future__ import annotations

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.access.callers import Caller
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.why import NO_READ, not_found
from tests.factories import make_skill

READ = frozenset({"skills:read"})
REVIEWER = frozenset({"skills:read", "skills:review"})


def _seed(keeper: Keeper, tid: int, name: str, status: str) -> None:
    op, lc = Actor.operator(tid), keeper.lifecycle
    lc.write(op, make_skill(name), source="manual", status="active" if status in ("active", "deprecated") else None)
    if status in ("rejected", "quarantined", "deprecated"):
        lc.act(op, name, {"rejected": "reject", "quarantined": "quarantine", "deprecated": "deprecate"}[status])


def _shape(keeper: Keeper, caller: Caller, name: str) -> dict[str, object]:
    found = keeper.why(caller, name).to_dict()
    return {**found, "name": "<name>"}


def test_an_active_skill_is_served_with_its_status_and_tenant(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    _seed(keeper, tid, "live-one", "active")
    found = keeper.why(Caller(tid, "acme", "bot", READ), "live-one")
    assert (found.served, found.known, found.status, found.tenant) == (True, True, "active", "acme")
    assert found.reasons == ["served: active in your tenant 'acme'"]


@pytest.mark.parametrize("status", ["staged", "quarantined", "rejected", "deprecated"])
def test_a_hidden_own_skill_reads_exactly_like_a_missing_one_to_an_agent(keeper: Keeper, status: str) -> None:
    tid = keeper.tenants.create("acme").id
    _seed(keeper, tid, "hidden-one", status)
    agent = Caller(tid, "acme", "bot", frozenset({"skills:read", "skills:write"}))
    assert _shape(keeper, agent, "hidden-one") == _shape(keeper, agent, "absent-one")
    assert keeper.why(agent, "hidden-one").reasons == [not_found()]


@pytest.mark.parametrize("status", ["staged", "quarantined", "rejected"])
def test_a_hidden_own_skill_reads_like_a_missing_one_to_an_admin_who_does_not_review(
    keeper: Keeper, status: str
) -> None:
    # The inbox, history, detail and audit all need skills:review; an admin-only token must not
    # learn a waiting skill's existence, status or the reviewer's reasons here either.
    tid = keeper.tenants.create("acme").id
    _seed(keeper, tid, "hidden-one", status)
    ops = Caller(tid, "acme", "ops", frozenset({"skills:read", "skills:write", "skills:admin"}))
    assert _shape(keeper, ops, "hidden-one") == _shape(keeper, ops, "absent-one")
    assert keeper.why(ops, "hidden-one").reasons == [not_found()]


@pytest.mark.parametrize(
    ("status", "said"),
    [
        ("staged", "waiting for review; approve it with `skillkeeper skills approve hidden-one`"),
        ("quarantined", "quarantined"),
        ("rejected", "rejected by a reviewer"),
        ("deprecated", "deprecated (revoked)"),
    ],
)
def test_a_reviewer_learns_why_an_own_skill_is_held_back(keeper: Keeper, status: str, said: str) -> None:
    tid = keeper.tenants.create("acme").id
    _seed(keeper, tid, "hidden-one", status)
    found = keeper.why(Caller(tid, "acme", "rita", REVIEWER), "hidden-one")
    assert (found.served, found.known, found.status) == (False, True, status)
    assert said in found.reasons[0]


@pytest.mark.parametrize("status", ["staged", "active", "quarantined"])
def test_another_tenants_skill_reads_like_a_missing_one_even_to_a_reviewer(keeper: Keeper, status: str) -> None:
    mine = keeper.tenants.create("acme").id
    other = keeper.tenants.create("globex").id
    _seed(keeper, other, "their-one", status)
    rita = Caller(mine, "acme", "rita", REVIEWER | {"skills:admin"})
    assert _shape(keeper, rita, "their-one") == _shape(keeper, rita, "absent-one")


def test_a_subscribed_published_skill_names_its_publisher(keeper: Keeper) -> None:
    mine = keeper.tenants.create("acme").id
    other = keeper.tenants.create("globex").id
    keeper.tenants.update_settings(other, {"published": True})
    keeper.tenants.subscribe(mine, "globex")
    _seed(keeper, other, "shared-one", "active")
    found = keeper.why(Caller(mine, "acme", "bot", READ), "shared-one")
    assert found.served and found.tenant == "globex"
    assert "'globex''s published catalog" in found.reasons[0]


def test_a_node_token_is_told_its_skills_reach_node_agents_only(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    _seed(keeper, tid, "live-one", "active")
    found = keeper.why(Caller(tid, "acme", "node", frozenset({"fleet:report"})), "live-one")
    assert found.served and "node agents only" in found.reasons[-1]


def test_a_caller_without_read_or_fleet_scope_is_told_so_and_nothing_else(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    _seed(keeper, tid, "live-one", "active")
    found = keeper.why(Caller(tid, "acme", "ops", frozenset({"skills:admin"})), "live-one")
    assert (found.served, found.known, found.status, found.reasons) == (False, False, None, [NO_READ])


def test_a_pending_edit_is_told_to_a_reviewer_with_the_tenant_to_approve_it_in(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    _seed(keeper, tid, "live-one", "active")
    keeper.lifecycle.write(Actor.operator(tid), make_skill("live-one", body="# changed\n\nNew.\n"), source="manual")
    reviewer = keeper.why(Caller(tid, "acme", "rita", REVIEWER), "live-one", hint_tenant="acme")
    assert reviewer.served and reviewer.reasons[1] == (
        "an edit waits for review: agents get the approved revision until "
        "`skillkeeper skills approve live-one --tenant acme`"
    )
    assert keeper.why(Caller(tid, "acme", "bot", READ), "live-one").reasons == ["served: active in your tenant 'acme'"]


def test_a_held_back_skill_names_the_tenant_its_next_step_acts_in(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    _seed(keeper, tid, "hidden-one", "staged")
    found = keeper.why(Caller(tid, "acme", "rita", REVIEWER), "hidden-one", hint_tenant="acme")
    assert "`skillkeeper skills approve hidden-one --tenant acme`" in found.reasons[0]
