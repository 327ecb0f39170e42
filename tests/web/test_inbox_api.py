from __future__ import annotations

import threading

from skillkeeper.access.actor import Actor
from tests.factories import make_skill
from tests.web.conftest import Api, clean_scanner, write_body


def test_inbox_lists_staged_and_pending_edits_newest_first_deferred_last(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    for name in ("first-one", "second-one", "third-one"):
        assert api.client.post("/api/v1/skills", json=write_body(name), headers=h).status_code == 201
    api.seed(tid, "live-one")
    api.client.put("/api/v1/skills/live-one", json=write_body("live-one", body="# Live\n\nNew steps.\n"), headers=h)
    assert (
        api.client.post("/api/v1/skills-inbox/first-one/defer", json={"reason": "later"}, headers=h).status_code == 200
    )
    body = api.client.get("/api/v1/skills-inbox", headers=h).json()
    names = [c["name"] for c in body["items"]]
    assert names == ["live-one", "third-one", "second-one", "first-one"]
    edit = body["items"][0]
    assert edit["pending_edit"] is True
    assert "+New steps." in edit["diff"]
    assert edit["verdict"] == "clean" and edit["findings"] == [] and edit["source"] == "agent"
    assert "files" not in edit
    full = api.client.get("/api/v1/skills-inbox", params={"include_content": True}, headers=h).json()
    assert full["items"][0]["files"][0]["path"] == "SKILL.md"


def test_inbox_actions_move_skills_and_are_audited(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    api.client.post("/api/v1/skills", json=write_body("pdf-tools"), headers=h)
    read = api.head_hash(tid, "pdf-tools")
    r = api.client.post(
        "/api/v1/skills-inbox/pdf-tools/approve", json={"reason": "good", "content_hash": read}, headers=h
    )
    assert r.json() == {
        "name": "pdf-tools",
        "action": "approve",
        "from_status": "staged",
        "to_status": "active",
        "content_hash": read,
    }
    assert api.client.get("/api/v1/skills/pdf-tools", headers=h).status_code == 200
    again = api.client.post("/api/v1/skills-inbox/pdf-tools/approve", json={"content_hash": read}, headers=h)
    assert again.status_code == 409
    assert api.client.post("/api/v1/skills/pdf-tools/deprecate", json={}, headers=h).status_code == 200
    events = api.client.get("/api/v1/skills/pdf-tools/history", headers=h).json()["events"]
    assert [(e["action"], e["actor"]) for e in events][-2:] == [("approve", "alice"), ("deprecate", "alice")]
    assert (
        api.client.post("/api/v1/skills-inbox/missing/approve", json={"content_hash": read}, headers=h).status_code
        == 404
    )


def test_quarantined_inbox_and_release(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    api.seed(tid, "held-tool", status="quarantined")
    items = api.client.get("/api/v1/skills-inbox", params={"status": "quarantined"}, headers=h).json()["items"]
    assert [c["name"] for c in items] == ["held-tool"]
    r = api.client.post(
        "/api/v1/skills-inbox/held-tool/release",
        json={"reason": "false positive", "content_hash": api.head_hash(tid, "held-tool")},
        headers=h,
    )
    assert r.json()["to_status"] == "staged"


def test_concurrent_approvals_one_wins_other_conflicts(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.keeper.lifecycle.write(Actor.operator(tid), make_skill("race-tool"), source="manual")
    h1, h2 = api.headers(tid, principal="r1"), api.headers(tid, principal="r2")
    read = api.head_hash(tid, "race-tool")
    barrier = threading.Barrier(2)
    codes: list[int] = []

    def approve(h: dict[str, str]) -> None:
        barrier.wait(timeout=10)
        codes.append(
            api.client.post(
                "/api/v1/skills-inbox/race-tool/approve", json={"content_hash": read}, headers=h
            ).status_code
        )

    threads = [threading.Thread(target=approve, args=(h,)) for h in (h1, h2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert sorted(codes) == [200, 409]


def _revise(api: Api, h: dict[str, str], name: str, body: str) -> None:
    r = api.client.post("/api/v1/skills", json=write_body(name, body=body), headers=h)
    assert r.status_code == (201 if r.json()["created"] else 200), r.text


def test_approve_names_the_revision_read_and_a_moved_head_is_stale(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    _revise(api, h, "pdf-tools", "Revision one.")
    read = api.head_hash(tid, "pdf-tools")  # the reviewer reads revision 1
    _revise(api, h, "pdf-tools", "Revision two, pushed while the reviewer reads.")
    current = api.head_hash(tid, "pdf-tools")
    r = api.client.post("/api/v1/skills-inbox/pdf-tools/approve", json={"content_hash": read}, headers=h)
    assert r.status_code == 409 and r.json()["error"]["code"] == "stale_review"
    assert r.json()["error"]["details"] == {"expected": read, "current": current}
    assert api.client.get("/api/v1/skills/pdf-tools", headers=h).status_code == 404  # nothing went active
    missing = api.client.post("/api/v1/skills-inbox/pdf-tools/approve", json={}, headers=h)
    assert missing.status_code == 422 and "content_hash" in missing.json()["error"]["message"]


def test_pending_edit_of_an_active_skill_is_pinned_too(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    api.seed(tid, "pdf-tools", body="Approved text.")
    served = api.client.get("/api/v1/skills/pdf-tools", headers=h).json()["content_hash"]
    _revise(api, h, "pdf-tools", "Edit one.")
    read = api.head_hash(tid, "pdf-tools")
    _revise(api, h, "pdf-tools", "Edit two, unseen.")
    r = api.client.post("/api/v1/skills-inbox/pdf-tools/approve", json={"content_hash": read}, headers=h)
    assert r.status_code == 409 and r.json()["error"]["code"] == "stale_review"
    assert api.client.get("/api/v1/skills/pdf-tools", headers=h).json()["content_hash"] == served
