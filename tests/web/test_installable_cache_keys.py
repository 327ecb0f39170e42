"""The installable payload cache: one node's `have` can never make another node's answer."""

from __future__ import annotations

from typing import Any

from skillkeeper.access.actor import Actor
from tests.factories import make_skill
from tests.web.conftest import Api, clean_scanner

URL = "/api/v1/skills/installable"


def _full(api: Api, headers: dict[str, str]) -> dict[str, Any]:
    body: dict[str, Any] = api.client.post(URL, json={}, headers=headers).json()
    return body


def test_a_crafted_have_cannot_plant_the_answer_another_node_gets(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    acme = api.tenant("acme")
    for name in ("alpha-tool", "gone-tool"):
        api.seed(acme, name)
    h = api.headers(acme, "fleet:report")
    held = {s["name"]: s["content_hash"] for s in _full(api, h)["skills"]}
    # The reviewer retires gone-tool and a new alpha-tool revision is approved: a node holding the
    # old set must drop gone-tool and fetch alpha-tool.
    api.keeper.review(Actor.operator(acme)).act("gone-tool", "deprecate", None, "retired", [])
    api.keeper.lifecycle.write(
        Actor.operator(acme), make_skill("alpha-tool", body="# alpha\n\nNew steps.\n"), source="manual", status="active"
    )
    alpha = next(s for s in _full(api, h)["skills"] if s["name"] == "alpha-tool")
    # Another node of the tenant (any fleet:report token) asks first with a name that spells the
    # honest node's listed entry after its remove list.
    entry = f"\n{alpha['name']}\x00{alpha['content_hash']}\x00{alpha['kind']}\x00{alpha['origin']}"
    crafted = {"gone-tool" + entry: "x", "alpha-tool": alpha["content_hash"]}
    api.client.post(URL, json={"node_id": "evil", "have": crafted}, headers=h)
    body = api.client.post(URL, json={"node_id": "honest", "have": held}, headers=h).json()
    assert body["remove"] == ["gone-tool"]
    assert [s["name"] for s in body["skills"]] == ["alpha-tool"]
