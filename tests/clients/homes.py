"""Fake home trees for Linux, macOS and Windows with a realistic config for each of the nine clients."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.clients.registry import BY_NAME, Home, Platform

CLAUDE_DESKTOP = """\
{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/Desktop"]
    }
  },
  "globalShortcut": "Ctrl+Space"
}
"""

CLAUDE_CODE = """\
{
  "numStartups": 42,
  "installMethod": "native",
  "projects": {
    "/home/me/work": {
      "allowedTools": [],
      "mcpServers": {}
    }
  },
  "mcpServers": {
    "github": {
      "type": "http",
      "url": "https://api.githubcopilot.com/mcp/",
      "headers": {
        "Authorization": "Bearer ${GITHUB_PAT}"
      }
    }
  },
  "userID": "abc123"
}
"""

CURSOR = """\
{
    "mcpServers": {
        "linear": {
            "url": "https://mcp.linear.app/mcp",
            "headers": {"Authorization": "Bearer ${env:LINEAR_KEY}"}
        },
        "sqlite": {
            "command": "uvx",
            "args": ["mcp-server-sqlite", "--db-path", "/tmp/x.db"]
        }
    }
}
"""

VSCODE = """\
// VS Code MCP servers
{
\t"inputs": [
\t\t{"type": "promptString", "id": "gh-token", "password": true}, // stored in secret storage
\t],
\t"servers": {
\t\t/* the GitHub server */
\t\t"github": {
\t\t\t"type": "http",
\t\t\t"url": "https://api.githubcopilot.com/mcp/",
\t\t\t"headers": {"Authorization": "Bearer ${input:gh-token}"},
\t\t},
\t},
}
"""

WINDSURF = (
    '{"mcpServers":{"brave":{"command":"npx","args":["-y","@brave/brave-search-mcp-server"],'
    '"env":{"BRAVE_API_KEY":"${env:BRAVE}"}}}}\n'
)

CODEX = """\
# Codex configuration
model = "o4-mini"  # fast default
approval_policy = "on-request"

[mcp_servers.docs]
command = "npx"
args = ["-y", "mcp-docs"]

[mcp_servers.docs.env]
DOCS_TOKEN_FILE = "/home/me/.docs"

# profiles below
[profiles.fast]
model = "gpt-5-mini"
"""

GEMINI = """\
{
  "theme": "GitHub",
  "selectedAuthType": "oauth-personal",
  "mcpServers": {
    "weather": {
      "command": "python",
      "args": ["-m", "weather_mcp"],
      "cwd": "./tools",
      "timeout": 30000
    }
  }
}
"""

ZED = """\
// Zed settings
//
// For information on how to configure Zed, see the Zed
// documentation: https://zed.dev/docs/configuring-zed
{
  "ui_font_size": 16,
  "buffer_font_size": 15, // a bit smaller
  "theme": {
    "mode": "system",
    "light": "One Light",
    "dark": "One Dark",
  },
  "context_servers": {
    "postgres": {
      "source": "custom",
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://localhost/db"],
    },
  },
}
"""

OPENCLAW = """\
{
  // OpenClaw gateway config
  "agents": {"defaults": {"model": "anthropic/claude-sonnet-4-5"}},
  "mcp": {
    "servers": {
      "fs": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/srv"]},
    },
  },
  "skills": {"load": {"extraDirs": ["~/team-skills"]}},
}
"""

CONFIGS = {
    "claude-desktop": CLAUDE_DESKTOP,
    "claude-code": CLAUDE_CODE,
    "cursor": CURSOR,
    "vscode": VSCODE,
    "windsurf": WINDSURF,
    "codex": CODEX,
    "gemini": GEMINI,
    "zed": ZED,
    "openclaw": OPENCLAW,
}


def make_home(
    root: Path,
    platform: Platform,
    *,
    clients: tuple[str, ...] = tuple(CONFIGS),
    crlf: bool = False,
    env: dict[str, str] | None = None,
) -> Home:
    """A home tree under `root` for `platform` holding each named client's folder and realistic config."""
    home_dir = root / "home"
    home_dir.mkdir(parents=True, exist_ok=True)
    full_env = {"APPDATA": str(home_dir / "AppData" / "Roaming")} if platform == "win32" else {}
    full_env.update(env or {})
    home = Home(home=home_dir, platform=platform, env=full_env)
    for name in clients:
        path = BY_NAME[name].file(home)
        path.parent.mkdir(parents=True, exist_ok=True)
        BY_NAME[name].folder(home).mkdir(parents=True, exist_ok=True)
        text = CONFIGS[name].replace("\n", "\r\n") if crlf else CONFIGS[name]
        path.write_bytes(text.encode())
        path.chmod(0o644)
    return home
