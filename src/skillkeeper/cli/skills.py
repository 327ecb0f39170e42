"""`skillkeeper skills`: the catalog and the review inbox, on this database or `--server URL`."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import (
    JsonOpt,
    NameArg,
    ServerOpt,
    TenantOpt,
    admin_backend,
    fail,
    one_line_errors,
    print_json,
    tenant_for,
)
from skillkeeper.cli._synonyms import SKILLS, hinting
from skillkeeper.cli.reads import remember, tenant_of, where
from skillkeeper.review.states import DONE, Action, Status
from skillkeeper.words import closest

skills_app = typer.Typer(cls=hinting(SKILLS), help="Browse the catalog and review skills.", no_args_is_help=True)
app.add_typer(skills_app, name="skills")


def _shown_status(row: dict[str, Any]) -> str:
    # An edit of an active skill waits for review while the approved revision keeps serving.
    return (
        str(row["status"])
        + (" (edit pending)" if row.get("pending_edit") else "")
        + (" (deletion proposed)" if row.get("delete_proposed") else "")
        + (" (deferred)" if row.get("deferred") else "")
    )


def _none_listed(tenant: str | None, server: str | None, status: str | None) -> str:
    if server is None:
        name = tenant_for(tenant, server)  # named in the import: a pasted hint must fill this tenant
        return (
            f"no skills in tenant {name!r}{' in status ' + status if status else ''}; add some with "
            f"`skillkeeper import PATH --tenant {name}`, or pick another tenant with --tenant "
            "(`skillkeeper tenants list`)"
        )
    # Over --server the list without --status is the active skills (GET /skills); the rest wait in the inbox.
    shown = f"{status} skills" if status else "active skills"
    waiting = "" if status else f", and `skillkeeper skills inbox --server {server}` lists those waiting for review"
    return f"no {shown} at {server}; add some with `skillkeeper import PATH --server {server}`{waiting}"


@skills_app.command("list")
@one_line_errors
def list_(
    tenant: TenantOpt = None,
    status: Annotated[str | None, typer.Option(help="Only skills in this status (e.g. staged).")] = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """List every skill of a tenant with its status and scan verdict."""
    from rich.console import Console  # lazy: rich, for this command's output
    from rich.table import Table  # lazy: rich, for this command's output

    if status is not None and status not in set(Status):
        # An unknown status (a typo, 'all', 'Staged') listed nothing and said the tenant had no such skills.
        meant = closest(status, list(Status))
        hint = f" (did you mean {meant}?)" if meant else ""
        said = f"use one of {', '.join(Status)}, or leave it out for every skill"
        raise fail(f"--status {status!r} is not a status{hint}; {said}", 2)
    with admin_backend(server, "skills:read") as admin:
        rows = admin.skills(tenant_for(tenant, server), status)
    if as_json:
        print_json({"skills": rows})
        return
    if not rows:
        typer.echo(_none_listed(tenant, server, status))
        return
    table = Table("name", "status", "verdict", "kind", "source")
    for r in rows:
        table.add_row(r["name"], _shown_status(r), r.get("verdict") or "", r.get("kind") or "", r.get("source") or "")
    Console().print(table)


_SHOW_HELP = (
    "Show a skill of a tenant (any status), its revisions and its SKILL.md; or its files, history or a diff."
    "\n\nThe plain view, the head's --files and a --diff ending at the head remember the content hash they "
    "showed: `skills approve NAME` (and the other review actions) without --expect then act on that "
    "revision, and refuse if the skill changed since."
)


# The help is one string per paragraph: Typer keeps a docstring's line breaks after its first paragraph.
@skills_app.command("show", help=_SHOW_HELP)
@one_line_errors
def show(
    name: NameArg,
    files: Annotated[bool, typer.Option("--files", help="List the revision's files and the findings in each.")] = False,
    file: Annotated[
        str | None, typer.Option("--file", metavar="PATH", help="Print one file with line numbers and its findings.")
    ] = None,
    show_history: Annotated[
        bool, typer.Option("--history", help="Revisions and decisions: who, when, verdict, why.")
    ] = False,
    diff: Annotated[
        str | None,
        typer.Option(
            "--diff",
            metavar="A..B",
            help="Per-file diff between revisions (numbers or hashes); '..' for the head against the one before.",
        ),
    ] = None,
    revision: Annotated[
        str | None, typer.Option("--revision", metavar="REV", help="With --files/--file: this revision.")
    ] = None,
    tenant: TenantOpt = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show a skill of a tenant (any status), its revisions and its SKILL.md; or its files, history or a diff."""
    if files or file is not None or show_history or diff is not None:
        from skillkeeper.cli._detail import show_detail  # imported on use: it pulls in the database layer

        show_detail(name, files, file, show_history, diff, revision, tenant, server, as_json)
        return
    with admin_backend(server, "skills:review") as admin:
        who = tenant_for(tenant, server)
        data = admin.skill(who, name)
        if data.get("content_hash"):  # the revision read: approve without --expect acts on this one
            remember(where(server), tenant_of(admin, who, server), {name: data["content_hash"]})
    if as_json:
        print_json(data)
        return
    for line in review_notes(data):
        typer.echo(line)
    typer.echo(f"{data['name']}  status={_shown_status(data)}  verdict={data['verdict']}  {data['content_hash']}")
    for f in (data.get("scan") or {}).get("findings", []):
        loc = f.get("location") or {}
        typer.echo(f"  [{f['severity']}] {f['code']} {loc.get('file', '')}:{loc.get('line', '')} {f['message']}")
    for f in data["files"]:
        typer.echo(f"  file {f['path']} ({f['size']} bytes)")
    typer.echo("")
    typer.echo(data["skill_md"])


