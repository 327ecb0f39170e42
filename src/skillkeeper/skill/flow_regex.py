"""Flow parameter patterns matched by RE2: linear time, so a template's regex cannot run away.

jsonschema matches `pattern` and `patternProperties` with Python's backtracking `re`: an approved
template with `^([a-z0-9]+-?)+$` let any reader burn exponential CPU per resolve call. Here the
regex keywords run on RE2 (google-re2), whose matching time is linear in the text and the
compiled program. RE2 does not accept lookarounds or backreferences; such a pattern makes the
template unusable (InvalidSkill, found when flow.yaml is parsed), never a slow call.

Linear is not free: the text checked in one resolve call times the program size is capped by a
budget (a few tenths of a second of CPU at worst); past it the value is an invalid parameter.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
from collections.abc import Iterator
from typing import Any

from skillkeeper.errors import InvalidSkill

# Characters x RE2 instructions one resolve call may spend (~2.5 ns each when RE2 falls back
# from its DFA to the NFA, the worst case): about 0.25 s of CPU; typical patterns cost ~1000x less.
PATTERN_BUDGET = 100_000_000
_BUDGET: contextvars.ContextVar[list[int] | None] = contextvars.ContextVar("flow_pattern_budget", default=None)
# Keys whose values are data, not schemas: a `pattern` inside them is never matched.
_DATA_KEYWORDS = frozenset({"const", "enum", "default", "examples"})


class UnsafePattern(InvalidSkill):
    """A template pattern RE2 cannot compile (lookaround, backreference, too large, malformed)."""


def _translate(pattern: str) -> str:
    r"""ECMA-262 / Python `\uXXXX` escapes as RE2's `\x{XXXX}`; everything else unchanged."""
    if "\\u" not in pattern:
        return pattern
    out: list[str] = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            nxt = pattern[i + 1]
            hexa = pattern[i + 2 : i + 6]
            if nxt == "u" and len(hexa) == 4 and all(c in "0123456789abcdefABCDEF" for c in hexa):
                out.append("\\x{" + hexa + "}")
                i += 6
                continue
            out.append(ch + nxt)
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


# A compiled program with its DFA cache stays under RE2_MAX_MEM (measured ~0.4 MB after heavy use).
RE2_MAX_MEM = 4 << 20


@functools.lru_cache(maxsize=64)
def compiled(pattern: str) -> Any:
    """The RE2 program of a template pattern; raises UnsafePattern with RE2's reason."""
    import re2  # Lazy: only resolving a flow template needs it.

    options = re2.Options()
    options.log_errors = False
    options.max_mem = RE2_MAX_MEM
    try:
        return re2.compile(_translate(pattern), options)
    except re2.error as exc:
        reason = exc.args[0] if exc.args else "not a valid pattern"
        reason = reason.decode("utf-8", "replace") if isinstance(reason, bytes) else str(reason)
        raise UnsafePattern(
            f"flow.yaml: pattern {pattern[:80]!r} cannot be used ({reason}); patterns are matched in "
            "linear time, without lookarounds or backreferences"
        ) from None


def check_patterns(schema: Any) -> None:
    """Compile every `pattern` and `patternProperties` key of a parameter schema; raises UnsafePattern."""
    stack = [schema]
    keywords: set[str] = set()
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        for key, value in node.items():
            if key == "pattern" and isinstance(value, str):
                compiled(value)
            elif key == "patternProperties" and isinstance(value, dict):
                for regex in value:
                    compiled(str(regex))
            if key not in _DATA_KEYWORDS:
                keywords.add(key)
                stack.append(value)
    if {"patternProperties", "unevaluatedProperties"} <= keywords:
        # jsonschema's unevaluatedProperties matches patternProperties keys with `re` itself.
        raise UnsafePattern("flow.yaml: parameters may not combine patternProperties with unevaluatedProperties")


class PatternTooCostly(Exception):
    """The text of this call, checked against the template's patterns, is over PATTERN_BUDGET."""


