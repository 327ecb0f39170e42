"""doctor's caller line in the user's words: who the token speaks for, in which tenant, what it may do."""

from __future__ import annotations

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
