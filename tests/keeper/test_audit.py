"""The tenant-wide audit log: admin actions recorded with before/after, filters, cursor pages, export."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

from skillkeeper.access import subscriptions as subs
from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import change_mandate, create_token, revoke_token
from skillkeeper.errors import Forbidden, InvalidInput
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.audit import audit_query
from skillkeeper.store.audit import AuditAction, AuditEvent
from skillkeeper.store.schema import audit_events
from skillkeeper.store.tenants import InvalidSettings, update_settings
from tests.factories import agent, make_skill, make_tenant, reviewer


def test_audit_event_takes_keywords_only() -> None:
    with pytest.raises(TypeError):
        AuditEvent(1, AuditAction.APPROVE, "rita")  # type: ignore[misc]
    event = AuditEvent(tenant_id=1, action=AuditAction.APPROVE, actor="rita", skill_name="pdf")
    assert event.action == "approve"  # lifecycle action strings stay as they are on the wire


def test_turning_review_gate_off_leaves_a_record_with_before_and_after(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    with keeper.store.write() as conn:
        update_settings(conn, tid, {"review_gate": False, "caps": {"max_files": 10}}, actor="root")
        update_settings(conn, tid, {"review_gate": False}, actor="root")  # no change, no record
    [entry] = keeper.audit(Actor.operator(tid)).list(audit_query(action="settings_changed")).items
    assert entry.actor == "root" and entry.subject == "settings" and entry.skill is None
    assert entry.before == {"review_gate": True, "caps.max_files": 512}
    assert entry.after == {"review_gate": False, "caps.max_files": 10}


def test_refused_settings_change_leaves_no_record(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    with pytest.raises(InvalidSettings), keeper.store.write() as conn:
        update_settings(conn, tid, {"caps": {"max_files": 0}}, actor="root")
    with keeper.store.read() as conn:
        assert conn.execute(select(func.count()).select_from(audit_events)).scalar_one() == 0


def test_tokens_mandates_and_subscriptions_are_audited(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    make_tenant(keeper, "shared", published=True)
    with keeper.store.write() as conn:
        issued = create_token(conn, tid, "node-1", "skills:read,fleet:report", minted_by="root")
        change_mandate(conn, tid, "node-1", remove=frozenset({"fleet:report"}), actor="root")
        revoke_token(conn, tid, issued.id, actor="root")
        subs.subscribe(conn, tid, "shared", actor="root")
        subs.unsubscribe(conn, tid, "shared", actor="root")
    items = keeper.audit(Actor.operator(tid)).list(audit_query(actor="root")).items
    assert [e.action for e in items] == [
        "unsubscribed",
        "subscribed",
        "token_revoked",
        "mandate_changed",
        "token_created",
    ]
    created, mandate, revoked = items[4], items[3], items[2]
    assert created.subject == f"token:{issued.id}" and created.after["scopes"] == ["fleet:report", "skills:read"]
    assert issued.token not in json.dumps([e.to_dict() for e in items])  # never the secret
    assert mandate.before == ["fleet:report", "skills:read"] and mandate.after == ["skills:read"]
    assert revoked.before == {"revoked": False} and revoked.after == {"revoked": True}
    assert items[0].subject == "subscription:shared" and items[0].after == {"subscribed": False}


def test_log_filters_by_actor_action_skill_and_time(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    lc = keeper.lifecycle
    lc.write(agent(tid), make_skill("pdf-tools"))
    lc.write(agent(tid), make_skill("csv-tools"))
    lc.act(reviewer(tid), "pdf-tools", "reject", "too broad")
    log = keeper.audit(reviewer(tid))
    assert [e.action for e in log.list(audit_query(skill="pdf-tools")).items] == ["reject", "created"]
    assert [e.skill for e in log.list(audit_query(actor="reviewer-1")).items] == ["pdf-tools"]
    [rejected] = log.list(audit_query(action="reject")).items
    assert rejected.reason == "too broad" and rejected.from_status == "staged" and rejected.to_status == "rejected"
    future = datetime.now(UTC) + timedelta(hours=1)
    assert log.list(audit_query(since=future.isoformat())).items == []
    assert len(log.list(audit_query(until=future.isoformat())).items) == 3
    assert len(log.list(audit_query(since="2000-01-01")).items) == 3


def test_log_pages_with_a_cursor_newest_first(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    for i in range(7):
        keeper.lifecycle.write(agent(tid), make_skill(f"skill-{i}"))
    log = keeper.audit(reviewer(tid))
    seen: list[str] = []
    cursor = None
    while True:
        page = log.list(limit=3, cursor=cursor)
        seen += [e.skill or "" for e in page.items]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert seen == [f"skill-{i}" for i in reversed(range(7))]
    with pytest.raises(InvalidInput, match="cursor"):
        log.list(cursor="not-ours")


def test_export_is_json_lines_of_every_match(keeper: Keeper) -> None:
    tid = make_tenant(keeper)
    for i in range(3):
        keeper.lifecycle.write(agent(tid), make_skill(f"skill-{i}"))
    lines = list(keeper.audit(reviewer(tid)).export(audit_query(action="created")))
    assert [json.loads(line)["skill"] for line in lines] == ["skill-2", "skill-1", "skill-0"]
    assert all(line.endswith("\n") and line.count("\n") == 1 for line in lines)


def test_log_is_tenant_scoped_and_needs_review_scope(keeper: Keeper) -> None:
    tid, other = make_tenant(keeper), make_tenant(keeper, "other")
    keeper.lifecycle.write(agent(other), make_skill("secret-plan"))
    assert keeper.audit(reviewer(tid)).list().items == []
    with pytest.raises(Forbidden, match="skills:review"):
        keeper.audit(agent(tid))


def test_unknown_action_or_bad_time_is_one_clear_error() -> None:
    with pytest.raises(InvalidInput, match="unknown audit action 'nope'"):
        audit_query(action="nope")
    with pytest.raises(
        InvalidInput, match=r"since 'yesterday' is not a time; use an ISO 8601 time .*30m, 1h, 2d or 1w"
    ):
        audit_query(since="yesterday")


@pytest.mark.parametrize(
    ("text", "back"),
    [("30m", timedelta(minutes=30)), ("1h", timedelta(hours=1)), ("2d", timedelta(days=2)), ("1w", timedelta(weeks=1))],
)
def test_since_takes_a_duration_back_from_now(text: str, back: timedelta) -> None:
    before = datetime.now(UTC)
    since = audit_query(since=text).since
    assert since is not None and before - back - timedelta(seconds=5) <= since <= datetime.now(UTC) - back


def test_a_nul_in_a_filter_is_refused_before_any_query() -> None:
    with pytest.raises(InvalidInput, match="NUL"):
        audit_query(skill="a\x00b")
