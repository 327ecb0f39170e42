"""Doctor's checks of this machine: its clock against the server's, and its MCP client configs."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING, Any

from skillkeeper.clients import pointers
from skillkeeper.clients.checks import Report
from skillkeeper.clients.entries import mcp_url
from skillkeeper.clients.registry import Home
from skillkeeper.errors import SkillkeeperError

if TYPE_CHECKING:
    from skillkeeper.clients.doctor import Options

MAX_SKEW = timedelta(seconds=60)
DEFAULT_TOKEN_VAR = "SKILLKEEPER_TOKEN"


def clock(report: Report, date: str | None) -> None:
    """Clock skew against the server's Date header; beyond a minute is a warning."""
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


def unready(base: str, ready: Any) -> str | None:
    """Why a server whose /readyz gave answer `ready` serves nothing now; None when it may."""
    try:
        body = ready.json()
    except ValueError:
        body = None
    checks = body.get("checks") if isinstance(body, dict) else None
    if ready.status_code != 503 or not isinstance(checks, dict):  # ready, or no readiness answer to go by
        return None
    if not checks.get("database"):
        return (
            f"{base} is up but cannot reach its database (/readyz answers 503); check that the database "
            "is running and that `skillkeeper serve` there has the right SKILLKEEPER_DATABASE_URL"
        )
    return (
        f"{base} is up but its database's schema is behind its release (/readyz answers 503); run "
        "`skillkeeper db upgrade` with the server's SKILLKEEPER_DATABASE_URL"
    )


def _names(found: list[Any]) -> str:
    return ", ".join(f"{p.client} ({p.name})" for p in found)


def _configured_elsewhere(home: Home, mcp: str | None, found: list[Any]) -> dict[str, str]:
    """The installed clients' skillkeeper entries for another endpoint than `mcp`, as information: {what they
    run (`stdio`, `node` or an MCP URL): a phrase naming them and the doctor command that checks it}."""
    local = [p for p in pointers.find(home, None)[0] if p not in found] if mcp else []
    out = {}
    for kind, how in (("stdio", "`skillkeeper mcp`"), ("node", "`skillkeeper mcp --node`")):
        group = [p for p in local if p.node == (kind == "node")]
        if group:
            verb, them = ("runs", "it") if len(group) == 1 else ("run", "them")
            out[kind] = f"{_names(group)} {verb} {how} on this machine (`skillkeeper doctor --{kind}` checks {them})"
    for url, names in pointers.elsewhere(home, mcp or "").items():
        verb = "points" if len(names) == 1 else "point"
        out[url] = f"{', '.join(names)} {verb} at {url} (`skillkeeper doctor --server {url.rsplit('/mcp', 1)[0]}`)"
    return out


def _also(elsewhere: dict[str, str], *, said: str = "") -> str:
    """The information tail naming the clients configured for other endpoints than the checked one (but `said`)."""
    rest = [phrase for kind, phrase in elsewhere.items() if kind != said]
    return f"; for another endpoint, not checked here: {', '.join(rest)}" if rest else ""


def _they(names: list[str], verb: str, *, alone: bool) -> str:
    """`names` and `verb` (plural): 'the installed clients (a, b) run' when they are all there are (`alone`), else
    only these, by name: when others are set up for another endpoint, each client's words say where it goes."""
    if alone:
        return f"the installed clients ({', '.join(names)}) {verb}"
    return f"{', '.join(names)} {verb if len(names) > 1 else verb + 's'}"


