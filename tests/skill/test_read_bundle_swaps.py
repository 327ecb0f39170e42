"""Reading a skill folder never leaves it, even when a folder is swapped for a link mid-read."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from skillkeeper.errors import InvalidSkill
from skillkeeper.skill.folder import parse_skill_dir
from tests.factories import skill_md


def _swapping(real: Callable[..., Iterator[Any]], swap: Callable[[], None]) -> Callable[..., Iterator[Any]]:
    """A walk that swaps the tree once it has listed `scripts/` and before the reader opens its files."""

    def walk(*args: Any, **kwargs: Any) -> Iterator[Any]:
        for entry in real(*args, **kwargs):
            if Path(str(entry[0])).name == "scripts":
                swap()
            yield entry

    return walk


def test_a_folder_swapped_for_a_link_after_listing_is_never_read_through(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = tmp_path / "outside"
    secret.mkdir()
    (secret / "run.sh").write_text("SECRET-KEY-MATERIAL\n")
    skill = tmp_path / "pdf-tools"
    (skill / "scripts").mkdir(parents=True)
    (skill / "SKILL.md").write_text(skill_md("pdf-tools"))
    (skill / "scripts" / "run.sh").write_text("echo fill\n")

    def swap() -> None:
        if not (skill / "scripts").is_symlink():
            os.rename(skill / "scripts", tmp_path / "moved-away")
            os.symlink(secret, skill / "scripts")

    monkeypatch.setattr(os, "walk", _swapping(os.walk, swap))
    monkeypatch.setattr(os, "fwalk", _swapping(os.fwalk, swap))
    try:
        parsed = parse_skill_dir(skill)
    except InvalidSkill:
        return  # refusing the folder is as good as reading what was listed
    assert all(b"SECRET" not in f.data for f in parsed.files)
    assert [(f.path, f.data) for f in parsed.files] == [("scripts/run.sh", b"echo fill\n")]


def test_a_fifo_in_a_skill_folder_is_skipped_without_blocking(tmp_path: Path) -> None:
    skill = tmp_path / "pdf-tools"
    skill.mkdir()
    (skill / "SKILL.md").write_text(skill_md("pdf-tools"))
    os.mkfifo(skill / "pipe")
    assert parse_skill_dir(skill).files == ()
