"""The installer's agent table: a preset per agent, the same detection, and `auto` finds it."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.node.harnesses import BY_ID, HARNESSES, Where, detected, expand, folder, present
from skillkeeper.node.presets import PresetContext, auto_presets, default_registry

# The 79 ids of ../shared/reference/INSTALLERS.md, "Full per-agent table for `skills` 1.7.4".
_IDS = """
aider-desk amp antigravity antigravity-cli astrbot autohand-code augment bob claude-code
openclaw cline codearts-agent codebuddy codemaker codestudio codex command-code continue cortex
crush cursor deepagents devin dexto droid eve firebender forgecode fx gemini-cli github-copilot
goose grok hermes-agent inference-sh jazz junie iflow-cli kilo kimchi kimi-code-cli kiro-cli
kode lingma loaf mcpjam minimax-code mistral-vibe moxby mux opencode openhands ona pi
posit-assistant qoder qoder-cn qwen-code replit reasonix rovodev roo sarvam-code tabnine-cli
terramind tinycloud trae trae-cn warp windsurf zed zcode zencoder zenflow neovate pochi
promptscript adal universal
"""
INSTALLER_IDS = _IDS.split()

# (agent, a detection path under ~ or ./, the folder its skills go to, under ~ or ./)
SAMPLES = [
    ("aider-desk", "~/.aider-desk", "~/.aider-desk/skills"),
    ("claude-code", "~/.claude", "~/.claude/skills"),
    ("codex", "~/.codex", "~/.agents/skills"),
    ("cursor", "~/.cursor", "~/.agents/skills"),
    ("codearts-agent", "~/.codeartsdoer", "~/.codeartsdoer/skills"),
    ("goose", "~/.config/goose", "~/.config/goose/skills"),
    ("cortex", "~/.snowflake/cortex", "~/.snowflake/cortex/skills"),
    ("kimchi", "~/.config/kimchi", "~/.config/kimchi/harness/skills"),
    ("tabnine-cli", "~/.tabnine", "~/.tabnine/agent/skills"),
    ("posit-assistant", "~/.positai", "~/.posit/assistant/skills"),
    ("openclaw", "~/.moltbot", "~/.moltbot/skills"),
    ("astrbot", "./data/skills", "~/.astrbot/data/skills"),
    ("continue", "./.continue", "~/.continue/skills"),
    ("replit", "./.replit", "~/.agents/skills"),
    ("pi", "~/.pi/agent", "~/.agents/skills"),
    ("kilo", "~/.kilocode", "~/.agents/skills"),
    ("windsurf", "~/.codeium/windsurf", "~/.codeium/windsurf/skills"),
    ("zed", "~/.config/zed", "~/.agents/skills"),
    ("promptscript", "./promptscript.yaml", "./.agents/skills"),
]


def where(tmp_path: Path, env: dict[str, str] | None = None) -> Where:
    (tmp_path / "home").mkdir(exist_ok=True)
    (tmp_path / "cwd").mkdir(exist_ok=True)
    return Where(tmp_path / "home", env or {}, tmp_path / "cwd")


def real(spec: str, w: Where) -> Path:
    path = expand(spec, w)
    assert path is not None
    return path


def test_the_table_covers_every_agent_of_the_installer_with_a_preset() -> None:
    assert len(INSTALLER_IDS) == 79 == len(HARNESSES)
    assert [h.id for h in HARNESSES] == INSTALLER_IDS
    names = set(default_registry().names())
    assert set(INSTALLER_IDS) <= names


@pytest.mark.parametrize(("agent", "marker", "skills"), SAMPLES)
def test_an_agent_is_detected_by_the_installers_rule_and_auto_targets_its_folder(
    tmp_path: Path, agent: str, marker: str, skills: str
) -> None:
    w = where(tmp_path)
    assert detected(w) == []
    path = real(marker, w)
    if marker.endswith((".yaml",)):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x")
    else:
        path.mkdir(parents=True)
    assert present(BY_ID[agent], w)
    ctx = PresetContext(user_home=w.home, skillkeeper_home=tmp_path / "skh", env={}, cwd=w.cwd)
    assert agent in auto_presets(ctx)
    preset = default_registry().get(agent)
    assert preset is not None
    target = preset.build(ctx)
    if agent != "openclaw":  # openclaw's preset is our registered extra dir; its harness folder is native
        assert target.dir == real(skills, w) and target.mode == "additive"
    assert folder(BY_ID[agent], w) == real(skills, w)


def test_overrides_from_the_environment_are_honoured(tmp_path: Path) -> None:
    w = where(
        tmp_path,
        {
            "CLAUDE_CONFIG_DIR": str(tmp_path / "cc"),
            "XDG_CONFIG_HOME": str(tmp_path / "xdg"),
            "CODEX_HOME": str(tmp_path / "cx"),
            "APPDATA": str(tmp_path / "ad"),
        },
    )
    (tmp_path / "cc").mkdir()
    (tmp_path / "xdg" / "goose").mkdir(parents=True)
    (tmp_path / "cx").mkdir()
    (tmp_path / "ad" / "Zed").mkdir(parents=True)
    assert [h.id for h in detected(w)] == ["claude-code", "codex", "goose", "zed"]
    assert folder(BY_ID["claude-code"], w) == tmp_path / "cc" / "skills"
    assert folder(BY_ID["goose"], w) == tmp_path / "xdg" / "goose" / "skills"


def test_eve_needs_a_package_json_that_depends_on_eve_and_universal_is_never_detected(
    tmp_path: Path,
) -> None:
    w = where(tmp_path)
    (real("./agent", w)).mkdir()
    assert not present(BY_ID["eve"], w)
    real("./package.json", w).write_text('{"dependencies": {"eve": "^1"}}')
    assert present(BY_ID["eve"], w)
    assert folder(BY_ID["eve"], w) == w.cwd / "agent" / "skills"  # type: ignore[operator]
    (w.home / ".config" / "agents").mkdir(parents=True)
    assert not present(BY_ID["universal"], w)


def test_claude_code_is_detected_by_its_claude_json_alone(tmp_path: Path) -> None:
    w = where(tmp_path)
    (w.home / ".claude.json").write_text('{"numStartups": 1}')
    assert [h.id for h in detected(w)] == ["claude-code"]
    assert folder(BY_ID["claude-code"], w) == w.home / ".claude" / "skills"
