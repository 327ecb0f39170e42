"""Small builders for test data (no corpus dependency)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from skillkeeper.access.actor import Actor
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.parse import build_skill

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper

# A flow template (parameters as JSON Schema, steps naming tools) shared by MCP and node tests.
FLOW_YAML = """\
parameters:
  type: object
  properties:
    room: {type: string}
    litres: {type: number, maximum: 5}
  required: [room, litres]
steps:
  - tool: robot.move
    arguments: {to: "{room}"}
  - tool: robot.pour
    arguments: {amount: "{litres}"}
"""


def skill_md(name: str, description: str | None = None, body: str = "", **extra: str) -> str:
    desc = description or f"Use when you need {name.replace('-', ' ')}."
    lines = ["---", f"name: {name}", f"description: {desc}"]
    lines += [f"{k.replace('_', '-')}: {v}" for k, v in extra.items()]
    return "\n".join(lines) + "\n---\n" + (body or f"# {name}\n\nSteps for {name}.\n")


def make_skill(
    name: str, description: str | None = None, body: str = "", files: dict[str, bytes | str] | None = None
) -> Skill:
    bundle = [BundleFile(p, d.encode() if isinstance(d, str) else d) for p, d in (files or {}).items()]
    return build_skill(skill_md(name, description, body), bundle)


def agent(tenant_id: int, *scopes: str, name: str = "agent-1") -> Actor:
    return Actor(name=name, tenant_id=tenant_id, scopes=frozenset(scopes or ("skills:read", "skills:write")))


def reviewer(tenant_id: int, name: str = "reviewer-1") -> Actor:
    return Actor(name=name, tenant_id=tenant_id, scopes=frozenset({"skills:read", "skills:write", "skills:review"}))


def admin(tenant_id: int) -> Actor:
    return Actor(
        name="admin-1",
        tenant_id=tenant_id,
        scopes=frozenset({"skills:read", "skills:write", "skills:review", "skills:admin"}),
    )


def make_tenant(keeper: Keeper, name: str = "acme", **settings: object) -> int:
    """Create tenant `name` with `settings` (none: the defaults); its id."""
    from skillkeeper.store.tenants import create_tenant, update_settings

    with keeper.store.write() as conn:
        tid = create_tenant(conn, name)
        if settings:
            update_settings(conn, tid, dict(settings))
    return tid


def db_counts(keeper: object) -> tuple[int, ...]:
    """Rows per write-path table: equal before and after means a refused write changed nothing."""
    from sqlalchemy import func, select

    from skillkeeper.store.schema import audit_events, revision_files, revisions, skills

    store = keeper.store  # type: ignore[attr-defined]
    with store.read() as conn:
        return tuple(
            conn.execute(select(func.count()).select_from(t)).scalar_one()
            for t in (skills, revisions, revision_files, audit_events)
        )


# SKILL.md texts every write surface must refuse with a clear 4xx (issue 11, item 2 and 8).
HOSTILE = {
    "int-5000-digits": "---\nname: crafted\ndescription: d\nmetadata:\n  n: " + "9" * 5000 + "\n---\nbody\n",
    "nul-in-body": "---\nname: crafted\ndescription: d\n---\nbo\x00dy\n",
    "nul-in-description": '---\nname: crafted\ndescription: "a\\0b"\n---\nbody\n',
    "nan-metadata": "---\nname: crafted\ndescription: d\nmetadata: {a: .nan}\n---\nbody\n",
    "inf-metadata": "---\nname: crafted\ndescription: d\nmetadata: {a: .inf}\n---\nbody\n",
    "duplicate-key": "---\nname: crafted\ndescription: d\nname: other\n---\nbody\n",
    "fullwidth-name": "---\nname: ｄeploy\ndescription: d\n---\nbody\n",
    "greek-name": "---\nname: αlpha\ndescription: d\n---\nbody\n",
    "ligature-name": "---\nname: ﬁle\ndescription: d\n---\nbody\n",
    "superscript-name": "---\nname: v²\ndescription: d\n---\nbody\n",
}
HOSTILE_FILES = {"file-and-folder": {"refs": "x", "refs/a.md": "y"}}


def write_skill(folder: Path, content: str | bytes, files: dict[str, bytes] | None = None) -> Path:
    """A skill folder on disk: SKILL.md with `content` and `files` by their relative paths; the folder."""
    folder.mkdir(parents=True, exist_ok=True)
    data = content.encode("utf-8") if isinstance(content, str) else content
    (folder / "SKILL.md").write_bytes(data)
    for rel, blob in (files or {}).items():
        target = folder / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(blob)
    return folder


def tenant_token(db_url: str, tenant: str, principal: str, scopes: str) -> str:
    """Create `tenant` in the database at `db_url` and a token of `principal` with `scopes` in it; the secret."""
    from skillkeeper.access.tokens import create_token
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.tenants import create_tenant

    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            return create_token(conn, create_tenant(conn, tenant), principal, scopes).token
    finally:
        keeper.close()


def flag_encrypted(data: bytes) -> bytes:
    """`data` (a zip) with the encryption bit set on every member, in local and central headers."""
    out = bytearray(data)
    for signature, at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        start = out.find(signature)
        while start != -1:
            out[start + at] |= 0x1
            start = out.find(signature, start + 4)
    return bytes(out)
