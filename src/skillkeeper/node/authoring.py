"""Local authoring on a node, dispatched by origin; writes only local.db, never synced.db.

Every write goes through the server's validator and Sentinel scan first: an invalid skill, or
one with a critical or fatal finding, is refused with the findings and nothing is written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from skillkeeper.check.validate import validate_skill
from skillkeeper.errors import Conflict, InvalidSkill, NotFound, Refused, SkillkeeperError
from skillkeeper.node import store
from skillkeeper.node.catalog import check_path
from skillkeeper.node.nodecatalog import NodeCatalog
from skillkeeper.skill.model import Skill


class NoLocalOverride(SkillkeeperError):
    """delete of a cloud skill that has no local override: nothing to remove, nothing changed."""

    code = "no_local_override"


class NameTaken(Conflict):
    """create of a name this node already serves: a cloud skill (`cloud`) or a local skill.

    The message names the MCP tool that changes it; the CLI names its own command from `name`/`cloud`.
    """

    def __init__(self, name: str, cloud: bool) -> None:
        super().__init__(
            f"{name!r} is a cloud skill; use update_skill to override it locally"
            if cloud
            else f"a local skill named {name!r} exists; use update_skill to change it"
        )
        self.name = name
        self.cloud = cloud


@dataclass(frozen=True)
class LocalWrite:
    """What a local write did."""

    name: str
    origin: str
    locally_overridden: bool
    content_hash: str
    created: bool
    verdict: str
    unchanged: bool = False
    findings: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "origin": self.origin,
            "locally_overridden": self.locally_overridden,
            "content_hash": self.content_hash,
            "created": self.created,
            "unchanged": self.unchanged,
            "verdict": self.verdict,
            "findings": self.findings,
            "warnings": self.warnings,
        }


def check(skill: Skill) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(warnings, scan) for a skill the node may store; raises InvalidSkill or Refused with the findings."""
    report = validate_skill(skill).to_dict()
    if report["errors"]:
        every = "; ".join(e["message"] for e in report["errors"])
        raise InvalidSkill(f"skill {skill.name or '(unnamed)'!r} is invalid: {every}", details=report)

    for f in skill.files:
        problem = check_path(f.path)  # the reconcile's own path rules (links, '..', the marker name)
        if problem or f.is_link:
            raise InvalidSkill(f"skill {skill.name!r} is invalid: {f.path}: {problem or 'links are not allowed'}")
    from skillkeeper.check.scan import scan_skill  # lazy: `mcp --node` loads the scanner at its first write
    from skillkeeper.check.scan.result import BLOCKING_VERDICTS

    scan = scan_skill(skill)
    if scan.verdict in BLOCKING_VERDICTS:
        worst = next(f for f in scan.findings if f.fatal or f.severity == "critical")
        raise Refused(
            f"local write refused: {worst.message} ({worst.code}); nothing was written", details=scan.to_dict()
        )
    return list(report["warnings"]), scan.to_dict()


def _result(
    skill: Skill,
    origin: str,
    overridden: bool,
    created: bool,
    scan: dict[str, Any],
    warnings: list[dict[str, Any]],
    unchanged: bool = False,
) -> LocalWrite:
    return LocalWrite(
        skill.name,
        origin,
        overridden,
        skill.content_hash,
        created,
        scan["verdict"],
        unchanged,
        scan["findings"],
        warnings,
    )


def create(catalog: NodeCatalog, skill: Skill) -> LocalWrite:
    """A new local skill; raises InvalidSkill, Refused, Conflict (the name is taken)."""
    warnings, scan = check(skill)
    if skill.name in catalog.synced.cards():
        raise NameTaken(skill.name, cloud=True)
    with catalog.local.transaction() as conn:
        if conn.execute("SELECT 1 FROM skills WHERE name = ?", (skill.name,)).fetchone():
            raise NameTaken(skill.name, cloud=False)
        store.put(conn, skill)
    return _result(skill, "local", False, True, scan, warnings)


def update(catalog: NodeCatalog, name: str, skill: Skill) -> LocalWrite:
    """Edit a local skill, or create/update the override of a cloud skill; raises NotFound and as `create`."""
    if skill.name != name:
        raise InvalidSkill(f"SKILL.md names {skill.name!r} but you are updating {name!r}; keep the name")
    warnings, scan = check(skill)
    cloud = catalog.synced.cards().get(name)
    with catalog.local.transaction() as conn:
        row = conn.execute("SELECT content_hash, based_on FROM skills WHERE name = ?", (name,)).fetchone()
        if row is None and cloud is None:
            raise NotFound(f"skill {name!r} not found")
        if row is not None and row["content_hash"] == skill.content_hash:
            return _result(skill, "cloud" if cloud else "local", cloud is not None, False, scan, warnings, True)
        based_on = row["based_on"] if row is not None else (cloud.content_hash if cloud else None)
        store.put(conn, skill, based_on=based_on)
    return _result(skill, "cloud" if cloud else "local", cloud is not None, row is None, scan, warnings)


def delete(catalog: NodeCatalog, name: str) -> dict[str, Any]:
    """Delete a local skill or an override; raises NoLocalOverride (cloud, no override) or NotFound."""
    cloud = name in catalog.synced.cards()
    with catalog.local.transaction() as conn:
        removed = store.remove(conn, name)
    if removed:
        return {"name": name, "deleted": True, "origin": "cloud" if cloud else "local", "override_removed": cloud}
    if cloud:
        raise NoLocalOverride(
            f"{name!r} is a cloud skill with no local override, so there is no local "
            "override to remove; nothing was changed (cloud skills are managed on the server)"
        )
    raise NotFound(f"skill {name!r} not found")
