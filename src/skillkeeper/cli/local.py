"""`skillkeeper local`: this node's local skills and local overrides of cloud skills."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import checked_server, fail, one_line_errors, print_json
from skillkeeper.errors import NotFound
from skillkeeper.review.states import Status
from skillkeeper.skill.folder import parse_skill_dir
from skillkeeper.words import closest, counted

if TYPE_CHECKING:
    from skillkeeper.node.nodecatalog import NodeCatalog

local_app = typer.Typer(
    help="This node's own skills: local skills and local overrides of cloud skills ($SKILLKEEPER_HOME/node).",
    no_args_is_help=True,
)
app.add_typer(local_app, name="local")

# A name the node does not serve: make it, or find the one meant.
_NEW_OR_LIST = "a new local skill is made with `skillkeeper local create {path}`; `skillkeeper local list` shows them"
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
PathArg = Annotated[Path, typer.Argument(help="A skill folder holding SKILL.md.")]
NameArg = Annotated[str, typer.Argument(help="The skill's name.")]


@contextmanager
def _catalog() -> Iterator[NodeCatalog]:
    from skillkeeper.node.nodecatalog import NodeCatalog  # lazy: the node's catalog store
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    catalog = NodeCatalog(get_settings().home.expanduser())
    try:
        yield catalog
    finally:
        catalog.close()


def _meant(catalog: NodeCatalog, name: str, *, own: bool = False) -> str:
    """ "did you mean X? " for a mistyped `name`: among this node's skills, or only its local ones with `own`."""
    names = [m.name for m in catalog.view().items.values() if m.from_local or not own]
    found = closest(name, names)
    return f"did you mean {found}? " if found else ""


def _parse(path: Path) -> Any:
    if not path.is_dir():
        raise fail(f"{path} is not a folder; pass the skill folder that holds SKILL.md", 2)
    return parse_skill_dir(path)


def _written(result: dict[str, Any], as_json: bool, verb: str, server: str | None = None) -> None:
    if as_json:
        print_json(result)
        return
    kind = "override of cloud skill" if result["locally_overridden"] else "local skill"
    typer.echo(f"{result['name']}: {verb} ({kind}, {result['content_hash']})")
    for w in result.get("warnings", []):
        typer.echo(f"  warning: {w.get('message', w)}")
    if verb != "unchanged":
        typer.echo(_on_disk_when(server))


def _on_disk_when(server: str | None, *, gone: bool = False) -> str:
    """When a local change reaches the harness folders: only the node agent writes them."""
    from skillkeeper.node.state import source_flags  # lazy: the node layer, kept out of --help

    # A deleted local skill is gone from `mcp --node` at once; "see it now" said the opposite.
    served, reach = ("no longer see it", "lose it") if gone else ("see it now", "get it")
    if server is None:
        return (
            f"agents on `skillkeeper mcp --node` {served}; harness folders {reach} once the node agent runs "
            "(`skillkeeper agent --server URL --preset auto`)"
        )
    return (
        f"agents on `skillkeeper mcp --node` {served}; harness folders {reach} on the node agent's next tick "
        f"(now: `skillkeeper agent {source_flags(server)} --once` with the agent's --target/--preset flags)"
    )


@local_app.command("list")
@one_line_errors
def list_(as_json: JsonOpt = False) -> None:
    """List local skills and overrides (forked overrides show as local skills)."""
    with _catalog() as catalog:
        view = catalog.view()
        rows = [
            {
                "name": m.name,
                "origin": m.origin,
                "locally_overridden": m.locally_overridden,
                "content_hash": m.served.content_hash,
                "based_on": m.served.based_on,
                "description": m.served.description,
                "updated_at": m.served.updated_at,
            }
            for m in view.items.values()
            if m.from_local
        ]
        synced = len(view.items) - sum(1 for m in view.items.values() if m.origin == "local")
    if as_json:
        print_json({"skills": rows, "cloud_skills": synced})
        return
    if not rows:
        typer.echo(
            f"no local skills or overrides ({counted(synced, 'cloud skill')} synced); add one with "
            "`skillkeeper local create PATH`"
        )
        return
    for r in rows:
        what = "override" if r["locally_overridden"] else "local"
        said = str(r["description"])
        said = said if len(said) <= 60 else said[:57].rstrip() + "..."  # cut, and seen to be cut
        typer.echo(f"{r['name']!s:<40} {what:<9} {said}")


@local_app.command("show")
@one_line_errors
def show(name: NameArg, as_json: JsonOpt = False) -> None:
    """Show a skill of the merged catalog (cloud or local) as agents on this node see it."""
    with _catalog() as catalog:
        found = catalog.get(name)
        if found is None:
            raise fail(f"no skill named {name!r} on this node; {_meant(catalog, name)}see `skillkeeper local list`")
    item, stored = found
    data = {
        "name": name,
        "origin": item.origin,
        "locally_overridden": item.locally_overridden,
        "content_hash": stored.content_hash,
        "based_on": stored.based_on,
        "kind": stored.kind,
        "description": stored.description,
        "files": [f.path for f in stored.all_files()],
        "skill_md": stored.skill_md,
    }
    if as_json:
        print_json(data)
        return
    overridden = " (locally overridden)" if item.locally_overridden else ""
    typer.echo(f"{name}: origin {item.origin}{overridden}, {stored.content_hash}")
    typer.echo("files: " + ", ".join(f.path for f in stored.all_files()))
    typer.echo("")
    typer.echo(stored.skill_md)


