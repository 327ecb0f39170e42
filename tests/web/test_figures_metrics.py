"""/metrics carries the inbox figures: depth per tenant and status, and the time-to-decision histogram."""

from __future__ import annotations

from skillkeeper.access.actor import Actor
from skillkeeper.web.figures import BUCKETS
from tests.factories import agent, make_skill
from tests.web.conftest import Api, clean_scanner


def _sample(text: str, prefix: str) -> float:
    line = next(line for line in text.splitlines() if line.startswith(prefix))
    return float(line.rsplit(" ", 1)[1])


def test_metrics_show_inbox_depth_and_time_to_decision(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    acme, other = api.tenant("acme"), api.tenant("other")
    for name in ("one-tool", "two-tool", "three-tool"):
        api.keeper.lifecycle.write(agent(acme), make_skill(name))
    api.keeper.lifecycle.write(agent(other), make_skill("their-tool"))
    text = api.client.get("/metrics").text
    assert _sample(text, 'skillkeeper_inbox_depth{status="staged",tenant="acme"}') == 3
    assert _sample(text, 'skillkeeper_inbox_depth{status="staged",tenant="other"}') == 1
    assert _sample(text, 'skillkeeper_review_decision_seconds_count{action="approve"}') == 0
    assert "one-tool" not in text

    api.keeper.lifecycle.act(Actor.operator(acme), "one-tool", "approve")
    api.keeper.lifecycle.act(Actor.operator(acme), "two-tool", "reject", "no")
    text = api.client.get("/metrics").text
    assert _sample(text, 'skillkeeper_inbox_depth{status="staged",tenant="acme"}') == 1
    assert _sample(text, 'skillkeeper_review_decision_seconds_count{action="approve"}') == 1
    assert _sample(text, 'skillkeeper_review_decision_seconds_count{action="reject"}') == 1
    assert _sample(text, f'skillkeeper_review_decision_seconds_bucket{{action="approve",le="{BUCKETS[0]:g}"}}') == 1
    # A second scrape counts nothing twice.
    again = api.client.get("/metrics").text
    assert _sample(again, 'skillkeeper_review_decision_seconds_count{action="approve"}') == 1
