"""Read skill folders from disk into a `Skill`, never following a link out of the folder."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from skillkeeper.errors import InvalidInput, InvalidSkill
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.parse import IGNORED_NAMES, MAX_FILES, MAX_TOTAL_BYTES, SKILL_FILE, build_skill

# Opened relative to an already-open folder, never through a link: a swap between listing and
# reading (a file or a folder replaced by a link) cannot make the read leave the skill folder.
_O_FILE = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_O_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC


def _read_regular(dir_fd: int, name: str, budget: int) -> tuple[bytes, int, int] | None:
    """(bytes, mode, size) of regular file `name` in `dir_fd` (at most `budget` + 1 bytes read), or None if not one.

    Raises OSError with errno ELOOP when it is a symbolic link, EMLINK when it is a hard link.
    """
    fd = os.open(name, _O_FILE, dir_fd=dir_fd)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            return None
        if st.st_nlink > 1:
            # A second name for a file that may live anywhere on the disk (~/.aws/credentials): a link
            # out of the skill folder like a symbolic one, recorded and refused, never read.
            raise OSError(errno.EMLINK, f"{name} is a hard link")
        chunks, left = [], min(st.st_size, budget) + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks), st.st_mode, st.st_size
    finally:
        os.close(fd)


def _is_link_error(exc: OSError) -> bool:
    return exc.errno in (errno.ELOOP, errno.EMLINK)  # EMLINK: a hard link, or O_NOFOLLOW on a link on some BSDs


def read_bundle(folder: Path) -> tuple[bytes, list[BundleFile]]:
    """Read SKILL.md and every bundled file under `folder` without following links.

    Raises InvalidSkill when SKILL.md is missing or the bundle is over the size caps.
    """
    try:
        root_fd = os.open(folder, _O_DIR | os.O_NOFOLLOW)
    except OSError as exc:
        # Linux says ENOTDIR for a link opened with O_DIRECTORY | O_NOFOLLOW, the BSDs ELOOP.
        if _is_link_error(exc) or os.path.islink(folder):
            raise _linked(folder) from None
        if isinstance(exc, (FileNotFoundError, NotADirectoryError)):
            raise InvalidSkill(f"no {SKILL_FILE} in {folder}") from None
        raise
    try:
        return _read_tree(folder, root_fd)
    finally:
        os.close(root_fd)


def misnamed_skill_file(names: Iterable[str]) -> str | None:
    """A file named like SKILL.md in another case (`skill.md`), when there is no SKILL.md itself."""
    names = list(names)
    if SKILL_FILE in names:
        return None
    return next((n for n in sorted(names) if n.upper() == SKILL_FILE.upper()), None)


def _linked(folder: Path) -> InvalidSkill:
    """A skill folder that is itself a link: never read through it; the fix is to pass where it points."""
    return InvalidSkill(
        f"{folder} is a link to {os.path.realpath(folder)}; links are not followed: pass that folder itself",
        details={"code": "path.link"},
    )


def _no_skill_file(folder: Path) -> InvalidSkill:
    try:
        other = misnamed_skill_file(os.listdir(folder))
    except OSError:
        other = None
    if other is not None:
        return InvalidSkill(
            f"{other} in {folder} must be named {SKILL_FILE} (upper case); rename it",
            details={"code": "skill.file-case"},
        )
    return InvalidSkill(f"no {SKILL_FILE} in {folder}")


def _read_tree(folder: Path, root_fd: int) -> tuple[bytes, list[BundleFile]]:
    try:
        found = _read_regular(root_fd, SKILL_FILE, MAX_TOTAL_BYTES)
    except FileNotFoundError:
        raise _no_skill_file(folder) from None
    except OSError as exc:
        if not _is_link_error(exc):
            raise
        found = None
    if found is None:
        raise InvalidSkill(f"{SKILL_FILE} in {folder} is a link or not a regular file")
    skill_md = found[0]
    if len(skill_md) > MAX_TOTAL_BYTES:
        raise InvalidSkill(f"{SKILL_FILE} is over the 16 MiB skill cap")
    files: list[BundleFile] = []
    total = len(skill_md)
    for root, dirs, names, dir_fd in os.fwalk(".", dir_fd=root_fd, follow_symlinks=False):
        base = PurePosixPath(root)
        dirs[:] = sorted(d for d in dirs if d not in IGNORED_NAMES)
        # Directory links show up in `dirs`; record them as links instead of walking them.
        for d in list(dirs):
            if stat.S_ISLNK(os.lstat(d, dir_fd=dir_fd).st_mode):
                dirs.remove(d)
                files.append(BundleFile(path=(base / d).as_posix(), is_link=True))
        for fname in sorted(names):
            rel = (base / fname).as_posix()
            if fname in IGNORED_NAMES or rel == SKILL_FILE:
                continue
            try:
                read = _read_regular(dir_fd, fname, MAX_TOTAL_BYTES - total)
            except FileNotFoundError:
                continue  # gone since it was listed
            except OSError as exc:
                if not _is_link_error(exc):
                    raise
                files.append(BundleFile(path=rel, is_link=True))
                continue
            if read is None:
                continue
            data, mode, size = read
            if len(files) >= MAX_FILES:
                raise InvalidSkill(
                    f"bundle has more than {MAX_FILES} files; trim it below the cap", details={"code": "bundle.files"}
                )
            total += len(data)
            if total > MAX_TOTAL_BYTES:
                raise _over_cap(rel, size)
            files.append(BundleFile(path=rel, data=data, executable=bool(mode & stat.S_IXUSR)))
    return skill_md, files


def _over_cap(rel: str, size: int) -> InvalidSkill:
    """The bundle went over the size cap at file `rel`: name it, so the author knows what to move."""
    alone = " alone" if size > MAX_TOTAL_BYTES else ""
    return InvalidSkill(
        f"bundle is larger than 16 MiB with {rel} ({size / (1 << 20):.1f} MiB{alone}); "
        "move large files out of the skill (the cap counts SKILL.md and every file)",
        details={"code": "bundle.size", "path": rel},
    )


def refused_file(exc: InvalidSkill) -> str:
    """The file a folder's refusal is about: the one its details name, else SKILL.md."""
    path = exc.details.get("path") if isinstance(exc.details, dict) else None
    return str(path or SKILL_FILE)


