"""Targets from flags, config files (JSON, TOML) and SKILLKEEPER_SKILL_TARGETS."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillkeeper.errors import ConfigError
from skillkeeper.node.presets import PresetContext, PresetRegistry, default_registry
from skillkeeper.node.targets import (
    Target,
    check_targets,
    load_config,
    parse_env_targets,
    parse_target_spec,
    resolve_targets,
    target_from_record,
    target_record,
)


@pytest.fixture
def ctx(tmp_path: Path) -> PresetContext:
    return PresetContext(user_home=tmp_path / "user", skillkeeper_home=tmp_path / "skh")


@pytest.fixture
def registry() -> PresetRegistry:
    return default_registry()


def test_the_default_is_an_owned_folder_under_skillkeeper_home(ctx: PresetContext, registry: PresetRegistry) -> None:
    assert resolve_targets([], None, None, registry, ctx) == [
        Target(dir=ctx.skillkeeper_home / "skills", mode="owned", label="skillkeeper")
    ]


@pytest.mark.parametrize(
    ("preset", "parts"),
    [
        ("claude-code", (".claude", "skills")),
        ("agents", (".agents", "skills")),
        ("copilot", (".copilot", "skills")),
        ("gemini", (".gemini", "skills")),
        ("opencode", (".config", "opencode", "skills")),
    ],
)
def test_harness_presets_are_additive_folders_in_the_user_home(
    ctx: PresetContext, registry: PresetRegistry, preset: str, parts: tuple[str, ...]
) -> None:
    target = parse_target_spec(preset, registry, ctx)
    assert target == Target(dir=ctx.user_home.joinpath(*parts), mode="additive", label=preset)


def test_the_openclaw_preset_is_additive_and_registered(ctx: PresetContext, registry: PresetRegistry) -> None:
    target = parse_target_spec("openclaw", registry, ctx)
    assert (target.mode, target.register, target.dir.parent) == ("additive", True, ctx.skillkeeper_home)


def test_custom_folders_default_to_additive_and_take_a_mode(
    ctx: PresetContext, registry: PresetRegistry, tmp_path: Path
) -> None:
    assert parse_target_spec(str(tmp_path / "a"), registry, ctx) == Target(dir=tmp_path / "a", mode="additive")
    assert parse_target_spec(f"{tmp_path}/b:owned", registry, ctx).mode == "owned"
    assert parse_target_spec("./rel:additive", registry, ctx, base=tmp_path).dir == tmp_path / "rel"


@pytest.mark.parametrize("typo", ["ownd", "Owned", "additve"])
def test_a_mistyped_mode_is_refused_not_made_part_of_the_folder_name(
    ctx: PresetContext, registry: PresetRegistry, tmp_path: Path, typo: str
) -> None:
    # `DIR:ownd` became a folder literally named 'DIR:ownd', which no harness reads.
    with pytest.raises(ConfigError, match=f"unknown target mode '{typo}'.*DIR:owned or DIR:additive"):
        parse_target_spec(f"{tmp_path}/b:{typo}", registry, ctx)
    assert parse_target_spec(f"{tmp_path}/c:d/e", registry, ctx).dir == tmp_path / "c:d" / "e"


def test_a_mistyped_preset_names_the_closest_one(ctx: PresetContext, registry: PresetRegistry) -> None:
    with pytest.raises(ConfigError, match=r"'claude-cod' \(did you mean claude-code\?\)"):
        parse_target_spec("claude-cod", registry, ctx)


def test_an_unknown_preset_names_the_known_ones(ctx: PresetContext, registry: PresetRegistry) -> None:
    with pytest.raises(ConfigError, match="claude-code"):
        parse_target_spec("claude", registry, ctx)


def test_env_targets_are_a_json_list_of_objects(ctx: PresetContext, registry: PresetRegistry, tmp_path: Path) -> None:
    value = json.dumps(
        [
            {"dir": str(tmp_path / "x"), "mode": "owned"},
            {"dir": str(tmp_path / "y"), "mode": "additive", "register": True},
            "agents",
        ]
    )
    targets = parse_env_targets(value, registry, ctx)
    assert [(t.mode, t.register) for t in targets] == [("owned", False), ("additive", True), ("additive", False)]


@pytest.mark.parametrize(
    "value",
    [
        "not json",
        '{"dir": "/x"}',
        '[{"dir": "/x", "mode": "both"}]',
        '[{"mode": "owned"}]',
        '[{"dir": "/x", "register": "yes"}]',
        '[{"dir": "/x", "x": 1}]',
    ],
)
def test_bad_env_targets_are_config_errors(ctx: PresetContext, registry: PresetRegistry, value: str) -> None:
    with pytest.raises(ConfigError):
        parse_env_targets(value, registry, ctx)


def test_config_files_in_json_and_toml_give_targets_and_protected(
    ctx: PresetContext, registry: PresetRegistry, tmp_path: Path
) -> None:
    js = tmp_path / "agent.json"
    js.write_text(json.dumps({"targets": ["claude-code", {"dir": "sub", "mode": "owned"}], "protected": ["keep"]}))
    toml = tmp_path / "agent.toml"
    toml.write_text(
        'protected = ["keep"]\n[[targets]]\npreset = "claude-code"\n[[targets]]\ndir = "sub"\nmode = "owned"\n'
    )
    for path in (js, toml):
        cfg = load_config(path, registry, ctx)
        assert cfg.protected == ["keep"]
        assert [t.dir for t in cfg.targets] == [ctx.user_home / ".claude" / "skills", tmp_path / "sub"]


def test_a_bad_config_file_is_one_clear_error(ctx: PresetContext, registry: PresetRegistry, tmp_path: Path) -> None:
    for text, needle in (
        ("{", "not valid JSON"),
        ('{"target": []}', "unknown key 'target'"),
        ('{"protected": "x"}', "list of skill names"),
    ):
        path = tmp_path / "c.json"
        path.write_text(text)
        with pytest.raises(ConfigError, match=needle):
            load_config(path, registry, ctx)
    with pytest.raises(ConfigError, match="cannot read"):
        load_config(tmp_path / "missing.json", registry, ctx)


def test_flags_win_over_config_and_config_over_env(
    ctx: PresetContext, registry: PresetRegistry, tmp_path: Path
) -> None:
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"targets": ["gemini"]}))
    cfg = load_config(path, registry, ctx)
    env = json.dumps(["copilot"])
    assert resolve_targets(["agents"], cfg, env, registry, ctx)[0].label == "agents"
    assert resolve_targets([], cfg, env, registry, ctx)[0].label == "gemini"
    assert resolve_targets([], None, env, registry, ctx)[0].label == "copilot"


def test_nested_or_conflicting_targets_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="inside"):
        check_targets([Target(tmp_path, "owned"), Target(tmp_path / "x", "additive")])
    with pytest.raises(ConfigError, match="twice"):
        check_targets([Target(tmp_path, "owned"), Target(tmp_path, "additive")])
    assert check_targets([Target(tmp_path, "owned"), Target(tmp_path, "owned")]) == [Target(tmp_path, "owned")]


def test_a_folder_named_under_a_link_and_under_its_real_path_is_one_target(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    via_link = Target(tmp_path / "link", "additive", label="claude-code")
    found = check_targets([via_link, Target(tmp_path / "real", "additive", label="agents")])
    assert [(t.dir, t.names) for t in found] == [(tmp_path / "link", ("claude-code", "agents"))]
    with pytest.raises(ConfigError, match="inside"):  # a folder inside another, named through a link
        check_targets([Target(tmp_path / "real", "owned"), Target(tmp_path / "link" / "x", "additive")])


def test_harnesses_sharing_one_folder_are_one_target_naming_them_all(
    ctx: PresetContext, registry: PresetRegistry
) -> None:
    targets = resolve_targets(["codex", "cursor", "claude-code", "gemini-cli", "agents"], None, None, registry, ctx)
    shared = ctx.user_home / ".agents" / "skills"
    assert [(t.dir, t.names) for t in targets] == [
        (shared, ("codex", "cursor", "gemini-cli", "agents")),
        (ctx.user_home / ".claude" / "skills", ("claude-code",)),
    ]
    assert targets[0].describe() == f"{shared} [additive] (codex, cursor, gemini-cli, agents)"
    assert target_from_record(target_record(targets[0])) == targets[0]


def test_a_folder_named_once_keeps_its_single_label(tmp_path: Path) -> None:
    one = Target(tmp_path, "additive", label="codex")
    assert check_targets([one, Target(tmp_path, "additive", label="codex")]) == [one]
    assert one.describe() == f"{tmp_path} [additive] (codex)"
