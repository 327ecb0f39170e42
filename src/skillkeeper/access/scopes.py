"""Scopes, as fixed in ARCHITECTURE.md, and the longest lifetime a token may carry them."""

from __future__ import annotations

from datetime import timedelta

READ = "skills:read"
WRITE = "skills:write"
REVIEW = "skills:review"
ADMIN = "skills:admin"
FLEET_REPORT = "fleet:report"
FLEET_READ = "fleet:read"

ALL_SCOPES: tuple[str, ...] = (READ, WRITE, REVIEW, ADMIN, FLEET_REPORT, FLEET_READ)

# Ten years: every surface that mints a token (CLI, REST, the connect page) refuses longer.
MAX_TOKEN_LIFETIME = timedelta(days=3650)

DESCRIPTIONS = {
    READ: "agent-facing reads (MCP read tools, REST reads)",
    WRITE: "authoring through the lifecycle (lands staged)",
    REVIEW: "inbox list and actions",
    ADMIN: "tenant settings, tokens, subscriptions, deprecate",
    FLEET_REPORT: "node heartbeats, installable pull",
    FLEET_READ: "fleet view",
}

# What each scope lets its holder do, for messages: "may not {ABILITY[scope]}".
ABILITY = {
    READ: "read skills",
    WRITE: "add or change skills",
    REVIEW: "review skills (approve, reject, quarantine)",
    ADMIN: "administer the tenant (settings, tokens, deprecating skills)",
    FLEET_REPORT: "sync skills onto a node",
    FLEET_READ: "see the nodes of the fleet",
}


def parse_scopes(text: str | list[str] | tuple[str, ...]) -> frozenset[str]:
    """Scopes from 'a,b' or a list; raises ValueError naming an unknown scope."""
    items = text.replace(" ", ",").split(",") if isinstance(text, str) else list(text)
    scopes = frozenset(s.strip() for s in items if s and s.strip())
    unknown = sorted(scopes - set(ALL_SCOPES))
    if unknown:
        meant = _closest(unknown[0])
        hint = f" (did you mean {meant}?)" if meant else ""
        raise ValueError(f"unknown scope {unknown[0]!r}{hint}; known scopes: {', '.join(ALL_SCOPES)}")
    return scopes


def _closest(word: str) -> str | None:
    """The scope a typo or a bare ability ('read', 'skills:red') most likely meant, if any."""
    import difflib  # lazy: only on this error

    bare = [s for s in ALL_SCOPES if s.split(":")[1] == word.lower()]
    if bare:
        return " or ".join(bare)
    close = difflib.get_close_matches(word.lower(), ALL_SCOPES, n=1, cutoff=0.8)
    return close[0] if close else None
