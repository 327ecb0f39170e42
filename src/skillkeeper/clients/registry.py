"""The nine MCP clients `skillkeeper install` knows: where their config lives per OS, and the entry each takes.

Paths and shapes follow ../shared/reference/INSTALLERS.md (Table B). `~` is the user's home on
every OS; `appdata` is %APPDATA% on Windows, ~/Library/Application Support on macOS and
${XDG_CONFIG_HOME:-~/.config} on Linux.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from skillkeeper.clients.formats import Format

Platform = Literal["linux", "darwin", "win32"]
# How a client reads an environment variable inside a string: "${VAR}", "${env:VAR}", or not at all.
RefStyle = Literal["dollar", "env", "none"]


@dataclass(frozen=True)
class Home:
    """The machine as the installer sees it: home folder, OS and environment (all injectable for tests)."""

    home: Path
    platform: Platform
    env: Mapping[str, str]

    @property
    def appdata(self) -> Path:
        if self.platform == "win32":
            raw = self.env.get("APPDATA")
            return Path(raw) if raw else self.home / "AppData" / "Roaming"
        if self.platform == "darwin":
            return self.home / "Library" / "Application Support"
        return self.xdg_config

    @property
    def xdg_config(self) -> Path:
        raw = self.env.get("XDG_CONFIG_HOME")
        return Path(raw) if raw else self.home / ".config"


def platform_of(name: str) -> Platform:
    """`sys.platform` folded to the three layouts we know (BSDs and others count as Linux)."""
    if name.startswith("win") or name == "cygwin":
        return "win32"
    if name == "darwin":
        return "darwin"
    return "linux"


@dataclass(frozen=True)
class Client:
    """One MCP client: its config file, the key that holds servers, and how it reads secrets."""

    name: str
    label: str
    fmt: Format
    key: tuple[str, ...]
    folder: Callable[[Home], Path]  # present when this folder exists
    file: Callable[[Home], Path]
    header_refs: RefStyle  # env-var references inside HTTP header values
    env_refs: RefStyle  # env-var references inside a stdio entry's env values
    remote: Callable[[str, dict[str, str]], dict[str, Any]] | None  # None: the file takes stdio only
    stdio_type: bool = False  # Claude Code and VS Code want `type: "stdio"`
    stdio_extra: tuple[tuple[str, Any], ...] = ()
    remote_note: str = ""
    skill_folders: tuple[str, ...] = ()  # companion-skill targets, relative to home
    trailing_commas: bool = True  # a JSONC file's reader accepts `[1, 2,]`

    def path(self, name: str) -> list[str]:
        return [*self.key, name]


def ref(style: RefStyle, var: str) -> str | None:
    """The string a client expands to the value of `var`, or None when it expands nothing."""
    if style == "dollar":
        return "${" + var + "}"
    if style == "env":
        return "${env:" + var + "}"
    return None


def _typed_http(url: str, headers: dict[str, str]) -> dict[str, Any]:
    return {"type": "http", "url": url, "headers": headers}


def _url_headers(url: str, headers: dict[str, str]) -> dict[str, Any]:
    return {"url": url, "headers": headers}


def _windsurf(url: str, headers: dict[str, str]) -> dict[str, Any]:
    return {"serverUrl": url, "headers": headers}


def _openclaw(url: str, headers: dict[str, str]) -> dict[str, Any]:
    return {"url": url, "transport": "streamable-http", "headers": headers}


def _codex(url: str, headers: dict[str, str]) -> dict[str, Any]:
    return {"url": url}  # the bearer token is added by name (bearer_token_env_var), never as text


def _zed_file(h: Home) -> Path:
    if h.platform == "win32":
        return h.appdata / "Zed" / "settings.json"
    if h.platform == "darwin":
        return h.home / ".config" / "zed" / "settings.json"  # the Zed docs; add-mcp's ~/Library path disagrees
    return h.xdg_config / "zed" / "settings.json"


def _codex_home(h: Home) -> Path:
    raw = h.env.get("CODEX_HOME")
    return Path(raw) if raw else h.home / ".codex"


AGENTS = ".agents/skills"
CLIENTS: tuple[Client, ...] = (
    Client(
        "claude-desktop",
        "Claude Desktop",
        "json",
        ("mcpServers",),
        folder=lambda h: h.appdata / "Claude",
        file=lambda h: h.appdata / "Claude" / "claude_desktop_config.json",
        header_refs="none",
        env_refs="none",
        remote=None,
        remote_note="Claude Desktop takes remote servers only in its Settings > Connectors: add {url} there "
        "(or `skillkeeper install --client claude-desktop --stdio` on a machine with the database)",
    ),
    Client(
        "claude-code",
        "Claude Code",
        "json",
        ("mcpServers",),
        folder=lambda h: h.home / ".claude",
        file=lambda h: h.home / ".claude.json",
        header_refs="dollar",
        env_refs="dollar",
        remote=_typed_http,
        stdio_type=True,
        skill_folders=(".claude/skills",),
    ),
    Client(
        "cursor",
        "Cursor",
        "json",
        ("mcpServers",),
        folder=lambda h: h.home / ".cursor",
        file=lambda h: h.home / ".cursor" / "mcp.json",
        header_refs="env",
        env_refs="env",
        remote=_url_headers,
        skill_folders=(AGENTS,),
    ),
    Client(
        "vscode",
        "VS Code",
        "jsonc",
        ("servers",),
        folder=lambda h: h.appdata / "Code" / "User",
        file=lambda h: h.appdata / "Code" / "User" / "mcp.json",
        header_refs="env",
        env_refs="env",
        remote=_typed_http,
        stdio_type=True,
        skill_folders=(AGENTS,),
    ),
    Client(
        "windsurf",
        "Windsurf",
        "json",
        ("mcpServers",),
        folder=lambda h: h.home / ".codeium" / "windsurf",
        file=lambda h: h.home / ".codeium" / "windsurf" / "mcp_config.json",
        header_refs="env",
        env_refs="env",
        remote=_windsurf,
        skill_folders=(".codeium/windsurf/skills",),
    ),
    Client(
        "codex",
        "Codex CLI",
        "toml",
        ("mcp_servers",),
        folder=_codex_home,
        file=lambda h: _codex_home(h) / "config.toml",
        header_refs="none",
        env_refs="none",
        remote=_codex,
        skill_folders=(AGENTS,),
    ),
    Client(
        "gemini",
        "Gemini CLI",
        "jsonc",  # Gemini CLI strips comments from settings.json (strip-json-comments) and keeps them on save
        ("mcpServers",),
        # ...but then JSON.parse: a trailing comma stops it loading the file at all.
        trailing_commas=False,
        folder=lambda h: h.home / ".gemini",
        file=lambda h: h.home / ".gemini" / "settings.json",
        header_refs="dollar",
        env_refs="dollar",
        remote=_typed_http,
        skill_folders=(AGENTS,),
    ),
    Client(
        "zed",
        "Zed",
        "jsonc",
        ("context_servers",),
        folder=lambda h: _zed_file(h).parent,
        file=_zed_file,
        header_refs="none",
        env_refs="none",
        remote=_url_headers,
        stdio_extra=(("source", "custom"),),
        skill_folders=(AGENTS,),
    ),
    Client(
        "openclaw",
        "OpenClaw",
        "jsonc",
        ("mcp", "servers"),
        folder=lambda h: h.home / ".openclaw",
        file=lambda h: h.home / ".openclaw" / "openclaw.json",
        header_refs="dollar",
        env_refs="none",
        remote=_openclaw,
        skill_folders=(AGENTS,),
    ),
)
BY_NAME: dict[str, Client] = {c.name: c for c in CLIENTS}
NAMES: tuple[str, ...] = tuple(BY_NAME)


def present(home: Home) -> list[Client]:
    """Clients whose config folder or config file exists on this machine.

    The file counts on its own for Claude Code, whose `~/.claude.json` can exist without `~/.claude/`.
    """
    return [c for c in CLIENTS if c.folder(home).is_dir() or c.file(home).is_file()]
