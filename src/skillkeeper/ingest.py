"""Import skill folders from disk through the same write path every other author uses.

A name that occurs in more than one folder of one import: the first folder in sorted path
order is written, every later one is reported under `rejected` with the path that won, so
one import never silently overwrites its own skills and the outcome does not depend on
the order the filesystem lists folders in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from skillkeeper.access.actor import Actor
from skillkeeper.errors import Conflict, Forbidden, InvalidSkill, Refused
from skillkeeper.review.lifecycle import Lifecycle
from skillkeeper.review.states import ReviewState, Status
from skillkeeper.skill.parse import parse_skill_dir, skill_folders


@dataclass
class ImportReport:
    """Every skill folder found, in exactly one of the four lists."""

    imported: list[dict[str, Any]] = field(default_factory=list)
    updated: list[dict[str, Any]] = field(default_factory=list)
    quarantined: list[dict[str, Any]] = field(default_factory=list)
    rejected: list[dict[str, Any]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.imported) + len(self.updated) + len(self.quarantined) + len(self.rejected)

    def to_dict(self) -> dict[str, Any]:
        return {
            "imported": self.imported,
            "updated": self.updated,
            "quarantined": self.quarantined,
            "rejected": self.rejected,
            "summary": {
                "found": self.total,
                "imported": len(self.imported),
                "updated": len(self.updated),
                "quarantined": len(self.quarantined),
                "rejected": len(self.rejected),
            },
        }


def collect_folders(paths: Iterable[str | Path]) -> list[Path]:
    """Every skill folder under the given paths, each once, sorted; raises InvalidInput for a bad path."""
    return sorted(d.resolve() for d in skill_folders(paths, each_must_hold=False))


def import_folders(
    lifecycle: Lifecycle,
    actor: Actor,
    folders: list[Path],
    *,
    activate: bool = False,
    progress: Callable[[Path], None] | None = None,
) -> ImportReport:
    """Write each folder as a skill (source manual); never raises for a bad skill."""
    report = ImportReport()
    first_seen: dict[str, Path] = {}
    for folder in folders:
        entry: dict[str, Any] = {"path": str(folder), "name": None}
        try:
            skill = parse_skill_dir(folder)
            entry["name"] = skill.name or None
            if skill.name and skill.name in first_seen:
                entry["reasons"] = [f"duplicate name in this import; kept {first_seen[skill.name]}"]
                report.rejected.append(entry)
                continue
            result = lifecycle.write(actor, skill, source="manual", status=Status.ACTIVE if activate else None)
            first_seen[skill.name] = folder
            # An edit of an active skill waits for review: report it pending, not active.
            entry.update(
                status=ReviewState.PENDING if result.pending else result.status,
                verdict=result.verdict,
                content_hash=result.content_hash,
            )
            if result.warnings:
                entry["warnings"] = [w["message"] for w in result.warnings]
            if result.status == Status.QUARANTINED and not result.unchanged:
                entry["findings"] = [
                    f"{f['code']}: {f['message']}" for f in result.findings if f["severity"] == "critical"
                ]
                report.quarantined.append(entry)
            elif result.created:
                report.imported.append(entry)
            else:
                entry["unchanged"] = result.unchanged
                report.updated.append(entry)
        except InvalidSkill as exc:
            details = exc.details if isinstance(exc.details, dict) else {}
            reasons = [e["message"] for e in details.get("errors", [])] or [exc.message]
            entry["reasons"] = reasons
            report.rejected.append(entry)
        except (Refused, Forbidden, Conflict) as exc:
            entry["reasons"] = [exc.message]
            report.rejected.append(entry)
        finally:
            if progress is not None:
                progress(folder)
    return report
