"""What `skillkeeper import` prints: the summary, the folders that did not go in cleanly, a dry run's outcomes."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from skillkeeper.cli._common import fail, print_json
from skillkeeper.words import counted

if TYPE_CHECKING:
    from rich.table import Table

    from skillkeeper.ingest import Groups, ImportReport


DRY_RUN_DONE = "dry run: nothing was written; run again without --dry-run to import"


def outcome(report: ImportReport, as_json: bool, strict: bool) -> None:
    """Say plainly when folders did not (in a dry run: would not) go in; with `strict`, exit 1 for it.

    A dry run ends with DRY_RUN_DONE on stdout (but with `as_json`: the document says `dry_run`).
    """
    from skillkeeper.review.states import Status  # lazy: with the report it reads

    # A quarantined folder imported again unchanged is filed under `updated`, yet it still never serves.
    again = sum(1 for e in report.updated if e.get("unchanged") and e.get("status") == Status.QUARANTINED)
    held, refused = len(report.quarantined) + again, len(report.rejected)
    done = report.dry_run and not as_json
    went, stored = ("would not go in", "would be stored") if report.dry_run else ("did not go in", "stored")
    line = (
        f"{held + refused} of {counted(report.total, 'folder')} {went} cleanly: {held} quarantined "
        f"({stored}, never served until a reviewer releases it"
        + (f"; {again} of them unchanged since an earlier import" if again else "")
        + f"), {refused} rejected ({'would not be' if report.dry_run else 'not'} stored)"
    )
    if (held or refused) and strict:
        if done:
            typer.echo(DRY_RUN_DONE)
        raise fail(f"{line}; exit 1 (--strict)")
    if (held or refused) and not as_json:  # the JSON document stays the only thing on stdout
        typer.echo(f"warning: {line}; the exit status is 0 all the same (--strict makes it 1)")
    if done:
        typer.echo(DRY_RUN_DONE)


def show_dry_run(report: ImportReport, as_json: bool) -> None:
    """A dry run's report: each folder's outcome in folder order, then the import's summary and warnings."""
    from rich.console import Console  # lazy: rich, for this command's output

    if as_json:
        print_json(report.to_dict())
        return
    out = Console()
    lines = [f"{report.empty_catalog} (the import creates it): compared against an empty catalog"]
    for line in (lines if report.empty_catalog else []) + [_folder_line(e) for e in report.folders]:
        out.print(line, markup=False, highlight=False, soft_wrap=True)  # one line each, however narrow
    out.print(_summary(report))
    for line in _warning_lines(report):
        out.print(line, markup=False, highlight=False, soft_wrap=True)
    sys.stdout.flush()


def _folder_line(entry: dict[str, Any]) -> str:
    """`OUTCOME  NAME: what the import would do with it` for one folder of a dry run."""
    from skillkeeper.ingest import REJECTED_FOLDER  # lazy: with the report it reads
    from skillkeeper.review.states import ReviewState, Status  # lazy: with the report it reads

    kind, status = entry["outcome"], entry.get("status")
    if kind == REJECTED_FOLDER:
        who = f"{entry['name']} ({entry['path']})" if entry.get("name") else entry["path"]
        return f"rejected   {who}: {'; '.join(entry['reasons'])}"
    if kind == "unchanged" and entry.get("withdrawn_edit") is not None:
        what = f"the served revision: would withdraw the edit waiting for review (revision {entry['withdrawn_edit']})"
    elif kind == "unchanged":
        what = f"already stored ({'an edit of it waits for review' if status == ReviewState.PENDING else status})"
    elif status == Status.QUARANTINED:
        codes = ", ".join(entry.get("finding_codes") or []) or "a reviewer's quarantine holds until released"
        what = f"would be quarantined: {codes}"
    elif status == Status.ACTIVE:
        what = "would go active"
    else:
        serving = " (the approved revision keeps serving)" if status == ReviewState.PENDING else ""
        what = f"would wait for review{serving}"
    return f"{kind:<10} {entry['name']}: {what}"


