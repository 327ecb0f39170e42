"""No existence leak: hidden, foreign and never-existing skills answer byte-identically (name aside)."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skillkeeper.access.subscriptions import subscribe
from tests.web.conftest import Api, clean_scanner, write_body

STATUSES = ("candidate", "staged", "active", "rejected", "quarantined", "deprecated")
HIDDEN_OWN = ("candidate", "staged", "rejected", "quarantined", "deprecated")
_ids = itertools.count()


def _answer(api: Api, method: str, name: str, headers: dict[str, str]) -> tuple[Any, ...]:
    path = f"/api/v1/skills/{name}" + ("/history" if method == "HISTORY" else "")
    body = write_body(name, body="# same\n\nSame body.\n") if method == "PUT" else None
    r = api.client.request("GET" if method == "HISTORY" else method, path, json=body, headers=headers)
    return (
        r.status_code,
        r.headers.get("content-type"),
        r.headers.get("www-authenticate"),
        r.headers.get("content-length"),
        r.text.replace(name, "<name>"),
    )


case = st.one_of(
    st.tuples(st.just("own"), st.sampled_from(HIDDEN_OWN), st.just(False)),
    st.tuples(st.just("foreign"), st.sampled_from(STATUSES), st.booleans()),
    st.tuples(st.just("subscribed"), st.sampled_from(HIDDEN_OWN), st.booleans()),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    case=case,
    method=st.sampled_from(["GET", "PUT", "DELETE", "HISTORY"]),
    scopes=st.sampled_from(["skills:read,skills:write", "skills:read,skills:write,skills:review,skills:admin"]),
)
def test_hidden_or_foreign_skill_answers_like_a_missing_one(
    api: Api, case: tuple[str, str, bool], method: str, scopes: str
) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    where, status, other_gate_off = case
    n = next(_ids)
    me = api.tenant(f"me-{n}")
    other = api.tenant(f"other-{n}", review_gate=not other_gate_off, published=True)
    hidden, missing = f"hid{n:05d}-x", f"mis{n:05d}-x"  # equal lengths: Content-Length may not differ
    if where == "own":
        api.seed(me, hidden, status=status)
    else:
        api.seed(other, hidden, status=status)
        if where == "subscribed":
            with api.keeper.store.write() as conn:
                subscribe(conn, me, f"other-{n}")
    if method == "HISTORY" and where == "own" and "skills:review" in scopes:
        return  # reviewers see their own tenant's in-flight skills by design (the inbox shows them)
    headers = api.headers(me, scopes)
    assert _answer(api, method, hidden, headers) == _answer(api, method, missing, headers)


def test_deleting_a_hidden_skill_leaves_it_in_place(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "draft-tool", status="staged")
    assert api.client.delete("/api/v1/skills/draft-tool", headers=api.headers(tid)).status_code == 404
    items = api.client.get("/api/v1/skills-inbox", headers=api.headers(tid)).json()["items"]
    assert [c["name"] for c in items] == ["draft-tool"]
