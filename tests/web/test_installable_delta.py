"""Installable deltas (`have`) and gzip: what a node that already holds skills downloads."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.node import buckets
from skillkeeper.node.client import ServerClient
from skillkeeper.web.routes import installable as installable_route
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


@pytest.mark.parametrize("encoding", ["gzip", "identity"])
def test_a_large_body_is_streamed_identical_to_a_built_one(
    api: Api, acme: int, monkeypatch: pytest.MonkeyPatch, encoding: str
) -> None:
    h = {**api.headers(acme, "fleet:report"), "Accept-Encoding": encoding}
    built = api.client.post(URL, json={}, headers=h)
    api.client.app.state.installable_cache.__init__()  # type: ignore[attr-defined]  # forget the built body
    monkeypatch.setattr(installable_route, "STREAM_OVER", 1)
    streamed = api.client.post(URL, json={}, headers=h)
    assert streamed.status_code == 200 and streamed.headers["etag"] == built.headers["etag"]
    assert "content-length" not in streamed.headers  # chunked: never held whole in memory
    assert streamed.content == built.content
    assert len(streamed.json()["skills"]) == 3
    again = api.client.post(URL, json={}, headers=h)  # kept once sent: served from the cache
    assert "content-length" in again.headers and again.content == built.content


def test_a_streamed_delta_applies_to_the_full_set(api: Api, acme: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(installable_route, "STREAM_OVER", 1)
    h = api.headers(acme, "fleet:report")
    have = {"alpha-tool": "sha256:stale", "retired-tool": "x"}
    body = api.client.post(URL, json={"have": have}, headers=h).json()
    assert body["delta"] is True and body["remove"] == ["retired-tool"]
    assert _apply(have, body) == {s["name"]: s["content_hash"] for s in _full(api, h)["skills"]}


def test_a_delta_poll_on_a_moved_set_asks_for_what_the_node_holds(api: Api, acme: int) -> None:
    h = api.headers(acme, "fleet:report")
    etag = api.client.post(URL, json={}, headers=h).headers["etag"]
    assert api.client.post(URL, json={"delta": True}, headers={**h, "If-None-Match": etag}).status_code == 304
    api.seed(acme, "delta-tool")
    asked = api.client.post(URL, json={"delta": True}, headers={**h, "If-None-Match": etag})
    assert asked.status_code == 200 and asked.json()["need_have"] is True and "skills" not in asked.json()


class _Recording(httpx.BaseTransport):
    """Forwards to the app and keeps every request body (what a node uploads)."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.bodies: list[dict[str, Any]] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.bodies.append(json.loads(request.read() or b"{}"))
        reply = self.inner.handle_request(request)
        raw = b"".join(reply.stream)  # type: ignore[union-attr]  # the test client's body, still encoded
        return httpx.Response(reply.status_code, headers=reply.headers, stream=httpx.ByteStream(raw))


@pytest.fixture
def bucketed(monkeypatch: pytest.MonkeyPatch, api: Api, acme: int) -> int:
    monkeypatch.setattr(buckets, "PER_BUCKET", 1)  # three skills spread over four buckets
    for name in ("delta-tool", "epsilon-tool", "zeta-tool"):
        api.seed(acme, name)
    return acme


def _revise_beta(api: Api, tid: int) -> None:
    api.keeper.lifecycle.write(
        Actor.operator(tid), make_skill("beta-tool", body="# beta\n\nNew steps.\n"), source="manual", status="active"
    )


def test_a_moved_set_answers_a_delta_poll_with_bucket_digests(api: Api, bucketed: int) -> None:
    h = api.headers(bucketed, "fleet:report")
    full = _full(api, h)
    r = api.client.post(URL, json={"delta": True}, headers={**h, "If-None-Match": '"older"'})
    offered = r.json()["buckets"]
    pairs = [(s["name"], s["content_hash"]) for s in full["skills"]]
    assert r.json()["need_have"] is True and offered["bits"] == buckets.bits_for(len(pairs)) > 0
    assert offered["digests"] == buckets.digests(pairs, offered["bits"])


def test_a_have_of_differing_buckets_gets_a_delta_confined_to_them(api: Api, bucketed: int) -> None:
    h = api.headers(bucketed, "fleet:report")
    have = {s["name"]: s["content_hash"] for s in _full(api, h)["skills"]}
    _revise_beta(api, bucketed)
    offered = api.client.post(URL, json={"delta": True}, headers=h).json()
    bits = offered["buckets"]["bits"]
    only = buckets.differing(buckets.digests(have.items(), bits), offered["buckets"]["digests"])
    assert only == [buckets.bucket_of("beta-tool", bits)]
    sent = {n: c for n, c in have.items() if buckets.bucket_of(n, bits) in only}
    ask = {"delta": True, "have": sent, "buckets": {"bits": bits, "only": only, "etag": offered["etag"]}}
    body = api.client.post(URL, json=ask, headers=h).json()
    assert [s["name"] for s in body["skills"]] == ["beta-tool"] and body["remove"] == []
    assert _apply(have, body) == {s["name"]: s["content_hash"] for s in _full(api, h)["skills"]}


def test_bucket_digests_of_an_older_set_are_offered_again(api: Api, bucketed: int) -> None:
    h = api.headers(bucketed, "fleet:report")
    ask = {"delta": True, "have": {}, "buckets": {"bits": 2, "only": [0], "etag": '"gone"'}}
    body = api.client.post(URL, json=ask, headers=h).json()
    assert body["need_have"] is True and body["etag"] != '"gone"' and "digests" in body["buckets"]


def test_a_node_one_change_behind_uploads_only_the_bucket_that_moved(api: Api, bucketed: int) -> None:
    h = api.headers(bucketed, "fleet:report")
    full = _full(api, h)
    have = {s["name"]: s["content_hash"] for s in full["skills"]}
    _revise_beta(api, bucketed)
    recording = _Recording(api.client._transport)
    token = h["Authorization"].removeprefix("Bearer ")
    with ServerClient("http://testserver", token, transport=recording) as client:
        pulled = client.pull(full["etag"], "n1", lambda: have)
    bits = recording.bodies[1]["buckets"]["bits"]
    assert [sorted(b.get("have", {})) for b in recording.bodies] == [
        [],
        sorted(n for n in have if buckets.bucket_of(n, bits) == buckets.bucket_of("beta-tool", bits)),
    ]
    assert _apply(have, pulled.payload) == {s["name"]: s["content_hash"] for s in _full(api, h)["skills"]}
    assert pulled.etag == _full(api, h)["etag"]
