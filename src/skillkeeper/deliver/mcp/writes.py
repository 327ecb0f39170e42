"""What the MCP write tools do (create_skill, update_skill, delete_skill) over the Keeper's lifecycle.

Writes go through the same lifecycle as the REST agent path (source agent, no status); a skill the
writer cannot see answers as `catalog.not_found` does, so a write never tells a hidden row exists.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from skillkeeper.deliver.mcp.catalog import ToolError, invalid, not_found, not_found_to_update, semantic
from skillkeeper.deliver.mcp.followup import next_step
from skillkeeper.errors import InvalidSkill, NotFound, SkillkeeperError
from skillkeeper.review.states import Status
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.parse import build_skill, decode_files

if TYPE_CHECKING:  # the server's Keeper: `mcp --node` writes through its own authoring
    from skillkeeper.access.callers import Caller
    from skillkeeper.keeper import Keeper


def _bundle(files: Any) -> list[BundleFile]:
    """The files argument in the shared wire form; raises ToolError / InvalidSkill."""
    if files is None:
        return []
    if not isinstance(files, list):
        raise invalid("files must be a list of {path, content, encoding}")
    items: list[tuple[str, str, str, bool]] = []
    for i, item in enumerate(files):
        if (
            not isinstance(item, dict)
            or not isinstance(item.get("path"), str)
            or not isinstance(item.get("content"), str)
        ):
            raise invalid(f"files[{i}] needs a string path and a string content")
        encoding = item.get("encoding", "utf-8")
        if encoding not in ("utf-8", "base64"):
            raise invalid(f"files[{i}] encoding must be utf-8 or base64")
        items.append((item["path"], item["content"], encoding, item.get("executable") is True))
    return decode_files(items)


def skill_from_args(
    args: dict[str, Any], mode: str, kept: Callable[[list[BundleFile] | None], list[BundleFile]] | None = None
) -> Skill:
    """The Skill a create_skill / update_skill call describes; raises ToolError (and what `kept` raises).

    `kept` turns the files sent (None: no `files`) into the bundle an update stores.
    """
    skill_md = args.get("skill_md")
    if not isinstance(skill_md, str) or not skill_md.strip():
        raise invalid("skill_md is required: the whole SKILL.md text with front matter")
    files = args.get("files")
    try:
        sent = None if files is None else _bundle(files)
        skill = build_skill(skill_md, kept(sent) if kept is not None else sent or [])
    except InvalidSkill as exc:
        raise ToolError("invalid_skill", f"invalid skill: {exc.message}") from None
    if mode == "update" and skill.name != args.get("name"):
        raise invalid(
            f"skill_md names {json.dumps(skill.name)} but you are updating {json.dumps(args.get('name'))}; "
            "keep the name, or use create_skill for a new skill"
        )
    return skill


def write_skill(keeper: Keeper, caller: Caller, args: dict[str, Any], *, mode: str) -> dict[str, Any]:
    """Author through the lifecycle exactly like the REST agent path: source agent, no status.

    An update keeps or replaces the bundle by the catalog's one rule (Catalog.edit_bundle).
    """
    name = str(args.get("name"))
    try:
        edit = partial(keeper.catalog(caller).edit_bundle, name) if mode == "update" else None
        skill = skill_from_args(args, mode, edit)
    except NotFound:
        raise not_found_to_update(name) from None
    try:
        result = keeper.lifecycle.write(
            caller.actor(), skill, source="agent", mode="update" if mode == "update" else "upsert"
        )
    except NotFound:
        raise (not_found_to_update if mode == "update" else not_found)(skill.name) from None
    except SkillkeeperError as exc:
        raise semantic(exc) from None
    answer = result.to_dict()
    return {
        **answer,
        "next": next_step(answer, shown=_shown(keeper, caller, str(answer["status"]))),
    }


def _shown(keeper: Keeper, caller: Caller, status: str) -> bool:
    """Whether a skill of `caller`'s tenant in `status` is served to it (its review gate off: staged ones too).

    By status and the tenant's gate, never by reading the name back: over a row hidden from the writer the
    answer is a new name's (review/writes.py), and so must its next step be, or it would tell the row exists.
    """
    return status == Status.STAGED and keeper.catalog(caller).serves_own(status)


def delete_skill(keeper: Keeper, caller: Caller, name: str) -> dict[str, Any]:
    """Delete, or for an active skill propose deleting it (it serves until a reviewer approves)."""
    try:
        result = keeper.lifecycle.delete(caller.actor(), name)
    except NotFound:
        raise not_found(name) from None
    except SkillkeeperError as exc:
        raise semantic(exc) from None
    return result.to_dict()
