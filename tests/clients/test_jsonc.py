"""The JSONC span editor: reads what VS Code and Zed accept, edits only our member's text."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skillkeeper.clients import jsonc

DOC = """\
// top comment
{
  /* block */ "a": 1, // after a
  "servers": {
    "x": {"command": "x",}, // trailing commas are fine
  },
}
"""


def test_comments_and_trailing_commas_are_read() -> None:
    assert jsonc.loads(DOC) == {"a": 1, "servers": {"x": {"command": "x"}}}


def test_trailing_commas_are_found_by_line_and_an_added_member_takes_the_last_one_over() -> None:
    assert jsonc.trailing_commas(DOC) == [5, 6]
    assert jsonc.trailing_commas('{"a": [1, 2], "b": {"c": ","}}') == [] == jsonc.trailing_commas("")
    text = '{\n  "s": {\n    "x": 1,\n  }\n}\n'
    out = jsonc.set_value(text, ["s", "y"], 2)
    assert out == '{\n  "s": {\n    "x": 1,\n    "y": 2,\n  }\n}\n' and jsonc.trailing_commas(out) == [4]
    line = '{"s": {"x": 1,}}'
    assert jsonc.set_value(line, ["s", "y"], 2) == '{"s": {"x": 1, "y": 2,}}'
    assert jsonc.remove_value('{"s": {"x": 1, "y": 2,}}', ["s", "y"]) == line


def test_strings_that_look_like_comments_are_strings() -> None:
    assert jsonc.loads('{"url": "http://x//y", "c": "/* no */"}') == {"url": "http://x//y", "c": "/* no */"}


@pytest.mark.parametrize("bad", ['{"a": 1', '{"a" 1}', "{a: 1}", '{"a": 1} x', '{"a": "b\nc"}', "/* open", "[1,,]"])
def test_malformed_text_raises_with_a_position(bad: str) -> None:
    with pytest.raises(jsonc.JsoncError, match="line"):
        jsonc.loads(bad)


def test_insert_keeps_every_comment_and_reads_back() -> None:
    out = jsonc.set_value(DOC, ["servers", "sk"], {"command": "skillkeeper", "args": ["mcp"]})
    for line in DOC.splitlines()[:5]:
        assert line in out
    assert jsonc.loads(out)["servers"] == {"x": {"command": "x"}, "sk": {"command": "skillkeeper", "args": ["mcp"]}}
    assert jsonc.remove_value(out, ["servers", "sk"]) == DOC


def test_missing_parents_are_created_with_the_files_indentation() -> None:
    text = '{\n\t"theme": "dark"\n}\n'
    out = jsonc.set_value(text, ["mcp", "servers", "sk"], {"url": "u"})
    assert (
        out == '{\n\t"theme": "dark",\n\t"mcp": {\n\t\t"servers": {\n\t\t\t"sk": {\n'
        '\t\t\t\t"url": "u"\n\t\t\t}\n\t\t}\n\t}\n}\n'
    )


def test_empty_objects_and_empty_files() -> None:
    assert jsonc.loads(jsonc.set_value("", ["s", "k"], 1)) == {"s": {"k": 1}}
    assert jsonc.set_value('{"s": {}}', ["s", "k"], 1) == '{"s": {\n  "k": 1\n}}'
    assert jsonc.loads(jsonc.set_value("{\n  // only a comment\n}", ["k"], 1)) == {"k": 1}


def test_replacing_a_value_touches_nothing_around_it() -> None:
    text = '{\n  "s": {\n    "k": {"old": true}, // mine\n    "z": 2\n  }\n}\n'
    out = jsonc.set_value(text, ["s", "k"], {"new": 1})
    assert out == '{\n  "s": {\n    "k": {\n      "new": 1\n    }, // mine\n    "z": 2\n  }\n}\n'


def test_removing_the_only_member_and_absent_members() -> None:
    text = '{\n  "s": {\n    "k": 1\n  }\n}\n'
    assert jsonc.remove_value(text, ["s", "k"]) == '{\n  "s": {}\n}\n'
    assert jsonc.remove_value(text, ["s", "nope"]) == text
    assert jsonc.remove_value(text, ["nope", "k"]) == text


def test_a_path_through_a_non_object_is_refused() -> None:
    with pytest.raises(ValueError, match="not an object"):
        jsonc.set_value('{"s": [1]}', ["s", "k"], 1)
    with pytest.raises(ValueError, match="top level"):
        jsonc.set_value("[1]", ["k"], 1)


_KEYS = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=6)
_SCALARS = st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8)
_VALUES = st.recursive(
    _SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_KEYS, inner, max_size=3), max_leaves=8
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    doc=st.dictionaries(_KEYS, _VALUES, max_size=4),
    servers=st.dictionaries(_KEYS, _VALUES, max_size=3),
    indent=st.sampled_from([2, 4, "\t", None]),
    value=_VALUES,
)
def test_insert_then_remove_gives_back_the_file_byte_for_byte(
    doc: dict[str, Any], servers: dict[str, Any], indent: int | str | None, value: Any
) -> None:
    servers.pop("skillkeeper", None)
    doc = {**doc, "servers": servers}
    text = json.dumps(doc, indent=indent) + "\n"
    out = jsonc.set_value(text, ["servers", "skillkeeper"], value)
    parsed = json.loads(out)  # still strict JSON
    assert parsed["servers"]["skillkeeper"] == value
    assert list(parsed["servers"]) == [*servers, "skillkeeper"]
    del parsed["servers"]["skillkeeper"]
    assert parsed == doc
    assert jsonc.remove_value(out, ["servers", "skillkeeper"]) == text
