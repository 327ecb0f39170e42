"""validate_skill: the spec's fields, our extra-field rules, body and bundle caps, and the report's shape."""

from __future__ import annotations

import pytest

from skillkeeper.check.caps import Caps
from skillkeeper.check.validate import (
    HARNESS_FIELDS,
    ValidationReport,
    validate_skill,
)
from skillkeeper.skill import BundleFile, Skill, build_skill
from tests.check.validating import DESC, codes


def skill_of(frontmatter: str, body: str = "# Title\n\nDo the thing.\n", files: tuple[BundleFile, ...] = ()) -> Skill:
    return build_skill(f"---\n{frontmatter}\n---\n{body}", files)


def warning_codes(report: ValidationReport) -> set[str]:
    return {i.code for i in report.warnings}


def check(frontmatter: str, **kwargs: object) -> ValidationReport:
    return validate_skill(skill_of(frontmatter), **kwargs)  # type: ignore[arg-type]


# --- name -------------------------------------------------------------------


@pytest.mark.parametrize("name", ["pdf", "pdf-tools", "a1-b2", "x" * 64, "v2"])
def test_spec_valid_names_pass(name: str) -> None:
    report = check(f"name: {name}\ndescription: {DESC}")
    assert report.ok, report.errors
    assert report.warnings == []


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("PDF-Tools", "name.case"),
        ("-pdf", "name.hyphen-edge"),
        ("pdf-", "name.hyphen-edge"),
        ("pdf--tools", "name.hyphen-double"),
        ("pdf_tools", "name.chars"),
        ("pdf tools", "name.chars"),
        ("pdf.tools", "name.chars"),
        ("x" * 65, "name.length"),
        ('""', "name.empty"),
        ("", "name.empty"),
        ("123", "name.type"),
        ("[a, b]", "name.type"),
    ],
)
def test_spec_invalid_names_fail_with_their_rule(name: str, code: str) -> None:
    report = check(f"name: {name}\ndescription: {DESC}")
    assert code in codes(report)
    assert all("\n" not in i.message for i in report.errors)


def test_missing_name_is_an_error() -> None:
    assert codes(check(f"description: {DESC}")) == {"name.missing"}


@pytest.mark.parametrize(
    ("name", "code", "fragment"),
    [
        ("ｄeploy", "name.nfkc", "write it as 'deploy'"),
        ("ｐｄｆ-tools", "name.nfkc", "write it as 'pdf-tools'"),
        ("ﬁle", "name.nfkc", "write it as 'file'"),
        ("v²", "name.nfkc", "write it as 'v2'"),
        ("αlpha", "name.ascii", "mixes Greek and Latin letters"),
        ("pаypal", "name.ascii", "looks like 'a'"),
        ("données", "name.ascii", "a-z, 0-9 and hyphens"),
        ("数据-工具", "name.ascii", "a-z, 0-9 and hyphens"),
    ],
)
def test_names_no_node_could_install_are_refused(name: str, code: str, fragment: str) -> None:
    # The node agent writes the name as a folder; it accepts only a-z, 0-9 and hyphens, so the
    # validator refuses the rest (the spec's NFKC letters included) instead of storing them.
    report = check(f"name: {name}\ndescription: {DESC}")
    assert code in codes(report)
    assert any(fragment in i.message for i in report.errors)


def test_name_length_is_counted_in_characters() -> None:
    assert check(f"name: {'e' * 64}\ndescription: {DESC}").ok
    assert "name.length" in codes(check(f"name: {'e' * 65}\ndescription: {DESC}"))


def test_name_must_equal_folder_name() -> None:
    assert check(f"name: pdf\ndescription: {DESC}", folder_name="pdf").ok
    report = check(f"name: pdf\ndescription: {DESC}", folder_name="pdf-tools")
    assert codes(report) == {"name.folder-mismatch"}
    assert "pdf-tools" in report.errors[0].message


def test_folder_name_is_not_checked_when_not_given() -> None:
    assert check(f"name: pdf\ndescription: {DESC}").ok


# --- description --------------------------------------------------------------


def test_missing_description_is_an_error() -> None:
    assert codes(check("name: pdf")) == {"description.missing"}


@pytest.mark.parametrize("value", ['""', "''", "", "'   '"])
def test_empty_description_is_an_error(value: str) -> None:
    assert codes(check(f"name: pdf\ndescription: {value}")) == {"description.empty"}


def test_non_string_description_is_an_error() -> None:
    assert codes(check("name: pdf\ndescription: [a, b]")) == {"description.type"}


