"""`skillkeeper skills export DIR`: the served skills of a tenant as plain skill folders.

For committing the reviewed set to a repository (a project's `.claude/skills`, a team's skills
repository) or taking it to another tool. The set is the installable set a node of the tenant
gets (active, approved revisions only, content verified against its hash), read from this
machine's database or a server. Folders carry no ownership marker, so `skillkeeper import`
takes them in again elsewhere; `skillkeeper-export.json` in DIR records what each export wrote.
An export never deletes: a folder it did not write, or one edited since it wrote it, is skipped
(`--force` replaces an edited one), and skills no longer served are reported as stale.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from skillkeeper.errors import InvalidInput, InvalidSkill, NotFound, Unavailable
from skillkeeper.node import disk
from skillkeeper.node.catalog import CatalogSkill, MalformedPayload, parse_payload
from skillkeeper.node.client import InstallableSource, ServerError
from skillkeeper.skill.canonical import content_hash
from skillkeeper.skill.folder import read_bundle

MANIFEST = "skillkeeper-export.json"


@dataclass
class ExportReport:
    """What one export did with each served skill it was asked for."""

    folder: str
    tenant: str | None = None
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)
    # Exported earlier, no longer served (deprecated, quarantined, deleted): left for the user to remove.
    stale: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "folder": self.folder,
            "tenant": self.tenant,
            "written": self.written,
            "unchanged": self.unchanged,
            "skipped": self.skipped,
            "stale": self.stale,
        }


def export_served(
    source: InstallableSource, folder: Path, only: Collection[str] = (), *, force: bool = False
) -> ExportReport:
    """Write the served skills (or the ones named in `only`) under `folder`.

    Raises Unavailable when the source cannot answer, NotFound for a name in `only` that is not
    served, InvalidInput when `folder` is a link or not a folder.
    """
    try:
        pulled = source.pull(None)
        catalog = parse_payload(pulled.payload, pulled.etag)
    except ServerError as exc:
        raise Unavailable(exc.message) from None
    except MalformedPayload as exc:
        raise Unavailable(f"installable: {exc}") from None
    missing = sorted(set(only) - set(catalog.skills))
    if missing:
        raise NotFound(
            f"no served skill named {', '.join(missing)}: only active skills are exported "
            "(`skillkeeper skills list` shows each one's status)"
        )
    if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
        raise InvalidInput(f"{folder} is a link or a file; export into a folder")
    disk.ensure_dir(folder)
    recorded = _read_manifest(folder)
    report = ExportReport(folder=str(folder), tenant=catalog.tenant)
    chosen = [catalog.skills[n] for n in sorted(only or catalog.skills)]
    with disk.open_dir(folder) as fd:
        for skill in chosen:
            _export_one(fd, folder, skill, recorded, force, report)
    if not only:
        report.stale = sorted(n for n in recorded if n not in catalog.skills)
    for name in (*report.written, *report.unchanged):
        recorded[name] = catalog.skills[name].content_hash
    _write_manifest(folder, catalog.tenant, recorded)
    return report


def _export_one(
    fd: int, folder: Path, skill: CatalogSkill, recorded: dict[str, str], force: bool, report: ExportReport
) -> None:
    try:
        mode = os.lstat(skill.name, dir_fd=fd).st_mode
    except FileNotFoundError:
        disk.install_skill(fd, skill, marked=False)
        report.written.append(skill.name)
        return
    if not stat.S_ISDIR(mode):
        report.skipped.append({"name": skill.name, "reason": "a file or link of that name is in the way"})
        return
    if skill.name not in recorded:
        reason = f"a folder this export did not write ({MANIFEST} does not list it); move it away or export elsewhere"
        report.skipped.append({"name": skill.name, "reason": reason})
        return
    now = _hash_of(folder / skill.name)
    if now == skill.content_hash:
        report.unchanged.append(skill.name)
        return
    if now != recorded[skill.name] and not force:
        reason = "edited since the last export; --force replaces it with the served revision"
        report.skipped.append({"name": skill.name, "reason": reason})
        return
    disk.install_skill(fd, skill, marked=False)
    report.written.append(skill.name)


def _hash_of(folder: Path) -> str | None:
    """The content hash of a skill folder on disk, None when it cannot be read as one."""
    try:
        skill_md, files = read_bundle(folder)
        return content_hash(skill_md.decode("utf-8"), files)
    except (InvalidSkill, UnicodeDecodeError, OSError):
        return None


def _read_manifest(folder: Path) -> dict[str, str]:
    """{name: content_hash} of earlier exports into `folder`; empty when absent or unreadable."""
    path = folder / MANIFEST
    if path.is_symlink():
        return {}
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    skills = doc.get("skills") if isinstance(doc, dict) else None
    if not isinstance(skills, dict):
        return {}
    return {str(k): str(v) for k, v in skills.items() if isinstance(v, str)}


def _write_manifest(folder: Path, tenant: str | None, skills: dict[str, str]) -> None:
    """Replace the manifest atomically; a link in the way is refused by the open, never followed."""
    doc = json.dumps({"tenant": tenant, "skills": dict(sorted(skills.items()))}, indent=2) + "\n"
    tmp = folder / f".{MANIFEST}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(doc)
    os.replace(tmp, folder / MANIFEST)
