"""Tenants and their settings."""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError
from sqlalchemy import Connection, select, update

from skillkeeper.errors import InvalidSkill, NotFound, SkillkeeperError, Unavailable
from skillkeeper.store.clock import now
from skillkeeper.store.schema import tenants

TENANT_NAME = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$")


class CapsSettings(BaseModel):
    """Per-tenant size caps applied on every write."""

    model_config = ConfigDict(extra="forbid")

    body_bytes: int = Field(default=256 * 1024, ge=1024, le=16 * 1024 * 1024)
    description_bytes: int = Field(default=4096, ge=64, le=65536)
    max_files: int = Field(default=512, ge=1, le=512)
    total_bytes: int = Field(default=16 * 1024 * 1024, ge=1024, le=16 * 1024 * 1024)


class TenantSettings(BaseModel):
    """What a tenant has switched on."""

    model_config = ConfigDict(extra="forbid")

    review_gate: bool = True
    auto_promote_clean: bool = False
    public_catalog: bool = False
    published: bool = False
    # The approver must differ from the last writer of the revision (or the proposer of a deletion).
    require_second_reviewer: bool = False
    caps: CapsSettings = Field(default_factory=CapsSettings)
    # Sentinel rule codes or categories this tenant leaves out on the write path (docs/rules.md).
    scan_skip: list[Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9-]{2,64}$")]] = Field(
        default_factory=list, max_length=64
    )


class InvalidSettings(SkillkeeperError):
    """Settings input did not validate."""

    code = "invalid_settings"


def check_tenant_name(name: str) -> str:
    """Return `name` if it is a valid tenant name; raises InvalidSkill-style error otherwise."""
    if not TENANT_NAME.match(name):
        lower = f" ({name.lower()!r} would do)" if TENANT_NAME.match(name.lower()) else ""
        raise InvalidSettings(f"tenant name {name!r} is invalid{lower}; use 1-64 lowercase letters, digits and hyphens")
    return name


def create_tenant(conn: Connection, name: str, settings: TenantSettings | None = None) -> int:
    """Create a tenant and return its id; raises InvalidSettings if the name is taken or bad."""
    check_tenant_name(name)
    if conn.execute(select(tenants.c.id).where(tenants.c.name == name)).first():
        raise InvalidSettings(
            f"tenant {name!r} already exists; `skillkeeper tenants settings {name}` shows its settings, "
            f"`skillkeeper import PATH --tenant {name}` puts skills in it"
        )
    result = conn.execute(
        tenants.insert().values(name=name, settings=(settings or TenantSettings()).model_dump(), created_at=now())
    )
    return int(result.inserted_primary_key[0])  # type: ignore[index]


def ensure_tenant(conn: Connection, name: str) -> int:
    """The id of tenant `name`, creating it with default settings if missing."""
    row = conn.execute(select(tenants.c.id).where(tenants.c.name == name)).first()
    return int(row.id) if row else create_tenant(conn, name)


def tenant_id(conn: Connection, name: str) -> int:
    """The id of tenant `name`; raises NotFound with a hint."""
    row = conn.execute(select(tenants.c.id).where(tenants.c.name == name)).first()
    if row is None:
        raise NotFound(
            f"tenant {name!r} does not exist: pass --tenant NAME for another (`skillkeeper tenants list`), "
            f"or create it with `skillkeeper tenants create {name}`"
        )
    return int(row.id)


def tenant_name(conn: Connection, tid: int) -> str:
    row = conn.execute(select(tenants.c.name).where(tenants.c.id == tid)).first()
    if row is None:
        raise NotFound(f"tenant #{tid} does not exist")
    return str(row.name)


def list_tenants(conn: Connection) -> list[dict[str, Any]]:
    rows = conn.execute(select(tenants).order_by(tenants.c.name)).mappings()
    return [{"id": r["id"], "name": r["name"], "settings": r["settings"]} for r in rows]


