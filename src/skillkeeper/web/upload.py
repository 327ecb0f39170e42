"""Skill uploads: the JSON body; zip archives are unpacked by `skillkeeper.skill.archive`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.parse import MAX_FILES, build_skill, decode_files


class FileIn(BaseModel):
    """One bundled file of a skill write."""

    model_config = ConfigDict(extra="forbid")

    path: str = Field(min_length=1, max_length=1024)
    content: str
    encoding: Literal["utf-8", "base64"] = "utf-8"
    executable: bool = False


class SkillWrite(BaseModel):
    """The JSON body of a skill write."""

    model_config = ConfigDict(extra="forbid")

    skill_md: str = Field(min_length=1)
    files: list[FileIn] = Field(
        default_factory=list,
        max_length=MAX_FILES,
        description="Bundled files besides SKILL.md. On PUT, leave it out to keep the skill's current files "
        "and send [] to drop them all; on POST, left out means none.",
    )
    source: Literal["agent", "manual", "forge", "node"] = "agent"
    status: str | None = Field(default=None, max_length=32)
    # With source `node`: the node that proposes its local skill, recorded in the audit event.
    node_id: str | None = Field(default=None, min_length=1, max_length=256)

    def to_skill(self, edit: Callable[[list[BundleFile] | None], list[BundleFile]] | None = None) -> Skill:
        """Build the skill; raises InvalidSkill for undecodable, duplicate or misplaced files, and what `edit` raises.

        `edit` turns the files sent (None: the body left `files` out) into the bundle an update stores.
        """
        sent = None
        if "files" in self.model_fields_set:
            sent = decode_files((f.path, f.content, f.encoding, f.executable) for f in self.files)
        return build_skill(self.skill_md, edit(sent) if edit is not None else sent or [])
