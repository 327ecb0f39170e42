"""`skillkeeper doctor`: what an endpoint serves this caller, and why each missing tool is missing.

HTTP (`--server URL`), stdio (a spawned `skillkeeper mcp`) or the node (`--node`, then the server it
syncs from). Every finding is a `Check`; the exit code is 0 all ok, 1 warnings, 2 cannot connect or
authenticate. This module reaches the endpoint and authenticates; `served` turns the MCP probes into
checks and explains missing tools, `stdiocheck` spawns `skillkeeper mcp`, `hostcheck` checks this
machine's clock and client configs.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import anyio

from skillkeeper._version import __version__
from skillkeeper.clients import hostcheck, localtenant, nodecheck, noderecord, pointers, probe, served, stdiocheck, why
from skillkeeper.clients.checks import Report
from skillkeeper.clients.entries import mcp_url
from skillkeeper.clients.registry import Home
from skillkeeper.errors import SkillkeeperError, mint_command
from skillkeeper.node.reach import answered
from skillkeeper.node.state import SavedState
from skillkeeper.settings import Settings, is_loopback

METADATA_PATH = "/.well-known/oauth-protected-resource"
DEFAULT_TOKEN_VAR = "SKILLKEEPER_TOKEN"
ACCEPT = {"accept": "application/json, text/event-stream"}


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
        return await _skill(options, options.skill)
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
            if _is_url(state.server):
                await _http(report, options, state.server)
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
    options, var = _clients_token(report, options, url)
    await _http(report, options, url, token_var=var)
    return report


def _clients_token(report: Report, options: Options, url: str) -> tuple[Options, str]:
    """Check as the token the installed clients send (and name its variable), when they read it from another."""
    try:
        mcp = mcp_url(url)
    except SkillkeeperError:
        return options, DEFAULT_TOKEN_VAR
    found = pointers.find(options.home, mcp)[0]
    names = {p.token_env for p in found if p.token_env}
    if len(names) != 1 or DEFAULT_TOKEN_VAR in names:
        return options, DEFAULT_TOKEN_VAR
    var = names.pop()
    who = ", ".join(dict.fromkeys(p.client for p in found if p.token_env == var))
    value = options.home.env.get(var)
    if not value:
        report.add(
            "token",
            "warn",
            f"the installed clients ({who}) send the token in ${var}, which is not set in this shell, so doctor "
            f"checks as SKILLKEEPER_TOKEN instead: export {var} to check as they do",
        )
        return options, DEFAULT_TOKEN_VAR
    report.add("token", "ok", f"checking as ${var}, the token the installed clients ({who}) send")
    return replace(options, token=value), var


async def _skill(options: Options, name: str) -> Report:
    if options.stdio:
        settings, _pinned = stdiocheck.settings_for(options)
        if options.tenant:
            settings = settings.model_copy(update={"tenant": options.tenant})
        report = Report(f"skill {name!r} over stdio (`skillkeeper mcp` on this machine's database)")
        found = why.explain_stdio(report, settings, name)
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
        found = why.explain_local(report, settings, name, hint_tenant=hint)
    else:  # as the agents ask: the token the installed clients send
        report, found = await _skill_at(options, name, options.server, "", as_clients=True)
    if found is not None:
        served_here = bool(found.get("served"))
        targets_env = Settings().skill_targets
        why.node_targets(report, options.skillkeeper_home, options.home.home, name, served_here, targets_env)
    return report


def _is_url(source: str) -> bool:
    """Whether a node synced from a server (not from this machine's database with `agent --local`)."""
    return source.startswith(("http://", "https://"))


async def _node_skill(options: Options, name: str, state: SavedState) -> Report:
    """`doctor --skill NAME --node`: the node's own answer always; the server's when a token can ask it."""
    if not _is_url(state.server):  # synced by `agent --local`: this machine's database is the server
        tenant = options.tenant or state.server.removeprefix("local:")
        return await _skill(replace(options, node=False, tenant=tenant), name)
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
    var = DEFAULT_TOKEN_VAR
    if as_clients:
        options, var = _clients_token(report, options, server)
    return report, await why.explain_http(report, base, options.token, tenant, name, token_var=var)


def _init() -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": probe.ERAS[0][1],
            "capabilities": {},
            "clientInfo": {"name": "skillkeeper-doctor", "version": __version__},
        },
    }


