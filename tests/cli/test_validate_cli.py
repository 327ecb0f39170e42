from __future__ import annotations

import json
from pathlib import Path

from tests.cli.invoke import run

DESC = "Fill PDF forms. Use when the user asks to fill or read a PDF form."


def write_skill(folder: Path, frontmatter: str, body: str = "Body\n") -> Path:
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(f"---\n{frontmatter}\n---\n{body}", encoding="utf-8")
    return folder


def test_valid_skill_exits_0_with_an_ok_line(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"name: pdf\ndescription: {DESC}")
    result = run("validate", str(folder))
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == f"ok    {folder}"
    assert result.output.splitlines()[-1] == "1 skill: 1 ok, 0 with warnings, 0 failed"


def test_invalid_skill_exits_1_and_names_the_reason(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"name: PDF\ndescription: {DESC}")
    result = run("validate", str(folder))
    assert result.exit_code == 1
    line = result.output.splitlines()[0]
    assert line.startswith(f"FAIL  {folder}: ")
    assert "uppercase" in line


def test_folder_of_skill_folders_gives_one_line_per_skill_and_a_summary(tmp_path: Path) -> None:
    write_skill(tmp_path / "a", f"name: a\ndescription: {DESC}")
    write_skill(tmp_path / "b", f"name: b\ndescription: {DESC}\nversion: 1.0")
    write_skill(tmp_path / "c", "name: c")
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "SKILL.md").write_bytes(b"\xff\xfe\x00binary")
    result = run("validate", str(tmp_path))
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert [line.split()[0] for line in lines[:4]] == ["ok", "warn", "FAIL", "FAIL"]
    assert lines[4] == "4 skills: 1 ok, 1 with warnings, 2 failed"


def test_warnings_only_exit_0(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"name: pdf\ndescription: {DESC}\nuser-invocable: true")
    result = run("validate", "--strict", str(folder))
    assert result.exit_code == 0
    assert result.output.startswith("warn  ")


def test_strict_turns_unknown_fields_into_errors(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"name: pdf\ndescription: {DESC}\ntriggers: pdf")
    assert run("validate", str(folder)).exit_code == 0
    strict = run("validate", "--strict", str(folder))
    assert strict.exit_code == 1
    assert "(strict)" in strict.output.splitlines()[-1]


def test_json_output_shape(tmp_path: Path) -> None:
    write_skill(tmp_path / "pdf", f"name: pdf\ndescription: {DESC}")
    write_skill(tmp_path / "bad", f"name: other\ndescription: {DESC}\nauthor: me")
    result = run("validate", "--json", str(tmp_path))
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert set(data) == {"results", "summary"}
    assert data["summary"] == {"total": 2, "ok": 1, "warned": 0, "failed": 1}
    by_name = {r["name"]: r for r in data["results"]}
    bad = by_name["other"]
    assert set(bad) == {"path", "name", "ok", "errors", "warnings"}
    assert bad["ok"] is False
    assert bad["path"] == str(tmp_path / "bad")
    assert [e["code"] for e in bad["errors"]] == ["name.folder-mismatch"]
    assert set(bad["errors"][0]) == {"code", "message", "field_or_path"}
    assert [w["code"] for w in bad["warnings"]] == ["field.harness"]
    assert by_name["pdf"]["ok"] is True


def test_json_reports_unparseable_skills_with_null_name(tmp_path: Path) -> None:
    (tmp_path / "pdf").mkdir()
    (tmp_path / "pdf" / "SKILL.md").write_bytes(b"")
    result = run("validate", "--json", str(tmp_path / "pdf"))
    assert result.exit_code == 1
    only = json.loads(result.stdout)["results"][0]
    assert only["name"] is None
    assert only["errors"][0]["code"] == "skill.unparseable"


def test_missing_path_is_a_usage_error(tmp_path: Path) -> None:
    result = run("validate", str(tmp_path / "nope"))
    assert result.exit_code == 2
    assert "does not exist" in result.output
    assert "Traceback" not in result.output


def test_folder_without_skills_is_a_usage_error(tmp_path: Path) -> None:
    result = run("validate", str(tmp_path))
    assert result.exit_code == 2
    assert "no SKILL.md" in result.output


def test_skill_md_file_path_validates_its_folder(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"name: pdf\ndescription: {DESC}")
    result = run("validate", str(folder / "SKILL.md"))
    assert result.exit_code == 0
    assert "1 skill: 1 ok" in result.output


def test_other_file_path_is_a_usage_error(tmp_path: Path) -> None:
    other = tmp_path / "notes.md"
    other.write_text("x")
    assert run("validate", str(other)).exit_code == 2


def test_the_same_skill_named_twice_is_reported_once(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"name: pdf\ndescription: {DESC}")
    result = run("validate", "--json", str(folder), str(tmp_path))
    assert json.loads(result.stdout)["summary"]["total"] == 1


def test_no_paths_is_a_usage_error() -> None:
    assert run("validate").exit_code == 2


def test_validate_has_help() -> None:
    result = run("validate", "--help")
    assert result.exit_code == 0
    assert "--strict" in result.output and "--json" in result.output


def test_a_failing_skill_shows_its_warnings_too(tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "pdf", f"name: PDF\ndescription: {DESC}\nversion: 1.0")
    line = run("validate", str(folder)).output.splitlines()[0]
    assert "uppercase" in line
    assert "warnings: field 'version' is a harness extension" in line


def test_a_lower_case_skill_md_in_a_collection_is_named_not_skipped(tmp_path: Path) -> None:
    write_skill(tmp_path / "good", f"name: good\ndescription: {DESC}")
    (tmp_path / "pdf").mkdir()
    (tmp_path / "pdf" / "skill.md").write_text(f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n", encoding="utf-8")
    result = run("validate", "--json", str(tmp_path))
    assert result.exit_code == 1
    failed = [r for r in json.loads(result.output)["results"] if r["errors"]]
    assert [(r["path"], r["errors"][0]["code"]) for r in failed] == [(str(tmp_path / "pdf"), "skill.file-case")]
    assert "rename it" in failed[0]["errors"][0]["message"]


def test_a_second_folder_of_a_name_fails_as_import_would_refuse_it(tmp_path: Path) -> None:
    kept = write_skill(tmp_path / "skills" / "pdf", f"name: pdf\ndescription: {DESC}")
    copy = write_skill(tmp_path / "tools" / "pdf", f"name: pdf\ndescription: {DESC}")
    result = run("validate", str(tmp_path))
    assert result.exit_code == 1
    assert result.output.splitlines()[:2] == [
        f"ok    {kept}",
        f"FAIL  {copy}: name 'pdf' is taken by {kept}; an import keeps that one only: "
        "rename one of the two (its folder and name: in SKILL.md)",
    ]
