"""REST inbox at scale: cursor + total, filters, bulk with per-item results, acknowledgements, the allow-list."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.skill.folder import parse_skill_dir
from tests.factories import agent
from tests.web.conftest import Api, clean_scanner, write_body

HOOK = Path(__file__).resolve().parents[1] / "review" / "data" / "block-no-verify-hook"
REVIEWER = "skills:read,skills:write,skills:review"


def test_inbox_answers_items_total_and_next_cursor(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    for i in range(5):
        assert api.client.post("/api/v1/skills", json=write_body(f"skill-{i}"), headers=h).status_code == 201
    answer = api.client.get("/api/v1/skills-inbox", params={"limit": 2}, headers=h)
    assert answer.status_code == 200, answer.text
    first = answer.json()
    assert first["total"] == 5 and len(first["items"]) == 2 and first["next_cursor"]
    names = [c["name"] for c in first["items"]]
    cursor = first["next_cursor"]
    while cursor:
        page = api.client.get("/api/v1/skills-inbox", params={"limit": 2, "cursor": cursor}, headers=h).json()
        names += [c["name"] for c in page["items"]]
        cursor = page["next_cursor"]
    assert names == [f"skill-{i}" for i in reversed(range(5))]
    bad = api.client.get("/api/v1/skills-inbox", params={"cursor": "nonsense"}, headers=h)
    assert bad.status_code == 422 and bad.json()["error"]["code"] == "invalid_request"
    found = api.client.get("/api/v1/skills-inbox", params={"q": "skill-3"}, headers=h).json()
    assert [c["name"] for c in found["items"]] == ["skill-3"] and found["total"] == 1
    assert api.client.get("/api/v1/skills-inbox", params={"sort": "sideways"}, headers=h).status_code == 422


def test_bulk_approve_applies_the_rest_when_one_item_raced(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    for name in ("alpha-one", "beta-two", "gamma-three"):
        api.client.post("/api/v1/skills", json=write_body(name), headers=h)
    answer = api.client.get("/api/v1/skills-inbox", headers=h)
    assert answer.status_code == 200, answer.text
    items = [{"name": c["name"], "content_hash": c["content_hash"]} for c in answer.json()["items"]]
    changed = write_body("beta-two", body="# beta\n\nChanged.\n")
    assert api.client.post("/api/v1/skills", json=changed, headers=h).status_code == 200
    r = api.client.post(
        "/api/v1/skills-inbox/bulk", json={"action": "approve", "reason": "ok", "items": items}, headers=h
    )
    assert r.status_code == 200
    body = r.json()
    assert (body["applied"], body["failed"]) == (2, 1)
    by = {x["name"]: x for x in body["results"]}
    assert by["alpha-one"]["to_status"] == "active" and by["gamma-three"]["to_status"] == "active"
    assert by["beta-two"]["status"] == 409 and by["beta-two"]["error"] == "stale_review"
    assert api.client.get("/api/v1/skills/alpha-one", headers=h).status_code == 200
    assert api.client.get("/api/v1/skills/beta-two", headers=h).status_code == 404


def test_bulk_refuses_an_unknown_action_and_a_missing_scope(api: Api) -> None:
    tid = api.tenant("acme")
    items = [{"name": "x-y", "content_hash": "sha256:1"}]
    h = api.headers(tid)
    assert (
        api.client.post("/api/v1/skills-inbox/bulk", json={"action": "nuke", "items": items}, headers=h).status_code
        == 422
    )
    r = api.client.post(
        "/api/v1/skills-inbox/bulk",
        json={"action": "approve", "items": items},
        headers=api.headers(tid, "skills:read,skills:write", "wendy"),
    )
    assert r.status_code == 403
    deprecate = api.client.post(
        "/api/v1/skills-inbox/bulk",
        json={"action": "deprecate", "items": items},
        headers=api.headers(tid, REVIEWER, "rita"),
    )
    assert deprecate.status_code == 403


def test_acknowledge_over_rest_needs_admin_and_agents_never_see_it(api: Api) -> None:
    tid = api.tenant("acme")
    hook = parse_skill_dir(HOOK)
    written = api.keeper.lifecycle.write(agent(tid), hook)
    assert written.status == "quarantined"
    card = api.client.get("/api/v1/skills-inbox", params={"status": "quarantined"}, headers=api.headers(tid)).json()
    codes = sorted({f["code"] for f in card["items"][0]["findings"] if f["severity"] == "critical"})
    body = {"content_hash": written.content_hash, "reason": "installs a hook on purpose", "acknowledge": codes}
    path = f"/api/v1/skills-inbox/{hook.name}/approve"
    assert api.client.post(path, json=body, headers=api.headers(tid, REVIEWER, "rita")).status_code == 403
    plain = api.client.post(path, json={**body, "acknowledge": []}, headers=api.headers(tid))
    assert plain.status_code == 409 and "acknowledg" in plain.json()["error"]["message"]
    done = api.client.post(path, json=body, headers=api.headers(tid))
    assert done.status_code == 200 and done.json()["acknowledged"] == codes
    read = api.client.get(f"/api/v1/skills/{hook.name}", headers=api.headers(tid, "skills:read", "reader")).json()
    assert read["content_hash"] == written.content_hash and "acknowledg" not in str(read)
    events = api.client.get(f"/api/v1/skills/{hook.name}/history", headers=api.headers(tid)).json()["events"]
    assert events[-1]["details"]["acknowledged"] == codes


def test_allowlist_over_rest(api: Api) -> None:
    tid = api.tenant("acme")
    entry = {"code": "SK-SELF-GLOBAL-CONFIG", "path_glob": "SKILL.md", "reason": "hook installers"}
    assert (
        api.client.post("/api/v1/scan-allowlist", json=entry, headers=api.headers(tid, REVIEWER, "rita")).status_code
        == 403
    )
    made = api.client.post("/api/v1/scan-allowlist", json=entry, headers=api.headers(tid))
    assert made.status_code == 201
    assert api.client.post("/api/v1/scan-allowlist", json=entry, headers=api.headers(tid)).status_code == 409
    bad = {**entry, "path_glob": "../x"}
    assert api.client.post("/api/v1/scan-allowlist", json=bad, headers=api.headers(tid)).status_code == 422
    listed = api.client.get("/api/v1/scan-allowlist", headers=api.headers(tid, REVIEWER, "rita")).json()["entries"]
    assert [e["code"] for e in listed] == ["SK-SELF-GLOBAL-CONFIG"]
    assert api.keeper.lifecycle.write(agent(tid), parse_skill_dir(HOOK)).status == "staged"
    other = api.tenant("other")
    assert api.client.get("/api/v1/scan-allowlist", headers=api.headers(other)).json()["entries"] == []
    assert (
        api.client.delete(f"/api/v1/scan-allowlist/{made.json()['id']}", headers=api.headers(other)).status_code == 404
    )
    assert api.client.delete(f"/api/v1/scan-allowlist/{made.json()['id']}", headers=api.headers(tid)).status_code == 200


def test_submit_moves_a_candidate_to_staged(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "forged-one", status="candidate")
    h = api.headers(tid)
    listed = api.client.get("/api/v1/skills-inbox", params={"status": "candidate"}, headers=h).json()
    assert [c["name"] for c in listed["items"]] == ["forged-one"] and "submit" in listed["items"][0]["actions"]
    r = api.client.post("/api/v1/skills-inbox/forged-one/submit", json={"reason": "ready"}, headers=h)
    assert r.status_code == 200 and r.json()["to_status"] == "staged"
