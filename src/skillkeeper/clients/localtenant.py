"""Whether the token-less local tenant (`skillkeeper mcp` without a token) is the one holding the skills.

A newcomer imports into `--tenant acme`, installs with the default stdio entry and finds their agents
served the empty tenant `default`: these lines name the tenants that do hold active skills.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, TypeVar

from skillkeeper.clients.checks import Report
from skillkeeper.errors import SkillkeeperError
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.words import closest

if TYPE_CHECKING:
    from skillkeeper.store.db import Store

T = TypeVar("T")

# Ask again as the local agent of another tenant, then serve that tenant to the installed clients.
SWITCH_STDIO = "skillkeeper doctor --stdio --tenant {tenant}`, then `skillkeeper install --tenant {tenant}"


def hint(active: Mapping[str, int], tenant: str, command: str) -> str | None:
    """Where the active skills are when `tenant` has none ("active skills are in acme (14): `command`")."""
    if active.get(tenant):
        return None
    others = [name for name, n in active.items() if n and name != tenant]
    if not others:
        return None
    listed = ", ".join(f"{name} ({active[name]})" for name in others)
    return f"active skills are in {listed}: `{command.format(tenant=others[0])}`"


def missing_database(settings: Settings) -> str | None:
    """The path of the configured SQLite database when it does not exist yet (opening it would create it)."""
    from skillkeeper.store.db import missing_sqlite_file  # SQLAlchemy only when asked

    return missing_sqlite_file(settings.resolved_database_url)


def no_database(path: str, tenant: str) -> str:
    """One line for a database that does not exist yet: doctor creates nothing, so say what creates it."""
    return (
        f"no database at {path} yet (doctor creates nothing): `skillkeeper import PATH --tenant {tenant}` "
        "creates it with your skills (`skillkeeper info` shows the home and database every command uses)"
    )


def no_tenant(keeper: Keeper, tenant: str, switch: str, *, source: str = "") -> str:
    """One line for a local tenant that does not exist: where the skills are, and how to create it.

    `switch` is the command that asks again in another tenant (`{tenant}` is filled in); the local
    operator holds the whole database, so naming its tenants leaks nothing. `source` says where
    the tenant's name came from.
    """
    from skillkeeper.store.info import active_by_tenant

    said = (
        f"tenant {tenant!r}{source} does not exist in this database (doctor creates nothing; `skillkeeper mcp` would "
        "create it empty)"
    )
    create = f"`skillkeeper tenants create {tenant}`"
    found = hint(active_by_tenant(keeper.store), tenant, switch)
    if found:
        return f"{said}; {found}; or create it with {create}"
    names = [str(t["name"]) for t in keeper.tenants.list()]
    if not names:
        return f"{said}, and no tenants yet: `skillkeeper import PATH --tenant {tenant}` creates it with its skills"
    shown = ", ".join(names[:20]) + (f" and {len(names) - 20} more" if len(names) > 20 else "")
    meant = closest(tenant, names) or names[0]
    return f"{said}; tenants here: {shown}: `{switch.format(tenant=meant)}`, or create it with {create}"


def active_counts(settings: Settings) -> dict[str, int]:
    """Active skills per tenant in the configured database; empty when it cannot be read or does not exist."""
    from skillkeeper.store.info import active_by_tenant

    return _read(settings, active_by_tenant) or {}


def _read(settings: Settings, query: Callable[[Store], T]) -> T | None:
    """`query` on the configured database, opened without migrating; None when it cannot be read or does not exist."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    from skillkeeper.store.db import open_store

    url = settings.resolved_database_url
    try:
        make_url(url)
    except ArgumentError:
        return None
    try:
        store = open_store(url, migrate=False, create=False)  # reading must not create a database
    except SkillkeeperError:
        return None
    try:
        return query(store)
    except SkillkeeperError:
        return None
    finally:
        store.dispose()


def known_tenants(settings: Settings) -> list[str] | None:
    """The tenants of the configured database; None when it cannot be read or does not exist."""
    from skillkeeper.store.info import tenant_names

    return _read(settings, tenant_names)


def tenant_exists(settings: Settings, tenant: str) -> bool | None:
    """Whether `tenant` is in the configured database; None when it cannot be read or does not exist."""
    names = known_tenants(settings)
    return None if names is None else tenant in names


