"""`skillkeeper info`: which home and database this command line (and `serve`) uses."""

from __future__ import annotations

from typing import Annotated

import typer

from skillkeeper._version import __version__
from skillkeeper.cli import app
from skillkeeper.cli._common import fail, one_line_errors, print_json
from skillkeeper.errors import NoDatabase, OldSchema, no_database_yet


@app.command()
@one_line_errors
def info(as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """Show the home folder, database (password hidden), engine, schema version and counts."""
    from skillkeeper.keeper import Keeper  # lazy: the Keeper and database layer
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings
    from skillkeeper.store.db import missing_sqlite_file  # lazy: the database layer
    from skillkeeper.store.info import describe  # lazy: the database layer

    settings = get_settings()
    where = {
        "version": __version__,
        "home": str(settings.home.expanduser()),
        "database_url": settings.display_database_url,
    }
    missing = missing_sqlite_file(settings.resolved_database_url)
    if missing is not None:  # say where data would live, and create nothing (a typo'd path stays a typo)
        _where(where, as_json, f"{missing} (none yet)", database_exists=False)
        raise fail(no_database_yet(missing, point_to_info=False))  # it just showed where it looks
    try:
        keeper = Keeper.open(create=False)
    except NoDatabase as exc:  # a database without the schema: say so, and create nothing in it
        _where(where, as_json, f"{where['database_url']} (no skillkeeper schema yet)", database_exists=True)
        raise fail(exc.message) from None
    except OldSchema as exc:  # reading must not migrate it: say so, and how to
        _where(where, as_json, f"{where['database_url']} (an older schema)", database_exists=True)
        raise fail(exc.message) from None
    try:
        data = {
            **where,
            "search_ranker": keeper.ranker,
            "search_ranker_setting": settings.search_ranker,
            **describe(keeper.store),
        }
    finally:
        keeper.close()
    if as_json:
        print_json(data)
        return
    counts = data["counts"]
    statuses = ", ".join(f"{n} {s}" for s, n in counts["skills_by_status"].items()) or "none"
    typer.echo(f"skillkeeper {data['version']}")
    typer.echo(f"home:      {data['home']}")
    typer.echo(f"database:  {data['database_url']} ({data['engine']}, schema {data['schema_version']})")
    typer.echo(f"search:    {_ranker_line(data['search_ranker'], data['search_ranker_setting'])}")
    typer.echo(f"tenants:   {counts['tenants']}")
    typer.echo(f"skills:    {counts['skills']} ({statuses})")
    typer.echo(f"tokens:    {counts['tokens']} not revoked")
    typer.echo(f"nodes:     {counts['nodes']}")


def _where(where: dict[str, str], as_json: bool, database: str, *, database_exists: bool) -> None:
    """What info shows of a database it cannot describe: its version, home, and where the database is."""
    if as_json:
        print_json({**where, "database_exists": database_exists, "schema_version": None})
    else:
        typer.echo(f"skillkeeper {__version__}\nhome:      {where['home']}\ndatabase:  {database}")


def _ranker_line(ranker: str, setting: str) -> str:
    """The ranker searches use, and why when SKILLKEEPER_SEARCH_RANKER left it to what is installed."""
    if setting != "auto":
        return f"{ranker} (SKILLKEEPER_SEARCH_RANKER={setting})"
    if ranker == "hybrid":
        return "hybrid (auto: the semantic extra is installed)"
    return "lexical (auto; install the semantic extra for hybrid ranking, see the README)"
