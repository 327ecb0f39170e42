"""Seed the `demo` tenant with the bundled example skills and fresh tokens."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.access.tokens import IssuedToken, create_token
from skillkeeper.keeper import Keeper
from skillkeeper.review.actor import Actor
from skillkeeper.skill.parse import find_skill_dirs, parse_skill_dir
from skillkeeper.store.tenants import ensure_tenant

DEMO_TENANT = "demo"
SKILLS_DIR = Path(__file__).parent / "skills"
REVIEWER_SCOPES = "skills:read,skills:write,skills:review,skills:admin,fleet:read"
READER_SCOPES = "skills:read,fleet:report"


def seed_demo(keeper: Keeper) -> dict[str, IssuedToken]:
    """Write every bundled example skill as active (idempotent) and issue a reviewer and a read token."""
    with keeper.store.write() as conn:
        tid = ensure_tenant(conn, DEMO_TENANT)
    operator = Actor.operator(tid)
    for folder in find_skill_dirs(SKILLS_DIR):
        keeper.lifecycle.write(operator, parse_skill_dir(folder), source="manual", status="active")
    with keeper.store.write() as conn:
        return {
            "reviewer": create_token(conn, tid, "demo-reviewer", REVIEWER_SCOPES),
            "reader": create_token(conn, tid, "demo-reader", READER_SCOPES),
        }
