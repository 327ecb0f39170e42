"""Time as the store keeps it: UTC, timezone-aware, ISO 8601 on the wire."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import overload


def now() -> datetime:
    """The current time in UTC (timezone-aware)."""
    return datetime.now(UTC)


def aware(ts: datetime) -> datetime:
    """`ts` with its UTC zone: SQLite hands timestamps back naive, and every one we store is UTC."""
    return ts if ts.tzinfo else ts.replace(tzinfo=UTC)


@overload
def iso(ts: datetime) -> str: ...
@overload
def iso(ts: None) -> None: ...
@overload
def iso(ts: datetime | None) -> str | None: ...
def iso(ts: datetime | None) -> str | None:
    """ISO 8601 in UTC with its `+00:00` offset on both engines; None stays None."""
    return aware(ts).isoformat() if ts is not None else None
