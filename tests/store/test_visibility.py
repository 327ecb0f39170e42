"""Property tests of the visibility gate against a real database (both engines)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from skillkeeper.access.subscriptions import subscribe
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.deliver.installable import entries
from skillkeeper.keeper import Keeper
from skillkeeper.store.schema import skills
from skillkeeper.store.search import search
from skillkeeper.store.skills import find_visible, insert_revision, insert_skill, list_visible
from skillkeeper.store.tenants import create_tenant, update_settings
from skillkeeper.store.visibility import (
    TO_ALL,
    TO_REVIEWERS,
    TO_TENANT,
    RowState,
    Viewer,
    audience,
    viewer_for,
    visible,
)
from tests.factories import make_skill

STATUSES = ("candidate", "staged", "active", "rejected", "quarantined", "deprecated")
_ids = itertools.count()

tenant_specs = st.lists(
    st.fixed_dictionaries(
        {
            "gate": st.booleans(),
            "published": st.booleans(),
            "skills": st.lists(st.sampled_from(STATUSES), max_size=4),
        }
    ),
    min_size=1,
    max_size=4,
)
world = tenant_specs.flatmap(
    lambda ts: st.tuples(
        st.just(ts),
        st.sets(st.tuples(st.integers(0, len(ts) - 1), st.integers(0, len(ts) - 1)).filter(lambda p: p[0] != p[1])),
    )
)


def _build(keeper: Keeper, specs: list[dict], subs: set[tuple[int, int]]) -> tuple[list[int], dict]:
    """Insert tenants, skill rows (shared names across tenants) and subscriptions; return ids and rows."""
    run = next(_ids)
    tids: list[int] = []
    rows: dict[tuple[int, str], str] = {}
    with keeper.store.write() as conn:
        for i, spec in enumerate(specs):
            tid = create_tenant(conn, f"t{run}-{i}")
            update_settings(conn, tid, {"review_gate": spec["gate"], "published": spec["published"]})
            tids.append(tid)
            for j, status in enumerate(spec["skills"]):
                skill = make_skill(f"s{run}-{j}")
                sid = insert_skill(conn, tid, skill, status=status, source="manual")
                rev = insert_revision(
                    conn,
                    sid,
                    skill,
                    review_state="pending",
                    scan=ScanResult("clean"),
                    warnings=[],
                    source="manual",
                    author="test",
                )
                conn.execute(
                    skills.update()
                    .where(skills.c.id == sid)
                    .values(
                        head_revision_id=rev, active_revision_id=rev if status in ("active", "deprecated") else None
                    )
                )
                rows[(tid, skill.name)] = status
        for sub, pub in subs:
            if specs[pub]["published"]:
                subscribe(conn, tids[sub], f"t{run}-{pub}")
    return tids, rows


def _seen(keeper: Keeper, viewer: Viewer, tids: list[int]) -> set[tuple[int, str]]:
    with keeper.store.read() as conn:
        result = conn.execute(
            select(skills.c.tenant_id, skills.c.name).where(visible(viewer), skills.c.tenant_id.in_(tids))
        ).all()
    return {(r.tenant_id, r.name) for r in result}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(world)
def test_gate_admits_exactly_the_rule(keeper: Keeper, w: tuple[list[dict], set[tuple[int, int]]]) -> None:
    specs, subs = w
    tids, rows = _build(keeper, specs, subs)
    for i, tid in enumerate(tids):
        with keeper.store.read() as conn:
            viewer = viewer_for(conn, tid)
        publishers = {tids[p] for s, p in subs if s == i and specs[p]["published"]}
        expected = {
            key
            for key, status in rows.items()
            if (
                key[0] == tid
                and (
                    status == "active"
                    or (not specs[i]["gate"] and status not in ("quarantined", "rejected", "deprecated"))
                )
            )
            or (key[0] in publishers and status == "active")
        }
        seen = _seen(keeper, viewer, tids)
        assert seen == expected
        # A non-active row of another tenant is never visible, whatever the settings.
        assert not any(key[0] != tid and rows[key] != "active" for key in seen)
        # Blocked and retired rows are never visible, whatever the settings.
        assert not any(rows[key] in ("quarantined", "rejected", "deprecated") for key in seen)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(world)
def test_reads_return_only_visible_rows_own_first(keeper: Keeper, w: tuple[list[dict], set[tuple[int, int]]]) -> None:
    specs, subs = w
    tids, _rows = _build(keeper, specs, subs)
    for tid in tids:
        with keeper.store.read() as conn:
            viewer = viewer_for(conn, tid)
            allowed = _seen(keeper, viewer, tids)
            listed = list_visible(conn, viewer, limit=500)
            for view in listed:
                assert (view.tenant_id, view.name) in allowed
            names = {name for _, name in allowed}
            assert {v.name for v in listed if v.tenant_id in tids} == names
            for name in names:
                view = find_visible(conn, viewer, name, with_files=False)
                assert view is not None and (view.tenant_id, name) in allowed
                if (tid, name) in allowed:
                    assert view.tenant_id == tid


def test_gate_off_never_serves_quarantined_or_rejected_rows(keeper: Keeper) -> None:
    specs = [{"gate": False, "published": False, "skills": ["staged", "quarantined", "rejected", "active"]}]
    tids, rows = _build(keeper, specs, set())
    with keeper.store.read() as conn:
        viewer = viewer_for(conn, tids[0])
    seen = _seen(keeper, viewer, tids)
    assert {rows[key] for key in seen} == {"staged", "active"}


def test_every_read_picks_the_same_row_per_name(keeper: Keeper) -> None:
    # One pick (store.visibility.shown) for get, list, search and installable: own row first,
    # then the publisher with the lowest tenant id.
    run = next(_ids)
    with keeper.store.write() as conn:
        sub, pub_a, pub_b = (create_tenant(conn, f"pick{run}-{n}") for n in ("sub", "a", "b"))
        for pub in (pub_a, pub_b):
            update_settings(conn, pub, {"published": True})
            subscribe(conn, sub, f"pick{run}-{'a' if pub == pub_a else 'b'}")
        owners = {"pdf-tools": (sub, pub_a, pub_b), "csv-tools": (pub_b, pub_a), "zip-tools": (pub_b,)}
        for name, tids in owners.items():
            for tid in tids:
                skill = make_skill(name, f"Works with {name.split('-')[0]} files when asked.")
                sid = insert_skill(conn, tid, skill, status="active", source="manual")
                rev = insert_revision(
                    conn,
                    sid,
                    skill,
                    review_state="approved",
                    scan=ScanResult("clean"),
                    warnings=[],
                    source="manual",
                    author="test",
                )
                conn.execute(
                    skills.update().where(skills.c.id == sid).values(head_revision_id=rev, active_revision_id=rev)
                )
    expected = {"pdf-tools": sub, "csv-tools": pub_a, "zip-tools": pub_b}
    with keeper.store.read() as conn:
        viewer = viewer_for(conn, sub)
        got = {n: v.tenant_id for n in expected if (v := find_visible(conn, viewer, n)) is not None}
        listed = {v.name: v.tenant_id for v in list_visible(conn, viewer, limit=50)}
        searched = {c.name: c.tenant_id for c, _ in search(conn, viewer, "files", 10)}
        origins = {e.name: e.origin for e in entries(conn, viewer)}
    assert got == listed == searched == expected
    assert origins == {"pdf-tools": f"pick{run}-sub", "csv-tools": f"pick{run}-a", "zip-tools": f"pick{run}-b"}


@pytest.mark.parametrize(
    ("before", "after", "gate_on", "expected"),
    [
        (None, ("staged", 1), True, TO_REVIEWERS),  # a new draft waits for review
        (None, ("staged", 1), False, TO_TENANT),  # gate off: the tenant's own readers see drafts
        (None, ("quarantined", 1), False, TO_REVIEWERS),  # blocked rows are never served
        (("active", 1), ("active", 1), True, TO_REVIEWERS),  # an edit of an active skill waits in review
        (("staged", 2), ("rejected", 2), True, TO_REVIEWERS),
        (("staged", 2), ("active", 2), True, TO_ALL),  # approved
        (("active", 1), ("active", 2), True, TO_ALL),  # an edit approved
        (("active", 1), ("quarantined", 2), True, TO_ALL),  # an active skill hidden
        (("active", 1), ("deprecated", 1), False, TO_ALL),
        (("active", 1), None, True, TO_ALL),  # deleted
        (("staged", 1), None, False, TO_TENANT),
        (None, ("active", 1), True, TO_ALL),  # auto-promoted on write
    ],
)
def test_audience_of_a_row_change_follows_the_gate(
    before: RowState, after: RowState, gate_on: bool, expected: str
) -> None:
    assert audience(before, after, gate_on) == expected
