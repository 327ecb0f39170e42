"""The text a derived view reads from a long file: its head and tail, line numbers kept."""

from __future__ import annotations

# Views read at most this many characters of a file; a longer one is read at both ends.
VIEW_CHARS = 262_144


def view_text(text: str, limit: int = VIEW_CHARS) -> str:
    """TEXT whole up to LIMIT characters, else its first and last LIMIT/2 with the lines between blanked.

    Padding a helper with comments must not hide a step at its end, and the blanked middle keeps every
    line number, so a finding still points at the file's own line.
    """
    if len(text) <= limit:
        return text
    half = limit // 2
    return text[:half] + "\n" * text.count("\n", half, len(text) - half) + text[len(text) - half :]
