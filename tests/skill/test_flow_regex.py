"""Flow parameter patterns run on RE2: a template's regex cannot backtrack for ever on a caller's value."""

from __future__ import annotations

import re

import pytest

from skillkeeper.errors import InvalidSkill
from skillkeeper.skill import flow_regex
from skillkeeper.skill.flow import InvalidParameters, parse_flow

# Nested quantifiers: Python's `re` backtracks 2**n ways on n letters and a bad last character
# (22 characters took 0.2 s, each one more doubles it: 40 characters are about 14 hours).
CATASTROPHIC = r"^([a-z0-9]+-?)+$"
EVIL = "a" * 40 + "!"


def _flow(parameters: str) -> str:
    return f"parameters:\n{parameters}steps:\n  - tool: t\n    arguments: {{}}\n"


def test_pattern_keyword_rejects_a_catastrophic_mismatch_without_backtracking() -> None:
    from jsonschema import Draft202012Validator

    validator = Draft202012Validator({})
    errors = list(flow_regex.pattern(validator, CATASTROPHIC, EVIL, {}))
    assert [e.message for e in errors] == [f"{EVIL!r} does not match {CATASTROPHIC!r}"]
    assert list(flow_regex.pattern(validator, CATASTROPHIC, "abc-def-1", {})) == []
    assert list(flow_regex.pattern(validator, CATASTROPHIC, 42, {})) == []  # not a string: not checked


@pytest.mark.parametrize(
    "pattern, value",
    [
        (r"^[a-z0-9-]+$", "abc-1"),
        (r"^[a-z0-9-]+$", "ABC"),
        (r"^[a-z0-9-]+$", ""),
        (r"^\d{4}-\d{2}-\d{2}$", "2024-01-31"),
        (r"^\d{4}-\d{2}-\d{2}$", "2024-1-31"),
        (r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", "ann@example.org"),
        (r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", "ann@example"),
        (r"colou?r", "my colour"),
        (r"(?i)^kitchen|hall$", "KITCHEN"),
        (r"^(?P<room>[a-z]+)-(\d+)$", "hall-2"),
        (r"^[\u0041-\u005a]+$", "ABC"),
        (r"^[\u0041-\u005a]+$", "abc"),
        (CATASTROPHIC, "abc-def"),
        (CATASTROPHIC, "abc--def"),
    ],
)
def test_ordinary_patterns_accept_and_reject_as_re_did(pattern: str, value: str) -> None:
    assert flow_regex.search(pattern, value) == (re.search(pattern, value) is not None)


def test_resolve_refuses_a_catastrophic_mismatch_and_still_accepts_a_match() -> None:
    flow = parse_flow(_flow(f"  slug: {{type: string, pattern: '{CATASTROPHIC}'}}\n"))
    with pytest.raises(InvalidParameters) as info:
        flow.resolve({"slug": EVIL})
    assert info.value.problems == [{"parameter": "slug", "problem": f"{EVIL!r} does not match {CATASTROPHIC!r}"}]
    assert flow.resolve({"slug": "water-the-plant-2"})[0]["tool"] == "t"


def test_pattern_properties_and_property_names_match_on_re2() -> None:
    flow = parse_flow(
        _flow(
            "  type: object\n  properties:\n    labels:\n      type: object\n"
            f"      patternProperties: {{'{CATASTROPHIC}': {{type: integer}}}}\n"
            "      additionalProperties: false\n"
            f"      propertyNames: {{pattern: '{CATASTROPHIC}', maxLength: 64}}\n"
        )
    )
    assert flow.resolve({"labels": {"env-prod": 1}})
    with pytest.raises(InvalidParameters) as info:
        flow.resolve({"labels": {"env-prod": "one"}})  # matched by the pattern: its subschema applies
    assert "is not of type 'integer'" in info.value.problems[0]["problem"]
    with pytest.raises(InvalidParameters) as info:
        flow.resolve({"labels": {EVIL: 1}})
    assert info.value.problems[0]["parameter"] == "labels"
    assert "does not match" in info.value.problems[0]["problem"]


def test_a_subschema_naming_another_dialect_still_matches_on_re2() -> None:
    # jsonschema picks a subschema's class from its `$schema`; stock classes match with `re`.
    flow = parse_flow(
        _flow(
            "  type: object\n  properties:\n"
            "    p: {$schema: 'http://json-schema.org/draft-07/schema#', type: string, "
            f"pattern: '{CATASTROPHIC}'}}\n"
            "    q: {$ref: '#'}\n"
        )
    )
    for values in ({"p": EVIL}, {"q": {"p": EVIL}}):
        with pytest.raises(InvalidParameters) as info:
            flow.resolve(values)
        assert "does not match" in info.value.problems[0]["problem"]


@pytest.mark.parametrize("pattern", [r"^(?=.*\d)[a-z0-9]+$", r"^(?!tmp)[a-z]+$", r"^(a)\1$", "a{2000}"])
def test_a_pattern_re2_cannot_match_in_linear_time_makes_the_template_invalid(pattern: str) -> None:
    with pytest.raises(InvalidSkill, match="cannot be used") as info:
        parse_flow(_flow(f"  p: {{type: string, pattern: '{pattern}'}}\n"))
    assert "\n" not in info.value.message
    with pytest.raises(InvalidSkill, match="cannot be used"):
        parse_flow(_flow(f"  type: object\n  patternProperties: {{'{pattern}': {{type: string}}}}\n"))


def test_pattern_properties_with_unevaluated_properties_are_refused() -> None:
    # jsonschema's unevaluatedProperties matches patternProperties keys with `re` on its own.
    with pytest.raises(InvalidSkill, match="unevaluatedProperties"):
        parse_flow(
            _flow(
                f"  type: object\n  patternProperties: {{'{CATASTROPHIC}': {{type: string}}}}\n"
                "  unevaluatedProperties: false\n"
            )
        )


def test_text_past_the_pattern_budget_is_an_invalid_parameter_not_a_long_match() -> None:
    flow = parse_flow(_flow(f"  slug: {{type: string, pattern: '{CATASTROPHIC}'}}\n"))
    with pytest.raises(InvalidParameters) as info:
        flow.resolve({"slug": "a" * 10_000_000})  # `re` matched it: long, but not backtracking
    assert info.value.problems[0]["parameter"] == "slug"
    assert "too long to check against the template's pattern" in info.value.problems[0]["problem"]


def test_the_budget_is_per_call_not_per_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(flow_regex, "PATTERN_BUDGET", 50 * 11)  # about 50 characters of `^[a-z]+$`
    flow = parse_flow(_flow("  tags: {type: array, items: {type: string, pattern: '^[a-z]+$'}}\n"))
    assert flow.resolve({"tags": ["abc"] * 5})
    with pytest.raises(InvalidParameters, match="tags"):
        flow.resolve({"tags": ["abcdefghij"] * 20})


def test_a_trailing_newline_no_longer_passes_a_dollar_anchored_pattern() -> None:
    # `re`'s `$` also matched before a final newline; ECMA-262's (and RE2's) only at the end.
    flow = parse_flow(_flow("  slug: {type: string, pattern: '^[a-z0-9-]+$'}\n"))
    assert flow.resolve({"slug": "web-2"})
    with pytest.raises(InvalidParameters, match="slug"):
        flow.resolve({"slug": "web-2\n"})