def parse_skill_dir(folder: str | Path) -> Skill:
    """Parse a skill folder on disk; raises InvalidSkill with a one-line reason."""
    path = Path(folder)
    skill_md, files = read_bundle(path)
    return build_skill(skill_md, files, folder=path.name or path.resolve().name)


# Where repositories keep skills for a harness, in hidden folders a plain search skips.
HARNESS_FOLDERS = (".claude/skills", ".agents/skills", ".github/skills", ".codex/skills", ".gemini/skills")


def harness_skill_dirs(root: str | Path) -> list[Path]:
    """Skill folders in `root`'s harness folders (`.claude/skills`, ...), links not followed."""
    found: list[Path] = []
    for name in HARNESS_FOLDERS:
        folder = Path(root)
        for part in PurePosixPath(name).parts:
            folder = folder / part
            if folder.is_symlink():
                break
        else:
            if folder.is_dir():
                found.extend(find_skill_dirs(folder))
    return found


# Installed packages, virtual environments and build output: copies of other projects' files (or of
# this one's skills), never skills of the tree. Hidden folders (.git, .venv, .tox) and IGNORED_NAMES
# (__pycache__) are skipped anyway.
# A folder of one of these names that holds a SKILL.md itself is still a skill (one named `build`).
NOT_SKILL_TREES = frozenset({"node_modules", "venv", "site-packages", "dist", "build"})


def _searched(dirpath: str, name: str) -> bool:
    if name in IGNORED_NAMES or name.startswith("."):
        return False
    return name not in NOT_SKILL_TREES or os.path.isfile(os.path.join(dirpath, name, SKILL_FILE))


def _links_to_skill(path: str) -> bool:
    return os.path.islink(path) and os.path.isfile(os.path.join(path, SKILL_FILE))


def absolute(folder: Path) -> Path:
    """`folder` made absolute, links resolved except its own last step (a linked skill folder stays the link)."""
    return folder.parent.resolve() / folder.name if folder.is_symlink() else folder.resolve()


