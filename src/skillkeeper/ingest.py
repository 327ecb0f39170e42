"""Import skill folders from disk through the same write path every other author uses.

A name that occurs in more than one folder of one import: the first folder in sorted path
order is written, every later one is reported under `rejected` with the path that won, so
one import never silently overwrites its own skills and the outcome does not depend on
the order the filesystem lists folders in.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from skillkeeper.access.actor import Actor
from skillkeeper.check.validate import DUPLICATE, duplicate_message
from skillkeeper.errors import Forbidden, InvalidInput, InvalidSkill, SkillkeeperError
from skillkeeper.review.lifecycle import Lifecycle
from skillkeeper.review.results import WriteResult
from skillkeeper.review.states import ReviewState, Status
from skillkeeper.review.writes import BATCH
from skillkeeper.skill.archive import archive_folder, is_zip_file, read_skill, skill_sources
from skillkeeper.skill.folder import absolute
from skillkeeper.skill.model import Skill
from skillkeeper.skill.names import MARKER

Groups = list[tuple[str, str, list[dict[str, Any]]]]  # (code, an example message, the folders)


@dataclass(frozen=True)
class Grouped:
    """An import's problem folders by rule code, most folders first; a folder counts once per code."""

    rejected: Groups
    quarantined: Groups
    warned: Groups

    def counts(self) -> dict[str, dict[str, int]]:
        """How many folders break each rule, by kind."""
        return {
            "rejected": {code: len(es) for code, _, es in self.rejected},
            "quarantined": {code: len(es) for code, _, es in self.quarantined},
            "warned": {code: len(es) for code, _, es in self.warned},
        }


@dataclass
class ImportReport:
    """Every skill folder found, in exactly one of the four lists (a no-op rewrite: `updated`, unchanged)."""

    imported: list[dict[str, Any]] = field(default_factory=list)
    updated: list[dict[str, Any]] = field(default_factory=list)
    quarantined: list[dict[str, Any]] = field(default_factory=list)
    rejected: list[dict[str, Any]] = field(default_factory=list)
    # The repositories an import fetched ({url, ref, path, commit}); empty for folders on disk.
    sources: list[dict[str, Any]] = field(default_factory=list)
    # The revisions a search may serve that this import wrote or found unchanged (not quarantined
    # ones), for embedding; not in the JSON document. Empty for an import through a server.
    revision_ids: list[int] = field(default_factory=list)
    # A dry run (`import_folders(dry_run=True)`): what would happen, nothing written. `folders` holds
    # every entry in folder order, each with its `outcome` (OUTCOMES); `empty_catalog` says why the run
    # compared against an empty catalog (no database or tenant yet), or is None.
    dry_run: bool = False
    folders: list[dict[str, Any]] = field(default_factory=list)
    empty_catalog: str | None = None

    @property
    def written(self) -> int:
        """How many revisions a search may serve this import stored (new skills and changed ones, not quarantined)."""
        return len(self.imported) + sum(1 for e in self.updated if not e.get("unchanged"))

    @property
    def warned(self) -> list[dict[str, Any]]:
        """Folders written with validation warnings (not those imported again unchanged)."""
        return [e for e in self.imported + self.updated if e.get("warnings") and not e.get("unchanged")]

    def grouped(self) -> Grouped:
        """Rejected, quarantined and warned folders grouped by rule code (see `by_rule`)."""
        return Grouped(
            by_rule(self.rejected, "codes", "reasons"),
            by_rule(self.quarantined, "finding_codes", "findings"),
            by_rule(self.warned, "warning_codes", "warnings"),
        )

    @property
    def total(self) -> int:
        return len(self.imported) + len(self.updated) + len(self.quarantined) + len(self.rejected)

    def to_dict(self) -> dict[str, Any]:
        unchanged = sum(1 for e in self.updated if e.get("unchanged"))  # in `updated`, counted apart
        shown: dict[str, Any] = {"sources": self.sources} if self.sources else {}
        if self.dry_run:
            shown.update(dry_run=True, empty_catalog=self.empty_catalog, folders=self.folders)
        return {
            **shown,
            "imported": self.imported,
            "updated": self.updated,
            "quarantined": self.quarantined,
            "rejected": self.rejected,
            # How many folders break each rule (a folder counts once per code), for a summary by cause.
            "by_rule": self.grouped().counts(),
            "summary": {
                "found": self.total,
                "imported": len(self.imported),
                "updated": len(self.updated) - unchanged,
                "unchanged": unchanged,
                "quarantined": len(self.quarantined),
                "rejected": len(self.rejected),
            },
        }


