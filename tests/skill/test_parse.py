from __future__ import annotations

import pytest

from skillkeeper.errors import InvalidSkill
from skillkeeper.skill import BundleFile, build_skill
from skillkeeper.skill.parse import MAX_FRONTMATTER_BYTES, decode_skill_md, derive_summary, split_frontmatter

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


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (b" \n", "SKILL.md is empty: write front matter with name and description between two '---' lines"),
        ("café".encode("latin-1"), "SKILL.md is not valid UTF-8 text (at byte 3): save it as UTF-8"),
        ("---\n".encode("utf-16"), "SKILL.md is UTF-16 text, not UTF-8: save it as UTF-8"),
        (
            b"---\nname: pdf\n  description: [x\n---\n",
            "front matter is not valid YAML at line 3: mapping values are not allowed here; "
            "fix that line (key: value lines; quote a value holding ': ' or ' #')",
        ),
        (
            b"---\na: &x [1]\nb: *x\n---\n",
            "front matter is not valid YAML at line 3: "
            "YAML aliases are not allowed in front matter; write the value out",
        ),
    ],
    ids=["empty", "not-utf8", "utf16", "bad-yaml", "refused-yaml"],
)
def test_each_unparseable_skill_md_says_what_it_is_and_what_to_do(data: bytes, said: str) -> None:
    with pytest.raises(InvalidSkill) as info:
        build_skill(data)
    assert info.value.message == said


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


def test_an_unquoted_colon_in_a_value_says_how_to_quote_it() -> None:
    text = "---\nname: pdf\ndescription: Use this: when forms arrive\n---\nBody\n"
    with pytest.raises(InvalidSkill, match='needs quotes: description: "Use this: when forms arrive"'):
        split_frontmatter(text)


def test_a_tab_indented_front_matter_line_says_to_indent_with_spaces() -> None:
    with pytest.raises(InvalidSkill) as info:
        split_frontmatter("---\nname: pdf\n\tdescription: Fill forms.\n---\nBody\n")
    assert info.value.message.endswith("; YAML indents with spaces, never tabs: replace the tabs with spaces")
    assert "at line 3" in info.value.message
