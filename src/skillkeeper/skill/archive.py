"""Read a skill packed as a zip (an upload, a `.zip` or `.skill` file) without trusting the archive.

Nothing is extracted to disk, no link is followed, nothing is run: members are read into memory,
bounded by their declared sizes, after every name, size and ratio has been checked.
"""

from __future__ import annotations

import errno
import io
import os
import stat
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from skillkeeper.errors import InvalidInput, InvalidSkill
from skillkeeper.skill.folder import absolute, parse_skill_dir, skill_folders
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.names import path_problem
from skillkeeper.skill.parse import IGNORED_NAMES, MAX_FILES, MAX_TOTAL_BYTES, SKILL_FILE, build_skill

MAX_ENTRIES = MAX_FILES + 256  # room for directory entries
MAX_RATIO = 200  # a member inflating more than this is treated as a zip bomb
# The archive kinds read from disk (`.skill` is a zip of one skill folder, as Claude packages one).
ZIP_SUFFIXES = (".zip", ".skill")
# Compressed, a skill is smaller than its 16 MiB cap; stored members add headers, never twice the size.
MAX_ARCHIVE_BYTES = 2 * MAX_TOTAL_BYTES

# The refusals' fixes, one wording for every surface (an upload, import, validate, scan).
_REPACK = "pack the skill folder again as a plain zip"
ENCRYPTED = f"the archive is encrypted; {_REPACK}, without a password"


@dataclass(frozen=True)
class Unpacked:
    """A zip's skill folder in memory: SKILL.md, the other files, and the top-level folder it sat in (or None)."""

    skill_md: bytes
    files: list[BundleFile]
    folder: str | None

    def skill(self) -> Skill:
        """Build the skill; raises InvalidSkill. A top-level folder is held to name-equals-folder like one on disk."""
        return build_skill(self.skill_md, self.files, folder=self.folder)


def _is_link(info: zipfile.ZipInfo) -> bool:
    mode = info.external_attr >> 16
    return stat.S_ISLNK(mode)


def _check_member_name(name: str) -> None:
    """Raises InvalidSkill for a member path that escapes the folder (the one path rule)."""
    problem = path_problem(name.rstrip("/"))
    if problem is not None and problem[0] != "path.reserved":  # our marker is skipped, not refused
        raise InvalidSkill(f"archive member: {problem[1]}")


def _strip_root(names: list[str]) -> str:
    """The single top-level folder prefix holding SKILL.md, or '' when SKILL.md is at the root.

    Raises InvalidSkill when there is none, or several skill folders (one archive is one skill).
    """
    if SKILL_FILE in names:
        return ""
    tops = {n.split("/", 1)[0] for n in names}
    if len(tops) == 1:
        prefix = tops.pop() + "/"
        if prefix + SKILL_FILE in names:
            return prefix
    skills = sorted(n.split("/", 1)[0] for n in names if n.count("/") == 1 and n.endswith("/" + SKILL_FILE))
    if len(skills) > 1:
        raise InvalidSkill(
            f"the archive holds {len(skills)} skill folders ({', '.join(skills[:5])}{', ...' * (len(skills) > 5)}); "
            "an archive holds one skill: pack each skill folder in an archive of its own"
        )
    misnamed = next(
        (n for n in names if n.rsplit("/", 1)[-1].upper() == SKILL_FILE.upper() and n.count("/") <= 1), None
    )
    if misnamed is not None:
        raise InvalidSkill(f"the archive holds {misnamed}, which must be named {SKILL_FILE} (upper case); rename it")
    raise InvalidSkill(
        "the archive has no SKILL.md at its root or in a single top-level folder; "
        "pack the skill folder itself (the one holding SKILL.md) as a zip"
    )


