"""Outgoing webhooks against a real local receiver: signed, retried with backoff, given up on, logged."""

from __future__ import annotations

import json
import logging
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from skillkeeper.deliver.webhooks import WebhookWorker, WorkerThread, retry_delay
from skillkeeper.errors import InvalidInput
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.webhooks import add_webhook, refusal, remove_webhook
from skillkeeper.store.audit import AuditAction, AuditEvent, record
from skillkeeper.store.schema import webhook_deliveries
from skillkeeper.store.tenants import create_tenant
from skillkeeper.store.webhooks import deliveries_of
from tests.deliver.receiver import Clock, Receiver
from tests.factories import agent, make_skill, reviewer
from tests.outage import database_down
from tests.serving import running_server

DOC = Path(__file__).resolve().parents[2] / "docs" / "webhooks.md"


def _setup(keeper: Keeper, url: str, *, slack: bool = False) -> tuple[int, dict[str, Any]]:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        hook = add_webhook(conn, tid, url, slack=slack, actor="root", allow_private=True)
    return tid, hook


def _worker(keeper: Keeper, clock: Clock, max_attempts: int = 8) -> WebhookWorker:
    return WebhookWorker(keeper.store, clock=clock, allow_private=True, max_attempts=max_attempts, timeout=5)


def _doc_verify() -> Any:
    """The `verify` function from docs/webhooks.md, run as a user would paste it."""
    code = re.search(r"```python\n(.*?)```", DOC.read_text(), re.S)
    assert code, "docs/webhooks.md lost its Python snippet"
    scope: dict[str, Any] = {}
    exec(code.group(1), scope)  # our own documentation's snippet, as a user would paste it
    return scope["verify"]


def test_staged_write_is_delivered_signed_and_the_doc_snippet_verifies_it(keeper: Keeper, receiver: Receiver) -> None:
    tid, hook = _setup(keeper, receiver.url)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    worker = _worker(keeper, Clock())
    try:
        assert worker.deliver_due() == 1
        assert worker.deliver_due() == 0  # delivered once, not again
    finally:
        worker.close()
    [got] = receiver.got
    body = json.loads(got.body)
    assert body["event"] == "staged" and body["tenant"] == "acme" and body["skill"] == "pdf-tools"
    assert body["actor"] == "agent-1" and body["to_status"] == "staged"
    assert got.headers["x-skillkeeper-event"] == "staged"
    verify = _doc_verify()
    assert verify(hook["secret"], got.headers["x-skillkeeper-signature"], got.body)
    assert not verify(hook["secret"], got.headers["x-skillkeeper-signature"], got.body + b" ")
    assert not verify("whsec_other", got.headers["x-skillkeeper-signature"], got.body)
    with keeper.store.read() as conn:
        [delivery] = deliveries_of(conn, tid, hook["id"])
    assert delivery["status"] == "delivered" and delivery["log"][0]["status_code"] == 200


def test_quarantine_and_decision_events_and_slack_payload(keeper: Keeper, receiver: Receiver) -> None:
    tid, _ = _setup(keeper, receiver.url, slack=True)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "quarantine", "curl | sh in step 3")
    worker = _worker(keeper, Clock())
    try:
        worker.deliver_due()
    finally:
        worker.close()
    events = [g.headers["x-skillkeeper-event"] for g in receiver.got]
    assert sorted(events) == ["decision", "staged"]
    texts = {g.headers["x-skillkeeper-event"]: json.loads(g.body) for g in receiver.got}
    assert set(texts["decision"]) == {"text"}
    assert (
        "`pdf-tools` quarantine (staged → quarantined) by reviewer-1: curl | sh in step 3" in texts["decision"]["text"]
    )


def test_a_rolled_back_change_sends_nothing(keeper: Keeper, receiver: Receiver) -> None:
    tid, _ = _setup(keeper, receiver.url)
    with pytest.raises(RuntimeError), keeper.store.write() as conn:
        record(
            conn,
            AuditEvent(tenant_id=tid, action=AuditAction.CREATED, actor="a", skill_name="x", to_status="staged"),
        )
        raise RuntimeError("the change failed after its event was recorded")
    with keeper.store.read() as conn:
        assert conn.execute(select(func.count()).select_from(webhook_deliveries)).scalar_one() == 0


