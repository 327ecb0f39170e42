"""The reconcile summary a node sends in every heartbeat; the server validates it with this model."""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

MAX_LIST = 4096
MAX_BODY_BYTES = 64 * 1024
# The widths of the server's nodes.node_id and nodes.hostname columns: a longer value is a 422, not a
# PostgreSQL error (SQLite would have stored it).
MAX_NODE_ID = 128
MAX_HOSTNAME = 255
_PRINTABLE = r"^[^\x00-\x1f\x7f-\x9f]*$"

Name = Annotated[str, StringConstraints(max_length=256)]
Text = Annotated[str, StringConstraints(max_length=1024)]
DirPath = Annotated[str, StringConstraints(max_length=4096)]
NameList = Annotated[list[Name], Field(max_length=MAX_LIST)]
TargetMode = Literal["owned", "additive"]


class _Model(BaseModel):
    # Unknown keys are ignored so an older server accepts a newer agent's summary.
    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class SkippedEntry(_Model):
    """A catalog row the agent refused to install, and why."""

    name: Name
    reason: Text


class TargetSummary(_Model):
    """What one target folder holds and what changed in it this tick."""

    dir: DirPath
    mode: TargetMode
    # Every harness (preset) reading this folder: a shared folder is one target naming them all.
    harnesses: NameList = Field(default_factory=list)
    installed: NameList = Field(default_factory=list)
    added: NameList = Field(default_factory=list)  # new here (an older agent counted updates in it too)
    updated: NameList = Field(default_factory=list)  # here before, rewritten with the catalog's new content
    removed: NameList = Field(default_factory=list)
    collisions: NameList = Field(default_factory=list)
    protected: NameList = Field(default_factory=list)
    # Skill folders here written by the agent of another node catalog (another SKILLKEEPER_HOME sharing
    # the folder), left alone; `other_agents` names those agents' node ids. Not counted as installed.
    held_by_other: NameList = Field(default_factory=list)
    other_agents: NameList = Field(default_factory=list)


class ReconcileSummary(_Model):
    """One tick: `installed` is the standing truth; the other lists are this tick's deltas."""

    at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    etag: Annotated[str, StringConstraints(max_length=256)] | None = None
    installed: NameList = Field(default_factory=list)
    added: NameList = Field(default_factory=list)  # new here (an older agent counted updates in it too)
    updated: NameList = Field(default_factory=list)  # here before, rewritten with the catalog's new content
    removed: NameList = Field(default_factory=list)
    skipped: Annotated[list[SkippedEntry], Field(max_length=MAX_LIST)] = Field(default_factory=list)
    collisions: NameList = Field(default_factory=list)
    protected: NameList = Field(default_factory=list)
    targets: Annotated[list[TargetSummary], Field(max_length=MAX_LIST)] = Field(default_factory=list)
    registered_dirs: Annotated[list[DirPath], Field(max_length=MAX_LIST)] = Field(
        default_factory=list, alias="registeredDirs"
    )
    errors: Annotated[list[Text], Field(max_length=MAX_LIST)] = Field(default_factory=list)
    # The node's own catalog: cloud skills overridden locally, local skills, overrides forked
    # into local skills this tick (their cloud skill was revoked), and when syncing last failed.
    overridden: NameList = Field(default_factory=list)
    local: NameList = Field(default_factory=list)
    forked: NameList = Field(default_factory=list)
    # Skills another source (server, tenant, --local) placed that this tick kept rather than switch sources.
    kept: NameList = Field(default_factory=list)
    offline_since: Annotated[str, StringConstraints(max_length=64)] | None = None
    # The HTTP status the server answered the failing sync with; None when no answer came (offline).
    failed_status: Annotated[int, Field(ge=100, le=599)] | None = None
    # Set when the agent dropped detail (per-target lists first) to fit the heartbeat size cap.
    truncated: bool = False

    def to_wire(self) -> dict[str, object]:
        """The JSON-ready dict, with the wire's key names (`registeredDirs`)."""
        return self.model_dump(mode="json", by_alias=True)

    @classmethod
    def from_targets(
        cls,
        targets: Iterable[TargetSummary],
        *,
        etag: str | None = None,
        skipped: Iterable[SkippedEntry] = (),
        registered_dirs: Iterable[str] = (),
        errors: Iterable[str] = (),
    ) -> ReconcileSummary:
        """Top-level lists as the sorted, deduplicated union of the per-target lists."""
        per_target = list(targets)

        def union(attr: str) -> list[str]:
            return sorted({n for t in per_target for n in getattr(t, attr)})

        return cls(
            etag=etag,
            installed=union("installed"),
            added=union("added"),
            updated=union("updated"),
            removed=union("removed"),
            collisions=union("collisions"),
            protected=union("protected"),
            skipped=list(skipped),
            targets=per_target,
            registered_dirs=list(dict.fromkeys(registered_dirs)),
            errors=[clip(e) for e in errors],
        )


