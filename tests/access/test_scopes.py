"""Scopes as typed: a typo or a bare ability is refused naming the scope meant."""

from __future__ import annotations

import pytest

from skillkeeper.access.scopes import parse_scopes


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("skills:red", "skills:read"),
        ("review", "skills:review"),
        ("fleet:reprot", "fleet:report"),
        ("read", "skills:read or fleet:read"),
    ],
)
def test_an_unknown_scope_names_the_one_meant(typed: str, meant: str) -> None:
    with pytest.raises(ValueError, match=rf"unknown scope '{typed}' \(did you mean {meant}\?\); known scopes: "):
        parse_scopes(typed)


def test_an_unknown_scope_like_no_other_names_only_the_known_ones() -> None:
    with pytest.raises(ValueError) as refused:
        parse_scopes("skills:read,bogus")
    assert "did you mean" not in str(refused.value) and "known scopes: skills:read" in str(refused.value)
