from __future__ import annotations

from skillkeeper.demo.seed import seed_demo
from tests.web.conftest import Api


def test_demo_seed_activates_every_example_and_issues_working_tokens(api: Api) -> None:
    tokens = seed_demo(api.keeper)
    reader = {"Authorization": f"Bearer {tokens['reader'].token}"}
    names = [s["name"] for s in api.client.get("/api/v1/skills", headers=reader).json()["skills"]]
    assert len(names) >= 4 and "release-checklist" in names
    flow = api.client.get("/api/v1/skills/release-checklist", headers=reader).json()
    assert flow["kind"] == "flow_template"
    reviewer = {"Authorization": f"Bearer {tokens['reviewer'].token}"}
    assert api.client.get("/api/v1/skills-inbox", headers=reviewer).json()["items"] == []
    again = seed_demo(api.keeper)  # idempotent: same skills, fresh tokens
    assert again["reader"].token != tokens["reader"].token
    assert len(api.client.get("/api/v1/skills", headers=reader).json()["skills"]) == len(names)
