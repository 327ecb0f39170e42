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
    "Caller": "skillkeeper.access.callers",
    "Catalog": "skillkeeper.keeper.catalog",
    "Conflict": "skillkeeper.errors",
    "FileInfo": "skillkeeper.skill.model",
    "Forbidden": "skillkeeper.errors",
    "InvalidSkill": "skillkeeper.errors",
    "Keeper": "skillkeeper.keeper",
    "NodeRecord": "skillkeeper.keeper.records",
    "NotFound": "skillkeeper.errors",
    "Page": "skillkeeper.keeper.records",
    "Refused": "skillkeeper.errors",
    "ScanResult": "skillkeeper.check.scan.result",
    "SearchHit": "skillkeeper.keeper.records",
    "Skill": "skillkeeper.skill.model",
    "SkillCard": "skillkeeper.keeper.records",
    "SkillFile": "skillkeeper.keeper.records",
    "SkillView": "skillkeeper.keeper.records",
    "SkillkeeperError": "skillkeeper.errors",
    "TenantRecord": "skillkeeper.keeper.records",
    "TenantSettings": "skillkeeper.store.tenants",
    "TokenRecord": "skillkeeper.keeper.records",
    "Unavailable": "skillkeeper.errors",
    "build_skill": "skillkeeper.skill.parse",
    "parse_skill_dir": "skillkeeper.skill.folder",
    "scan_skill": "skillkeeper.check.scan",
    "validate_skill": "skillkeeper.check.validate",
}

__all__ = [
    "Actor",
    "BundleFile",
    "Caller",
    "Catalog",
    "Conflict",
    "FileInfo",
    "Forbidden",
    "InvalidSkill",
    "Keeper",
    "NodeRecord",
    "NotFound",
    "Page",
    "Refused",
    "ScanResult",
    "SearchHit",
    "Skill",
    "SkillCard",
    "SkillFile",
    "SkillView",
    "SkillkeeperError",
    "TenantRecord",
    "TenantSettings",
    "TokenRecord",
    "Unavailable",
    "__version__",
    "build_skill",
    "parse_skill_dir",
    "scan_skill",
    "validate_skill",
]

if TYPE_CHECKING:
    from skillkeeper.access.actor import Actor
    from skillkeeper.access.callers import Caller
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
    from skillkeeper.keeper.catalog import Catalog
    from skillkeeper.keeper.records import (
        NodeRecord,
        Page,
        SearchHit,
        SkillCard,
        SkillFile,
        SkillView,
        TenantRecord,
        TokenRecord,
    )
    from skillkeeper.skill.folder import parse_skill_dir
    from skillkeeper.skill.model import BundleFile, FileInfo, Skill
    from skillkeeper.skill.parse import build_skill
    from skillkeeper.store.tenants import TenantSettings


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'skillkeeper' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
