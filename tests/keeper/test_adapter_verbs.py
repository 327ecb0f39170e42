"""The verbs the web pages and routes adapt: sessions, tokens, webhooks, review detail, figures, installable."""

from __future__ import annotations

from datetime import timedelta

import pytest

from skillkeeper.access.callers import Caller
from skillkeeper.access.tokens import InvalidToken
from skillkeeper.errors import Forbidden, InvalidInput, NotFound
from skillkeeper.keeper import Keeper
from skillkeeper.review.states import Status
from tests.factories import admin, agent, make_skill, reviewer


def test_a_session_follows_its_token_and_ends_on_close(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    issued = keeper.tokens.mint(tid, "rita", "skills:read,skills:review")
    assert keeper.tokens.inspect(issued.token).caller.principal == "rita"
    session = keeper.sessions.open(keeper.tokens.authenticate(issued.token).token_id or "", timedelta(hours=1))
    caller = keeper.sessions.caller(session)
    assert caller is not None and caller.principal == "rita"
    keeper.sessions.close(session)
    assert keeper.sessions.caller(session) is None
    with pytest.raises(InvalidToken):
        keeper.tokens.inspect("sk_not_a_token")


def test_server_secrets_are_stable_and_cached_per_keeper(db_url: str) -> None:
    one, two = Keeper.open(db_url), Keeper.open(db_url)
    try:
        assert one.sessions.secret("csrf") == two.sessions.secret("csrf")
        assert one.caches.secrets is not two.caches.secrets and "csrf" in one.caches.secrets
    finally:
        one.close()
        two.close()


def test_the_local_caller_creates_its_tenant(keeper: Keeper) -> None:
    caller = keeper.tokens.local_caller("home")
    assert caller.tenant == "home" and keeper.tenants.id_of("home") == caller.tenant_id


def test_webhook_verbs_need_admin_and_refuse_private_urls(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    with pytest.raises(Forbidden):
        keeper.webhooks(reviewer(tid)).list()
    hooks = keeper.webhooks(admin(tid))
    with pytest.raises(InvalidInput, match="private"):
        hooks.add("http://127.0.0.1/hook")
    added = hooks.add("http://127.0.0.1/hook", allow_private=True)
    assert added["secret"] and [h["id"] for h in hooks.list()] == [added["id"]]
    assert hooks.deliveries(added["id"]) == []
    hooks.remove(added["id"])
    assert hooks.list() == []
    with pytest.raises(NotFound):
        hooks.remove(added["id"])


def test_review_detail_verbs_read_one_tenant(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    other = keeper.tenants.create("other").id
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    review = keeper.review(reviewer(tid))
    read = review.detail("pdf-tools", "no-such-file")
    assert read.shown == "SKILL.md" and read.tree["status"] == Status.STAGED
    assert read.timeline["standing"] == Status.STAGED and "approve" in read.timeline["actions"]
    assert review.file("pdf-tools", "SKILL.md")["lines"]
    assert review.diff("pdf-tools")["from"] is None
    assert review.figures()["depth"][Status.STAGED] == 1
    with pytest.raises(NotFound):
        keeper.review(reviewer(other)).files("pdf-tools")
    with pytest.raises(Forbidden):
        keeper.review(agent(tid)).timeline("pdf-tools")


def test_installable_verbs_list_and_load_what_the_gate_shows(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    keeper.lifecycle.write(reviewer(tid), make_skill("pdf-tools"), source="manual", status=Status.ACTIVE)
    keeper.lifecycle.write(agent(tid), make_skill("staged-one"))
    catalog = keeper.catalog(Caller(tid, "acme", "node", frozenset({"fleet:report"})))
    items, etag = catalog.installable()
    assert [e.name for e in items] == ["pdf-tools"] and etag.startswith('"')
    assert catalog.installable() == (items, etag)
    mds, files = catalog.installable_contents([items[0].revision_id])
    assert "pdf-tools" in mds[items[0].revision_id] and items[0].revision_id in files


def test_figures_count_decisions_once_and_ready_answers(keeper: Keeper) -> None:
    tid = keeper.tenants.create("acme").id
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    keeper.lifecycle.act(reviewer(tid), "pdf-tools", "approve")
    seen: list[str] = []
    first = keeper.figures.read(None, 0, lambda d: seen.append(d.action))
    again = keeper.figures.read(first.version, first.after, lambda d: seen.append(d.action))
    assert seen == ["approve"] and again.depth is None and first.depth is not None
    assert keeper.figures.ready() == {"database": True, "migrations": True}
