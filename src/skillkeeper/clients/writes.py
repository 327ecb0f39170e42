"""Apply what `skillkeeper install` planned: backup, atomic write, and the record of what it created."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from skillkeeper.clients import companion, created, files
from skillkeeper.clients.change import Change
from skillkeeper.clients.created import Created
from skillkeeper.node import disk


def apply(changes: list[Change], now: datetime | None = None) -> list[Change]:
    """Make the planned changes: backup, then atomic write; a failure turns that change into an error."""
    stamp = now or datetime.now()
    for change in changes:
        if change.action not in ("added", "updated", "removed"):
            continue
        try:
            if change.skill_dir is not None:
                _apply_skill(change)
            else:
                _apply_file(change, stamp)
        except files.FileProblem as exc:
            change.action, change.message = "error", str(exc)
        except OSError as exc:
            change.action, change.message = "error", f"cannot change {change.file}: {exc.strerror}; {files.FIX}"
    return changes


def _apply_file(change: Change, now: datetime) -> None:
    assert change.text is not None and change.mode is not None
    if files.read_text(change.file) != change.read:
        # Its client saved it since it was read (Claude Code rewrites ~/.claude.json often): writing what
        # was planned would drop that edit.
        raise files.FileProblem(f"{change.file} changed while install ran; nothing written there: rerun")
    if change.delete_file:  # nothing but an empty document of install's own is left: no backup either
        change.file.unlink()
        return
    if change.file.exists():
        change.backup = files.backup(change.file, now)
    files.write_atomic(change.file, change.text, change.mode)
    if change.backup is not None:  # one per changing run would pile up; the oldest is the user's own file
        files.prune_backups(change.file)


def _apply_skill(change: Change) -> None:
    assert change.skill_dir is not None
    if change.action == "removed":
        with disk.open_dir(change.skill_dir) as fd:
            disk.prune_entry(fd, companion.NAME)
        return
    disk.ensure_dir(change.skill_dir)
    with disk.open_dir(change.skill_dir) as fd:
        disk.install_skill(fd, companion.skill())


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
        elif change.action == "added":
            record.folders.update(change.new_folders)
        elif change.action == "removed" and change.skill_dir is None:
            if change.delete_file or not change.file.exists():
                record.forget_file(change.file)
                created.prune_folders(record, change.file.parent)
            else:
                record.blocks.pop(str(change.file), None)  # emptied and taken out, or holding others now
        elif change.action == "removed" and change.skill_dir is not None:
            created.prune_folders(record, change.skill_dir)
    record.save(path)
