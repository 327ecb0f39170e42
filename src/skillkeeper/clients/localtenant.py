"""Whether the token-less local tenant (`skillkeeper mcp` without a token) is the one holding the skills.

A newcomer imports into `--tenant acme`, installs with the default stdio entry and finds their agents
served the empty tenant `default`: these lines name the tenants that do hold active skills.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from skillkeeper.clients.checks import Report
from skillkeeper.errors import SkillkeeperError
from skillkeeper.settings import Settings


def hint(active: Mapping[str, int], tenant: str, command: str) -> str | None:
    """Where the active skills are when `tenant` has none ("active skills are in acme (14): `command`")."""
    if active.get(tenant):
        return None
    others = [name for name, n in active.items() if n and name != tenant]
    if not others:
        return None
    listed = ", ".join(f"{name} ({active[name]})" for name in others)
    return f"active skills are in {listed}: `{command.format(tenant=others[0])}`"


def active_counts(settings: Settings) -> dict[str, int]:
    """Active skills per tenant in the configured database; empty when it cannot be read or does not exist."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    from skillkeeper.store.db import open_store
    from skillkeeper.store.info import active_by_tenant

    url = settings.resolved_database_url
    try:
        parsed = make_url(url)
    except ArgumentError:
        return {}
    if parsed.get_backend_name() == "sqlite" and not (parsed.database and Path(parsed.database).is_file()):
        return {}  # reading must not create a database
    try:
        store = open_store(url, migrate=False)
    except SkillkeeperError:
        return {}
    try:
        return active_by_tenant(store)
    except SkillkeeperError:
        return {}
    finally:
        store.dispose()


def explain_empty(report: Report, settings: Settings) -> None:
    """An empty local tenant while others hold active skills: say where they are and how to switch."""
    empty = next((c for c in report.checks if c.name == "skills" and c.data.get("count") == 0), None)
    if empty is None:
        return
    found = hint(
        active_counts(settings),
        settings.tenant,
        "SKILLKEEPER_TENANT={tenant} skillkeeper doctor --stdio`, then `skillkeeper install --tenant {tenant}",
    )
    if found:
        empty.why = f"no skills visible in tenant {settings.tenant!r}, the local tenant; {found}"
