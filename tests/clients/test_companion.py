"""The companion skill: written where the present harnesses read skills, owned by marker, never over a user's folder."""

from __future__ import annotations

import fcntl
import hashlib
import os
import time
from pathlib import Path

import pytest

from skillkeeper.check.scan import scan_skill
from skillkeeper.check.validate import validate_folder
from skillkeeper.clients import companion
from skillkeeper.clients.install import Options, run
from skillkeeper.node import disk, folderlock
from skillkeeper.node.catalog import MARKER
from skillkeeper.skill import parse_skill_dir
from tests.clients.homes import make_home


def skills(changes: list[object]) -> dict[str, str]:
    return {str(c.file): c.action for c in changes if c.client == "companion-skill"}  # type: ignore[attr-defined]


def test_the_companion_skill_lands_in_each_present_harness_folder_with_our_marker(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux")
    changes = run(Options(), home)
    root = home.home
    # The nine clients' folders, plus OpenClaw's own: its harness is present (~/.openclaw) by the
    # installer's detection rule.
    folders = [
        root / ".claude/skills",
        root / ".agents/skills",
        root / ".codeium/windsurf/skills",
        root / ".openclaw/skills",
    ]
    assert skills(changes) == {str(f / companion.NAME): "added" for f in folders}
    for folder in folders:
        state = disk.scan_target(folder)
        entry = state.entries[companion.NAME]
        assert entry.ours and entry.marker_hash == companion.skill().content_hash
        assert (folder / companion.NAME / "SKILL.md").read_text() == companion.SKILL_MD


def test_only_the_folders_of_present_clients_are_written(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("claude-code",))
    assert list(skills(run(Options(), home))) == [str(home.home / ".claude/skills" / companion.NAME)]
    home = make_home(tmp_path / "b", "linux", clients=("claude-desktop",))
    assert skills(run(Options(), home)) == {}


def test_the_companion_skill_is_a_valid_clean_skill_that_names_the_tools(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("claude-code",))
    run(Options(), home)
    folder = home.home / ".claude/skills" / companion.NAME
    report = validate_folder(folder, strict=True).report
    assert not report.errors and not report.warnings
    assert scan_skill(parse_skill_dir(folder)).findings == ()
    for tool in ("search_skills", "get_skill", "read_skill_file", "update_skill", "create_skill", "skill://"):
        assert tool in companion.SKILL_MD


def test_the_companion_skill_teaches_the_tools_answers_as_they_are_and_stays_short() -> None:
    # What the tools answer now: why a hit matched, files in parts, bundles kept, the next step, a withdrawal.
    text = " ".join(companion.SKILL_MD.split())
    for said in ("`matched`", "`offset`", "`next_offset`", "Leave `files` out to keep", "`next`", "`withdrawn_edit`"):
        assert said in text, said
    assert "waits for human review" in text
    assert len(companion.SKILL_MD.encode()) < 4096  # an agent reads all of it, every session


def test_a_users_folder_of_that_name_is_never_touched(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("claude-code",))
    mine = home.home / ".claude/skills" / companion.NAME
    mine.mkdir(parents=True)
    (mine / "SKILL.md").write_text("my own\n")
    for options in (Options(), Options(remove=True)):
        [change] = [c for c in run(options, home) if c.client == "companion-skill"]
        assert change.action == "skipped" and "not skillkeeper's" in change.message
        assert (mine / "SKILL.md").read_text() == "my own\n"


def test_an_outdated_companion_skill_is_updated_then_removed(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("codex",))
    folder = home.home / ".agents/skills"
    run(Options(), home)
    older = b"---\nname: using-skillkeeper\ndescription: An older release's text.\n---\n"
    (folder / companion.NAME / "SKILL.md").write_bytes(older)
    (folder / companion.NAME / MARKER).write_bytes(disk.marker_bytes(companion.NAME, hashlib.sha256(older).hexdigest()))
    (folder / "other-skill").mkdir()
    assert list(skills(run(Options(), home)).values()) == ["updated"]
    assert disk.scan_target(folder).entries[companion.NAME].marker_hash == companion.skill().content_hash
    assert (folder / companion.NAME / "SKILL.md").read_text() == companion.SKILL_MD
    assert list(skills(run(Options(remove=True), home)).values()) == ["removed"]
    assert sorted(p.name for p in folder.iterdir()) == ["other-skill"]


def test_every_present_harness_of_the_installers_table_gets_the_companion(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=())
    for marker in (".roo", ".config/goose", ".tabnine", ".kimi"):
        (home.home / marker).mkdir(parents=True)
    changes = run(Options(), home)
    root = home.home
    want = [
        root / ".roo/skills",
        root / ".config/goose/skills",
        root / ".tabnine/agent/skills",
        root / ".agents/skills",
    ]  # Kimi Code CLI is universal: it reads the shared folder
    assert skills(changes) == {str(f / companion.NAME): "added" for f in want}
    assert skills(run(Options(clients=("cursor",)), home)) == {
        str(root / ".agents/skills" / companion.NAME): "unchanged"
    }


def test_a_folder_several_harnesses_read_is_listed_once_with_all_of_them(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    (home.home / ".gemini").mkdir()
    rows = [c for c in run(Options(), home) if c.client == "companion-skill"]
    shared = [c for c in rows if c.skill_dir == home.home / ".agents/skills"]
    assert len(shared) == 1
    assert set(shared[0].serves) >= {"Cursor", "Codex CLI", "Gemini CLI"}
    assert "Codex" not in shared[0].serves  # the harness table's name for Codex CLI, said once
    assert shared[0].to_dict()["serves"] == list(shared[0].serves)


def test_install_waits_for_a_node_agent_holding_a_skills_folder_and_writes_once_it_lets_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An agent's tick in another process takes install's half-built skill folder for a killed agent's leftover.
    home = make_home(tmp_path, "linux", clients=("cursor",))
    folder = home.home / ".agents" / "skills"
    folder.mkdir(parents=True)
    held = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    fcntl.flock(held, fcntl.LOCK_EX)  # the agent mid-tick (flock is per open file: this process counts too)
    seen: list[bool] = []

    class Clock:
        """folderlock's time: each poll for the lock sees the folder still unwritten, then the agent lets go."""

        monotonic = staticmethod(time.monotonic)

        @staticmethod
        def sleep(_seconds: float) -> None:
            seen.append((folder / companion.NAME).exists())
            fcntl.flock(held, fcntl.LOCK_UN)

    monkeypatch.setattr(folderlock, "time", Clock)
    try:
        changes = run(Options(), home)
    finally:
        os.close(held)
    assert seen == [False]  # install polled the held lock and wrote nothing inside the held window
    assert {c.client: c.action for c in changes} == {"cursor": "added", "companion-skill": "added"}
    assert disk.scan_target(folder).entries[companion.NAME].ours


@pytest.mark.parametrize("remove", [False, True], ids=["install", "remove"])
def test_a_skills_folder_an_agent_holds_past_the_wait_is_an_error_naming_the_rerun_and_the_rest_is_done(
    tmp_path: Path, remove: bool
) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    folder = home.home / ".agents" / "skills"
    if remove:
        run(Options(), home)
    before = disk.scan_target(folder).entries if folder.exists() else {}
    folder.mkdir(parents=True, exist_ok=True)
    with folderlock.folder_lock(folder):
        cursor, skill = run(Options(remove=remove), home, folder_wait=0)
        assert disk.scan_target(folder).entries.keys() == before.keys()  # nothing written inside the held window
    assert cursor.action == ("removed" if remove else "added")
    done, again = ("taken out", "`skillkeeper install --remove`") if remove else ("written", "`skillkeeper install`")
    assert skill.action == "error" and skill.message == (
        f"{folder}: another skillkeeper agent was writing this folder for 0 s, so the companion skill was not "
        f"{done} there (the rest was done); run {again} again"
    )
    [_cursor, retried] = run(Options(remove=remove), home, folder_wait=0)
    assert retried.action == ("removed" if remove else "added")