def unpack_zip(data: bytes) -> Unpacked:
    """Unpack a zip into memory; raises InvalidSkill for unsafe or oversized archives.

    Member count, declared sizes and compression ratios are checked before anything is read,
    and every read is bounded by the declared size, so an archive that lies cannot inflate.
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, OSError):
        raise InvalidSkill(f"the archive is not a readable zip; {_REPACK}") from None
    with archive:
        infos = archive.infolist()
        if len(infos) > MAX_ENTRIES:
            raise InvalidSkill(f"the archive has {len(infos)} entries; the cap is {MAX_FILES} files: trim the skill")
        members: list[zipfile.ZipInfo] = []
        total = 0
        for info in infos:
            _check_member_name(info.filename)
            if _is_link(info):
                raise InvalidSkill(f"archive member {info.filename[:80]!r} is a symbolic link; links are not allowed")
            if info.is_dir() or info.filename.split("/")[-1] in IGNORED_NAMES or info.filename.startswith("__MACOSX/"):
                continue
            if info.flag_bits & 0x1:
                raise InvalidSkill(ENCRYPTED)
            total += info.file_size
            if total > MAX_TOTAL_BYTES:
                raise InvalidSkill(
                    "the archive unpacks to more than 16 MiB, the cap per skill: move large files out of the skill"
                )
            if info.file_size > 1024 * 1024 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
                raise InvalidSkill(f"archive member {info.filename[:80]!r} inflates suspiciously (zip bomb?)")
            members.append(info)
        if len(members) > MAX_FILES + 1:
            raise InvalidSkill(f"the archive has {len(members)} files; the cap is {MAX_FILES}: trim the skill")
        names = [m.filename for m in members]
        if len(set(names)) != len(names):
            raise InvalidSkill(f"the archive lists the same file twice; {_REPACK}")
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
    return Unpacked(skill_md, files, prefix.rstrip("/") or None)


def skill_from_zip(data: bytes) -> Skill:
    """Unpack a zip upload into a Skill; raises InvalidSkill for unsafe, oversized or invalid archives."""
    return unpack_zip(data).skill()


def is_zip_file(path: Path) -> bool:
    """Whether `path` is a file named like a zip archive (`.zip`, `.skill`) rather than a folder."""
    return path.name.lower().endswith(ZIP_SUFFIXES) and path.is_file()


def unpack_zip_file(path: Path) -> Unpacked:
    """Read the archive file at `path` (never through a link) and unpack it in memory.

    Raises InvalidInput for a link, an unreadable or oversized file; InvalidSkill as `unpack_zip`.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError as exc:
        if exc.errno == errno.ELOOP or path.is_symlink():
            raise InvalidInput(
                f"{path} is a link to {os.path.realpath(path)}; links are not followed: pass that file itself"
            ) from None
        raise InvalidInput(f"{path} cannot be read: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as fh:
        data = fh.read(MAX_ARCHIVE_BYTES + 1)
    if len(data) > MAX_ARCHIVE_BYTES:
        raise InvalidInput(f"{path} is over {MAX_ARCHIVE_BYTES >> 20} MiB; a skill unpacks to at most 16 MiB")
    return unpack_zip(data)


def read_skill(path: Path) -> Skill:
    """Parse a skill folder, or a `.zip` / `.skill` archive file; raises InvalidSkill (InvalidInput: see above)."""
    return unpack_zip_file(path).skill() if is_zip_file(path) else parse_skill_dir(path)


def archive_stem(path: Path) -> str:
    """An archive's file name without `.zip` / `.skill` (a folder's name as it is)."""
    return next((path.name[: -len(s)] for s in ZIP_SUFFIXES if path.name.lower().endswith(s)), path.name)


def archive_folder(path: Path) -> str:
    """The name of the skill folder an archive holds, else its stem; raises InvalidInput naming an unsafe archive."""
    try:
        folder = unpack_zip_file(path).folder
    except InvalidSkill as exc:
        raise InvalidInput(f"{path}: {exc.message}") from None
    return folder or archive_stem(path)


def skill_sources(paths: Iterable[str | Path], *, each_must_hold: bool = True) -> list[Path]:
    """The skill folders `skill_folders` finds under `paths`, and each `.zip` / `.skill` archive given, once each.

    Every archive is unpacked in memory first, so one that cannot be read safely stops the command before
    any skill is read. Raises InvalidInput naming that archive, or as `skill_folders`.
    """
    found: dict[Path, Path] = {}
    for raw in paths:
        path = Path(raw)
        if is_zip_file(path):
            archive_folder(path)
            found.setdefault(absolute(path), path)
            continue
        for folder in skill_folders([path], each_must_hold=each_must_hold):
            found.setdefault(absolute(folder), folder)
    return list(found.values())
