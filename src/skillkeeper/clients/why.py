"""`doctor --skill NAME`: why one skill is or is not served to this caller, and where the node puts it.

The answer itself is the server's (`GET /api/v1/whoami/skills/NAME`, with `--server` or the server
the node agent syncs from with `--node`) or the local database's (`Keeper.why`, as its operator, or
with `--stdio` as `skillkeeper mcp`'s caller): one rule, so a skill the caller may not see reads
exactly like one that does not exist. This module only reaches the endpoint and adds this
machine's node targets.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ, REVIEW
from skillkeeper.access.tokens import InvalidToken
from skillkeeper.clients import localtenant, noderecord, probe, served
from skillkeeper.clients.checks import Report
from skillkeeper.clients.checks import Status as CheckStatus
from skillkeeper.deliver.whoami import grant_of, payload
from skillkeeper.errors import NotFound, SkillkeeperError, mint_hint
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.why import not_found
from skillkeeper.node import disk
from skillkeeper.node.reconcile import plan_target
from skillkeeper.node.state import SavedState, read_node_id, source_flags
from skillkeeper.node.targets import check_targets
from skillkeeper.settings import Settings
from skillkeeper.words import closest

LOCAL_OPERATOR = "local operator"


def explain_local(
    report: Report,
    settings: Settings,
    name: str,
    *,
    hint_tenant: str | None = None,
    asked: tuple[str | None, str] = (None, ""),
) -> dict[str, Any] | None:
    """Ask the local database as SKILLKEEPER_TOKEN's caller, else as the tenant's operator.

    `hint_tenant` (a --tenant other than SKILLKEEPER_TENANT's) goes into the next-step commands; `asked` as
    for `explain_http`.
    """
    keeper = _open(report, settings)
    if keeper is None:
        return None
    try:
        caller = _local_caller(report, keeper, settings, name, asked)
        if caller is None:
            return None
        hint = hint_tenant if caller.principal == LOCAL_OPERATOR else None
        answer = keeper.why(caller, name, hint_tenant=hint).to_dict()
        operator = caller.principal == LOCAL_OPERATOR and caller.tenant_id is not None
        if operator and answer["reasons"] == [not_found(hint)] and caller.tenant_id is not None:
            # The operator sees every skill of the tenant: 'your token may not see it' was not so.
            answer["reasons"] = [_operator_not_found(keeper, caller.tenant_id, settings.tenant, name)]
        return _add(report, answer)
    finally:
        keeper.close()


def explain_stdio(
    report: Report, settings: Settings, name: str, *, asked: tuple[str | None, str] = (None, "")
) -> dict[str, Any] | None:
    """Ask the local database as `skillkeeper mcp` over stdio does: SKILLKEEPER_TOKEN's caller, else the local
    agent; `asked` as for `explain_http`."""
    keeper = _open(report, settings)
    if keeper is None:
        return None
    try:
        if settings.token:
            caller = _token_caller(report, keeper, settings.token, settings, asked)
            if caller is None:
                return None
        else:
            try:  # a diagnostic never writes: not created as `skillkeeper mcp` would
                caller = keeper.tokens.local_caller(settings.tenant, create=False)
            except NotFound:
                switch = f"skillkeeper doctor --stdio --skill {name} --tenant {{tenant}}"
                report.add("caller", "fail", localtenant.no_tenant(keeper, settings.tenant, switch), fatal=True)
                return None
            report.add(
                "caller", "ok", f"no token: the local agent of tenant {settings.tenant!r}, as `skillkeeper mcp` runs"
            )
        answer = keeper.why(caller, name).to_dict()
        if not settings.token and answer["reasons"] == [not_found()]:
            # The keeper's answer speaks to a token holder; this caller has none, only its tenant.
            answer["reasons"] = [_tokenless_not_found(settings.tenant)]
        found = _add(report, answer)
    finally:
        keeper.close()
    if not found.get("served") and not settings.token:
        # The local agent sees what agents see; the operator of the database may see why.
        report.add(
            "skill",
            "warn",
            f"`skillkeeper doctor --skill {name} --tenant {settings.tenant}` asks as this database's operator, "
            "who sees unreviewed skills too",
        )
    return found


def _operator_not_found(keeper: Keeper, tenant_id: int, tenant: str, name: str) -> str:
    """A missing skill, said to the database's operator: the closest names, or the tenant holding it."""
    from skillkeeper.store.info import closest_names, tenants_holding  # the operator holds the database: no leak

    missing = f"no skill named {name!r} in tenant {tenant!r}"
    elsewhere = [t for t in tenants_holding(keeper.store, name) if t != tenant]
    if elsewhere:
        return f"{missing}; it is in {', '.join(elsewhere)}: pass --tenant {elsewhere[0]}"
    close = closest_names(keeper.store, tenant_id, name)
    hint = f"did you mean {' or '.join(close)}? " if close else ""
    return f"{missing}; {hint}`skillkeeper skills list --tenant {tenant}` shows them all"


def _tokenless_not_found(tenant: str) -> str:
    """The not-found answer for the token-less local agent: the same words for a missing and an unreviewed skill."""
    return (
        f"no skill of this name is served to the local agent of tenant {tenant!r} (no SKILLKEEPER_TOKEN): "
        "it is not in that tenant, or it is not active yet. Check the spelling with "
        f"`skillkeeper skills search QUERY --tenant {tenant}`; a skill imported a moment ago waits for review "
        f"until a reviewer approves it (`skillkeeper skills inbox --tenant {tenant}`)"
    )


def _open(report: Report, settings: Settings) -> Keeper | None:
    missing = localtenant.missing_database(settings)
    if missing:  # opening it would create it
        report.add("database", "fail", localtenant.no_database(missing, settings.tenant), fatal=True)
        return None
    try:
        return Keeper.open(settings=settings, create=False)
    except SkillkeeperError as exc:
        report.add("database", "fail", f"cannot open the database: {exc.message}", fatal=True)
        return None


def _token_caller(
    report: Report, keeper: Keeper, token: str, settings: Settings, asked: tuple[str | None, str]
) -> Caller | None:
    """SKILLKEEPER_TOKEN's caller, said; warned about when it is of another tenant than `asked` names."""
    try:
        info = keeper.tokens.inspect(token)  # once: the caller and its whoami document come from one lookup
    except InvalidToken:
        report.add(
            "caller",
            "fail",
            "SKILLKEEPER_TOKEN is not a valid token for this database (unknown, expired or revoked): "
            f"create one with {localtenant.local_mint('skills:read', settings=settings)}",
            fatal=True,
        )
        return None
    caller = info.caller
    report.add("caller", "ok", f"{caller.principal} of tenant {caller.tenant!r} (SKILLKEEPER_TOKEN)")
    served.asked_tenant(report, payload(grant_of(info), info.expires_at), *asked)
    return caller


def _local_caller(
    report: Report, keeper: Keeper, settings: Settings, name: str, asked: tuple[str | None, str]
) -> Caller | None:
    if settings.token:
        return _token_caller(report, keeper, settings.token, settings, asked)
    try:
        tid = keeper.tenants.id_of(settings.tenant)
    except NotFound:
        from skillkeeper.store.info import tenants_holding  # the operator holds the database: no leak

        holding = tenants_holding(keeper.store, name)
        names = [str(t["name"]) for t in keeper.tenants.list()]
        where = f"skill {name!r} is in {', '.join(holding)}: pass --tenant {holding[0]}" if holding else ""
        if not where and names:
            where = (
                f"tenants here: {', '.join(names[:20])}: pass --tenant {closest(settings.tenant, names) or names[0]}"
            )
        report.add(
            "caller",
            "fail",
            f"tenant {settings.tenant!r} does not exist in this database; "
            + (where or "no tenants yet: import skills first (`skillkeeper import PATH --tenant NAME`)"),
            fatal=True,
        )
        return None
    report.add(
        "caller",
        "ok",
        f"no token: the {LOCAL_OPERATOR} of tenant {settings.tenant!r} (sees its unreviewed skills too)",
    )
    return Caller(tid, settings.tenant, LOCAL_OPERATOR, frozenset({READ, REVIEW}))


async def explain_http(
    report: Report,
    base: str,
    token: str | None,
    tenant: str | None,
    name: str,
    *,
    token_var: str = "SKILLKEEPER_TOKEN",
    asked: tuple[str | None, str] = (None, ""),
) -> dict[str, Any] | None:
    """Ask the server at `base` as `token`'s caller (or anonymously for `tenant`'s public catalog).

    `token_var` is the variable the token was read from, for the words; `asked` the tenant the user asked
    for and what named it, warned about when the token is for another (`served.asked_tenant`).
    """
    # Lazy: the HTTP client loads only for a server check.
    import httpx2

    url = f"{base}/api/v1/whoami/skills/{quote(name, safe='')}"
    headers = {"authorization": f"Bearer {token}"} if token else {}
    params = {"tenant": tenant} if tenant and not token else {}
    async with httpx2.AsyncClient(timeout=15) as http:
        try:
            me = await http.get(f"{base}/api/v1/whoami", headers=headers) if token else None
            response = await http.get(url, headers=headers, params=params)
        except httpx2.TransportError as exc:
            report.unreachable(base, probe.reason(exc))
            return None
    if response.status_code == 401:
        why = (
            f"the server refused {token_var} (unknown, expired or revoked): create one with {mint_hint('skills:read')}"
            if token
            else f"no token (SKILLKEEPER_TOKEN is unset): set it to one created with {mint_hint('skills:read')}, "
            "or add ?tenant=NAME to --server for a public catalog"
        )
        report.add("caller", "fail", why, fatal=True)
        return None
    if response.status_code == 404:
        report.add("skill", "fail", f"{base} has no GET /api/v1/whoami/skills (an older server); upgrade it")
        return None
    if response.status_code != 200:
        report.add("skill", "fail", f"GET {url} answered {response.status_code}")
        return None
    report.add("reachable", "ok", f"{base} answers")
    if me is not None and me.status_code == 200:
        served.describe(report, me.json())
        served.asked_tenant(report, me.json(), *asked)
    elif not token:
        report.add("caller", "ok", f"anonymous reader of tenant {tenant!r}'s public catalog (no SKILLKEEPER_TOKEN)")
    return _add(report, response.json())


def _add(report: Report, found: dict[str, Any]) -> dict[str, Any]:
    reasons = [str(r) for r in found.get("reasons", [])]
    status: CheckStatus = "ok" if found.get("served") else "warn"
    head = f"{found.get('name')}: " + (reasons[0] if reasons else ("served" if found.get("served") else "not served"))
    report.add("skill", status, head, status_of_skill=found.get("status"), tenant=found.get("tenant"))
    for extra in reasons[1:]:
        report.add("skill", status, extra)
    return found


def node_report(name: str, state: SavedState, skillkeeper_home: Path, *, has_token: bool) -> Report | None:
    """`--skill NAME --node` without asking the server: a local skill (never on the server: asking it said
    'check the spelling', exit 1), or no token to ask with. None when the server should be asked."""
    if noderecord.local_kind(skillkeeper_home, name) == "local":
        return Report(f"skill {name!r} on this node")
    if has_token:
        return None
    report = Report(f"skill {name!r} on this node (synced from {state.server})")
    report.add(
        "caller",
        "warn",
        f"no token (SKILLKEEPER_TOKEN is unset), so {state.server} was not asked; this node's own catalog "
        f"{'holds' if name in state.wanted else 'does not hold'} it. Set SKILLKEEPER_TOKEN to the node agent's "
        f"token, created with {mint_hint('fleet:report', principal='NODE')}, for the server's view too",
    )
    return report


def node_targets(
    report: Report, skillkeeper_home: Path, user_home: Path, name: str, is_served: bool, env_targets: str | None = None
) -> None:
    """Where the node agent on this machine puts `name`: each folder once, with every harness it serves."""
    state, _when = noderecord.load(skillkeeper_home)
    if state is None:
        if is_served:
            # No agent at all: MCP serves the skill, and push delivery is a choice, not a fault.
            agent = noderecord.set_up(skillkeeper_home)
            report.add(
                "targets",
                "warn" if agent else "ok",
                (
                    "a node agent was set up on this machine but has not synced yet, so no harness folder "
                    "receives it yet: "
                    if agent
                    else "no node agent is set up on this machine (MCP clients get it without one); to put served "
                    "skills into harness folders too: "
                )
                + "`skillkeeper agent --server URL --preset auto` puts served skills into every harness found "
                "(`skillkeeper agent --local --preset auto` from this machine's database, with no server)",
            )
        return
    try:
        found = check_targets(noderecord.targets(skillkeeper_home, user_home, env_targets))
    except SkillkeeperError as exc:
        report.add("targets", "fail", exc.message)
        return
    if name not in state.wanted:
        if is_served:
            report.add(
                "targets",
                "warn",
                f"the node's last sync from {state.server} does not hold it yet (the next tick fetches it, "
                "unless the node's token is of another tenant)",
            )
        return
    kind = noderecord.local_kind(skillkeeper_home, name)
    if kind == "override":
        report.add(
            "skill",
            "ok",
            f"{name}: locally overridden on this node: its harness folders and `skillkeeper mcp --node` get the "
            f"local revision (`skillkeeper local delete {name}` brings the cloud one back)",
        )
    elif kind == "local":
        report.add(
            "skill",
            "ok",
            f"{name}: a local skill of this node (`skillkeeper local list`): its harness folders and "
            "`skillkeeper mcp --node` serve it, the server does not",
        )
    for target in found:
        # The same plan the next tick makes: a folder holding an older revision is not "installed".
        owner = read_node_id(skillkeeper_home)
        plan = plan_target(target, disk.scan_target(target.dir), state.wanted, state.held, owner=owner)
        status: CheckStatus
        if name in plan.keep:
            here, status = "installed", "ok"
        elif name in plan.foreign:
            here = f"another skillkeeper agent's copy is there (node {plan.foreign[name]}), left alone (collision)"
            status = "warn"
        elif name in plan.collisions:
            here, status = "a folder of that name that skillkeeper did not write is in the way (collision)", "warn"
        else:
            now = f"`skillkeeper agent {source_flags(state.server)} --once` with the agent's --target/--preset flags"
            here = (
                f"an older revision is there; the agent's next tick replaces it (now: {now})"
                if name in plan.update
                else f"not there yet; the agent's next tick puts it in (now: {now})"
            )
            status = "warn"
        report.add("targets", status, f"{target.describe()}: {here}", dir=str(target.dir), harnesses=list(target.names))
