"""Every agent harness the `skills` installer (1.7.4) knows: its skills folder, how to detect it.

One row per agent id of ../shared/reference/INSTALLERS.md ("Full per-agent table"). Paths are small
specs: `~` the user's home, `$XDG` `${XDG_CONFIG_HOME:-~/.config}`, `${VAR:-default}` an override,
`%APPDATA%` the Windows roaming folder, `./` the current folder (project-level detection). A harness
is present when any of its detection paths exists, exactly as the installer decides. "Universal"
agents read the shared `~/.agents/skills`, which is where skills for them go.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

AGENTS_DIR = "~/.agents/skills"
_VAR = re.compile(r"\$\{([A-Z_]+):-([^}]*)\}")


@dataclass(frozen=True)
class Harness:
    """One agent: its user-level skills folder (None: project only), the paths revealing it."""

    id: str
    label: str
    user: str | None
    project: str
    detect: tuple[str, ...]
    universal: bool = False

    @property
    def folder(self) -> str:
        """The folder skillkeeper writes for this agent: the shared one for universal agents."""
        if self.user is None:
            return "./" + self.project
        return AGENTS_DIR if self.universal else self.user


@dataclass(frozen=True)
class Where:
    """The machine a spec is resolved on: home, environment, current folder."""

    home: Path
    env: Mapping[str, str]
    cwd: Path | None = None


def expand(spec: str, where: Where) -> Path | None:
    """The path a spec names on this machine, or None when it depends on something unset."""
    text = spec.replace("$XDG", "${XDG_CONFIG_HOME:-~/.config}")
    text = _VAR.sub(lambda m: where.env.get(m.group(1)) or m.group(2), text)
    if "%APPDATA%" in text:
        appdata = where.env.get("APPDATA")
        if not appdata:
            return None
        text = text.replace("%APPDATA%", appdata)
    if text.startswith("${FLATPAK_XDG_CONFIG_HOME}"):
        flatpak = where.env.get("FLATPAK_XDG_CONFIG_HOME")
        if not flatpak:
            return None
        text = flatpak + text[len("${FLATPAK_XDG_CONFIG_HOME}") :]
    if text == "~" or text.startswith("~/"):
        return where.home / text[2:]
    if text.startswith("./"):
        return (where.cwd / text[2:]) if where.cwd is not None else None
    return Path(text)


def present(harness: Harness, where: Where) -> bool:
    """Whether any detection path exists (the installer's `detectInstalled`)."""
    for spec in harness.detect:
        path = expand(spec, where)
        if path is not None and path.exists():
            return harness.id != "eve" or _eve_project(path.parent)
    return False


def _eve_project(folder: Path) -> bool:
    # Eve counts only where ./agent sits beside a package.json that depends on "eve".

    try:
        data = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if not isinstance(data, dict):
        return False
    return any(isinstance(data.get(k), dict) and "eve" in data[k] for k in ("dependencies", "devDependencies"))


def folder(harness: Harness, where: Where) -> Path | None:
    """Where skills for this harness go here (OpenClaw: the first of its homes that exists)."""
    if harness.id == "openclaw":
        for home in ("~/.openclaw", "~/.clawdbot", "~/.moltbot"):
            path = expand(home, where)
            if path is not None and path.is_dir():
                return path / "skills"
    return expand(harness.folder, where)


def detected(where: Where) -> list[Harness]:
    """The harnesses present on this machine, in table order."""
    return [h for h in HARNESSES if present(h, where)]


def _own(id_: str, label: str, name: str, *extra: str) -> Harness:
    """The common shape: `~/.<name>/skills`, project `.<name>/skills`, detected by `~/.<name>`."""
    return Harness(id_, label, f"~/.{name}/skills", f".{name}/skills", (f"~/.{name}", *extra))


def _uni(id_: str, label: str, declared: str, *detect: str) -> Harness:
    return Harness(id_, label, declared, ".agents/skills", detect, universal=True)


HARNESSES: tuple[Harness, ...] = (
    _own("aider-desk", "AiderDesk", "aider-desk"),
    _uni("amp", "Amp", "$XDG/agents/skills", "$XDG/amp"),
    _uni("antigravity", "Antigravity", "~/.gemini/antigravity/skills", "~/.gemini/antigravity"),
    _uni(
        "antigravity-cli",
        "Antigravity CLI",
        "~/.gemini/antigravity-cli/skills",
        "~/.gemini/antigravity-cli",
    ),
    Harness(
        "astrbot",
        "AstrBot",
        "~/.astrbot/data/skills",
        "data/skills",
        ("./data/skills", "~/.astrbot"),
    ),
    Harness(
        "autohand-code",
        "Autohand Code CLI",
        "${AUTOHAND_HOME:-~/.autohand}/skills",
        ".autohand/skills",
        ("${AUTOHAND_HOME:-~/.autohand}",),
    ),
    _own("augment", "Augment", "augment"),
    _own("bob", "IBM Bob", "bob"),
    Harness(
        "claude-code",
        "Claude Code",
        "${CLAUDE_CONFIG_DIR:-~/.claude}/skills",
        ".claude/skills",
        # Beyond the installer: Claude Code's user config `~/.claude.json` exists before `~/.claude/` may.
        ("${CLAUDE_CONFIG_DIR:-~/.claude}", "~/.claude.json"),
    ),
    Harness(
        "openclaw",
        "OpenClaw",
        "~/.openclaw/skills",
        "skills",
        ("~/.openclaw", "~/.clawdbot", "~/.moltbot"),
    ),
    _uni("cline", "Cline", AGENTS_DIR, "~/.cline"),
    _own("codearts-agent", "CodeArts Agent", "codeartsdoer"),
    _own("codebuddy", "CodeBuddy", "codebuddy", "./.codebuddy"),
    _own("codemaker", "Codemaker", "codemaker"),
    _own("codestudio", "Code Studio", "codestudio"),
    _uni("codex", "Codex", AGENTS_DIR, "${CODEX_HOME:-~/.codex}", "/etc/codex"),
    _own("command-code", "Command Code", "commandcode"),
    _own("continue", "Continue", "continue", "./.continue"),
    Harness(
        "cortex",
        "Cortex Code",
        "~/.snowflake/cortex/skills",
        ".cortex/skills",
        ("~/.snowflake/cortex",),
    ),
    Harness("crush", "Crush", "~/.config/crush/skills", ".crush/skills", ("~/.config/crush",)),
    _uni("cursor", "Cursor", "~/.cursor/skills", "~/.cursor"),
    _uni("deepagents", "Deep Agents", "~/.deepagents/agent/skills", "~/.deepagents"),
    Harness("devin", "Devin for Terminal", "$XDG/devin/skills", ".devin/skills", ("$XDG/devin",)),
    _uni("dexto", "Dexto", AGENTS_DIR, "~/.dexto"),
    _uni("droid", "Droid", "~/.factory/skills", "~/.factory"),
    Harness("eve", "Eve", None, "agent/skills", ("./agent",)),
    _uni("firebender", "Firebender", "~/.firebender/skills", "~/.firebender"),
    _own("forgecode", "ForgeCode", "forge"),
    _uni("fx", "fx", AGENTS_DIR, "~/.fx"),
    _uni("gemini-cli", "Gemini CLI", "~/.gemini/skills", "~/.gemini"),
    _uni("github-copilot", "GitHub Copilot", "~/.copilot/skills", "~/.copilot"),
    Harness("goose", "Goose", "$XDG/goose/skills", ".goose/skills", ("$XDG/goose",)),
    Harness(
        "grok",
        "Grok Build",
        "${GROK_HOME:-~/.grok}/skills",
        ".grok/skills",
        ("${GROK_HOME:-~/.grok}",),
    ),
    Harness(
        "hermes-agent",
        "Hermes Agent",
        "${HERMES_HOME:-~/.hermes}/skills",
        ".hermes/skills",
        ("${HERMES_HOME:-~/.hermes}",),
    ),
    _own("inference-sh", "inference.sh", "inferencesh"),
    _own("jazz", "Jazz", "jazz", "./.jazz"),
    _own("junie", "Junie", "junie"),
    _own("iflow-cli", "iFlow CLI", "iflow"),
    _uni("kilo", "Kilo Code", "~/.kilo/skills", "~/.kilo", "~/.kilocode"),
    Harness(
        "kimchi",
        "Kimchi",
        "~/.config/kimchi/harness/skills",
        ".kimchi/skills",
        ("~/.config/kimchi",),
    ),
    _uni("kimi-code-cli", "Kimi Code CLI", AGENTS_DIR, "~/.kimi-code", "~/.kimi"),
    _own("kiro-cli", "Kiro CLI", "kiro"),
    _own("kode", "Kode", "kode"),
    _own("lingma", "Lingma", "lingma"),
    _uni("loaf", "Loaf", AGENTS_DIR, "~/.loaf"),
    _own("mcpjam", "MCPJam", "mcpjam"),
    _own("minimax-code", "MiniMax Code", "minimax", "/Applications/MiniMax Code.app"),
    Harness(
        "mistral-vibe",
        "Mistral Vibe",
        "${VIBE_HOME:-~/.vibe}/skills",
        ".vibe/skills",
        ("${VIBE_HOME:-~/.vibe}",),
    ),
    _own("moxby", "Moxby", "moxby"),
    _own("mux", "Mux", "mux"),
    _uni("opencode", "OpenCode", "$XDG/opencode/skills", "$XDG/opencode"),
    _own("openhands", "OpenHands", "openhands"),
    _own("ona", "Ona", "ona"),
    _uni("pi", "Pi", AGENTS_DIR, "~/.pi/agent"),
    Harness(
        "posit-assistant",
        "Posit Assistant",
        "~/.posit/assistant/skills",
        ".posit/assistant/skills",
        ("~/.posit/assistant", "~/.positai"),
    ),
    _own("qoder", "Qoder", "qoder"),
    Harness("qoder-cn", "Qoder CN", "~/.qoder-cn/skills", ".qoder/skills", ("~/.qoder-cn",)),
    _own("qwen-code", "Qwen Code", "qwen"),
    _uni("replit", "Replit", "$XDG/agents/skills", "./.replit"),
    _own("reasonix", "Reasonix", "reasonix"),
    _own("rovodev", "Rovo Dev", "rovodev"),
    _own("roo", "Roo Code", "roo"),
    _uni("sarvam-code", "Sarvam Code", AGENTS_DIR, "${SARVAM_HOME:-~/.sarvam}"),
    Harness(
        "tabnine-cli",
        "Tabnine CLI",
        "~/.tabnine/agent/skills",
        ".tabnine/agent/skills",
        ("~/.tabnine",),
    ),
    _own("terramind", "Terramind", "terramind"),
    _own("tinycloud", "Tinycloud", "tinycloud"),
    _own("trae", "Trae", "trae"),
    Harness("trae-cn", "Trae CN", "~/.trae-cn/skills", ".trae/skills", ("~/.trae-cn",)),
    _uni("warp", "Warp", AGENTS_DIR, "~/.warp"),
    Harness(
        "windsurf",
        "Windsurf",
        "~/.codeium/windsurf/skills",
        ".windsurf/skills",
        ("~/.codeium/windsurf",),
    ),
    _uni("zed", "Zed", AGENTS_DIR, "$XDG/zed", "%APPDATA%/Zed", "${FLATPAK_XDG_CONFIG_HOME}/zed"),
    _own("zcode", "ZCode", "zcode", "/Applications/ZCode.app"),
    Harness("zencoder", "Zencoder", "~/.zencoder/skills", ".zencoder/skills", ("~/.zencoder",)),
    Harness("zenflow", "Zenflow", "~/.zencoder/skills", ".zencoder/skills", ("~/.zencoder",)),
    _own("neovate", "Neovate", "neovate"),
    _own("pochi", "Pochi", "pochi"),
    Harness(
        "promptscript",
        "PromptScript",
        None,
        ".agents/skills",
        ("./.promptscript", "./promptscript.yaml"),
        universal=True,
    ),
    _own("adal", "AdaL", "adal"),
    _uni("universal", "Universal", "$XDG/agents/skills"),  # never detected: chosen by name only
)
BY_ID: dict[str, Harness] = {h.id: h for h in HARNESSES}