def search(pattern: str, text: str) -> bool:
    """Whether `pattern` matches anywhere in `text` (JSON Schema's unanchored test), within the budget."""
    program = compiled(pattern)
    cost = (len(text) + 1) * max(program.programsize, 1)
    budget = _BUDGET.get()
    if budget is not None:
        if cost > budget[0]:
            raise PatternTooCostly(pattern)
        budget[0] -= cost
    elif cost > PATTERN_BUDGET:
        raise PatternTooCostly(pattern)
    return program.search(text) is not None


@contextlib.contextmanager
def budget(limit: int | None = None) -> Iterator[None]:
    """One resolve call's pattern budget (checks outside it get PATTERN_BUDGET each)."""
    token = _BUDGET.set([PATTERN_BUDGET if limit is None else limit])
    try:
        yield
    finally:
        _BUDGET.reset(token)


def _too_costly(pattern: str) -> str:
    return (
        f"too long to check against the template's pattern {pattern[:80]!r} "
        "(the patterns of a flow template check a bounded amount of text per call); send shorter values"
    )


def pattern(validator: Any, patrn: str, instance: Any, schema: Any) -> Iterator[Any]:
    """The `pattern` keyword on RE2; the messages are jsonschema's."""
    from jsonschema.exceptions import ValidationError

    if not validator.is_type(instance, "string"):
        return
    try:
        found = search(patrn, instance)
    except PatternTooCostly:
        yield ValidationError(_too_costly(patrn))
        return
    if not found:
        yield ValidationError(f"{instance!r} does not match {patrn!r}")


def _matches_any(patterns: Any, name: str) -> bool:
    return any(search(str(p), name) for p in patterns)


def pattern_properties(validator: Any, pattern_props: Any, instance: Any, schema: Any) -> Iterator[Any]:
    """`patternProperties` on RE2."""
    from jsonschema.exceptions import ValidationError

    if not validator.is_type(instance, "object"):
        return
    for regex, subschema in pattern_props.items():
        for key, value in instance.items():
            try:
                found = search(str(regex), key)
            except PatternTooCostly:
                yield ValidationError(_too_costly(str(regex)), path=[key])
                continue
            if found:
                yield from validator.descend(value, subschema, path=key, schema_path=regex)


def additional_properties(validator: Any, additional: Any, instance: Any, schema: Any) -> Iterator[Any]:
    """`additionalProperties`, telling properties from patternProperties by RE2; jsonschema's messages."""
    from jsonschema.exceptions import ValidationError

    if not validator.is_type(instance, "object"):
        return
    properties = schema.get("properties", {})
    patterns = schema.get("patternProperties", {})
    extras = set()
    for name in instance:
        if name in properties:
            continue
        try:
            if patterns and _matches_any(patterns, name):
                continue
        except PatternTooCostly as exc:
            yield ValidationError(_too_costly(str(exc.args[0])), path=[name])
            continue
        extras.add(name)
    if validator.is_type(additional, "object"):
        for extra in extras:
            yield from validator.descend(instance[extra], additional, path=extra)
    elif not additional and extras:
        if patterns:
            verb = "does" if len(extras) == 1 else "do"
            joined = ", ".join(repr(each) for each in sorted(extras))
            listed = ", ".join(repr(each) for each in sorted(patterns))
            yield ValidationError(f"{joined} {verb} not match any of the regexes: {listed}")
        else:
            names = sorted(extras, key=str)
            said = ", ".join(repr(n) for n in names)
            yield ValidationError(
                f"Additional properties are not allowed ({said} {'was' if len(names) == 1 else 'were'} unexpected)"
            )


@functools.cache
def validator_class() -> Any:
    """Draft 2020-12 with the regex keywords on RE2, which stays in force in every subschema."""
    import attrs
    from jsonschema import Draft202012Validator, validators

    safe = validators.extend(
        Draft202012Validator,
        {"pattern": pattern, "patternProperties": pattern_properties, "additionalProperties": additional_properties},
    )

    def evolve(self: Any, **changes: Any) -> Any:
        # jsonschema's evolve picks the class from a subschema's `$schema`: a subschema (or a
        # `$ref` to the root) naming any dialect would get stock `re` back. Keep this class.
        changes.setdefault("schema", self.schema)
        for f in attrs.fields(type(self)):
            if f.init and f.alias not in changes:
                changes[f.alias] = getattr(self, f.name)
        return type(self)(**changes)

    safe.evolve = evolve
    return safe
