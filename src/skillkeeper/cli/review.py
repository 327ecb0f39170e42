"""`skillkeeper skills inbox` and the review actions (`approve NAME... [--from-file F]`, ...).

One command per action of the lifecycle's transition table, its help taken from the table.
Several names (or a file of them) make one bulk action with a result per skill. Without --expect an
action applies to the revision `skills show`/`skills inbox` last printed to this reviewer (cli/reads.py).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from skillkeeper.cli._common import (
    JsonOpt,
    ServerOpt,
    TenantOpt,
    admin_backend,
    fail,
    one_line_errors,
    print_json,
    same_place,
    tenant_for,
)
from skillkeeper.cli.reads import recall, remember, tenant_of, where
from skillkeeper.cli.skills import _shown_status, review_notes, skills_app
from skillkeeper.errors import StaleReview
from skillkeeper.review.states import HELP, Action, Status
from skillkeeper.words import counted

PINNED_HELP = (
    " Without --expect it acts on the revision `skills show NAME` or `skills inbox` last printed to you "
    "(and says which); if the skill changed since, it refuses. With nothing read by you it acts on the revision "
    "waiting now and prints its hash."
)


def read_items(path: Path) -> list[dict[str, Any]]:
    """Skills named in a file (`-`: standard input): `NAME [CONTENT_HASH]` per line (# comments), or
    `skills inbox --json` output."""
    text = sys.stdin.read() if str(path) == "-" else path.read_text(encoding="utf-8")
    if text.lstrip().startswith("{"):
        data = json.loads(text)
        return [{"name": i["name"], "content_hash": i.get("content_hash")} for i in data.get("items", [])]
    items = []
    for line in text.splitlines():
        parts = line.split("#", 1)[0].split()
        if parts:
            items.append({"name": parts[0], "content_hash": parts[1] if len(parts) > 1 else None})
    return items


def verdict_text(card: dict[str, Any]) -> str:
    """The verdict with the codes that earned it; informational codes are said as such, so a clean
    verdict never sits beside a bare finding code."""
    findings = card.get("findings", [])
    codes = ",".join(sorted({f["code"] for f in findings if f.get("severity") != "info"}))
    info = ",".join(sorted({f["code"] for f in findings if f.get("severity") == "info"}))
    return str(card["verdict"]) + (f" [{codes}]" if codes else "") + (f" (info: {info})" if info else "")


# What an action did when the skill's status stays the same ("active -> active" alone read like nothing).
_KEPT = {
    "approve": "the waiting edit is approved: agents get this revision now",
    "reject": "the waiting change is rejected: the approved revision keeps serving",
    "defer": "deferred: it sorts last in the inbox",
    "release": "the quarantined edit is released: it waits for review",
}


def _moved(r: dict[str, Any]) -> str:
    """One result line: NAME: FROM -> TO (HASH), saying what changed when the status did not."""
    kept = _KEPT.get(str(r.get("action"))) if r["from_status"] == r["to_status"] else None
    return f"{r['name']}: {r['from_status']} -> {r['to_status']}{', ' + kept if kept else ''} ({r['content_hash']})"


def _print_results(body: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print_json(body)
    else:
        for r in body["results"]:
            if "error" in r:
                typer.echo(f"{r['name']}: FAILED {r['status']} {r['error']}: {r['message']}")
            else:
                typer.echo(_moved(r))
        typer.echo(f"{body['applied']} applied, {body['failed']} failed")
    if body["failed"]:
        raise typer.Exit(1)


def show_command(name: str, tenant: str | None, server: str | None) -> str:
    """The command that reads `name` again, on the same server and tenant."""
    return f"skillkeeper skills show {name}{same_place(tenant, server)}"


def _act_one(
    action: Action,
    name: str,
    reason: str | None,
    expect: str | None,
    acknowledge: list[str],
    tenant: str | None,
    server: str | None,
    quiet: bool,
) -> dict[str, Any]:
    """Act on `name` pinned to --expect, else to the remembered read, else to the revision waiting now.

    Says which revision on stderr unless `quiet` (--json: the answer's content_hash says it).
    """
    with admin_backend(server, "skills:review") as admin:
        who = tenant_for(tenant, server)
        read = None if expect else recall(where(server), tenant_of(admin, who, server), name)
        if read is not None:
            expect = read["content_hash"]
        try:
            result: dict[str, Any] = admin.act(who, name, action.value, reason, expect, acknowledge)
        except StaleReview as exc:
            details = exc.details if isinstance(exc.details, dict) else {}
            raise fail(
                f"{name} changed since you read it ({details.get('expected', expect)} -> "
                f"{details.get('current', '?')}): run `{show_command(name, tenant, server)}` again"
            ) from None
    if not quiet and (read is not None or expect is None):
        standing = "served" if action is Action.DEPRECATE else "waiting"  # a deprecation retires what is served
        said = (  # `read` is this reader's own (cli/reads.py keys reads per reader)
            f"the revision you read ({read['at']})"
            if read is not None
            else f"the revision {standing} now: no read of it by you is remembered "
            f"(`{show_command(name, tenant, server)}` pins the one you read, or pass --expect HASH)"
        )
        typer.echo(f"{action.value} {name} at {result['content_hash']}, {said}", err=True)
    return result


def _with_reads(
    admin: Any, items: list[dict[str, Any]], tenant: str | None, server: str | None, quiet: bool
) -> list[dict[str, Any]]:
    """Items without a hash take the one their skill was last read at, when one is remembered."""
    if all(i.get("content_hash") for i in items):
        return items
    place = where(server)
    key = tenant_of(admin, tenant_for(tenant, server), server)
    out = []
    for i in items:
        read = None if i.get("content_hash") else recall(place, key, i["name"])
        out.append({**i, "content_hash": read["content_hash"]} if read else i)
    pinned = sum(1 for a, b in zip(items, out, strict=True) if a is not b)
    if pinned and not quiet:
        typer.echo(f"{pinned} of {counted(len(items), 'skill')} pinned to the revision you read", err=True)
    return out


def _make_action(action: Action) -> None:
    @one_line_errors
    def command(
        names: Annotated[list[str] | None, typer.Argument(help="The skills' names.", show_default=False)] = None,
        from_file: Annotated[
            Path | None,
            typer.Option(
                "--from-file",
                metavar="F",
                help="Also act on the skills listed in F (NAME [CONTENT_HASH] per line, or `skills inbox --json`); "
                "- reads standard input.",
            ),
        ] = None,
        reason: Annotated[str | None, typer.Option(help="Why (kept in the audit trail).")] = None,
        expect: Annotated[
            str | None,
            typer.Option(
                "--expect",
                metavar="HASH",
                help="Act only if the waiting revision still has this content hash (from `skills show`); "
                "wins over the revision remembered from `skills show`/`skills inbox`.",
            ),
        ] = None,
        acknowledge: Annotated[
            list[str] | None,
            typer.Option(
                "--acknowledge",
                metavar="CODE",
                help="Approve a quarantined skill, acknowledging this finding code on the record (repeat per code; "
                "needs --reason).",
            ),
        ] = None,
        tenant: TenantOpt = None,
        server: ServerOpt = None,
        as_json: JsonOpt = False,
    ) -> None:
        items = [{"name": n, "content_hash": None} for n in names or []]
        if from_file is not None:
            try:
                items += read_items(from_file)
            except (OSError, ValueError, KeyError, TypeError) as exc:
                shown = "standard input" if str(from_file) == "-" else from_file
                raise fail(f"cannot read {shown}: {exc}") from None
        if not items:
            raise fail(f"name the skills to {action}, or list them in a file with --from-file F")
        if len(items) == 1 and from_file is None:
            result = _act_one(action, str(items[0]["name"]), reason, expect, acknowledge or [], tenant, server, as_json)
            if as_json:
                print_json(result)
                return
            acked = f"  acknowledged {', '.join(result['acknowledged'])}" if result.get("acknowledged") else ""
            typer.echo(f"{_moved(result)}{acked}")
            return
        if expect or acknowledge:
            raise fail("--expect and --acknowledge take one skill; put hashes in the --from-file lines instead")
        with admin_backend(server, "skills:review") as admin:
            items = _with_reads(admin, items, tenant, server, as_json)
            body = admin.bulk(tenant_for(tenant, server), action.value, reason, items)
        _print_results(body, as_json)

    command.__doc__ = HELP[action] + PINNED_HELP
    skills_app.command(action.value, help=HELP[action] + PINNED_HELP)(command)


for _action in Action:
    _make_action(_action)


@skills_app.command("inbox")
@one_line_errors
def inbox(
    status: Annotated[str, typer.Option(help="staged, quarantined, candidate or all.")] = Status.STAGED.value,
    verdict: Annotated[str | None, typer.Option(help="Only this scan verdict (clean, warn, quarantined).")] = None,
    code: Annotated[str | None, typer.Option(help="Only skills with a finding of this rule code.")] = None,
    source: Annotated[str | None, typer.Option(help="Only this source (agent, manual, forge).")] = None,
    author: Annotated[str | None, typer.Option(help="Only revisions by this principal.")] = None,
    tag: Annotated[str | None, typer.Option(help="Only skills with this tag.")] = None,
    text: Annotated[
        str | None, typer.Option("--query", "-q", help="Only skills whose name or description contains this.")
    ] = None,
    sort: Annotated[str, typer.Option(help="newest, oldest or severe.")] = "newest",
    limit: Annotated[int, typer.Option(min=1, max=500, metavar="N", help="At most N skills per page.")] = 50,
    cursor: Annotated[str | None, typer.Option(help="Start after this cursor (from the last page).")] = None,
    tenant: TenantOpt = None,
    server: ServerOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """List skills waiting for review, filtered and sorted, one page at a time."""
    filters = {
        "status": status,
        "verdict": verdict,
        "code": code,
        "source": source,
        "author": author,
        "tag": tag,
        "q": text,
    }
    held = 0
    with admin_backend(server, "skills:review") as admin:
        page = admin.inbox(tenant_for(tenant, server), filters, sort, cursor, limit)
        if status == Status.STAGED.value and not as_json:  # the default view leaves quarantined skills out
            held = int(
                admin.inbox(tenant_for(tenant, server), {"status": Status.QUARANTINED.value}, sort, None, 1)["total"]
            )
    remember(where(server), str(page.get("tenant") or ""), {c["name"]: c["content_hash"] for c in page["items"]})
    if as_json:
        print_json(page)
        return
    flags = same_place(tenant, server)
    note = (
        f"{counted(held, 'quarantined skill')} not listed here (a scan finding holds {'them' if held > 1 else 'it'} "
        f"back): `skillkeeper skills inbox --status quarantined{flags}` lists {'them' if held > 1 else 'it'}"
    )
    if not page["items"]:
        typer.echo(f"nothing waiting matches; `skillkeeper skills inbox --status all{flags}` shows every waiting skill")
        if held:
            typer.echo(note)
        return
    for card in page["items"]:
        for line in review_notes(card):
            typer.echo(f"  {line}")
        typer.echo(f"{card['name']}  {_shown_status(card)}  verdict={verdict_text(card)}  {card['content_hash']}")
    more = f"; next page: --cursor {page['next_cursor']}" if page.get("next_cursor") else ""
    typer.echo(f"{len(page['items'])} of {page['total']} shown{more}")
    if held:
        typer.echo(note)
