"""`skillkeeper doctor`: what an endpoint serves this caller, and why each missing tool is missing.

HTTP (`--server URL`), stdio (a spawned `skillkeeper mcp`) or the node (`--node`, then the server it
syncs from). Every finding is a `Check`; the exit code is 0 all ok, 1 warnings, 2 cannot connect or
authenticate. Reasons for missing tools come from the server's whoami, which uses the one rule that
registers MCP tools per caller (`deliver.mcp.tools.explain`).
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import anyio

from skillkeeper._version import __version__
from skillkeeper.access.tokens import InvalidToken
from skillkeeper.clients import localtenant, nodecheck, pointers, probe
from skillkeeper.clients.checks import Report, Status
from skillkeeper.clients.entries import mcp_url
from skillkeeper.clients.registry import Home
from skillkeeper.deliver.mcp.tools import TOOLS, Grant, explain
from skillkeeper.deliver.whoami import local_whoami, whoami
from skillkeeper.errors import SkillkeeperError
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings

METADATA_PATH = "/.well-known/oauth-protected-resource"
ACCEPT = {"accept": "application/json, text/event-stream"}
MAX_SKEW = timedelta(seconds=60)
SOON = timedelta(days=7)


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


@dataclass
class Caller:
    """What doctor learned about the caller: whoami's document, or why there is none."""

    whoami: dict[str, Any] | None = None
    anonymous_tenant: str | None = None
    public: bool = False
    served: list[str] = field(default_factory=list)


def run(options: Options) -> Report:
    """Run every check for the chosen endpoint; never raises for what it finds."""
    return anyio.run(_run, options)


async def _run(options: Options) -> Report:
    if options.node:
        report = Report("node")
        state = nodecheck.check_node(report, options.skillkeeper_home, options.home.home)
        if state is not None:
            report.target = f"node -> {state.server}"
            await _http(report, options, state.server)
        return report
    if options.stdio:
        report = Report("stdio: skillkeeper mcp")
        await _stdio(report, options)
        return report
    url = options.server or "http://127.0.0.1:8765"
    report = Report(url)
    await _http(report, options, url)
    return report


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


async def _http(report: Report, options: Options, raw_url: str) -> None:
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
            report.add(
                "reachable",
                "fail",
                f"cannot reach {base} ({probe.reason(exc)}); is `skillkeeper serve` running there?",
                fatal=True,
            )
            _clients(report, options, mcp)
            return
        ms = (time.perf_counter() - start) * 1000
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
        mine = await http.post(mcp, json=_init(), headers={**ACCEPT, **auth})
        caller = await _caller(report, http, base, options.token, tenant, mine.status_code)
    if mine.status_code == 200:
        connect = probe.http_connector(mcp, auth)
        await _mcp(report, connect, caller)
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
        _tools(report, caller, [])
    elif mine.status_code != 401:
        report.add("protocol", "fail", f"POST {mcp} answered {mine.status_code}, not an MCP response")
    _clock(report, health.headers.get("date"))
    _clients(report, options, mcp)


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
    if anon.status_code != 401:
        problems.append(f"a request without a token gets {anon.status_code}, not 401, so clients never ask for one")
    elif "resource_metadata=" not in challenge:
        problems.append("the 401 has no WWW-Authenticate resource_metadata, so clients cannot discover auth")
    if problems:
        report.add("authorization", "warn", "; ".join(problems))
    else:
        report.add(
            "authorization",
            "ok",
            f"protected-resource metadata at {meta_url}; a 401 names it in WWW-Authenticate",
            metadata=meta_url,
        )


