"""The one name/path rule: what the validator, the uploads and the node agent all call."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skillkeeper.skill.names import (
    is_valid_name,
    name_problem,
    name_problems,
    path_problem,
    tree_problem,
)


@given(st.text(alphabet=st.sampled_from("ab-Z_é²ｄа1 "), max_size=8) | st.text(max_size=8))
@settings(max_examples=300, deadline=None)
def test_the_quick_check_agrees_with_the_full_rule(name: str) -> None:
    # The node agent uses is_valid_name; the validator uses name_problems: one verdict.
    assert is_valid_name(name) == (name == name.strip() and not name_problems(name))


@pytest.mark.parametrize(
    ("name", "first"),
    [
        ("Bad Name", "name 'Bad Name' has uppercase letters; use 'bad-name'"),
        ("PDF", "name 'PDF' has uppercase letters; use 'pdf'"),
        (
            "my_skill v2",
            "name 'my_skill v2' contains ' _'; use only lowercase letters, digits and hyphens, e.g. 'my-skill-v2'",
        ),
        ("a+b", "name 'a+b' contains '+'; use only lowercase letters, digits and hyphens, e.g. 'a-b'"),
        ("+++", "name '+++' contains '+'; use only lowercase letters, digits and hyphens"),
    ],
)
def test_a_name_that_is_no_name_suggests_one_that_is(name: str, first: str) -> None:
    # 'Bad Name' was told to use 'bad name', which is refused in turn for its space.
    assert name_problem(name) == first
    suggested = first.rsplit("'", 2)[1]
    assert ("e.g." not in first and "use '" not in first) or is_valid_name(suggested)


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("ｄeploy", "NFKC turns it into 'deploy'"),
        ("ﬁle", "write it as 'file'"),
        ("v²", "write it as 'v2'"),
        ("αlpha", "mixes Greek and Latin letters: 'α' (GREEK SMALL LETTER ALPHA, looks like 'a')"),
        ("pаypal", "mixes Cyrillic and Latin letters: 'а' (CYRILLIC SMALL LETTER A, looks like 'a')"),
        ("é", "'é' (LATIN SMALL LETTER E WITH ACUTE, looks like 'e')"),
    ],
)
def test_unicode_names_are_refused_naming_the_look_alike(name: str, fragment: str) -> None:
    problem = name_problem(name)
    assert problem is not None and fragment in problem
    assert not is_valid_name(name)


@pytest.mark.parametrize(
    ("paths", "code", "fragment"),
    [
        (["refs", "refs/a.md"], "bundle.clash", "'refs' is both a file and a folder"),
        (["a/b", "a/b/c"], "bundle.clash", "'a/b' is both a file and a folder"),
        (["README.md", "readme.md"], "bundle.clash", "differ only in case"),
        (["Refs/a.md", "refs/b.md"], "bundle.clash", "differ only in case"),
        (["caf\u00e9.md", "cafe\u0301.md"], "bundle.clash", "Unicode form"),
        (["a.md", "a.md"], "bundle.duplicate", "listed twice"),
    ],
)
def test_bundles_that_cannot_exist_on_one_disk_are_refused(paths: list[str], code: str, fragment: str) -> None:
    problem = tree_problem(paths)
    assert problem is not None and problem[0] == code and fragment in problem[1]


def test_a_plain_tree_has_no_problem() -> None:
    assert tree_problem(["SKILL.md", "refs/a.md", "refs/b.md", "scripts/run.sh"]) is None


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("a/" + "x" * 256, "path.length"),
        ("x" * 1025, "path.length"),
        ("a\ud800", "path.invalid"),
        ("a\x00", "path.invalid"),
        ("C:/x", "path.absolute"),
        ("sub/.skillkeeper-owned", "path.reserved"),
    ],
)
def test_paths_a_node_cannot_write_are_refused(path: str, code: str) -> None:
    problem = path_problem(path)
    assert problem is not None and problem[0] == code


@pytest.mark.parametrize("path", ["scripts/install\u202etxt.sh", "scripts/a\u2066b.sh", "notes\u200f.md"])
def test_paths_with_bidirectional_controls_are_refused(path: str) -> None:
    # U+202E turns 'install<RLO>txt.sh' into what reads as 'installhs.txt' on the reviewer's page.
    problem = path_problem(path)
    assert problem is not None and problem[0] == "path.invalid" and "direction" in problem[1]
