"""One timestamp format on the wire: ISO 8601 in UTC with its offset, whatever the engine."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from skillkeeper.check.scan.result import ScanResult
from skillkeeper.keeper import Keeper
from skillkeeper.review.inbox import inbox_cards
from skillkeeper.skill.model import Skill
from skillkeeper.store.clock import aware, iso, now
from skillkeeper.store.skills import list_visible
from skillkeeper.store.tenants import create_tenant
from skillkeeper.store.visibility import viewer_for
from tests.factories import agent, make_skill, reviewer


def test_iso_gives_a_naive_timestamp_its_utc_offset() -> None:
    assert iso(datetime(2026, 1, 2, 3, 4, 5)) == "2026-01-02T03:04:05+00:00"
    assert iso(None) is None


def test_iso_keeps_an_aware_timestamp_as_it_is() -> None:
    plus_two = datetime(2026, 1, 2, 5, 4, 5, tzinfo=timezone(timedelta(hours=2)))
    assert iso(plus_two) == "2026-01-02T05:04:05+02:00"
    assert aware(plus_two) is plus_two


def test_now_is_aware_utc() -> None:
    assert now().tzinfo is UTC


def _clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


def test_inbox_card_and_listing_carry_the_same_utc_offset(keeper: Keeper) -> None:
    keeper.lifecycle.scanner = _clean
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.write(agent(tid), make_skill("csv-tools"))
    keeper.lifecycle.act(reviewer(tid), "csv-tools", "approve")
    with keeper.store.read() as conn:
        (card,) = inbox_cards(conn, tid)
        (listed,) = list_visible(conn, viewer_for(conn, tid))
    assert card["name"] == "pdf-tools"
    assert str(card["updated_at"]).endswith("+00:00")
    assert str(listed.card()["updated_at"]).endswith("+00:00")
