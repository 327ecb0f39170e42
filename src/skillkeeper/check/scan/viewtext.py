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
    # Cut at line ends: a head or tail line cut short (or both halves joined into one line) would be a line the
    # file does not have. A line longer than half the limit is read only from its start or to its end.
    head = text.rfind("\n", 0, half) + 1 or half
    tail = text.find("\n", len(text) - half) + 1 or len(text) - half
    if not (middle := text.count("\n", head, tail)):  # one long line across the middle: its two ends, apart
        return text[:half] + "\n" + text[len(text) - half :]
    return text[:head] + "\n" * middle + text[tail:]
