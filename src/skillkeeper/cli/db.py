"""`skillkeeper db`: database maintenance."""

from __future__ import annotations

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import JsonOpt, fail, one_line_errors, print_json

db_app = typer.Typer(help="Database maintenance.", no_args_is_help=True)
app.add_typer(db_app, name="db")


@db_app.command("upgrade")
@one_line_errors
def upgrade(as_json: JsonOpt = False) -> None:
    """Apply pending migrations to the configured database (safe to repeat)."""
    from skillkeeper.settings import get_settings
    from skillkeeper.store.db import make_engine, migrations_current, schema_version, upgrade

    settings = get_settings()
    engine = make_engine(settings.resolved_database_url)
    try:
        before = schema_version(engine)
        upgrade(engine)
        after = schema_version(engine)
        if not migrations_current(engine):
            raise fail("migrations did not reach the newest revision")
    except Exception as exc:
        from sqlalchemy.exc import OperationalError

        if isinstance(exc, OperationalError):
            raise fail(f"cannot reach the database: {exc.orig}; check SKILLKEEPER_DATABASE_URL") from None
        raise
    finally:
        engine.dispose()
    if as_json:
        print_json(
            {"database_url": settings.display_database_url, "from": before, "to": after, "upgraded": before != after}
        )
        return
    moved = f" (from {before or 'empty'})" if before != after else ""
    typer.echo(f"database is up to date at schema {after}{moved}: {settings.display_database_url}")
