"""Which client entries doctor counts as reaching skillkeeper: over HTTP, stdio, or the node's catalog."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.clients import install, pointers
from skillkeeper.clients.registry import BY_NAME
from tests.clients.homes import make_home


def test_node_entries_are_found_as_stdio_and_marked_node(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(clients=("cursor",), node=True), home)
    install.run(install.Options(clients=("codex",)), home)
    found, present, problems = pointers.find(home, None)
    assert {(p.client, p.node) for p in found} == {("cursor", True), ("codex", False)}
    assert present == ["cursor", "codex"] and problems == []
    assert pointers.find(home, "http://127.0.0.1:8765/mcp")[0] == []


def test_pinned_env_is_what_every_stdio_entry_sets_or_nothing_when_they_disagree(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex", "gemini"))
    install.run(install.Options(tenant="acme"), home)
    install.run(install.Options(clients=("gemini",), node=True), home)  # node entries do not count
    assert pointers.pinned_env(home) == {"SKILLKEEPER_TENANT": "acme"}
    install.run(install.Options(clients=("codex",), tenant="other"), home)
    assert pointers.pinned_env(home) == {}


def test_each_clients_entry_names_the_variable_it_sends_as_the_token(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("codex", "gemini", "cursor", "vscode"))
    url = "http://127.0.0.1:8797/mcp"
    install.run(install.Options(server=url, token_env="SKILLKEEPER_MCP_TOKEN"), home)
    found = pointers.find(home, url)[0]
    assert {p.client: p.token_env for p in found} == {
        "codex": "SKILLKEEPER_MCP_TOKEN",  # bearer_token_env_var
        "gemini": "SKILLKEEPER_MCP_TOKEN",  # "Bearer ${VAR}"
        "cursor": "SKILLKEEPER_MCP_TOKEN",
        "vscode": "SKILLKEEPER_MCP_TOKEN",  # "Bearer ${env:VAR}"
    }
    assert pointers.token_var({"url": url, "env_http_headers": {"Authorization": "MY_VAR"}}) == "MY_VAR"
    assert pointers.token_var({"url": url, "headers": {"Authorization": "Bearer skk_literal"}}) is None


def test_trailing_commas_gemini_cannot_load_are_a_problem_named_with_the_line(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("gemini",))
    path = BY_NAME["gemini"].file(home)
    path.write_text('{\n  // mine\n  "mcpServers": {"skillkeeper": {"command": "skillkeeper", "args": ["mcp"]},},\n}\n')
    found, _present, problems = pointers.find(home, None)
    assert [p.client for p in found] == ["gemini"]  # the entry is there; Gemini CLI still loads none of it
    assert problems == [
        f"gemini: {path} has a trailing comma (line 3), so Gemini CLI loads none of it "
        "(it allows comments, not trailing commas): remove it"
    ]


def test_a_config_doctor_cannot_read_is_a_problem_naming_the_file(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("claude-desktop", "windsurf"))
    broken, latin1 = BY_NAME["claude-desktop"].file(home), BY_NAME["windsurf"].file(home)
    broken.write_text('{"mcpServers": {')
    latin1.write_bytes(b'{"mcpServers": {"caf\xe9": {}}}')
    problems = pointers.find(home, None)[2]
    assert problems[0].startswith(f"claude-desktop: {broken}: cannot parse: not valid JSON (")
    assert problems[1] == f"windsurf: {latin1}: is not UTF-8 text; save it as UTF-8 and rerun"
