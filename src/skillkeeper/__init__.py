"""skillkeeper: a registry and delivery gate for Agent Skills.

The public API is what `__all__` lists; everything else is internal. Names load lazily so
that `skillkeeper mcp` and `skillkeeper --help` start fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from skillkeeper._version import __version__

_EXPORTS = {
    "Actor": "skillkeeper.access.actor",
    "BundleFile": "skillkeeper.skill.model",
    "Conflict": "skillkeeper.errors",
    "Forbidden": "skillkeeper.errors",
    "InvalidSkill": "skillkeeper.errors",
    "Keeper": "skillkeeper.keeper",
    "NotFound": "skillkeeper.errors",
    "Refused": "skillkeeper.errors",
    "ScanResult": "skillkeeper.check.scan.result",
    "Skill": "skillkeeper.skill.model",
    "SkillkeeperError": "skillkeeper.errors",
    "Unavailable": "skillkeeper.errors",
    "build_skill": "skillkeeper.skill.parse",
    "parse_skill_dir": "skillkeeper.skill.parse",
    "scan_skill": "skillkeeper.check.scan",
    "validate_skill": "skillkeeper.check.validate",
}

__all__ = [
    "Actor",
    "BundleFile",
    "Conflict",
    "Forbidden",
    "InvalidSkill",
    "Keeper",
    "NotFound",
    "Refused",
    "ScanResult",
    "Skill",
    "SkillkeeperError",
    "Unavailable",
    "__version__",
    "build_skill",
    "parse_skill_dir",
    "scan_skill",
    "validate_skill",
]

if TYPE_CHECKING:
    from skillkeeper.access.actor import Actor
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.check.scan.result import ScanResult
    from skillkeeper.check.validate import validate_skill
    from skillkeeper.errors import (
        Conflict,
        Forbidden,
        InvalidSkill,
        NotFound,
        Refused,
        SkillkeeperError,
        Unavailable,
    )
    from skillkeeper.keeper import Keeper
    from skillkeeper.skill.model import BundleFile, Skill
    from skillkeeper.skill.parse import build_skill, parse_skill_dir


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'skillkeeper' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
