"""`skillkeeper agent`: reconcile the served skills into harness folders and send a heartbeat."""

from __future__ import annotations

import signal
import threading
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Annotated, Any

import typer

from skillkeeper.cli import app
from skillkeeper.cli._agent_report import report_tick
from skillkeeper.cli._common import checked_server, default_tenant, fail, one_line_errors, open_keeper, print_json
from skillkeeper.durations import parse_duration
from skillkeeper.errors import ConfigError, SkillkeeperError
from skillkeeper.words import counted

if TYPE_CHECKING:
    from skillkeeper.node.targets import Target


def parse_interval(text: str) -> float:
    """Seconds from `30s`, `5m`, `1h`, `1d` (the durations every option takes); raises typer.Exit otherwise."""
    interval = parse_duration(text, units="smhd")
    if interval is None:
        raise fail(f"--interval {text!r} is not a duration; use e.g. 30s, 5m, 1h or 1d", 2)
    return interval.total_seconds()


def _resolve_targets(
    specs: list[str], config: Path | None, presets: list[str] | None = None
) -> tuple[list[Target], list[str]]:
    from skillkeeper.node.presets import (  # lazy: the harness presets
        AUTO,
        PresetContext,
        auto_presets,
        default_registry,
    )
    from skillkeeper.node.targets import load_config, resolve_targets  # lazy: the target config loader
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    registry = default_registry()
    ctx = PresetContext(user_home=Path.home(), skillkeeper_home=get_settings().home.expanduser())
    for name in presets or []:
        if name == AUTO:
            found = auto_presets(ctx)
            if not found:
                raise fail(
                    "--preset auto found no agent harness on this machine (no config folder such as ~/.claude, "
                    "~/.codex or ~/.cursor): start your agent once so its folder exists, or name a --target "
                    "(`skillkeeper agent --list-presets` lists them)",
                    2,
                )
            specs = [*specs, *found]
        elif registry.get(name) is None:
            import difflib  # lazy: only on this error

            close = difflib.get_close_matches(name, [AUTO, *registry.names()], n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise fail(f"unknown preset {name!r}{hint}; `skillkeeper agent --list-presets` shows them (or use auto)", 2)
        else:
            specs = [*specs, name]
    cfg = load_config(config, registry, ctx) if config else None
    from_env = get_settings().skill_targets
    try:
        targets = resolve_targets(specs, cfg, from_env, registry, ctx)
    except ConfigError as exc:  # a mistyped --target is a usage error, like a mistyped --preset
        raise fail(exc.message, 2) from None
    if not specs and not (cfg and cfg.targets) and not (from_env and from_env.strip()):
        # The default folder is the agent's own; no harness reads it unless told to.
        typer.echo(
            f"note: no --target given, so skills go to {targets[0].dir} only, which no agent harness reads; "
            "add --target claude-code --target agents, or --preset auto for every harness on this machine",
            err=True,
        )
    return targets, (cfg.protected if cfg else [])


def _install_stop_handlers(stop: threading.Event) -> None:
    def handle(signum: int, frame: FrameType | None) -> None:
        if stop.is_set() and signum == signal.SIGINT:
            raise KeyboardInterrupt  # a second Ctrl-C: stop now (writes are atomic anyway)
        stop.set()
        typer.echo("stopping after this tick (Ctrl-C again to stop now)", err=True)

    signal.signal(signal.SIGINT, handle)
    signal.signal(signal.SIGTERM, handle)


@app.command("agent")
@one_line_errors
def agent_command(
    server: Annotated[
        str | None,
        typer.Option("--server", help="Server URL, e.g. http://127.0.0.1:8765 (default: SKILLKEEPER_SERVER)."),
    ] = None,
    local: Annotated[
        bool,
        typer.Option(
            "--local",
            help="Read the served skills from this machine's database instead of a server (no token, no heartbeat).",
        ),
    ] = False,
    tenant: Annotated[
        str | None, typer.Option("--tenant", help="With --local: the tenant whose skills to put on disk.")
    ] = None,
    once: Annotated[bool, typer.Option("--once", help="Reconcile once and exit.")] = False,
    interval: Annotated[str, typer.Option("--interval", help="Time between ticks: 30s, 5m, 1h or 1d.")] = "30s",
    target: Annotated[
        list[str] | None,
        typer.Option(
            "--target",
            "-t",
            help="Preset (skillkeeper, claude-code, agents, openclaw, copilot, gemini, opencode) "
            "or DIR[:owned|additive]; repeatable.",
        ),
    ] = None,
    preset: Annotated[
        list[str] | None,
        typer.Option(
            "--preset", help="auto (every agent harness present on this machine) or a preset name; repeatable."
        ),
    ] = None,
    config: Annotated[
        Path | None, typer.Option("--config", help="JSON or TOML file with targets and protected.")
    ] = None,
    protect: Annotated[
        list[str] | None, typer.Option("--protect", help="A skill name never to touch; repeatable.")
    ] = None,
    node_id: Annotated[
        str | None, typer.Option("--node-id", help="This node's id (default: SKILLKEEPER_NODE_ID or a stored one).")
    ] = None,
    full: Annotated[bool, typer.Option("--full", help="Ignore the stored ETag and pull the whole catalog.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="With --once: print the plan, write nothing.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary (or plan, or presets) as JSON.")] = False,
    list_presets: Annotated[bool, typer.Option("--list-presets", help="List target presets and exit.")] = False,
    uninstall: Annotated[
        bool,
        typer.Option(
            "--uninstall",
            help="Remove every skill the agent wrote from its targets (the last sync's, else --target/--preset), "
            "and a registered target's OpenClaw extraDirs entry, and exit; folders without its marker stay. "
            "No server needed.",
        ),
    ] = False,
    switch_source: Annotated[
        bool,
        typer.Option(
            "--switch-source",
            help="Sync from this run's source even though another source (server, tenant, --local) placed the "
            "skills on disk: the ones the new source does not serve are taken out.",
        ),
    ] = False,
    openclaw_config: Annotated[Path | None, typer.Option("--openclaw-config", hidden=True)] = None,
    catalog_file: Annotated[Path | None, typer.Option("--catalog-file", hidden=True)] = None,
) -> None:
    """Node agent: pull installable skills, reconcile them into skill folders, send a heartbeat."""
    from skillkeeper.node import state  # lazy: the node's catalog and state store
    from skillkeeper.node.agent import Agent, heartbeat_sender, run_loop  # lazy: the node agent and httpx
    from skillkeeper.node.client import FileSource, InstallableSource, ServerClient, Unauthorized  # lazy: httpx
    from skillkeeper.node.presets import (  # lazy: the harness presets
        PresetContext,
        default_registry,
        preset_records,
    )
    from skillkeeper.node.register import default_openclaw_config  # lazy: the harness registration
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    settings = get_settings()
    home = settings.home.expanduser()
    if list_presets:
        ctx = PresetContext(user_home=Path.home(), skillkeeper_home=home)
        if as_json:
            print_json(preset_records(default_registry(), ctx))
            return
        for item in default_registry().all():
            typer.echo(f"{item.name:<16} {item.build(ctx).describe()}  {item.description}")
        return
    if uninstall:
        from skillkeeper.cli.agent_uninstall import run_uninstall  # lazy: on use

        named = _resolve_targets(list(target or []), config, list(preset or [])) if target or preset or config else None
        openclaw = openclaw_config or default_openclaw_config()
        run_uninstall(home, named, list(protect or []), openclaw=openclaw, dry_run=dry_run, as_json=as_json)
        return
    if dry_run and not once:
        raise fail("--dry-run needs --once", 2)
    seconds = parse_interval(interval)
    if local and (server or catalog_file):
        raise fail("--local reads this machine's database; drop --server, or drop --local to pull from the server", 2)
    if tenant and not local:
        raise fail("--tenant goes with --local; a server's agent gets the tenant of its token", 2)
    if local:
        catalog_file = None
    server = None if local else server or settings.server
    if catalog_file is None and not local and not server:
        local_too = "or --local to put the skills this machine's database serves on disk with no server"
        raise fail(f"pass --server URL, where `skillkeeper serve` listens (or set SKILLKEEPER_SERVER), {local_too}", 2)
    server = checked_server(server) if server else server
    if catalog_file is None and not local and not settings.token:
        from skillkeeper.clients.localtenant import local_mint  # lazy: only on this error

        mint = local_mint("fleet:report", principal="NODE", settings=settings)
        raise fail(f"set SKILLKEEPER_TOKEN to a token with scope fleet:report ({mint})", 2)
    targets, config_protected = _resolve_targets(list(target or []), config, list(preset or []))
    protected = [*config_protected, *(protect or [])]
    openclaw = openclaw_config or default_openclaw_config()

    client = None if catalog_file or local else ServerClient(str(server), settings.token)
    source: InstallableSource = FileSource(catalog_file) if catalog_file else client  # type: ignore[assignment]
    keeper = None
    if local:
        from skillkeeper.admin.local_source import open_source  # lazy: the Keeper and database layer

        keeper = open_keeper(reading=True)
        try:
            source = open_source(keeper, tenant or default_tenant())
        except SkillkeeperError:
            keeper.close()
            raise
    explicit = node_id or settings.node_id
    nid: str | None = node_id or "local"
    if client and dry_run and not explicit:  # writes nothing: no new node-id file, the id this home has if any
        nid = state.read_node_id(home)
    elif client:
        nid = state.resolve_node_id(home, explicit)
    lock = state.AgentLock(home / state.LOCK_FILE)
    if not dry_run:
        lock.acquire()
    try:
        agent = Agent(
            source,
            targets,
            home=home,
            source_key=_source_key(catalog_file, client, local and (tenant or default_tenant())),
            protected=protected,
            node_id=nid,
            openclaw_config=openclaw,
            send=heartbeat_sender(client, nid) if client and nid else None,
            switch_source=switch_source,
        )
        if once:
            result = agent.tick(full=full, dry_run=dry_run)
            # The heartbeat is sent after the tick's summary: its failure is counted on the same line.
            late, agent.pending_errors = agent.pending_errors, []
            report_tick(result, dry_run=dry_run, as_json=as_json, openclaw=openclaw, late=late)
            if result.summary.errors or late:
                raise typer.Exit(1)
            return
        stop = threading.Event()
        _install_stop_handlers(stop)
        typer.echo(f"agent {nid}: {counted(len(targets), 'target')}, every {interval}; Ctrl-C to stop", err=True)
        run_loop(
            agent,
            seconds,
            stop,
            lambda r: report_tick(r, dry_run=False, as_json=as_json, openclaw=openclaw),
            full_first=full,
        )
    except Unauthorized as exc:
        # Said once: every later tick would be refused the same way.
        raise fail(f"{exc.message}; stopping, nothing on disk was changed") from None
    finally:
        lock.release()
        if client is not None:
            client.close()
        if keeper is not None:
            keeper.close()


def _source_key(catalog_file: Path | None, client: Any, local_tenant: str | bool) -> str:
    """Which catalog the node's synced copy came from (a change of source re-syncs it whole)."""
    if catalog_file:
        return f"file:{catalog_file.resolve()}"
    if local_tenant:
        return f"local:{local_tenant}"
    return str(client.base_url) if client else ""
