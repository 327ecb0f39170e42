"""`skillkeeper import`: bring skill folders in through the write path."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import (
    checked_server,
    default_tenant,
    fail,
    one_line_errors,
    open_keeper,
    operator_for,
)
from skillkeeper.cli._import_report import outcome, show, show_dry_run
from skillkeeper.words import counted

if TYPE_CHECKING:
    import threading
    from types import FrameType

    from rich.console import Console

    from skillkeeper.ingest import ImportReport
    from skillkeeper.keeper import Keeper
    from skillkeeper.keeper.import_embedding import ImportEmbedding


@app.command("import")
@one_line_errors
def import_(
    paths: Annotated[
        list[str],
        typer.Argument(
            help="Skill folders, folders holding skill folders, skill archives (a .zip or .skill file holding one "
            "skill folder, read in memory, never unpacked to disk), or git repositories: OWNER/REPO (GitHub), "
            "https://HOST/OWNER/REPO or its folder page https://HOST/OWNER/REPO/tree/REF/PATH, any git URL; "
            "#REF at the end picks a branch, tag or commit.",
            show_default=False,
        ),
    ],
    tenant: Annotated[str | None, typer.Option(help="Tenant to import into (created if missing).")] = None,
    activate: Annotated[bool, typer.Option(help="Approve clean and warned skills right away.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    server: Annotated[
        str | None,
        typer.Option(
            "--server",
            metavar="URL",
            help="Validate here, then write through this server's REST API (lands staged or quarantined).",
        ),
    ] = None,
    token: Annotated[
        str | None,
        typer.Option("--token", help="With --server: a token with skills:write (default: $SKILLKEEPER_TOKEN)."),
    ] = None,
    skill: Annotated[
        list[str] | None,
        typer.Option(
            "--skill",
            "-s",
            metavar="NAME",
            help="Import only the skill folder of this name (repeatable), e.g. one skill of a repository; an archive "
            "is named by the folder it holds, else by its file name without .zip / .skill.",
        ),
    ] = None,
    strict: Annotated[
        bool,
        typer.Option(
            "--strict",
            help="Exit 1 when any folder is quarantined or rejected (for CI); without it the exit status is 0.",
        ),
    ] = False,
    dry_run: Annotated[
        bool,
        typer.Option(
            "--dry-run",
            help="Write nothing: print what each folder would become (new, changed, unchanged or rejected, and "
            "whether it would wait for review, go active or be quarantined), with the summary and exit status "
            "of the real import. Compares against an empty catalog when the database or tenant does not exist "
            "yet (and creates neither). On this machine's database only.",
        ),
    ] = False,
    embed: Annotated[
        bool | None,
        typer.Option(
            "--embed/--no-embed",
            help="Embed the imported skills' descriptions before exiting, so search ranks by meaning from the "
            "first query (needs the semantic extra; default: for an import of more than 64 skills, or of any "
            "size, body text included, with the search ranker set to semantic or hybrid). "
            "--no-embed leaves them to `serve` / `mcp`, which embed them in the background.",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Import each skill folder under PATH, in a .zip / .skill archive or in a git repository, through review."""
    from skillkeeper.admin.git_source import fetch_all, is_git_source, relabel  # lazy: on use
    from skillkeeper.skill.folder import missing_path  # lazy: on use

    for p in paths:
        if not is_git_source(p) and not Path(p).exists():
            raise fail(missing_path(p), 2)
    if server is None and token is not None:
        raise fail("--token goes with --server URL; the local import needs none", 2)
    if server is not None and embed is not None:
        flag = "--embed" if embed else "--no-embed"
        raise fail(f"{flag} works on this machine's database only; over --server the server embeds what it stores", 2)
    if dry_run and server is not None:
        raise fail(
            "--dry-run works on this machine's database only: the server has no dry-run mode; "
            "`skillkeeper validate PATH` and `skillkeeper scan PATH` check the folders here",
            2,
        )
    if dry_run and embed is not None:
        raise fail("--dry-run stores nothing, so there is nothing to embed: drop --embed / --no-embed", 2)
    with ExitStack() as fetched_repos:
        folders, fetched = fetch_all(paths, fetched_repos)
        for got in fetched:
            typer.echo(f"fetched {got.source.label(got.checkout.commit)}", err=True)
        if dry_run:
            report = _preview(_collect(folders, skill or []), tenant, activate)
            where = ""
        elif server is not None:
            report = _remote(folders, server, token, tenant, activate, skill or [])
            where = f" --server {server}"
        else:
            report = _local(folders, tenant, activate, as_json, skill or [], embed)
            # Next steps name a tenant other than the default one, or they would act in the default.
            where = f" --tenant {tenant}" if tenant and tenant != default_tenant() else ""
        relabel([*report.imported, *report.updated, *report.quarantined, *report.rejected], fetched)
        report.sources = [got.to_dict() for got in fetched]
    if dry_run:
        show_dry_run(report, as_json)
    else:
        show(report, as_json, where)
    outcome(report, as_json, strict)


