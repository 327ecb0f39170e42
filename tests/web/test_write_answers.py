"""No existence oracle through writes: writing over a skill the writer cannot see answers like a new name.

For every write verb (REST POST/PUT/DELETE, MCP create/update/delete, the keeper's bulk import and the
CLI's remote import, an admin's deprecate) a name whose row is hidden from the caller is compared with
a name that never existed: status code, headers that could differ and the whole body, with the name and
the written content's hash (which differ naturally) replaced. Where a new name's write lands hidden too,
the stored row keeps its true state; a reviewer still gets the true answer.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.admin.remote_import import RemoteImport
from skillkeeper.ingest import import_folders
from skillkeeper.store import skills as repo
from skillkeeper.store.schema import revisions
from tests.factories import make_skill, skill_md, write_skill
from tests.web.conftest import Api, clean_scanner

MCP_URL = "http://127.0.0.1:8765/mcp"
MCP_HEADERS = {"accept": "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25"}
WRITER = "skills:read,skills:write"
REVIEWER = "skills:read,skills:write,skills:review"
ADMIN_NOT_REVIEWER = "skills:read,skills:write,skills:admin"
EDITED = "# Edited\n\nNew steps.\n"

# The hidden row's status, and the tenant's settings.
CASES: dict[str, tuple[str, dict[str, Any]]] = {
    "staged": ("staged", {}),
    "quarantined": ("quarantined", {}),
    "rejected": ("rejected", {}),
    "deprecated": ("deprecated", {}),
    "candidate": ("candidate", {}),
    "quarantined, gate off": ("quarantined", {"review_gate": False}),
    "rejected, gate off": ("rejected", {"review_gate": False}),
    "rejected, auto-promote": ("rejected", {"auto_promote_clean": True}),
}

Ask = Callable[[Api, str, dict[str, str]], Any]


def _rest(method: str, path: str, body: str | None = None) -> Ask:
    def ask(api: Api, name: str, headers: dict[str, str]) -> Any:
        json = {"skill_md": skill_md(name, body=body or "")} if method in ("POST", "PUT") else None
        return api.client.request(method, path.format(name=name), json=json, headers=headers)

    return ask


def _tool(tool: str, body: str | None = None) -> Ask:
    def ask(api: Api, name: str, headers: dict[str, str]) -> Any:
        arguments: dict[str, Any] = {} if tool == "create_skill" else {"name": name}
        if tool != "delete_skill":
            arguments["skill_md"] = skill_md(name, body=body or "")
        message = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": tool, "arguments": arguments}}
        return api.client.post(MCP_URL, json=message, headers={**headers, **MCP_HEADERS})

    return ask


SURFACES: dict[str, Ask] = {
    "rest post same": _rest("POST", "/api/v1/skills"),
    "rest post edited": _rest("POST", "/api/v1/skills", EDITED),
    "rest put same": _rest("PUT", "/api/v1/skills/{name}"),
    "rest put edited": _rest("PUT", "/api/v1/skills/{name}", EDITED),
    "rest delete": _rest("DELETE", "/api/v1/skills/{name}"),
    "mcp create_skill same": _tool("create_skill"),
    "mcp create_skill edited": _tool("create_skill", EDITED),
    "mcp update_skill edited": _tool("update_skill", EDITED),
    "mcp delete_skill": _tool("delete_skill"),
}


def _names(i: int) -> tuple[str, str]:
    return f"hid{i:02d}-x", f"new{i:02d}-x"  # equal lengths: Content-Length may not differ


def _masked(text: str, name: str) -> str:
    """`text` with `name` and the content hashes a write of `name` may carry replaced."""
    for body in ("", EDITED):
        text = text.replace(make_skill(name, body=body).content_hash, "<hash>")
    return text.replace(name, "<name>")


def _answer(response: Any, name: str) -> tuple[Any, ...]:
    h = response.headers
    keys = ("content-type", "content-length", "etag", "location", "www-authenticate")
    return (response.status_code, *(h.get(k) for k in keys), _masked(response.text, name))


def _setup(api: Api, case: str, tenant: str = "me") -> int:
    api.keeper.lifecycle.scanner = clean_scanner
    status, settings = CASES[case]
    tid = api.tenant(tenant)
    for i in range(len(SURFACES)):
        api.seed(tid, _names(i)[0], status=status)
    if settings:
        api.settings(tid, **settings)  # after seeding: auto-promote would have approved the seeds
    return tid


def _state(api: Api, tid: int, name: str) -> tuple[Any, ...]:
    with api.keeper.store.read() as conn:
        row = repo.skill_row(conn, tid, name)
        assert row is not None
        count = len(conn.execute(revisions.select().where(revisions.c.skill_id == row["id"])).all())
        head = repo.revision_row(conn, row["head_revision_id"])
    return row["status"], bool(row["decision"]), count, head["review_state"] if head is not None else None


def _visible_to_writer(case: str) -> bool:
    status, settings = CASES[case]
    return settings.get("review_gate") is False and status in ("staged", "candidate")


@pytest.mark.parametrize("case", list(CASES), ids=str)
def test_a_write_over_a_hidden_skill_answers_like_a_write_of_a_new_name(api: Api, case: str) -> None:
    me = _setup(api, case)
    headers = {**api.headers(me, WRITER, principal="agent"), "accept-encoding": "identity"}
    leaks = {}
    for i, (surface, ask) in enumerate(SURFACES.items()):
        hidden, new = _names(i)
        got, want = _answer(ask(api, hidden, headers), hidden), _answer(ask(api, new, headers), new)
        if "create" in surface or "post" in surface:
            assert '"created":true' in want[-1], (surface, want)  # the comparison is with a real write
        if got != want:
            leaks[surface] = (got, want)
    assert leaks == {}, "\n".join(f"{k}: {v}" for k, v in leaks.items())


# Tenants where a new name's write lands where the writer cannot read it either. Elsewhere (auto-promote,
# the gate off) the writer's write is stored as a new name's would be: tests/web/test_write_then_read.py.
HELD = [case for case, (_, settings) in CASES.items() if not settings]


@pytest.mark.parametrize("case", HELD, ids=str)
def test_a_masked_write_stores_what_a_reviewers_write_stores(api: Api, case: str) -> None:
    # Two tenants seeded alike; the writer's answer is masked, the reviewer's true: the rows end alike.
    mine, theirs = _setup(api, case, "me"), _setup(api, case, "twin")
    writer = api.headers(mine, WRITER, principal="agent")
    reviewer = api.headers(theirs, REVIEWER, principal="rita")
    for i, ask in enumerate(SURFACES.values()):
        hidden = _names(i)[0]
        ask(api, hidden, writer), ask(api, hidden, reviewer)
        assert _state(api, mine, hidden) == _state(api, theirs, hidden), hidden


def test_a_rewrite_of_a_quarantined_skill_stays_quarantined_while_the_writer_reads_staged(api: Api) -> None:
    me = _setup(api, "quarantined")
    hidden = _names(0)[0]
    before = _state(api, me, hidden)
    r = api.client.post(
        "/api/v1/skills", json={"skill_md": skill_md(hidden, body=EDITED)}, headers=api.headers(me, WRITER)
    )
    assert r.status_code == 201 and r.json()["status"] == "staged" and r.json()["created"] is True
    after = _state(api, me, hidden)
    assert after[0] == "quarantined" and after[2] == before[2] + 1  # a new revision, still held


@pytest.mark.parametrize("case", list(CASES), ids=str)
def test_a_reviewer_still_gets_the_true_answer(api: Api, case: str) -> None:
    me = _setup(api, case)
    hidden = _names(0)[0]
    r = api.client.post("/api/v1/skills", json={"skill_md": skill_md(hidden)}, headers=api.headers(me, REVIEWER))
    assert (r.status_code, r.json()["created"], r.json()["unchanged"]) == (200, False, True)
    assert r.json()["status"] == CASES[case][0]


@pytest.mark.parametrize("case", ["staged", "candidate"])
def test_with_the_gate_off_a_writer_sees_its_own_staged_skill_and_gets_the_true_answer(api: Api, case: str) -> None:
    me = _setup(api, case)
    api.settings(me, review_gate=False)
    hidden = _names(0)[0]
    r = api.client.post("/api/v1/skills", json={"skill_md": skill_md(hidden)}, headers=api.headers(me, WRITER))
    assert (r.status_code, r.json()["created"], r.json()["unchanged"]) == (200, False, True)


@pytest.mark.parametrize("case", list(CASES), ids=str)
def test_a_bulk_import_files_a_hidden_skill_like_a_new_one(api: Api, case: str, tmp_path: Path) -> None:
    me = _setup(api, case)
    # An import writes as `manual`: a writer with admin scope, but not review scope.
    ada = Actor(name="ada", tenant_id=me, scopes=frozenset(ADMIN_NOT_REVIEWER.split(",")))
    for i, body in enumerate(("", EDITED)):
        hidden, new = _names(i)
        for name in (hidden, new):
            write_skill(tmp_path / str(i) / name, skill_md(name, body=body))
        report = import_folders(api.keeper.lifecycle, ada, sorted((tmp_path / str(i)).iterdir())).to_dict()
        assert report["summary"]["imported"] == 2, report
        entries = {e["name"]: e for e in report["imported"]}
        got = _masked(repr({k: v for k, v in entries[hidden].items() if k != "path"}), hidden)
        want = _masked(repr({k: v for k, v in entries[new].items() if k != "path"}), new)
        assert got == want


@pytest.mark.parametrize("case", list(CASES), ids=str)
def test_a_remote_import_files_a_hidden_skill_like_a_new_one(api: Api, case: str, tmp_path: Path) -> None:
    me = _setup(api, case)
    hidden, new = _names(0)
    for name in (hidden, new):
        write_skill(tmp_path / name, skill_md(name))
    remote = RemoteImport("http://testserver", api.token(me, WRITER, principal="agent"), http=api.client)
    remote.check_token(None)
    report = remote.run(sorted(tmp_path.iterdir())).to_dict()
    assert report["summary"]["imported"] == 2, report


def test_an_admin_without_review_scope_cannot_tell_a_hidden_skill_from_a_missing_one_by_deprecating(
    api: Api,
) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    me = api.tenant("me")
    leaks = {}
    for i, status in enumerate(("staged", "quarantined", "rejected", "deprecated", "candidate")):
        hidden, new = _names(i)
        api.seed(me, hidden, status=status)
        head = api.head_hash(me, hidden)
        headers = {**api.headers(me, ADMIN_NOT_REVIEWER, principal="ada"), "accept-encoding": "identity"}
        for body in (None, {"content_hash": head}, {"content_hash": "sha256:" + "0" * 64}):
            got = _answer(api.client.post(f"/api/v1/skills/{hidden}/deprecate", json=body, headers=headers), hidden)
            want = _answer(api.client.post(f"/api/v1/skills/{new}/deprecate", json=body, headers=headers), new)
            if got != want:
                leaks[(status, repr(body))] = (got, want)
    assert leaks == {}, "\n".join(f"{k}: {v}" for k, v in leaks.items())
