"""Separation of duties on what counts as clean: with auto-promotion on, a clean write goes active
with no human, so skipping or allow-listing scanner findings is then a reviewer's call too."""

from __future__ import annotations

from skillkeeper.check.scan import Finding, ScanResult
from skillkeeper.skill.model import Skill
from tests.web.conftest import Api, write_body

SETTINGS = "/api/v1/tenants/current/settings"
ALLOWLIST = "/api/v1/scan-allowlist"
ENTRY = {"code": "SK-WEAKEN-FIREWALL", "path_glob": "*", "reason": "our runbooks turn the firewall off"}


def _firewall_off(skill: Skill) -> ScanResult:
    finding = Finding("SK-WEAKEN-FIREWALL", "system-weakening", "critical", "turns off the firewall")
    return ScanResult("quarantined", (finding,), skill.content_hash)


def test_an_admin_without_review_cannot_skip_findings_while_clean_writes_promote(api: Api) -> None:
    tid = api.tenant("acme", auto_promote_clean=True)
    admin = api.headers(tid, "skills:admin", "ops-admin")
    for skip in (["system-weakening"], ["SK-WEAKEN-FIREWALL"]):
        r = api.client.put(SETTINGS, json={"scan_skip": skip}, headers=admin)
        assert r.status_code == 403 and "skills:review" in r.json()["error"]["message"], r.text
    r = api.client.post(ALLOWLIST, json=ENTRY, headers=admin)
    assert r.status_code == 403 and "skills:review" in r.json()["error"]["message"], r.text
    api.keeper.lifecycle.scanner = _firewall_off
    agent = api.headers(tid, "skills:read,skills:write", "agent-bot")
    written = api.client.post(
        "/api/v1/skills", json=write_body("ufw-helper", body="# ufw\n\nTurn it off.\n"), headers=agent
    )
    assert written.json()["status"] == "quarantined"
    assert api.client.get("/api/v1/skills/ufw-helper", headers=agent).status_code == 404


def test_a_reviewer_or_a_tenant_without_auto_promotion_still_tunes_the_scan(api: Api) -> None:
    tid = api.tenant("acme", auto_promote_clean=True)
    reviewer = api.headers(tid, "skills:admin,skills:review", "rita")
    assert api.client.put(SETTINGS, json={"scan_skip": ["SK-WEAKEN-FIREWALL"]}, headers=reviewer).status_code == 200
    assert api.client.post(ALLOWLIST, json=ENTRY, headers=reviewer).status_code == 201
    # Narrowing a skip list weakens nothing.
    admin = api.headers(tid, "skills:admin", "ops-admin")
    assert api.client.put(SETTINGS, json={"scan_skip": []}, headers=admin).status_code == 200
    other = api.tenant("other")
    admin = api.headers(other, "skills:admin", "ops-admin")
    assert api.client.put(SETTINGS, json={"scan_skip": ["SK-WEAKEN-FIREWALL"]}, headers=admin).status_code == 200
    assert api.client.post(ALLOWLIST, json=ENTRY, headers=admin).status_code == 201
