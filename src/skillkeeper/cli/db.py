"""`skillkeeper db`: database maintenance."""

from __future__ import annotations

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import fail, one_line_errors

db_app = typer.Typer(help="Database maintenance.", no_args_is_help=True)
app.add_typer(db_app, name="db")


@db_app.command("upgrade")
@one_line_errors
def upgrade() -> None:
    """Apply pending migrations to the configured database (safe to repeat)."""
    from skillkeeper.settings import get_settings
    from skillkeeper.store.db import make_engine, migrations_current, upgrade

    url = get_settings().resolved_database_url
    engine = make_engine(url)
    try:
        upgrade(engine)
        if not migrations_current(engine):
            raise fail("migrations did not reach the newest revision")
    except Exception as exc:
        from sqlalchemy.exc import OperationalError

        if isinstance(exc, OperationalError):
            raise fail(f"cannot reach the database: {exc.orig}; check SKILLKEEPER_DATABASE_URL") from None
        raise
    finally:
        engine.dispose()
    typer.echo("database is up to date")
