"""Where each client's config lives on Linux, macOS and Windows."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.clients.registry import BY_NAME, Home, Platform, platform_of, present

H = Path("/h")
EXPECTED: dict[Platform, dict[str, str]] = {
    "linux": {
        "claude-desktop": "/h/.config/Claude/claude_desktop_config.json",
        "vscode": "/h/.config/Code/User/mcp.json",
        "zed": "/h/.config/zed/settings.json",
    },
    "darwin": {
        "claude-desktop": "/h/Library/Application Support/Claude/claude_desktop_config.json",
        "vscode": "/h/Library/Application Support/Code/User/mcp.json",
        "zed": "/h/.config/zed/settings.json",
    },
    "win32": {
        "claude-desktop": "/h/AppData/Roaming/Claude/claude_desktop_config.json",
        "vscode": "/h/AppData/Roaming/Code/User/mcp.json",
        "zed": "/h/AppData/Roaming/Zed/settings.json",
    },
}
SAME_EVERYWHERE = {
    "claude-code": "/h/.claude.json",
    "cursor": "/h/.cursor/mcp.json",
    "windsurf": "/h/.codeium/windsurf/mcp_config.json",
    "codex": "/h/.codex/config.toml",
    "gemini": "/h/.gemini/settings.json",
    "openclaw": "/h/.openclaw/openclaw.json",
}


@pytest.mark.parametrize("platform", ["linux", "darwin", "win32"])
def test_config_files_per_os(platform: Platform) -> None:
    env = {"APPDATA": "/h/AppData/Roaming"} if platform == "win32" else {}
    home = Home(H, platform, env)
    for name, path in {**EXPECTED[platform], **SAME_EVERYWHERE}.items():
        assert str(BY_NAME[name].file(home)) == path, name


def test_environment_overrides_are_honoured() -> None:
    home = Home(H, "linux", {"XDG_CONFIG_HOME": "/x", "CODEX_HOME": "/c"})
    assert str(BY_NAME["zed"].file(home)) == "/x/zed/settings.json"
    assert str(BY_NAME["codex"].file(home)) == "/c/config.toml"
    assert (
        str(BY_NAME["claude-desktop"].file(Home(H, "win32", {})))
        == "/h/AppData/Roaming/Claude/claude_desktop_config.json"
    )


def test_a_client_is_present_when_its_config_folder_exists(tmp_path: Path) -> None:
    home = Home(tmp_path, "linux", {})
    assert present(home) == []
    (tmp_path / ".cursor").mkdir()
    (tmp_path / ".codex").write_text("")  # a file, not a folder: not present
    assert [c.name for c in present(home)] == ["cursor"]


def test_platform_names_fold_to_three_layouts() -> None:
    assert [platform_of(p) for p in ("linux", "darwin", "win32", "cygwin", "freebsd14")] == [
        "linux",
        "darwin",
        "win32",
        "win32",
        "linux",
    ]


def test_claude_code_is_present_with_only_its_claude_json(tmp_path: Path) -> None:
    home = Home(tmp_path, "linux", {})
    (tmp_path / ".claude.json").write_text('{"numStartups": 1}')
    assert [c.name for c in present(home)] == ["claude-code"]