class Heartbeat(_Model):
    """The body of `POST /api/v1/nodes/heartbeat`."""

    # No control characters: the fleet table prints these to an operator's terminal, where an escape
    # sequence from a taken-over node could rewrite the screen or fake another node's row.
    node_id: Annotated[str, StringConstraints(min_length=1, max_length=MAX_NODE_ID, pattern=_PRINTABLE)]
    hostname: Annotated[str, StringConstraints(max_length=MAX_HOSTNAME, pattern=_PRINTABLE)] = ""
    agent_version: Annotated[str, StringConstraints(max_length=64, pattern=_PRINTABLE)] = ""
    reconcile: ReconcileSummary


def held_by_other(count: int, agents: Iterable[str]) -> str:
    """Says that `count` skill folders in the targets are another home's agent's (the tick line, doctor --node)."""
    skills = "1 skill" if count == 1 else f"{count} skills"
    return (
        f"{skills} held by another skillkeeper agent (node {', '.join(sorted(set(agents)))}): left alone; "
        "give the agents different targets if both want the same skills"
    )


def clip(text: str, limit: int = 1024) -> str:
    """`text` cut to `limit` characters, marked with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _size(summary: ReconcileSummary, overhead: int) -> int:
    return overhead + len(json.dumps(summary.to_wire(), separators=(",", ":")).encode("utf-8"))


def fit_to_budget(summary: ReconcileSummary, max_bytes: int = MAX_BODY_BYTES, overhead: int = 1024) -> ReconcileSummary:
    """A copy small enough for the heartbeat cap: drop per-target names, then trim top-level lists."""
    out = summary.model_copy(deep=True)
    for lst in (
        out.installed,
        out.added,
        out.updated,
        out.removed,
        out.collisions,
        out.protected,
        out.errors,
        out.overridden,
        out.local,
        out.forked,
    ):
        del lst[MAX_LIST:]
    del out.skipped[MAX_LIST:]
    if _size(out, overhead) <= max_bytes:
        return out
    out.truncated = True
    for target in out.targets:
        target.installed = []
    if _size(out, overhead) <= max_bytes:
        return out
    for target in out.targets:
        target.added, target.updated, target.removed, target.collisions, target.protected = [], [], [], [], []
        target.held_by_other, target.other_agents = [], []
    # Then trim the longest top-level list by about the excess until the body fits.
    while (excess := _size(out, overhead) - max_bytes) > 0:
        lists: list[list[Any]] = [
            out.installed,
            out.added,
            out.updated,
            out.removed,
            out.collisions,
            out.protected,
            out.errors,
            out.skipped,
            out.overridden,
            out.local,
            out.forked,
        ]
        longest = max(lists, key=len)
        if not longest:
            break
        each = max(1, len(json.dumps([x if isinstance(x, str) else x.model_dump() for x in longest])) // len(longest))
        del longest[max(0, len(longest) - excess // each - 1) :]
    return out
