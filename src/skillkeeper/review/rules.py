"""Who may write with which source and status, and the tenant's validation of a write."""

from __future__ import annotations

from typing import Any

from skillkeeper.access.actor import Actor
from skillkeeper.access.scopes import ADMIN, REVIEW
from skillkeeper.check.caps import Caps
from skillkeeper.check.validate import validate_skill
from skillkeeper.errors import Forbidden, InvalidSkill
from skillkeeper.review.approval import may_approve
from skillkeeper.skill.model import Skill
from skillkeeper.store.states import Status
from skillkeeper.store.tenants import TenantSettings

# `node`: an agent write proposed from a node's local catalog (`skillkeeper local propose`).
SOURCES = ("agent", "manual", "forge", "node")


def check_write_rights(actor: Actor, source: str, status: str | None) -> None:
    """Raises Forbidden for a source or requested status the actor may not use."""
    if source not in SOURCES:
        raise Forbidden(f"source {source!r} is not allowed; agents write with source 'agent'")
    if source == "forge" and not actor.internal:
        raise Forbidden("source 'forge' is internal-only; write with source 'agent'")
    is_reviewer = actor.internal or REVIEW in actor.scopes or ADMIN in actor.scopes
    if source == "manual" and not is_reviewer:
        raise Forbidden("source 'manual' is for reviewers and admins; write with source 'agent'")
    if status is None or status == Status.STAGED:
        return
    if source == "manual" and status == Status.ACTIVE:
        # Separation of duties: only review scope makes a skill active, admin alone does not.
        if not may_approve(actor):
            raise Forbidden(
                f"status '{Status.ACTIVE}' on a write needs the skills:review scope; "
                "write it staged and have a reviewer approve it"
            )
        return
    if source == "forge" and status == Status.CANDIDATE:
        return
    raise Forbidden(f"status {status!r} cannot be requested on a write; skills land staged and are promoted in review")


def sees_in_flight(actor: Actor) -> bool:
    """True when the actor may learn of its tenant's skills the visibility gate hides (reviewers, the operator)."""
    return may_approve(actor)  # whoever may approve what waits may know that it waits


def validate_for_tenant(skill: Skill, settings: TenantSettings) -> list[dict[str, Any]]:
    """Validate with the tenant's caps; return warnings, raise InvalidSkill listing every error."""
    report = validate_skill(skill, caps=Caps(**settings.caps.model_dump()))
    data = report.to_dict()
    if not report.ok:  # every broken rule, so one round of fixes is enough
        every = "; ".join(e["message"] for e in data["errors"])
        raise InvalidSkill(f"skill {skill.name or '(unnamed)'!r} is invalid: {every}", details=data)
    return list(data["warnings"])
