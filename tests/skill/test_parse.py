from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from skillkeeper.errors import InvalidInput, InvalidSkill
from skillkeeper.skill import BundleFile, build_skill, find_skill_dirs, parse_skill_dir, skill_folders
from skillkeeper.skill.parse import (
    MAX_FILES,
    MAX_FRONTMATTER_BYTES,
    decode_skill_md,
    derive_summary,
    read_bundle,
    split_frontmatter,
)
from tests.factories import write_skill

SKILL = "---\nname: pdf\ndescription: Fill PDF forms.\n---\n# PDF\n\nSteps.\n"


# --- decode_skill_md ------------------------------------------------------------


def test_decode_strips_a_utf8_bom() -> None:
    assert decode_skill_md(b"\xef\xbb\xbf---\n") == "---\n"


@pytest.mark.parametrize(
    ("data", "needle"),
    [
        (b"", "empty"),
        (b" \n\t\n", "empty"),
        (b"---\x00\x01", "binary"),
        ("---\n".encode("utf-16"), "UTF-16"),
        ("café".encode("latin-1"), "not valid UTF-8"),
    ],
)
def test_decode_refuses_unreadable_bytes_with_one_line(data: bytes, needle: str) -> None:
    with pytest.raises(InvalidSkill, match=needle) as info:
        decode_skill_md(data)
    assert "\n" not in info.value.message


# --- split_frontmatter -------------------------------------------------------------


def test_split_returns_mapping_and_body() -> None:
    fm, body = split_frontmatter(SKILL)
    assert fm == {"name": "pdf", "description": "Fill PDF forms."}
    assert body == "# PDF\n\nSteps.\n"


def test_split_accepts_crlf_line_endings() -> None:
    fm, body = split_frontmatter(SKILL.replace("\n", "\r\n"))
    assert fm["name"] == "pdf"
    assert body.startswith("# PDF")


def test_split_accepts_empty_front_matter() -> None:
    assert split_frontmatter("---\n---\nbody") == ({}, "body")


def test_split_keeps_dates_as_strings() -> None:
    fm, _ = split_frontmatter("---\ncreated: 2024-01-02\n---\n")
    assert fm["created"] == "2024-01-02"


def test_split_stringifies_keys() -> None:
    fm, _ = split_frontmatter("---\n1: one\n---\n")
    assert fm == {"1": "one"}


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("# no front matter\n", "no front matter"),
        ("---\nname: pdf\n", "not closed"),
        ("---\nname: pdf\ndescription: Use when: ever\n---\n", "not valid YAML at line 3"),
        ("---\n- a\n---\n", "mapping"),
        ("---\njust text\n---\n", "mapping"),
        ("---\na: &x 1\nb: *x\n---\n", "aliases"),
        ("---\nx: !!python/object/apply:os.system [ls]\n---\n", "not valid YAML"),
        ("---\nx: " + "[" * 3000 + "\n---\n", "front matter"),
    ],
)
def test_split_refuses_malformed_front_matter(text: str, needle: str) -> None:
    with pytest.raises(InvalidSkill, match=needle) as info:
        split_frontmatter(text)
    assert "\n" not in info.value.message


def test_split_refuses_oversized_front_matter() -> None:
    big = "---\ndescription: " + "a" * MAX_FRONTMATTER_BYTES + "\n---\n"
    with pytest.raises(InvalidSkill, match="larger than"):
        split_frontmatter(big)


# --- derive_summary -------------------------------------------------------------------


def test_summary_prefers_metadata_summary() -> None:
    assert derive_summary({"metadata": {"summary": "  Short   line "}}, "Long. Use when x.") == "Short line"


def test_summary_picks_the_use_when_sentence() -> None:
    text = "Handles PDFs of all kinds. Use when the user mentions a PDF form."
    assert derive_summary({}, text) == "Use when the user mentions a PDF form."


def test_summary_falls_back_to_first_sentence_and_is_capped() -> None:
    assert derive_summary({}, "First one. Second one.") == "First one."
    assert len(derive_summary({}, "x" * 1000)) == 300


