"""/metrics on a public bind answers a tenant's token with that tenant's inbox depth only."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.web import create_app
from tests.factories import agent, make_skill
from tests.web.conftest import Api, clean_scanner


@pytest.fixture
def public_api(keeper: Keeper) -> Iterator[Api]:
    settings = Settings(host="0.0.0.0", public_url="http://127.0.0.1:8765", webhook_worker=False)
    with TestClient(create_app(keeper, settings=settings)) as client:
        yield Api(keeper, client)


def test_a_tenants_metrics_token_never_sees_other_tenants_or_their_hidden_skills(public_api: Api) -> None:
    api = public_api
    api.keeper.lifecycle.scanner = clean_scanner
    acme, rival = api.tenant("acme"), api.tenant("rival-corp")
    api.keeper.lifecycle.write(agent(acme), make_skill("one-tool"))
    for name in ("secret-one", "secret-two"):
        api.keeper.lifecycle.write(agent(rival), make_skill(name))
    assert api.client.get("/metrics").status_code == 401
    text = api.client.get("/metrics", headers=api.headers(acme, "fleet:read")).text
    assert 'skillkeeper_inbox_depth{status="staged",tenant="acme"} 1.0' in text
    assert "rival-corp" not in text
    assert "skillkeeper_review_decision_seconds_count" in text  # server-wide figures without a tenant stay