def find_skill_dirs(root: str | Path) -> list[Path]:
    """Every folder under `root` (itself included) holding a SKILL.md, sorted, links not followed.

    Hidden folders and NOT_SKILL_TREES (node_modules, venv, build output) are not searched. A folder
    holding `skill.md` (or another case of it) is listed too, so reading it says to rename the file
    instead of the folder being skipped without a word.
    """
    base = Path(root)
    found = [base] if (base / SKILL_FILE).is_file() else []
    for dirpath, dirs, names in os.walk(base, followlinks=False):
        dirs[:] = sorted(d for d in dirs if _searched(dirpath, d))
        # A link to a skill folder is listed, not walked, so reading it says so instead of a silent skip
        # (one inside a skill folder is that skill's own refusal already, not a second folder).
        if SKILL_FILE not in names:
            found += [Path(dirpath, d) for d in dirs if _links_to_skill(os.path.join(dirpath, d))]
        if (SKILL_FILE in names or misnamed_skill_file(names)) and Path(dirpath) != base:
            found.append(Path(dirpath))
        elif Path(dirpath) == base and not found and misnamed_skill_file(names):
            found.append(base)
    return sorted(set(found))


def missing_path(raw: str | Path) -> str:
    """One line for a path that does not exist, naming the closest name beside it (a typo) when there is one."""
    import difflib  # lazy: only on this error

    path, said = Path(raw), str(raw)
    try:
        siblings = [p.name for p in path.parent.iterdir()]
    except OSError:
        siblings = []
    close = difflib.get_close_matches(path.name, siblings, n=1, cutoff=0.75)
    stem = said.rstrip("/")
    meant = stem[: len(stem) - len(path.name)] + close[0] if close and stem.endswith(path.name) else None
    hint = f" (did you mean {meant}?)" if meant else ""
    return f"{said} does not exist{hint}; pass a skill folder or a folder of skill folders"


def _unsearched(path: Path) -> str:
    """A hint naming the folders under `path` a search skipped (NOT_SKILL_TREES), were they meant."""
    skipped = sorted(n for n in NOT_SKILL_TREES if (path / n).is_dir()) if path.is_dir() else []
    return f" ({', '.join(skipped)} not searched: pass one itself to read it)" if skipped else ""


# Packed skills (`.skill` is a zip, as Claude packages one): zips are read in memory (skill.archive), the rest unpacked.
ARCHIVE_SUFFIXES = (".zip", ".skill", ".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tar.xz")


def _pass_instead(path: Path) -> str:
    """What to pass for a file that is not SKILL.md: the folder holding it, or an archive unpacked."""
    if path.name.lower().endswith(ARCHIVE_SUFFIXES):
        return "only .zip and .skill archives are read: unpack it and pass the folder it unpacks to"
    return "pass the skill folder that holds SKILL.md"


def skill_folders(paths: Iterable[str | Path], *, each_must_hold: bool = True) -> list[Path]:
    """Every skill folder named by or found under `paths`, once each, in the order given.

    A path may be a skill folder, a folder of skill folders (with none in sight, its harness
    folders `.claude/skills` ... are read), or a SKILL.md file. Raises
    InvalidInput naming the path that does not exist, is another file, or (with
    `each_must_hold`) holds no SKILL.md.
    """
    found: dict[Path, Path] = {}
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise InvalidInput(missing_path(path))
        if path.is_file() and path.name.upper() != SKILL_FILE.upper():
            raise InvalidInput(f"{path} is a file; {_pass_instead(path)}")
        # A repository whose skills sit only in `.claude/skills` and the like (hidden, so a plain
        # search skips them) is read there, as `import` reads a git repository: `scan .` found none.
        dirs = [path.parent] if path.is_file() else (find_skill_dirs(path) or harness_skill_dirs(path))
        if not dirs and each_must_hold:
            raise InvalidInput(
                f"no SKILL.md found under {path} (nor in its {', '.join(HARNESS_FOLDERS)}); "
                f"pass a skill folder or a folder of skill folders{_unsearched(path)}"
            )
        for d in dirs:
            found.setdefault(absolute(d), d)
    return list(found.values())
