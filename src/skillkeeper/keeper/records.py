"""Typed records the Keeper's verbs return; REST, MCP and the CLI only turn them into their wire shapes.

The skill records (`SkillCard`, `SkillView`, `FileInfo`) are built where the rows are read, in the
store; they are re-exported here so callers need one import and never reach into the store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Generic, TypeVar

from skillkeeper.skill.model import BundleFile, FileInfo
from skillkeeper.store.skills import SkillCard, SkillView
from skillkeeper.store.skills import encode_file as file_json
from skillkeeper.store.tenants import TenantSettings

T = TypeVar("T")

# A file bundled with a skill, with its content.
SkillFile = BundleFile

__all__ = [
    "FileInfo",
    "NodeRecord",
    "Page",
    "SearchHit",
    "SkillCard",
    "SkillFile",
    "SkillView",
    "TenantRecord",
    "TokenRecord",
    "file_json",
]


@dataclass(frozen=True)
class Page(Generic[T]):
    """One page of a listing: its items and the opaque cursor of the next page (None on the last)."""

    items: list[T]
    next_cursor: str | None = None
    total: int | None = None


@dataclass(frozen=True)
class SearchHit:
    """A search result: the skill's card and its score (higher is better)."""

    card: SkillCard
    score: float


@dataclass(frozen=True)
class TenantRecord:
    """A tenant: its id, name and settings."""

    id: int
    name: str
    settings: TenantSettings

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "settings": self.settings.model_dump()}


@dataclass(frozen=True)
class TokenRecord:
    """A token as listed (never its secret)."""

    id: str
    principal: str
    scopes: list[str]
    created_at: str | None
    expires_at: str | None
    revoked: bool
    minted_by: str | None
    withheld: list[str] = field(default_factory=list)  # scopes the principal may no longer use
    expired: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "principal": self.principal,
            "scopes": self.scopes,
            "created_at": self.created_at,
            "expires_at": self.expires_at,
            "revoked": self.revoked,
            "expired": self.expired,
            "minted_by": self.minted_by,
            "withheld": self.withheld,
        }


@dataclass(frozen=True)
class NodeRecord:
    """A node of the fleet: when it was last seen and its latest reconcile summary."""

    node_id: str
    hostname: str | None
    agent_version: str | None
    last_seen: datetime | None
    reconcile: Any = None

    def to_dict(self) -> dict[str, Any]:
        own = self.reconcile if isinstance(self.reconcile, dict) else {}
        seen = self.last_seen
        return {
            "node_id": self.node_id,
            "hostname": self.hostname,
            "agent_version": self.agent_version,
            # SQLite hands back naive datetimes; every timestamp we store is UTC.
            "last_seen": (seen if seen.tzinfo else seen.replace(tzinfo=UTC)).isoformat() if seen else None,
            # The node's own catalog, never silent: cloud skills it overrides and its local skills.
            "overridden": list(own.get("overridden") or []),
            "local": list(own.get("local") or []),
            "offline_since": own.get("offline_since"),
            # What the server answered the node's failing syncs with (None when no answer came: offline).
            "failed_status": own.get("failed_status"),
            "reconcile": self.reconcile,
        }
