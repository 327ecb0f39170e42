from __future__ import annotations

import json

from tests.web.conftest import Api

BEAT = {
    "node_id": "build-7",
    "hostname": "build-7.local",
    "agent_version": "0.1.0",
    "reconcile": {
        "at": "2026-12-02T11:00:00Z",
        "etag": '"abc"',
        "installed": ["pdf-tools"],
        "skipped": [{"name": "bad name", "reason": "name is not spec-valid"}],
        "targets": [{"dir": "/home/u/.claude/skills", "mode": "additive"}],
        "registeredDirs": ["/x"],
        "errors": [],
    },
}


def test_heartbeat_keeps_the_latest_summary_per_node(api: Api) -> None:
    tid = api.tenant("acme")
    other = api.tenant("other")
    h = api.headers(tid, "fleet:report,fleet:read")
    assert api.client.post("/api/v1/nodes/heartbeat", json=BEAT, headers=h).status_code == 200
    second = {**BEAT, "reconcile": {**BEAT["reconcile"], "installed": ["pdf-tools", "csv-tools"]}}
    assert api.client.post("/api/v1/nodes/heartbeat", json=second, headers=h).status_code == 200
    nodes = api.client.get("/api/v1/fleet/nodes", headers=h).json()["nodes"]
    assert len(nodes) == 1
    node = nodes[0]
    assert node["node_id"] == "build-7" and node["hostname"] == "build-7.local" and node["last_seen"]
    assert node["reconcile"]["installed"] == ["pdf-tools", "csv-tools"]
    assert node["reconcile"]["registeredDirs"] == ["/x"]
    assert api.client.get("/api/v1/fleet/nodes", headers=api.headers(other, "fleet:read")).json()["nodes"] == []


def test_heartbeat_over_64_kib_is_413(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "fleet:report")
    big = {**BEAT, "reconcile": {**BEAT["reconcile"], "errors": ["x" * 1000] * 80}}
    r = api.client.post("/api/v1/nodes/heartbeat", json=big, headers=h)
    assert r.status_code == 413
    assert r.json()["error"]["code"] == "too_large"

    def chunks():  # type: ignore[no-untyped-def]
        data = json.dumps(big).encode()
        for i in range(0, len(data), 8192):
            yield data[i : i + 8192]

    r = api.client.post("/api/v1/nodes/heartbeat", content=chunks(), headers={**h, "Content-Type": "application/json"})
    assert r.status_code == 413


def test_invalid_heartbeat_is_422(api: Api) -> None:
    tid = api.tenant("acme")
    r = api.client.post("/api/v1/nodes/heartbeat", json={"node_id": ""}, headers=api.headers(tid, "fleet:report"))
    assert r.status_code == 422
    assert r.json()["error"]["code"] == "invalid_request"


def test_fleet_view_shows_each_nodes_overrides_and_local_skills(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "fleet:report,fleet:read")
    beat = {
        **BEAT,
        "reconcile": {
            **BEAT["reconcile"],
            "overridden": ["pdf-tools"],
            "local": ["my-notes"],
            "forked": [],
            "offline_since": None,
        },
    }
    assert api.client.post("/api/v1/nodes/heartbeat", json=beat, headers=h).status_code == 200
    node = api.client.get("/api/v1/fleet/nodes", headers=h).json()["nodes"][0]
    assert (node["overridden"], node["local"]) == (["pdf-tools"], ["my-notes"])
    assert node["reconcile"]["overridden"] == ["pdf-tools"]


def test_fleet_view_tells_an_offline_node_from_one_whose_syncs_the_server_answers_with_an_error(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "fleet:report,fleet:read")
    since = "2026-12-07T01:00:00+00:00"
    for node_id, status in (("down", None), ("refused", 404)):
        rec = {**BEAT["reconcile"], "offline_since": since, "failed_status": status}
        beat = {**BEAT, "node_id": node_id, "reconcile": rec}
        assert api.client.post("/api/v1/nodes/heartbeat", json=beat, headers=h).status_code == 200
    nodes = {n["node_id"]: n for n in api.client.get("/api/v1/fleet/nodes", headers=h).json()["nodes"]}
    assert (nodes["down"]["offline_since"], nodes["down"]["failed_status"]) == (since, None)
    assert (nodes["refused"]["offline_since"], nodes["refused"]["failed_status"]) == (since, 404)


