"""`skills show --files/--file/--history/--diff`: a reviewer's detail of a skill in the terminal."""

from __future__ import annotations

import re
from typing import Any

import typer

from skillkeeper.cli._common import admin_backend, print_json, tenant_for
from skillkeeper.cli.reads import remember, tenant_of, where
from skillkeeper.review.detail import visible
from skillkeeper.words import counted

_SHORT_HASH = re.compile(r"(sha256:[0-9a-f]{8,64})\.\.\.(?=$|\.\.)")


def _diff_range(spec: str) -> tuple[str | None, str | None]:
    """`A..B`, `A..`, `..B`, `A` (A to the head) or '' (the head against the revision before it).

    A hash as printed, cut short with `...` (`sha256:bda17524...`), is read as that hash.
    """
    spec = _SHORT_HASH.sub(r"\1", spec)
    if ".." not in spec:
        return (spec.strip() or None), None
    a, b = spec.split("..", 1)
    return a.strip() or None, b.strip() or None


def _head_read(data: dict[str, Any], files: bool, diff_to_head: bool) -> str | None:
    """The head's content hash when this view showed it: its file list, or a diff that ends at it."""
    if files and data.get("head"):
        return str(data["content_hash"])
    if diff_to_head and data.get("to"):
        return str(data["to"]["content_hash"])
    return None


def _echo_files(data: dict[str, Any]) -> None:
    typer.echo(f"{data['name']}  revision {data['revision']}  {data['content_hash']}  verdict={data['verdict']}")
    for f in data["files"]:
        kind = "text" if f["text"] else "binary"
        flags = f"  {counted(f['findings'], 'finding')}" if f["findings"] else ""
        typer.echo(f"  {visible(f['path'])}  {f['size']} bytes  {kind}  sha256:{f['sha256'][:16]}…{flags}")


def _echo_file(data: dict[str, Any]) -> None:
    typer.echo(f"{visible(data['path'])}  revision {data['revision']}  {data['size']} bytes  sha256:{data['sha256']}")
    if data["lines"] is None:
        typer.echo("  (binary file: not shown)")
        return
    flagged: dict[int, list[dict[str, Any]]] = {}
    for f in data["findings"]:
        flagged.setdefault(int((f.get("location") or {}).get("line") or 0), []).append(f)
    width = len(str(len(data["lines"])))
    for n, line in enumerate(data["lines"], start=1):
        mark = "!" if n in flagged else " "
        typer.echo(f"{mark}{n:>{width}} | {visible(line)}")
        for f in flagged.get(n, []):
            typer.echo(f"{' ' * (width + 2)}^ [{f['severity']}] {f['code']} {visible(f['message'])}")
    for f in flagged.get(0, []):
        typer.echo(f"  [{f['severity']}] {f['code']} (whole file) {visible(f['message'])}")


def _echo_history(data: dict[str, Any]) -> None:
    approved = data.get("last_approved")
    last = f"revision {approved['revision']}" if approved else "never"
    typer.echo(f"{data['name']}  status={data['status']}  last approved: {last}")
    typer.echo("revisions:")
    for r in data["revisions"]:
        typer.echo(
            f"  {r['revision']:>3}  {r['content_hash']}  {r['created_at']}  by {visible(r['author'])} ({r['source']})"
            f"  verdict={r['verdict']}  {r['review_state']}"
        )
    typer.echo("events:")
    for e in data["events"]:
        why = f"  ({visible(e['reason'])})" if e["reason"] else ""
        rev = f" rev {e['revision']}" if e["revision"] else ""
        moved = f"{e['from_status'] or '-'} -> {e['to_status'] or '-'}"
        typer.echo(f"  {e['at']}  {e['action']:<11} {moved:<24} by {visible(e['actor'])}{rev}{why}")


def _echo_diff(data: dict[str, Any]) -> None:
    start = f"revision {data['from']['revision']}" if data["from"] else "nothing"
    changed = counted(len(data["files"]), "file")
    typer.echo(f"{data['name']}: {start} -> revision {data['to']['revision']}, {changed} changed")
    for f in data["files"]:
        if f["binary"]:
            typer.echo(f"binary {visible(f['path'])} {f['change']}")
            continue
        typer.echo(visible(f["diff"]), nl=False)
        if f["truncated"]:
            typer.echo("(diff cut short)")


def show_detail(
    name: str,
    files: bool,
    file: str | None,
    history: bool,
    diff: str | None,
    revision: str | None,
    tenant: str | None,
    server: str | None,
    as_json: bool,
) -> None:
    """Print one detail view of `name` (the first asked for, in the order files, file, history, diff)."""
    shown_diff = not files and file is None and not history  # the first view asked for is the one shown
    with admin_backend(server, "skills:review") as admin:
        who = tenant_for(tenant, server)
        if files:
            data, echo = admin.detail(who, name, "files", revision=revision), _echo_files
        elif file is not None:
            data, echo = admin.detail(who, name, "file", path=file, revision=revision), _echo_file
        elif history:
            data, echo = admin.detail(who, name, "history"), _echo_history
        else:
            a, b = _diff_range(diff or "")
            data, echo = admin.detail(who, name, "diff", **{"from": a, "to": b}), _echo_diff
        read = _head_read(data, files, shown_diff and _diff_range(diff or "")[1] is None)
        if read:  # the reviewer read the waiting revision: approve without --expect acts on this one
            remember(where(server), tenant_of(admin, who, server), {name: read})
    if as_json:
        print_json(data)
    else:
        echo(data)
