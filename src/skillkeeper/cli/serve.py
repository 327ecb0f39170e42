"""`skillkeeper serve`: the REST API (and whatever mounts into it) over uvicorn."""

from __future__ import annotations

import contextlib
import errno
import os
import socket
from typing import TYPE_CHECKING, Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._common import one_line_errors, open_keeper
from skillkeeper.errors import ConfigError, no_token_yet

if TYPE_CHECKING:
    import uvicorn

    from skillkeeper.settings import Settings

# Seconds an idle keep-alive connection stays open. Far above a proxy's upstream keep-alive
# (docs/deploy.md: nginx 4 s), so the proxy always closes first: a request it sends on a
# connection the server is closing comes back 502, and nginx never re-sends a POST. uvicorn's
# own 5 s left a 1 s margin that a loaded machine ate (two POST 502s in the 30-minute soak).
KEEP_ALIVE_SECONDS = 75


def bind(host: str, port: int, *, per_worker: bool = False) -> socket.socket:
    """A listening socket on HOST:PORT; raises ConfigError (one line) when the bind fails.

    With `per_worker`, a bound SO_REUSEPORT socket that is not listening: each worker process
    listens on its own socket on the same address (web/listen.py).
    """
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host.strip("[]"), port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        from skillkeeper.web.listen import WorkerSocket  # lazy: with the web app

        sock = (WorkerSocket if per_worker else socket.socket)(family, kind, proto)
    except (OSError, UnicodeError) as exc:
        raise ConfigError(f"cannot listen on {host}:{port} ({exc}); check --host") from None
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if per_worker:
            # A plain bind first, so a port another server holds is refused here as it is without
            # workers (SO_REUSEPORT alone would let two servers of the same user share the port).
            with socket.socket(family, kind, proto) as probe:
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                probe.bind(address)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind(address)
        if not per_worker:
            sock.listen(2048)
    except OSError as exc:
        sock.close()
        from skillkeeper.clients.listening import skillkeeper_answers  # lazy: httpx, only on a taken port

        running = skillkeeper_answers(host, port) if exc.errno == errno.EADDRINUSE else None
        holder = (
            f"a skillkeeper server already answers at {running} (one started earlier, `make run` in another "
            "terminal?): use it, or stop it first, or pick another --port"
            if running
            else "pick another --port or stop what holds it"
        )
        raise ConfigError(f"cannot listen on {host}:{port}: {exc.strerror or exc}; {holder}") from None
    sock.set_inheritable(True)
    return sock


def _run_workers(sock: socket.socket, workers: int, host: str, port: int) -> None:
    """Run `workers` uvicorn worker processes on `sock` under uvicorn's supervisor until a signal."""
    import inspect  # lazy: only to tell uvicorn versions apart, when serving with workers

    import uvicorn  # lazy: uvicorn, for serving only
    from uvicorn.supervisors import Multiprocess  # lazy: uvicorn, for serving only

    config = uvicorn.Config(
        "skillkeeper.web.app:app_from_settings",
        factory=True,
        workers=workers,
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        lifespan="on",
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
    )
    # uvicorn before 0.51 also takes the function each worker runs.
    extra = {"target": uvicorn.Server(config).run} if "target" in inspect.signature(Multiprocess).parameters else {}
    with contextlib.suppress(KeyboardInterrupt):  # a second Ctrl-C while the workers stop
        Multiprocess(config, sockets=[sock], **extra).run()


def _announcing_server(config: uvicorn.Config, line: str) -> uvicorn.Server:
    import uvicorn  # lazy: uvicorn, for serving only

    class Announcing(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets=sockets)
            if not self.should_exit:  # the app's startup succeeded too
                typer.echo(line)

    return Announcing(config)


