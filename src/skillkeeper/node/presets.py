"""Named targets for common harnesses (`--target claude-code`), as a small plugin registry."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from skillkeeper.node.harnesses import HARNESSES, Harness, Where, detected, folder
from skillkeeper.node.targets import Target

log = logging.getLogger("skillkeeper.node")

ENTRY_POINT_GROUP = "skillkeeper.presets"


@dataclass(frozen=True)
class PresetContext:
    """Where the presets resolve: the user's home folder, SKILLKEEPER_HOME, the environment, the cwd."""

    user_home: Path
    skillkeeper_home: Path
    env: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))
    cwd: Path | None = None

    @property
    def where(self) -> Where:
        return Where(self.user_home, self.env, self.cwd or Path.cwd())


@dataclass(frozen=True)
class Preset:
    """A named target; `build` turns the context into the concrete folder."""

    name: str
    description: str
    build: Callable[[PresetContext], Target]


def _additive(name: str, *parts: str) -> Callable[[PresetContext], Target]:
    def build(ctx: PresetContext) -> Target:
        return Target(dir=ctx.user_home.joinpath(*parts), mode="additive", label=name)

    return build


def _skillkeeper(ctx: PresetContext) -> Target:
    return Target(dir=ctx.skillkeeper_home / "skills", mode="owned", label="skillkeeper")


def _openclaw(ctx: PresetContext) -> Target:
    # OpenClaw's own ~/.openclaw/skills stays the user's; ours is an extra dir on its load path.
    return Target(dir=ctx.skillkeeper_home / "openclaw-skills", mode="additive", register=True, label="openclaw")


def _harness(harness: Harness) -> Callable[[PresetContext], Target]:
    def build(ctx: PresetContext) -> Target:
        where = ctx.where
        path = folder(harness, where) or (where.cwd or Path.cwd()) / harness.project
        return Target(dir=path, mode="additive", label=harness.id)

    return build


_OWN_PRESETS: tuple[Preset, ...] = (
    Preset("skillkeeper", "$SKILLKEEPER_HOME/skills, owned (the default target)", _skillkeeper),
    Preset(
        "claude-code",
        "${CLAUDE_CONFIG_DIR:-~/.claude}/skills, additive (Claude Code)",
        _harness(next(h for h in HARNESSES if h.id == "claude-code")),
    ),
    Preset(
        "agents",
        "~/.agents/skills, additive (Codex, Gemini CLI, OpenClaw, OpenCode, goose)",
        _additive("agents", ".agents", "skills"),
    ),
    Preset(
        "openclaw", "$SKILLKEEPER_HOME/openclaw-skills, additive, registered in ~/.openclaw/openclaw.json", _openclaw
    ),
    Preset(
        "copilot", "~/.copilot/skills, additive (GitHub Copilot / VS Code)", _additive("copilot", ".copilot", "skills")
    ),
    Preset("gemini", "~/.gemini/skills, additive (Gemini CLI)", _additive("gemini", ".gemini", "skills")),
    Preset(
        "opencode",
        "~/.config/opencode/skills, additive (OpenCode)",
        _additive("opencode", ".config", "opencode", "skills"),
    ),
)
# One preset per agent of the `skills` installer's table (node/harnesses.py), additive in the folder
# that agent reads; the hand-written presets above keep their names and folders.
_TAKEN = {p.name for p in _OWN_PRESETS}
DEFAULT_PRESETS: tuple[Preset, ...] = _OWN_PRESETS + tuple(
    Preset(h.id, f"{h.folder}, additive ({h.label})", _harness(h)) for h in HARNESSES if h.id not in _TAKEN
)
AUTO = "auto"


def auto_presets(ctx: PresetContext) -> list[str]:
    """The preset names of every harness present on this machine, by the installer's detection rules."""
    return [h.id for h in detected(ctx.where)]


def preset_records(registry: PresetRegistry, ctx: PresetContext) -> dict[str, Any]:
    """Every preset as JSON (name, description, dir, mode, register, detected), and what `auto` picks here."""
    auto = auto_presets(ctx)
    presets = []
    for item in registry.all():
        target = item.build(ctx)
        presets.append(
            {
                "name": item.name,
                "description": item.description,
                "dir": str(target.dir),
                "mode": target.mode,
                "register": target.register,
                "detected": item.name in auto,
            }
        )
    return {"presets": presets, "auto": auto}


class PresetRegistry:
    """Presets by name; built-ins are registered through the same hook plugins use."""

    def __init__(self, presets: Iterable[Preset] = ()) -> None:
        self._presets: dict[str, Preset] = {}
        for preset in presets:
            self.register(preset)

    def register(self, preset: Preset) -> None:
        """Add or replace a preset."""
        self._presets[preset.name] = preset

    def get(self, name: str) -> Preset | None:
        return self._presets.get(name)

    def names(self) -> list[str]:
        return sorted(self._presets)

    def all(self) -> list[Preset]:
        return [self._presets[n] for n in self.names()]

    def load_entry_points(self) -> None:
        """Register presets from installed plugins (`skillkeeper.presets` entry points); bad ones are logged."""
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            try:
                loaded = ep.load()
                found = loaded() if callable(loaded) and not isinstance(loaded, Preset) else loaded
                items = [found] if isinstance(found, Preset) else list(found)
                for item in items:
                    if isinstance(item, Preset):
                        self.register(item)
            except Exception as exc:  # a broken plugin must not stop the agent
                log.warning("preset plugin %s failed to load: %s", ep.name, exc)


def default_registry() -> PresetRegistry:
    """The built-in presets plus any installed plugins."""
    registry = PresetRegistry(DEFAULT_PRESETS)
    registry.load_entry_points()
    return registry
