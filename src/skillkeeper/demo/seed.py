"""Seed the `demo` tenant with the bundled example skills, three proposals to review and one pair of demo tokens.

The examples under skills/ are written active when missing. The proposals under proposals/ are
written by the `demo-agent` principal through the ordinary agent write path (validated, scanned,
audited): a new skill, an edit of an active example and one the pre-scanner quarantines. Each is
written once: a proposal `demo-agent` ever wrote (the audit log says so) is never written again, so
a restart neither adds a duplicate nor re-opens what a reviewer decided.

The pair is kept in `$SKILLKEEPER_HOME/demo-tokens.json` (mode 0600) and reused on every
start while it still authenticates, so `make run` does not pile up non-expiring tokens; when
the file is gone or its tokens no longer work, the old demo tokens are revoked and a new pair
is issued.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Connection, select, update

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.access.tokens import InvalidToken, authenticate, create_token, ensure_principal
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.review import InboxFilter
from skillkeeper.review.inbox import ALL
from skillkeeper.review.states import Status
from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir
from skillkeeper.store.clock import now
from skillkeeper.store.schema import audit_events, principals, skills, tokens
from skillkeeper.store.tenants import ensure_tenant

DEMO_TENANT = "demo"
SKILLS_DIR = Path(__file__).parent / "skills"
PROPOSALS_DIR = Path(__file__).parent / "proposals"
AGENT = "demo-agent"
AGENT_SCOPES = frozenset({READ, WRITE})
REVIEWER_SCOPES = "skills:read,skills:write,skills:review,skills:admin,fleet:read"
READER_SCOPES = "skills:read,fleet:report"
ROLES = {"reviewer": ("demo-reviewer", REVIEWER_SCOPES), "reader": ("demo-reader", READER_SCOPES)}
TOKENS_FILE = "demo-tokens.json"


@dataclass(frozen=True)
class Demo:
    """What `seed_demo` leaves: the demo pair {role: secret} and how many demo skills wait for review."""

    tokens: dict[str, str]
    waiting: int
    written: int = 0  # examples and proposals this call wrote; 0 on a restart that found them all

    def headline(self) -> str:
        """What `serve --demo` says of the seeding: only a call that wrote something says it seeded."""
        if self.written:
            return f"demo tenant {DEMO_TENANT!r} seeded with example skills"
        return f"demo tenant {DEMO_TENANT!r}: demo catalog already present (nothing new seeded)"


def seed_demo(keeper: Keeper, home: Path) -> Demo:
    """Write the missing examples (active) and the proposals not yet written; keep or issue the demo pair.

    Idempotent. The pair is read from (or written to) `home/demo-tokens.json`.
    """
    with keeper.store.write() as conn:
        tid = ensure_tenant(conn, DEMO_TENANT)
        ensure_principal(conn, tid, AGENT, AGENT_SCOPES)
        present = set(conn.execute(select(skills.c.name).where(skills.c.tenant_id == tid)).scalars())
        proposed = set(
            conn.execute(
                select(audit_events.c.skill_name).where(audit_events.c.tenant_id == tid, audit_events.c.actor == AGENT)
            ).scalars()
        )
    operator = Actor.operator(tid)
    written = 0
    for folder in find_skill_dirs(SKILLS_DIR):
        example = parse_skill_dir(folder)
        if example.name not in present:  # rewriting a present one would undo an approved demo edit
            keeper.lifecycle.write(operator, example, source="manual", status=Status.ACTIVE)
            written += 1
    agent = Actor(AGENT, tid, AGENT_SCOPES)
    for folder in find_skill_dirs(PROPOSALS_DIR):
        proposal = parse_skill_dir(folder)
        if proposal.name not in proposed:
            keeper.lifecycle.write(agent, proposal, source="agent")
            written += 1
    waiting = keeper.review(operator).inbox(InboxFilter(ALL), limit=1).total
    return Demo(_pair(keeper, tid, home), waiting, written)


def _pair(keeper: Keeper, tid: int, home: Path) -> dict[str, str]:
    """The kept demo pair while it still authenticates, else a fresh one (the old demo tokens revoked)."""
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