def _summary(report: ImportReport) -> Table:
    """The import's counts as a table of result and count."""
    from rich.table import Table  # lazy: rich, for this command's output

    table = Table("result", "count")
    for key, value in report.to_dict()["summary"].items():
        table.add_row(key, str(value))
    return table


def show(report: ImportReport, as_json: bool, where: str = "") -> None:
    """The import's summary, the folders that did not go in cleanly or with warnings, and what waits for review."""
    from rich.console import Console  # lazy: rich, for this command's output

    from skillkeeper.review.states import COMEBACKS, ReviewState, Status  # lazy: with the report it reads

    waits = (Status.STAGED, ReviewState.PENDING)  # a new skill, or an edit of an active one

    if as_json:
        print_json(report.to_dict())
        return
    out = Console()
    out.print(_summary(report))
    for line in _problem_lines(report, where):
        out.print(line, markup=False, highlight=False, soft_wrap=True)  # one line each, however narrow
    for entry in report.updated:
        if entry.get("withdrawn_edit") is not None:
            n = entry["withdrawn_edit"]
            line = f"{entry['name']}: the waiting edit (revision {n}) is withdrawn: this folder is the served revision"
            out.print(line, markup=False, highlight=False, soft_wrap=True)
        elif entry.get("unchanged") and entry.get("status") in COMEBACKS:
            # "unchanged" alone read as "served as before" for a skill a reviewer had retired.
            status = entry["status"]
            line = f"{entry['name']}: unchanged, so still {status} (not served){COMEBACKS[status]}"
            out.print(line, markup=False, highlight=False, soft_wrap=True)
    waiting = sum(1 for e in report.imported + report.updated if e.get("status") in waits)
    if waiting:
        out.print(
            f"{waiting} waiting for review: a reviewer lists them with `skillkeeper skills inbox{where}` "
            f"and approves each with `skillkeeper skills approve NAME{where}`",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )
    sys.stdout.flush()


PER_FOLDER = 5  # up to this many folders of a kind get a line each; more are grouped by rule code


def _problem_lines(report: ImportReport, where: str) -> list[str]:
    """Quarantined, rejected and warned folders: a line each when few, else a line per rule code."""
    groups = report.grouped()
    lines: list[str] = []
    if len(report.quarantined) > PER_FOLDER:
        lines += _grouped(groups.quarantined, f"{counted(len(report.quarantined), 'folder')} quarantined")
    else:
        for entry in report.quarantined:
            first = (entry.get("findings") or ["critical scan finding"])[0]
            lines.append(f"quarantined {entry['name']}: {first} (`skillkeeper skills show {entry['name']}{where}`)")
    if len(report.rejected) > PER_FOLDER:
        lines += _grouped(groups.rejected, f"{counted(len(report.rejected), 'folder')} rejected")
    else:
        for entry in report.rejected:
            who = f"{entry['name']} ({entry['path']})" if entry.get("name") else entry["path"]
            lines.append(f"rejected {who}: {'; '.join(entry['reasons'])}")
    return lines + _warning_lines(report)


def _warning_lines(report: ImportReport) -> list[str]:
    """Folders written with validation warnings: a line each when few, else a line per rule code."""
    if len(report.warned) > PER_FOLDER:
        return _grouped(report.grouped().warned, f"{counted(len(report.warned), 'folder')} imported with warnings")
    return [f"warning {e['name']}: {'; '.join(e['warnings'])}" for e in report.warned]


def _grouped(groups: Groups, head: str) -> list[str]:
    lines = [f"{head}, by rule (`--json` lists every folder and reason):"]
    for code, message, entries in groups:
        names = [str(e.get("name") or Path(e["path"]).name) for e in entries]
        more = f" and {len(names) - 3} more" if len(names) > 3 else ""
        lines.append(f"  {len(entries):>4}  {code}: e.g. {message} ({', '.join(names[:3])}{more})")
    return lines
