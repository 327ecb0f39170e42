"""`keeper.figures`: server-wide inbox figures for /metrics, read incrementally, and the readiness check."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import text

from skillkeeper.review.figures import Decision, decisions, inbox_depth, last_event_id
from skillkeeper.store.changes import current_version
from skillkeeper.store.db import migrations_not_behind

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper


@dataclass(frozen=True)
class FiguresRead:
    """One scrape's read: the catalog version, the depth (None when the version stood still), the last event."""

    version: int | None
    depth: Counter[tuple[str, str]] | None
    after: int


class Figures:
    """Figures over every tenant (operators' metrics), and whether the database is ready."""

    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper

    def read(self, version: int | None, after: int, count: Callable[[Decision], None]) -> FiguresRead:
        """Recount the depth when the catalog moved past `version`; pass each decision after event `after` to `count`.

        One snapshot; decisions are read in batches, so a first scrape of a long log holds one batch at a time.
        """
        with self.keeper.store.read() as conn:
            now_version = current_version(conn)
            depth = inbox_depth(conn) if now_version is None or now_version != version else None
            upto = last_event_id(conn)
            while after < upto:
                batch = decisions(conn, after_id=after, upto_id=upto)
                for d in batch:
                    count(d)
                # The rest of the range holds no decision: the next scrape starts after it.
                after = batch[-1].event_id if batch else upto
        return FiguresRead(now_version, depth, after)

    def ready(self) -> dict[str, bool]:
        """Whether the database answers and its schema is not behind this release (never raises)."""
        checks = {"database": False, "migrations": False}
        try:
            with self.keeper.store.read() as conn:
                conn.execute(text("SELECT 1"))
            checks["database"] = True
            checks["migrations"] = migrations_not_behind(self.keeper.store.engine)
        except Exception:  # an unready database is the answer, not an error
            pass
        return checks


__all__ = ["Figures", "FiguresRead"]
