"""The lifecycle enforces exactly the transition table: every (standing, action) pair, on both engines."""

from __future__ import annotations

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import Finding, ScanResult
from skillkeeper.errors import Conflict
from skillkeeper.keeper import Keeper
from skillkeeper.review.states import DELETED, Action, Standing, find, standings
from skillkeeper.skill.model import Skill
from skillkeeper.store import skills as repo
from skillkeeper.store.tenants import create_tenant
from tests.factories import admin, agent, make_skill


class Scanner:
    """Critical on 'danger' while `strict`; a later re-scan (release) finds nothing."""

    strict = True

    def __call__(self, skill: Skill) -> ScanResult:
        if self.strict and "danger" in skill.body:
            return ScanResult("quarantined", (Finding("SK-TEST-CRIT", "test", "critical", "bad"),), skill.content_hash)
        return ScanResult("clean", (), skill.content_hash)


def _make(keeper: Keeper, tid: int, standing: Standing, name: str) -> None:
    op, writer, lc = Actor.operator(tid), agent(tid), keeper.lifecycle
    if standing == Standing.CANDIDATE:
        lc.write(op, make_skill(name), source="forge")
    elif standing in (Standing.STAGED, Standing.REJECTED):
        lc.write(writer, make_skill(name))
        if standing == Standing.REJECTED:
            lc.act(op, name, "reject")
    elif standing == Standing.QUARANTINED:
        lc.write(writer, make_skill(name, body="# x\n\ndanger\n"))
    else:
        lc.write(op, make_skill(name), source="manual", status="active")
        if standing == Standing.DEPRECATED:
            lc.act(op, name, "deprecate")
        elif standing == Standing.EDIT:
            lc.write(writer, make_skill(name, body="# x\n\nedited\n"))
        elif standing == Standing.QUARANTINED_EDIT:
            lc.write(writer, make_skill(name, body="# x\n\ndanger edit\n"))
        elif standing == Standing.DELETION:
            lc.delete(writer, name)


def test_every_standing_and_action_follows_the_table(keeper: Keeper) -> None:
    scanner = Scanner()
    keeper.lifecycle.scanner = scanner
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    cases = [(s, a, f"s{i}-a{j}") for i, s in enumerate(Standing) for j, a in enumerate(Action)]
    for standing, _, name in cases:
        _make(keeper, tid, standing, name)
    scanner.strict = False
    for standing, action, name in cases:
        with keeper.store.read() as conn:
            row = repo.skill_row(conn, tid, name)
            assert row is not None
            head = repo.revision_row(conn, row["head_revision_id"])
            assert head is not None
        where = standings(row, head["review_state"])
        assert where[0] == standing, (name, where)
        move = find(action, where)
        ack = ["SK-TEST-CRIT"] if move is not None and move.acknowledge else []
        case = f"{action} from {standing}"
        if move is None:
            with pytest.raises(Conflict):
                keeper.lifecycle.act(admin(tid), name, action, "why", expected_hash=head["content_hash"])
            continue
        result = keeper.lifecycle.act(
            admin(tid), name, action, "why", expected_hash=head["content_hash"], acknowledge=ack
        )
        assert result.to_status == move.to, case
        with keeper.store.read() as conn:
            after = repo.skill_row(conn, tid, name)
        assert (after is None) == (move.to == DELETED), case
        if after is not None:
            assert after["status"] == move.to, case
