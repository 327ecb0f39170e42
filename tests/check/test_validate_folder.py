"""validate_folder: skill folders on disk, including hostile ones (unreadable SKILL.md, links, odd files)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from skillkeeper.check.validate import FolderReport, validate_folder, validate_skill
from tests.check.validating import DESC, codes
from tests.factories import write_skill


def test_valid_folder_reports_its_name(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n")
    result = validate_folder(folder)
    assert isinstance(result, FolderReport)
    assert result.ok and result.name == "pdf"
    assert result.to_dict()["path"] == str(folder)


def test_folder_name_mismatch_on_disk(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "other", f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n")
    assert codes(validate_folder(folder).report) == {"name.folder-mismatch"}


def test_folder_given_as_dot_uses_the_real_folder_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = write_skill(tmp_path / "pdf", f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n")
    monkeypatch.chdir(folder)
    assert validate_folder(Path(".")).ok


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (b"", "empty"),
        (b"   \n\n", "empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
        ("---\nname: pdf\ndescription: x\n---\n".encode("utf-16"), "UTF-16"),
        ("---\nname: pdf\ndescription: x\n---\n".encode("utf-16-le"), "binary"),
        ("---\nname: café\ndescription: x\n---\n".encode("latin-1"), "UTF-8"),
        (b"# Just markdown\n", "front matter"),
        (b"---\nname: pdf\ndescription: x\n", "not closed"),
        (b"---\nname: pdf\ndescription: Use when: ever\n---\n", "not valid YAML"),
        (b"---\n- a\n- b\n---\n", "mapping"),
        (b"---\na: &x [1]\nb: *x\n---\n", "aliases"),
        (b"---\nname: !!python/object:os.system x\n---\n", "not valid YAML"),
        (b"---\n" + b"[" * 5000 + b"\n---\n", "front matter"),
    ],
)
def test_unreadable_skill_md_is_one_clear_error(tmp_path: Path, content: bytes, needle: str) -> None:
    folder = write_skill(tmp_path / "pdf", content)
    result = validate_folder(folder)
    assert not result.ok
    assert result.name is None
    assert [i.code for i in result.report.errors] == ["skill.unparseable"]
    message = result.report.errors[0].message
    assert needle in message
    assert "\n" not in message


def test_ten_megabyte_body_is_a_cap_error_not_a_crash(tmp_path: Path) -> None:
    body = ("word " * 2_000_000).encode()
    folder = write_skill(tmp_path / "pdf", f"---\nname: pdf\ndescription: {DESC}\n---\n".encode() + body)
    assert codes(validate_folder(folder).report) == {"body.bytes"}


def test_missing_skill_md_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "pdf").mkdir()
    result = validate_folder(tmp_path / "pdf")
    assert [i.code for i in result.report.errors] == ["skill.unparseable"]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
def test_symlinked_bundle_file_is_refused_not_followed(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("top secret")
    folder = write_skill(tmp_path / "pdf", f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n")
    (folder / "link.md").symlink_to(secret)
    (folder / "dirlink").symlink_to(tmp_path)
    report = validate_folder(folder).report
    assert {(i.code, i.field_or_path) for i in report.errors} == {("path.link", "link.md"), ("path.link", "dirlink")}


def test_hidden_and_non_utf8_files_on_disk(tmp_path: Path) -> None:
    folder = write_skill(
        tmp_path / "pdf",
        f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n",
        {".env": b"TOKEN=x", "references/latin.md": "é".encode("latin-1"), ".gitignore": b"*.pyc\n"},
    )
    report = validate_folder(folder).report
    assert {(i.code, i.field_or_path) for i in report.errors} == {
        ("path.hidden", ".env"),
        ("file.encoding", "references/latin.md"),
    }


def test_the_folder_a_skill_was_read_from_is_checked_without_being_passed(tmp_path: Path) -> None:
    from skillkeeper.skill import parse_skill_dir

    skill = parse_skill_dir(write_skill(tmp_path / "other", f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n"))
    assert skill.folder == "other"
    assert codes(validate_skill(skill)) == {"name.folder-mismatch"}  # what import and the server see


def test_a_bundle_over_the_size_cap_is_reported_against_the_file_to_move(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n")
    with (folder / "huge.bin").open("wb") as fh:
        fh.truncate(17 * 1024 * 1024)
    [error] = validate_folder(folder).report.errors
    assert (error.code, error.field_or_path) == ("bundle.size", "huge.bin")
