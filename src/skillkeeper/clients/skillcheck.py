"""`doctor --skill NAME`: why one skill is or is not served, asked where the user said.

As the local database's operator (no endpoint), as `skillkeeper mcp`'s caller (`--stdio`), as the token
the installed clients send at `--server URL`, or at the server the node agent syncs from (`--node`).
`why` reaches the endpoint and adds this machine's node targets.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlsplit

from skillkeeper.clients import hostcheck, httpcheck, noderecord, stdiocheck, why
from skillkeeper.clients.checks import Report
from skillkeeper.clients.entries import mcp_url
from skillkeeper.errors import SkillkeeperError
from skillkeeper.node.state import SavedState
from skillkeeper.settings import Settings

if TYPE_CHECKING:
    from skillkeeper.clients.doctor import Options


async def skill(options: Options, name: str) -> Report:
    """Why `name` is or is not served where `options` say, and where this machine's node agent puts it."""
    if options.stdio:
        settings, pinned = stdiocheck.settings_for(options)
        if options.tenant:
            settings = settings.model_copy(update={"tenant": options.tenant})
        report = Report(f"skill {name!r} over stdio (`skillkeeper mcp` on this machine's database)")
        found = why.explain_stdio(report, settings, name, asked=stdiocheck.asked(options, pinned))
    elif options.node:
        state, _when = noderecord.load(options.skillkeeper_home)
        if state is None:
            report = Report(f"skill {name!r} via the node agent")
            report.add(
                "node sync",
                "fail",
                "no node agent has synced on this machine, so there is no node server to ask: run "
                f"`skillkeeper doctor --skill {name} --server URL` with the node's SKILLKEEPER_TOKEN",
                fatal=True,
            )
            return report
        return await _node_skill(options, name, state)
    elif options.server is None:
        env = Settings(token=options.token or None)
        settings = env.model_copy(update={"tenant": options.tenant}) if options.tenant else env
        report = Report(f"skill {name!r} in the local database")
        # A next step for a tenant other than SKILLKEEPER_TENANT's must name it, or it acts elsewhere.
        hint = settings.tenant if settings.tenant != env.tenant else None
        found = why.explain_local(report, settings, name, hint_tenant=hint, asked=stdiocheck.asked(options, {}))
    else:  # as the agents ask: the token the installed clients send
        report, found = await _skill_at(options, name, options.server, "", as_clients=True)
    if found is not None:
        served_here = bool(found.get("served"))
        targets_env = Settings().skill_targets
        why.node_targets(report, options.skillkeeper_home, options.home.home, name, served_here, targets_env)
    return report


async def _node_skill(options: Options, name: str, state: SavedState) -> Report:
    """`doctor --skill NAME --node`: the node's own answer always; the server's when a token can ask it."""
    if not noderecord.from_server(state.server):  # synced by `agent --local`: this machine's database is the server
        tenant = options.tenant or state.server.removeprefix("local:")
        return await skill(replace(options, node=False, tenant=tenant), name)
    report = why.node_report(name, state, options.skillkeeper_home, has_token=bool(options.token))
    if report is None:
        report, _found = await _skill_at(options, name, state.server, "via the node agent, ")
    # Offline or not, the node serves its last synced catalog: where it puts the skill is still known.
    targets_env = Settings().skill_targets
    why.node_targets(report, options.skillkeeper_home, options.home.home, name, name in state.wanted, targets_env)
    return report


async def _skill_at(
    options: Options, name: str, server: str, how: str, *, as_clients: bool = False
) -> tuple[Report, dict[str, Any] | None]:
    """Ask the server at `server` (`how` says how it was chosen) why `name` is or is not served.

    `as_clients`: as the token the installed clients pointing there send (`install --token-env VAR`).
    """
    try:
        mcp = mcp_url(server)
    except SkillkeeperError as exc:
        report = Report(server)
        report.add("reachable", "fail", exc.message, fatal=True)
        return report, None
    parts = urlsplit(mcp)
    base = f"{parts.scheme}://{parts.netloc}{parts.path[: -len('/mcp')]}"
    tenant = (parse_qs(parts.query).get("tenant") or [""])[0] or None
    report = Report(f"skill {name!r} {how}at {base}")
    var = hostcheck.DEFAULT_TOKEN_VAR
    if as_clients:
        options, var = hostcheck.clients_token(report, options, server)
    # As the endpoint check: the node's token is the agent's, asked for no tenant.
    asked = httpcheck.asked(options, tenant) if not options.node else (None, "")
    return report, await why.explain_http(report, base, options.token, tenant, name, token_var=var, asked=asked)
