"""No existence leak, surface by surface: a hidden skill answers like a name that never existed.

One table of every surface that takes a skill name (REST, the review API, the node pull, the audit
log, MCP tools, skill:// resources and skills/get over /mcp), asked about a hidden name and a
missing one of the same length; status, headers that could differ and the body must match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from skillkeeper.access.subscriptions import subscribe
from tests.factories import FLOW_YAML
from tests.web.conftest import Api, clean_scanner, write_body

HIDDEN, MISSING = "hid00-x", "mis00-x"  # equal lengths: Content-Length may not differ
MCP_URL = "http://127.0.0.1:8765/mcp"  # the configured host: /mcp refuses others (DNS rebinding)
MCP_HEADERS = {"accept": "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25"}
AGENT = "skills:read,skills:write,fleet:report"
REVIEWER = "skills:read,skills:write,skills:review,skills:admin,fleet:read"

Ask = Callable[[Api, str, str, dict[str, str]], Any]


def _rest(method: str, path: str, body: Callable[[str, str], Any] | None = None) -> Ask:
    def ask(api: Api, name: str, hash_: str, headers: dict[str, str]) -> Any:
        url = path.format(name=name)
        return api.client.request(method, url, json=body(name, hash_) if body else None, headers=headers)

    return ask


def _mcp(method: str, params: Callable[[str], dict[str, Any]]) -> Ask:
    def ask(api: Api, name: str, hash_: str, headers: dict[str, str]) -> Any:
        message = {"jsonrpc": "2.0", "id": 7, "method": method, "params": params(name)}
        return api.client.post(MCP_URL, json=message, headers={**headers, **MCP_HEADERS})

    return ask


def _tool(tool: str, **arguments: Any) -> Ask:
    return _mcp("tools/call", lambda n: {"name": tool, "arguments": {"name": n, **arguments}})


AGENT_SURFACES: dict[str, Ask] = {
    "rest get": _rest("GET", "/api/v1/skills/{name}"),
    "rest file": _rest("GET", "/api/v1/skills/{name}/files/flow.yaml"),
    "rest put": _rest("PUT", "/api/v1/skills/{name}", lambda n, _: write_body(n, body="# Same\n\nSame.\n")),
    "rest delete": _rest("DELETE", "/api/v1/skills/{name}"),
    "rest search": _rest("GET", "/api/v1/skills?q={name}"),
    "installable have": _rest("POST", "/api/v1/skills/installable", lambda n, h: {"node_id": "n1", "have": {n: h}}),
    "mcp get_skill": _tool("get_skill"),
    "mcp read_skill_file": _tool("read_skill_file", path="flow.yaml"),
    "mcp resolve_flow_template": _tool("resolve_flow_template", values={}),
    "mcp search_skills": _mcp("tools/call", lambda n: {"name": "search_skills", "arguments": {"query": n}}),
    "mcp update_skill": _tool("update_skill", description="Use when the same is needed.", body="# Same\n"),
    "mcp delete_skill": _tool("delete_skill"),
    "mcp resources/read": _mcp("resources/read", lambda n: {"uri": f"skill://{n}/SKILL.md"}),
    "mcp resources/read file": _mcp("resources/read", lambda n: {"uri": f"skill://{n}/flow.yaml"}),
    "mcp resources/read no file": _mcp("resources/read", lambda n: {"uri": f"skill://{n}/no-such.md"}),
    "mcp skills/get": _mcp("skills/get", lambda n: {"uri": f"skill://{n}/SKILL.md"}),
}

REVIEWER_SURFACES: dict[str, Ask] = {
    **{
        f"inbox {action}": _rest(
            "POST", f"/api/v1/skills-inbox/{{name}}/{action}", lambda _, h: {"content_hash": h, "reason": "read it"}
        )
        for action in ("approve", "reject", "quarantine", "release", "defer")
    },
    "deprecate": _rest("POST", "/api/v1/skills/{name}/deprecate", lambda _, h: {"content_hash": h}),
    "bulk approve": _rest(
        "POST",
        "/api/v1/skills-inbox/bulk",
        lambda n, h: {"action": "approve", "items": [{"name": n, "content_hash": h}]},
    ),
    "inbox files": _rest("GET", "/api/v1/skills-inbox/{name}/files"),
    "inbox file": _rest("GET", "/api/v1/skills-inbox/{name}/files/SKILL.md"),
    "inbox history": _rest("GET", "/api/v1/skills-inbox/{name}/history"),
    "inbox diff": _rest("GET", "/api/v1/skills-inbox/{name}/diff"),
    "skill history": _rest("GET", "/api/v1/skills/{name}/history"),
    "audit filter": _rest("GET", "/api/v1/audit?skill={name}"),
    "fleet": _rest("GET", "/api/v1/fleet/nodes"),
}

# (who holds the hidden skill, its status, the other tenant's review gate off, subscribed to it)
AGENT_CASES = {
    "own staged": ("own", "staged", False, False),
    "own quarantined": ("own", "quarantined", False, False),
    "own rejected": ("own", "rejected", False, False),
    "own deprecated": ("own", "deprecated", False, False),
    "own candidate": ("own", "candidate", False, False),
    "foreign active": ("other", "active", False, False),
    "foreign staged, gate off there": ("other", "staged", True, False),
    "subscribed staged": ("other", "staged", False, True),
    "subscribed quarantined": ("other", "quarantined", True, True),
}
# Reviewers see their own tenant's in-flight skills by design (the inbox shows them).
REVIEWER_CASES = {k: v for k, v in AGENT_CASES.items() if v[0] == "other"}


def _seed(api: Api, case: tuple[str, str, bool, bool]) -> tuple[int, str]:
    """Tenants `me` and `other`, the hidden skill where the case puts it; (me, the hidden head's hash)."""
    api.keeper.lifecycle.scanner = clean_scanner
    where, status, other_gate_off, subscribed = case
    me = api.tenant("me")
    other = api.tenant("other", review_gate=not other_gate_off, published=True)
    owner = me if where == "own" else other
    api.seed(owner, HIDDEN, status=status, files={"flow.yaml": FLOW_YAML})
    if subscribed:
        with api.keeper.store.write() as conn:
            subscribe(conn, me, "other")
    return me, api.head_hash(owner, HIDDEN)


def _answer(response: Any, name: str) -> tuple[Any, ...]:
    headers = response.headers
    return (
        response.status_code,
        headers.get("content-type"),
        headers.get("content-length"),
        headers.get("www-authenticate"),
        headers.get("etag"),
        response.text.replace(name, "<name>"),
    )


def _leaks(api: Api, surfaces: dict[str, Ask], hash_: str, token: dict[str, str]) -> dict[str, Any]:
    # Identity encoding: a gzip length follows how well a name compresses, not whether it exists.
    headers = {**token, "accept-encoding": "identity"}
    leaks = {}
    for surface, ask in surfaces.items():
        hidden = _answer(ask(api, HIDDEN, hash_, headers), HIDDEN)
        missing = _answer(ask(api, MISSING, hash_, headers), MISSING)
        if hidden != missing:
            leaks[surface] = (hidden, missing)
    return leaks


@pytest.mark.parametrize("case", list(AGENT_CASES), ids=str)
def test_every_agent_surface_answers_a_hidden_skill_like_a_missing_one(api: Api, case: str) -> None:
    me, hash_ = _seed(api, AGENT_CASES[case])
    assert _leaks(api, AGENT_SURFACES, hash_, api.headers(me, AGENT, principal="agent")) == {}


@pytest.mark.parametrize("case", list(REVIEWER_CASES), ids=str)
def test_every_review_surface_answers_another_tenants_skill_like_a_missing_one(api: Api, case: str) -> None:
    me, hash_ = _seed(api, REVIEWER_CASES[case])
    assert _leaks(api, REVIEWER_SURFACES, hash_, api.headers(me, REVIEWER, principal="rita")) == {}
    with api.keeper.store.read() as conn:
        from skillkeeper.store.skills import skill_row

        row = skill_row(conn, api.keeper.tenants.get("other").id, HIDDEN)
    assert row is not None and row["status"] == REVIEWER_CASES[case][1]  # nothing a reviewer did reached it