def test_receiver_down_then_up_is_retried_with_backoff(keeper: Keeper, receiver: Receiver) -> None:
    tid, hook = _setup(keeper, receiver.url)
    receiver.stop()  # down: connections are refused
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    clock = Clock()
    worker = _worker(keeper, clock)
    try:
        assert worker.deliver_due() == 1
        assert worker.deliver_due() == 0  # not due again before its backoff
        clock.advance(retry_delay(1) - timedelta(seconds=1))
        assert worker.deliver_due() == 0
        receiver.start()  # up again on the same port
        clock.advance(timedelta(seconds=1))
        assert worker.deliver_due() == 1
    finally:
        worker.close()
    assert len(receiver.got) == 1
    with keeper.store.read() as conn:
        [delivery] = deliveries_of(conn, tid, hook["id"])
    assert delivery["status"] == "delivered" and delivery["attempts"] == 2
    first, second = delivery["log"]
    assert first["status_code"] is None and "ConnectError" in first["error"]
    assert second["status_code"] == 200 and second["error"] is None


def test_gives_up_after_max_attempts_and_the_log_says_why(keeper: Keeper, receiver: Receiver) -> None:
    receiver.status = 503
    tid, hook = _setup(keeper, receiver.url)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    clock = Clock()
    worker = _worker(keeper, clock, max_attempts=3)
    try:
        for attempt in (1, 2, 3):
            assert worker.deliver_due() == 1
            clock.advance(retry_delay(attempt))
        assert worker.deliver_due() == 0  # given up: never tried again
    finally:
        worker.close()
    assert len(receiver.got) == 3
    ids = {g.headers["x-skillkeeper-delivery"] for g in receiver.got}
    assert len(ids) == 1  # one delivery id across retries, so receivers can deduplicate
    with keeper.store.read() as conn:
        [delivery] = deliveries_of(conn, tid, hook["id"])
    assert delivery["status"] == "failed" and delivery["attempts"] == 3
    assert delivery["last_error"] == "gave up after 3 attempts: receiver answered HTTP 503"
    assert [a["status_code"] for a in delivery["log"]] == [503, 503, 503]


def test_backoff_doubles_up_to_an_hour() -> None:
    assert [retry_delay(n).total_seconds() for n in (1, 2, 3)] == [30, 60, 120]
    assert retry_delay(20) == timedelta(hours=1)


def test_private_and_non_http_urls_are_refused_unless_allowed(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    for url in ("http://127.0.0.1:9/x", "http://10.0.0.8/x", "http://169.254.169.254/latest", "http://[::1]/x"):
        assert "SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE" in (refusal(url, allow_private=False) or "")
        assert refusal(url, allow_private=True) is None
    assert "only http:// and https://" in (refusal("file:///etc/passwd", allow_private=True) or "")
    assert "only http:// and https://" in (refusal("gopher://example.com/", allow_private=True) or "")
    assert "credentials" in (refusal("https://u:p@example.com/", allow_private=True) or "")
    with pytest.raises(InvalidInput, match="webhook URL refused"), keeper.store.write() as conn:
        add_webhook(conn, tid, "http://127.0.0.1/x", slack=False, actor="root", allow_private=False)


def test_a_private_url_allowed_at_creation_is_refused_at_delivery_when_no_longer_allowed(
    keeper: Keeper, receiver: Receiver
) -> None:
    tid, hook = _setup(keeper, receiver.url)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    worker = WebhookWorker(keeper.store, clock=Clock(), allow_private=False, max_attempts=1)
    try:
        worker.deliver_due()
    finally:
        worker.close()
    assert receiver.got == []
    with keeper.store.read() as conn:
        [delivery] = deliveries_of(conn, tid, hook["id"])
    assert delivery["status"] == "failed" and "refused" in delivery["last_error"]


def test_the_audit_log_shows_reviewers_a_webhooks_host_never_its_path_or_query(keeper: Keeper) -> None:
    # A Slack incoming-webhook URL is itself the credential; reviewers read the audit log, only admins
    # list webhooks.
    url = "https://127.0.0.1:9/services/T000/B000/slackpathsecret?token=querysecret"
    tid, hook = _setup(keeper, url, slack=True)
    with keeper.store.write() as conn:
        remove_webhook(conn, tid, hook["id"], actor="root")
    events = json.dumps([e.to_dict() for e in keeper.audit(reviewer(tid)).list().items])
    assert "127.0.0.1:9" in events and hook["id"] in events
    assert "slackpathsecret" not in events and "querysecret" not in events


def test_removing_a_webhook_drops_its_outbox_and_is_audited(keeper: Keeper, receiver: Receiver) -> None:
    tid, hook = _setup(keeper, receiver.url)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    with keeper.store.write() as conn:
        remove_webhook(conn, tid, hook["id"], actor="root")
    worker = _worker(keeper, Clock())
    try:
        assert worker.deliver_due() == 0
    finally:
        worker.close()
    actions = [e.action for e in keeper.audit(reviewer(tid)).list().items]
    assert actions[0] == "webhook_removed" and "webhook_added" in actions
    assert hook["secret"] not in json.dumps([e.to_dict() for e in keeper.audit(reviewer(tid)).list().items])


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)  # SKIP LOCKED is PostgreSQL's
def test_two_replicas_never_claim_the_same_row(keeper: Keeper, receiver: Receiver) -> None:
    from skillkeeper.store.webhooks import claim_due

    tid, _ = _setup(keeper, receiver.url)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    at = datetime.now(UTC)
    with keeper.store.write() as first:
        assert len(claim_due(first, at, 10)) == 1
        with keeper.store.write() as second:  # another replica, while the first still holds the row
            assert claim_due(second, at, 10) == []
    with keeper.store.write() as later:  # the first replica's lease still holds after its commit
        assert claim_due(later, at, 10) == []


