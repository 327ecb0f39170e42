"""`install` against fake homes: merge, idempotence, removal, dry run, broken and read-only files."""

from __future__ import annotations

import json
import os
import stat
import tomllib
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from skillkeeper.clients import jsonc
from skillkeeper.clients.install import Options, plan, run, unpinned
from skillkeeper.clients.registry import BY_NAME, NAMES, Home, Platform
from skillkeeper.clients.writes import apply
from skillkeeper.errors import ConfigError
from tests.clients.homes import CONFIGS, make_home

PLATFORMS: list[Platform] = ["linux", "darwin", "win32"]
NOW = datetime(2026, 12, 2, 10, 30, 0)
HTTP = Options(server="http://127.0.0.1:8765")


def read_back(name: str, home: Home) -> Any:
    """The client's whole config, parsed by that format's own rules."""
    client = BY_NAME[name]
    text = client.file(home).read_text(encoding="utf-8")
    if client.fmt == "toml":
        return tomllib.loads(text)
    if client.fmt == "json":
        return json.loads(text)
    return jsonc.loads(text)


def entry(name: str, home: Home, server: str = "skillkeeper") -> Any:
    doc = read_back(name, home)
    for key in BY_NAME[name].path(server):
        doc = doc.get(key) if isinstance(doc, dict) else None
    return doc


def snapshot(home: Home) -> dict[str, bytes]:
    root = home.home
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def by_client(changes: list[Any]) -> dict[str, str]:
    return {c.client: c.action for c in changes if c.client != "companion-skill"}


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


@pytest.mark.parametrize("platform", PLATFORMS)
def test_remove_takes_out_only_our_entry_and_restores_the_original_text(tmp_path: Path, platform: Platform) -> None:
    home = make_home(tmp_path, platform)
    run(Options(), home, now=NOW)
    changes = run(Options(remove=True), home, now=datetime(2026, 12, 2, 11, 0, 0))
    assert by_client(changes) == dict.fromkeys(NAMES, "removed")
    for name in NAMES:
        assert BY_NAME[name].file(home).read_text() == CONFIGS[name], name
    assert not (home.home / ".claude" / "skills" / "using-skillkeeper").exists()
    again = run(Options(remove=True), home)
    assert {c.action for c in again} == {"unchanged"}