def test_the_longest_node_id_and_hostname_are_stored_and_longer_ones_are_422_not_500(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "fleet:report,fleet:read")
    beat = {**BEAT, "node_id": "n" * 128, "hostname": "h" * 255}
    r = api.client.post("/api/v1/nodes/heartbeat", json=beat, headers=h)
    assert r.status_code == 200, r.text
    [node] = api.client.get("/api/v1/fleet/nodes", headers=h).json()["nodes"]
    assert node["node_id"] == "n" * 128 and node["hostname"] == "h" * 255
    for longer in ({"node_id": "n" * 129}, {"hostname": "h" * 256}):
        assert api.client.post("/api/v1/nodes/heartbeat", json={**BEAT, **longer}, headers=h).status_code == 422


def test_a_node_reports_only_with_tokens_of_the_principal_that_first_reported_it(api: Api) -> None:
    tid = api.tenant("acme")
    build7 = api.headers(tid, "fleet:report,fleet:read", "node-build-7")
    assert api.client.post("/api/v1/nodes/heartbeat", json=BEAT, headers=build7).status_code == 200
    # Another node's token (a laptop that was taken over) cannot overwrite build-7's report, say to hide
    # that build-7 still holds a revoked skill.
    laptop = api.headers(tid, "fleet:report", "node-laptop-3")
    forged = {**BEAT, "reconcile": {**BEAT["reconcile"], "installed": []}}
    r = api.client.post("/api/v1/nodes/heartbeat", json=forged, headers=laptop)
    assert r.status_code == 403 and "--node-id" in r.json()["error"]["message"], r.text
    assert "node-build-7" not in r.text
    [node] = api.client.get("/api/v1/fleet/nodes", headers=build7).json()["nodes"]
    assert node["reconcile"]["installed"] == ["pdf-tools"]
    # A new token of the same principal (a rotation) reports as before.
    rotated = api.headers(tid, "fleet:report", "node-build-7")
    assert api.client.post("/api/v1/nodes/heartbeat", json=forged, headers=rotated).status_code == 200


def test_a_heartbeat_with_control_characters_in_its_node_id_or_hostname_is_422(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "fleet:report,fleet:read")
    for field, value in (
        ("node_id", "build-7\x1b[2J"),
        ("hostname", "h\nbuild-8  fake  row"),
        ("agent_version", "\x9b0m"),
    ):
        r = api.client.post("/api/v1/nodes/heartbeat", json={**BEAT, field: value}, headers=h)
        assert r.status_code == 422, (field, r.text)
    assert api.client.get("/api/v1/fleet/nodes", headers=h).json()["nodes"] == []


def test_a_tenant_past_the_node_cap_cannot_register_a_new_node_but_its_nodes_keep_reporting(api: Api) -> None:
    from skillkeeper.settings import Settings

    api.keeper.settings = Settings(max_nodes_per_tenant=2)
    tid, other = api.tenant("acme"), api.tenant("other")
    h = api.headers(tid, "fleet:report,fleet:read")
    for node in ("n1", "n2"):
        assert api.client.post("/api/v1/nodes/heartbeat", json={**BEAT, "node_id": node}, headers=h).status_code == 200
    third = api.client.post("/api/v1/nodes/heartbeat", json={**BEAT, "node_id": "n3"}, headers=h)
    assert third.status_code == 403 and third.json()["error"]["code"] == "too_many_nodes"
    message = third.json()["error"]["message"]
    assert "\n" not in message and "SKILLKEEPER_MAX_NODES_PER_TENANT" in message and "--node-id" in message
    assert api.client.post("/api/v1/nodes/heartbeat", json={**BEAT, "node_id": "n2"}, headers=h).status_code == 200
    nodes = api.client.get("/api/v1/fleet/nodes", headers=h).json()["nodes"]
    assert [n["node_id"] for n in nodes] == ["n1", "n2"]
    # The cap is per tenant: another tenant registers its own.
    theirs = api.headers(other, "fleet:report")
    assert api.client.post("/api/v1/nodes/heartbeat", json={**BEAT, "node_id": "n3"}, headers=theirs).status_code == 200


def test_heartbeats_report_updated_skills_apart_from_added_and_an_older_agents_report_is_accepted(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "fleet:report,fleet:read")
    new = {**BEAT, "node_id": "new", "reconcile": {**BEAT["reconcile"], "added": ["a"], "updated": ["b"]}}
    old = {**BEAT, "node_id": "old", "reconcile": {k: v for k, v in BEAT["reconcile"].items() if k != "updated"}}
    for beat in (new, old):
        assert api.client.post("/api/v1/nodes/heartbeat", json=beat, headers=h).status_code == 200
    nodes = {n["node_id"]: n["reconcile"] for n in api.client.get("/api/v1/fleet/nodes", headers=h).json()["nodes"]}
    assert (nodes["new"]["added"], nodes["new"]["updated"]) == (["a"], ["b"])
    assert nodes["old"]["updated"] == []
