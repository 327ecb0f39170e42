"""`doctor` over stdio: the database and caller `skillkeeper mcp` would run with, then the spawned server."""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from skillkeeper.access.tokens import InvalidToken
from skillkeeper.clients import hostcheck, localtenant, pointers, probe, served
from skillkeeper.clients.checks import Report
from skillkeeper.deliver.whoami import local_whoami, whoami
from skillkeeper.errors import NotFound, OldSchema, SkillkeeperError
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings

if TYPE_CHECKING:
    from skillkeeper.clients.doctor import Options


def mcp_command() -> list[str]:
    """How to start `skillkeeper mcp`: the script beside this Python, else `python -m`."""
    beside = Path(sys.executable).with_name("skillkeeper")
    found = str(beside) if beside.exists() else shutil.which("skillkeeper")
    return [found, "mcp"] if found else [sys.executable, "-m", "skillkeeper", "mcp"]


_SETTING_OF = {"SKILLKEEPER_HOME": "home", "SKILLKEEPER_DATABASE_URL": "database_url", "SKILLKEEPER_TENANT": "tenant"}


def settings_for(options: Options) -> tuple[Settings, dict[str, str]]:
    """The settings `skillkeeper mcp` runs with for the installed clients, and the pins taken from their entries."""
    # Their entries' pins count, unless this shell sets them.
    pinned = {k: v for k, v in pointers.pinned_env(options.home).items() if not options.home.env.get(k)}
    if options.tenant:  # --tenant: as `skillkeeper mcp` started with SKILLKEEPER_TENANT=T
        pinned.pop("SKILLKEEPER_TENANT", None)
    overrides: dict[str, Any] = {_SETTING_OF[k]: v for k, v in pinned.items()}
    if options.tenant:
        overrides["tenant"] = options.tenant
    return Settings(token=options.token or None, **overrides), pinned


def _source(pinned: dict[str, str]) -> str:
    """Where the tenant's name came from, when the installed clients' entries pinned it."""
    return " (SKILLKEEPER_TENANT in the installed clients' entries)" if "SKILLKEEPER_TENANT" in pinned else ""


def asked(options: Options, pinned: dict[str, str]) -> tuple[str | None, str]:
    """The tenant the user asked for on this machine and what named it: --tenant, else SKILLKEEPER_TENANT
    (this shell's, else the one `pinned` from the installed clients' entries)."""
    shell = options.home.env.get("SKILLKEEPER_TENANT")
    named_by = "--tenant" if options.tenant else "SKILLKEEPER_TENANT" + ("" if shell else _source(pinned))
    return options.tenant or shell or pinned.get("SKILLKEEPER_TENANT"), named_by


async def check(report: Report, options: Options) -> None:
    """Check the stdio endpoint: the database and caller `skillkeeper mcp` would use, then spawn it and probe."""
    settings, pinned = settings_for(options)
    hostcheck.node_clients(report, options.home)  # first: a failure below may be beside the point
    missing = localtenant.missing_database(settings)
    if missing:
        report.add("reachable", "fail", localtenant.no_database(missing, settings.tenant), fatal=True)
        return
    try:
        keeper = Keeper.open(settings=settings, create=False)
    except OldSchema as exc:  # not a fault of the endpoint: the `skillkeeper mcp` a client starts upgrades it
        said = f"{exc.message}; `skillkeeper mcp` upgrades it when a client starts it, then run doctor again"
        report.add("reachable", "warn", said)
        return
    except SkillkeeperError as exc:
        report.add("reachable", "fail", f"cannot open the database: {exc.message}", fatal=True)
        return
    try:
        if settings.token:
            me = whoami(keeper, settings.token)
        else:
            # Not created: spawning `skillkeeper mcp` for a missing tenant would create it.
            me = local_whoami(keeper.tokens.local_caller(settings.tenant, create=False))
    except NotFound:
        said = localtenant.no_tenant(keeper, settings.tenant, localtenant.SWITCH_STDIO, source=_source(pinned))
        report.add("caller", "fail", said, fatal=True)
        return
    except InvalidToken:
        report.add(
            "caller",
            "fail",
            "SKILLKEEPER_TOKEN is not a valid token for this database (unknown, expired "
            f"or revoked): create one with {localtenant.local_mint('skills:read', settings=settings)}",
            fatal=True,
        )
        return
    finally:
        keeper.close()
    how = "SKILLKEEPER_TOKEN" if settings.token else f"no token: the local agent of tenant {settings.tenant!r}"
    if pinned:
        how += "; " + ", ".join(f"{k}={v}" for k, v in pinned.items()) + " from the installed clients' entries"
    report.add("authorization", "ok", f"stdio takes credentials from the environment ({how}); no HTTP auth")
    served.describe(report, me)
    if settings.token:  # `skillkeeper mcp` serves the token's tenant, whatever SKILLKEEPER_TENANT says
        served.asked_tenant(report, me, *asked(options, pinned))
    command = list(options.command) or mcp_command()
    env = {**os.environ, **pinned}
    if options.tenant:
        env["SKILLKEEPER_TENANT"] = options.tenant
    if options.token:
        env["SKILLKEEPER_TOKEN"] = options.token
    start = time.perf_counter()
    answered = await served.mcp(report, probe.stdio_connector(command, env), served.Caller(whoami=me))
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
    if not any(c.name == "clients" for c in report.checks):  # not said already: they all run mcp --node
        hostcheck.clients(report, options.home, None, options.node)