def test_every_change_leaves_a_timestamped_backup_of_the_previous_file(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    path = BY_NAME["cursor"].file(home)
    [change, _skill] = run(Options(), home, now=NOW)
    assert change.backup == path.with_name("mcp.json.skillkeeper-backup-20261202T103000")
    assert change.backup.read_text() == CONFIGS["cursor"]
    [again, _skill] = run(HTTP, home, now=NOW)  # same second: a second backup, not an overwrite
    assert again.backup == path.with_name("mcp.json.skillkeeper-backup-20261202T103000-1")
    assert json.loads(again.backup.read_text())["mcpServers"]["skillkeeper"]["command"] == "skillkeeper"


def test_file_modes_are_kept_and_new_files_are_private(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    BY_NAME["cursor"].file(home).chmod(0o640)
    run(Options(clients=("cursor", "gemini")), home, now=NOW)
    assert stat.S_IMODE(BY_NAME["cursor"].file(home).stat().st_mode) == 0o640
    created = BY_NAME["gemini"].file(home)
    assert json.loads(created.read_text()) == {
        "mcpServers": {"skillkeeper": {"command": "skillkeeper", "args": ["mcp"]}}
    }
    assert stat.S_IMODE(created.stat().st_mode) == 0o600


def test_dry_run_changes_nothing_and_says_what_would_happen(tmp_path: Path) -> None:
    home = make_home(tmp_path, "darwin")
    before = snapshot(home)
    changes = run(Options(), home, dry_run=True, now=NOW)
    assert by_client(changes) == dict.fromkeys(NAMES, "added")
    assert all(c.message.startswith("dry run") and c.backup is None for c in changes)
    assert snapshot(home) == before


@pytest.mark.parametrize("name", ["cursor", "vscode", "codex", "claude-code"])
def test_an_unparseable_file_is_left_untouched_with_a_warning_naming_it_unless_its_client_is_named(
    tmp_path: Path, name: str
) -> None:
    # A leftover broken file of a client not in use made every plain install exit 1 while it stayed broken.
    home = make_home(tmp_path, "linux")
    path = BY_NAME[name].file(home)
    broken = CONFIGS[name][: len(CONFIGS[name]) // 2]
    path.write_text(broken)
    changes = run(Options(), home, now=NOW)
    [bad] = [c for c in changes if c.client == name]
    assert bad.action == "skipped" and bad.message.startswith(f"warning: cannot parse {path}: ")
    assert f"left untouched: fix it, then `skillkeeper install --client {name}`" in bad.message
    assert "\n" not in bad.message
    assert path.read_text() == broken
    assert not list(path.parent.glob(f"{path.name}.skillkeeper-backup-*"))
    assert all(a == "added" for n, a in by_client(changes).items() if n != name)
    [named] = run(Options(clients=(name,)), home, now=NOW)[:1]
    assert named.action == "error" and str(path) in named.message and path.read_text() == broken


def test_an_openclaw_json5_file_it_cannot_edit_gets_the_entry_to_add_by_hand(tmp_path: Path) -> None:
    # OpenClaw reads JSON5 (unquoted keys); the error said only "left untouched", with nothing to do next.
    home = make_home(tmp_path, "linux", clients=("openclaw",))
    path = BY_NAME["openclaw"].file(home)
    text = "{\n  // mine\n  agents: { defaults: {} },\n}\n"
    path.write_text(text)
    [change, *_skills] = run(Options(server="http://127.0.0.1:8765"), home, now=NOW)
    assert change.action == "error" and path.read_text() == text
    hint = change.message.split("; left untouched: ")[1]
    entry = {"url": "http://127.0.0.1:8765/mcp", "transport": "streamable-http"}
    entry["headers"] = {"Authorization": "Bearer ${SKILLKEEPER_TOKEN}"}
    assert hint == f"fix it and rerun, or add mcp.servers.skillkeeper yourself: {json.dumps(entry)}"
    [gone, *_skills] = run(Options(remove=True), home, now=NOW)
    assert gone.message.endswith("; left untouched: fix it and rerun, or take out mcp.servers.skillkeeper yourself")


def test_a_file_that_is_not_utf8_is_left_untouched_with_the_next_step(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("windsurf",))
    path = BY_NAME["windsurf"].file(home)
    path.write_bytes(b'{"mcpServers": {"caf\xe9": {"command": "x"}}}')
    [change, *_skills] = run(Options(), home, now=NOW)
    assert change.action == "error" and path.read_bytes().endswith(b"}}}")
    assert change.message.startswith(f"left untouched: {path} is not UTF-8 text; save it as UTF-8 and rerun, ")
    by_hand = '{"command": "skillkeeper", "args": ["mcp"]}'
    assert change.message.endswith(f"or add mcpServers.skillkeeper yourself: {by_hand}")


def test_a_client_remote_entries_cannot_reach_is_skipped_without_reading_its_file(tmp_path: Path) -> None:
    # Claude Desktop takes remote servers only in its UI: a broken file of it is no error for --server.
    home = make_home(tmp_path, "linux", clients=("claude-desktop",))
    BY_NAME["claude-desktop"].file(home).write_text('{"mcpServers": {')
    [change, *_skills] = run(Options(server="http://127.0.0.1:8765"), home, now=NOW)
    assert change.action == "skipped" and "Settings > Connectors" in change.message


def test_comments_in_a_strict_json_file_are_an_error_not_a_rewrite(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    path = BY_NAME["cursor"].file(home)
    path.write_text('{\n  // mine\n  "mcpServers": {}\n}\n')
    [change] = run(Options(), home, now=NOW)  # no companion skill: no client will serve its tools
    assert change.action == "error" and "not valid JSON" in change.message
    assert path.read_text() == '{\n  // mine\n  "mcpServers": {}\n}\n'


def test_gemini_settings_with_comments_are_merged_and_keep_them(tmp_path: Path) -> None:
    # Gemini CLI reads settings.json through strip-json-comments, so users do comment it.
    home = make_home(tmp_path, "linux", clients=("gemini",))
    path = BY_NAME["gemini"].file(home)
    path.write_text('{\n  // my theme\n  "theme": "GitHub",\n  "mcpServers": {}\n}\n')
    [change, _skill] = run(Options(server="http://127.0.0.1:8797"), home, now=NOW)
    assert change.action == "added", change.message
    text = path.read_text()
    assert "  // my theme\n" in text and '"url": "http://127.0.0.1:8797/mcp"' in text
    [removed, _skill] = run(Options(remove=True), home, now=NOW)
    assert removed.action == "removed" and "  // my theme\n" in path.read_text()


def test_gemini_settings_with_trailing_commas_get_a_warning_and_no_more_of_them(tmp_path: Path) -> None:
    # Gemini CLI strips comments, then JSON.parse: a trailing comma stops it loading the whole file.
    home = make_home(tmp_path, "linux", clients=("gemini", "vscode"))
    gemini = BY_NAME["gemini"].file(home)
    gemini.write_text('{\n  // mine\n  "mcpServers": {\n    "other": {"command": "x"},\n  },\n}\n')
    vscode = BY_NAME["vscode"].file(home)  # VS Code reads them: no warning
    vscode.write_text('{\n  "servers": {\n    "other": {"command": "x"},\n  },\n}\n')
    changes = {c.client: c for c in run(Options(), home, now=NOW)}
    text = gemini.read_text()
    last = text.count("\n") - 1  # ours took over the comma after "other" (so --remove gives it back), none added
    assert "  // mine\n" in text and jsonc.trailing_commas(text) == [last - 1, last]
    assert changes["gemini"].action == "added"
    assert changes["gemini"].message.endswith(
        f"; warning: {gemini} has trailing commas (lines {last - 1}, {last}), which Gemini CLI does not accept (it "
        "allows comments, not trailing commas) and so loads none of the file: remove them"
    )
    assert "warning" not in changes["vscode"].message
    assert len(jsonc.trailing_commas(vscode.read_text())) == 2
    [again, *_rest] = run(Options(clients=("gemini",)), home, now=NOW)
    assert again.action == "unchanged" and f"has trailing commas (lines {last - 1}, {last})" in again.message
    gemini.write_text('{\n  "ui": {"theme": "x"}\n}\n')
    [clean, *_rest] = run(Options(clients=("gemini",)), home, now=NOW)
    assert clean.action == "added" and "warning" not in clean.message
    assert jsonc.trailing_commas(gemini.read_text()) == []


def test_a_read_only_file_is_an_error_and_the_others_still_install(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("zed", "cursor"))
    path = BY_NAME["zed"].file(home)
    path.chmod(0o444)
    changes = run(Options(), home, now=NOW)
    assert by_client(changes) == {"zed": "error", "cursor": "added"}
    [zed] = [c for c in changes if c.client == "zed"]
    assert "read-only" in zed.message and str(path) in zed.message
    assert path.read_text() == CONFIGS["zed"]
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_a_folder_that_cannot_be_written_is_an_error_not_a_crash(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    folder = BY_NAME["cursor"].folder(home)
    BY_NAME["cursor"].file(home).unlink()
    (folder / "mcp.json").mkdir()  # a folder where the file should be
    [change] = run(Options(), home, now=NOW)
    assert change.action == "error" and "is a folder" in change.message


def test_windows_crlf_files_keep_their_line_endings(tmp_path: Path) -> None:
    home = make_home(tmp_path, "win32", clients=("gemini", "vscode", "codex"), crlf=True)
    run(Options(), home, now=NOW)
    for name in ("gemini", "vscode", "codex"):
        raw = BY_NAME[name].file(home).read_bytes()
        assert raw.count(b"\n") == raw.count(b"\r\n"), name
        assert read_back(name, home)[BY_NAME[name].key[0]]["skillkeeper"]["command"] == "skillkeeper"


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


def test_a_linked_config_is_edited_at_its_target(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    path = BY_NAME["cursor"].file(home)
    real = tmp_path / "dotfiles" / "mcp.json"
    real.parent.mkdir()
    path.rename(real)
    os.symlink(real, path)
    run(Options(), home, now=NOW)
    assert path.is_symlink()
    assert "skillkeeper" in json.loads(real.read_text())["mcpServers"]


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


def test_a_config_its_client_saved_after_install_read_it_keeps_the_clients_edit(tmp_path: Path) -> None:
    # Claude Code rewrites ~/.claude.json often; writing the text planned from the earlier read lost that save.
    home = make_home(tmp_path, "linux", clients=("claude-code", "cursor"))
    path = BY_NAME["claude-code"].file(home)
    changes = plan(Options(), home)
    saved = path.read_text().replace('"numStartups": 42', '"numStartups": 43')
    path.write_text(saved)
    applied = by_client(apply(changes, NOW))
    assert applied["claude-code"] == "error" and applied["cursor"] == "added"
    [change] = [c for c in changes if c.client == "claude-code"]
    assert change.message == f"{path} changed while install ran; nothing written there: rerun"
    assert path.read_text() == saved and not list(path.parent.glob(f"{path.name}.skillkeeper-backup-*"))
    assert by_client(run(Options(), home, now=NOW))["claude-code"] == "added"  # the rerun
    assert '"numStartups": 43' in path.read_text()


def test_the_edit_by_hand_for_a_toml_file_is_a_line_of_toml(tmp_path: Path) -> None:
    # It was a JSON object, which Codex's config.toml cannot hold.
    home = make_home(tmp_path, "linux", clients=("codex",))
    BY_NAME["codex"].file(home).write_text('mcp_servers = "oops"\n')
    [change, *_skills] = run(Options(), home, now=NOW)
    assert change.action == "error"
    said, line = change.message.split(
        "; left untouched: fix it and rerun, or add this line yourself, before the first [table]: "
    )
    assert said.endswith("'mcp_servers' is not a table")
    assert tomllib.loads(line) == {"mcp_servers": {"skillkeeper": {"command": "skillkeeper", "args": ["mcp"]}}}


def test_backups_are_pruned_to_the_newest_few_and_the_users_original_always_stays(tmp_path: Path) -> None:
    kept_besides_oldest = 5  # as the README says
    home = make_home(tmp_path, "linux", clients=("cursor",))
    path = BY_NAME["cursor"].file(home)
    original = path.read_text()
    for n in range(kept_besides_oldest + 4):  # every run changes the file: one backup each, the first within one second
        server = f"http://127.0.0.1:{8000 + n}"
        [change, *_skills] = run(Options(clients=("cursor",), server=server), home, now=NOW)
        assert change.action in ("added", "updated") and change.backup is not None and change.backup.exists()
    kept = sorted(path.parent.glob(f"{path.name}.skillkeeper-backup-*"), key=os.path.getmtime)
    assert len(kept) == kept_besides_oldest + 1
    assert original in [p.read_text() for p in kept]  # what the user had before the first install
    assert f"127.0.0.1:{8000 + kept_besides_oldest + 2}" in change.backup.read_text()  # the newest: the run before
