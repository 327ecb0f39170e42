"""Config files on disk: a failed write names the next step and leaves the file as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.clients.files import FileProblem, write_atomic


def test_a_write_that_fails_names_the_next_step_and_changes_nothing(tmp_path: Path) -> None:
    # The temp file's name (the config's name plus a suffix) is over the file system's limit.
    path = tmp_path / ("c" * 240)
    path.write_text("{}")
    with pytest.raises(FileProblem) as failed:
        write_atomic(path, '{"new": 1}', 0o644)
    assert str(failed.value) == (
        f"{path}: cannot write: File name too long; check that its folder is writable and the disk has room, then rerun"
    )
    assert path.read_text() == "{}"