# --- build_skill -------------------------------------------------------------------------


def test_build_skill_strips_name_and_description_and_sorts_files() -> None:
    files = [BundleFile("scripts/b.py", b"b"), BundleFile("SKILL.md", b"ignored"), BundleFile("a.md", b"a")]
    skill = build_skill("---\nname: ' pdf '\ndescription: |\n  Fill forms.\n---\nBody", files)
    assert skill.name == "pdf"
    assert skill.description == "Fill forms."
    assert [f.path for f in skill.files] == ["a.md", "scripts/b.py"]
    assert skill.kind == "knowledge"
    assert skill.body == "Body"


def test_build_skill_accepts_bytes_and_str_with_bom() -> None:
    assert build_skill(b"\xef\xbb\xbf" + SKILL.encode()).name == "pdf"
    assert build_skill("\ufeff" + SKILL).name == "pdf"


def test_build_skill_with_flow_yaml_is_a_flow_template() -> None:
    assert build_skill(SKILL, [BundleFile("flow.yaml", b"steps: []")]).kind == "flow_template"


def test_build_skill_keeps_non_string_name_in_front_matter() -> None:
    skill = build_skill("---\nname: 123\ndescription: d\n---\n")
    assert skill.name == "123"
    assert skill.frontmatter["name"] == 123


def test_build_skill_missing_fields_give_empty_strings() -> None:
    skill = build_skill("---\nlicense: MIT\n---\n")
    assert (skill.name, skill.description) == ("", "")


def test_content_hash_is_stable_and_ignores_file_order() -> None:
    a, b = BundleFile("a.md", b"a"), BundleFile("b.md", b"b")
    first = build_skill(SKILL, [a, b]).content_hash
    assert first.startswith("sha256:")
    assert build_skill(SKILL, [b, a]).content_hash == first
    assert build_skill(SKILL, [a]).content_hash != first
    assert build_skill(SKILL.replace("Steps", "Step"), [a, b]).content_hash != first


def test_build_skill_refuses_empty_text() -> None:
    with pytest.raises(InvalidSkill, match="empty"):
        build_skill("   ")


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


# --- find_skill_dirs -------------------------------------------------------------------


def test_find_skill_dirs_finds_root_and_nested_skills_sorted(tmp_path: Path) -> None:
    write_skill(tmp_path / "b", SKILL)
    write_skill(tmp_path / "a", SKILL)
    write_skill(tmp_path / "group" / "c", SKILL)
    write_skill(tmp_path / ".hidden" / "d", SKILL)
    write_skill(tmp_path / "node" / "__pycache__", SKILL)
    (tmp_path / "empty").mkdir()
    assert find_skill_dirs(tmp_path) == [tmp_path / "a", tmp_path / "b", tmp_path / "group" / "c"]


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


def test_folded_description_as_last_field_keeps_its_final_newline() -> None:
    # A YAML 1.2 reader of the served SKILL.md (the MCP Inspector) finds "...\n" here.
    from skillkeeper.skill.parse import split_frontmatter

    folded, _ = split_frontmatter("---\nname: a\ndescription: >\n  one\n  two\n---\nbody\n")
    stripped, _ = split_frontmatter("---\nname: a\ndescription: >-\n  one\n  two\n---\nbody\n")
    assert folded["description"] == "one two\n"
    assert stripped["description"] == "one two"


def test_a_bundle_path_that_is_not_unicode_text_is_refused_not_crashed_on() -> None:
    with pytest.raises(InvalidSkill, match="lone surrogates"):
        build_skill("---\nname: abc\ndescription: ok\n---\nbody\n", [BundleFile("a\ud800.md", b"x")])


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


def test_an_unquoted_colon_in_a_value_says_how_to_quote_it() -> None:
    text = "---\nname: pdf\ndescription: Use this: when forms arrive\n---\nBody\n"
    with pytest.raises(InvalidSkill, match='needs quotes: description: "Use this: when forms arrive"'):
        split_frontmatter(text)
