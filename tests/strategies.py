"""Hypothesis strategies for crafted skill writes: SKILL.md text and bundles an attacker would send.

Shared by the write-path fuzz tests of each surface (REST, MCP, CLI import). Every example is a
`Crafted` (SKILL.md text plus bundle files) mixing ordinary parts with the families of input
that once gave 500s or tracebacks: huge numbers, NaN, NUL, lone surrogates, duplicate keys,
YAML tags, deep nesting, look-alike names, clashing or escaping paths.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

# Bounded for a shared machine; raise it locally with SKILLKEEPER_FUZZ_EXAMPLES=500.
EXAMPLES = int(os.environ.get("SKILLKEEPER_FUZZ_EXAMPLES", "25"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=False,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)


@dataclass(frozen=True)
class Crafted:
    skill_md: str
    files: dict[str, str] = field(default_factory=dict)


# Any code point, with NUL, controls and lone surrogates (which st.characters leaves out) mixed in.
any_char = st.one_of(st.characters(), st.sampled_from(["\x00", "\ud800", "\udfff", "\x7f", "\ufeff"]))
wild_text = st.text(any_char, max_size=40)

names = st.one_of(
    st.just("fuzz-ok"),
    st.sampled_from(
        [
            "fuzz-ok",
            "pdf-tools",
            "ｄeploy",
            "αlpha",
            "ﬁle",
            "v²",
            "pаypal",
            "Bad_Name",
            "-edge",
            "a--b",
            "x" * 65,
            "",
            "données",
        ]
    ),
    st.text(st.sampled_from("abz09-_.Zé²ｄа \x00"), min_size=0, max_size=12),
)


def _yaml_string(text: str) -> str:
    # JSON strings are YAML double-quoted strings; escapes reach the parser as written.
    return json.dumps(text)


scalars = st.one_of(
    st.integers(min_value=1, max_value=6000).map(lambda n: "9" * n),
    st.integers(min_value=1, max_value=600).map(lambda n: "0x" + "f" * n),
    st.sampled_from(
        [
            ".nan",
            ".inf",
            "-.inf",
            ".NaN",
            "1e999",
            "1.5",
            "-0",
            "0o777",
            "190:20:30",
            "!!binary aGVsbG8=",
            "!!timestamp 2001-12-14",
            "!!set {a, b}",
            "!!float nan",
            "!!int 123",
            "~",
            "yes",
            "'quoted'",
            "[1, [2, [3]]]",
            "{1: a, true: b}",
            "{a: 1, a: 2}",
            "[" * 40 + "]" * 40,
            "&anchor x",
            "*alias",
            "!!python/name:os.system",
        ]
    ),
    wild_text.map(_yaml_string),
)

extra_lines = st.lists(
    st.one_of(
        st.tuples(
            st.sampled_from(
                [
                    "metadata",
                    "metadata",
                    "license",
                    "compatibility",
                    "version",
                    "name",
                    "description",
                    "allowed-tools",
                    "tags",
                ]
            ),
            scalars,
        ).map(lambda kv: f"{kv[0]}: {kv[1]}"),
        scalars.map(lambda v: f"metadata:\n  k: {v}"),
        wild_text.map(lambda k: f"{_yaml_string(k)}: x"),
    ),
    max_size=2,
)

paths = st.one_of(
    st.sampled_from(
        [
            "refs",
            "refs/a.md",
            "REFS/a.md",
            "scripts/run.sh",
            "../escape",
            "/abs",
            "C:/x",
            "a//b",
            "./a",
            ".hidden",
            ".skillkeeper-owned",
            "a\\b",
            "a\x00b",
            "a\ud800",
            "x" * 300,
            "SKILL.md",
            "SKILL.md/x",
            "notes.md",
        ]
    ),
    wild_text.filter(bool),
)


@st.composite
def crafted(draw: st.DrawFn, name: st.SearchStrategy[str] = names) -> Crafted:
    """One crafted write: usually near-valid, so the hostile part is what gets tested."""
    picked = draw(name)
    description = draw(
        st.one_of(st.just("Use when fuzzing."), st.just("Use when fuzzing."), wild_text.map(_yaml_string))
    )
    lines = [
        "---",
        f"name: {_yaml_string(picked) if draw(st.booleans()) else picked}",
        f"description: {description}",
        *draw(extra_lines),
        "---",
    ]
    if not draw(st.sampled_from([True] * 9 + [False])):
        lines = lines[1:]  # no opening fence
    body = draw(st.one_of(st.just("# Steps\n\nDo it.\n"), wild_text))
    files = draw(
        st.one_of(
            st.just({}),
            st.dictionaries(
                st.sampled_from(["notes.md", "scripts/run.sh", "refs/a.md", "img.bin"]), wild_text, max_size=2
            ),
            st.dictionaries(paths, wild_text, max_size=3),
        )
    )
    return Crafted("\n".join(lines) + "\n" + body, files)