def by_rule(entries: list[dict[str, Any]], codes_key: str, messages_key: str) -> Groups:
    """`entries` grouped by the codes under `codes_key` (each beside its message under `messages_key`)."""
    groups: dict[str, tuple[str, list[dict[str, Any]]]] = {}
    for entry in entries:
        codes, seen = entry.get(codes_key, []), set()
        for i, message in enumerate(entry.get(messages_key, [])):
            code = codes[i] if i < len(codes) else "other"
            if code not in seen:
                seen.add(code)
                groups.setdefault(code, (message, []))[1].append(entry)
    return sorted(((c, m, es) for c, (m, es) in groups.items()), key=lambda g: (-len(g[2]), g[0]))


def copy_reason(folder: Path) -> str | None:
    """Why `folder` is not imported when skillkeeper wrote it (its marker: a node agent's copy of a served
    skill, or `install`'s companion skill), else None. Importing ~/.claude/skills took those in too."""
    if not (folder / MARKER).is_file():
        return None
    return (
        f"written by skillkeeper ({MARKER}): a copy the node agent or `skillkeeper install` put here, "
        "not a source; import the folder it came from"
    )


def collect_folders(paths: Iterable[str | Path], only: Collection[str] = ()) -> list[Path]:
    """Every skill folder under the given paths, and every `.zip` / `.skill` archive given, each once, sorted;
    with `only`, just the folders so named (an archive by its top-level folder, else its name without suffix).

    Raises InvalidInput for a bad path, an archive that cannot be unpacked safely (so a hostile archive stops
    the import before anything is written, as a missing path does), or a name in `only` that no folder has.
    """
    found = sorted(absolute(p) for p in skill_sources(paths, each_must_hold=False))
    if not only:
        return found
    named = {f: archive_folder(f) if is_zip_file(f) else f.name for f in found}
    missing = sorted(set(only) - set(named.values()))
    if missing:
        names = ", ".join(sorted(set(named.values()))[:20]) or "none"
        raise InvalidInput(f"no skill folder named {', '.join(missing)} under the given paths; found: {names}")
    return [f for f in found if named[f] in only]


def import_folders(
    lifecycle: Lifecycle,
    actor: Actor,
    folders: list[Path],
    *,
    activate: bool = False,
    progress: Callable[[Path], None] | None = None,
    batch: int = BATCH,
    stored: Callable[[ImportReport], None] | None = None,
    dry_run: bool = False,
) -> ImportReport:
    """Write each folder as a skill (source manual), `batch` per transaction; never raises for a bad skill.

    `stored` is called with the report so far after each batch written (`keeper.import_embedding`).
    `dry_run`: report what the import would do by the same rules, writing nothing (`Lifecycle.preview_many`).
    """
    report = ImportReport(dry_run=dry_run)
    first_seen: dict[str, Path] = {}
    # Folders parsed but not yet reported, in order: (folder, entry, the skill to write or None).
    pending: list[tuple[Path, dict[str, Any], Skill | None]] = []

    def flush() -> None:
        batch_skills = [s for _, _, s in pending if s is not None]
        status = Status.ACTIVE if activate else None
        try:
            write = lifecycle.preview_many if dry_run else lifecycle.write_many
            written = write(actor, batch_skills, source="manual", status=status) if batch_skills else []
        except Forbidden as exc:  # the actor may not import at all: every folder says why
            written = [exc] * len(batch_skills)
        outcomes = iter(written)
        for folder, entry, skill in pending:
            if skill is None:
                report.rejected.append(entry)
                outcome: WriteResult | SkillkeeperError | None = None
            else:
                outcome = next(outcomes)
                if isinstance(outcome, WriteResult):
                    first_seen[skill.name] = folder
                file_outcome(report, entry, outcome)
            if dry_run:
                entry["outcome"] = outcome_of(outcome)
                report.folders.append(entry)
            if progress is not None:
                progress(folder)
        pending.clear()
        if stored is not None and batch_skills:
            stored(report)

    for folder in folders:
        entry: dict[str, Any] = {"path": str(folder), "name": None}
        copied = copy_reason(folder)
        if copied:
            refuse(entry, [(COPY, copied)])
            pending.append((folder, entry, None))
            continue
        try:
            parsed = read_skill(folder)
        except (InvalidSkill, InvalidInput) as exc:  # InvalidInput: an archive swapped for a link since collected
            refuse(entry, _reasons(exc))
            pending.append((folder, entry, None))
            continue
        entry["name"] = parsed.name or None
        if parsed.name and any(s is not None and s.name == parsed.name for _, _, s in pending):
            flush()  # whether the earlier folder of this name was written decides this one
        if parsed.name and parsed.name in first_seen:
            refuse(entry, [(DUPLICATE, duplicate_message(parsed.name, first_seen[parsed.name]))])
            pending.append((folder, entry, None))
            continue
        pending.append((folder, entry, parsed))
        if sum(1 for _, _, s in pending if s is not None) >= batch:
            flush()
    flush()
    return report


