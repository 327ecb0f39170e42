from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import update
from typer.testing import CliRunner

from skillkeeper.access.tokens import authenticate
from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from skillkeeper.store.schema import tokens
from skillkeeper.store.tenants import create_tenant

runner = CliRunner()
_register()


@pytest.fixture(autouse=True)
def _database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    keeper = Keeper.open(db_url)
    with keeper.store.write() as conn:
        create_tenant(conn, "acme")
    keeper.close()


def _caller(db_url: str, token: str):  # type: ignore[no-untyped-def]
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.read() as conn:
            return authenticate(conn, token)
    finally:
        keeper.close()


def test_create_prints_secret_once_and_list_never_shows_it(db_url: str) -> None:
    result = runner.invoke(
        app,
        [
            "tokens",
            "create",
            "--tenant",
            "acme",
            "--principal",
            "node-1",
            "--scopes",
            "fleet:report,skills:read",
            "--expires",
            "30d",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    issued = json.loads(result.stdout)
    assert issued["token"].startswith("skk_") and issued["expires_at"]
    assert _caller(db_url, issued["token"]).scopes == {"fleet:report", "skills:read"}
    listed = runner.invoke(app, ["tokens", "list", "--tenant", "acme", "--json"])
    rows = json.loads(listed.stdout)["tokens"]
    assert [r["id"] for r in rows] == [issued["id"]]
    assert issued["token"] not in listed.stdout


def test_plain_create_prints_only_the_secret_on_stdout() -> None:
    result = runner.invoke(app, ["tokens", "create", "--tenant", "acme", "--principal", "p", "--scopes", "skills:read"])
    assert result.exit_code == 0
    assert result.stdout.strip().startswith("skk_") and len(result.stdout.strip().splitlines()) == 1


def test_revoke_makes_the_token_invalid(db_url: str) -> None:
    issued = json.loads(
        runner.invoke(
            app, ["tokens", "create", "--tenant", "acme", "--principal", "p", "--scopes", "skills:read", "--json"]
        ).stdout
    )
    assert runner.invoke(app, ["tokens", "revoke", issued["id"], "--tenant", "acme"]).exit_code == 0
    from skillkeeper.access.tokens import InvalidToken

    with pytest.raises(InvalidToken):
        _caller(db_url, issued["token"])
    again = runner.invoke(app, ["tokens", "revoke", issued["id"], "--tenant", "acme"])
    assert again.exit_code == 1 and "not found" in again.stderr


def test_revoke_by_the_pasted_secret_revokes_that_token_and_never_echoes_it(db_url: str) -> None:
    issued = json.loads(
        runner.invoke(
            app, ["tokens", "create", "--tenant", "acme", "--principal", "p", "--scopes", "skills:read", "--json"]
        ).stdout
    )
    done = runner.invoke(app, ["tokens", "revoke", issued["token"], "--tenant", "acme"])
    assert done.exit_code == 0 and done.stdout == f"revoked {issued['id']}\n"
    from skillkeeper.access.tokens import InvalidToken

    with pytest.raises(InvalidToken):
        _caller(db_url, issued["token"])
    again = runner.invoke(app, ["tokens", "revoke", issued["token"], "--tenant", "acme"])
    assert again.exit_code == 1 and "with this secret not found in acme" in again.stderr
    assert issued["token"] not in again.stderr + again.stdout


def test_revoke_over_server_refuses_a_secret_before_it_goes_into_a_url() -> None:
    done = runner.invoke(
        app, ["tokens", "revoke", "skk_pasted", "--server", "http://127.0.0.1:9"], env={"SKILLKEEPER_TOKEN": "skk_x"}
    )
    assert done.exit_code == 1 and "not its id" in done.stderr and "skk_pasted" not in done.stderr


def test_principals_grant_and_revoke_change_effective_scopes(db_url: str) -> None:
    issued = json.loads(
        runner.invoke(
            app,
            [
                "tokens",
                "create",
                "--tenant",
                "acme",
                "--principal",
                "p",
                "--scopes",
                "skills:read,skills:write",
                "--json",
            ],
        ).stdout
    )
    assert runner.invoke(app, ["principals", "revoke", "--tenant", "acme", "p", "skills:write"]).exit_code == 0
    assert _caller(db_url, issued["token"]).scopes == {"skills:read"}
    assert runner.invoke(app, ["principals", "grant", "--tenant", "acme", "p", "skills:write"]).exit_code == 0
    assert _caller(db_url, issued["token"]).scopes == {"skills:read", "skills:write"}


def test_principals_grant_says_a_token_minted_without_the_scope_needs_a_new_one(db_url: str) -> None:
    # deploy.md's walk: an admin minted without fleet:report was granted it, and its token still could not mint one.
    runner.invoke(app, ["tokens", "create", "--tenant", "acme", "--principal", "p", "--scopes", "skills:read"])
    granted = runner.invoke(app, ["principals", "grant", "--tenant", "acme", "p", "fleet:report"])
    assert granted.exit_code == 0
    assert granted.stderr == (
        "note: each token of p keeps the scopes it was minted with (within these); for a token with the new ones, "
        "`skillkeeper tokens create --tenant acme --principal p --scopes fleet:report,skills:read`\n"
    )


@pytest.mark.parametrize(
    "args,message",
    [
        (["--scopes", "bogus"], "unknown scope"),
        (["--scopes", "skills:read", "--expires", "soon"], "not a duration"),
        (["--scopes", "skills:read", "--expires", "99999999d"], "at most 3650d"),
        (["--scopes", "skills:read", "--expires", "0w"], "30d, 12h, 90m or 1w"),
        (["--scopes", "skills:read", "--expires", "3651d"], "at most 3650d"),
        (["--scopes", "skills:read", "--tenant", "nobody"], "no tenant 'nobody'"),
    ],
)
def test_bad_input_is_one_line_error(args: list[str], message: str) -> None:
    base = ["tokens", "create", "--principal", "p"]
    if "--tenant" not in args:
        base += ["--tenant", "acme"]
    result = runner.invoke(app, base + args)
    assert result.exit_code != 0
    assert message in result.stderr and "Traceback" not in result.output


def test_create_connect_prints_the_token_once_with_every_client_and_the_install_command(db_url: str) -> None:
    import tomllib

    result = runner.invoke(
        app,
        [
            "tokens",
            "create",
            "--tenant",
            "acme",
            "--principal",
            "laptop",
            "--scopes",
            "skills:read",
            "--connect",
            "--agent-url",
            "http://sk.example:8765",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    assert _caller(db_url, body["token"]).principal == "laptop"
    connect = body["connect"]
    assert connect["install"] == "skillkeeper install --server http://sk.example:8765"
    by_client = {c["client"]: c for c in connect["clients"]}
    assert len(by_client) == 9 and "Connectors" in by_client["claude-desktop"]["note"]
    cursor = json.loads(by_client["cursor"]["config"])["mcpServers"]["skillkeeper"]
    assert cursor == {
        "url": "http://sk.example:8765/mcp",
        "headers": {"Authorization": "Bearer ${env:SKILLKEEPER_TOKEN}"},
    }
    codex = tomllib.loads(by_client["codex"]["config"])["mcp_servers"]["skillkeeper"]
    assert codex == {"url": "http://sk.example:8765/mcp", "bearer_token_env_var": "SKILLKEEPER_TOKEN"}
    # Only a client that cannot read the environment carries the secret itself, with a warning.
    holders = {c for c, s in by_client.items() if body["token"] in s["config"]}
    assert holders == {"zed"} and "0600" in by_client["zed"]["note"]
    text = runner.invoke(
        app, ["tokens", "create", "--tenant", "acme", "--principal", "laptop", "--scopes", "skills:read", "--connect"]
    )
    assert text.exit_code == 0
    assert text.stdout.count("skk_") >= 2 and "skillkeeper install --token-env SKILLKEEPER_TOKEN" in text.stdout
    bad = runner.invoke(
        app,
        [
            "tokens",
            "create",
            "--tenant",
            "acme",
            "--principal",
            "x",
            "--scopes",
            "skills:read",
            "--connect",
            "--agent-url",
            "ftp://nope",
        ],
    )
    assert bad.exit_code == 2


def test_a_cli_minted_token_records_the_local_operator(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from sqlalchemy import select

    from skillkeeper.store.schema import audit_events

    monkeypatch.setattr("getpass.getuser", lambda: "ops-anna")
    result = runner.invoke(
        app, ["tokens", "create", "--tenant", "acme", "--principal", "bot", "--scopes", "skills:read", "--json"]
    )
    assert result.exit_code == 0, result.output
    issued = json.loads(result.stdout)
    assert issued["minted_by"] == "operator:ops-anna"
    listed = json.loads(runner.invoke(app, ["tokens", "list", "--tenant", "acme", "--json"]).stdout)["tokens"]
    assert [t["minted_by"] for t in listed if t["id"] == issued["id"]] == ["operator:ops-anna"]
    plain = runner.invoke(app, ["tokens", "list", "--tenant", "acme"]).stdout
    assert plain.splitlines()[1].endswith("  operator:ops-anna")  # under MINTED BY
    keeper = Keeper.open(db_url)
    with keeper.store.read() as conn:
        event = conn.execute(
            select(audit_events.c.actor, audit_events.c.details).where(audit_events.c.action == "token_created")
        ).one()
    keeper.close()
    assert event.actor == "operator:ops-anna" and event.details["token_id"] == issued["id"]


def test_scopes_beyond_the_mandate_name_a_grant_command_that_works_as_printed() -> None:
    create = ["tokens", "create", "--tenant", "acme", "--principal", "me", "--scopes"]
    assert runner.invoke(app, [*create, "skills:read"]).exit_code == 0
    refused = runner.invoke(app, [*create, "skills:read,skills:review"])
    assert refused.exit_code == 1
    assert refused.output.startswith(
        "error: 'me' may not be given skills:review (its tokens are limited to skills:read)"
    )
    grant = refused.output.split("`")[1]
    assert grant == "skillkeeper principals grant me skills:review --tenant acme"
    assert refused.output.rstrip().endswith("then run this again")
    assert runner.invoke(app, grant.split()[1:]).exit_code == 0
    assert runner.invoke(app, [*create, "skills:read,skills:review"]).exit_code == 0


def test_tokens_and_mandates_act_in_an_exported_skillkeeper_tenant(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SKILLKEEPER_TENANT", raising=False)
    refused = runner.invoke(app, ["tokens", "list"])
    assert refused.exit_code == 2 and "--tenant is required (or export SKILLKEEPER_TENANT" in refused.stderr
    monkeypatch.setenv("SKILLKEEPER_TENANT", "acme")
    made = runner.invoke(
        app, ["tokens", "create", "--principal", "p", "--scopes", "skills:read,skills:write", "--json"]
    )
    assert made.exit_code == 0, made.output
    issued = json.loads(made.stdout)
    assert _caller(db_url, issued["token"]).tenant == "acme"
    assert [r["id"] for r in json.loads(runner.invoke(app, ["tokens", "list", "--json"]).stdout)["tokens"]] == [
        issued["id"]
    ]
    assert runner.invoke(app, ["principals", "revoke", "p", "skills:write"]).exit_code == 0
    assert _caller(db_url, issued["token"]).scopes == {"skills:read"}
    assert runner.invoke(app, ["tokens", "revoke", issued["id"]]).exit_code == 0


def test_revoking_an_unknown_token_names_the_list_command_for_its_tenant() -> None:
    result = runner.invoke(app, ["tokens", "revoke", "tok_nope", "--tenant", "acme"])
    assert result.exit_code == 1
    assert result.stderr.strip() == (
        "error: token 'tok_nope' not found in acme (or already revoked); "
        "list them with `skillkeeper tokens list --tenant acme`"
    )


def test_tokens_list_keeps_its_columns_aligned_for_long_scope_lists() -> None:
    for principal, scopes in (
        ("p", "skills:read"),
        ("admin-with-a-long-name", "fleet:read,skills:admin,skills:read,skills:review,skills:write"),
    ):
        assert (
            runner.invoke(
                app, ["tokens", "create", "--tenant", "acme", "--principal", principal, "--scopes", scopes]
            ).exit_code
            == 0
        )
    header, *lines = runner.invoke(app, ["tokens", "list", "--tenant", "acme"]).stdout.splitlines()
    assert len(lines) == 2
    # The state column starts at one place, under its name.
    assert {line.index("no expiry") for line in lines} == {header.index("STATE")}, [header, *lines]


def test_tokens_list_names_its_columns_in_a_header_row_and_json_stays_rows_only() -> None:
    mint = ["tokens", "create", "--tenant", "acme", "--principal", "laptop", "--scopes", "skills:read"]
    assert runner.invoke(app, mint).exit_code == 0
    header, row = runner.invoke(app, ["tokens", "list", "--tenant", "acme"]).stdout.splitlines()
    assert header.split() == ["ID", "PRINCIPAL", "SCOPES", "STATE", "MINTED", "BY"]
    assert row.split()[1:4] == ["laptop", "skills:read", "no"] and header.index("PRINCIPAL") == row.index("laptop")
    listed = json.loads(runner.invoke(app, ["tokens", "list", "--tenant", "acme", "--json"]).stdout)
    assert list(listed) == ["tokens"] and [t["principal"] for t in listed["tokens"]] == ["laptop"]


def test_granting_to_an_unknown_principal_names_the_principals_and_the_command_that_creates_it() -> None:
    mint = ["tokens", "create", "--tenant", "acme", "--principal", "laptop", "--scopes", "skills:read"]
    assert runner.invoke(app, mint).exit_code == 0
    typo = runner.invoke(app, ["principals", "grant", "lapto", "skills:read,skills:write", "--tenant", "acme"])
    assert typo.exit_code == 1
    assert typo.stderr.strip() == (
        "error: principal 'lapto' does not exist in tenant 'acme'; did you mean laptop? principals there: laptop; "
        "a principal comes with its first token: "
        "`skillkeeper tokens create --tenant acme --principal lapto --scopes skills:read,skills:write`"
    )
    revoke = runner.invoke(app, ["principals", "revoke", "nobody", "skills:read", "--tenant", "acme"])
    assert revoke.exit_code == 1
    assert revoke.stderr.strip() == (
        "error: principal 'nobody' does not exist in tenant 'acme'; principals there: laptop"
    )


def test_tokens_list_says_which_scopes_a_narrowed_mandate_took_from_a_token() -> None:
    mint = ["tokens", "create", "--tenant", "acme", "--principal", "laptop", "--scopes", "skills:read,skills:write"]
    assert runner.invoke(app, mint).exit_code == 0
    assert runner.invoke(app, ["principals", "revoke", "laptop", "skills:write", "--tenant", "acme"]).exit_code == 0
    _, line = runner.invoke(app, ["tokens", "list", "--tenant", "acme"]).stdout.splitlines()
    assert line.endswith(
        "(principal laptop's mandate was narrowed: skills:write no longer works; "
        "`skillkeeper principals grant laptop skills:write --tenant acme` restores them)"
    )
    assert runner.invoke(app, ["principals", "revoke", "laptop", "skills:read", "--tenant", "acme"]).exit_code == 0
    [row] = json.loads(runner.invoke(app, ["tokens", "list", "--tenant", "acme", "--json"]).stdout)["tokens"]
    assert row["scopes"] == ["skills:read", "skills:write"] and row["withheld"] == ["skills:read", "skills:write"]
    _, line = runner.invoke(app, ["tokens", "list", "--tenant", "acme"]).stdout.splitlines()
    assert "mandate was narrowed: none of them work;" in line


def test_tokens_list_says_a_token_has_expired(db_url: str) -> None:
    mint = ["tokens", "create", "--tenant", "acme", "--principal", "laptop", "--scopes", "skills:read", "--json"]
    issued = json.loads(runner.invoke(app, [*mint, "--expires", "1h"]).stdout)
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            past = datetime.now(UTC) - timedelta(hours=1)
            conn.execute(update(tokens).where(tokens.c.id == issued["id"]).values(expires_at=past))
    finally:
        keeper.close()
    _, line = runner.invoke(app, ["tokens", "list", "--tenant", "acme"]).stdout.splitlines()
    assert "  expired 20" in line and "  expires " not in line
    [row] = json.loads(runner.invoke(app, ["tokens", "list", "--tenant", "acme", "--json"]).stdout)["tokens"]
    assert row["expired"] is True
