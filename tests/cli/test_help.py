"""Every command has help, and every command appears in the README (docs kept honest)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import typer
from typer.testing import CliRunner

from skillkeeper.cli import _register, app

README = Path(__file__).resolve().parents[2] / "README.md"


def _commands() -> list[tuple[str, ...]]:
    _register()
    root = typer.main.get_command(app)
    found: list[tuple[str, ...]] = []

    def walk(cmd: Any, path: tuple[str, ...]) -> None:
        # Typer vendors its own click, so look for sub-commands rather than a class.
        if getattr(cmd, "commands", None):
            for name, sub in cmd.commands.items():
                walk(sub, (*path, name))
        else:
            found.append(path)

    walk(root, ())
    return found


def _groups() -> list[tuple[tuple[str, ...], Any]]:
    """Every command group below the root, with its path."""
    _register()
    found: list[tuple[tuple[str, ...], Any]] = []

    def walk(cmd: Any, path: tuple[str, ...]) -> None:
        for name, sub in (getattr(cmd, "commands", None) or {}).items():
            if getattr(sub, "commands", None):
                found.append(((*path, name), sub))
                walk(sub, (*path, name))

    walk(typer.main.get_command(app), ())
    return found


def test_every_command_group_has_help_text() -> None:
    assert (typer.main.get_command(app).help or "").strip()
    groups = _groups()
    assert {p for p, _ in groups} >= {("skills",), ("tenants",), ("tokens",), ("local",)}
    for path, group in groups:
        assert (group.help or "").strip(), f"`skillkeeper {' '.join(path)}` has no help text"
        result = CliRunner().invoke(app, [*path, "--help"], terminal_width=200)
        assert result.exit_code == 0, path
        assert group.help.strip().split("\n")[0][:40] in result.output, path


def test_every_command_has_help() -> None:
    runner = CliRunner()
    for path in _commands():
        result = runner.invoke(app, [*path, "--help"], terminal_width=200)
        assert result.exit_code == 0, path
        assert "Usage" in result.output

    root = typer.main.get_command(app)
    for path in _commands():
        cmd: Any = root
        for name in path:
            cmd = cmd.commands[name]
        assert (cmd.help or "").strip(), f"`skillkeeper {' '.join(path)}` has no help text"
        for param in cmd.params:
            if not getattr(param, "hidden", False):
                assert (getattr(param, "help", None) or "").strip(), (path, param.name)


def test_help_text_has_no_python_type_names() -> None:
    runner = CliRunner()
    for path in [(), *_commands()]:
        result = runner.invoke(app, [*path, "--help"], terminal_width=200)
        for word in ("<str>", "<bool>", "<int>", "<float>", "<Path>", "<path>", "list["):
            assert word not in result.output, (path, word)
        usage = next(line for line in result.output.splitlines() if "Usage:" in line)
        assert "{" not in usage, (path, usage)


def test_version_prints_the_package_version() -> None:
    from skillkeeper import __version__

    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0 and result.output.strip() == f"skillkeeper {__version__}"


def test_every_command_group_is_in_the_readme() -> None:
    text = README.read_text()
    missing = sorted({p[0] for p in _commands() if f"skillkeeper {p[0]}" not in text})
    assert not missing, f"README does not mention: {missing}"


def _words(text: str) -> list[str]:
    return [w.strip(".,;:()`'\"") for w in text.replace("\\[", "[").split()]


def test_help_shows_every_word_of_each_option_and_paragraph() -> None:
    # Rich reads `[lowercase ...]` as a style tag and drops it, so a "[default: 8765]" in an
    # option's help vanished from `serve --help`; a docstring's own line breaks after the first
    # paragraph were kept and broke sentences mid-line.
    commands = _commands()
    root = typer.main.get_command(app)
    runner = CliRunner()
    for path in commands:
        cmd: Any = root
        for name in path:
            cmd = cmd.commands[name]
        result = runner.invoke(app, [*path, "--help"], terminal_width=200)
        shown = " ".join(_words(result.output.replace("│", " ")))
        for param in cmd.params:
            help_text = getattr(param, "help", None) or ""
            for word in _words(help_text):
                assert word in shown, (path, param.name, word)
        paragraphs = (cmd.help or "").strip().split("\n\n")[1:]
        for paragraph in paragraphs:
            assert "\n" not in paragraph.strip(), (path, "line break inside a paragraph", paragraph[:60])


def test_serve_help_names_everything_it_serves() -> None:
    # It said 'the REST API, metrics and health checks': the MCP endpoint and the inbox went unmentioned.
    _register()
    text = " ".join(CliRunner().invoke(app, ["serve", "--help"], terminal_width=200).output.split())
    assert "MCP (Streamable HTTP at /mcp)" in text and "web inbox" in text


def _commands_table_spans() -> list[str]:
    """Every `skillkeeper ...` code span in the README's "## Commands" section."""
    section = README.read_text().split("\n## Commands\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"`(skillkeeper [^`\n]*)`", section)


def _documented_parts(span: str) -> tuple[list[Any], set[str]]:
    """The commands a span names (`skills list/show`, `webhooks add URL / list`) and its flags."""
    _register()
    words = span.replace("\\|", " ").split()[1:]
    group: Any = typer.main.get_command(app)
    for word in words:
        sub = (getattr(group, "commands", None) or {}).get(word)
        if not getattr(sub, "commands", None):
            break
        group = sub
    subs = getattr(group, "commands", None) or {}
    named = [subs[n] for w in words for n in w.split("/") if n in subs]
    flags = set(re.findall(r"(?<![\w-])-{1,2}[a-z][a-z-]*", span))
    return named or [group], flags


def test_every_command_and_flag_in_the_readme_commands_table_exists() -> None:
    # The table is what a new user copies from; a renamed flag or sub-command there fails as
    # written. Each flag must exist on at least one of the commands its row names.
    spans = _commands_table_spans()
    assert len(spans) > 25, "the README's Commands table was not found"
    for span in spans:
        commands, flags = _documented_parts(span)
        known = {opt for cmd in commands for p in cmd.params for opt in (*p.opts, *p.secondary_opts)}
        assert flags <= known, f"README `{span}`: no such option {sorted(flags - known)}"
        words = [w for w in span.split()[1:] if not w.startswith("-")]
        if words:  # `skillkeeper --version` names no command
            assert not any(getattr(c, "commands", None) for c in commands), f"README `{span}`: no such sub-command"


def test_the_commands_table_check_catches_a_misspelt_flag_or_sub_command() -> None:
    commands, flags = _documented_parts("skillkeeper skills list/show [--jsn]")
    assert [c.name for c in commands] == ["list", "show"] and flags == {"--jsn"}
    assert "--jsn" not in {opt for cmd in commands for p in cmd.params for opt in p.opts}
    commands, _ = _documented_parts("skillkeeper skills lst --json")
    assert [c.name for c in commands] == ["skills"] and commands[0].commands
