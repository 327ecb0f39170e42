"""Disk primitives for targets: scan without following links, atomic installs, crash leftovers."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from skillkeeper.node.catalog import MARKER, CatalogSkill, is_valid_name

TMP_PREFIX = ".skillkeeper-tmp-"  # a skill being built; never complete until renamed
SWAP_PREFIX = ".skillkeeper-old-"  # the previous version during a rename-swap
PRUNE_PREFIX = ".skillkeeper-prune-"  # a skill being deleted
LEFTOVER_PREFIXES = (TMP_PREFIX, SWAP_PREFIX, PRUNE_PREFIX)
MAX_MARKER_BYTES = 4096
FILE_MODE, EXEC_MODE, DIR_MODE = 0o644, 0o755, 0o755

_O_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC

EntryKind = Literal["dir", "link", "file", "other"]


@dataclass(frozen=True)
class Entry:
    """One entry of a target folder; `marker_hash` is set only for a folder carrying our marker."""

    name: str
    kind: EntryKind
    marker_hash: str | None = None
    # The marker says the content came from the node's local.db (a local skill or an override).
    marker_local: bool = False
    # The origin the marker records ("cloud" or "local"; None for markers written before it existed).
    marker_origin: str | None = None
    # The node catalog (its node id) whose agent wrote it; None for markers written before it existed.
    marker_owner: str | None = None

    @property
    def ours(self) -> bool:
        return self.kind == "dir" and self.marker_hash is not None

    def owned_by_other(self, owner: str | None) -> bool:
        """Ours, but written by the agent of another node catalog (another SKILLKEEPER_HOME)."""
        return self.ours and self.marker_owner is not None and self.marker_owner != owner


@dataclass
class TargetState:
    """What a target folder holds right now."""

    dir: Path
    exists: bool
    entries: dict[str, Entry] = field(default_factory=dict)
    root_marker: bool = False
    leftovers: list[str] = field(default_factory=list)
    error: str | None = None

    @property
    def adoptable(self) -> bool:
        """An owned target may prune only a folder it created or adopted empty."""
        return self.root_marker or not self.entries


def is_leftover(name: str) -> bool:
    return name.startswith(LEFTOVER_PREFIXES)


def marker_bytes(
    name: str, content_hash: str, origin: str | None = None, overridden: bool = False, owner: str | None = None
) -> bytes:
    doc: dict[str, object] = {"skillkeeper": 1, "name": name, "content_hash": content_hash}
    if origin is not None:
        doc.update(origin=origin, locally_overridden=overridden)
    if owner is not None:
        doc.update(owner=owner)
    return json.dumps(doc, sort_keys=True).encode() + b"\n"


def root_marker_bytes() -> bytes:
    return b'{"skillkeeper": 1, "mode": "owned"}\n'


@contextlib.contextmanager
def open_dir(path: str | Path, dir_fd: int | None = None) -> Iterator[int]:
    """A directory fd opened without following a final link."""
    fd = os.open(path, _O_DIR, dir_fd=dir_fd)
    try:
        yield fd
    finally:
        os.close(fd)


def read_marker(target_fd: int, name: str) -> str | None:
    """The content_hash in `<name>/.skillkeeper-owned`, or None when absent, a link or not ours."""
    doc = read_marker_doc(target_fd, name)
    return None if doc is None else str(doc["content_hash"])


def read_marker_doc(target_fd: int, name: str) -> dict[str, object] | None:
    """The marker of `<name>` as a dict with a string content_hash, or None (absent, a link, not ours)."""
    try:
        with open_dir(name, target_fd) as sfd:
            fd = os.open(MARKER, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=sfd)
            try:
                st = os.fstat(fd)
                if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_MARKER_BYTES:
                    return None
                raw = os.read(fd, MAX_MARKER_BYTES + 1)
            finally:
                os.close(fd)
        data = json.loads(raw)
    except (OSError, ValueError, RecursionError):  # RecursionError: a planted marker nested too deeply
        return None
    if not isinstance(data, dict) or data.get("name") != name or not isinstance(data.get("content_hash"), str):
        return None
    return data


def scan_target(path: Path) -> TargetState:
    """Read a target's entries and markers; never follows an entry that is a link."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return TargetState(dir=path, exists=False)
    except OSError as exc:
        return TargetState(dir=path, exists=False, error=f"cannot read {path}: {exc.strerror}")
    if not stat.S_ISDIR(st.st_mode):
        return TargetState(dir=path, exists=True, error=f"{path} is not a folder")
    state = TargetState(dir=path, exists=True)
    try:
        with open_dir(path) as tfd, os.scandir(tfd) as it:
            for item in it:
                name = item.name
                if name == MARKER:
                    state.root_marker = item.is_file(follow_symlinks=False)
                    continue
                if is_leftover(name):
                    state.leftovers.append(name)
                    continue
                if item.is_symlink():
                    state.entries[name] = Entry(name, "link")
                elif item.is_dir(follow_symlinks=False):
                    doc = read_marker_doc(tfd, name) if is_valid_name(name) else None
                    local = doc is not None and (doc.get("origin") == "local" or doc.get("locally_overridden") is True)
                    origin = doc.get("origin") if doc is not None else None
                    owner = doc.get("owner") if doc is not None else None
                    state.entries[name] = Entry(
                        name,
                        "dir",
                        str(doc["content_hash"]) if doc else None,
                        local,
                        origin if isinstance(origin, str) else None,
                        owner if isinstance(owner, str) and owner else None,
                    )
                elif item.is_file(follow_symlinks=False):
                    state.entries[name] = Entry(name, "file")
                else:
                    state.entries[name] = Entry(name, "other")
    except OSError as exc:
        state.error = f"cannot read {path}: {exc.strerror}"
    return state


