"""What an MCP endpoint serves this caller, and why each missing tool is missing.

Turns doctor's probes (`probe.eras`) and the server's whoami into checks: the caller, the protocol
eras, the tools, the skills and the Skills extension. Reasons come from whoami, which uses the one
rule that registers MCP tools per caller (`deliver.mcp.tools.explain`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from skillkeeper.access.scopes import ABILITY, ALL_SCOPES, FLEET_REPORT, READ, WRITE
from skillkeeper.clients import probe
from skillkeeper.clients.checks import Report, Status
from skillkeeper.deliver.mcp.tools import BY_NAME, TOOLS, Grant, explain, tools_for
from skillkeeper.errors import mint_command
from skillkeeper.words import counted

SOON = timedelta(days=7)


@dataclass
class Caller:
    """What doctor learned about the caller: whoami's document, or why there is none."""

    whoami: dict[str, Any] | None = None
    anonymous_tenant: str | None = None
    public: bool = False
    served: list[str] = field(default_factory=list)


def caller_line(me: dict[str, Any]) -> str:
    """Who the token speaks for and what that lets it do, in the user's words (no scope algebra)."""
    who, tenant = me.get("principal"), me.get("tenant")
    effective = [s for s in ALL_SCOPES if s in (me.get("effective_scopes") or [])]
    may = " and ".join(ABILITY.get(s, s) for s in effective)
    whose = (
        f"no token: the local agent of tenant {tenant!r}"
        if me.get("tokenless")
        else f"a token of {who!r} in tenant {tenant!r}"
    )
    text = f"{whose}: " + (f"it may {may} (scopes {', '.join(effective)})" if effective else "it may do nothing at all")
    withheld = sorted(set(me.get("token_scopes") or []) - set(effective))
    if withheld:
        text += (
            f"; it also names {', '.join(withheld)}, which {who!r} is no longer allowed (an admin gives it back "
            f"with `skillkeeper principals grant {who} {','.join(withheld)} --tenant {tenant}`)"
        )
    return text


def describe(report: Report, me: dict[str, Any]) -> None:
    """The caller check from a whoami document: who, what they may do, when the token expires."""
    expires = me.get("expires_at")
    text = caller_line(me)
    if not me.get("tokenless"):
        text += f"; {'expires ' + expires if expires else 'never expires'}"
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


def node_token(me: dict[str, Any] | None) -> bool:
    """Whether whoami's token is a node agent's: it carries fleet:report and no scope that gets an MCP tool."""
    scopes = frozenset((me or {}).get("token_scopes") or [])
    return FLEET_REPORT in scopes and not tools_for(scopes)


NODE_TOKEN = (
    "a node agent's token (fleet:report): it is for the agent's sync and report (`skillkeeper agent`), not an MCP "
    "client's token, so it needs neither skills:read nor skills:write; MCP clients use a token of their own, or "
    "`skillkeeper mcp --node` (`skillkeeper install --node`)"
)


def asked_tenant(report: Report, me: dict[str, Any], asked: str | None, named_by: str) -> None:
    """Warn when the token is for another tenant than the one `named_by` (`--tenant`, ...) asked for.

    Only the token's own tenant is compared, as whoami names it: nothing about the asked one is looked up.
    """
    tenant = me.get("tenant")
    if not asked or me.get("tokenless") or tenant is None or tenant == asked:
        return
    who = me.get("principal") or "NAME"
    scopes = ",".join(me.get("token_scopes") or []) or "skills:read"
    report.add(
        "tenant",
        "warn",
        f"this token is for tenant {tenant!r}, not {asked!r} as {named_by} says: a token is always served its own "
        f"tenant's skills, so its clients read those of {tenant!r}; use a token of {asked!r} (an admin of it "
        f"creates one with `{mint_command(scopes, tenant=asked, principal=who)}`)",
        tenant=tenant,
        asked=asked,
    )


async def mcp(report: Report, connect: probe.Connect, caller: Caller) -> bool:
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
    tools(report, caller, served)
    if "list_skills" in served:
        tenant = caller.whoami.get("tenant") if caller.whoami is not None else caller.anonymous_tenant
        skills(report, deep, tenant)
    else:
        report.add("skills", "warn", "not checked: this caller is not served list_skills")
    return True


def tools(report: Report, caller: Caller, served: list[str]) -> None:
    """The tools check, and one check per missing tool saying why it is not served."""
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
    # A tool the token was never given the scope for is missing by design: said, not warned about.
    offered = not_offered(me, missing) if me is not None and served else {}
    unexpected = [n for n in missing if n not in offered]
    by_design = _by_design(offered, me or {})
    if not unexpected:
        report.add(
            "tools",
            "ok",
            f"{len(served)} of {len(names)} tools served, all that this token's scopes allow; {by_design}",
            served=served,
            not_offered=list(offered),
        )
        return
    report.add(
        "tools",
        "warn",
        f"{len(served)} of {len(names)} tools served; missing: {', '.join(unexpected)}"
        + (f"; {by_design}" if by_design else ""),
        served=served,
        missing=unexpected,
        not_offered=list(offered),
    )
    for name in unexpected:
        report.add(f"tool {name}", "warn", reasons.get(name, "not served to this caller"))


def not_offered(me: dict[str, Any], missing: list[str]) -> dict[str, str]:
    """{tool: scope} of the `missing` tools whose scope the token itself does not carry, by the rule that
    registers MCP tools per caller (`tools_for`)."""
    allowed = {t.name for t in tools_for(frozenset(me.get("token_scopes") or []))}
    return {n: BY_NAME[n].scope for n in missing if n not in allowed and n in BY_NAME}


def _by_design(offered: dict[str, str], me: dict[str, Any]) -> str:
    """The clause naming the tools a token's scopes do not allow, grouped by the scope each needs."""
    clauses = []
    for scope in dict.fromkeys(offered.values()):
        names = ", ".join(n for n, s in offered.items() if s == scope)
        if scope == WRITE and READ in (me.get("token_scopes") or []):
            clauses.append(f"read-only token: write tools are not offered ({names}); a token with {WRITE} gets them")
        else:
            clauses.append(f"a token without {scope} is not offered {names}")
    return "; ".join(clauses)


def skills(report: Report, deep: probe.Deep, tenant: str | None = None) -> None:
    """The skills check from list_skills, and the Skills-extension check of the files it lists;
    `tenant` is the caller's, named in the command that lists what waits for review there."""
    if deep.names is None:
        report.add("skills", "fail", f"list_skills failed: {deep.error or 'no era served it'}")
        return
    names = deep.names
    if names:
        report.add("skills", "ok", f"{counted(len(names), 'skill')} visible", count=len(names))
    else:
        report.add(
            "skills",
            "warn",
            "no skills visible to this caller: none is active in its catalog yet, or they "
            f"wait in review (`skillkeeper skills inbox --tenant {tenant or 'T'}` lists them)",
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
            f"skills/list shows {counted(len(ext.skills), 'skill')} but list_skills {len(names)}",
        )
    else:
        capped = f" (first {probe.MAX_VERIFIED_SKILLS} skills)" if len(ext.skills) > probe.MAX_VERIFIED_SKILLS else ""
        report.add(
            "skills extension",
            "ok",
            f"{counted(len(ext.skills), 'skill')}, {counted(ext.files, 'file')} listed; "
            f"{counted(ext.checked, 'file')}{capped} read back with matching sha256 digests and sizes",
            checked=ext.checked,
        )
