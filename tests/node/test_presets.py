"""The preset registry: built-ins through the same hook as plugins."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.node.presets import (
    DEFAULT_PRESETS,
    Preset,
    PresetContext,
    PresetRegistry,
    default_registry,
)
from skillkeeper.node.targets import Target


def test_builtin_presets_cover_the_common_harnesses_and_every_installer_agent() -> None:
    from skillkeeper.node.harnesses import HARNESSES

    names = set(default_registry().names())
    assert {"skillkeeper", "claude-code", "agents", "openclaw", "copilot", "gemini", "opencode"} <= names
    assert {h.id for h in HARNESSES} <= names


def test_every_builtin_preset_but_ours_is_additive(tmp_path: Path) -> None:
    ctx = PresetContext(user_home=tmp_path, skillkeeper_home=tmp_path / "skh")
    modes = {p.name: p.build(ctx).mode for p in DEFAULT_PRESETS}
    assert modes.pop("skillkeeper") == "owned"
    assert set(modes.values()) == {"additive"}


def test_a_plugin_preset_can_be_registered_and_replaces_by_name(tmp_path: Path) -> None:
    registry = PresetRegistry(DEFAULT_PRESETS)
    registry.register(Preset("cursor", "cursor skills", lambda c: Target(c.user_home / ".cursor" / "skills")))
    ctx = PresetContext(user_home=tmp_path, skillkeeper_home=tmp_path)
    preset = registry.get("cursor")
    assert preset is not None and preset.build(ctx).dir == tmp_path / ".cursor" / "skills"
    registry.register(Preset("cursor", "other", lambda c: Target(c.user_home / "other")))
    assert [p.description for p in registry.all() if p.name == "cursor"] == ["other"]