def test_description_of_1024_characters_passes_and_1025_fails() -> None:
    assert check(f"name: pdf\ndescription: {'a' * 1024}").ok
    assert codes(check(f"name: pdf\ndescription: {'a' * 1025}")) == {"description.length"}


def test_description_byte_cap_is_ours_and_configurable() -> None:
    report = check(f"name: pdf\ndescription: {'é' * 600}", caps=Caps(description_bytes=1000))
    assert codes(report) == {"description.bytes"}
    assert check(f"name: pdf\ndescription: {'é' * 600}").ok


# --- optional spec fields -------------------------------------------------------


def test_spec_optional_fields_pass() -> None:
    report = check(
        f"name: pdf\ndescription: {DESC}\nlicense: MIT\ncompatibility: Needs python3\n"
        "metadata:\n  author: me\nallowed-tools: Bash(git:*) Read"
    )
    assert report.ok and report.warnings == []


def test_allowed_tools_may_be_a_list() -> None:
    assert check(f"name: pdf\ndescription: {DESC}\nallowed-tools: [Read, Bash]").ok


def test_allowed_tools_of_the_wrong_type_is_an_error() -> None:
    assert codes(check(f"name: pdf\ndescription: {DESC}\nallowed-tools: {{a: 1}}")) == {"allowed-tools.type"}


def test_compatibility_over_500_characters_fails() -> None:
    assert check(f"name: pdf\ndescription: {DESC}\ncompatibility: {'c' * 500}").ok
    assert codes(check(f"name: pdf\ndescription: {DESC}\ncompatibility: {'c' * 501}")) == {"compatibility.length"}


def test_compatibility_must_be_a_string() -> None:
    assert codes(check(f"name: pdf\ndescription: {DESC}\ncompatibility: [a]")) == {"compatibility.type"}


def test_metadata_must_be_a_mapping() -> None:
    assert codes(check(f"name: pdf\ndescription: {DESC}\nmetadata: just text")) == {"metadata.type"}


def test_license_must_not_be_a_mapping() -> None:
    assert codes(check(f"name: pdf\ndescription: {DESC}\nlicense: {{a: b}}")) == {"license.type"}


# --- extra fields ----------------------------------------------------------------


@pytest.mark.parametrize("field", sorted(HARNESS_FIELDS))
def test_harness_fields_warn_even_when_strict(field: str) -> None:
    for strict in (False, True):
        report = check(f"name: pdf\ndescription: {DESC}\n{field}: x", strict=strict)
        assert report.ok
        assert warning_codes(report) == {"field.harness"}
        assert report.warnings[0].field_or_path == field


def test_unknown_field_warns_by_default_and_fails_when_strict() -> None:
    relaxed = check(f"name: pdf\ndescription: {DESC}\ntriggers: pdf")
    assert relaxed.ok and warning_codes(relaxed) == {"field.unknown"}
    strict = check(f"name: pdf\ndescription: {DESC}\ntriggers: pdf", strict=True)
    assert codes(strict) == {"field.unknown"}
    assert "metadata" in strict.errors[0].message


# --- body and bundle caps ----------------------------------------------------------


def test_body_over_the_cap_fails_and_under_passes() -> None:
    assert validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", "x" * 100), caps=Caps(body_bytes=100)).ok
    report = validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", "x" * 101), caps=Caps(body_bytes=100))
    assert codes(report) == {"body.bytes"}


def test_empty_body_is_a_warning() -> None:
    report = validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", "\n"))
    assert report.ok and warning_codes(report) == {"body.empty"}


def test_file_count_cap() -> None:
    files = tuple(BundleFile(path=f"references/{i}.md", data=b"x") for i in range(3))
    assert validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", files=files), caps=Caps(max_files=3)).ok
    report = validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", files=files), caps=Caps(max_files=2))
    assert codes(report) == {"bundle.files"}