async def _http(report: Report, options: Options, raw_url: str, *, token_var: str = DEFAULT_TOKEN_VAR) -> None:
    """Check the endpoint at `raw_url` as `options.token`, read from `token_var` (for the words)."""
    # Lazy: the HTTP client loads only for an HTTP endpoint check.
    import httpx2

    try:
        mcp = mcp_url(raw_url)
    except Exception as exc:  # ConfigError: a bad --server
        report.add("reachable", "fail", str(exc), fatal=True)
        return
    parts = urlsplit(mcp)
    base = f"{parts.scheme}://{parts.netloc}{parts.path[: -len('/mcp')]}"
    tenant = (parse_qs(parts.query).get("tenant") or [""])[0] or None
    auth = {"authorization": f"Bearer {options.token}"} if options.token else {}
    async with httpx2.AsyncClient(timeout=15) as http:
        start = time.perf_counter()
        try:
            health = await http.get(base + "/healthz")
        except httpx2.TransportError as exc:
            report.unreachable(base, probe.reason(exc))
            hostcheck.clients(report, options.home, mcp, options.node, options.token)
            return
        ms = (time.perf_counter() - start) * 1000
        mine = await http.post(mcp, json=_init(), headers={**ACCEPT, **auth})
        if health.status_code >= 500:  # the server (or the proxy before it) failed: no other web server's answer
            report.add("reachable", "fail", answered(base, health.status_code), fatal=True)
            hostcheck.clients(report, options.home, mcp, options.node, options.token)
            return
        if health.status_code != 200 and mine.status_code not in (200, 401, 403):  # another web server
            report.add(
                "reachable",
                "fail",
                f"{base} answers, but not as skillkeeper: /healthz answers {health.status_code} and POST "
                f"{parts.path or '/mcp'} {mine.status_code}; check the host and port (`skillkeeper serve` prints "
                "the URL it listens on)",
                fatal=True,
            )
            hostcheck.clients(report, options.home, mcp, options.node, options.token)
            return
        why_not = hostcheck.unready(base, await http.get(base + "/readyz"))
        if why_not is not None:  # its other answers would only be 503s: say why, once
            report.add("reachable", "fail", why_not, fatal=True)
            hostcheck.clients(report, options.home, mcp, options.node, options.token)
            return
        if health.status_code == 200:
            report.add(
                "reachable",
                "ok",
                f"{base} answers /healthz in {ms:.0f} ms",
                latency_ms=round(ms, 1),
            )
        else:
            report.add("reachable", "warn", f"{base}/healthz answers {health.status_code} in {ms:.0f} ms")
        await _authorization(report, http, base, mcp)
        # `--node` checks as the node agent's token, which needs fleet:report, not an MCP client's scope.
        scope = "fleet:report" if options.node else "skills:read"
        caller = await _caller(report, http, base, options.token, tenant, mine.status_code, scope, token_var)
    if caller.whoami is not None and not options.node:  # a token's own tenant wins over any tenant named
        named_by = "--tenant" if options.tenant else f"the URL's ?tenant={tenant}"
        served.asked_tenant(report, caller.whoami, options.tenant or tenant, named_by)
    if mine.status_code == 200:
        connect = probe.http_connector(mcp, auth)
        await served.mcp(report, connect, caller)
    elif mine.status_code == 403 and options.node:  # the agent's fleet:report token is no MCP client's
        report.add(
            "tools",
            "ok",
            "a node agent's token needs neither skills:read nor skills:write: MCP clients use a token "
            "of their own, or `skillkeeper mcp --node` (`skillkeeper install --node`)",
        )
    elif mine.status_code == 403:
        report.add(
            "protocol",
            "warn",
            "the MCP endpoint refuses this token (403 insufficient_scope): it carries "
            "neither skills:read nor skills:write",
        )
        served.tools(report, caller, [])
    elif mine.status_code != 401:
        report.add("protocol", "fail", f"POST {mcp} answered {mine.status_code}, not an MCP response")
    hostcheck.clock(report, health.headers.get("date"))
    hostcheck.clients(report, options.home, mcp, options.node, options.token)


