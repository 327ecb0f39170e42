from __future__ import annotations

import stat
from pathlib import Path

from skillkeeper.access.tokens import list_tokens
from skillkeeper.demo.seed import DEMO_TENANT, TOKENS_FILE, seed_demo
from skillkeeper.store.tenants import tenant_id
from tests.web.conftest import Api


def _live_tokens(api: Api) -> list[str]:
    with api.keeper.store.read() as conn:
        return [t["id"] for t in list_tokens(conn, tenant_id(conn, DEMO_TENANT)) if not t["revoked"]]


def test_demo_seed_activates_every_example_and_issues_working_tokens(api: Api, tmp_path: Path) -> None:
    tokens = seed_demo(api.keeper, tmp_path)
    reader = {"Authorization": f"Bearer {tokens['reader']}"}
    names = [s["name"] for s in api.client.get("/api/v1/skills", headers=reader).json()["skills"]]
    assert len(names) >= 4 and "release-checklist" in names
    flow = api.client.get("/api/v1/skills/release-checklist", headers=reader).json()
    assert flow["kind"] == "flow_template"
    reviewer = {"Authorization": f"Bearer {tokens['reviewer']}"}
    assert api.client.get("/api/v1/skills-inbox", headers=reviewer).json()["items"] == []
    assert len(api.client.get("/api/v1/skills", headers=reader).json()["skills"]) == len(names)


def test_demo_restart_reuses_the_kept_pair_instead_of_minting_more(api: Api, tmp_path: Path) -> None:
    first = seed_demo(api.keeper, tmp_path)
    again = seed_demo(api.keeper, tmp_path)
    assert again == first and len(_live_tokens(api)) == 2
    kept = tmp_path / TOKENS_FILE
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600


def test_demo_tokens_file_lost_revokes_the_old_pair(api: Api, tmp_path: Path) -> None:
    first = seed_demo(api.keeper, tmp_path)
    (tmp_path / TOKENS_FILE).unlink()
    fresh = seed_demo(api.keeper, tmp_path)
    assert fresh["reader"] != first["reader"] and len(_live_tokens(api)) == 2
    old = {"Authorization": f"Bearer {first['reader']}"}
    assert api.client.get("/api/v1/skills", headers=old).status_code == 401