def read_settings(conn: Connection, tid: int) -> TenantSettings:
    """The tenant's settings; raises Unavailable when they cannot be read (fail closed)."""
    try:
        row = conn.execute(select(tenants.c.settings).where(tenants.c.id == tid)).first()
    except ValueError:  # the stored JSON itself is corrupt
        raise Unavailable(f"settings of tenant #{tid} are unreadable") from None
    if row is None:
        raise Unavailable(f"settings of tenant #{tid} cannot be read")
    try:
        return TenantSettings.model_validate(row.settings or {})
    except ValidationError:
        raise Unavailable(f"settings of tenant #{tid} are unreadable") from None


def setting_keys() -> list[str]:
    """Every settable key, nested ones dotted (`caps.body_bytes`)."""
    keys: list[str] = []
    for name in TenantSettings.model_fields:
        if name == "caps":
            keys += [f"caps.{sub}" for sub in CapsSettings.model_fields]
        else:
            keys.append(name)
    return keys


def check_setting_keys(changes: dict[str, Any]) -> None:
    """Raise InvalidSettings naming the valid keys when `changes` holds an unknown one."""
    given = [f"caps.{k}" for k in changes["caps"]] if isinstance(changes.get("caps"), dict) else []
    given += [k for k in changes if k != "caps" or not isinstance(changes["caps"], dict)]
    unknown = [k for k in given if k not in setting_keys()]
    if unknown:
        raise InvalidSettings(f"unknown setting {unknown[0]!r}; valid settings: {', '.join(setting_keys())}")


_TAKES = {"bool": "true or false", "int": "a whole number", "list": 'a list, e.g. ["SK-WEAKEN-FIREWALL"]'}


def update_settings(conn: Connection, tid: int, changes: dict[str, Any], *, actor: str = "operator") -> TenantSettings:
    """Merge `changes` into the tenant's settings, audited when something changed; raises InvalidSettings."""
    check_setting_keys(changes)
    before = read_settings(conn, tid).model_dump()
    current = {**before, "caps": dict(before["caps"])}
    for key, value in changes.items():
        if key == "caps" and isinstance(value, dict):
            current["caps"] = {**current["caps"], **value}
        else:
            current[key] = value
    try:
        merged = TenantSettings.model_validate(current)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        takes = _TAKES.get(first["type"].split("_")[0])
        if takes:  # pydantic's 'unable to interpret input' named neither the value nor what is wanted
            raise InvalidSettings(f"setting {where} takes {takes}, got {first['input']!r}") from None
        raise InvalidSettings(f"setting {where}: {first['msg']}") from None
    after = merged.model_dump()
    conn.execute(update(tenants).where(tenants.c.id == tid).values(settings=after))
    if after != before:
        # Imported here: the audit module takes its clock from this one.
        from skillkeeper.store.audit import AuditAction, AuditEvent, record

        old, new = _changed(before, after)
        record(
            conn,
            AuditEvent(
                tenant_id=tid,
                action=AuditAction.SETTINGS_CHANGED,
                actor=actor,
                subject="settings",
                details={"keys": sorted(new)},
                before=old,
                after=new,
            ),
        )
    return merged


def _changed(before: dict[str, Any], after: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The settings that differ, dotted for caps (`caps.max_files`), as (before, after)."""
    flat_b = {**{k: v for k, v in before.items() if k != "caps"}, **{f"caps.{k}": v for k, v in before["caps"].items()}}
    flat_a = {**{k: v for k, v in after.items() if k != "caps"}, **{f"caps.{k}": v for k, v in after["caps"].items()}}
    keys = [k for k in flat_a if flat_a[k] != flat_b.get(k)]
    return {k: flat_b.get(k) for k in keys}, {k: flat_a[k] for k in keys}


__all__ = [
    "CapsSettings",
    "InvalidSettings",
    "InvalidSkill",
    "TenantSettings",
    "check_setting_keys",
    "create_tenant",
    "ensure_tenant",
    "list_tenants",
    "read_settings",
    "setting_keys",
    "tenant_id",
    "tenant_name",
    "update_settings",
]