def _remote(
    paths: list[Path], server: str, token: str | None, tenant: str | None, activate: bool, only: list[str]
) -> ImportReport:
    from skillkeeper.admin.remote_import import RemoteImport  # lazy: the HTTP client
    from skillkeeper.errors import Unavailable  # lazy: with the remote backend it belongs to
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    if activate:
        raise fail(
            "--activate works on this machine's database only; over --server a reviewer approves with "
            "`skillkeeper skills approve NAME --server URL`",
            2,
        )
    token = token or get_settings().token
    if not token:
        from skillkeeper.clients.localtenant import local_mint  # lazy: only on this error

        mint = local_mint("skills:read,skills:write")
        raise fail(f"--server needs a token with skills:write: set SKILLKEEPER_TOKEN or pass --token ({mint})", 2)
    folders = _collect(paths, only)
    remote = RemoteImport(checked_server(server), token)
    try:
        remote.check_token(tenant)
        return remote.run(folders)
    except Unavailable as exc:  # cannot connect: exit 2, as doctor does
        raise fail(exc.message, 2) from None
    finally:
        remote.close()


def _collect(paths: list[Path], only: list[str]) -> list[Path]:
    """The skill folders to import; a bad path, or none found, exits 2 as `validate` and `scan` do."""
    from skillkeeper.errors import InvalidInput  # lazy: with the parser that raises it
    from skillkeeper.ingest import collect_folders  # lazy: the skill parser

    try:
        folders = collect_folders(paths, only)
    except InvalidInput as exc:
        raise fail(exc.message, 2) from None
    if not folders:
        raise fail(
            "no SKILL.md found under the given paths; pass a skill folder, a folder of skill folders "
            "or a .zip / .skill archive",
            2,
        )
    return folders


def _local(
    paths: list[Path], tenant: str | None, activate: bool, as_json: bool, only: list[str], embed: bool | None
) -> ImportReport:
    from rich.console import Console  # lazy: rich, for this command's output
    from rich.progress import Progress  # lazy: rich's progress bars, for this command

    from skillkeeper.clients.localtenant import import_creating_note  # lazy: reads the database
    from skillkeeper.ingest import import_folders  # lazy: the lifecycle and scanner
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    folders = _collect(paths, only)  # before the database: a wrong path creates no tenant
    creating = import_creating_note(get_settings(), tenant or default_tenant())
    if creating:  # stderr: a tenant created by a slip holds the skills where no inbox shows them
        typer.echo(creating, err=True)
    keeper = open_keeper()
    try:
        if embed:
            _can_embed(keeper)
        actor = operator_for(keeper, tenant or default_tenant(), create=True)
        err = Console(stderr=True)
        embedding = keeper.import_embedding(embed)  # starts beside the import once it counts as large
        try:
            if err.is_terminal and not as_json:
                with Progress(console=err, transient=True) as bar:
                    task = bar.add_task("importing", total=len(folders))
                    report = import_folders(
                        keeper.lifecycle,
                        actor,
                        folders,
                        activate=activate,
                        progress=lambda _p: bar.advance(task),
                        stored=embedding.stored,
                    )
            else:
                report = import_folders(keeper.lifecycle, actor, folders, activate=activate, stored=embedding.stored)
            _finish(embedding, err, as_json)
        finally:
            embedding.abort()  # an import that failed or was interrupted: after the batch in hand
    finally:
        keeper.close()
    return report


