"""Skill uploads: the JSON body and zip archives, unpacked without trusting the archive."""

from __future__ import annotations

import io
import stat
import zipfile
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.errors import InvalidSkill
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.names import path_problem
from skillkeeper.skill.parse import (
    IGNORED_NAMES,
    MAX_FILES,
    MAX_TOTAL_BYTES,
    SKILL_FILE,
    build_skill,
    decode_files,
)

MAX_ENTRIES = MAX_FILES + 256  # room for directory entries
MAX_RATIO = 200  # a member inflating more than this is treated as a zip bomb


class FileIn(BaseModel):
    """One bundled file of a skill write."""

    model_config = ConfigDict(extra="forbid")

    path: str = Field(min_length=1, max_length=1024)
    content: str
    encoding: Literal["utf-8", "base64"] = "utf-8"
    executable: bool = False


class SkillWrite(BaseModel):
    """The JSON body of a skill write."""

    model_config = ConfigDict(extra="forbid")

    skill_md: str = Field(min_length=1)
    files: list[FileIn] = Field(
        default_factory=list,
        max_length=MAX_FILES,
        description="Bundled files besides SKILL.md. On PUT, leave it out to keep the skill's current files "
        "and send [] to drop them all; on POST, left out means none.",
    )
    source: Literal["agent", "manual", "forge", "node"] = "agent"
    status: str | None = Field(default=None, max_length=32)
    # With source `node`: the node that proposes its local skill, recorded in the audit event.
    node_id: str | None = Field(default=None, min_length=1, max_length=256)

    def to_skill(self, edit: Callable[[list[BundleFile] | None], list[BundleFile]] | None = None) -> Skill:
        """Build the skill; raises InvalidSkill for undecodable, duplicate or misplaced files, and what `edit` raises.

        `edit` turns the files sent (None: the body left `files` out) into the bundle an update stores.
        """
        sent = None
        if "files" in self.model_fields_set:
            sent = decode_files((f.path, f.content, f.encoding, f.executable) for f in self.files)
        return build_skill(self.skill_md, edit(sent) if edit is not None else sent or [])


def _is_link(info: zipfile.ZipInfo) -> bool:
    mode = info.external_attr >> 16
    return stat.S_ISLNK(mode)


def _check_member_name(name: str) -> None:
    """Raises InvalidSkill for a member path that escapes the folder (the one path rule)."""
    problem = path_problem(name.rstrip("/"))
    if problem is not None and problem[0] != "path.reserved":  # our marker is skipped, not refused
        raise InvalidSkill(f"archive member: {problem[1]}")


def _strip_root(names: list[str]) -> str:
    """The single top-level folder prefix holding SKILL.md, or '' when SKILL.md is at the root."""
    if SKILL_FILE in names:
        return ""
    tops = {n.split("/", 1)[0] for n in names}
    if len(tops) == 1:
        prefix = tops.pop() + "/"
        if prefix + SKILL_FILE in names:
            return prefix
    misnamed = next(
        (n for n in names if n.rsplit("/", 1)[-1].upper() == SKILL_FILE.upper() and n.count("/") <= 1), None
    )
    if misnamed is not None:
        raise InvalidSkill(f"the archive holds {misnamed}, which must be named {SKILL_FILE} (upper case); rename it")
    raise InvalidSkill("the archive has no SKILL.md at its root or in a single top-level folder")


def skill_from_zip(data: bytes) -> Skill:
    """Unpack a zip upload into a Skill; raises InvalidSkill for unsafe or oversized archives.

    Member count, declared sizes and compression ratios are checked before anything is read,
    and every read is bounded by the declared size, so an archive that lies cannot inflate.
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, OSError):
        raise InvalidSkill("the upload is not a readable zip archive") from None
    with archive:
        infos = archive.infolist()
        if len(infos) > MAX_ENTRIES:
            raise InvalidSkill(f"the archive has {len(infos)} entries; the cap is {MAX_FILES} files")
        members: list[zipfile.ZipInfo] = []
        total = 0
        for info in infos:
            _check_member_name(info.filename)
            if _is_link(info):
                raise InvalidSkill(f"archive member {info.filename[:80]!r} is a symbolic link; links are not allowed")
            if info.is_dir() or info.filename.split("/")[-1] in IGNORED_NAMES or info.filename.startswith("__MACOSX/"):
                continue
            if info.flag_bits & 0x1:
                raise InvalidSkill("the archive is encrypted; upload a plain zip")
            total += info.file_size
            if total > MAX_TOTAL_BYTES:
                raise InvalidSkill("the archive unpacks to more than 16 MiB; the cap is 16 MiB per skill")
            if info.file_size > 1024 * 1024 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
                raise InvalidSkill(f"archive member {info.filename[:80]!r} inflates suspiciously (zip bomb?)")
            members.append(info)
        if len(members) > MAX_FILES + 1:
            raise InvalidSkill(f"the archive has {len(members)} files; the cap is {MAX_FILES}")
        names = [m.filename for m in members]
        if len(set(names)) != len(names):
            raise InvalidSkill("the archive lists the same file twice")
        prefix = _strip_root(names)
        skill_md = b""
        files: list[BundleFile] = []
        for info in members:
            if not info.filename.startswith(prefix):
                raise InvalidSkill(f"archive member {info.filename[:80]!r} is outside the skill folder")
            rel = info.filename[len(prefix) :]
            try:
                with archive.open(info) as fh:
                    content = fh.read(info.file_size + 1)
            except (zipfile.BadZipFile, NotImplementedError, RuntimeError, OSError, EOFError):
                raise InvalidSkill(f"archive member {info.filename[:80]!r} cannot be read") from None
            if len(content) > info.file_size:
                raise InvalidSkill(f"archive member {info.filename[:80]!r} is larger than its header says")
            if rel == SKILL_FILE:
                skill_md = content
            else:
                files.append(BundleFile(path=rel, data=content, executable=bool((info.external_attr >> 16) & 0o100)))
    # A single top-level folder is the skill's folder: held to name-equals-folder like one on disk.
    return build_skill(skill_md, files, folder=prefix.rstrip("/") or None)