def clients(
    report: Report,
    home: Home,
    mcp: str | None,
    node: bool = False,
    token: str | None = None,
    *,
    fleet: bool | None = False,
) -> None:
    """Which installed MCP clients point at `mcp` (None: stdio), and what to run when none does; `token` is
    the one doctor checks as, which a token written into a client's file (Zed) should be, unless it is a node
    agent's (`fleet`; None when the server did not say whose it is)."""
    found, present, problems = pointers.find(home, mcp)
    written = ", ".join(dict.fromkeys(p.client for p in found if p.literal_token is not None))
    # A token rotated since install leaves such a client refused while doctor's own check passes.
    stale = list(dict.fromkeys(p.client for p in found if p.literal_token is not None and p.literal_token != token))
    aside = ""
    if mcp and token and fleet and not node and written:  # a client's token never matches a node agent's
        aside = (
            f"; the token written into the file of {written} is not compared: doctor checks as a node agent's "
            "token (fleet:report), which no MCP client sends"
        )
    elif mcp and token and fleet is None and not node and stale:  # a node agent's token would differ too
        aside = (
            f"; the token written into the file of {', '.join(stale)} could not be checked: the server did not "
            "say (GET /api/v1/whoami) whether doctor's token is a client's or a node agent's (fleet:report, which "
            "no client sends); run doctor again once the server answers"
        )
    elif mcp and token and not node and fleet is False:  # a node is checked as its fleet:report token, no client's
        problems += [
            f"{name}: the token written into its file at install time is not the one doctor checks as: export "
            f"the current one, then `skillkeeper install --client {name} --server {mcp.rsplit('/mcp', 1)[0]}`"
            for name in stale
        ]
    if node and mcp:  # clients on this node's own catalog are as good as clients on its server
        found += [p for p in pointers.find(home, None)[0] if p.node]
    where = mcp or "`skillkeeper mcp` (stdio)"
    fix = f"`skillkeeper install --server {mcp.rsplit('/mcp', 1)[0]}`" if mcp else "`skillkeeper install`"
    wanted = where
    if node and mcp:  # a node's clients are best on its own catalog, which serves offline too
        wanted = f"{mcp} or runs `skillkeeper mcp --node`"
        fix = f"`skillkeeper install --node` (this node's catalog, served offline too), or {fix}"
    elsewhere = _configured_elsewhere(home, mcp, found)
    data: dict[str, Any] = {
        "clients": [p.to_dict() for p in found],
        "present": present,
        "problems": problems,
        "elsewhere": list(elsewhere),
        "set_up_for": pointers.set_up_for(home),
    }
    # Every config that could not be read, not only the first: fixing one must not reveal the next.
    unread = "".join(f"; {p}" for p in problems)
    if found:
        # Clients on `mcp --node` read this node's catalog (synced from the server, served offline too),
        # not the server's URL: saying they "point at" it misled when the server was down.
        direct, via = [p for p in found if not p.node], [p for p in found if p.node]
        said = []
        if direct:
            said.append(f"{_names(direct)} {'points' if len(direct) == 1 else 'point'} at {where}")
        if via:
            said.append(
                f"{_names(via)} {'runs' if len(via) == 1 else 'run'} `skillkeeper mcp --node` "
                f"(this node's catalog, synced from {mcp.rsplit('/mcp', 1)[0] if mcp else 'its server'})"
            )
        # Clients configured for another server or the local catalog are no fault of this endpoint's: information.
        why = "; ".join(said) + aside + _also(elsewhere) + unread
        report.add("clients", "warn" if problems else "ok", why, **data)
    elif present:
        stdio = pointers.find(home, None)[0] if mcp else []
        if stdio:  # the default install: the clients start `skillkeeper mcp` themselves, not this server
            named = list(dict.fromkeys(p.client for p in stdio))
            node = all(p.node for p in stdio)
            how = "`skillkeeper mcp --node`" if node else "`skillkeeper mcp`"
            also = _also({k: v for k, v in elsewhere.items() if k not in ("stdio", "node")})
            why = (
                f"{_they(named, 'run', alone=not also)} {how} over stdio, not {where}: check that with "
                f"`skillkeeper doctor {'--node' if node else '--stdio'}`, or point them here with {fix}"
            ) + also
        else:
            why = f"none of the installed clients ({', '.join(present)}) points at {wanted}: run {fix}"
            # Installed against a server (another one, or any for a stdio check): check that one, not reinstall.
            other = pointers.elsewhere(home, mcp or "")
            if other:
                url, names = next(iter(other.items()))
                base = url.rsplit("/mcp", 1)[0]
                also = _also(elsewhere, said=url)
                why = (
                    f"{_they(names, 'point', alone=not also)} at {url}, not {where}: check that server "
                    f"with `skillkeeper doctor --server {base}` (or export SKILLKEEPER_SERVER={base}), "
                    f"or point them here with {fix}"
                ) + also
        report.add("clients", "warn", why + unread, **data)
    else:
        report.add(
            "clients",
            "warn",
            f"no MCP client config found on this machine; install a client, then {fix}",
            **data,
        )


def node_clients(report: Report, home: Home) -> None:
    """Before `doctor --stdio` gives up on `skillkeeper mcp`: say so when every installed client runs
    `skillkeeper mcp --node` instead (after `install --node`), whose check is `doctor --node`."""
    found, _present, _problems = pointers.find(home, None)
    if found and all(p.node for p in found):
        report.add(
            "clients",
            "warn",
            f"the installed clients ({_names(found)}) run `skillkeeper mcp --node`, not `skillkeeper mcp`: "
            "`skillkeeper doctor --node` checks what they serve",
        )


def clients_token(report: Report, options: Options, url: str) -> tuple[Options, str]:
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
