"""Reconcile targets: folders with a mode, from flags, a config file or SKILLKEEPER_SKILL_TARGETS."""

from __future__ import annotations

import difflib
import json
import os
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, cast

from skillkeeper.errors import ConfigError

if TYPE_CHECKING:
    from skillkeeper.node.presets import PresetContext, PresetRegistry

Mode = Literal["owned", "additive"]
MODES: tuple[Mode, ...] = ("owned", "additive")
ENV_TARGETS = "SKILLKEEPER_SKILL_TARGETS"


@dataclass(frozen=True)
class Target:
    """A folder the agent reconciles into. `register` puts it on OpenClaw's skill load path.

    `harnesses` names every preset that resolved to this folder (codex, cursor and gemini-cli all
    read `~/.agents/skills`), so a shared folder is listed once with all the harnesses it serves.
    """

    dir: Path
    mode: Mode = "additive"
    register: bool = False
    label: str | None = None
    harnesses: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        """Every harness (preset) this folder serves: `harnesses`, else the label, else none."""
        return self.harnesses or ((self.label,) if self.label else ())

    def describe(self) -> str:
        extra = " +register" if self.register else ""
        name = f" ({', '.join(self.names)})" if self.names else ""
        return f"{self.dir} [{self.mode}{extra}]{name}"


def folder_key(path: Path) -> Path:
    """Which folder a target's path names: its links resolved, so a folder recorded once under a link and
    once under its real path is one target. Only the folder's own path: nothing inside it is followed."""
    return Path(os.path.realpath(path))


def unique_folders(targets: Iterable[Target]) -> list[Target]:
    """`targets` without a second entry for a folder already named (under its real path or a link)."""
    found: dict[Path, Target] = {}
    for target in targets:
        found.setdefault(folder_key(target.dir), target)
    return list(found.values())


def merged(first: Target, other: Target) -> Target:
    """`first` serving the harnesses of `other` too (the same folder named twice)."""
    names = tuple(dict.fromkeys((*first.names, *other.names)))
    return replace(first, harnesses=names if len(names) > 1 else ())


def target_record(target: Target) -> dict[str, Any]:
    """A target as JSON, as the agent records it for `doctor --node`."""
    return {
        "dir": str(target.dir),
        "mode": target.mode,
        "register": target.register,
        "label": target.label,
        "harnesses": list(target.harnesses),
    }


def target_from_record(record: object) -> Target | None:
    """The target a record describes, or None when it is not one (an older or damaged file)."""
    if not isinstance(record, dict) or not isinstance(record.get("dir"), str):
        return None
    mode, label, harnesses = record.get("mode"), record.get("label"), record.get("harnesses")
    if mode not in ("owned", "additive"):
        return None
    return Target(
        dir=Path(record["dir"]),
        mode=mode,
        register=record.get("register") is True,
        label=label if isinstance(label, str) else None,
        harnesses=tuple(h for h in harnesses if isinstance(h, str)) if isinstance(harnesses, list) else (),
    )


@dataclass
class AgentConfig:
    """What a config file holds: targets and protected names."""

    targets: list[Target] = field(default_factory=list)
    protected: list[str] = field(default_factory=list)


def _absolute(raw: str, base: Path | None) -> Path:
    path = Path(raw).expanduser()
    if not path.is_absolute():
        path = (base or Path.cwd()) / path
    # Lexical normalisation only: the folder itself may legitimately be a link the user made.
    return Path(os.path.normpath(path))