async def _caller(
    report: Report, http: Any, base: str, token: str | None, tenant: str | None, mcp_status: int
) -> Caller:
    caller = Caller(anonymous_tenant=tenant)
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
            report.add(
                "caller",
                "fail",
                f"no token (SKILLKEEPER_TOKEN is unset) and {where}: the server answers "
                "401; set SKILLKEEPER_TOKEN to a token from `skillkeeper tokens create`",
                fatal=True,
            )
        return caller
    response = await http.get(base + "/api/v1/whoami", headers={"authorization": f"Bearer {token}"})
    if response.status_code == 401:
        report.add(
            "caller",
            "fail",
            "the server refused the token in SKILLKEEPER_TOKEN (unknown, expired or "
            "revoked): create a new one with `skillkeeper tokens create`",
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
    _describe(report, caller.whoami)
    return caller


def _describe(report: Report, me: dict[str, Any]) -> None:
    expires = me.get("expires_at")
    text = (
        f"{me.get('principal')} in tenant {me.get('tenant')}: effective "
        f"{','.join(me.get('effective_scopes') or []) or '(none)'} "
        f"(token {','.join(me.get('token_scopes') or [])};"
        f" mandate {','.join(me.get('mandate') or []) or '(none)'}); "
        f"{'expires ' + expires if expires else 'never expires'}"
    )
    status: Status = "ok"
    if expires and datetime.fromisoformat(expires) - datetime.now(UTC) < SOON:
        status, text = "warn", text + " (soon: issue a new token)"
    if not me.get("effective_scopes"):
        status = "warn"
    data: dict[str, Any] = {
        k: me.get(k)
        for k in (
            "tenant",
            "principal",
            "token_scopes",
            "mandate",
            "effective_scopes",
            "expires_at",
        )
    }
    report.add("caller", status, text, **data)


async def _mcp(report: Report, connect: probe.Connect, caller: Caller) -> bool:
    """Eras, tools, skills and the extension over `connect`; False when no era answered."""
    results, deep = await probe.eras(connect)
    good = [r for r in results if r.ok]
    said = ", ".join(f"{r.era} ({r.ms:.0f} ms)" if r.ok else f"{r.era} failed: {r.error}" for r in results)
    if not good:
        report.add("protocol", "fail", f"no protocol era answers: {said}", fatal=True)
        return False
    eras = {r.era: r.tools for r in good}
    status: Status = "ok" if len(good) == len(results) and len({tuple(t) for t in eras.values()}) == 1 else "warn"
    report.add("protocol", status, said, eras=[r.era for r in good])
    served = good[0].tools
    caller.served = served
    _tools(report, caller, served)
    if "list_skills" in served:
        _skills(report, deep)
    else:
        report.add("skills", "warn", "not checked: this caller is not served list_skills")
    return True


def _tools(report: Report, caller: Caller, served: list[str]) -> None:
    names = [t.name for t in TOOLS]
    me = caller.whoami
    if me is not None:
        reasons = {m["name"]: m["reason"] for m in me.get("missing_tools", [])}
        if me.get("tools") != served and served:
            report.add(
                "tools agree",
                "fail",
                f"whoami says {me.get('tools')} but tools/list serves {served}",
            )
    else:
        grant = Grant(anonymous=True, tenant=caller.anonymous_tenant, public_catalog=caller.public)
        reasons = {t.name: why for t, why in explain(grant)[1]}
    missing = [n for n in names if n not in served]
    if not missing:
        report.add("tools", "ok", f"all {len(names)} tools served", served=served)
        return
    report.add(
        "tools",
        "warn",
        f"{len(served)} of {len(names)} tools served; missing: {', '.join(missing)}",
        served=served,
        missing=missing,
    )
    for name in missing:
        report.add(f"tool {name}", "warn", reasons.get(name, "not served to this caller"))


def _skills(report: Report, deep: probe.Deep) -> None:
    if deep.names is None:
        report.add("skills", "fail", f"list_skills failed: {deep.error or 'no era served it'}")
        return
    names = deep.names
    if names:
        report.add("skills", "ok", f"{len(names)} skill{'' if len(names) == 1 else 's'} visible", count=len(names))
    else:
        report.add(
            "skills",
            "warn",
            "no skills visible to this caller: none is active in its catalog yet, or they "
            "wait in review (`skillkeeper skills list --status staged`)",
            count=0,
        )
    ext = deep.ext or probe.ExtensionResult(error="not checked")
    if ext.error:
        report.add("skills extension", "fail", f"skills/list failed: {ext.error}")
    elif ext.problems:
        report.add(
            "skills extension",
            "fail",
            f"{len(ext.problems)} of {ext.checked} files differ from the listing: {ext.problems[0]}",
            problems=ext.problems[:20],
        )
    elif sorted(ext.skills) != sorted(names):
        report.add(
            "skills extension",
            "warn",
            f"skills/list shows {len(ext.skills)} skills but list_skills {len(names)}",
        )
    else:
        capped = f" (first {probe.MAX_VERIFIED_SKILLS} skills)" if len(ext.skills) > probe.MAX_VERIFIED_SKILLS else ""
        report.add(
            "skills extension",
            "ok",
            f"{len(ext.skills)} skills, {ext.files} files listed; {ext.checked} "
            f"files{capped} read back with matching sha256 digests and sizes",
            checked=ext.checked,
        )


def _clock(report: Report, date: str | None) -> None:
    if not date:
        report.add("clock", "warn", "the server sends no Date header, so clock skew is unknown")
        return
    try:
        server = parsedate_to_datetime(date)
    except (TypeError, ValueError):
        report.add("clock", "warn", f"unreadable Date header {date!r}")
        return
    skew = datetime.now(UTC) - server
    seconds = round(skew.total_seconds())
    if abs(skew) <= MAX_SKEW:
        report.add(
            "clock",
            "ok",
            f"clock skew {seconds:+d} s against the server's Date header",
            skew_s=seconds,
        )
    else:
        side = "ahead of" if seconds > 0 else "behind"
        report.add(
            "clock",
            "warn",
            f"this machine's clock is {abs(seconds)} s {side} the server's: token expiry "
            "and TLS checks may misbehave; sync it (NTP)",
            skew_s=seconds,
        )


def _clients(report: Report, options: Options, mcp: str | None) -> None:
    found, present, problems = pointers.find(options.home, mcp)
    if options.node and mcp:  # clients on this node's own catalog are as good as clients on its server
        found += [p for p in pointers.find(options.home, None)[0] if p.node]
    where = mcp or "`skillkeeper mcp` (stdio)"
    fix = f"`skillkeeper install --server {mcp.rsplit('/mcp', 1)[0]}`" if mcp else "`skillkeeper install`"
    data: dict[str, Any] = {
        "clients": [p.__dict__ for p in found],
        "present": present,
        "problems": problems,
    }
    if found:
        named = ", ".join(f"{p.client} ({p.name}{', via mcp --node' if p.node else ''})" for p in found)
        verb = "points" if len(found) == 1 else "point"
        report.add(
            "clients",
            "warn" if problems else "ok",
            f"{named} {verb} at {where}" + (f"; {problems[0]}" if problems else ""),
            **data,
        )
    elif present:
        stdio = pointers.find(options.home, None)[0] if mcp else []
        if stdio:  # the default install: the clients start `skillkeeper mcp` themselves, not this server
            named = ", ".join(dict.fromkeys(p.client for p in stdio))
            node = all(p.node for p in stdio)
            how = "`skillkeeper mcp --node`" if node else "`skillkeeper mcp`"
            why = (
                f"the installed clients ({named}) run {how} over stdio, not {where}: check that with "
                f"`skillkeeper doctor {'--node' if node else '--stdio'}`, or point them here with {fix}"
            )
        else:
            why = f"none of the installed clients ({', '.join(present)}) points at {where}: run {fix}"
        report.add("clients", "warn", why, **data)
    else:
        report.add(
            "clients",
            "warn",
            f"no MCP client config found on this machine; install a client, then {fix}",
            **data,
        )


def stdio_command() -> list[str]:
    """How to start `skillkeeper mcp`: the script beside this Python, else `python -m`."""
    beside = Path(sys.executable).with_name("skillkeeper")
    found = str(beside) if beside.exists() else shutil.which("skillkeeper")
    return [found, "mcp"] if found else [sys.executable, "-m", "skillkeeper", "mcp"]


_SETTING_OF = {"SKILLKEEPER_HOME": "home", "SKILLKEEPER_DATABASE_URL": "database_url", "SKILLKEEPER_TENANT": "tenant"}


async def _stdio(report: Report, options: Options) -> None:
    # Check as the installed clients start `skillkeeper mcp`: their entries' pins, unless this shell sets them.
    pinned = {k: v for k, v in pointers.pinned_env(options.home).items() if not options.home.env.get(k)}
    overrides: dict[str, Any] = {_SETTING_OF[k]: v for k, v in pinned.items()}
    settings = Settings(token=options.token or None, **overrides)
    try:
        keeper = Keeper.open(settings=settings)
    except SkillkeeperError as exc:
        report.add("reachable", "fail", f"cannot open the database: {exc.message}", fatal=True)
        return
    try:
        if settings.token:
            me = whoami(keeper, settings.token)
        else:
            me = local_whoami(keeper.tokens.local_caller(settings.tenant))
    except InvalidToken:
        report.add(
            "caller",
            "fail",
            "SKILLKEEPER_TOKEN is not a valid token for this database (unknown, expired "
            "or revoked): create one with `skillkeeper tokens create`",
            fatal=True,
        )
        return
    finally:
        keeper.close()
    how = "SKILLKEEPER_TOKEN" if settings.token else f"no token: the local agent of tenant {settings.tenant!r}"
    if pinned:
        how += "; " + ", ".join(f"{k}={v}" for k, v in pinned.items()) + " from the installed clients' entries"
    report.add("authorization", "ok", f"stdio takes credentials from the environment ({how}); no HTTP auth")
    _describe(report, me)
    command = list(options.command) or stdio_command()
    env = {**os.environ, **pinned}
    if options.token:
        env["SKILLKEEPER_TOKEN"] = options.token
    start = time.perf_counter()
    answered = await _mcp(report, probe.stdio_connector(command, env), Caller(whoami=me))
    if not settings.token:
        localtenant.explain_empty(report, settings)
    if answered:
        ms = (time.perf_counter() - start) * 1000
        report.add(
            "reachable",
            "ok",
            f"`{' '.join(command)}` starts and answers ({ms:.0f} ms for every probe)",
        )
        report.checks.insert(0, report.checks.pop())
    _clients(report, options, None)