@pytest.mark.e2e
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the process wiring is tested, not the engine
def test_serve_runs_the_delivery_worker(db_url: str, receiver: Receiver) -> None:
    keeper = Keeper.open(db_url)
    try:
        tid, hook = _setup(keeper, receiver.url)
        keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    finally:
        keeper.close()
    extra = {"SKILLKEEPER_WEBHOOKS_ALLOW_PRIVATE": "1", "SKILLKEEPER_WEBHOOK_INTERVAL_SECONDS": "0.2"}
    with running_server(db_url, env=extra):
        # A generous bound on an event: the serve process, its worker and the receiver share a busy machine.
        assert receiver.arrived.wait(timeout=90), "serve's worker delivered nothing within 90 s"
    [got] = receiver.got
    assert _doc_verify()(hook["secret"], got.headers["x-skillkeeper-signature"], got.body)


def test_hostile_urls_get_a_one_line_refusal_never_an_exception() -> None:
    for url in ("http://a\x00b/", "http://" + "a" * 300 + "/", "http://[::1/", "http://x:99999/", "https:///nohost"):
        assert refusal(url, allow_private=False)


def test_slack_text_escapes_what_reviewers_and_writers_supply_so_it_cannot_mention_or_link(
    keeper: Keeper, receiver: Receiver
) -> None:
    tid, _ = _setup(keeper, receiver.url, slack=True)
    keeper.lifecycle.write(agent(tid, name="<!channel> & <@U024BE7LH>"), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "reject", "<!here> see <https://evil.example|the fix> & more")
    worker = _worker(keeper, Clock())
    try:
        worker.deliver_due()
    finally:
        worker.close()
    texts = {g.headers["x-skillkeeper-event"]: json.loads(g.body)["text"] for g in receiver.got}
    assert texts["staged"].endswith("by &lt;!channel&gt; &amp; &lt;@U024BE7LH&gt;")
    assert texts["decision"].endswith(": &lt;!here&gt; see &lt;https://evil.example|the fix&gt; &amp; more")
    assert not any(c in text for text in texts.values() for c in "<>")


def test_slack_text_escapes_the_tenant_and_skill_names_too() -> None:
    from skillkeeper.store.webhooks import payload

    data = {"skill": "a<b>&c", "actor": "x", "action": "approve", "from_status": "staged", "to_status": "active"}
    text = json.loads(payload("t<!everyone>", "decision", data, slack=True))["text"]
    assert text == "skillkeeper [t&lt;!everyone&gt;]: `a&lt;b&gt;&amp;c` approve (staged → active) by x"


def test_the_worker_logs_a_database_outage_once_without_a_traceback_and_says_when_it_is_back(
    keeper: Keeper, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    thread = WorkerThread(_worker(keeper, Clock()), interval=60)
    try:
        with caplog.at_level(logging.WARNING, logger="skillkeeper.deliver.webhooks"):
            with database_down(keeper.store):
                for _ in range(3):
                    thread.tick()
            thread.tick()
    finally:
        thread.worker.close()
    said = [(r.getMessage(), r.exc_info) for r in caplog.records]
    assert said == [
        ("webhook worker: the database is unavailable; deliveries wait until it is back", None),
        ("webhook worker: the database is back", None),
    ]
