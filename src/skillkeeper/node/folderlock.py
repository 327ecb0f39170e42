"""One agent at a time per target folder: an advisory lock two homes' agents sharing a folder both take.

The lock is `flock` on the folder itself (its directory descriptor): the folder is what the agents share
(their SKILLKEEPER_HOMEs are not), a link to it reaches the same folder, and no file is added, so no
harness sees anything new (a skill is a folder holding SKILL.md) and nothing is left to clean up.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from collections.abc import Iterator
from pathlib import Path

# How long a tick waits for another agent's write into the same folder (a big first install takes seconds).
WAIT_SECONDS = 30.0
_POLL_SECONDS = 0.05


class FolderBusy(Exception):
    """Another agent held the folder's lock for the whole wait."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@contextlib.contextmanager
def folder_lock(folder: Path, wait: float = WAIT_SECONDS) -> Iterator[None]:
    """Hold `folder`'s lock, waiting at most `wait` seconds; raises FolderBusy after that, OSError when the
    folder cannot be opened."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise FolderBusy(busy(folder, wait)) from None
                time.sleep(_POLL_SECONDS)  # flock has no timeout of its own
        yield
    finally:
        os.close(fd)  # releases the lock


def busy(folder: Path, wait: float) -> str:
    """The one line for a folder another agent kept locked: what happened and what to do."""
    return (
        f"{folder}: another skillkeeper agent (another SKILLKEEPER_HOME) was writing it for {wait:g} s, so this "
        "tick left the folder as it is; the next tick tries again (or run `skillkeeper agent --once` again)"
    )
