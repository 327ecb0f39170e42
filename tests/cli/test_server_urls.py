"""`--server` without a scheme is a usage error on every command that takes one, never 'cannot reach'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from tests.factories import skill_md

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
