"""Cached REST reads sent before the framework: the same bytes, counted under the route, exact on misses."""

from __future__ import annotations

from tests.web.conftest import Api


def test_a_repeated_read_is_filed_by_raw_request_and_answers_the_same_bytes(api: Api) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    headers = api.headers(tid, "skills:read")
    first = api.client.get("/api/v1/skills/pdf-tools", headers=headers)
    assert first.status_code == 200
    raw = api.client.app.state.raw_answers  # type: ignore[attr-defined]
    assert len(raw._items) == 1
    second = api.client.get("/api/v1/skills/pdf-tools", headers=headers)
    assert second.content == first.content
    assert second.headers["content-type"] == "application/json"
    assert second.headers["content-length"] == str(len(first.content))


def test_a_read_sent_early_is_counted_under_its_route(api: Api) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    headers = api.headers(tid, "skills:read")
    for _ in range(3):
        assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 200
    metrics = api.client.app.state.metrics  # type: ignore[attr-defined]
    counted = metrics.requests.labels("/api/v1/skills/{slug}", "GET", "200")._value.get()
    assert counted == 3


def test_a_cached_read_with_an_invalid_tenant_header_is_still_refused(api: Api) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    headers = api.headers(tid, "skills:read")
    assert api.client.get("/api/v1/skills/pdf-tools", headers=headers).status_code == 200
    bad = {**headers, "X-Skillkeeper-Tenant": "x" * 100}
    assert api.client.get("/api/v1/skills/pdf-tools", headers=bad).status_code == 422


def test_a_cached_read_needs_the_read_scope(api: Api) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    assert api.client.get("/api/v1/skills/pdf-tools", headers=api.headers(tid, "skills:read")).status_code == 200
    writer = api.headers(tid, "skills:write", principal="writer")
    assert api.client.get("/api/v1/skills/pdf-tools", headers=writer).status_code == 403
    assert api.client.get("/api/v1/skills/pdf-tools", headers={"Authorization": "Bearer skk_nope"}).status_code == 401
