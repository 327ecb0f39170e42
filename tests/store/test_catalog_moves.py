"""catalog_moves: what a poller of a shared database learns of the changes since its last read."""

from __future__ import annotations

import pytest
from sqlalchemy import event, update

from skillkeeper.check.scan.result import ScanResult
from skillkeeper.keeper import Keeper
from skillkeeper.skill.model import Skill
from skillkeeper.store import changes
from skillkeeper.store.schema import catalog_version
from skillkeeper.store.states import TO_ALL, TO_REVIEWERS, TO_TENANT
from tests.factories import agent, make_skill, reviewer


def _clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


@pytest.fixture
def acme(keeper: Keeper) -> int:
    keeper.lifecycle.scanner = _clean
    return keeper.tenants.create("acme").id


def test_each_change_is_told_with_its_tenant_and_audience(keeper: Keeper, acme: int) -> None:
    first = keeper.catalog_moves(None)
    assert first.changes is None  # the baseline: nothing to tell yet
    keeper.lifecycle.write(agent(acme), make_skill("new-one", "Use when you need a new helper."))
    staged = keeper.catalog_moves(first.cursor)
    assert staged.changes == ((acme, TO_REVIEWERS),) and staged.cursor > first.cursor
    keeper.lifecycle.act(reviewer(acme), "new-one", "approve")
    approved = keeper.catalog_moves(staged.cursor)
    assert approved.changes == ((acme, TO_ALL),)
    keeper.lifecycle.write(agent(acme), make_skill("new-one", "Use when you need a newer helper."))
    assert keeper.catalog_moves(approved.cursor).changes == ((acme, TO_REVIEWERS),)  # a pending edit


def test_a_withdrawn_edit_is_told_to_reviewers_only(keeper: Keeper, acme: int) -> None:
    served = make_skill("new-one", "Use when you need a new helper.")
    keeper.lifecycle.write(reviewer(acme), served, source="manual", status="active")
    keeper.lifecycle.write(agent(acme), make_skill("new-one", "Use when you need a newer helper."))
    before = keeper.catalog_moves(None)
    assert keeper.lifecycle.write(agent(acme), served).withdrawn == 2
    assert keeper.catalog_moves(before.cursor).changes == ((acme, TO_REVIEWERS),)  # agents are served the same


def test_gate_off_staged_write_is_the_tenants(keeper: Keeper, acme: int) -> None:
    keeper.tenants.update_settings(acme, {"review_gate": False})
    start = keeper.catalog_moves(None)
    keeper.lifecycle.write(agent(acme), make_skill("new-one", "Use when you need a new helper."))
    assert keeper.catalog_moves(start.cursor).changes == ((acme, TO_TENANT),)


def test_what_it_cannot_explain_is_told_to_everyone(keeper: Keeper, acme: int, monkeypatch: pytest.MonkeyPatch) -> None:
    start = keeper.catalog_moves(None)
    with keeper.store.write() as conn:  # the version moves with nothing audited (a restore, say)
        conn.execute(
            update(catalog_version).where(catalog_version.c.id == 1).values(version=catalog_version.c.version + 1)
        )
    unexplained = keeper.catalog_moves(start.cursor)
    assert unexplained.changes is None and unexplained.version != start.version
    keeper.tenants.update_settings(acme, {"published": True})  # other tenants' views move
    assert keeper.catalog_moves(unexplained.cursor).changes is None
    monkeypatch.setattr(changes, "MAX_MOVES", 1)
    last = keeper.catalog_moves(None)
    for n in ("two-a", "two-b"):
        keeper.lifecycle.write(agent(acme), make_skill(n, "Use when you need a helper."))
    assert keeper.catalog_moves(last.cursor).changes is None  # too many rows to read in one poll


def test_a_change_committed_while_the_poller_reads_is_told_once_to_its_audience(
    keeper: Keeper, acme: int, db_url: str
) -> None:
    other = Keeper.open(db_url)  # another process, committing between the poller's statements
    other.lifecycle.scanner = _clean
    start = keeper.catalog_moves(None)
    fired: list[bool] = []

    def commit_meanwhile(*_args: object) -> None:
        if not fired:  # after the poller's first statement, once
            fired.append(True)
            skill = make_skill("meanwhile", "Use when you need it.")
            other.lifecycle.write(reviewer(acme), skill, source="manual", status="active")

    event.listen(keeper.store.engine, "after_cursor_execute", commit_meanwhile)
    try:
        during = keeper.catalog_moves(start.cursor)
    finally:
        event.remove(keeper.store.engine, "after_cursor_execute", commit_meanwhile)
        other.close()
    after = keeper.catalog_moves(during.cursor)
    # Told in one of the two reads, with its audience: never skipped by the cursor, then told to
    # everyone as a version move nothing explains.
    told = [m.changes for m, was in ((during, start), (after, during)) if m.version != was.version or m.changes]
    assert fired and len(told) == 1 and told[0] is not None and (acme, TO_ALL) in told[0]
