"""Counts in words agree with their number."""

from __future__ import annotations

from skillkeeper.words import closest, counted


def test_one_is_singular_and_every_other_count_plural() -> None:
    assert [counted(n, "skill") for n in (0, 1, 2)] == ["0 skills", "1 skill", "2 skills"]


def test_a_noun_with_its_own_plural_takes_it() -> None:
    assert counted(1, "entry", "entries") == "1 entry" and counted(3, "entry", "entries") == "3 entries"


def test_the_name_a_typo_meant_is_the_closest_or_none() -> None:
    assert closest("acmee", ["acm", "acme", "beta"]) == "acme"
    assert closest("ACME", ["beta", "acme"]) == "acme"
    assert closest("default", ["acme", "beta"]) is None