@app.command()
@one_line_errors
def serve(
    host: Annotated[
        str | None, typer.Option(help="Interface to listen on (default $SKILLKEEPER_HOST, else 127.0.0.1).")
    ] = None,
    port: Annotated[
        # 70000 was bound as 4464 (the kernel keeps 16 bits) while "listening on :70000" was printed.
        int | None,
        typer.Option(min=1, max=65535, help="Port to listen on (default $SKILLKEEPER_PORT, else 8765)."),
    ] = None,
    demo: Annotated[
        bool,
        typer.Option(
            "--demo", help="Seed a `demo` tenant with example skills (three wait for review) and print tokens."
        ),
    ] = False,
    public_url: Annotated[str | None, typer.Option(help="Base URL clients use, if not http://HOST:PORT.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", help="No per-request log lines.")] = False,
    workers: Annotated[
        int,
        typer.Option(
            min=1,
            max=64,
            help="Worker processes sharing the port (on Linux each listens on its own socket and the kernel spreads "
            "connections; each has its own caches; the database keeps them consistent).",
        ),
    ] = 1,
) -> None:
    """Serve the REST API, MCP (Streamable HTTP at /mcp) and the web inbox on HOST:PORT until Ctrl-C."""
    from skillkeeper.web.allocator import limit_arenas  # lazy: with the web app

    limit_arenas()  # before any worker thread starts (web/allocator.py says why)

    import uvicorn  # lazy: uvicorn, for serving only

    from skillkeeper.settings import get_settings  # lazy: pydantic-settings
    from skillkeeper.web import create_app  # lazy: FastAPI and the web app
    from skillkeeper.web.listen import per_worker_sockets  # lazy: with the web app

    settings = get_settings()
    overrides = {k: v for k, v in (("host", host), ("port", port), ("public_url", public_url)) if v is not None}
    settings = settings.model_copy(update=overrides)
    # Bind first: "listening" is only printed once the port is ours and the app has started.
    sock = bind(settings.host, settings.port, per_worker=workers > 1 and per_worker_sockets())
    keeper = open_keeper()
    try:
        base = settings.resolved_public_url
        # The same rule as every other command: `skillkeeper info` prints the same two lines.
        typer.echo(f"home:     {settings.home.expanduser()}")
        typer.echo(f"database: {settings.display_database_url}")
        waiting = 0
        if demo:
            from skillkeeper.demo.seed import TOKENS_FILE, seed_demo  # lazy: the database layer

            home = settings.home.expanduser()
            seeded = seed_demo(keeper, home)
            tokens, waiting = seeded.tokens, seeded.waiting
            typer.echo(seeded.headline())
            typer.echo(f"reviewer token (read, write, review, admin): {tokens['reviewer']}")
            typer.echo(f"read token (read, fleet:report):            {tokens['reader']}")
            typer.echo(f"(kept in {home / TOKENS_FILE} and reused on every start; delete it for a new pair)")
            typer.echo(f"try: curl -H 'Authorization: Bearer {tokens['reader']}' {base}/api/v1/skills")
        else:
            _no_token_note(keeper)
        note = _open_bind_note(settings)
        if note:
            typer.echo(note, err=True)
        signin = "the reviewer token above" if demo else "a token with skills:review"
        typer.echo(f"web inbox: {base}/inbox (sign in with {signin})   MCP: {base}/mcp   API docs: {base}/docs")
        if waiting:
            typer.echo(f"{waiting} waiting for review at {base}/inbox")
        if not quiet:
            from skillkeeper.web.observe import configure_request_log  # lazy: FastAPI and the web app

            configure_request_log()
        if workers > 1:
            # Each worker process opens the same database from the environment.
            os.environ["SKILLKEEPER_DATABASE_URL"] = str(keeper.store.engine.url.render_as_string(hide_password=False))
            # ... and the same public URL and bind, so every worker hands out the same URLs.
            os.environ.update(
                SKILLKEEPER_PUBLIC_URL=base, SKILLKEEPER_HOST=settings.host, SKILLKEEPER_PORT=str(settings.port)
            )
            if not quiet:
                os.environ["SKILLKEEPER_REQUEST_LOG"] = "1"
            keeper.close()
            typer.echo(
                f"skillkeeper listening on {_where(settings.bind_url, base)} with {workers} workers (Ctrl-C to stop)"
            )
            _run_workers(sock, workers, settings.host, settings.port)
            return
        web = create_app(keeper, settings=settings)
        config = uvicorn.Config(
            web, log_level="warning", access_log=False, lifespan="on", timeout_keep_alive=KEEP_ALIVE_SECONDS
        )
        server = _announcing_server(
            config, f"skillkeeper listening on {_where(settings.bind_url, base)} (Ctrl-C to stop)"
        )
        server.run(sockets=[sock])
    finally:
        sock.close()
        keeper.close()


def _no_token_note(keeper: Any) -> None:
    """On a database without any token (a fresh deployment), say how to make the first one."""
    from skillkeeper.store.info import describe  # lazy: the database layer

    if describe(keeper.store)["counts"]["tokens"] == 0:
        typer.echo(no_token_yet([t["name"] for t in keeper.tenants.list()]), err=True)


def _where(bind: str, public: str) -> str:
    """Where this process listens, and the public URL clients use when that is another (behind a proxy)."""
    return bind if bind == public else f"{bind} (public URL {public})"


def _open_bind_note(settings: Settings) -> str | None:
    """What clients on other machines meet when every interface is bound but no public URL is set."""
    if settings.public_url or not settings.wildcard_bind:
        return None
    return (
        "note: every interface is bound but no --public-url is set: clients on other machines get 421 "
        f"'Invalid Host header' at /mcp and are sent to {settings.resolved_public_url} to authorize; pass "
        f"--public-url with the URL they use (e.g. http://HOSTNAME:{settings.port}), or name extra hosts in "
        "SKILLKEEPER_ALLOWED_HOSTS"
    )
