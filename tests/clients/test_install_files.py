"""`install` and the files it touches: removal, backups, modes, dry run, links, line endings, unwritable files."""

from __future__ import annotations

import json
import os
import stat
from datetime import datetime
from pathlib import Path

import pytest

from skillkeeper.clients.install import Options, plan, run
from skillkeeper.clients.registry import BY_NAME, NAMES, Platform
from skillkeeper.clients.writes import apply
from tests.clients.homes import CONFIGS, make_home
from tests.clients.installs import HTTP, NOW, PLATFORMS, by_client, read_back, snapshot


@pytest.mark.parametrize("platform", PLATFORMS)
def test_remove_takes_out_only_our_entry_and_restores_the_original_text(tmp_path: Path, platform: Platform) -> None:
    home = make_home(tmp_path, platform)
    run(Options(), home, now=NOW)
    changes = run(Options(remove=True), home, now=datetime(2026, 12, 2, 11, 0, 0))
    assert by_client(changes) == dict.fromkeys(NAMES, "removed")
    for name in NAMES:
        assert BY_NAME[name].file(home).read_text() == CONFIGS[name], name
    assert not (home.home / ".claude" / "skills" / "using-skillkeeper").exists()
    again = run(Options(remove=True), home)
    assert {c.action for c in again} == {"unchanged"}


def test_every_change_leaves_a_timestamped_backup_of_the_previous_file(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    path = BY_NAME["cursor"].file(home)
    [change, _skill] = run(Options(), home, now=NOW)
    assert change.backup == path.with_name("mcp.json.skillkeeper-backup-20261202T103000")
    assert change.backup.read_text() == CONFIGS["cursor"]
    [again, _skill] = run(HTTP, home, now=NOW)  # same second: a second backup, not an overwrite
    assert again.backup == path.with_name("mcp.json.skillkeeper-backup-20261202T103000-1")
    assert json.loads(again.backup.read_text())["mcpServers"]["skillkeeper"]["command"] == "skillkeeper"


def test_file_modes_are_kept_and_new_files_are_private(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    BY_NAME["cursor"].file(home).chmod(0o640)
    run(Options(clients=("cursor", "gemini")), home, now=NOW)
    assert stat.S_IMODE(BY_NAME["cursor"].file(home).stat().st_mode) == 0o640
    created = BY_NAME["gemini"].file(home)
    assert json.loads(created.read_text()) == {
        "mcpServers": {"skillkeeper": {"command": "skillkeeper", "args": ["mcp"]}}
    }
    assert stat.S_IMODE(created.stat().st_mode) == 0o600


def test_dry_run_changes_nothing_and_says_what_would_happen(tmp_path: Path) -> None:
    home = make_home(tmp_path, "darwin")
    before = snapshot(home)
    changes = run(Options(), home, dry_run=True, now=NOW)
    assert by_client(changes) == dict.fromkeys(NAMES, "added")
    assert all(c.message.startswith("dry run") and c.backup is None for c in changes)
    assert snapshot(home) == before


def test_a_read_only_file_is_an_error_and_the_others_still_install(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("zed", "cursor"))
    path = BY_NAME["zed"].file(home)
    path.chmod(0o444)
    changes = run(Options(), home, now=NOW)
    assert by_client(changes) == {"zed": "error", "cursor": "added"}
    [zed] = [c for c in changes if c.client == "zed"]
    assert "read-only" in zed.message and str(path) in zed.message
    assert path.read_text() == CONFIGS["zed"]
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_a_folder_that_cannot_be_written_is_an_error_not_a_crash(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    folder = BY_NAME["cursor"].folder(home)
    BY_NAME["cursor"].file(home).unlink()
    (folder / "mcp.json").mkdir()  # a folder where the file should be
    [change] = run(Options(), home, now=NOW)
    assert change.action == "error" and "is a folder" in change.message


def test_windows_crlf_files_keep_their_line_endings(tmp_path: Path) -> None:
    home = make_home(tmp_path, "win32", clients=("gemini", "vscode", "codex"), crlf=True)
    run(Options(), home, now=NOW)
    for name in ("gemini", "vscode", "codex"):
        raw = BY_NAME[name].file(home).read_bytes()
        assert raw.count(b"\n") == raw.count(b"\r\n"), name
        assert read_back(name, home)[BY_NAME[name].key[0]]["skillkeeper"]["command"] == "skillkeeper"


def test_a_linked_config_is_edited_at_its_target(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    path = BY_NAME["cursor"].file(home)
    real = tmp_path / "dotfiles" / "mcp.json"
    real.parent.mkdir()
    path.rename(real)
    os.symlink(real, path)
    run(Options(), home, now=NOW)
    assert path.is_symlink()
    assert "skillkeeper" in json.loads(real.read_text())["mcpServers"]


def test_a_config_its_client_saved_after_install_read_it_keeps_the_clients_edit(tmp_path: Path) -> None:
    # Claude Code rewrites ~/.claude.json often; writing the text planned from the earlier read lost that save.
    home = make_home(tmp_path, "linux", clients=("claude-code", "cursor"))
    path = BY_NAME["claude-code"].file(home)
    changes = plan(Options(), home)
    saved = path.read_text().replace('"numStartups": 42', '"numStartups": 43')
    path.write_text(saved)
    applied = by_client(apply(changes, NOW))
    assert applied["claude-code"] == "error" and applied["cursor"] == "added"
    [change] = [c for c in changes if c.client == "claude-code"]
    assert change.message == f"{path}: changed while install ran; nothing written there: rerun"
    assert path.read_text() == saved and not list(path.parent.glob(f"{path.name}.skillkeeper-backup-*"))
    assert by_client(run(Options(), home, now=NOW))["claude-code"] == "added"  # the rerun
    assert '"numStartups": 43' in path.read_text()


def test_backups_are_pruned_to_the_newest_few_and_the_users_original_always_stays(tmp_path: Path) -> None:
    kept_besides_oldest = 5  # as the README says
    home = make_home(tmp_path, "linux", clients=("cursor",))
    path = BY_NAME["cursor"].file(home)
    original = path.read_text()
    for n in range(kept_besides_oldest + 4):  # every run changes the file: one backup each, the first within one second
        server = f"http://127.0.0.1:{8000 + n}"
        [change, *_skills] = run(Options(clients=("cursor",), server=server), home, now=NOW)
        assert change.action in ("added", "updated") and change.backup is not None and change.backup.exists()
    kept = sorted(path.parent.glob(f"{path.name}.skillkeeper-backup-*"), key=os.path.getmtime)
    assert len(kept) == kept_besides_oldest + 1
    assert original in [p.read_text() for p in kept]  # what the user had before the first install
    assert f"127.0.0.1:{8000 + kept_besides_oldest + 2}" in change.backup.read_text()  # the newest: the run before
