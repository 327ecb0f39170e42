"""`skillkeeper validate`: spec validation of skill folders and archives on disk."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import fail, print_json
from skillkeeper.errors import InvalidInput
from skillkeeper.skill.archive import skill_sources
from skillkeeper.words import counted

if TYPE_CHECKING:
    from skillkeeper.check.validate import FolderReport


def _skill_sources(paths: list[Path]) -> list[Path]:
    """Every skill folder named by or found under `paths`, and archive given, once each; raises typer.Exit(2)."""
    try:
        return skill_sources(paths)
    except InvalidInput as exc:
        raise fail(exc.message, 2) from None


def _line(result: FolderReport) -> str:
    report = result.report
    if report.errors:
        reasons = "; ".join(i.message for i in report.errors)
        extra = "; warnings: " + "; ".join(i.message for i in report.warnings) if report.warnings else ""
        return f"FAIL  {result.path}: {reasons}{extra}"
    if report.warnings:
        return f"warn  {result.path}: " + "; ".join(i.message for i in report.warnings)
    return f"ok    {result.path}"


@app.command("validate")
def validate_command(
    paths: Annotated[
        list[Path],
        typer.Argument(
            metavar="PATH", help="Skill folders, folders of skill folders, or skill archives (.zip, .skill)."
        ),
    ],
    strict: Annotated[
        bool, typer.Option("--strict", help="Fail on front matter fields the spec does not allow.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print results as JSON.")] = False,
) -> None:
    """Validate skill folders and archives against the Agent Skills spec and our caps; exit 1 on errors."""
    from skillkeeper.check.validate import validate_folders  # lazy: the validator and its caps

    results = validate_folders(_skill_sources(paths), strict=strict)
    failed = sum(1 for r in results if r.report.errors)
    warned = sum(1 for r in results if not r.report.errors and r.report.warnings)
    summary = {"total": len(results), "ok": len(results) - failed - warned, "warned": warned, "failed": failed}
    if as_json:
        print_json({"results": [r.to_dict() for r in results], "summary": summary})
    else:
        for r in results:
            typer.echo(_line(r))
        typer.echo(
            f"{counted(summary['total'], 'skill')}: {summary['ok']} ok, "
            f"{warned} with warnings, {failed} failed" + (" (strict)" if strict else "")
        )
    if failed:
        raise typer.Exit(1)
