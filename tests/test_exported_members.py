"""The public API is a deliberate decision: adding to it means changing this test."""

from __future__ import annotations

import skillkeeper

EXPECTED = [
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


def test_public_api_is_pinned() -> None:
    assert sorted(skillkeeper.__all__) == sorted(EXPECTED)


def test_every_exported_name_resolves() -> None:
    for name in skillkeeper.__all__:
        assert getattr(skillkeeper, name) is not None


def test_internal_names_are_not_exported() -> None:
    import pytest

    with pytest.raises(AttributeError):
        _ = skillkeeper.Lifecycle  # type: ignore[attr-defined]


def test_lazy_table_matches_all() -> None:
    assert set(skillkeeper._EXPORTS) == set(skillkeeper.__all__) - {"__version__"}


def test_version_matches_pyproject() -> None:
    import tomllib
    from pathlib import Path

    pyproject = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    assert skillkeeper.__version__ == pyproject["project"]["version"]
