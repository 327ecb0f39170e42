"""`install` against fake homes: each client's entry, merged into its config, idempotent, updated in place."""

from __future__ import annotations

import stat
import tomllib
from datetime import datetime
from pathlib import Path

import pytest

from skillkeeper.clients.install import Options, run, unpinned
from skillkeeper.clients.registry import BY_NAME, NAMES, Platform
from skillkeeper.errors import ConfigError
from tests.clients.homes import CONFIGS, make_home
from tests.clients.installs import HTTP, NOW, PLATFORMS, by_client, entry, read_back, snapshot


@pytest.mark.parametrize("platform", PLATFORMS)
def test_install_adds_an_entry_to_every_present_client_and_keeps_everything_else(
    tmp_path: Path, platform: Platform
) -> None:
    home = make_home(tmp_path, platform)
    before = {n: read_back(n, home) for n in NAMES}
    changes = run(Options(), home, now=NOW)
    assert by_client(changes) == dict.fromkeys(NAMES, "added")
    for name in NAMES:
        after = read_back(name, home)
        servers_before, servers_after = before[name], after
        for key in BY_NAME[name].key:
            servers_before, servers_after = servers_before[key], servers_after[key]
        # Other servers survive with their order, and ours comes last.
        assert list(servers_after) == [*servers_before, "skillkeeper"], name
        del servers_after["skillkeeper"]
        assert after == before[name], name


@pytest.mark.parametrize("platform", PLATFORMS)
def test_comments_and_formatting_survive_in_jsonc_and_toml_files(tmp_path: Path, platform: Platform) -> None:
    home = make_home(tmp_path, platform)
    run(Options(), home, now=NOW)
    for name in ("vscode", "zed", "openclaw", "codex", "gemini"):
        text = BY_NAME[name].file(home).read_text()
        for line in CONFIGS[name].splitlines():
            assert line in text, (name, line)


