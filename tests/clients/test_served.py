"""doctor's caller line in the user's words: who the token speaks for, in which tenant, what it may do."""

from __future__ import annotations

from skillkeeper.clients.checks import Report
from skillkeeper.clients.served import caller_line


def test_the_caller_line_says_what_the_token_may_do_without_internal_words() -> None:
    me = {"principal": "me", "tenant": "acme", "token_scopes": ["skills:read"], "mandate": ["skills:read"]}
    line = caller_line({**me, "effective_scopes": ["skills:read"]})
    assert line == "a token of 'me' in tenant 'acme': it may read skills (scopes skills:read)"
    assert "mandate" not in line and "effective" not in line


def test_a_scope_taken_from_the_principal_is_named_with_the_command_that_gives_it_back() -> None:
    me = {
        "principal": "laptop",
        "tenant": "acme",
        "token_scopes": ["skills:read", "skills:write"],
        "mandate": ["skills:read"],
        "effective_scopes": ["skills:read"],
    }
    line = caller_line(me)
    assert line.startswith("a token of 'laptop' in tenant 'acme': it may read skills (scopes skills:read); ")
    assert "`skillkeeper principals grant laptop skills:write --tenant acme`" in line
    assert "mandate" not in line


def test_a_token_that_may_do_nothing_says_so() -> None:
    me = {"principal": "x", "tenant": "t", "token_scopes": ["skills:write"], "mandate": [], "effective_scopes": []}
    assert caller_line(me).startswith("a token of 'x' in tenant 't': it may do nothing at all")


def test_the_local_agent_of_stdio_is_not_called_a_token() -> None:
    me = {"principal": "local-agent", "tenant": "acme", "token_scopes": ["skills:read"], "mandate": ["skills:read"]}
    line = caller_line({**me, "effective_scopes": ["skills:read"], "tokenless": True})
    assert line == "no token: the local agent of tenant 'acme': it may read skills (scopes skills:read)"


def test_an_empty_catalog_names_the_callers_tenant_in_the_command_that_lists_what_waits() -> None:
    from skillkeeper.clients.checks import Report
    from skillkeeper.clients.probe import Deep, ExtensionResult
    from skillkeeper.clients.served import skills

    report = Report("stdio")
    skills(report, Deep(names=[], ext=ExtensionResult()), "acme")
    line = report.checks[0]
    assert (line.name, line.status) == ("skills", "warn")
    assert "`skillkeeper skills inbox --tenant acme`" in line.why
    unknown = Report("stdio")
    skills(unknown, Deep(names=[], ext=ExtensionResult()), None)
    assert "`skillkeeper skills inbox --tenant T`" in unknown.checks[0].why


def _tools_report(token_scopes: list[str], mandate: list[str]) -> Report:
    from skillkeeper.clients.served import Caller, tools
    from skillkeeper.deliver.mcp.tools import Grant, explain
    from skillkeeper.deliver.whoami import payload

    grant = Grant(anonymous=False, token_scopes=frozenset(token_scopes), mandate=frozenset(mandate), tenant="acme")
    me = payload(grant, None)
    report = Report("http://127.0.0.1:8765")
    tools(report, Caller(whoami=me), [t.name for t in explain(grant)[0]])
    return report


def test_a_read_only_token_is_told_write_tools_are_not_offered_and_only_a_write_token_is_warned() -> None:
    for scopes in (["skills:read"], ["skills:read", "fleet:report"]):  # an MCP client's, a node agent's
        report = _tools_report(scopes, scopes)
        assert report.exit_code == 0, report.lines()
        (line,) = report.checks
        assert (line.name, line.status) == ("tools", "ok")
        assert line.why == (
            "5 of 8 tools served, all that this token's scopes allow; read-only token: write tools are not "
            "offered (create_skill, update_skill, delete_skill); a token with skills:write gets them"
        )
    # A write tool missing for a token that carries skills:write stays a warning, with its reason.
    scopes = ["skills:read", "skills:write"]
    report = _tools_report(scopes, ["skills:read"])  # the principal's mandate was narrowed since
    assert report.exit_code == 1
    names = [(c.name, c.status) for c in report.checks]
    assert names == [
        ("tools", "warn"),
        ("tool create_skill", "warn"),
        ("tool update_skill", "warn"),
        ("tool delete_skill", "warn"),
    ]
