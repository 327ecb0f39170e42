"""`install` and config files it cannot parse or read: left untouched, with the next step and the edit by hand."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from skillkeeper.clients import jsonc
from skillkeeper.clients.install import Options, run
from skillkeeper.clients.registry import BY_NAME
from tests.clients.homes import CONFIGS, make_home
from tests.clients.installs import NOW, by_client


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
    assert bad.action == "skipped" and bad.message.startswith(f"{path}: warning: cannot parse: ")
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
    assert change.message.startswith(f"{path}: is not UTF-8 text; left untouched: save it as UTF-8 and rerun, ")
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
        f"; warning: the file has trailing commas (lines {last - 1}, {last}), which Gemini CLI does not accept (it "
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
