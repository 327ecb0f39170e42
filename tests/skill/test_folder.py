"""Reading skill folders from disk (skill.folder): links never followed, caps held, authoring hints."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from skillkeeper.errors import InvalidInput, InvalidSkill
from skillkeeper.skill import find_skill_dirs, parse_skill_dir, skill_folders
from skillkeeper.skill.folder import read_bundle, refused_file
from skillkeeper.skill.parse import MAX_FILES
from tests.factories import write_skill

SKILL = "---\nname: pdf\ndescription: Fill PDF forms.\n---\n# PDF\n\nSteps.\n"


# --- read_bundle / parse_skill_dir ----------------------------------------------------------


def test_parse_skill_dir_reads_bundle_and_executable_bit(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", SKILL)
    (folder / "scripts").mkdir()
    script = folder / "scripts" / "run.sh"
    script.write_text("echo hi\n")
    script.chmod(0o755)
    (folder / "references").mkdir()
    (folder / "references" / "a.md").write_text("ref")
    skill = parse_skill_dir(folder)
    assert skill.name == "pdf"
    assert [(f.path, f.executable) for f in skill.files] == [("references/a.md", False), ("scripts/run.sh", True)]
    assert skill.file("references/a.md") is not None
    assert skill.file("references/a.md").data == b"ref"  # type: ignore[union-attr]


def test_read_bundle_skips_litter_and_marker_files(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", SKILL)
    for name in (".DS_Store", ".skillkeeper-owned", "Thumbs.db"):
        (folder / name).write_text("x")
    (folder / "__pycache__").mkdir()
    (folder / "__pycache__" / "x.pyc").write_bytes(b"\x00")
    (folder / ".git").mkdir()
    (folder / ".git" / "HEAD").write_text("ref")
    _, files = read_bundle(folder)
    assert files == []


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
def test_read_bundle_records_links_without_following_them(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("secret")
    folder = write_skill(tmp_path / "pdf", SKILL)
    (folder / "file-link").symlink_to(outside / "secret.txt")
    (folder / "dir-link").symlink_to(outside)
    _, files = read_bundle(folder)
    assert {(f.path, f.is_link, f.data) for f in files} == {("dir-link", True, b""), ("file-link", True, b"")}


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
def test_linked_skill_md_is_refused(tmp_path: Path) -> None:
    real = write_skill(tmp_path / "real", SKILL)
    folder = tmp_path / "pdf"
    folder.mkdir()
    (folder / "SKILL.md").symlink_to(real / "SKILL.md")
    with pytest.raises(InvalidSkill, match="link"):
        parse_skill_dir(folder)


def test_read_bundle_records_hard_links_as_links_without_reading_them(tmp_path: Path) -> None:
    # A hard link is a second name for a file that may live anywhere on the disk (~/.aws/credentials):
    # reading it would copy that file into the registry.
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "credentials").write_text("aws_secret_access_key = abc")
    folder = write_skill(tmp_path / "pdf", SKILL)
    os.link(outside / "credentials", folder / "notes.txt")
    _, files = read_bundle(folder)
    assert {(f.path, f.is_link, f.data) for f in files} == {("notes.txt", True, b"")}
    os.link(folder / "SKILL.md", outside / "SKILL.md")
    with pytest.raises(InvalidSkill, match="link"):
        parse_skill_dir(folder)


def test_missing_skill_md_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidSkill, match=r"no SKILL\.md"):
        parse_skill_dir(tmp_path)


def test_too_many_files_is_refused(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", SKILL)
    (folder / "assets").mkdir()
    for i in range(MAX_FILES + 1):
        (folder / "assets" / f"{i}.txt").write_bytes(b"")
    with pytest.raises(InvalidSkill, match="more than 512 files"):
        read_bundle(folder)


def test_oversized_bundle_is_refused(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", SKILL)
    with (folder / "big.bin").open("wb") as fh:
        fh.truncate(16 * 1024 * 1024 + 1)
    with pytest.raises(InvalidSkill, match="16 MiB"):
        read_bundle(folder)


def test_oversized_bundle_names_the_file_that_crossed_the_cap(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", SKILL)
    (folder / "references").mkdir()
    with (folder / "references" / "huge.md").open("wb") as fh:
        fh.truncate(17 * 1024 * 1024)
    with pytest.raises(InvalidSkill) as info:
        read_bundle(folder)
    assert "references/huge.md (17.0 MiB alone)" in info.value.message
    assert refused_file(info.value) == "references/huge.md"


# --- find_skill_dirs -------------------------------------------------------------------


def test_find_skill_dirs_finds_root_and_nested_skills_sorted(tmp_path: Path) -> None:
    write_skill(tmp_path / "b", SKILL)
    write_skill(tmp_path / "a", SKILL)
    write_skill(tmp_path / "group" / "c", SKILL)
    write_skill(tmp_path / ".hidden" / "d", SKILL)
    write_skill(tmp_path / "node" / "__pycache__", SKILL)
    (tmp_path / "empty").mkdir()
    assert find_skill_dirs(tmp_path) == [tmp_path / "a", tmp_path / "b", tmp_path / "group" / "c"]


def test_find_skill_dirs_skips_installed_packages_environments_and_build_output(tmp_path: Path) -> None:
    write_skill(tmp_path / "skills" / "pdf", SKILL)
    for tree in ("node_modules/some-pkg/skills", "venv/lib/site-packages/pkg", "dist/skills", "build/lib/skills"):
        write_skill(tmp_path / tree / "copy", SKILL)
    write_skill(tmp_path / "skills" / "build", SKILL)  # a skill named like build output is still a skill
    assert find_skill_dirs(tmp_path) == [tmp_path / "skills" / "build", tmp_path / "skills" / "pdf"]
    assert find_skill_dirs(tmp_path / "node_modules") == [tmp_path / "node_modules" / "some-pkg" / "skills" / "copy"]


def test_no_skill_found_names_the_skipped_build_output_it_could_have_meant(tmp_path: Path) -> None:
    write_skill(tmp_path / "dist" / "skills" / "pdf", SKILL)  # a pipeline's built skills, and nothing else
    with pytest.raises(InvalidInput) as caught:
        skill_folders([tmp_path])
    assert caught.value.message.endswith("(dist not searched: pass one itself to read it)")
    assert skill_folders([tmp_path / "dist"]) == [tmp_path / "dist" / "skills" / "pdf"]


def test_find_skill_dirs_includes_a_skill_root_itself(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", SKILL)
    assert find_skill_dirs(folder) == [folder]


def test_find_skill_dirs_of_an_empty_folder_is_empty(tmp_path: Path) -> None:
    assert find_skill_dirs(tmp_path) == []


def test_skill_folders_takes_folders_parents_and_skill_files_once_each(tmp_path: Path) -> None:
    a = write_skill(tmp_path / "group" / "a", SKILL)
    b = write_skill(tmp_path / "group" / "b", SKILL)
    assert skill_folders([tmp_path / "group", a / "SKILL.md", a]) == [a, b]


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda p: p / "missing", "does not exist"),
        (lambda p: (p / "notes.txt", (p / "notes.txt").write_text("x"))[0], "is a file"),
        (lambda p: p, "no SKILL.md found under"),
    ],
)
def test_skill_folders_names_the_bad_path(tmp_path: Path, make: Any, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        skill_folders([make(tmp_path)])


def test_skill_folders_may_allow_a_path_without_skills(tmp_path: Path) -> None:
    assert skill_folders([tmp_path], each_must_hold=False) == []


def test_a_repository_with_skills_only_in_harness_folders_is_read_there(tmp_path: Path) -> None:
    # `skillkeeper scan .` (the pre-commit hook's default) in a repository keeping its skills in
    # .claude/skills said "no SKILL.md found under ." and exited 2.
    claude = write_skill(tmp_path / ".claude" / "skills" / "a", SKILL)
    agents = write_skill(tmp_path / ".agents" / "skills" / "b", SKILL)
    write_skill(tmp_path / ".cache" / "c", SKILL)  # another hidden folder stays unread
    assert skill_folders([tmp_path]) == [claude, agents]


def test_harness_folders_are_not_read_beside_visible_skills_nor_through_a_link(tmp_path: Path) -> None:
    visible = write_skill(tmp_path / "skills" / "a", SKILL)
    write_skill(tmp_path / ".claude" / "skills" / "b", SKILL)
    assert skill_folders([tmp_path]) == [visible]
    elsewhere = write_skill(tmp_path / "elsewhere" / "skills" / "c", SKILL)
    repo = tmp_path / "repo"
    (repo / ".claude").mkdir(parents=True)
    (repo / ".claude" / "skills").symlink_to(elsewhere.parent)
    with pytest.raises(InvalidInput, match=r"no SKILL.md found under .*\(nor in its \.claude/skills"):
        skill_folders([repo])


# --- authoring hints ------------------------------------------------------------


def test_a_lower_case_skill_md_is_found_and_told_to_be_renamed(tmp_path: Path) -> None:
    (tmp_path / "good").mkdir()
    (tmp_path / "good" / "SKILL.md").write_text(SKILL, encoding="utf-8")
    (tmp_path / "pdf").mkdir()
    (tmp_path / "pdf" / "skill.md").write_text(SKILL, encoding="utf-8")
    assert [d.name for d in find_skill_dirs(tmp_path)] == ["good", "pdf"]
    with pytest.raises(InvalidSkill, match=r"skill\.md in .* must be named SKILL\.md \(upper case\); rename it"):
        parse_skill_dir(tmp_path / "pdf")


def test_a_lower_case_skill_md_passed_as_a_file_names_its_folder(tmp_path: Path) -> None:
    (tmp_path / "pdf").mkdir()
    (tmp_path / "pdf" / "skill.md").write_text(SKILL, encoding="utf-8")
    assert skill_folders([tmp_path / "pdf" / "skill.md"]) == [tmp_path / "pdf"]
    assert skill_folders([tmp_path / "pdf"]) == [tmp_path / "pdf"]


def test_a_linked_skill_folder_in_a_collection_is_listed_and_refused_never_read(tmp_path: Path) -> None:
    real = write_skill(tmp_path / "repo" / "skills" / "pdf", SKILL)
    outside = write_skill(tmp_path / "home" / "secrets", SKILL.replace("pdf", "secrets"))
    (tmp_path / "repo" / "a-alias").symlink_to(real, target_is_directory=True)
    (tmp_path / "repo" / "b-outside").symlink_to(outside, target_is_directory=True)
    (real / "self").symlink_to(real, target_is_directory=True)  # the skill's own problem, not another folder
    found = skill_folders([tmp_path / "repo"])
    assert found == [tmp_path / "repo" / "a-alias", tmp_path / "repo" / "b-outside", real]
    with pytest.raises(InvalidSkill) as info:
        read_bundle(tmp_path / "repo" / "b-outside")
    assert info.value.message == (
        f"{tmp_path / 'repo' / 'b-outside'} is a link to {outside}; links are not followed: pass that folder itself"
    )


def test_a_file_name_on_disk_that_is_not_utf8_is_shown_by_its_bytes_with_the_fix(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", SKILL)
    (folder / "caf\udce9.md").write_bytes(b"x")  # the name's bytes are Latin-1 `café.md`
    with pytest.raises(InvalidSkill) as info:
        parse_skill_dir(folder)
    assert info.value.message == "file name caf\\xe9.md is not UTF-8; rename the file"
