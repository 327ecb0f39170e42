"""Installable deltas (`have`) and gzip: what a node that already holds skills downloads."""

from __future__ import annotations

from typing import Any

import pytest

from skillkeeper.access.actor import Actor
from tests.factories import make_skill
from tests.web.conftest import Api, clean_scanner

URL = "/api/v1/skills/installable"


def _full(api: Api, headers: dict[str, str]) -> dict[str, Any]:
    r = api.client.post(URL, json={}, headers=headers)
    assert r.status_code == 200
    body: dict[str, Any] = r.json()
    return body


def _apply(have: dict[str, str], body: dict[str, Any]) -> dict[str, str]:
    held = {n: h for n, h in have.items() if n not in body["remove"]}
    held.update({s["name"]: s["content_hash"] for s in body["skills"]})
    return held


@pytest.fixture
def acme(api: Api) -> int:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    for name in ("alpha-tool", "beta-tool", "gamma-tool"):
        api.seed(tid, name)
    return tid


def test_a_delta_carries_only_changed_skills_and_what_to_remove(api: Api, acme: int) -> None:
    h = api.headers(acme, "fleet:report")
    before = {s["name"]: s["content_hash"] for s in _full(api, h)["skills"]}
    have = {**before, "retired-tool": "sha256:old"}
    api.keeper.lifecycle.write(
        Actor.operator(acme), make_skill("beta-tool", body="# beta\n\nNew steps.\n"), source="manual", status="active"
    )
    api.seed(acme, "delta-tool")
    r = api.client.post(URL, json={"node_id": "n1", "have": have}, headers=h)
    body = r.json()
    assert body["delta"] is True and body["remove"] == ["retired-tool"]
    assert sorted(s["name"] for s in body["skills"]) == ["beta-tool", "delta-tool"]
    full = _full(api, h)
    assert body["etag"] == full["etag"] == r.headers["etag"]
    assert _apply(have, body) == {s["name"]: s["content_hash"] for s in full["skills"]}


def test_a_node_that_holds_everything_gets_an_empty_delta(api: Api, acme: int) -> None:
    h = api.headers(acme, "fleet:report")
    have = {s["name"]: s["content_hash"] for s in _full(api, h)["skills"]}
    body = api.client.post(URL, json={"have": have}, headers=h).json()
    assert body["skills"] == [] and body["remove"] == []


@pytest.mark.parametrize("have", [{}, {"alpha-tool": "sha256:stale"}, {"nope": "x", "gamma-tool": "y"}])
def test_applying_any_delta_gives_exactly_the_full_set(api: Api, acme: int, have: dict[str, str]) -> None:
    h = api.headers(acme, "fleet:report")
    body = api.client.post(URL, json={"have": have}, headers=h).json()
    assert _apply(have, body) == {s["name"]: s["content_hash"] for s in _full(api, h)["skills"]}


def test_the_payload_is_gzipped_when_the_node_accepts_it(api: Api, acme: int) -> None:
    h = api.headers(acme, "fleet:report")
    zipped = api.client.post(URL, json={}, headers={**h, "Accept-Encoding": "gzip"})
    plain = api.client.post(URL, json={}, headers={**h, "Accept-Encoding": "identity"})
    assert zipped.headers["content-encoding"] == "gzip" and "content-encoding" not in plain.headers
    assert zipped.json() == plain.json()
    assert zipped.num_bytes_downloaded < len(plain.content)
