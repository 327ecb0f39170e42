"""`skillkeeper serve --workers N`: several processes answer, each change applies in all of them."""

from __future__ import annotations

import httpx
import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import create_token, revoke_token
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant
from tests.factories import make_skill
from tests.serving import running_server


@pytest.mark.e2e
def test_every_worker_refuses_a_revoked_token_and_hides_a_quarantined_skill(keeper: Keeper, db_url: str) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        issued = create_token(conn, tid, "agent", "skills:read")
    operator = Actor.operator(tid)
    for name in ("pdf-tools", "csv-tools"):
        keeper.lifecycle.write(operator, make_skill(name), source="manual", status="active")
    headers = {"Authorization": f"Bearer {issued.token}"}
    with running_server(db_url, "--workers", "2", timeout=120) as url:
        # Fresh connections each time, so both workers answer (and cache) some of them.
        for _ in range(12):
            assert httpx.get(f"{url}/api/v1/skills/pdf-tools", headers=headers, timeout=30).status_code == 200
        keeper.lifecycle.act(operator, "pdf-tools", "quarantine", reason="suspicious")
        statuses = {
            httpx.get(f"{url}/api/v1/skills/pdf-tools", headers=headers, timeout=30).status_code for _ in range(12)
        }
        assert statuses == {404}
        with keeper.store.write() as conn:
            revoke_token(conn, tid, issued.id)
        statuses = {
            httpx.get(f"{url}/api/v1/skills/csv-tools", headers=headers, timeout=30).status_code for _ in range(12)
        }
        assert statuses == {401}
