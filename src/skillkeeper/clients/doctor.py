"""`skillkeeper doctor`: what an endpoint serves this caller, and why each missing tool is missing.

HTTP (`--server URL`), stdio (a spawned `skillkeeper mcp`) or the node (`--node`, then the server it
syncs from). Every finding is a `Check`; the exit code is 0 all ok, 1 warnings, 2 cannot connect or
authenticate. This module picks the endpoint (the one the installed clients use when none is named);
`httpcheck` checks a server, `stdiocheck` spawns `skillkeeper mcp`, `nodecheck` the node agent,
`skillcheck` answers `--skill NAME`, `served` turns the MCP probes into checks and `hostcheck`
checks this machine's clock and client configs.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import anyio

from skillkeeper.clients import hostcheck, httpcheck, nodecheck, noderecord, pointers, skillcheck, stdiocheck
from skillkeeper.clients.checks import Report
from skillkeeper.clients.registry import Home


@dataclass(frozen=True)
class Options:
    """Where to look and as whom; `home` is the machine whose client configs are read."""

    home: Home
    skillkeeper_home: Path
    server: str | None = None
    stdio: bool = False
    node: bool = False
    token: str | None = None
    command: tuple[str, ...] = ()
    skill: str | None = None
    tenant: str | None = None
    default_server: str = "http://127.0.0.1:8765"
    # Whether the default server was named ($SKILLKEEPER_SERVER or $SKILLKEEPER_PUBLIC_URL), not guessed.
    default_named: bool = False


def run(options: Options) -> Report:
    """Run every check for the chosen endpoint; never raises for what it finds."""
    return anyio.run(_run, options)


async def _run(options: Options) -> Report:
    if options.skill is not None:
        return await skillcheck.skill(options, options.skill)
    asked = options.server is not None or options.default_named or options.stdio or options.node
    # No endpoint named: what the installed clients run.
    clients = pointers.InstalledRun(None) if asked else pointers.installed_run(options.home)
    installed = clients.run
    if options.node or installed == "node":
        # `install --node` then `doctor`: the clients run `skillkeeper mcp --node`, so check the node.
        said = "" if options.node else ", what the installed clients run (`--server URL` checks a server)"
        report = Report(f"node{said}")
        state = nodecheck.check_node(report, options.skillkeeper_home, options.home.home)
        if state is not None:
            report.target = f"node -> {state.server}{said}"
            if noderecord.from_server(state.server):
                await httpcheck.check(report, options, state.server)
                nodecheck.serves_offline(report)
            else:  # `agent --local` synced from this machine's database: there is no server to ask
                why = f"{state.server}: synced from this machine's database by `skillkeeper agent --local`, no server"
                report.add("source", "ok", why)
        return report
    if options.stdio:
        report = Report("stdio: skillkeeper mcp")
        await stdiocheck.check(report, options)
        return report
    if installed == "stdio":
        # `install` then `doctor`: the clients run `skillkeeper mcp`, so check that, not a server never started.
        report = Report("stdio: skillkeeper mcp, what the installed clients run (`--server URL` checks a server)")
        await stdiocheck.check(report, options)
        return report
    url = options.server or installed or options.default_server
    # `install --server URL` then `doctor`: check that server, not where `serve` would listen by default.
    if url == installed:
        said = f"{url}, where the installed clients point (`--server URL` checks another)"
    else:  # where `serve` listens, said as such when the installed clients did not settle it
        said = f"{url}, where `serve` listens here, as {clients.why}" if clients.why else url
    report = Report(f"{said}; {clients.why}" if url == installed and clients.why else said)
    options, var = hostcheck.clients_token(report, options, url)
    await httpcheck.check(report, options, url, token_var=var)
    return report