def _preview(folders: list[Path], tenant: str | None, activate: bool) -> ImportReport:
    """What importing `folders` would do, writing nothing: against the database, or an empty catalog
    (in memory) when the database or the tenant does not exist yet, so neither is created."""
    from skillkeeper.access.actor import Actor  # lazy: the access layer
    from skillkeeper.errors import NoDatabase, NotFound  # lazy: with the Keeper that raises them
    from skillkeeper.ingest import import_folders  # lazy: the lifecycle and scanner
    from skillkeeper.keeper import Keeper  # lazy: the Keeper and database layer

    name, empty = tenant or default_tenant(), None
    try:
        keeper = Keeper.open(create=False)  # migrates nothing either: an older schema is one line to upgrade
    except NoDatabase:
        keeper, empty = Keeper.open("sqlite://"), "the database does not exist yet"
    try:
        try:
            tid = keeper.tenants.id_of(name)
        except NotFound:
            if empty is None:
                keeper.close()
                keeper, empty = Keeper.open("sqlite://"), f"tenant {name!r} does not exist yet"
            tid = keeper.tenants.ensure(name)  # in the empty in-memory catalog only
        report = import_folders(keeper.lifecycle, Actor.operator(tid), folders, activate=activate, dry_run=True)
    finally:
        keeper.close()
    report.empty_catalog = empty
    return report


def _can_embed(keeper: Keeper) -> None:
    """Refuse --embed before importing anything when the model is not installed."""
    from skillkeeper.errors import Unavailable  # lazy: with the Keeper it comes from

    try:
        keeper.embeds_import(0, True)
    except Unavailable as exc:
        raise fail(f"--embed: {exc.message}; or import without --embed (search then ranks by words)") from None


def _finish(embedding: ImportEmbedding, err: Console, as_json: bool) -> None:
    """Wait for the imported descriptions to be embedded (a bar on a terminal), then say what was done in one line."""
    import time  # lazy: only an import that embeds

    from rich.progress import Progress  # lazy: rich's progress bars, for this command

    if not embedding.started:
        return
    what = "descriptions and body text" if embedding.bodies else "descriptions"
    after = time.perf_counter()
    with _stop_on_ctrl_c(embedding.stop):
        if err.is_terminal and not as_json:
            with Progress(console=err, transient=True) as bar:
                task = bar.add_task(f"embedding {what}", total=embedding.work[1])
                done = embedding.finish(lambda n, total: bar.update(task, completed=n, total=total))
        else:
            done = embedding.finish()
    end = time.perf_counter()
    took = f"{end - (embedding.started_at or after):.0f} s, {end - after:.0f} s of it after the import"
    so_far = f"{done} of {embedding.total} descriptions" + (
        f" and the body text of {embedding.chunked}" if embedding.bodies else ""
    )
    if embedding.error is not None:
        typer.echo(
            f"warning: embedding stopped ({embedding.error}) after {so_far}: the "
            "skills are imported; `skillkeeper serve` or `skillkeeper mcp` embeds the rest when it starts",
            err=True,
        )
    elif embedding.stop.is_set():
        typer.echo(
            f"stopped embedding after {so_far} ({took}): the skills are imported; "
            "`skillkeeper serve` or `skillkeeper mcp` embeds the rest when it starts",
            err=True,
        )
    elif done:
        later = "" if embedding.bodies else "`serve` / `mcp` add their body text in the background; "
        typer.echo(
            f"embedded the {what} of {counted(done or 0, 'skill')} ({took}): search ranks them by meaning "
            f"from the first query ({later}--no-embed skips this)",
            err=True,
        )


@contextmanager
def _stop_on_ctrl_c(stop: threading.Event) -> Iterator[None]:
    """A first Ctrl-C sets `stop` (the embedding ends after its batch), a second one stops at once."""
    import signal  # lazy: only an import that embeds handles Ctrl-C itself
    import threading  # lazy: as above

    if threading.current_thread() is not threading.main_thread():  # signals reach the main thread only
        yield
        return

    def handle(signum: int, frame: FrameType | None) -> None:
        if stop.is_set():
            raise KeyboardInterrupt  # a second Ctrl-C: stop now (each batch is stored atomically)
        stop.set()
        typer.echo("stopping after this batch of descriptions (Ctrl-C again to stop now)", err=True)

    before = signal.signal(signal.SIGINT, handle)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