@local_app.command("create")
@one_line_errors
def create(path: PathArg, as_json: JsonOpt = False) -> None:
    """Create a local skill from a folder (validated and scanned; critical findings refuse it)."""
    from skillkeeper.node import authoring  # lazy: the node's catalog and state store

    skill = _parse(path)
    with _catalog() as catalog:
        try:
            result = authoring.create(catalog, skill).to_dict()
        except authoring.NameTaken as exc:
            what = "a cloud skill; override it on this node" if exc.cloud else "a local skill already; change it"
            raise fail(f"{exc.name!r} is {what} with `skillkeeper local edit {exc.name} {path}`") from None
        server = catalog.synced.meta("server")
    _written(result, as_json, "created", server)


@local_app.command("edit")
@one_line_errors
def edit(name: NameArg, path: PathArg, as_json: JsonOpt = False) -> None:
    """Replace a local skill, or override a cloud skill on this node, with a folder's content."""
    from skillkeeper.node import authoring  # lazy: the node's catalog and state store

    skill = _parse(path)
    with _catalog() as catalog:
        try:
            result = authoring.update(catalog, name, skill).to_dict()
        except NotFound:
            raise fail(f"no skill named {name!r} on this node to edit; {_NEW_OR_LIST.format(path=path)}") from None
        server = catalog.synced.meta("server")
    _written(result, as_json, "unchanged" if result["unchanged"] else "saved", server)


@local_app.command("delete")
@one_line_errors
def delete(name: NameArg, as_json: JsonOpt = False) -> None:
    """Delete a local skill, or remove the override of a cloud skill (the cloud version returns)."""
    from skillkeeper.node import authoring  # lazy: the node's catalog and state store

    with _catalog() as catalog:
        try:
            result = authoring.delete(catalog, name)
        except NotFound:
            meant = _meant(catalog, name, own=True)
            raise fail(f"no local skill or override named {name!r} here; {meant}see `skillkeeper local list`") from None
        server = catalog.synced.meta("server")
    if as_json:
        print_json(result)
        return
    what = "override removed; the cloud version is served again" if result["override_removed"] else "deleted"
    typer.echo(f"{name}: {what}")
    typer.echo(_on_disk_when(server, gone=not result["override_removed"]))


@local_app.command("propose")
@one_line_errors
def propose(
    name: NameArg,
    server: Annotated[
        str | None,
        typer.Option(
            "--server", help="Server URL (default: SKILLKEEPER_SERVER, else the server this node syncs from)."
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Send a local skill or override to the server as an agent write (lands staged for review)."""
    from skillkeeper.node import state  # lazy: the node's catalog and state store
    from skillkeeper.node.catalog import encode_file  # lazy: the node's catalog store
    from skillkeeper.node.client import ServerClient, ServerError  # lazy: httpx
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    settings = get_settings()
    server = server or settings.server
    if not server:
        with _catalog() as catalog:
            server = state.synced_server(catalog.synced.meta("server"))
    if not server:
        raise fail("pass --server URL (or set SKILLKEEPER_SERVER): this node has not synced from a server yet", 2)
    server = checked_server(server)
    if not settings.token:
        from skillkeeper.clients.localtenant import local_mint  # lazy: only on this error

        mint = local_mint("skills:read,skills:write", settings=settings)
        raise fail(f"set SKILLKEEPER_TOKEN to a token with scope skills:write ({mint})", 2)
    with _catalog() as catalog:
        found = catalog.get(name)
        if found is None or not found[0].from_local:
            meant = _meant(catalog, name, own=True)
            raise fail(f"no local skill or override named {name!r} on this node; {meant}see `skillkeeper local list`")
    stored = found[1]
    files = [
        {
            k: v
            for k, v in encode_file(f.path, f.data, f.executable).items()
            if k in ("path", "content", "encoding", "executable")
        }
        for f in stored.files
    ]
    node_id = state.resolve_node_id(settings.home.expanduser(), settings.node_id)
    try:
        with ServerClient(server, settings.token) as client:
            result = client.propose(stored.skill_md, files, node_id)
    except ServerError as exc:
        raise fail(exc.message) from None
    if as_json:
        print_json({**result, "node_id": node_id})
        return
    typer.echo(f"{name}: proposed from node {node_id}; {_upstream(result)}")
    if not result.get("unchanged"):
        # Approved, it is a cloud skill this node's copy overrides: later cloud edits would never land here.
        typer.echo(
            f"this node keeps serving its own copy of {name} after the approval, over any later cloud edit of "
            f"it; once approved, `skillkeeper local delete {name}` lets the cloud revision through"
        )


def _upstream(result: dict[str, Any]) -> str:
    """Where a proposal stands on the server, in the words of its inbox."""
    status = result.get("status", "?")
    if result.get("withdrawn_edit") is not None:
        return (
            f"the server serves this content; the edit waiting there (revision {result['withdrawn_edit']}) is withdrawn"
        )
    if result.get("unchanged"):
        return f"the server already holds this content ({status}); nothing new to review"
    if status == Status.ACTIVE and result.get("pending_review"):
        # "active ..., waiting for review" read as a contradiction: it is an edit of an active skill.
        return "an edit of the active skill on the server, waiting for review; the approved revision serves meanwhile"
    if status == Status.QUARANTINED:
        return "quarantined on the server by its scan; a reviewer sees the findings in the inbox"
    return f"{status} on the server, waiting for review"
