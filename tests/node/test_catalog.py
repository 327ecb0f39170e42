"""Checking installable rows: names, paths, digests and sizes; bad rows are skipped with a reason."""

from __future__ import annotations

import base64
import hashlib
from typing import Any

import pytest

from skillkeeper.node.catalog import (
    MalformedPayload,
    encode_file,
    encode_skill,
    is_valid_name,
    parse_payload,
)
from tests.node.payloads import make_skill


def row(name: str = "alpha", files: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    base = encode_skill(make_skill(name))
    if files is not None:
        base["files"] = [base["files"][0], *files]
    base.update(extra)
    return base


def reasons(payload: dict[str, Any]) -> dict[str, str]:
    return {s.name: s.reason for s in parse_payload(payload).skipped}


@pytest.mark.parametrize("name", ["a", "pdf-tools", "x1-2-3", "a" * 64])
def test_spec_valid_names_are_accepted(name: str) -> None:
    assert is_valid_name(name)


@pytest.mark.parametrize("name", ["", "A", "-a", "a-", "a--b", "a_b", "a b", "a" * 65, "é", "../x", ".hidden"])
def test_names_that_are_not_spec_valid_are_rejected(name: str) -> None:
    assert not is_valid_name(name)


def test_a_row_with_a_bad_name_is_skipped_and_not_held() -> None:
    cat = parse_payload({"skills": [row("Bad Name"), row("alpha")]})
    assert list(cat.skills) == ["alpha"] and cat.held == frozenset()
    # The same message the server's validator gives for that name.
    assert [(s.name, s.reason) for s in cat.skipped] == [
        ("Bad Name", "name 'Bad Name' has uppercase letters; use 'bad-name'")
    ]


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("/etc/passwd", "is absolute"),
        ("../escape", "remove '..'"),
        ("a/../../b", "remove '..'"),
        ("scripts\\run.bat", "uses backslashes"),
        ("a//b", "empty segments"),
        ("./a", "empty segments"),
        (".skillkeeper-owned", "reserved name .skillkeeper-owned"),
        ("a\nb", "control characters"),
    ],
)
def test_unsafe_file_paths_skip_the_skill(path: str, reason: str) -> None:
    from skillkeeper.skill.names import path_problem

    cat = parse_payload({"skills": [row(files=[encode_file(path, b"x")])]})
    assert cat.skills == {} and cat.held == {"alpha"}
    got = reasons({"skills": [row(files=[encode_file(path, b"x")])]})["alpha"]
    problem = path_problem(path)
    assert reason in got and problem is not None and got == problem[1]  # the server's message


def test_a_digest_mismatch_skips_the_skill() -> None:
    bad = encode_file("references/a.md", b"real")
    bad["sha256"] = hashlib.sha256(b"other").hexdigest()
    assert reasons({"skills": [row(files=[bad])]}) == {"alpha": "references/a.md: sha256 does not match the catalog"}


def test_a_size_mismatch_skips_the_skill() -> None:
    bad = encode_file("references/a.md", b"real")
    bad["size"] = 99
    assert reasons({"skills": [row(files=[bad])]}) == {"alpha": "references/a.md: size does not match the catalog"}


def test_base64_files_are_decoded_and_verified() -> None:
    data = bytes(range(256))
    entry = encode_file("assets/blob.bin", data)
    assert entry["encoding"] == "base64"
    cat = parse_payload({"skills": [row(files=[entry])]})
    assert cat.skills["alpha"].files[1].data == data
    entry["content"] = "not base64!"
    assert "not valid base64" in reasons({"skills": [row(files=[entry])]})["alpha"]


@pytest.mark.parametrize(
    ("mutate", "reason"),
    [
        (
            lambda r: r.update(files=[f for f in r["files"] if f["path"] != "SKILL.md"] or [encode_file("x.md", b"x")]),
            "SKILL.md is missing",
        ),
        (lambda r: r.update(content_hash=None), "content_hash is missing or malformed"),
        (lambda r: r.update(files="nope"), "files list is missing"),
        (lambda r: r["files"].append(dict(r["files"][0])), "'SKILL.md' is listed twice; keep one"),
        (
            lambda r: r["files"].extend([encode_file("a", b"1"), encode_file("a/b", b"2")]),
            "'a' is both a file and a folder; rename one of them",
        ),
        (lambda r: r["files"][0].update(encoding="utf-16"), "SKILL.md: unknown encoding 'utf-16'"),
        (lambda r: r["files"][0].update(executable="yes"), "SKILL.md: executable must be true or false"),
    ],
)
def test_malformed_rows_are_skipped_with_a_reason(mutate: Any, reason: str) -> None:
    r = row()
    mutate(r)
    assert reasons({"skills": [r]}) == {"alpha": reason}


def test_a_name_listed_twice_keeps_the_first_row() -> None:
    first, second = row(), encode_skill(make_skill("alpha", version=2))
    cat = parse_payload({"skills": [first, second]})
    assert cat.skills["alpha"].content_hash == first["content_hash"]
    assert [s.reason for s in cat.skipped] == ["name is listed twice in the catalog"]


def test_rows_that_are_not_objects_are_skipped_by_position() -> None:
    assert reasons({"skills": ["x", row()]}) == {"<row 0>": "catalog row is not an object"}


@pytest.mark.parametrize("payload", [[], "x", {"skills": "x"}, {}])
def test_a_payload_of_the_wrong_shape_is_malformed(payload: Any) -> None:
    with pytest.raises(MalformedPayload):
        parse_payload(payload)


def test_wanted_maps_each_valid_skill_to_its_content_hash() -> None:
    cat = parse_payload({"tenant": "acme", "skills": [row("alpha"), row("beta")]}, etag='"e1"')
    assert cat.wanted == {"alpha": make_skill("alpha").content_hash, "beta": make_skill("beta").content_hash}
    assert (cat.etag, cat.tenant) == ('"e1"', "acme")


def test_encoding_round_trips_text_and_binary() -> None:
    for data in (b"text\n", base64.b64decode("AAEC/w==")):
        entry = encode_file("f", data)
        assert entry["size"] == len(data) and entry["sha256"] == hashlib.sha256(data).hexdigest()
