"""The MCP tool catalogue: names, agent-facing descriptions, schemas, annotations, required scope.

Names are a fixed contract (ARCHITECTURE.md). The schema pieces come from `schemas`; the
node's variant of this catalogue is `node_tools`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from skillkeeper.access.scopes import ABILITY, READ, WRITE
from skillkeeper.deliver.mcp.catalog import MAX_FILE_BYTES
from skillkeeper.deliver.mcp.schemas import (
    ANY_OBJ,
    BOOL,
    CARD,
    FILE_INFO,
    FILES_IN,
    FILES_KEPT,
    INT,
    MATCHED,
    NAME,
    SKILL_MD,
    STEP,
    STR,
    STRS,
    WRITE_OUT,
    obj,
)
from skillkeeper.errors import mint_command


@dataclass(frozen=True)
class ToolSpec:
    """One tool: what the agent sees in tools/list, and the scope that unlocks it."""

    name: str
    scope: str
    title: str
    description: str
    input_schema: dict[str, Any]
    output_schema: dict[str, Any]
    read_only: bool
    idempotent: bool
    destructive: bool = False


TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(
        "list_skills",
        READ,
        "List available skills",
        "Browse the skills (reviewed procedures, playbooks and flow templates) available to you. "
        "Use it when you want an overview of what exists, or to page through everything; when you "
        "already know what the task is about, search_skills is faster. Returns the name, description, "
        "kind, tags and version of each skill (and a 'use when' summary when it adds something), 50 a "
        "page, ordered by name. Pass next_cursor back as cursor for the next page; tag narrows the list.",
        obj(
            {
                "cursor": {"type": "string", "description": "Opaque next_cursor from a previous page."},
                "tag": {"type": "string", "description": "Only skills carrying this tag."},
            }
        ),
        obj(
            {
                "skills": {"type": "array", "items": CARD},
                "next_cursor": {"type": "string", "description": "Present when more skills follow."},
                "next": {"type": "string", "description": "Present when the list is empty: why, and what to do."},
            },
            ["skills"],
            closed=False,
        ),
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "search_skills",
        READ,
        "Search skills",
        "Find the skill that fits the task in front of you. Call it before starting any non-trivial or "
        "unfamiliar task (a file format, an internal process, a deployment, a review checklist): a "
        "matching skill holds the tested way to do it. Describe the task in plain words; results are "
        "ranked by relevance on name, description and summary first, body after. Each result's matched "
        "lists your words found in its name or description; one with none matched only on its body or "
        "by meaning, so check its description fits the task. Then call get_skill on the best hit.",
        obj(
            {
                "query": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 500,
                    "description": "What you are trying to do, in a few words.",
                },
                "limit": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 50,
                    "default": 10,
                    "description": "How many results at most, best first.",
                },
            },
            ["query"],
        ),
        obj(
            {
                "query": STR,
                "results": {
                    "type": "array",
                    "items": obj(
                        {**CARD["properties"], "score": {"type": "number"}, "matched": MATCHED},
                        ["name", "description", "kind", "version"],
                        closed=False,
                    ),
                },
                "next": {"type": "string", "description": "Present when nothing, or nothing strong, was found."},
            },
            ["query", "results"],
            closed=False,
        ),
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "get_skill",
        READ,
        "Get a skill",
        "Load a skill before you act on it. For a knowledge skill you get the full SKILL.md: read it and "
        "follow its instructions. For a flow template you also get its parameters (JSON Schema) and "
        "ordered steps; fill the parameters with resolve_flow_template, then call each step's tool "
        "yourself. The files list names bundled scripts and references; fetch one with read_skill_file "
        "only when the instructions point to it.",
        obj({"name": NAME}, ["name"]),
        obj(
            {
                "name": STR,
                "description": STR,
                "kind": STR,
                "tags": STRS,
                "version": STR,
                "content_hash": STR,
                "content": {
                    "type": "string",
                    "description": "The full SKILL.md text, as stored; its front matter holds the description.",
                },
                "flow": obj(
                    {"parameters": ANY_OBJ, "steps": {"type": "array", "items": STEP}, "description": STR},
                    ["parameters", "steps"],
                    closed=False,
                ),
                "flow_error": {"type": "string", "description": "Why flow.yaml could not be read, if so."},
                "files": {"type": "array", "items": FILE_INFO},
            },
            ["name", "kind", "version", "content", "files"],
            closed=False,
        ),
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "read_skill_file",
        READ,
        "Read a bundled skill file",
        "Read one file bundled with a skill (a script, reference or asset) when the skill's instructions "
        "tell you to. Text comes back as UTF-8, anything else as base64. get_skill lists each file's size: "
        "read a large one in parts with offset and length (next_offset is where the rest starts); one answer "
        "holds at most 1 MiB. Never run a script you have not read.",
        obj(
            {
                "name": NAME,
                "path": {
                    "type": "string",
                    "minLength": 1,
                    "description": "Path as listed in get_skill's files, e.g. scripts/run.sh.",
                },
                "offset": {
                    "type": "integer",
                    "minimum": 0,
                    "default": 0,
                    "description": "Byte to start at: 0, or a next_offset from the previous part.",
                },
                "length": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": MAX_FILE_BYTES,
                    "description": "Bytes to read at most, e.g. 65536; leave it out to read to the end.",
                },
            },
            ["name", "path"],
        ),
        obj(
            {
                "name": STR,
                "path": STR,
                "size": INT,
                "digest": STR,
                "encoding": {"type": "string", "enum": ["utf-8", "base64"]},
                "content": STR,
                "offset": {"type": "integer", "description": "Where this part starts, when it is a part."},
                "next_offset": {"type": "integer", "description": "Where the rest starts; absent at the end."},
            },
            ["name", "path", "size", "digest", "encoding", "content"],
            closed=False,
        ),
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "resolve_flow_template",
        READ,
        "Resolve a flow template",
        "Turn a flow template into concrete steps. Pass the template's name and values for its "
        "parameters (see get_skill); you get back the ordered steps with every {param} filled in, or "
        "an error naming every missing or invalid parameter so you can fix them all at once. Nothing "
        "is executed: call each step's tool yourself, in order, checking each result.",
        obj(
            {
                "name": NAME,
                "parameters": {
                    "type": "object",
                    "additionalProperties": True,
                    "description": "Parameter values by name.",
                },
            },
            ["name"],
        ),
        obj(
            {"name": STR, "version": STR, "steps": {"type": "array", "items": STEP}},
            ["name", "version", "steps"],
            closed=False,
        ),
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "create_skill",
        WRITE,
        "Propose a new skill",
        "Capture a procedure worth reusing as a new skill, e.g. after you worked out how to do something "
        "the hard way. The skill is validated and security-scanned, then waits for human review (status "
        "staged, or quarantined if the scan objects); it is not served to anyone until approved. "
        "There is no way to publish directly. If a skill with that name exists, this proposes a new revision; "
        "writing exactly the content it serves instead withdraws its edit waiting for review (withdrawn_edit).",
        obj({"skill_md": SKILL_MD, "files": FILES_IN}, ["skill_md"]),
        WRITE_OUT,
        read_only=False,
        idempotent=True,
    ),
    ToolSpec(
        "update_skill",
        WRITE,
        "Propose a change to a skill",
        "Propose an improved revision of an existing skill you can see (fix a wrong step, add a "
        "missing case). The new revision waits for review; the approved one keeps being served until "
        "then. skill_md must keep the same name in its front matter. To take back an edit waiting for review, "
        "write exactly the content served now: the edit is withdrawn, nothing new is stored (unchanged true, "
        "withdrawn_edit its revision number).",
        obj({"name": NAME, "skill_md": SKILL_MD, "files": FILES_KEPT}, ["name", "skill_md"]),
        WRITE_OUT,
        read_only=False,
        idempotent=True,
    ),
    ToolSpec(
        "delete_skill",
        WRITE,
        "Delete a skill",
        "Propose deleting a skill of your own tenant that you can see, when it is wrong or "
        "obsolete and should not be used again. Deleting a reviewed (active) skill waits for a "
        "human reviewer: it keeps being served until then (pending_review true, deleted false). "
        "Prefer update_skill when it can be fixed.",
        obj({"name": NAME}, ["name"]),
        obj(
            {
                "name": STR,
                "deleted": BOOL,
                "pending_review": {
                    "type": "boolean",
                    "description": "True when the deletion waits for a reviewer's approval.",
                },
            },
            ["name", "deleted"],
            closed=False,
        ),
        read_only=False,
        idempotent=False,
        destructive=True,
    ),
)

BY_NAME: dict[str, ToolSpec] = {t.name: t for t in TOOLS}


def tools_for(scopes: frozenset[str]) -> list[ToolSpec]:
    """The tools a caller with `scopes` may see and call, in catalogue order."""
    return [t for t in TOOLS if t.scope in scopes]


@dataclass(frozen=True)
class Grant:
    """Where a caller's scopes come from, so a missing tool can be explained.

    `public_catalog` is only meaningful for anonymous callers (None: no tenant named).
    """

    anonymous: bool
    token_scopes: frozenset[str] = frozenset()
    mandate: frozenset[str] = frozenset()
    tenant: str | None = None
    principal: str | None = None
    public_catalog: bool | None = None

    @property
    def effective(self) -> frozenset[str]:
        if self.anonymous:
            return frozenset({READ}) if self.public_catalog else frozenset()
        return self.token_scopes & self.mandate


def missing_reason(spec: ToolSpec, grant: Grant) -> str:
    """One line: why a caller with `grant` is not served `spec`, and what to do about it."""
    scope, tenant, who = spec.scope, grant.tenant or "T", grant.principal or "NAME"
    if grant.anonymous:
        if scope != READ:
            mint = mint_command(f"{READ},{scope}", tenant=grant.tenant)
            return f"no token: anonymous callers only ever get read tools; send a token with {scope}, from `{mint}`"
        if grant.tenant is None:
            return (
                "no token and no tenant named: send a token with skills:read, or name a tenant "
                "whose public catalog is on (/mcp?tenant=NAME)"
            )
        return (
            f"no token, and tenant {grant.tenant!r} has no public catalog (tenant setting "
            f"public_catalog is off): send a token with {scope}"
        )
    wider = ",".join(sorted(grant.token_scopes | {scope}))
    able = ABILITY.get(scope, scope)
    if scope not in grant.token_scopes and scope in grant.mandate:
        return (
            f"the token lacks {scope}, so it may not {able}: issue one that carries it with "
            f"`skillkeeper tokens create --tenant {tenant} --principal {who} --scopes {wider}`"
        )
    if scope not in grant.token_scopes:
        return (
            f"the token lacks {scope}, so it may not {able}, and {who!r} may not be given it yet: an admin "
            f"allows it with `skillkeeper principals grant {who} {scope} --tenant {tenant}`, then issues a token "
            f"with --scopes {wider}"
        )
    return (
        f"the token carries {scope}, but {who!r} is no longer allowed it (an admin narrowed what its tokens may "
        f"do), so it may not {able}: an admin allows it again with "
        f"`skillkeeper principals grant {who} {scope} --tenant {tenant}`"
    )


def explain(grant: Grant) -> tuple[list[ToolSpec], list[tuple[ToolSpec, str]]]:
    """(tools served, [(tool not served, why)]) for a caller with `grant`, both in catalogue order."""
    served = tools_for(grant.effective)
    return served, [(t, missing_reason(t, grant)) for t in TOOLS if t not in served]