async def _authorization(report: Report, http: Any, base: str, mcp: str) -> None:
    meta_url = base + METADATA_PATH
    problems = []
    try:
        meta = (await http.get(meta_url)).json()
        if not isinstance(meta, dict) or not meta.get("resource"):
            problems.append(f"{meta_url} has no `resource`")
    except ValueError:
        problems.append(f"no protected-resource metadata at {meta_url}")
    anon = await http.post(mcp.split("?")[0], json=_init(), headers=ACCEPT)
    challenge = anon.headers.get("www-authenticate", "")
    named = re.search(r'resource_metadata="([^"]+)"', challenge)
    if anon.status_code != 401:
        problems.append(f"a request without a token gets {anon.status_code}, not 401, so clients never ask for one")
    elif named is None:
        problems.append("the 401 has no WWW-Authenticate resource_metadata, so clients cannot discover auth")
    elif _on_loopback(named[1]) and not _on_loopback(base):  # served without --public-url behind a name
        problems.append(
            f"the 401 sends clients to {named[1]}, which only the server's own machine reaches; start "
            f"`skillkeeper serve` with --public-url {base}"
        )
    if problems:
        report.add("authorization", "warn", "; ".join(problems))
    else:
        names = "it" if named is None or named[1] == meta_url else f"{named[1]} (the server's public URL)"
        report.add(
            "authorization",
            "ok",
            f"protected-resource metadata at {meta_url}; a 401 names {names} in WWW-Authenticate",
            metadata=meta_url,
        )


def _on_loopback(url: str) -> bool:
    """Whether `url`'s host only answers this machine (so another machine's client cannot follow it)."""
    return is_loopback(urlsplit(url).hostname or "")


async def _caller(
    report: Report,
    http: Any,
    base: str,
    token: str | None,
    tenant: str | None,
    mcp_status: int,
    scope: str,
    token_var: str = DEFAULT_TOKEN_VAR,
) -> served.Caller:
    caller = served.Caller(anonymous_tenant=tenant)
    if not token:
        if mcp_status == 200:
            caller.public = True
            report.add(
                "caller",
                "warn",
                f"anonymous reader of tenant {tenant!r}'s public catalog (no SKILLKEEPER_TOKEN): read tools only",
                tenant=tenant,
            )
        else:
            where = f"tenant {tenant!r} has no public catalog" if tenant else "no tenant with a public catalog named"
            # The tenant named in the URL is the one to mint in, or to open to readers without a token.
            fix = (
                f"`{mint_command(scope, tenant=tenant)}`, or have an admin open its catalog to readers without one: "
                f"`skillkeeper tenants settings {tenant} --set public_catalog=true`"
                if tenant
                else localtenant.local_mint(scope)
            )
            report.add(
                "caller",
                "fail",
                f"no token (SKILLKEEPER_TOKEN is unset) and {where}: the server answers "
                f"{mcp_status}; set SKILLKEEPER_TOKEN to a token from {fix}",
                fatal=True,
            )
        return caller
    response = await http.get(base + "/api/v1/whoami", headers={"authorization": f"Bearer {token}"})
    if response.status_code == 401:
        report.add(
            "caller",
            "fail",
            f"the server refused the token in {token_var} (unknown, expired or "
            f"revoked): create a new one with {localtenant.local_mint(scope)}",
            fatal=True,
        )
        return caller
    if response.status_code != 200:
        report.add(
            "caller",
            "warn",
            f"GET /api/v1/whoami answered {response.status_code}; this server cannot say who the token is",
        )
        return caller
    caller.whoami = response.json()
    served.describe(report, caller.whoami)
    return caller
