"""`skillkeeper import`: bring skill folders in through the write path."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import (
    default_tenant,
    fail,
    one_line_errors,
    open_keeper,
    operator_for,
    print_json,
)


@app.command("import")
@one_line_errors
def import_(
    paths: Annotated[list[Path], typer.Argument(help="Skill folders, or folders holding skill folders.")],
    tenant: Annotated[str | None, typer.Option(help="Tenant to import into (created if missing).")] = None,
    activate: Annotated[bool, typer.Option(help="Approve clean and warned skills right away.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Import every skill folder found under PATH through validation, scan and review."""
    from rich.console import Console  # lazy: rich, for this command's output
    from rich.progress import Progress  # lazy: rich's progress bars, for this command
    from rich.table import Table  # lazy: rich, for this command's output

    from skillkeeper.ingest import collect_folders, import_folders  # lazy: the lifecycle and scanner

    for p in paths:
        if not p.exists():
            raise fail(f"{p} does not exist", code=2)
    keeper = open_keeper()
    try:
        actor = operator_for(keeper, tenant or default_tenant(), create=True)
        folders = collect_folders(paths)
        if not folders:
            raise fail("no SKILL.md found under the given paths")
        err = Console(stderr=True)
        if err.is_terminal and not as_json:
            with Progress(console=err, transient=True) as bar:
                task = bar.add_task("importing", total=len(folders))
                report = import_folders(
                    keeper.lifecycle, actor, folders, activate=activate, progress=lambda _p: bar.advance(task)
                )
        else:
            report = import_folders(keeper.lifecycle, actor, folders, activate=activate)
    finally:
        keeper.close()
    if as_json:
        print_json(report.to_dict())
        return
    table = Table("result", "count")
    for key, value in report.to_dict()["summary"].items():
        table.add_row(key, str(value))
    out = Console()
    out.print(table)
    for entry in report.quarantined[:50]:
        first = (entry.get("findings") or ["critical scan finding"])[0]
        out.print(
            f"quarantined {entry['name']}: {first} (`skillkeeper skills show {entry['name']}`)",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )
    for entry in report.rejected[:50]:
        who = f"{entry['name']} ({entry['path']})" if entry.get("name") else entry["path"]
        out.print(
            f"rejected {who}: {'; '.join(entry['reasons'])}", markup=False, highlight=False, soft_wrap=True
        )  # one line per folder, however narrow the terminal
    if len(report.rejected) > 50:
        out.print(f"... and {len(report.rejected) - 50} more rejected (use --json for all)")
    sys.stdout.flush()
