"""Parse skill folders and SKILL.md text into `Skill` objects."""

from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir, skill_folders
from skillkeeper.skill.model import BundleFile, Skill, SkillKind
from skillkeeper.skill.parse import build_skill

__all__ = ["BundleFile", "Skill", "SkillKind", "build_skill", "find_skill_dirs", "parse_skill_dir", "skill_folders"]
