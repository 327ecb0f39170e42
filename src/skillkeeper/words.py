"""Counts in words for user-facing lines: `1 skill`, `3 skills`."""

from __future__ import annotations


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """`1 skill`, `3 skills`, `0 skills`; `plural` for a noun that does not just take an s."""
    return f"{n} {noun}" if n == 1 else f"{n} {plural or noun + 's'}"
