"""Write, then read: a write over a hidden skill lands where a new name's write would, when the writer can read that.

On a tenant that auto-promotes clean writes, or runs with the review gate off, a writer's new name is
readable right after its write. A write over a name the gate hides from the writer (staged, candidate,
deprecated) is stored as that new name's write would be, so reading it back (REST GET, MCP get_skill,
search) answers alike too; the hidden state stays on the audit record. A dirty rewrite is never served,
and a reviewer's standing reject or quarantine holds on every tenant (ARCHITECTURE: it survives
resubmission), so for those two states the oracle stays open.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from skillkeeper.check.scan.result import Finding, ScanResult
from skillkeeper.skill.model import Skill
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import events_for
from tests.factories import make_skill, skill_md
from tests.web.conftest import Api, clean_scanner

MCP_URL = "http://127.0.0.1:8765/mcp"
MCP_HEADERS = {"accept": "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25"}
WRITER = "skills:read,skills:write"
EDITED = "# Edited\n\nNew steps.\n"
DIRTY = "# Dirty\n\nPLANTED.\n"
# Hidden states with no standing reviewer decision: a write over them lands as a new name's would.
HIDDEN_STATES = ("staged", "candidate", "deprecated")
# Tenants whose writers read their new names back right after writing them.
IN_VIEW: dict[str, dict[str, Any]] = {
    "auto-promote": {"auto_promote_clean": True},
    "gate off": {"review_gate": False},
    "gate off, auto-promote": {"review_gate": False, "auto_promote_clean": True},
}
# With the gate off a tenant sees its own staged and candidate skills: those are not hidden.
CASES = [(s, t) for t in IN_VIEW for s in HIDDEN_STATES if "gate off" not in t or s not in ("staged", "candidate")]
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(\+00:00|Z)?")


def _scanner(skill: Skill) -> ScanResult:
    """Clean, except a body carrying PLANTED, which is critical (quarantined)."""
    if "PLANTED" in skill.skill_md:
        finding = Finding("T-1", "test", "critical", "planted", False)
        return ScanResult("quarantined", (finding,), skill.content_hash)
    return clean_scanner(skill)


def _mcp(api: Api, headers: dict[str, str], tool: str, arguments: dict[str, Any]) -> Any:
    message = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": tool, "arguments": arguments}}
    return api.client.post(MCP_URL, json=message, headers={**headers, **MCP_HEADERS})


def _write(api: Api, headers: dict[str, str], surface: str, name: str, body: str) -> Any:
    text = skill_md(name, body=body)
    if surface == "rest":
        return api.client.post("/api/v1/skills", json={"skill_md": text}, headers=headers)
    return _mcp(api, headers, "create_skill", {"skill_md": text})


def _masked(text: str, name: str) -> str:
    for body in ("", EDITED, DIRTY):
        text = text.replace(make_skill(name, body=body).content_hash, "<hash>")
    return STAMP.sub("<at>", text).replace(name, "<name>").replace(name.replace("-", " "), "<name>")


def _entry(items: list[dict[str, Any]], name: str) -> str:
    """The search result for `name` itself (others match the query too), masked; '' when absent."""
    return next((_masked(json.dumps(i, sort_keys=True), name) for i in items if i["name"] == name), "")


def _reads(api: Api, headers: dict[str, str], name: str) -> dict[str, tuple[int, str]]:
    """What the writer reads back about `name`, on each agent-facing surface."""
    get = api.client.get(f"/api/v1/skills/{name}", headers=headers)
    tool = _mcp(api, headers, "get_skill", {"name": name})
    listed = api.client.get(f"/api/v1/skills?q={name}", headers=headers)
    found = _mcp(api, headers, "search_skills", {"query": name}).json()["result"]["structuredContent"]
    return {
        "rest get": (get.status_code, _masked(get.text, name)),
        "mcp get_skill": (tool.status_code, _masked(tool.text, name)),
        "rest search": (listed.status_code, _entry(listed.json()["skills"], name)),
        # The query is the name itself, so the words it matched are the name's: masked like the score.
        "mcp search_skills": (
            200,
            re.sub(r'"score": [0-9.e-]+|"matched": \[[^\]]*\]', "", _entry(found["results"], name)),
        ),
    }


def _setup(api: Api, state: str, setting: str, count: int) -> int:
    api.keeper.lifecycle.scanner = _scanner
    tid = api.tenant(f"t-{state}-{setting}".replace(" ", "").replace(",", ""))
    for i in range(count):
        api.seed(tid, f"hid{i}-x", status=state)
    api.settings(tid, **IN_VIEW[setting])  # after seeding: auto-promote would have approved the seeds
    return tid


def _row(api: Api, tid: int, name: str) -> Any:
    with api.keeper.store.read() as conn:
        return repo.skill_row(conn, tid, name)


WRITES = [(surface, body) for surface in ("rest", "mcp") for body in ("", EDITED)]


@pytest.mark.parametrize(("state", "setting"), CASES, ids=[f"{s}, {t}" for s, t in CASES])
def test_reading_back_a_write_over_a_hidden_skill_answers_like_reading_back_a_new_name(
    api: Api, state: str, setting: str
) -> None:
    tid = _setup(api, state, setting, len(WRITES))
    headers = {**api.headers(tid, WRITER, principal="agent"), "accept-encoding": "identity"}
    leaks = {}
    for i, (surface, body) in enumerate(WRITES):
        # The same bytes as the hidden head too: a no-op would leave the name unreadable.
        hidden, new = f"hid{i}-x", f"new{i}-x"
        wrote = _write(api, headers, surface, hidden, body), _write(api, headers, surface, new, body)
        assert _masked(wrote[0].text, hidden) == _masked(wrote[1].text, new), (surface, body)
        got, want = _reads(api, headers, hidden), _reads(api, headers, new)
        assert want["rest get"][0] == 200, want
        if got != want:
            leaks[(surface, body)] = (got, want)
        assert _row(api, tid, hidden)["status"] == _row(api, tid, new)["status"]
    assert leaks == {}, "\n".join(f"{k}: {v}" for k, v in leaks.items())


@pytest.mark.parametrize(("state", "setting"), CASES, ids=[f"{s}, {t}" for s, t in CASES])
def test_a_dirty_write_over_a_hidden_skill_is_never_served(api: Api, state: str, setting: str) -> None:
    tid = _setup(api, state, setting, 2)
    headers = {**api.headers(tid, WRITER, principal="agent"), "accept-encoding": "identity"}
    for i, surface in enumerate(("rest", "mcp")):
        hidden, new = f"hid{i}-x", f"new{i}-x"
        wrote = _write(api, headers, surface, hidden, DIRTY), _write(api, headers, surface, new, DIRTY)
        assert _masked(wrote[0].text, hidden) == _masked(wrote[1].text, new)
        got, want = _reads(api, headers, hidden), _reads(api, headers, new)
        assert got == want and got["rest get"][0] == 404
        assert _row(api, tid, hidden)["status"] == "quarantined"


@pytest.mark.parametrize("decided", ["rejected", "quarantined"])
@pytest.mark.parametrize("setting", [*IN_VIEW, "held"])
def test_a_reviewer_decision_holds_against_a_writer_it_is_hidden_from(api: Api, decided: str, setting: str) -> None:
    # ARCHITECTURE: a reviewer's reject or quarantine survives resubmission, on every tenant; this
    # outranks the write-then-read oracle (left open for these two states only, README "Decisions stick").
    api.keeper.lifecycle.scanner = _scanner
    tid = api.tenant(f"decided-{setting}".replace(" ", "").replace(",", ""))
    api.seed(tid, "hid0-x", status=decided)
    api.settings(tid, **IN_VIEW.get(setting, {}))
    decision = _row(api, tid, "hid0-x")["decision"]
    assert decision is not None and decision["action"] == ("reject" if decided == "rejected" else "quarantine")
    r = _write(api, api.headers(tid, WRITER, principal="agent"), "mcp", "hid0-x", EDITED)
    assert r.status_code == 200 and "error" not in r.json()
    row = _row(api, tid, "hid0-x")
    assert row["decision"] == decision  # carried to the inbox card; never auto-promoted
    assert row["status"] == ("quarantined" if decided == "quarantined" else "staged")
    with api.keeper.store.read() as conn:
        trail = events_for(conn, tid, "hid0-x")
    assert trail[-1]["action"] == "updated" and "landed_as_new" not in trail[-1]["details"]
