"""`skillkeeper skills`: the catalog and the review inbox from the terminal."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import (
    default_tenant,
    one_line_errors,
    open_keeper,
    operator_for,
    print_json,
)

skills_app = typer.Typer(help="Browse the catalog and review skills.", no_args_is_help=True)
app.add_typer(skills_app, name="skills")

TenantOpt = Annotated[str | None, typer.Option("--tenant", help="Tenant (default: $SKILLKEEPER_TENANT or 'default').")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


@skills_app.command("list")
@one_line_errors
def list_(
    tenant: TenantOpt = None,
    status: Annotated[str | None, typer.Option(help="Only skills in this status (e.g. staged).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """List every skill of a tenant with its status and scan verdict."""
    from rich.console import Console
    from rich.table import Table

    from skillkeeper.store.skills import tenant_skills

    keeper = open_keeper()
    try:
        actor = operator_for(keeper, tenant or default_tenant())
        with keeper.store.read() as conn:
            rows = tenant_skills(conn, actor.tenant_id, status=status)
    finally:
        keeper.close()
    if as_json:
        print_json({"skills": rows})
        return
    table = Table("name", "status", "verdict", "kind", "source")
    for r in rows:
        shown = (r["status"] + (" (edit pending)" if r["pending_edit"] else "")
                 + (" (deletion proposed)" if r["delete_proposed"] else "")
                 + (" (deferred)" if r["deferred"] else ""))
        table.add_row(r["name"], shown, r["verdict"] or "", r["kind"], r["source"])
    Console().print(table)


@skills_app.command("show")
@one_line_errors
def show(name: str, tenant: TenantOpt = None, as_json: JsonOpt = False) -> None:
    """Show a skill of a tenant (any status), its revisions and its SKILL.md."""
    from skillkeeper.errors import NotFound
    from skillkeeper.store.skills import file_infos, revision_row, revisions_of, skill_row
    from skillkeeper.store.tenants import iso

    keeper = open_keeper()
    try:
        actor = operator_for(keeper, tenant or default_tenant())
        with keeper.store.read() as conn:
            row = skill_row(conn, actor.tenant_id, name)
            if row is None:
                raise NotFound(f"skill {name!r} not found; `skillkeeper skills list` shows what exists")
            head = revision_row(conn, row["head_revision_id"])
            assert head is not None
            proposer = row["delete_proposed_by"]
            data = {
                "earlier_decision": row["decision"] or None,
                "delete_proposed": None if proposer is None else {
                    "by": proposer, "at": iso(row["delete_proposed_at"])},
                "name": row["name"], "status": row["status"], "kind": row["kind"], "source": row["source"],
                "content_hash": head["content_hash"], "verdict": head["verdict"], "scan": head["scan"],
                "warnings": head["warnings"], "revisions": revisions_of(conn, row["id"]),
                "files": [{"path": f.path, "size": f.size, "digest": f.digest} for f in file_infos(conn, head["id"])],
                "skill_md": head["skill_md"],
            }
    finally:
        keeper.close()
    if as_json:
        print_json(data)
        return
    for line in review_notes(data):
        typer.echo(line)
    typer.echo(f"{data['name']}  status={data['status']}  verdict={data['verdict']}  {data['content_hash']}")
    for f in data["scan"].get("findings", []):
        loc = f.get("location") or {}
        typer.echo(f"  [{f['severity']}] {f['code']} {loc.get('file', '')}:{loc.get('line', '')} {f['message']}")
    for f in data["files"]:
        typer.echo(f"  file {f['path']} ({f['size']} bytes)")
    typer.echo("")
    typer.echo(data["skill_md"])


def review_notes(data: dict[str, Any]) -> list[str]:
    """What a reviewer must see before anything else: a standing decision, a proposed deletion."""
    lines = []
    decision = data.get("earlier_decision")
    if decision:
        done = "rejected" if decision["action"] == "reject" else "quarantined"
        why = f": {decision['reason']}" if decision.get("reason") else ""
        lines.append(f"earlier decision: {done} by {decision['by']} at {decision['at']} "
                     f"on revision {decision['revision']} ({decision['content_hash']}){why}")
    proposed = data.get("delete_proposed")
    if proposed:
        lines.append(f"deletion proposed by {proposed['by']} at {proposed['at']}: "
                     "approve deletes it, reject keeps it")
    return lines


@skills_app.command("search")
@one_line_errors
def search(
    query: str,
    tenant: TenantOpt = None,
    limit: Annotated[int, typer.Option(min=1, max=100)] = 10,
    as_json: JsonOpt = False,
) -> None:
    """Search the skills an agent of the tenant can see, best first."""
    from skillkeeper.access.visibility import viewer_for
    from skillkeeper.store.search import search as run_search

    keeper = open_keeper()
    try:
        actor = operator_for(keeper, tenant or default_tenant())
        with keeper.store.read() as conn:
            hits = run_search(conn, viewer_for(conn, actor.tenant_id), query, limit)
    finally:
        keeper.close()
    if as_json:
        print_json({"results": [{**view.card(), "score": round(score, 4)} for view, score in hits]})
        return
    for view, score in hits:
        typer.echo(f"{score:8.3f}  {view.name}  {view.summary}")


@skills_app.command("history")
@one_line_errors
def history(name: str, tenant: TenantOpt = None, as_json: JsonOpt = False) -> None:
    """Show a skill's audit trail: every transition, who, when and why."""
    from skillkeeper.review.audit import events_for

    keeper = open_keeper()
    try:
        actor = operator_for(keeper, tenant or default_tenant())
        with keeper.store.read() as conn:
            events = events_for(conn, actor.tenant_id, name)
    finally:
        keeper.close()
    if as_json:
        print_json({"name": name, "events": events})
        return
    if not events:
        typer.echo(f"no history for {name!r}")
    for e in events:
        typer.echo(f"{e['at']}  {e['action']:<10} {e['from_status'] or '-':>11} -> {e['to_status'] or '-':<11} "
                   f"by {e['actor']}{'  (' + e['reason'] + ')' if e['reason'] else ''}")


def _make_action(action: str, doc: str) -> None:
    @one_line_errors
    def command(
        name: str,
        reason: Annotated[str | None, typer.Option(help="Why (kept in the audit trail).")] = None,
        expect: Annotated[str | None, typer.Option(
            "--expect", metavar="HASH",
            help="Act only if the waiting revision still has this content hash (from `skills show`).")] = None,
        tenant: TenantOpt = None,
    ) -> None:
        keeper = open_keeper()
        try:
            actor = operator_for(keeper, tenant or default_tenant())
            result = keeper.lifecycle.act(actor, name, action, reason, expected_hash=expect)
        finally:
            keeper.close()
        typer.echo(f"{result.name}: {result.from_status} -> {result.to_status} ({result.content_hash})")

    command.__doc__ = doc
    skills_app.command(action, help=doc)(command)


for _action, _doc in (
    ("approve", "Approve a staged skill or a pending edit (it reaches agents), "
                "or a proposed deletion (it goes)."),
    ("reject", "Reject a staged skill or a pending edit (the decision sticks to rewrites), "
               "or a proposed deletion."),
    ("quarantine", "Quarantine a skill: it stops reaching agents until released and approved."),
    ("release", "Release a quarantined skill back to staged after a clean re-scan."),
    ("defer", "Defer a staged skill: it stays staged and sorts last in the inbox."),
    ("deprecate", "Deprecate an active skill: retired from delivery, kept for history."),
):
    _make_action(_action, _doc)
