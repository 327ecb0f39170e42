"""Registering a target on OpenClaw's load path: append-only, idempotent, never fatal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillkeeper.node.register import (
    CREATED_FILE,
    RegisterResult,
    forget_created,
    recall_created,
    register_extra_dir,
    remember_created,
    unregister_extra_dir,
)


def config(tmp_path: Path, text: str) -> Path:
    path = tmp_path / ".openclaw" / "openclaw.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_the_folder_is_appended_keeping_every_other_key(tmp_path: Path) -> None:
    path = config(
        tmp_path,
        json.dumps({"mcp": {"servers": {}}, "skills": {"load": {"extraDirs": ["/x"], "watch": True}, "z": 1}}, indent=4)
        + "\n",
    )
    result = register_extra_dir(path, tmp_path / "ours")
    assert result.registered and result.changed and result.error is None
    doc = json.loads(path.read_text())
    assert doc == {
        "mcp": {"servers": {}},
        "skills": {"load": {"extraDirs": ["/x", str(tmp_path / "ours")], "watch": True}, "z": 1},
    }
    assert path.read_text().startswith('{\n    "mcp"') and path.read_text().endswith("}\n")


def test_registering_twice_writes_once(tmp_path: Path) -> None:
    path = config(tmp_path, "{}")
    register_extra_dir(path, tmp_path / "ours")
    text, mtime = path.read_text(), path.stat().st_mtime_ns
    again = register_extra_dir(path, tmp_path / "ours")
    assert again.registered and not again.changed
    assert path.read_text() == text and path.stat().st_mtime_ns == mtime
    assert json.loads(text)["skills"]["load"]["extraDirs"] == [str(tmp_path / "ours")]


def test_an_entry_written_with_a_tilde_counts_as_present(tmp_path: Path, monkeypatch: object) -> None:
    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setenv("HOME", str(tmp_path))
    path = config(tmp_path, json.dumps({"skills": {"load": {"extraDirs": ["~/ours"]}}}))
    before = path.read_text()
    assert register_extra_dir(path, tmp_path / "ours").registered
    assert path.read_text() == before


def test_malformed_json_is_an_error_and_the_file_is_untouched(tmp_path: Path) -> None:
    path = config(tmp_path, "{ // json5 comment\n}")
    result = register_extra_dir(path, tmp_path / "ours")
    assert not result.registered and result.error and "not strict JSON (line 1)" in result.error
    assert f'add "{tmp_path / "ours"}" to skills.load.extraDirs yourself' in result.error
    assert path.read_text() == "{ // json5 comment\n}"


def test_a_wrong_shape_is_an_error_and_the_file_is_untouched(tmp_path: Path) -> None:
    for text in ('{"skills": []}', '{"skills": {"load": {"extraDirs": "x"}}}', "[]"):
        path = config(tmp_path, text)
        result = register_extra_dir(path, tmp_path / "ours")
        assert result.error and path.read_text() == text


def test_a_missing_openclaw_folder_is_an_error_not_a_crash(tmp_path: Path) -> None:
    result = register_extra_dir(tmp_path / "nope" / "openclaw.json", tmp_path / "ours")
    assert not result.registered and result.error
    # It says what to do: install OpenClaw, or stop asking for its target.
    assert result.error.endswith(
        "not found, so OpenClaw is not installed here: install it and start it once, "
        "or leave out the openclaw target (--target openclaw)"
    )
    assert not (tmp_path / "nope").exists()


def test_a_missing_file_in_an_existing_folder_is_created(tmp_path: Path) -> None:
    (tmp_path / ".openclaw").mkdir()
    path = tmp_path / ".openclaw" / "openclaw.json"
    assert register_extra_dir(path, tmp_path / "ours").changed
    assert json.loads(path.read_text()) == {"skills": {"load": {"extraDirs": [str(tmp_path / "ours")]}}}


def test_dry_run_reports_without_writing(tmp_path: Path) -> None:
    path = config(tmp_path, "{}")
    result = register_extra_dir(path, tmp_path / "ours", dry_run=True)
    assert result.changed and not result.registered and path.read_text() == "{}"


def test_a_linked_config_is_written_where_the_link_points(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "openclaw.json"
    real.parent.mkdir()
    real.write_text("{}")
    (tmp_path / ".openclaw").mkdir()
    link = tmp_path / ".openclaw" / "openclaw.json"
    link.symlink_to(real)
    assert register_extra_dir(link, tmp_path / "ours").registered
    assert link.is_symlink() and "extraDirs" in real.read_text()


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            '{"skills": {"load": {"extraDirs": ["/a", "OURS", "/b"]}}}',
            '{"skills": {"load": {"extraDirs": ["/a", "/b"]}}}',
        ),
        ('{"skills": {"load": {"extraDirs": ["/a", "OURS"]}}}', '{"skills": {"load": {"extraDirs": ["/a"]}}}'),
        (
            '{"skills": {"load": {"extraDirs": ["OURS"], "watch": true}}}',
            '{"skills": {"load": {"extraDirs": [], "watch": true}}}',
        ),
        (
            '{\n\t"x": { "y": 1 },\n\t"skills": {\n\t\t"load": {\n\t\t\t"extraDirs": [\n'
            '\t\t\t\t"OURS",\n\t\t\t\t"/a"\n\t\t\t]\n\t\t}\n\t}\n}\n',
            '{\n\t"x": { "y": 1 },\n\t"skills": {\n\t\t"load": {\n\t\t\t"extraDirs": [\n'
            '\t\t\t\t"/a"\n\t\t\t]\n\t\t}\n\t}\n}\n',
        ),
        (
            '{"skills": {"load": {"extraDirs": [\n    "/a",\n    "OURS"\n  ]}}, "skills2": ["OURS"]}',
            '{"skills": {"load": {"extraDirs": [\n    "/a"\n  ]}}, "skills2": ["OURS"]}',
        ),
    ],
)
def test_unregistering_takes_out_only_our_entry_and_leaves_every_other_byte(
    tmp_path: Path, before: str, after: str
) -> None:
    ours = tmp_path / "ours"
    path = config(tmp_path, before.replace("OURS", str(ours)))
    assert unregister_extra_dir(path, ours, dry_run=True) == RegisterResult(False, changed=True)
    assert path.read_text() == before.replace("OURS", str(ours))
    assert unregister_extra_dir(path, ours) == RegisterResult(False, changed=True)
    assert path.read_text() == after.replace("OURS", str(ours))
    assert unregister_extra_dir(path, ours) == RegisterResult(False)  # gone: nothing to do


def test_registering_into_an_existing_list_then_unregistering_gives_back_the_same_bytes(tmp_path: Path) -> None:
    text = (
        '{\n  "agents": { "defaults": { "model": "x" } },\n'
        '  "skills": {"load": {"extraDirs": [\n      "~/mine"\n  ]}}\n}\n'
    )
    path = config(tmp_path, text)
    assert register_extra_dir(path, tmp_path / "ours").changed
    assert '"agents": { "defaults": { "model": "x" } }' in path.read_text()  # the user's layout kept
    assert json.loads(path.read_text())["skills"]["load"]["extraDirs"] == ["~/mine", str(tmp_path / "ours")]
    assert unregister_extra_dir(path, tmp_path / "ours").changed
    assert path.read_text() == text


def test_unregistering_without_a_file_or_with_a_malformed_one_changes_nothing(tmp_path: Path) -> None:
    absent = tmp_path / ".openclaw" / "openclaw.json"
    assert unregister_extra_dir(absent, tmp_path / "ours") == RegisterResult(False)
    assert not absent.parent.exists()
    path = config(tmp_path, '{"skills": ')
    result = unregister_extra_dir(path, tmp_path / "ours")
    assert result.error and "not strict JSON" in result.error and path.read_text() == '{"skills": '


@pytest.mark.parametrize(
    ("before", "created"),
    [
        ({"agents": {"defaults": {"model": "x"}}}, ("skills",)),
        ({"skills": {"entries": {}}}, ("skills", "load")),
        ({"skills": {"load": {"watch": True}}}, ("skills", "load", "extraDirs")),
    ],
)
def test_unregistering_takes_out_the_keys_registering_created(
    tmp_path: Path, before: dict[str, object], created: tuple[str, ...]
) -> None:
    text = json.dumps(before, indent=2) + "\n"
    path = config(tmp_path, text)
    result = register_extra_dir(path, tmp_path / "ours")
    assert result.changed and result.created == created
    assert unregister_extra_dir(path, tmp_path / "ours", created=result.created).changed
    assert path.read_text() == text


def test_unregistering_keeps_created_keys_the_user_has_since_put_things_in(tmp_path: Path) -> None:
    path = config(tmp_path, "{}")
    created = register_extra_dir(path, tmp_path / "ours").created
    assert created == ("skills",)
    doc = json.loads(path.read_text())
    doc["skills"]["entries"] = {"x": {"enabled": False}}  # the user's own, added after registering
    path.write_text(json.dumps(doc, indent=2) + "\n")
    assert unregister_extra_dir(path, tmp_path / "ours", created=created).changed
    assert json.loads(path.read_text()) == {"skills": {"entries": {"x": {"enabled": False}}}}


def test_unregistering_leaves_an_empty_list_the_user_had(tmp_path: Path) -> None:
    text = '{"skills": {"load": {"extraDirs": []}}}'
    path = config(tmp_path, text)
    result = register_extra_dir(path, tmp_path / "ours")
    assert result.changed and result.created == ()
    assert unregister_extra_dir(path, tmp_path / "ours", created=result.created).changed
    assert path.read_text() == text


def test_created_keys_are_remembered_per_config_and_folder_then_forgotten(tmp_path: Path) -> None:
    home, path = tmp_path / "sk", tmp_path / ".openclaw" / "openclaw.json"
    home.mkdir()
    remember_created(home, path, tmp_path / "ours", ("skills", "load"))
    assert recall_created(home, path, tmp_path / "ours") == ("skills", "load")
    assert recall_created(home, path, tmp_path / "other") == ()
    forget_created(home, path, tmp_path / "ours")
    assert recall_created(home, path, tmp_path / "ours") == () and not (home / CREATED_FILE).exists()
