"""Every endpoint against every scope, from one table."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import delete

from skillkeeper.access.scopes import ALL_SCOPES
from skillkeeper.store.schema import skills
from tests.web.conftest import Api, clean_scanner, write_body

HEARTBEAT = {"node_id": "n1", "reconcile": {}}
# (method, path, json body, the scope it needs)
ENDPOINTS: list[tuple[str, str, Any, str]] = [
    ("GET", "/api/v1/skills", None, "skills:read"),
    ("GET", "/api/v1/skills/pdf-tools", None, "skills:read"),
    ("GET", "/api/v1/skills/pdf-tools/files/SKILL.md", None, "skills:read"),
    ("POST", "/api/v1/skills", write_body("new-skill"), "skills:write"),
    ("PUT", "/api/v1/skills/pdf-tools", write_body("pdf-tools", body="# v2\n"), "skills:write"),
    ("DELETE", "/api/v1/skills/pdf-tools", None, "skills:write"),
    ("GET", "/api/v1/skills/pdf-tools/history", None, "skills:review"),
    ("GET", "/api/v1/skills-inbox", None, "skills:review"),
    ("POST", "/api/v1/skills-inbox/draft-tool/approve", {"reason": "ok"}, "skills:review"),
    ("POST", "/api/v1/skills-inbox/draft-tool/reject", {}, "skills:review"),
    ("POST", "/api/v1/skills-inbox/draft-tool/quarantine", {}, "skills:review"),
    ("POST", "/api/v1/skills-inbox/draft-tool/release", {}, "skills:review"),
    ("POST", "/api/v1/skills-inbox/draft-tool/defer", {}, "skills:review"),
    ("POST", "/api/v1/skills-inbox/pdf-tools/deprecate", {}, "skills:admin"),
    ("POST", "/api/v1/skills/pdf-tools/deprecate", {}, "skills:admin"),
    ("POST", "/api/v1/skills/installable", {}, "fleet:report"),
    ("POST", "/api/v1/nodes/heartbeat", HEARTBEAT, "fleet:report"),
    ("GET", "/api/v1/fleet/nodes", None, "fleet:read"),
    ("GET", "/api/v1/tenants/current/settings", None, "skills:admin"),
    ("PUT", "/api/v1/tenants/current/settings", {"auto_promote_clean": False}, "skills:admin"),
    ("GET", "/api/v1/subscriptions", None, "skills:admin"),
    ("POST", "/api/v1/subscriptions", {"publisher": "shared"}, "skills:admin"),
    ("DELETE", "/api/v1/subscriptions/shared", None, "skills:admin"),
    ("GET", "/api/v1/tokens", None, "skills:admin"),
    ("POST", "/api/v1/tokens", {"principal": "bot", "scopes": ["skills:admin"]}, "skills:admin"),
    ("DELETE", "/api/v1/tokens/tok_missing", None, "skills:admin"),
]
SCOPE_SETS = [None, *[(s,) for s in ALL_SCOPES], ALL_SCOPES]


@pytest.mark.parametrize("scopes", SCOPE_SETS, ids=lambda s: "anonymous" if s is None else "+".join(s))
def test_every_endpoint_enforces_its_scope(api: Api, scopes: tuple[str, ...] | None) -> None:
    tid = api.tenant("acme")
    api.tenant("shared", published=True)
    headers = {} if scopes is None else api.headers(tid, ",".join(scopes))
    api.keeper.lifecycle.scanner = clean_scanner
    for method, path, body, needed in ENDPOINTS:
        with api.keeper.store.write() as conn:
            conn.execute(delete(skills))
        api.seed(tid, "pdf-tools")
        api.seed(tid, "draft-tool", status="staged")
        r = api.client.request(method, path, json=body, headers=headers)
        if scopes is None:
            assert r.status_code == 401, (method, path, r.status_code)
        elif needed in scopes:
            assert r.status_code not in (401, 403), (method, path, r.status_code, r.text)
            assert r.status_code < 500
        else:
            assert r.status_code == 403, (method, path, r.status_code, r.text)
            assert r.json()["error"]["code"] == "insufficient_scope"
            assert needed in r.headers["www-authenticate"]