def ensure_dir(path: Path) -> None:
    """Create the target folder (and parents) when missing."""
    path.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)


def write_root_marker(target_fd: int) -> None:
    _write_file(target_fd, MARKER, root_marker_bytes(), FILE_MODE, exclusive=False)
    os.fsync(target_fd)


def _write_file(dir_fd: int, name: str, data: bytes, mode: int, exclusive: bool = True) -> None:
    flags = os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC | (os.O_EXCL if exclusive else os.O_TRUNC)
    fd = os.open(name, flags, mode, dir_fd=dir_fd)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fchmod(fd, mode)  # exact mode, whatever the umask
        os.fsync(fd)
    finally:
        os.close(fd)


def _build_tree(root_fd: int, skill: CatalogSkill, *, marked: bool = True, owner: str | None = None) -> None:
    """Write every file under `root_fd`, marker last (unless not `marked`), fsyncing files and folders."""
    dirs: dict[str, int] = {"": root_fd}
    try:
        for f in sorted(skill.files, key=lambda f: f.path):
            parts = f.path.split("/")
            parent = ""
            for part in parts[:-1]:
                child = f"{parent}/{part}" if parent else part
                if child not in dirs:
                    os.mkdir(part, DIR_MODE, dir_fd=dirs[parent])
                    fd = os.open(part, _O_DIR, dir_fd=dirs[parent])
                    dirs[child] = fd
                    os.fchmod(fd, DIR_MODE)
                parent = child
            _write_file(dirs[parent], parts[-1], f.data, EXEC_MODE if f.executable else FILE_MODE)
        if marked:
            marker = marker_bytes(skill.name, skill.content_hash, skill.origin, skill.locally_overridden, owner)
            _write_file(root_fd, MARKER, marker, FILE_MODE)
        for key in sorted(dirs, key=len, reverse=True):
            os.fsync(dirs[key])
    finally:
        for key, fd in dirs.items():
            if key:
                os.close(fd)


def _exists(target_fd: int, name: str) -> bool:
    try:
        os.lstat(name, dir_fd=target_fd)
    except FileNotFoundError:
        return False
    return True


def remove_any(target_fd: int, name: str) -> None:
    """Delete an entry of the target: a real folder recursively, anything else (links too) by unlink."""
    try:
        st = os.lstat(name, dir_fd=target_fd)
    except FileNotFoundError:
        return
    if stat.S_ISDIR(st.st_mode):
        shutil.rmtree(name, dir_fd=target_fd)  # fd-based walk: does not follow links
    else:
        os.unlink(name, dir_fd=target_fd)


def install_skill(target_fd: int, skill: CatalogSkill, *, marked: bool = True, owner: str | None = None) -> None:
    """Build the skill beside the target, then rename it in (rename-swap when an entry exists).

    `marked=False` (an export, meant to be imported again elsewhere) leaves out the ownership marker;
    `owner` (the node id of the agent's home) is recorded in it.
    """
    token = secrets.token_hex(6)
    tmp = f"{TMP_PREFIX}{skill.name}.{token}"
    os.mkdir(tmp, DIR_MODE, dir_fd=target_fd)
    try:
        with open_dir(tmp, target_fd) as sfd:
            os.fchmod(sfd, DIR_MODE)
            _build_tree(sfd, skill, marked=marked, owner=owner)
        if _exists(target_fd, skill.name):
            old = f"{SWAP_PREFIX}{skill.name}.{token}"
            os.rename(skill.name, old, src_dir_fd=target_fd, dst_dir_fd=target_fd)
            os.rename(tmp, skill.name, src_dir_fd=target_fd, dst_dir_fd=target_fd)
            os.fsync(target_fd)
            remove_any(target_fd, old)
        else:
            os.rename(tmp, skill.name, src_dir_fd=target_fd, dst_dir_fd=target_fd)
            os.fsync(target_fd)
    except BaseException:
        with contextlib.suppress(OSError):
            remove_any(target_fd, tmp)
        raise


def prune_entry(target_fd: int, name: str) -> None:
    """Remove an entry: renamed out of sight first, so a crash never leaves half of it under its name."""
    trash = f"{PRUNE_PREFIX}{name}.{secrets.token_hex(6)}"
    os.rename(name, trash, src_dir_fd=target_fd, dst_dir_fd=target_fd)
    os.fsync(target_fd)
    remove_any(target_fd, trash)


def clean_leftovers(target_fd: int, names: list[str]) -> None:
    """Finish what a killed agent left: drop temp and prune folders, restore an interrupted swap."""
    for name in names:
        if name.startswith(SWAP_PREFIX):
            skill = name[len(SWAP_PREFIX) :].rpartition(".")[0]
            # Killed between the two renames of a swap: the old version is complete, put it back.
            if is_valid_name(skill) and not _exists(target_fd, skill):
                os.rename(name, skill, src_dir_fd=target_fd, dst_dir_fd=target_fd)
                continue
        remove_any(target_fd, name)
    if names:
        os.fsync(target_fd)
