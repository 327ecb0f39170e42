"""`skillkeeper scan`: the Sentinel pre-scan over skill folders and archives on disk (text, JSON or SARIF)."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import fail, print_json
from skillkeeper.errors import InvalidInput
from skillkeeper.skill.archive import skill_sources
from skillkeeper.words import counted

if TYPE_CHECKING:
    from skillkeeper.check.scan.sarif import SkillScan


class OutputFormat(StrEnum):
    text = "text"
    json = "json"
    sarif = "sarif"


class FailOn(StrEnum):
    critical = "critical"
    warn = "warn"


_BLOCKING = {"critical": {"quarantined", "refused"}, "warn": {"quarantined", "refused", "warn"}}
_STYLE = {"clean": "green", "warn": "yellow", "quarantined": "red", "refused": "bold red"}


def _skill_sources(paths: list[Path]) -> list[Path]:
    """Skill folders named by or found under `paths`, and archives given; raises typer.Exit(2) on a bad path."""
    try:
        return skill_sources(paths)
    except InvalidInput as exc:
        raise fail(exc.message, 2) from None


def _as_json(scans: list[SkillScan]) -> dict[str, Any]:
    results = []
    for s in scans:
        data = s.result.to_dict()
        results.append(
            {
                "path": s.path,
                "name": s.name,
                "verdict": s.result.verdict,
                "content_hash": data["content_hash"],
                "findings": data["findings"],
            }
        )
    counts = {v: sum(1 for s in scans if s.result.verdict == v) for v in ("clean", "warn", "quarantined", "refused")}
    return {"results": results, "summary": {"total": len(scans), **counts}}


def _print_text(scans: list[SkillScan]) -> None:
    from rich.console import Console  # lazy: rich, for this command's output
    from rich.markup import escape  # lazy: rich, for this command's output
    from rich.table import Table  # lazy: rich, for this command's output

    console = Console(highlight=False)
    table = Table(show_header=True, header_style="bold")
    table.add_column("verdict", no_wrap=True)
    table.add_column("skill", overflow="fold")
    table.add_column("critical", justify="right", no_wrap=True)
    table.add_column("warn", justify="right", no_wrap=True)
    table.add_column("first finding", overflow="fold")
    for s in scans:
        crit = sum(1 for f in s.result.findings if f.severity == "critical" or f.fatal)
        warn = sum(1 for f in s.result.findings if f.severity == "warn")
        first = s.result.findings[0].code if s.result.findings else ""
        style = _STYLE[s.result.verdict]
        table.add_row(f"[{style}]{s.result.verdict}[/]", escape(s.path), str(crit), str(warn), first)
    console.print(table)
    for s in scans:
        shown = [f for f in s.result.findings if f.severity != "info"]
        if not shown:
            continue
        console.print(f"\n[bold]{escape(s.path)}[/] ([{_STYLE[s.result.verdict]}]{s.result.verdict}[/])")
        for f in shown:
            loc = f.location
            where = f"{loc.file}:{loc.line}:{loc.column}" if loc and loc.line else (loc.file if loc else "-")
            level = ("FATAL " if f.fatal else "") + f.severity
            console.print(f"  {level:<9} {f.code}  {escape(where)}  {escape(f.message)}")
            if loc and loc.excerpt:
                console.print(f"            {escape(loc.excerpt)}", soft_wrap=True)
    counts = _as_json(scans)["summary"]
    console.print(
        f"\n{counted(counts['total'], 'skill')}: {counts['clean']} clean, {counts['warn']} warn, "
        f"{counts['quarantined']} quarantined, {counts['refused']} refused"
    )


@app.command("scan")
def scan_command(
    paths: Annotated[
        list[Path],
        typer.Argument(
            metavar="PATH", help="Skill folders, folders of skill folders, or skill archives (.zip, .skill)."
        ),
    ],
    output_format: Annotated[
        OutputFormat, typer.Option("--format", help="Output: text table, JSON or SARIF 2.1.0.")
    ] = OutputFormat.text,
    fail_on: Annotated[
        FailOn, typer.Option("--fail-on", help="Exit 1 when a skill has findings at or above this severity.")
    ] = FailOn.critical,
    skip: Annotated[
        list[str] | None,
        typer.Option(
            "--skip", help="Rule codes or categories to leave out (repeat or comma-separate); see docs/rules.md."
        ),
    ] = None,
) -> None:
    """Security pre-scan (Sentinel) of skill folders and archives; exit 1 on findings at or above --fail-on."""
    from skillkeeper.check.scan.allow import allowable, skip_problem  # lazy: the scanner, which --help never needs
    from skillkeeper.check.scan.folders import scan_source  # lazy: the scanner
    from skillkeeper.check.scan.sarif import rule_url, to_sarif  # lazy: the SARIF writer

    skipped = tuple(code.strip() for item in skip or [] for code in item.split(",") if code.strip())
    problem = skip_problem(list(skipped))
    if problem:  # as the tenant's scan_skip: a typo, or a rule that always runs, is said, not ignored
        raise fail(f"--skip: {problem}", 2)
    scans = [scan_source(d, skipped) for d in _skill_sources(paths)]
    if output_format is OutputFormat.json:
        print_json(_as_json(scans))
    elif output_format is OutputFormat.sarif:
        print_json(to_sarif(scans))
    else:
        _print_text(scans)
    blocking = [s for s in scans if s.result.verdict in _BLOCKING[fail_on.value]]
    if blocking:
        if output_format is OutputFormat.text:
            # The table said what was found; say what to do about it (the exit code alone did not).
            codes = [f.code for s in blocking for f in s.result.findings if f.severity != "info"]
            code = codes[0] if codes else ""
            # A folder that does not parse (or a structure rule) is fixed, never skipped.
            offer_skip = ", or leave a false positive's rule out with --skip CODE" if any(map(allowable, codes)) else ""
            typer.echo(
                f"{counted(len(blocking), 'skill')} at or above --fail-on {fail_on.value}: fix each finding "
                f"(what {code} means, with a bad and a good example: {rule_url(code)}){offer_skip}",
                err=True,
            )
        raise typer.Exit(1)
