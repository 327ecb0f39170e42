from __future__ import annotations

import stat
from pathlib import Path
from typing import Any

from sqlalchemy import func, select

from skillkeeper.access.tokens import list_tokens
from skillkeeper.demo.seed import AGENT, DEMO_TENANT, TOKENS_FILE, seed_demo
from skillkeeper.store.schema import audit_events, revisions
from skillkeeper.store.tenants import tenant_id
from tests.web.conftest import Api


def _live_tokens(api: Api) -> list[str]:
    with api.keeper.store.read() as conn:
        return [t["id"] for t in list_tokens(conn, tenant_id(conn, DEMO_TENANT)) if not t["revoked"]]


def _inbox(api: Api, reviewer: dict[str, str], tab: str = "staged") -> dict[str, dict[str, Any]]:
    items = api.client.get("/api/v1/skills-inbox", params={"status": tab}, headers=reviewer).json()["items"]
    return {i["name"]: i for i in items}


def _counts(api: Api) -> tuple[int, int]:
    """Revisions and audit events in the database, to see that a restart wrote nothing."""
    with api.keeper.store.read() as conn:
        return (
            conn.execute(select(func.count()).select_from(revisions)).scalar_one(),
            conn.execute(select(func.count()).select_from(audit_events)).scalar_one(),
        )


def test_demo_seed_activates_every_example_and_issues_working_tokens(api: Api, tmp_path: Path) -> None:
    tokens = seed_demo(api.keeper, tmp_path).tokens
    reader = {"Authorization": f"Bearer {tokens['reader']}"}
    names = [s["name"] for s in api.client.get("/api/v1/skills", headers=reader).json()["skills"]]
    assert len(names) >= 4 and "release-checklist" in names
    flow = api.client.get("/api/v1/skills/release-checklist", headers=reader).json()
    assert flow["kind"] == "flow_template"
    # What waits for review is served to nobody: the edit's active revision serves on, the rest is hidden.
    assert "pr-description" not in names and "backup-helper" not in names
    assert "Closes #318" not in api.client.get("/api/v1/skills/commit-messages", headers=reader).json()["skill_md"]


def test_demo_seed_leaves_a_new_skill_an_edit_and_a_quarantined_one_for_the_reviewer(api: Api, tmp_path: Path) -> None:
    demo = seed_demo(api.keeper, tmp_path)
    reviewer = {"Authorization": f"Bearer {demo.tokens['reviewer']}"}
    staged, held = _inbox(api, reviewer), _inbox(api, reviewer, "quarantined")
    assert demo.waiting == 3 and list(held) == ["backup-helper"]
    assert sorted(staged) == ["commit-messages", "pr-description"]
    new, edit, bad = staged["pr-description"], staged["commit-messages"], held["backup-helper"]
    assert (new["source"], new["author"], new["verdict"], new["pending_edit"]) == ("agent", AGENT, "clean", False)
    assert edit["pending_edit"] and edit["author"] == AGENT and "+7. Issues: reference them" in edit["diff"]
    critical = {f["code"] for f in bad["findings"] if f["severity"] == "critical" and not f.get("fatal")}
    assert bad["author"] == AGENT and "SK-EXFIL-SH-FLOW" in critical and "SK-CRED-SSH-KEY" in critical
    audit = api.client.get("/api/v1/audit", params={"actor": AGENT}, headers=reviewer).json()
    assert {e["skill"] for e in audit["items"]} == {"pr-description", "commit-messages", "backup-helper"}


def test_demo_restart_leaves_the_reviewers_decisions_and_adds_no_duplicates(api: Api, tmp_path: Path) -> None:
    demo = seed_demo(api.keeper, tmp_path)
    reviewer = {"Authorization": f"Bearer {demo.tokens['reviewer']}"}
    staged = _inbox(api, reviewer)
    for name, action in (("commit-messages", "approve"), ("pr-description", "reject")):
        body = {"content_hash": staged[name]["content_hash"], "reason": "demo"}
        assert api.client.post(f"/api/v1/skills-inbox/{name}/{action}", json=body, headers=reviewer).status_code == 200
    before = _counts(api)
    again = seed_demo(api.keeper, tmp_path)
    assert _counts(api) == before and again.waiting == 1
    assert _inbox(api, reviewer) == {} and list(_inbox(api, reviewer, "quarantined")) == ["backup-helper"]
    reader = {"Authorization": f"Bearer {again.tokens['reader']}"}
    assert "Closes #318" in api.client.get("/api/v1/skills/commit-messages", headers=reader).json()["skill_md"]
    assert api.client.get("/api/v1/skills/pr-description", headers=reader).status_code == 404


def test_demo_restart_reuses_the_kept_pair_instead_of_minting_more(api: Api, tmp_path: Path) -> None:
    first = seed_demo(api.keeper, tmp_path).tokens
    again = seed_demo(api.keeper, tmp_path).tokens
    assert again == first and len(_live_tokens(api)) == 2
    kept = tmp_path / TOKENS_FILE
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600


def test_demo_tokens_file_lost_revokes_the_old_pair(api: Api, tmp_path: Path) -> None:
    first = seed_demo(api.keeper, tmp_path).tokens
    (tmp_path / TOKENS_FILE).unlink()
    fresh = seed_demo(api.keeper, tmp_path).tokens
    assert fresh["reader"] != first["reader"] and len(_live_tokens(api)) == 2
    old = {"Authorization": f"Bearer {first['reader']}"}
    assert api.client.get("/api/v1/skills", headers=old).status_code == 401


def test_demo_restart_says_the_catalog_is_present_instead_of_seeded_again(api: Api, tmp_path: Path) -> None:
    assert seed_demo(api.keeper, tmp_path).headline() == "demo tenant 'demo' seeded with example skills"
    again = seed_demo(api.keeper, tmp_path)
    assert again.written == 0
    assert again.headline() == "demo tenant 'demo': demo catalog already present (nothing new seeded)"
