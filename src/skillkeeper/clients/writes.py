"""Apply what `skillkeeper install` planned: backup, atomic write, and the record of what it created."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from skillkeeper.clients import companion, created, files
from skillkeeper.clients.change import Change
from skillkeeper.clients.created import Created
from skillkeeper.node import disk
from skillkeeper.node.folderlock import WAIT_SECONDS, FolderBusy, folder_lock


def apply(changes: list[Change], now: datetime | None = None, folder_wait: float = WAIT_SECONDS) -> list[Change]:
    """Make the planned changes: backup, then atomic write; a failure turns that change into an error.

    A companion skill is written holding its folder's lock, waiting at most `folder_wait` seconds for a
    node agent's tick writing there; a folder held longer is an error naming the rerun, the rest still done.
    """
    stamp = now or datetime.now()
    for change in changes:
        if change.action not in ("added", "updated", "removed"):
            continue
        try:
            if change.skill_dir is not None:
                _apply_skill(change, folder_wait)
            else:
                _apply_file(change, stamp)
        except FolderBusy:
            change.action, change.message = "error", _held(change, folder_wait)
        except files.FileProblem as exc:
            change.action, change.message = "error", str(exc)
        except OSError as exc:
            change.action, change.message = (
                "error",
                str(files.FileProblem(change.file, f"cannot change: {exc.strerror}", files.FIX)),
            )
    return changes


def _apply_file(change: Change, now: datetime) -> None:
    assert change.text is not None and change.mode is not None
    if files.read_text(change.file) != change.read:
        # Its client saved it since it was read (Claude Code rewrites ~/.claude.json often): writing what
        # was planned would drop that edit.
        raise files.FileProblem(change.file, "changed while install ran", "nothing written there: rerun")
    if change.delete_file:  # nothing but an empty document of install's own is left: no backup either
        change.file.unlink()
        return
    if change.file.exists():
        change.backup = files.backup(change.file, now)
    files.write_atomic(change.file, change.text, change.mode)
    if change.backup is not None:  # one per changing run would pile up; the oldest is the user's own file
        files.prune_backups(change.file)


def _apply_skill(change: Change, wait: float) -> None:
    """Raises FolderBusy when a node agent held the folder for `wait` seconds, OSError."""
    assert change.skill_dir is not None
    if change.action != "removed":
        disk.ensure_dir(change.skill_dir)
    # A node agent's tick (another process) writes this folder too, and takes a build folder it finds there
    # for a killed agent's leftover: the same lock it holds keeps the two apart.
    with folder_lock(change.skill_dir, wait), disk.open_dir(change.skill_dir) as fd:
        if change.action == "removed":
            disk.prune_entry(fd, companion.NAME)
        else:
            disk.install_skill(fd, companion.skill())


def _held(change: Change, wait: float) -> str:
    """The one line for a companion folder a node agent kept locked: nothing written there, rerun."""
    done = "taken out" if change.action == "removed" else "written"
    again = "`skillkeeper install --remove`" if change.action == "removed" else "`skillkeeper install`"
    return (
        f"{change.skill_dir}: another skillkeeper agent was writing this folder for {wait:g} s, so the companion "
        f"skill was not {done} there (the rest was done); run {again} again"
    )


def remember(changes: list[Change], path: Path) -> None:
    """Note what was created, and take out the folders an uninstall emptied that install had created."""
    record = Created.load(path)
    for change in changes:
        if change.action == "added" and change.skill_dir is None:
            if change.new_file:
                record.files.add(str(change.file))
                record.folders.update(change.new_folders)
            elif change.new_block:
                record.add_block(change.file, list(change.new_block))
            if change.blank is not None:
                record.blank[str(change.file)] = change.blank
            if change.spaces is not None:
                record.add_spaces(change.file, change.spaces)
        elif change.action == "added":
            record.folders.update(change.new_folders)
        elif change.action == "removed" and change.skill_dir is None:
            if change.delete_file or not change.file.exists():
                record.forget_file(change.file)
                created.prune_folders(record, change.file.parent)
            else:
                record.forget_edits(change.file)  # emptied and taken out, or holding others now
        elif change.action == "removed" and change.skill_dir is not None:
            created.prune_folders(record, change.skill_dir)
    record.save(path)
