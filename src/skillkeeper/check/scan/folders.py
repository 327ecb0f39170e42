"""Scan skills on disk (a folder, or a `.zip` / `.skill` archive read in memory) for `skillkeeper scan`."""

from __future__ import annotations

import os
from pathlib import Path

from skillkeeper.check.scan import Finding, Location, ScanResult, apply_skip, scan_skill
from skillkeeper.check.scan.sarif import SkillScan
from skillkeeper.errors import InvalidInput, InvalidSkill
from skillkeeper.skill.archive import archive_stem, is_zip_file, unpack_zip_file
from skillkeeper.skill.folder import parse_skill_dir, refused_file


def _display_path(source: Path) -> str:
    try:
        rel = os.path.relpath(source)
    except ValueError:
        rel = str(source)
    return Path(rel).as_posix()


def scan_source(source: Path, skip: tuple[str, ...] = ()) -> SkillScan:
    """Parse and scan one skill folder or archive; one that does not parse is refused, never a crash."""
    path = _display_path(source)
    # In an archive, the folder holding SKILL.md ('' at its root; '' too when the zip itself is unreadable).
    archive = "" if is_zip_file(source) else None
    try:
        if archive is None:
            skill = parse_skill_dir(source)
        else:
            unpacked = unpack_zip_file(source)
            archive = unpacked.folder or ""
            skill = unpacked.skill()
    except (InvalidSkill, InvalidInput, OSError) as exc:  # InvalidInput: an archive swapped for a link since
        message = f"cannot read folder: {exc.strerror}" if isinstance(exc, OSError) else exc.message
        where = Location(refused_file(exc) if isinstance(exc, InvalidSkill) else "SKILL.md")
        finding = Finding("SK-UNPARSEABLE", "structure", "critical", f"skill does not parse: {message}", True, where)
        return SkillScan(path, archive_stem(source), ScanResult("refused", (finding,)), archive)
    name = skill.name or skill.folder or archive_stem(source)
    return SkillScan(path, name, apply_skip(scan_skill(skill), skip), archive)
