"""Over REST: decisions survive rewrites, only review scope activates, deletions wait for review."""

from __future__ import annotations

import io
import zipfile
from typing import Any

from sqlalchemy import select

from skillkeeper.store.schema import audit_events, tokens
from tests.factories import skill_md
from tests.web.conftest import Api, clean_scanner, write_body

WRITER = "skills:read,skills:write"
REVIEWER = "skills:read,skills:write,skills:review"
ADMIN_ONLY = "skills:read,skills:write,skills:admin"
INSTALLABLE = "/api/v1/skills/installable"


def _inbox(api: Api, h: dict[str, str], status: str = "staged") -> list[dict[str, Any]]:
    r = api.client.get("/api/v1/skills-inbox", params={"status": status}, headers=h)
    assert r.status_code == 200, r.text
    items: list[dict[str, Any]] = r.json()["items"]
    return items


def _act(api: Api, h: dict[str, str], name: str, action: str, content_hash: str, reason: str = "") -> Any:
    return api.client.post(
        f"/api/v1/skills-inbox/{name}/{action}",
        json={"content_hash": content_hash, "reason": reason or None},
        headers=h,
    )


def _installable(api: Api, tid: int) -> list[str]:
    r = api.client.post(INSTALLABLE, json={}, headers=api.headers(tid, "fleet:report", "node"))
    assert r.status_code == 200, r.text
    return [s["name"] for s in r.json()["skills"]]


# --- item 3


def test_a_rejected_skill_posted_again_with_a_trailing_space_carries_the_rejection(
    api: Api,
) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    w, r = api.headers(tid, WRITER, "bot"), api.headers(tid, REVIEWER, "rita")
    first = api.client.post("/api/v1/skills", json=write_body("pdf-tools"), headers=w).json()
    assert _act(api, r, "pdf-tools", "reject", first["content_hash"], "phones home").status_code == 200
    again = api.client.post("/api/v1/skills", json={"skill_md": skill_md("pdf-tools") + " "}, headers=w)
    assert again.status_code == 201 and again.json()["status"] == "staged"  # hidden from the writer: as new
    [card] = _inbox(api, r)
    assert next(iter(card)) == "earlier_decision"
    d = card["earlier_decision"]
    assert (d["action"], d["by"], d["reason"], d["content_hash"]) == (
        "reject",
        "rita",
        "phones home",
        first["content_hash"],
    )
    assert card["content_hash"] == again.json()["content_hash"] != first["content_hash"]


