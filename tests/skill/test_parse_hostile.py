"""Front matter and text that no engine can store, or that parsers read differently, is refused."""

from __future__ import annotations

import pytest

from skillkeeper.errors import InvalidSkill
from skillkeeper.skill import BundleFile, build_skill
from skillkeeper.skill.parse import decode_files


def md(extra: str = "", body: str = "body\n") -> str:
    return f"---\nname: x\ndescription: d\n{extra}\n---\n{body}"


@pytest.mark.parametrize(
    ("extra", "needle"),
    [
        ("metadata:\n  n: " + "9" * 5000, "out of range"),  # over Python's int-string limit
        ("metadata:\n  n: 0x" + "f" * 5000, "out of range"),  # no limit on hex, but not JSON-safe
        ("metadata: {n: 9223372036854775808}", "64 bits"),
        ("metadata: {a: .nan}", "NaN and infinity"),
        ("metadata: {a: .inf}", "NaN and infinity"),
        ("metadata: {a: -.INF}", "NaN and infinity"),
        ("name: y", "key 'name' appears twice"),
        ("metadata: {a: 1, a: 2}", "key 'a' appears twice"),
        ("metadata: {1: a, '1': b}", "key '1' appears twice"),
        ("metadata: {1: a, true: b}", "repeats key '1'"),
        ('metadata: {a: "x\\0y"}', "NUL character"),
        ('metadata: {"k\\0": 1}', "NUL character"),
        ('metadata: {a: "\\ud800"}', "lone surrogates"),
        ("metadata: {a: !!binary aGVsbG8=}", "!!binary"),
        ("metadata: !!set {a, b}", "!!set"),
        ("metadata: {a: !!timestamp 2001-12-14}", "!!timestamp"),
        ("metadata: " + "[" * 40 + "]" * 40, "nested deeper"),
    ],
)
def test_hostile_front_matter_is_refused_in_one_line(extra: str, needle: str) -> None:
    with pytest.raises(InvalidSkill, match=needle) as info:
        build_skill(md(extra))
    assert "\n" not in info.value.message and len(info.value.message) < 300


def test_description_with_a_nul_escape_is_refused() -> None:
    with pytest.raises(InvalidSkill, match="NUL"):
        build_skill('---\nname: x\ndescription: "a\\0b"\n---\nbody\n')


@pytest.mark.parametrize(("body", "needle"), [("a\x00b", "NUL character"), ("a\ud800", "lone surrogates")])
def test_body_text_no_engine_stores_is_refused(body: str, needle: str) -> None:
    with pytest.raises(InvalidSkill, match=needle):
        build_skill(md(body=body))


def test_plain_numbers_and_nesting_still_parse() -> None:
    skill = build_skill(md("metadata: {n: 9223372036854775807, f: 1.5, big: 1e999, l: [[1]], m: {1: a}}"))
    # 1e999 is not a YAML 1.1 float (no dot), so it stays the string it looks like.
    assert skill.metadata == {"n": 2**63 - 1, "f": 1.5, "big": "1e999", "l": [[1]], "m": {"1": "a"}}


def test_json_files_with_lone_surrogates_decode_on_every_surface() -> None:
    files = decode_files([("notes.md", "a\ud800", "utf-8", False)])
    assert files == [BundleFile("notes.md", "a\ud800".encode("utf-8", "surrogatepass"))]


@pytest.mark.parametrize(
    ("items", "needle"),
    [
        ([("a.md", "x", "utf-8", False), ("a.md", "y", "utf-8", False)], "listed twice"),
        ([("SKILL.md", "x", "utf-8", False)], "skill_md"),
        ([("a.bin", "***", "base64", False)], "base64"),
        ([("a.bin", "x", "utf-16", False)], "utf-8 or base64"),
    ],
)
def test_json_files_are_checked_once_for_rest_and_mcp(items: list[tuple[str, str, str, bool]], needle: str) -> None:
    with pytest.raises(InvalidSkill, match=needle):
        decode_files(items)