def parse_target_spec(spec: str, registry: PresetRegistry, ctx: PresetContext, base: Path | None = None) -> Target:
    """A preset name or `DIR[:owned|additive]` (custom folders default to additive); raises ConfigError."""
    spec = spec.strip()
    if not spec:
        raise ConfigError("empty --target; give a preset name or DIR[:owned|additive]")
    preset = registry.get(spec)
    if preset is not None:
        return preset.build(ctx)
    mode: Mode = "additive"
    head, sep, tail = spec.rpartition(":")
    if sep and tail in MODES:
        spec, mode = head, tail
    elif sep and head and tail.isalpha():
        # `DIR:ownd` would otherwise become a folder named 'DIR:ownd' that no harness reads.
        raise ConfigError(f"unknown target mode {tail!r} in {spec!r}; use DIR:owned or DIR:additive (the default)")
    if "/" not in spec and "\\" not in spec and not spec.startswith(("~", ".")):
        close = difflib.get_close_matches(spec, registry.names(), n=1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise ConfigError(
            f"unknown target preset {spec!r}{hint}; use one of {', '.join(registry.names())} or a path like ./skills"
        )
    return Target(dir=_absolute(spec, base), mode=mode)


def target_from_object(obj: object, registry: PresetRegistry, ctx: PresetContext, base: Path | None = None) -> Target:
    """A target from a string spec or `{dir|preset, mode?, register?}`; raises ConfigError."""
    if isinstance(obj, str):
        return parse_target_spec(obj, registry, ctx, base)
    if not isinstance(obj, Mapping):
        raise ConfigError("each target must be a string or an object with 'dir' (or 'preset')")
    unknown = set(obj) - {"dir", "preset", "mode", "register"}
    if unknown:
        raise ConfigError(f"unknown target key {sorted(unknown)[0]!r}; use dir, preset, mode, register")
    if "preset" in obj:
        preset = registry.get(str(obj["preset"]))
        if preset is None:
            raise ConfigError(f"unknown target preset {obj['preset']!r}; use one of {', '.join(registry.names())}")
        target = preset.build(ctx)
    elif isinstance(obj.get("dir"), str) and obj["dir"].strip():
        target = Target(dir=_absolute(obj["dir"].strip(), base))
    else:
        raise ConfigError("a target object needs a 'dir' string (or a 'preset' name)")
    mode = obj.get("mode", target.mode)
    if mode not in MODES:
        raise ConfigError(f"target mode must be 'owned' or 'additive', not {mode!r}")
    register = obj.get("register", target.register)
    if not isinstance(register, bool):
        raise ConfigError("target 'register' must be true or false")
    return replace(target, mode=cast(Mode, mode), register=register)


def parse_env_targets(value: str, registry: PresetRegistry, ctx: PresetContext) -> list[Target]:
    """Targets from SKILLKEEPER_SKILL_TARGETS (a JSON list); raises ConfigError."""
    try:
        data = json.loads(value)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{ENV_TARGETS} is not valid JSON ({exc.msg}); expected a list of {{dir, mode}}") from None
    if not isinstance(data, list):
        raise ConfigError(f"{ENV_TARGETS} must be a JSON list of {{dir, mode, register?}}")
    return [target_from_object(item, registry, ctx) for item in data]


def _names(value: object, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where} must be a list of skill names")
    return list(value)


def load_config(path: Path, registry: PresetRegistry, ctx: PresetContext) -> AgentConfig:
    """Read `{"targets": [...], "protected": [...]}` from a JSON or TOML file; raises ConfigError."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"cannot read config {path}: {exc.strerror or exc}") from None
    data: Any
    try:
        data = tomllib.loads(text) if path.suffix.lower() == ".toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        raise ConfigError(f"config {path} is not valid {path.suffix.lstrip('.').upper() or 'JSON'}: {exc}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"config {path} must be an object with 'targets' and/or 'protected'")
    unknown = set(data) - {"targets", "protected"}
    if unknown:
        raise ConfigError(f"unknown key {sorted(unknown)[0]!r} in {path}; expected 'targets' and 'protected'")
    raw_targets = data.get("targets", [])
    if not isinstance(raw_targets, list):
        raise ConfigError(f"'targets' in {path} must be a list")
    base = path.parent.resolve()
    targets = [target_from_object(t, registry, ctx, base) for t in raw_targets]
    return AgentConfig(targets=targets, protected=_names(data.get("protected", []), f"'protected' in {path}"))


def resolve_targets(
    flags: Sequence[str],
    config: AgentConfig | None,
    env_value: str | None,
    registry: PresetRegistry,
    ctx: PresetContext,
) -> list[Target]:
    """Flags win, then the config file, then the environment, then the default owned folder."""
    if flags:
        targets = [parse_target_spec(s, registry, ctx) for s in flags]
    elif config is not None and config.targets:
        targets = list(config.targets)
    elif env_value and env_value.strip():
        targets = parse_env_targets(env_value, registry, ctx)
    else:
        default = registry.get("skillkeeper")
        if default is None:
            raise ConfigError("no targets configured; pass --target DIR or a preset name")
        targets = [default.build(ctx)]
    return check_targets(targets)


def check_targets(targets: Iterable[Target]) -> list[Target]:
    """One target per folder, naming every harness it serves; raises ConfigError for one folder twice
    with different modes, or one inside another."""
    unique: dict[Path, Target] = {}
    for target in targets:
        key = folder_key(target.dir)
        seen = unique.get(key)
        if seen is None:
            unique[key] = target
        elif (seen.mode, seen.register) != (target.mode, target.register):
            raise ConfigError(f"target {target.dir} is given twice with different settings; keep one")
        else:
            unique[key] = merged(seen, target)
    for outer_key, outer in unique.items():
        for inner_key, inner in unique.items():
            if inner is not outer and inner_key.is_relative_to(outer_key):
                raise ConfigError(
                    f"target {inner.dir} is inside target {outer.dir}; the outer one would manage it, keep them apart"
                )
    return list(unique.values())