def test_a_reviewer_quarantined_skill_stays_quarantined_when_rewritten(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme", review_gate=False)
    w, r = api.headers(tid, WRITER, "bot"), api.headers(tid, REVIEWER, "rita")
    first = api.client.post("/api/v1/skills", json=write_body("pdf-tools"), headers=w).json()
    assert _act(api, r, "pdf-tools", "quarantine", first["content_hash"], "dropper").status_code == 200
    again = api.client.post("/api/v1/skills", json={"skill_md": skill_md("pdf-tools") + " "}, headers=w)
    assert again.json()["status"] == "staged"  # hidden from the writer: answered as a new name; the card says
    assert api.client.get("/api/v1/skills/pdf-tools", headers=w).status_code == 404
    assert _installable(api, tid) == []
    [card] = _inbox(api, r, "quarantined")
    assert card["earlier_decision"]["action"] == "quarantine" and _inbox(api, r) == []
    released = _act(api, r, "pdf-tools", "release", card["content_hash"])
    assert released.json()["to_status"] == "staged"


# --- item 5


def test_admin_without_review_scope_cannot_publish_on_write(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, ADMIN_ONLY, "boss")
    r = api.client.post("/api/v1/skills", json=write_body("pdf-tools", source="manual", status="active"), headers=h)
    assert r.status_code == 403 and "skills:review" in r.json()["error"]["message"]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("pdf-tools/SKILL.md", skill_md("pdf-tools"))
    z = api.client.post(
        "/api/v1/skills",
        files={"file": ("s.zip", buf.getvalue(), "application/zip")},
        data={"source": "manual", "status": "active"},
        headers=h,
    )
    assert z.status_code == 403
    assert api.client.get("/api/v1/skills/pdf-tools", headers=h).status_code == 404
    assert api.head_hash(tid, "pdf-tools") == "sha256:none"  # nothing stored


def test_admin_without_review_scope_cannot_switch_on_auto_promotion(api: Api) -> None:
    tid = api.tenant("acme")
    url = "/api/v1/tenants/current/settings"
    r = api.client.put(url, json={"auto_promote_clean": True}, headers=api.headers(tid, ADMIN_ONLY, "boss"))
    assert r.status_code == 403
    ok = api.client.put(
        url,
        json={"auto_promote_clean": True},
        headers=api.headers(tid, ADMIN_ONLY + ",skills:review", "chief"),
    )
    assert ok.status_code == 200 and ok.json()["settings"]["auto_promote_clean"] is True


def test_admin_without_review_scope_cannot_let_auto_promotion_loose_by_dropping_the_second_reviewer(
    api: Api,
) -> None:
    # auto_promote_clean on with require_second_reviewer on promotes nothing; turning the second
    # reviewer off makes every clean write go active with no human, like switching auto-promotion on.
    tid = api.tenant("acme", auto_promote_clean=True, require_second_reviewer=True)
    url = "/api/v1/tenants/current/settings"
    r = api.client.put(url, json={"require_second_reviewer": False}, headers=api.headers(tid, ADMIN_ONLY, "boss"))
    assert r.status_code == 403 and "require_second_reviewer" in r.json()["error"]["message"], r.text
    chief = api.headers(tid, ADMIN_ONLY + ",skills:review", "chief")
    assert api.client.put(url, json={"require_second_reviewer": False}, headers=chief).status_code == 200
    # Without auto-promotion, dropping the second reviewer activates nothing by itself.
    other = api.tenant("other", require_second_reviewer=True)
    boss = api.headers(other, ADMIN_ONLY, "boss")
    assert api.client.put(url, json={"require_second_reviewer": False}, headers=boss).status_code == 200


def test_admin_without_review_scope_cannot_switch_the_review_gate_off(api: Api) -> None:
    # With the gate off a tenant's agents are served its own unreviewed writes: review by nobody,
    # like auto-promotion (which already needs skills:review).
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "unreviewed", status="staged")
    url = "/api/v1/tenants/current/settings"
    r = api.client.put(url, json={"review_gate": False}, headers=api.headers(tid, ADMIN_ONLY, "boss"))
    assert r.status_code == 403 and "skills:review" in r.json()["error"]["message"]
    assert api.keeper.tenants.settings(tid).review_gate is True
    agent = api.headers(tid, "skills:read", "agent")
    assert api.client.get("/api/v1/skills/unreviewed", headers=agent).status_code == 404
    on = api.client.put(url, json={"review_gate": True}, headers=api.headers(tid, ADMIN_ONLY, "boss"))
    assert on.status_code == 200  # turning it on (or leaving it) needs no review scope
    chief = api.headers(tid, ADMIN_ONLY + ",skills:review", "chief")
    assert api.client.put(url, json={"review_gate": False}, headers=chief).status_code == 200


