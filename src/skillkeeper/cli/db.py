"""`skillkeeper db`: database maintenance."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import JsonOpt, fail, one_line_errors, print_json
from skillkeeper.cli._synonyms import DB, hinting
from skillkeeper.errors import InvalidInput
from skillkeeper.words import counted

db_app = typer.Typer(cls=hinting(DB), help="Database maintenance.", no_args_is_help=True)
app.add_typer(db_app, name="db")


@db_app.command("upgrade")
@one_line_errors
def upgrade(as_json: JsonOpt = False) -> None:
    """Apply pending migrations to the configured database (safe to repeat)."""
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings
    from skillkeeper.store.db import (  # lazy: the database layer
        make_engine,
        migrations_current,
        schema_version,
        upgrade,
    )

    settings = get_settings()
    engine = make_engine(settings.resolved_database_url)
    try:
        before = schema_version(engine)
        upgrade(engine)
        after = schema_version(engine)
        if not migrations_current(engine):
            raise fail("migrations did not reach the newest revision")
    except Exception as exc:
        raise (_unreachable(exc) or exc) from None
    finally:
        engine.dispose()
    if as_json:
        print_json(
            {"database_url": settings.display_database_url, "from": before, "to": after, "upgraded": before != after}
        )
        return
    moved = f" (from {before or 'empty'})" if before != after else ""
    typer.echo(f"database is up to date at schema {after}{moved}: {settings.display_database_url}")


def _engine() -> tuple[Any, str]:
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings
    from skillkeeper.store.db import make_engine  # lazy: the database layer

    settings = get_settings()
    return make_engine(settings.resolved_database_url), settings.display_database_url


def _unreachable(exc: Exception) -> typer.Exit | None:
    from sqlalchemy.exc import OperationalError  # lazy: `--help` loads every group, SQLAlchemy is 0.2 s

    from skillkeeper.settings import get_settings  # lazy: pydantic-settings
    from skillkeeper.store.db import unreachable  # lazy: the database layer

    if isinstance(exc, OperationalError):
        return fail(unreachable(get_settings().resolved_database_url, exc).message)
    return None


@db_app.command("backup")
@one_line_errors
def backup(path: Annotated[Path, typer.Argument(help="New file to write the backup to.")]) -> None:
    """Copy the configured database to PATH while it stays online (SQLite backup API, or pg_dump -Fc)."""
    from skillkeeper.store.maintenance import backup as run  # lazy: backup and restore code

    engine, shown = _engine()
    try:
        done = run(engine, path)
    except Exception as exc:
        raise (_unreachable(exc) or exc) from None
    finally:
        engine.dispose()
    typer.echo(f"backed up {shown} to {done.path} ({counted(done.revisions, 'revision')})")


@db_app.command("restore")
@one_line_errors
def restore(
    path: Annotated[Path, typer.Argument(help="A file `skillkeeper db backup` wrote.")],
    yes: Annotated[bool, typer.Option("--yes", help="Do not ask before replacing the database's content.")] = False,
) -> None:
    """Replace the configured database's content with the backup at PATH (pg_restore on PostgreSQL)."""
    from skillkeeper.store.maintenance import reach, restorable  # lazy: backup and restore code
    from skillkeeper.store.maintenance import restore as run  # lazy: backup and restore code

    try:
        restorable(path)
    except InvalidInput as exc:
        raise fail(exc.message, 2) from None
    engine, shown = _engine()
    try:
        reach(engine)  # a database that cannot be reached is said before asking, not after a yes
        if not yes and not typer.confirm(f"replace everything in {shown} with {path}?"):
            raise fail("nothing restored")
        done = run(engine, path)
    except typer.Exit:
        raise
    except Exception as exc:
        raise (_unreachable(exc) or exc) from None
    finally:
        engine.dispose()
    typer.echo(f"restored {shown} from {done.path} ({counted(done.revisions, 'revision')})")


@db_app.command("check")
@one_line_errors
def check(as_json: JsonOpt = False) -> None:
    """Check integrity, foreign keys, revisions, heads and the catalog version; exit 1 on any problem."""
    from skillkeeper.store.maintenance import check as run  # lazy: backup and restore code

    engine, shown = _engine()
    try:
        problems = run(engine)
    except Exception as exc:
        raise (_unreachable(exc) or exc) from None
    finally:
        engine.dispose()
    if as_json:
        print_json({"database_url": shown, "ok": not problems, "problems": problems})
    else:
        for line in problems:
            typer.echo(f"problem: {line}", err=True)
        if not problems:
            typer.echo(f"database is consistent: {shown}")
    if problems:
        raise typer.Exit(1)