def hint_tenant(settings: Settings) -> str | None:
    """The tenant a hint on this machine should name: the only one here, the only one with active skills, or
    $SKILLKEEPER_TENANT when it exists; None when the database names none of them (or cannot be read)."""
    from skillkeeper.store.info import tenant_names

    names = _read(settings, tenant_names) or []
    holding = [name for name, n in active_counts(settings).items() if n]
    if len(names) == 1:
        return names[0]
    if len(holding) == 1:
        return holding[0]
    return settings.tenant if settings.tenant in names else None


def local_mint(scopes: str, principal: str = "NAME", settings: Settings | None = None) -> str:
    """`skillkeeper tokens create ...` for a hint, in the tenant this machine's database points to (else T),
    with a line saying what T is when it cannot."""
    from skillkeeper.errors import mint_command
    from skillkeeper.settings import get_settings

    tenant = hint_tenant(settings or get_settings())
    line = f"`{mint_command(scopes, tenant=tenant, principal=principal)}`"
    if tenant:
        return line
    return f"{line}, T being the tenant whose skills it is for: `skillkeeper tenants list` names them"


def typo_refusal(settings: Settings) -> str | None:
    """Why `skillkeeper mcp` refuses a tenant that is missing but close to one that exists (`acm` for
    `acme`), which it would otherwise create empty; None when it exists, nothing is close, or there is
    no database yet (a first start creates its first tenant with it)."""
    from skillkeeper.store.info import tenant_names

    names = _read(settings, tenant_names)
    if not names or settings.tenant in names:
        return None
    meant = closest(settings.tenant, names)
    if meant is None:
        return None
    return (
        f"tenant {settings.tenant!r} does not exist in this database; did you mean {meant}? "
        f"(`skillkeeper mcp --tenant {meant}`; to serve a new empty tenant, "
        f"`skillkeeper tenants create {settings.tenant}` first)"
    )


def creating_note(settings: Settings) -> str | None:
    """What `skillkeeper mcp` says on stderr before it creates its token-less tenant in an existing database.

    None on a first start (no database yet: the two are made together) or when the tenant exists;
    a typo in SKILLKEEPER_TENANT (or `install --tenant`) otherwise serves an empty tenant silently.
    """
    from skillkeeper.store.info import tenant_names

    names = _read(settings, tenant_names)
    if names is None or settings.tenant in names:
        return None
    said = f"note: tenant {settings.tenant!r} does not exist in this database, so it is created empty"
    found = hint(active_counts(settings), settings.tenant, "skillkeeper install --tenant {tenant}")
    if found:
        return f"{said}; {found}"
    return f"{said}; tenants here: {', '.join(names[:20]) or 'none'} (`skillkeeper tenants list`)"


def explain_empty(report: Report, settings: Settings) -> None:
    """An empty local tenant while others hold active skills: say where they are and how to switch."""
    empty = next((c for c in report.checks if c.name == "skills" and c.data.get("count") == 0), None)
    if empty is None:
        return
    found = hint(active_counts(settings), settings.tenant, SWITCH_STDIO)
    if found:
        empty.why = f"no skills visible in tenant {settings.tenant!r}, the local tenant; {found}"


def import_creating_note(settings: Settings, tenant: str) -> str | None:
    """What `skillkeeper import` says when it is about to create `tenant` beside tenants that exist.

    None when the database or the tenant does not exist yet on a first import (the two are made
    together) or when the tenant exists; otherwise skills would land where no inbox the user
    signed in to shows them, in a tenant nothing deletes.
    """
    from skillkeeper.store.info import tenant_names

    names = _read(settings, tenant_names)
    if not names or tenant in names:
        return None
    said = f"note: this import creates tenant {tenant!r}, which did not exist"
    meant = closest(tenant, names)
    if meant:
        return f"{said}; did you mean {meant}? (`skillkeeper import PATH --tenant {meant}`)"
    listed = ", ".join(names[:20]) + (f" and {len(names) - 20} more" if len(names) > 20 else "")
    return (
        f"{said}, beside {listed}: each inbox shows the tenant of the token signed in to it, so pass "
        f"--tenant {names[0]} to import there"
    )
