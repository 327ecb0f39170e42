"""Small builders for test data (no corpus dependency)."""

from __future__ import annotations

from skillkeeper.review.actor import Actor
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.parse import build_skill


def skill_md(name: str, description: str | None = None, body: str = "", **extra: str) -> str:
    desc = description or f"Use when you need {name.replace('-', ' ')}."
    lines = ["---", f"name: {name}", f"description: {desc}"]
    lines += [f"{k.replace('_', '-')}: {v}" for k, v in extra.items()]
    return "\n".join(lines) + "\n---\n" + (body or f"# {name}\n\nSteps for {name}.\n")


def make_skill(name: str, description: str | None = None, body: str = "",
               files: dict[str, bytes | str] | None = None) -> Skill:
    bundle = [BundleFile(p, d.encode() if isinstance(d, str) else d) for p, d in (files or {}).items()]
    return build_skill(skill_md(name, description, body), bundle)


def agent(tenant_id: int, *scopes: str, name: str = "agent-1") -> Actor:
    return Actor(name=name, tenant_id=tenant_id, scopes=frozenset(scopes or ("skills:read", "skills:write")))


def reviewer(tenant_id: int, name: str = "reviewer-1") -> Actor:
    return Actor(name=name, tenant_id=tenant_id,
                 scopes=frozenset({"skills:read", "skills:write", "skills:review"}))


def admin(tenant_id: int) -> Actor:
    return Actor(name="admin-1", tenant_id=tenant_id,
                 scopes=frozenset({"skills:read", "skills:write", "skills:review", "skills:admin"}))