def test_stdio_entries_have_each_clients_shape(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux")
    run(Options(), home, now=NOW)
    plain = {"command": "skillkeeper", "args": ["mcp"]}
    assert entry("claude-code", home) == {"type": "stdio", **plain}
    assert entry("vscode", home) == {"type": "stdio", **plain}
    assert entry("zed", home) == {"source": "custom", **plain}
    for name in ("claude-desktop", "cursor", "windsurf", "codex", "gemini", "openclaw"):
        assert entry(name, home) == plain, name


def test_http_entries_take_the_token_from_the_environment(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", env={"SKILLKEEPER_TOKEN": "sk_secret"})
    changes = run(Options(server="https://skills.example.com/", token_env="SKILLKEEPER_TOKEN"), home, now=NOW)
    url = "https://skills.example.com/mcp"
    assert entry("claude-code", home) == {
        "type": "http",
        "url": url,
        "headers": {"Authorization": "Bearer ${SKILLKEEPER_TOKEN}"},
    }
    assert entry("gemini", home) == {
        "type": "http",
        "url": url,
        "headers": {"Authorization": "Bearer ${SKILLKEEPER_TOKEN}"},
    }
    assert entry("cursor", home) == {"url": url, "headers": {"Authorization": "Bearer ${env:SKILLKEEPER_TOKEN}"}}
    assert entry("vscode", home) == {
        "type": "http",
        "url": url,
        "headers": {"Authorization": "Bearer ${env:SKILLKEEPER_TOKEN}"},
    }
    assert entry("windsurf", home) == {
        "serverUrl": url,
        "headers": {"Authorization": "Bearer ${env:SKILLKEEPER_TOKEN}"},
    }
    assert entry("codex", home) == {"url": url, "bearer_token_env_var": "SKILLKEEPER_TOKEN"}
    assert entry("openclaw", home) == {
        "url": url,
        "transport": "streamable-http",
        "headers": {"Authorization": "Bearer ${SKILLKEEPER_TOKEN}"},
    }
    # Claude Desktop takes remote servers only through its UI: skipped, file untouched.
    assert by_client(changes)["claude-desktop"] == "skipped"
    assert BY_NAME["claude-desktop"].file(home).read_text() == CONFIGS["claude-desktop"]
    desktop = next(c for c in changes if c.client == "claude-desktop")
    assert f"Settings > Connectors: add {url} there" in desktop.message  # what to do, not just "rerun"
    assert "`skillkeeper install --client claude-desktop --stdio`" in desktop.message
    # Only Zed cannot expand a variable: the token is written, with a warning, and the file becomes 0600.
    zed = next(c for c in changes if c.client == "zed")
    assert "warning" in zed.message
    assert entry("zed", home) == {"url": url, "headers": {"Authorization": "Bearer sk_secret"}}
    assert stat.S_IMODE(BY_NAME["zed"].file(home).stat().st_mode) == 0o600
    for name in NAMES:
        if name != "zed":
            assert "sk_secret" not in BY_NAME[name].file(home).read_text(), name


def test_a_client_that_needs_the_literal_token_reports_an_error_when_it_is_unset(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("zed", "cursor"))
    changes = run(HTTP, home, now=NOW)
    assert by_client(changes) == {"zed": "error", "cursor": "added"}
    assert BY_NAME["zed"].file(home).read_text() == CONFIGS["zed"]


def test_stdio_with_token_env_references_the_variable(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", env={"TEAM_TOKEN": "t0k"})
    run(Options(token_env="TEAM_TOKEN"), home, now=NOW)
    assert entry("claude-code", home)["env"] == {"SKILLKEEPER_TOKEN": "${TEAM_TOKEN}"}
    assert entry("cursor", home)["env"] == {"SKILLKEEPER_TOKEN": "${env:TEAM_TOKEN}"}
    assert entry("claude-desktop", home)["env"] == {"SKILLKEEPER_TOKEN": "t0k"}
    assert stat.S_IMODE(BY_NAME["claude-desktop"].file(home).stat().st_mode) == 0o600
    run(Options(token_env="SKILLKEEPER_TOKEN"), make_home(tmp_path / "b", "linux", clients=("codex",)), now=NOW)
    codex = tomllib.loads((tmp_path / "b" / "home" / ".codex" / "config.toml").read_text())
    assert codex["mcp_servers"]["skillkeeper"]["env_vars"] == ["SKILLKEEPER_TOKEN"]


@pytest.mark.parametrize("platform", PLATFORMS)
@pytest.mark.parametrize("options", [Options(), HTTP], ids=["stdio", "http"])
def test_a_second_run_reports_unchanged_for_every_client_and_writes_nothing(
    tmp_path: Path, platform: Platform, options: Options
) -> None:
    home = make_home(tmp_path, platform, env={"SKILLKEEPER_TOKEN": "sk"})
    run(options, home, now=NOW)
    before = snapshot(home)
    changes = run(options, home, now=datetime(2026, 12, 2, 11, 0, 0))
    assert {c.action for c in changes if c.action != "skipped"} == {"unchanged"}
    assert snapshot(home) == before


def test_a_changed_entry_is_updated_in_place(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("zed",))
    run(Options(), home, now=NOW)
    changes = run(Options(token_env="SKILLKEEPER_TOKEN"), home, now=NOW)
    assert by_client(changes) == {"zed": "error"}  # Zed would need the literal token: refused, file kept
    home = make_home(tmp_path / "b", "linux", clients=("vscode",))
    run(Options(), home, now=NOW)
    [change, _skill] = run(HTTP, home, now=NOW)
    assert change.action == "updated"
    assert list(read_back("vscode", home)["servers"]) == ["github", "skillkeeper"]
    assert entry("vscode", home)["type"] == "http"


def test_named_clients_are_written_even_when_absent_and_unknown_names_fail(tmp_path: Path) -> None:
    from skillkeeper.errors import ConfigError

    home = make_home(tmp_path, "linux", clients=())
    assert run(Options(), home) == []
    changes = run(Options(clients=("codex",)), home, now=NOW)
    assert [c.action for c in changes] == ["added", "added"]
    with pytest.raises(ConfigError, match="unknown client 'emacs'; use one of"):
        run(Options(clients=("emacs",)), home)
    # The agent's preset is gemini-cli, the install client gemini: a near miss names the one meant.
    with pytest.raises(ConfigError, match=r"unknown client 'gemini-cli' \(did you mean gemini\?\)"):
        run(Options(clients=("gemini-cli",)), home)
    with pytest.raises(ConfigError, match=r"'curser' \(did you mean cursor\?\)"):
        run(Options(clients=("curser",)), home)


def test_custom_name_and_server_url_validation(tmp_path: Path) -> None:
    from skillkeeper.errors import ConfigError

    home = make_home(tmp_path, "linux", clients=("cursor",))
    run(Options(name="team-skills", server="http://10.0.0.5:8765/mcp"), home, now=NOW)
    assert entry("cursor", home, "team-skills")["url"] == "http://10.0.0.5:8765/mcp"
    for bad in (Options(server="ftp://x"), Options(name="a b"), Options(token_env="1X")):
        with pytest.raises(ConfigError):
            run(bad, home)


def test_stdio_entry_carries_the_home_database_and_tenant_it_was_installed_with(tmp_path: Path) -> None:
    pinned = {
        "SKILLKEEPER_HOME": str(tmp_path / "sk"),
        "SKILLKEEPER_DATABASE_URL": f"sqlite:///{tmp_path / 'sk.db'}",
        "SKILLKEEPER_TENANT": "acme",
    }
    home = make_home(tmp_path, "linux", env=pinned)
    run(Options(), home, now=NOW)
    for name in NAMES:
        assert entry(name, home)["env"] == pinned, name


def test_a_database_url_with_a_password_is_never_written_into_a_client_file(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", env={"SKILLKEEPER_DATABASE_URL": "postgresql+psycopg://sk:s3cret@db/sk"})
    run(Options(), home, now=NOW)
    assert unpinned(home.env) == "SKILLKEEPER_DATABASE_URL"
    for name in NAMES:
        assert "s3cret" not in BY_NAME[name].file(home).read_text(encoding="utf-8"), name
        assert "env" not in entry(name, home), name


def test_tenant_names_the_stdio_entry_tenant_and_is_refused_with_a_token(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"), env={"SKILLKEEPER_TENANT": "other"})
    run(Options(tenant="acme"), home, now=NOW)
    assert entry("cursor", home)["env"] == entry("codex", home)["env"] == {"SKILLKEEPER_TENANT": "acme"}
    for options in (Options(tenant="acme", server="http://127.0.0.1:8765"), Options(tenant="acme", token_env="T")):
        with pytest.raises(ConfigError, match="--tenant is for the token-less stdio entry"):
            run(options, home)


def test_node_entry_serves_the_node_catalog_and_carries_only_the_home(tmp_path: Path) -> None:
    env = {"SKILLKEEPER_HOME": str(tmp_path / "sk"), "SKILLKEEPER_TENANT": "acme"}
    home = make_home(tmp_path, "linux", clients=("claude-code", "codex"), env=env)
    run(Options(node=True), home, now=NOW)
    for name in ("claude-code", "codex"):
        assert entry(name, home)["args"] == ["mcp", "--node"], name
        assert entry(name, home)["env"] == {"SKILLKEEPER_HOME": str(tmp_path / "sk")}, name


def test_an_update_says_which_tenant_url_or_transport_it_replaces(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    run(Options(tenant="acme"), home, now=NOW)

    def rerun(options: Options) -> str:
        [change] = [c for c in run(options, home, now=NOW) if c.client == "cursor"]
        assert change.action == "updated", change.message
        return change.message

    # A bare rerun switched the entry from acme to default with only 'updated'.
    assert rerun(Options()).startswith("updated 'skillkeeper' under mcpServers (SKILLKEEPER_TENANT acme -> unset)")
    assert "(`skillkeeper mcp` (stdio) -> http://127.0.0.1:8765/mcp)" in rerun(Options(server="http://127.0.0.1:8765"))
    assert "(url http://127.0.0.1:8765/mcp -> http://127.0.0.1:9000/mcp)" in rerun(
        Options(server="http://127.0.0.1:9000")
    )
    # The node's catalog is not this machine's database: switching between them was told as plain stdio, or not at all.
    assert "(http://127.0.0.1:9000/mcp -> `skillkeeper mcp --node` (stdio))" in rerun(Options(node=True))
    assert "(`skillkeeper mcp --node` (stdio) -> `skillkeeper mcp` (stdio))" in rerun(Options())
