"""TOML, strict JSON and JSONC entries are written so that each format's own parser reads them back."""

from __future__ import annotations

import json
import tomllib

import pytest

from skillkeeper.clients import formats, tomltext
from tests.clients.homes import CODEX

ENTRY = {"url": "http://127.0.0.1:8765/mcp", "bearer_token_env_var": "SKILLKEEPER_TOKEN"}
PATH = ["mcp_servers", "skillkeeper"]


def test_a_new_codex_table_goes_after_the_other_servers_and_keeps_comments() -> None:
    out = formats.set_value("toml", CODEX, PATH, ENTRY)
    assert tomllib.loads(out)["mcp_servers"] == {**tomllib.loads(CODEX)["mcp_servers"], "skillkeeper": ENTRY}
    assert '\n[mcp_servers.skillkeeper]\nurl = "http://127.0.0.1:8765/mcp"\n' in out
    assert out.index("[mcp_servers.skillkeeper]") < out.index("# profiles below") < out.index("[profiles.fast]")
    assert formats.remove_value("toml", out, PATH) == CODEX


def test_a_codex_table_with_a_sub_table_is_replaced_whole() -> None:
    text = CODEX + '\n[mcp_servers.skillkeeper]\ncommand = "old"\n\n[mcp_servers.skillkeeper.env]\nA = "1"\n'
    out = formats.set_value("toml", text, PATH, ENTRY)
    assert tomllib.loads(out)["mcp_servers"]["skillkeeper"] == ENTRY
    assert out.startswith(CODEX)


def test_unusual_toml_falls_back_to_tomlkit_and_still_reads_back() -> None:
    text = 'mcp_servers.other.command = "x"\n'  # dotted keys: no [mcp_servers.*] header to edit beside
    out = formats.set_value("toml", text, PATH, ENTRY)
    assert tomllib.loads(out)["mcp_servers"] == {"other": {"command": "x"}, "skillkeeper": ENTRY}
    inline = 'mcp_servers = { skillkeeper = { url = "old" } }\n'
    assert tomllib.loads(formats.remove_value("toml", inline, PATH)) == {"mcp_servers": {}}


def test_nested_values_become_inline_tables() -> None:
    rendered = tomltext.render(["mcp_servers", "a.b"], {"command": "c", "env": {"K": "v"}})
    assert rendered == '[mcp_servers."a.b"]\ncommand = "c"\nenv = {K = "v"}\n'
    assert tomllib.loads(rendered) == {"mcp_servers": {"a.b": {"command": "c", "env": {"K": "v"}}}}


def test_an_empty_file_gets_just_our_table() -> None:
    assert (
        formats.set_value("toml", "", PATH, ENTRY)
        == '[mcp_servers.skillkeeper]\nurl = "http://127.0.0.1:8765/mcp"\nbearer_token_env_var = "SKILLKEEPER_TOKEN"\n'
    )


@pytest.mark.parametrize(
    ("fmt", "text"),
    [
        ("toml", "model = \n"),
        ("json", "{'a': 1}"),
        ("jsonc", "{,}"),
        ("toml", "mcp_servers = 1\n"),
        ("json", '{"mcp_servers": []}'),
    ],
)
def test_bad_input_raises_format_error(fmt: formats.Format, text: str) -> None:
    with pytest.raises(formats.FormatError):
        formats.set_value(fmt, text, PATH, ENTRY)


def test_strict_json_output_is_strict_json() -> None:
    out = formats.set_value("json", '{\n  "mcpServers": {}\n}\n', ["mcpServers", "skillkeeper"], {"command": "s"})
    assert json.loads(out) == {"mcpServers": {"skillkeeper": {"command": "s"}}}