def test_default_caps_allow_512_files_and_refuse_513() -> None:
    files = tuple(BundleFile(path=f"assets/{i}.txt", data=b"x") for i in range(513))
    assert codes(validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", files=files[:512]))) == set()
    assert codes(validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", files=files))) == {"bundle.files"}


def test_total_size_cap_counts_skill_md_and_files() -> None:
    files = (BundleFile(path="assets/blob.bin", data=b"\x00" * 1000),)
    skill = skill_of(f"name: pdf\ndescription: {DESC}", files=files)
    assert validate_skill(skill, caps=Caps(total_bytes=2000)).ok
    assert codes(validate_skill(skill, caps=Caps(total_bytes=1000))) == {"bundle.size"}


def test_default_total_size_cap_is_16_mib() -> None:
    files = (BundleFile(path="assets/blob.bin", data=b"\x00" * (16 * 1024 * 1024)),)
    assert codes(validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", files=files))) == {"bundle.size"}


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("../escape.md", "path.parent"),
        ("scripts/../../x.sh", "path.parent"),
        ("./x.md", "path.parent"),
        ("a//b.md", "path.parent"),
        ("/etc/passwd", "path.absolute"),
        ("C:/x.md", "path.absolute"),
        ("scripts\\run.sh", "path.invalid"),
        ("bad\nname.md", "path.invalid"),
        (".env", "path.hidden"),
        (".github/workflows/ci.yml", "path.hidden"),
        ("scripts/.secret", "path.hidden"),
    ],
)
def test_unsafe_bundle_paths_fail(path: str, code: str) -> None:
    skill = skill_of(f"name: pdf\ndescription: {DESC}", files=(BundleFile(path=path, data=b"x"),))
    report = validate_skill(skill)
    assert codes(report) == {code}
    assert report.errors[0].field_or_path == path


@pytest.mark.parametrize("path", [".gitignore", "scripts/.gitkeep", ".env.example", "references/a b.md"])
def test_allowed_bundle_paths_pass(path: str) -> None:
    skill = skill_of(f"name: pdf\ndescription: {DESC}", files=(BundleFile(path=path, data=b"x"),))
    assert validate_skill(skill).ok


def test_links_in_the_bundle_fail() -> None:
    skill = skill_of(f"name: pdf\ndescription: {DESC}", files=(BundleFile(path="scripts/run.sh", is_link=True),))
    assert codes(validate_skill(skill)) == {"path.link"}


@pytest.mark.parametrize(
    ("path", "data", "code"),
    [
        ("references/notes.md", "café".encode("latin-1"), "file.encoding"),
        ("scripts/run.py", b"print(1)\x00", "file.binary"),
        ("config.json", "{}".encode("utf-16"), "file.binary"),
    ],
)
def test_text_files_must_be_utf8(path: str, data: bytes, code: str) -> None:
    skill = skill_of(f"name: pdf\ndescription: {DESC}", files=(BundleFile(path=path, data=data),))
    assert codes(validate_skill(skill)) == {code}


def test_binary_assets_are_not_checked_as_text() -> None:
    files = (BundleFile(path="assets/logo.png", data=b"\x89PNG\x00\xff"),)
    assert validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", files=files)).ok


def test_utf8_text_with_bom_passes() -> None:
    files = (BundleFile(path="references/a.md", data="\ufeffhello".encode()),)
    assert validate_skill(skill_of(f"name: pdf\ndescription: {DESC}", files=files)).ok


def test_a_file_and_a_folder_of_one_name_fail_validation() -> None:
    skill = build_skill(
        f"---\nname: pdf\ndescription: {DESC}\n---\nBody\n", [BundleFile("refs", b"x"), BundleFile("refs/a.md", b"y")]
    )
    report = validate_skill(skill)
    assert codes(report) == {"bundle.clash"}
    assert "'refs' is both a file and a folder" in report.errors[0].message


# --- reports -------------------------------------------------------------------


def test_report_to_dict_shape() -> None:
    report = check(f"name: PDF\ndescription: {DESC}\nversion: 1")
    data = report.to_dict()
    assert data["ok"] is False
    assert data["errors"][0] == {"code": "name.case", "message": report.errors[0].message, "field_or_path": "name"}
    assert data["warnings"][0]["code"] == "field.harness"


def test_caps_from_dict_ignores_unknown_keys_and_refuses_bad_values() -> None:
    assert Caps.from_dict({"body_bytes": 10, "other": 1}) == Caps(body_bytes=10)
    assert Caps.from_dict(Caps().to_dict()) == Caps()
    with pytest.raises(ValueError, match="body_bytes"):
        Caps.from_dict({"body_bytes": 0})
    with pytest.raises(ValueError, match="max_files"):
        Caps.from_dict({"max_files": True})


@pytest.mark.parametrize(
    ("name", "folder", "hint"),
    [
        ("pdf", "pdf-tools", "rename the folder to 'pdf' (agents know the skill by its name), or set name: pdf-tools"),
        ("pdf", "My PDF", "rename the folder to 'pdf' (agents know the skill by its name)"),
        ("PDF_x", "pdf-x", "set name: pdf-x in SKILL.md (the folder's name is a valid skill name)"),
    ],
)
def test_a_name_that_differs_from_its_folder_says_which_one_to_change(name: str, folder: str, hint: str) -> None:
    report = check(f"name: {name}\ndescription: {DESC}", folder_name=folder)
    (mismatch,) = [i for i in report.errors if i.code == "name.folder-mismatch"]
    assert hint in mismatch.message
