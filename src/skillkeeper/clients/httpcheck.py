"""`doctor --server URL`: whether a server answers as skillkeeper, how it asks for auth, who the token is.

Then the MCP probes (`served`) and this machine's clock and client configs (`hostcheck`).
"""

from __future__ import annotations

import re
import time
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlsplit

from skillkeeper._version import __version__
from skillkeeper.clients import hostcheck, localtenant, nodecheck, probe, served
from skillkeeper.clients.checks import Report
from skillkeeper.clients.entries import mcp_url
from skillkeeper.clients.hostcheck import DEFAULT_TOKEN_VAR
from skillkeeper.errors import mint_command
from skillkeeper.node.reach import answered
from skillkeeper.settings import is_loopback

if TYPE_CHECKING:
    from skillkeeper.clients.doctor import Options

METADATA_PATH = "/.well-known/oauth-protected-resource"
ACCEPT = {"accept": "application/json, text/event-stream"}


def asked(options: Options, url_tenant: str | None) -> tuple[str | None, str]:
    """The tenant the user asked for and what named it: --tenant, else the URL's ?tenant=."""
    if options.tenant:
        return options.tenant, "--tenant"
    return url_tenant, f"the URL's ?tenant={url_tenant}"


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


async def check(report: Report, options: Options, raw_url: str, *, token_var: str = DEFAULT_TOKEN_VAR) -> None:
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
            _check_clients(report, options, mcp)
            return
        ms = (time.perf_counter() - start) * 1000
        mine = await http.post(mcp, json=_init(), headers={**ACCEPT, **auth})
        if health.status_code >= 500:  # the server (or the proxy before it) failed: no other web server's answer
            report.add("reachable", "fail", answered(base, health.status_code), fatal=True)
            _check_clients(report, options, mcp)
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
            _check_clients(report, options, mcp)
            return
        why_not = hostcheck.unready(base, await http.get(base + "/readyz"))
        if why_not is not None:  # its other answers would only be 503s: say why, once
            report.add("reachable", "fail", why_not, fatal=True)
            _check_clients(report, options, mcp)
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
        await authorization(report, http, base, mcp)
        # `--node` checks as the node agent's token, which needs fleet:report, not an MCP client's scope.
        scope = "fleet:report" if options.node else "skills:read"
        if options.node and not options.token:  # the node's own checks stand without the agent's token
            caller = served.Caller()
            nodecheck.tokenless(report, base)
        else:
            caller = await _caller(report, http, base, options.token, tenant, mine.status_code, scope, token_var)
    if caller.whoami is not None and not options.node:  # a token's own tenant wins over any tenant named
        served.asked_tenant(report, caller.whoami, *asked(options, tenant))
    if mine.status_code == 200:
        connect = probe.http_connector(mcp, auth)
        await served.mcp(report, connect, caller)
    elif mine.status_code == 403 and options.node:  # the agent's fleet:report token is no MCP client's
        report.add("tools", "ok", served.NODE_TOKEN)
    elif mine.status_code == 403 and served.node_token(caller.whoami):  # checked at its server, not on its node
        report.add("tools", "ok", f"{served.NODE_TOKEN}; `skillkeeper doctor --node` on that node checks it")
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
    _check_clients(report, options, mcp, caller.whoami)


def _check_clients(report: Report, options: Options, mcp: str, whoami: dict[str, Any] | None = None) -> None:
    # Without whoami's answer (no answer, or not a 200) whose token doctor holds, a client's or a node agent's,
    # is unknown: `fleet=None`, so a client's written token is said not checked rather than stale.
    fleet = None if whoami is None else served.node_token(whoami)
    hostcheck.clients(report, options.home, mcp, options.node, options.token, fleet=fleet)


async def authorization(report: Report, http: Any, base: str, mcp: str) -> None:
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