def review_notes(data: dict[str, Any]) -> list[str]:
    """What a reviewer must see before anything else: a standing decision, rejected content, a proposed deletion."""
    lines = []
    decision = data.get("earlier_decision")
    if decision:
        done = DONE[Action.REJECT if decision["action"] == Action.REJECT else Action.QUARANTINE]
        why = f": {decision['reason']}" if decision.get("reason") else ""
        lines.append(
            f"earlier decision: {done} by {decision['by']} at {decision['at']} "
            f"on revision {decision['revision']} ({decision['content_hash']}){why}"
        )
    if data.get("rejected_before"):
        lines.append(
            f"rejected before as revision {data['rejected_before']}: a reviewer rejected this very content; "
            "it waits for a reviewer again"
        )
    withdrawn = data.get("withdrawn_before")
    if withdrawn:
        lines.append(
            f"withdrawn before: this content waited as revision {withdrawn['revision']} until "
            f"{withdrawn['by']} withdrew it at {withdrawn['at']}"
        )
    proposed = data.get("delete_proposed")
    if proposed:
        lines.append(f"deletion proposed by {proposed['by']} at {proposed['at']}: approve deletes it, reject keeps it")
    return lines


@skills_app.command("search")
@one_line_errors
def search(
    query: Annotated[str, typer.Argument(help="What the agent is trying to do, in a few words.")],
    tenant: TenantOpt = None,
    limit: Annotated[int, typer.Option(min=1, max=100, metavar="N", help="At most N results.")] = 10,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Search the skills an agent of the tenant can see, best first."""
    if not query.strip():
        raise fail('give a few words to search for, e.g. `skillkeeper skills search "fill a pdf form"`', 2)
    with admin_backend(server, "skills:read") as admin:
        hits = admin.search(tenant_for(tenant, server), query, limit)
    if as_json:
        print_json({"results": hits})
        return
    if not hits:
        # The hint acts where the search did: this tenant, or this server (not the default tenant here).
        listing = (
            f"`skillkeeper skills inbox --server {server}` lists those waiting for review"
            if server
            else f"`skillkeeper skills list --tenant {tenant_for(tenant, server)}` shows every skill, unreviewed too"
        )
        typer.echo(f"no served skill matches; {listing}")
    for hit in hits:
        score = f"{hit['score']:8.3f}  " if "score" in hit else ""
        typer.echo(f"{score}{hit['name']}  {hit.get('summary') or hit.get('description', '')}")


@skills_app.command("history")
@one_line_errors
def history(name: NameArg, tenant: TenantOpt = None, server: ServerOpt = None, as_json: JsonOpt = False) -> None:
    """Show a skill's audit trail: every transition, who, when and why."""
    with admin_backend(server, "skills:review") as admin:
        data = admin.history(tenant_for(tenant, server), name)
    if as_json:
        print_json({"name": name, "events": data["events"]})
        return
    for e in data["events"]:
        typer.echo(
            f"{e['at']}  {e['action']:<10} {e['from_status'] or '-':>11} -> {e['to_status'] or '-':<11} "
            f"by {e['actor']}{'  (' + e['reason'] + ')' if e['reason'] else ''}"
        )
        if e.get("note"):  # what the event did, in words (servers before it send none)
            typer.echo(f"    {e['note']}")


from skillkeeper.cli import review  # noqa: E402, F401  (the review commands join this group)
