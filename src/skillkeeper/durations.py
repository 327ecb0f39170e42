"""Durations as users type them (`30m`, `12h`, `2d`, `1w`): one parser for every option that takes one."""

from __future__ import annotations

import re
from datetime import timedelta

UNITS = {
    "s": timedelta(seconds=1),
    "m": timedelta(minutes=1),
    "h": timedelta(hours=1),
    "d": timedelta(days=1),
    "w": timedelta(weeks=1),
}
_DURATION = re.compile(r"^\s*(\d+)\s*([a-z])\s*$")


def parse_duration(text: str, units: str = "mhdw") -> timedelta | None:
    """`30m`, `12h`, `2d`, `1w` (a positive whole number and one of `units`) as a timedelta, else None."""
    match = _DURATION.match(text.lower())
    if not match or match.group(2) not in units or int(match.group(1)) == 0:
        return None
    return int(match.group(1)) * UNITS[match.group(2)]


__all__ = ["UNITS", "parse_duration"]