def test_require_second_reviewer_refuses_self_approval_with_a_clear_code(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    admin = api.headers(tid, "skills:admin,skills:review", "chief")
    settings = api.client.put(
        "/api/v1/tenants/current/settings", json={"require_second_reviewer": True}, headers=admin
    ).json()["settings"]
    assert settings["require_second_reviewer"] is True
    alice = api.headers(tid, REVIEWER, "alice")
    written = api.client.post("/api/v1/skills", json=write_body("pdf-tools"), headers=alice).json()
    own = _act(api, alice, "pdf-tools", "approve", written["content_hash"])
    assert own.status_code == 403 and own.json()["error"]["code"] == "second_reviewer_required"
    direct = api.client.post(
        "/api/v1/skills",
        json=write_body("csv-tools", source="manual", status="active"),
        headers=alice,
    )
    assert direct.status_code == 403 and direct.json()["error"]["code"] == "second_reviewer_required"
    bob = api.headers(tid, REVIEWER, "bob")
    assert _act(api, bob, "pdf-tools", "approve", written["content_hash"]).json()["to_status"] == "active"


MALLORY = "skills:read,skills:write,skills:review,skills:admin"


def _second_reviewer_tenant(api: Api) -> tuple[int, dict[str, str], str]:
    """A tenant that wants two reviewers, mallory (write, review, admin) and a skill she wrote: its hash."""
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme", require_second_reviewer=True)
    mallory = api.headers(tid, MALLORY, "mallory")
    written = api.client.post("/api/v1/skills", json=write_body("pdf-tools"), headers=mallory)
    assert written.status_code in (200, 201), written.text
    return tid, mallory, written.json()["content_hash"]


def _mint(api: Api, h: dict[str, str], principal: str, *scopes: str) -> dict[str, str]:
    issued = api.client.post("/api/v1/tokens", json={"principal": principal, "scopes": list(scopes)}, headers=h)
    assert issued.status_code == 201, issued.text
    return {"Authorization": f"Bearer {issued.json()['token']}"}


def _approvers(api: Api, tid: int) -> list[str]:
    with api.keeper.store.read() as conn:
        rows = conn.execute(
            select(audit_events.c.actor).where(audit_events.c.tenant_id == tid, audit_events.c.action == "approve")
        ).all()
    return [r.actor for r in rows]


def test_a_review_token_the_writer_minted_for_an_existing_reviewer_does_not_count_as_a_second(api: Api) -> None:
    tid, mallory, content_hash = _second_reviewer_tenant(api)
    rita = api.headers(tid, REVIEWER, "rita")  # rita's own token, minted by the operator
    as_rita = _mint(api, mallory, "rita", "skills:review")
    refused = _act(api, as_rita, "pdf-tools", "approve", content_hash)
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "second_reviewer_required"
    message = refused.json()["error"]["message"]
    assert "the token 'rita' approves with was minted by 'mallory', who wrote it" in message and "\n" not in message
    assert "did not receive from 'mallory'" in message
    assert "--scopes skills:review` (T is your tenant's name; `skillkeeper tenants list`" in message
    assert _approvers(api, tid) == []
    assert _act(api, rita, "pdf-tools", "approve", content_hash).json()["to_status"] == "active"
    assert _approvers(api, tid) == ["rita"]


def test_a_review_token_the_writer_minted_for_a_new_principal_does_not_count_as_a_second(api: Api) -> None:
    tid, mallory, content_hash = _second_reviewer_tenant(api)
    sock = _mint(api, mallory, "sock-puppet", "skills:read", "skills:review")
    refused = _act(api, sock, "pdf-tools", "approve", content_hash)
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "second_reviewer_required"
    assert "the token 'sock-puppet' approves with was minted by 'mallory'" in refused.json()["error"]["message"]
    assert _approvers(api, tid) == []


def test_a_review_token_minted_by_a_principal_the_writer_minted_for_does_not_count_as_a_second(api: Api) -> None:
    tid, mallory, content_hash = _second_reviewer_tenant(api)
    api.headers(tid, REVIEWER, "rita")  # rita exists, with a token of her own
    bob = _mint(api, mallory, "bob", "skills:admin", "skills:review")
    as_rita = _mint(api, bob, "rita", "skills:review")
    refused = _act(api, as_rita, "pdf-tools", "approve", content_hash)
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "second_reviewer_required"
    message = refused.json()["error"]["message"]
    assert (
        "the token 'rita' approves with was minted by 'bob', who holds a token minted by 'mallory', who wrote it"
        in message
    )
    assert _approvers(api, tid) == []


def test_a_review_token_minted_before_the_writer_gave_its_minter_a_token_still_counts(api: Api) -> None:
    tid, mallory, content_hash = _second_reviewer_tenant(api)
    bob = api.headers(tid, "skills:admin,skills:review", "bob")  # from the operator
    as_rita = _mint(api, bob, "rita", "skills:review")
    _mint(api, mallory, "bob", "skills:review")  # later: it cannot have minted rita's token
    assert _act(api, as_rita, "pdf-tools", "approve", content_hash).json()["to_status"] == "active"
    assert _approvers(api, tid) == ["rita"]


def test_a_skill_written_with_a_token_the_approver_minted_does_not_count_as_someone_elses(api: Api) -> None:
    # The other direction of the chain: mallory writes through a sock puppet she minted a write
    # token for, then approves "another person's" skill with her own token.
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme", require_second_reviewer=True)
    mallory = api.headers(tid, MALLORY, "mallory")
    sock = _mint(api, mallory, "sock-puppet", "skills:read", "skills:write")
    written = api.client.post("/api/v1/skills", json=write_body("pdf-tools"), headers=sock).json()
    refused = _act(api, mallory, "pdf-tools", "approve", written["content_hash"])
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "second_reviewer_required"
    message = refused.json()["error"]["message"]
    assert "'sock-puppet' wrote it with a token minted by 'mallory', so 'mallory' could have written it" in message
    assert "\n" not in message
    # A bot with a write token of its own (the operator's) is someone else, also once mallory gives it
    # another token after it wrote: that one wrote nothing.
    bot = api.headers(tid, "skills:read,skills:write", "bot")
    other = api.client.post("/api/v1/skills", json=write_body("csv-tools"), headers=bot).json()
    _mint(api, mallory, "bot", "skills:read")
    assert _act(api, mallory, "csv-tools", "approve", other["content_hash"]).json()["to_status"] == "active"
    assert _approvers(api, tid) == ["mallory"]


def test_a_deletion_proposed_with_a_token_the_approver_minted_needs_another_reviewer(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    api.settings(tid, require_second_reviewer=True)
    mallory = api.headers(tid, MALLORY, "mallory")
    sock = _mint(api, mallory, "sock-puppet", "skills:read", "skills:write")
    assert api.client.delete("/api/v1/skills/pdf-tools", headers=sock).status_code == 202
    rita = api.headers(tid, REVIEWER, "rita")
    [card] = _inbox(api, rita)
    refused = _act(api, mallory, "pdf-tools", "approve", card["content_hash"])
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "second_reviewer_required"
    assert "'sock-puppet' proposed it with a token minted by 'mallory'" in refused.json()["error"]["message"]
    assert _act(api, rita, "pdf-tools", "approve", card["content_hash"]).json()["to_status"] == "deleted"


def test_an_operator_minted_review_token_approves_while_a_writer_minted_one_does_not(api: Api) -> None:
    tid, mallory, content_hash = _second_reviewer_tenant(api)
    from_mallory = _mint(api, mallory, "rita", "skills:review")
    assert _act(api, from_mallory, "pdf-tools", "approve", content_hash).status_code == 403
    from_operator = {"Authorization": f"Bearer {api.keeper.tokens.mint(tid, 'rita', 'skills:review').token}"}
    assert _act(api, from_operator, "pdf-tools", "approve", content_hash).json()["to_status"] == "active"
    assert _approvers(api, tid) == ["rita"]


def test_a_review_token_the_proposer_minted_cannot_approve_its_deletion(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    api.settings(tid, require_second_reviewer=True)
    mallory = api.headers(tid, MALLORY, "mallory")
    proposing = api.headers(tid, WRITER, "mallory")  # a write-only token proposes rather than deletes
    assert api.client.delete("/api/v1/skills/pdf-tools", headers=proposing).status_code == 202
    rita = api.headers(tid, REVIEWER, "rita")
    [card] = _inbox(api, rita)
    as_rita = _mint(api, mallory, "rita", "skills:review")
    refused = _act(api, as_rita, "pdf-tools", "approve", card["content_hash"])
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "second_reviewer_required"
    assert "who proposed it" in refused.json()["error"]["message"]
    assert _act(api, rita, "pdf-tools", "approve", card["content_hash"]).json()["to_status"] == "deleted"


def test_a_token_records_who_minted_it_and_the_audit_log_says_so(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid, "skills:admin,skills:read", "chief")
    issued = api.client.post("/api/v1/tokens", json={"principal": "bot", "scopes": ["skills:read"]}, headers=h)
    assert issued.status_code == 201 and issued.json()["minted_by"] == "chief"
    listed = {t["id"]: t for t in api.client.get("/api/v1/tokens", headers=h).json()["tokens"]}
    assert listed[issued.json()["id"]]["minted_by"] == "chief"
    with api.keeper.store.read() as conn:
        row = conn.execute(select(tokens.c.minted_by).where(tokens.c.id == issued.json()["id"])).one()
        events = conn.execute(
            select(audit_events.c.actor, audit_events.c.details).where(audit_events.c.action == "token_created")
        ).all()
    assert row.minted_by == "chief"
    assert any(
        e.actor == "chief" and e.details["token_id"] == issued.json()["id"] and e.details["principal"] == "bot"
        for e in events
    )


# --- item 10


def test_a_writer_delete_of_an_active_skill_waits_and_nodes_keep_it(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    w, r = api.headers(tid, WRITER, "bot"), api.headers(tid, REVIEWER, "rita")
    proposed = api.client.delete("/api/v1/skills/pdf-tools", headers=w)
    assert proposed.status_code == 202
    assert proposed.json() == {"name": "pdf-tools", "deleted": False, "pending_review": True}
    assert api.client.get("/api/v1/skills/pdf-tools", headers=w).status_code == 200
    assert _installable(api, tid) == ["pdf-tools"]  # an owned node target does not prune it
    [card] = _inbox(api, r)
    assert card["delete_proposed"]["by"] == "bot"
    stale = _act(api, r, "pdf-tools", "approve", "sha256:" + "0" * 64)
    assert stale.status_code == 409 and stale.json()["error"]["code"] == "stale_review"
    done = _act(api, r, "pdf-tools", "approve", card["content_hash"], "obsolete")
    assert done.status_code == 200 and done.json()["to_status"] == "deleted"
    assert api.client.get("/api/v1/skills/pdf-tools", headers=w).status_code == 404
    assert _installable(api, tid) == []
    events = api.client.get("/api/v1/skills/pdf-tools/history", headers=r).json()["events"]
    assert [(e["action"], e["actor"]) for e in events][-2:] == [
        ("delete_proposed", "bot"),
        ("deleted", "rita"),
    ]


def test_rejecting_a_proposed_deletion_keeps_serving_the_skill(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    w, r = api.headers(tid, WRITER, "bot"), api.headers(tid, REVIEWER, "rita")
    api.client.delete("/api/v1/skills/pdf-tools", headers=w)
    [card] = _inbox(api, r)
    assert _act(api, r, "pdf-tools", "reject", card["content_hash"], "still used").json()["to_status"] == "active"
    assert _inbox(api, r) == []
    assert _installable(api, tid) == ["pdf-tools"]


def test_reviewers_and_admins_delete_directly(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    for name, scopes, who in (("pdf-tools", REVIEWER, "chief"), ("csv-tools", ADMIN_ONLY, "boss")):
        api.seed(tid, name)
        h = api.headers(tid, scopes, who)
        assert api.client.delete(f"/api/v1/skills/{name}", headers=h).status_code == 204
        assert api.client.get(f"/api/v1/skills/{name}", headers=h).status_code == 404
    events = api.client.get("/api/v1/skills/pdf-tools/history", headers=api.headers(tid, REVIEWER)).json()
    assert events["events"][-1]["action"] == "deleted" and events["events"][-1]["actor"] == "chief"
