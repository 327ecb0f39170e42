"""Seed the `demo` tenant with the bundled example skills and one pair of demo tokens.

The pair is kept in `$SKILLKEEPER_HOME/demo-tokens.json` (mode 0600) and reused on every
start while it still authenticates, so `make run` does not pile up non-expiring tokens; when
the file is gone or its tokens no longer work, the old demo tokens are revoked and a new pair
is issued.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from sqlalchemy import Connection, select, update

from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import InvalidToken, authenticate, create_token
from skillkeeper.keeper import Keeper
from skillkeeper.review.states import Status
from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir
from skillkeeper.store.clock import now
from skillkeeper.store.schema import principals, tokens
from skillkeeper.store.tenants import ensure_tenant

DEMO_TENANT = "demo"
SKILLS_DIR = Path(__file__).parent / "skills"
REVIEWER_SCOPES = "skills:read,skills:write,skills:review,skills:admin,fleet:read"
READER_SCOPES = "skills:read,fleet:report"
ROLES = {"reviewer": ("demo-reviewer", REVIEWER_SCOPES), "reader": ("demo-reader", READER_SCOPES)}
TOKENS_FILE = "demo-tokens.json"


def seed_demo(keeper: Keeper, home: Path) -> dict[str, str]:
    """Write every bundled example skill as active (idempotent); return the demo pair {role: secret}.

    The pair is read from (or written to) `home/demo-tokens.json`.
    """
    with keeper.store.write() as conn:
        tid = ensure_tenant(conn, DEMO_TENANT)
    operator = Actor.operator(tid)
    for folder in find_skill_dirs(SKILLS_DIR):
        keeper.lifecycle.write(operator, parse_skill_dir(folder), source="manual", status=Status.ACTIVE)
    path = home / TOKENS_FILE
    kept = _read(path)
    with keeper.store.write() as conn:
        if kept is not None and all(_works(conn, kept.get(role), principal) for role, (principal, _) in ROLES.items()):
            return kept
        _revoke_demo_tokens(conn, tid)
        fresh = {role: create_token(conn, tid, principal, scopes).token for role, (principal, scopes) in ROLES.items()}
    _write(path, fresh)
    return fresh


def _read(path: Path) -> dict[str, str] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return {k: v for k, v in data.items() if isinstance(v, str)} if isinstance(data, dict) else None


def _write(path: Path, secrets: dict[str, str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(secrets, f, indent=2)
    os.chmod(path, 0o600)


def _works(conn: Connection, secret: str | None, principal: str) -> bool:
    if not secret:
        return False
    try:
        caller = authenticate(conn, secret)
    except InvalidToken:
        return False
    return caller.tenant == DEMO_TENANT and caller.principal == principal


def _revoke_demo_tokens(conn: Connection, tid: int) -> None:
    demo = select(principals.c.id).where(
        principals.c.tenant_id == tid, principals.c.name.in_([p for p, _ in ROLES.values()])
    )
    conn.execute(
        update(tokens).where(tokens.c.principal_id.in_(demo), tokens.c.revoked_at.is_(None)).values(revoked_at=now())
    )
