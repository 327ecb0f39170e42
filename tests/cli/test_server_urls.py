"""`--server` without a scheme is a usage error on every command that takes one, never 'cannot reach'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.errors import rest_base
from tests.factories import skill_md
from tests.node.fake_server import FakeServer

runner = CliRunner()
_register()

COMMANDS = [
    ("skills", "list"),
    ("skills", "inbox"),
    ("tokens", "list"),
    ("tenants", "settings"),
    ("audit",),
    ("fleet", "nodes"),
    ("agent", "--once"),
    ("import", "{skills}"),
    ("local", "propose", "mine"),
]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c))
def test_a_server_without_a_scheme_is_named_as_one_line_usage_error(
    command: tuple[str, ...], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "skk_whatever")
    (tmp_path / "s" / "mine").mkdir(parents=True)
    (tmp_path / "s" / "mine" / "SKILL.md").write_text(skill_md("mine"))
    args = [a.replace("{skills}", str(tmp_path / "s")) for a in command]
    result = runner.invoke(app, [*args, "--server", "127.0.0.1:8765"])
    lines = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert result.exit_code == 2, result.output
    assert lines == ["error: --server '127.0.0.1:8765' is not an http(s) URL; pass e.g. http://127.0.0.1:8765"]
    assert "cannot reach" not in result.output and "Traceback" not in result.output
    assert not (tmp_path / "home" / "node" / "synced.db").exists(), "nothing recorded as offline"


@pytest.mark.parametrize("pasted", ["{url}/mcp", "{url}/mcp/"])
def test_the_mcp_url_pasted_as_server_reaches_the_server_itself(
    pasted: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = FakeServer().start()  # `serve` prints its MCP URL; a newcomer pastes that where --server goes
    try:
        monkeypatch.setenv("SKILLKEEPER_HOME", str(tmp_path / "home"))
        monkeypatch.setenv("SKILLKEEPER_TOKEN", "skk_whatever")
        result = runner.invoke(
            app, ["agent", "--once", "--target", str(tmp_path / "t"), "--server", pasted.format(url=fake.url)]
        )
        assert result.exit_code == 0, result.output
        assert len(fake.pulls) == 1 and "404" not in result.output
    finally:
        fake.stop()


def test_rest_base_drops_only_a_final_mcp_segment() -> None:
    assert rest_base("http://h:1/mcp/") == "http://h:1"
    assert rest_base("https://h/skillkeeper/mcp") == "https://h/skillkeeper"
    assert rest_base("http://h:1/mcp?tenant=acme") == "http://h:1/mcp?tenant=acme"
    assert rest_base("http://h:1/mcpx") == "http://h:1/mcpx"


def test_a_server_nothing_listens_on_asks_whether_serve_runs_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "skk_whatever")
    result = runner.invoke(app, ["agent", "--once", "--target", str(tmp_path / "t"), "--server", "http://127.0.0.1:9"])
    assert result.exit_code == 1
    assert (
        "installable: cannot reach http://127.0.0.1:9 (ConnectError); is `skillkeeper serve` running there?"
        in result.output
    )
