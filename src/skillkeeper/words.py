"""Words for user-facing lines: counts (`1 skill`, `3 skills`), the name a typo meant."""

from __future__ import annotations


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """`1 skill`, `3 skills`, `0 skills`; `plural` for a noun that does not just take an s."""
    return f"{n} {noun}" if n == 1 else f"{n} {plural or noun + 's'}"


def closest(word: str, names: list[str]) -> str | None:
    """The name in `names` that `word` most likely meant (a typo, another case), else None."""
    import difflib  # lazy: only for a line about a typo

    lowered = {n.lower(): n for n in names}
    if word.lower() in lowered:
        return lowered[word.lower()]
    found = difflib.get_close_matches(word, names, n=1, cutoff=0.6)
    return found[0] if found else None