COPY = "import.copy"
# A dry run's outcome of each folder: a new skill, a new revision of one, no change, or not stored at all
# (a folder's outcome word, not the lifecycle status of the same spelling).
REJECTED_FOLDER = "rejected"
OUTCOMES = ("new", "changed", "unchanged", REJECTED_FOLDER)


def outcome_of(outcome: WriteResult | SkillkeeperError | None) -> str:
    """The OUTCOMES word of one folder's write (None: refused before the write)."""
    if not isinstance(outcome, WriteResult):
        return REJECTED_FOLDER
    if outcome.unchanged:  # also a write of the served revision that withdraws a waiting edit
        return "unchanged"
    return "new" if outcome.created else "changed"


def refuse(entry: dict[str, Any], reasons: list[tuple[str, str]]) -> None:
    """Set a rejected folder's reasons and, beside them, their rule codes."""
    entry["reasons"] = [message for _, message in reasons]
    entry["codes"] = [code for code, _ in reasons]


def _reasons(exc: SkillkeeperError) -> list[tuple[str, str]]:
    details = exc.details if isinstance(exc.details, dict) else {}
    errors = [(str(e.get("code", exc.code)), str(e["message"])) for e in details.get("errors", [])]
    return errors or [(str(details.get("code") or _code(exc)), exc.message)]


def _code(exc: SkillkeeperError) -> str:
    return "skill.unparseable" if isinstance(exc, InvalidSkill) else exc.code


def file_outcome(report: ImportReport, entry: dict[str, Any], outcome: WriteResult | SkillkeeperError) -> None:
    """File one written folder's entry under the list its outcome belongs to."""
    if not isinstance(outcome, WriteResult):
        refuse(entry, _reasons(outcome))
        report.rejected.append(entry)
        return
    # An edit of an active skill waits for review: report it pending, not active.
    entry.update(
        status=ReviewState.PENDING if outcome.pending else outcome.status,
        verdict=outcome.verdict,
        content_hash=outcome.content_hash,
    )
    if outcome.warnings:
        entry["warnings"] = [w["message"] for w in outcome.warnings]
        entry["warning_codes"] = [str(w.get("code", "")) for w in outcome.warnings]
    if outcome.status != Status.QUARANTINED:
        report.revision_ids.append(outcome.revision_id)
    if outcome.status == Status.QUARANTINED and not outcome.unchanged:
        critical = [f for f in outcome.findings if f["severity"] == "critical"]
        entry["findings"] = [f"{f['code']}: {f['message']}" for f in critical]
        entry["finding_codes"] = [str(f["code"]) for f in critical]
        report.quarantined.append(entry)
    elif outcome.created:
        report.imported.append(entry)
    else:
        entry["unchanged"] = outcome.unchanged
        if outcome.withdrawn is not None:  # the folder is the served revision: the waiting edit left the inbox
            entry["withdrawn_edit"] = outcome.withdrawn
        report.updated.append(entry)
