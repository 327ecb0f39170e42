"""`skillkeeper serve`: the REST API (and whatever mounts into it) over uvicorn."""

from __future__ import annotations

from typing import Annotated

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import one_line_errors


@app.command()
@one_line_errors
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8765,
    demo: Annotated[bool, typer.Option("--demo", help="Seed a `demo` tenant with example skills and print tokens.")] = False,
    public_url: Annotated[str | None, typer.Option(help="Base URL clients use, if not http://HOST:PORT.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", help="No per-request log lines.")] = False,
    workers: Annotated[int, typer.Option(min=1, max=64, help="Worker processes sharing the port (each with its own "
                                         "caches; the database keeps them consistent).")] = 1,
) -> None:
    """Serve the REST API, metrics and health checks on HOST:PORT until Ctrl-C."""
    import uvicorn

    from skillkeeper.cli._common import open_keeper
    from skillkeeper.settings import get_settings
    from skillkeeper.web import create_app

    settings = get_settings()
    keeper = open_keeper()
    try:
        base = public_url or f"http://{host}:{port}"
        # The same rule as every other command: `skillkeeper info` prints the same two lines.
        typer.echo(f"home:     {settings.home.expanduser()}")
        typer.echo(f"database: {settings.display_database_url}")
        if demo:
            from skillkeeper.demo.seed import DEMO_TENANT, TOKENS_FILE, seed_demo

            home = settings.home.expanduser()
            tokens = seed_demo(keeper, home)
            typer.echo(f"demo tenant {DEMO_TENANT!r} seeded with example skills")
            typer.echo(f"reviewer token (read, write, review, admin): {tokens['reviewer']}")
            typer.echo(f"read token (read, fleet:report):            {tokens['reader']}")
            typer.echo(f"(kept in {home / TOKENS_FILE} and reused on every start; delete it for a new pair)")
            typer.echo(f"try: curl -H 'Authorization: Bearer {tokens['reader']}' {base}/api/v1/skills")
        if not quiet:
            from skillkeeper.web.observe import configure_request_log

            configure_request_log()
        if workers > 1:
            import os

            # Each worker process opens the same database from the environment.
            os.environ["SKILLKEEPER_DATABASE_URL"] = str(keeper.store.engine.url.render_as_string(hide_password=False))
            if public_url:
                os.environ["SKILLKEEPER_PUBLIC_URL"] = public_url
            if not quiet:
                os.environ["SKILLKEEPER_REQUEST_LOG"] = "1"
            keeper.close()
            typer.echo(f"skillkeeper listening on {base} with {workers} workers (Ctrl-C to stop)")
            uvicorn.run("skillkeeper.web.app:app_from_settings", factory=True, workers=workers, host=host,
                        port=port, log_level="warning", access_log=False, lifespan="on")
            return
        web = create_app(keeper, public_url=public_url)
        typer.echo(f"skillkeeper listening on {base} (Ctrl-C to stop)")
        uvicorn.run(web, host=host, port=port, log_level="warning", access_log=False, lifespan="on")
    finally:
        keeper.close()

