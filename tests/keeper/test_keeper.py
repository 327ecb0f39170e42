"""The Keeper owns its settings, caches and listeners; its verbs return typed records on both engines."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.access.callers import Caller
from skillkeeper.errors import InvalidInput, NotFound
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.records import Page, SearchHit, SkillView, TenantRecord, TokenRecord
from skillkeeper.review.results import Change
from skillkeeper.settings import Settings
from tests.factories import agent, make_skill, reviewer


def _reader(tid: int) -> Caller:
    return Caller(tid, "acme", "agent-1", frozenset({"skills:read"}))


def _seed(keeper: Keeper, count: int = 3) -> int:
    tid = keeper.tenants.create("acme").id
    for i in range(count):
        keeper.lifecycle.write(
            reviewer(tid),
            make_skill(f"pdf-{i}", f"Use when merging PDF files, variant {i}."),
            source="manual",
            status="active",
        )
    keeper.lifecycle.write(agent(tid), make_skill("staged-pdf", "Use when you need the staged PDF helper."))
    return tid


def test_catalog_verbs_return_records_through_the_gate(keeper: Keeper) -> None:
    tid = _seed(keeper)
    catalog = keeper.catalog(_reader(tid))
    first = catalog.list(limit=2)
    assert isinstance(first, Page) and [v.name for v in first.items] == ["pdf-0", "pdf-1"]
    rest = catalog.list(cursor=first.next_cursor, limit=2)
    assert [v.name for v in rest.items] == ["pdf-2"] and rest.next_cursor is None
    hits = catalog.search("merge pdf files")
    assert hits and all(isinstance(h, SearchHit) for h in hits)
    assert "staged-pdf" not in {h.card.name for h in hits}
    view = catalog.get("pdf-1")
    assert isinstance(view, SkillView) and view.skill_md.startswith("---")
    assert catalog.read_file("pdf-1", "SKILL.md") is not None
    assert catalog.read_file("pdf-1", "missing.txt") is None
    for hidden in ("staged-pdf", "never-existed"):
        with pytest.raises(NotFound):
            catalog.get(hidden)


def test_a_cursor_from_another_listing_is_invalid_input(keeper: Keeper) -> None:
    from skillkeeper.store.cursor import encode_cursor

    tid = _seed(keeper, 1)
    with pytest.raises(InvalidInput):
        keeper.catalog(_reader(tid)).list(cursor=encode_cursor("inbox", ["pdf-0"]))


def test_tenant_and_token_verbs(keeper: Keeper) -> None:
    made = keeper.tenants.create("globex")
    assert isinstance(made, TenantRecord) and keeper.tenants.get("globex").id == made.id
    assert keeper.tenants.update_settings(made.id, {"review_gate": False}).review_gate is False
    issued = keeper.tokens.mint(made.id, "bot", "skills:read")
    assert keeper.tokens.authenticate(issued.token).principal == "bot"
    listed = keeper.tokens.list(made.id)
    assert [t.id for t in listed] == [issued.id] and isinstance(listed[0], TokenRecord)
    keeper.tokens.revoke(made.id, issued.id)
    assert keeper.tokens.list(made.id)[0].revoked


def test_fleet_keeps_the_latest_heartbeat_per_node(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    keeper.fleet.heartbeat(tid, "n1", hostname="h", reconcile={"installed": ["a"]})
    keeper.fleet.heartbeat(tid, "n1", hostname="h", reconcile={"installed": ["a", "b"]})
    (node,) = keeper.fleet.nodes(tid)
    assert node.to_dict()["reconcile"] == {"installed": ["a", "b"]} and node.to_dict()["last_seen"].endswith("+00:00")


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_two_keepers_share_no_caches(db_url: str) -> None:
    one, two = Keeper.open(db_url), Keeper.open(db_url)
    try:
        tid = _seed(one, 1)
        one.catalog(_reader(tid)).search("merge pdf")
        assert one.caches.search.index.size > 0
        assert two.caches.search.index.size == 0 and two.caches.scan is not one.caches.scan
    finally:
        one.close()
        two.close()


def test_subscribe_returns_the_unsubscribe(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    heard: list[Change] = []
    unsubscribe = keeper.lifecycle.subscribe(heard.append)
    keeper.lifecycle.write(agent(tid), make_skill("one", "Use when testing listeners."))
    unsubscribe()
    keeper.lifecycle.write(agent(tid), make_skill("two", "Use when testing listeners."))
    assert [c.name for c in heard] == ["one"]


def test_settings_hold_the_node_and_ranker_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_NODE_ID", "laptop-1")
    monkeypatch.setenv("SKILLKEEPER_SERVER", "http://example.test")
    monkeypatch.setenv("SKILLKEEPER_SKILL_TARGETS", '[{"dir": "/tmp/x", "mode": "owned"}]')
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", " Hybrid ")
    settings = Settings()
    assert (settings.node_id, settings.server, settings.search_ranker) == ("laptop-1", "http://example.test", "hybrid")
    assert settings.skill_targets is not None and "owned" in settings.skill_targets
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "")
    assert Settings().search_ranker == "auto"
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "magic")
    with pytest.raises(ValueError):
        Settings()


def test_keeper_searches_with_its_own_settings_ranker(tmp_path: Path) -> None:
    keeper = Keeper.open(f"sqlite:///{tmp_path / 'k.db'}", settings=Settings(search_ranker="lexical"))
    try:
        tid = _seed(keeper, 2)
        assert keeper.catalog(_reader(tid)).search("merge pdf", limit=1)[0].card.name.startswith("pdf-")
    finally:
        keeper.close()
