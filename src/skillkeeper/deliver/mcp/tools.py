"""The MCP tool catalogue: names, agent-facing descriptions, schemas, annotations, required scope.

Names are a fixed contract (ARCHITECTURE.md). Schemas avoid constructs that some hosts cannot
map (boolean schemas, type unions, untyped values), so `inspector --strict` stays clean.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from skillkeeper.access.scopes import READ, WRITE


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


def _obj(properties: dict[str, Any], required: list[str] | None = None, *, closed: bool = True) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    if closed:
        schema["additionalProperties"] = False
    return schema


_STR = {"type": "string"}
_INT = {"type": "integer"}
_BOOL = {"type": "boolean"}
_STRS = {"type": "array", "items": _STR}
_ANY_OBJ = {"type": "object", "additionalProperties": True}
_NAME = {
    "type": "string",
    "minLength": 1,
    "maxLength": 64,
    "description": "The skill's name, exactly as listed (lowercase letters, digits, hyphens).",
}

_CARD = _obj(
    {
        "name": _STR,
        "description": _STR,
        "summary": _STR,
        "kind": {"type": "string", "enum": ["knowledge", "flow_template"]},
        "tags": _STRS,
        "version": _STR,
        "content_hash": _STR,
    },
    ["name", "description", "kind", "version"],
    closed=False,
)

_FILE_INFO = _obj(
    {
        "path": _STR,
        "size": _INT,
        "digest": {"type": "string", "description": "sha256:<hex> of the bytes."},
        "uri": {"type": "string", "description": "The file as an MCP resource (skill://<name>/<path>)."},
    },
    ["path", "size", "digest", "uri"],
    closed=False,
)

_STEP = _obj(
    {
        "step": _INT,
        "tool": _STR,
        "arguments": _ANY_OBJ,
        "description": _STR,
    },
    ["tool", "arguments"],
    closed=False,
)

_FILES_IN = {
    "type": "array",
    "maxItems": 512,
    "description": "Bundled files besides SKILL.md (scripts/, references/, assets/, flow.yaml).",
    "items": _obj(
        {
            "path": {"type": "string", "description": "Relative path inside the skill folder, e.g. references/api.md."},
            "content": _STR,
            "encoding": {"type": "string", "enum": ["utf-8", "base64"], "default": "utf-8"},
        },
        ["path", "content"],
    ),
}
_SKILL_MD = {
    "type": "string",
    "minLength": 1,
    "description": "The whole SKILL.md: YAML front matter (name, description) then Markdown.",
}

_WRITE_OUT = _obj(
    {
        "name": _STR,
        "status": {"type": "string", "description": "staged or quarantined: never active on this path."},
        "content_hash": _STR,
        "verdict": _STR,
        "pending_review": _BOOL,
        "created": _BOOL,
        "unchanged": _BOOL,
        "findings": {"type": "array", "items": _ANY_OBJ},
        "warnings": {"type": "array", "items": _ANY_OBJ},
    },
    ["name", "status", "content_hash", "verdict", "pending_review"],
    closed=False,
)

TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(
        "list_skills",
        READ,
        "List available skills",
        "Browse the skills (reviewed procedures, playbooks and flow templates) available to you. "
        "Use it when you want an overview of what exists, or to page through everything; when you "
        "already know what the task is about, search_skills is faster. Returns name, description, a "
        "one-line 'use when' summary, kind, tags, origin and version for each skill, ordered by name. "
        "Pass next_cursor back as cursor for the next page; tag narrows the list.",
        _obj(
            {
                "cursor": {"type": "string", "description": "Opaque next_cursor from a previous page."},
                "tag": {"type": "string", "description": "Only skills carrying this tag."},
            }
        ),
        _obj(
            {
                "skills": {"type": "array", "items": _CARD},
                "next_cursor": {"type": "string", "description": "Present when more skills follow."},
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
        "ranked by relevance on name, description and summary first. Then call get_skill on the best hit.",
        _obj(
            {
                "query": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 500,
                    "description": "What you are trying to do, in a few words.",
                },
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
            },
            ["query"],
        ),
        _obj(
            {
                "query": _STR,
                "results": {
                    "type": "array",
                    "items": _obj(
                        {**_CARD["properties"], "score": {"type": "number"}},
                        ["name", "description", "kind", "version"],
                        closed=False,
                    ),
                },
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
        _obj({"name": _NAME}, ["name"]),
        _obj(
            {
                "name": _STR,
                "description": _STR,
                "summary": _STR,
                "kind": _STR,
                "tags": _STRS,
                "version": _STR,
                "content_hash": _STR,
                "frontmatter": _ANY_OBJ,
                "content": {"type": "string", "description": "The full SKILL.md text."},
                "flow": _obj(
                    {"parameters": _ANY_OBJ, "steps": {"type": "array", "items": _STEP}, "description": _STR},
                    ["parameters", "steps"],
                    closed=False,
                ),
                "flow_error": {"type": "string", "description": "Why flow.yaml could not be read, if so."},
                "files": {"type": "array", "items": _FILE_INFO},
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
        "tell you to. Text comes back as UTF-8, anything else as base64. Files above 1 MiB are refused; "
        "never run a script you have not read.",
        _obj(
            {
                "name": _NAME,
                "path": {
                    "type": "string",
                    "minLength": 1,
                    "description": "Path as listed in get_skill's files, e.g. scripts/run.sh.",
                },
            },
            ["name", "path"],
        ),
        _obj(
            {
                "name": _STR,
                "path": _STR,
                "size": _INT,
                "digest": _STR,
                "encoding": {"type": "string", "enum": ["utf-8", "base64"]},
                "content": _STR,
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
        _obj(
            {
                "name": _NAME,
                "parameters": {
                    "type": "object",
                    "additionalProperties": True,
                    "description": "Parameter values by name.",
                },
            },
            ["name"],
        ),
        _obj(
            {"name": _STR, "version": _STR, "steps": {"type": "array", "items": _STEP}},
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
        "There is no way to publish directly. If a skill with that name exists, this proposes a new revision.",
        _obj({"skill_md": _SKILL_MD, "files": _FILES_IN}, ["skill_md"]),
        _WRITE_OUT,
        read_only=False,
        idempotent=True,
    ),
    ToolSpec(
        "update_skill",
        WRITE,
        "Propose a change to a skill",
        "Propose an improved revision of an existing skill you can see (fix a wrong step, add a "
        "missing case). The new revision waits for review; the approved one keeps being served until "
        "then. skill_md must keep the same name in its front matter.",
        _obj({"name": _NAME, "skill_md": _SKILL_MD, "files": _FILES_IN}, ["name", "skill_md"]),
        _WRITE_OUT,
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
        _obj({"name": _NAME}, ["name"]),
        _obj(
            {
                "name": _STR,
                "deleted": _BOOL,
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
            return f"no token: anonymous callers only ever get read tools; send a token with {scope}"
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
    if scope not in grant.token_scopes and scope in grant.mandate:
        return (
            f"the token lacks {scope}: issue one with `skillkeeper tokens create --tenant {tenant} "
            f"--principal {who} --scopes {wider}`"
        )
    if scope not in grant.token_scopes:
        return (
            f"the token lacks {scope}, and principal {who!r}'s mandate does not allow it: "
            f"`skillkeeper principals grant {who} {scope} --tenant {tenant}`, then a token with --scopes {wider}"
        )
    return (
        f"the token has {scope} but principal {who!r}'s mandate no longer includes it: "
        f"`skillkeeper principals grant {who} {scope} --tenant {tenant}`"
    )


def explain(grant: Grant) -> tuple[list[ToolSpec], list[tuple[ToolSpec, str]]]:
    """(tools served, [(tool not served, why)]) for a caller with `grant`, both in catalogue order."""
    served = tools_for(grant.effective)
    return served, [(t, missing_reason(t, grant)) for t in TOOLS if t not in served]


# --- the node's own catalog (`skillkeeper mcp --node`): same tools, local authoring semantics

_ORIGIN = {
    "type": "string",
    "enum": ["cloud", "local"],
    "description": "cloud: synced from the organisation's catalog; local: written on this machine.",
}
_OVERRIDDEN = {
    "type": "boolean",
    "description": "True when a local override replaces the cloud skill's content on this machine.",
}
_NODE_CARD = {"origin": _ORIGIN, "locally_overridden": _OVERRIDDEN}
_NODE_WRITE_OUT = _obj(
    {
        "name": _STR,
        "origin": _ORIGIN,
        "locally_overridden": _OVERRIDDEN,
        "content_hash": _STR,
        "created": _BOOL,
        "unchanged": _BOOL,
        "verdict": _STR,
        "findings": {"type": "array", "items": _ANY_OBJ},
        "warnings": {"type": "array", "items": _ANY_OBJ},
    },
    ["name", "origin", "locally_overridden", "content_hash"],
    closed=False,
)
_NODE_TEXT = {
    "create_skill": (
        "Create a local skill",
        "Capture a procedure worth reusing as a new skill on this machine (origin local). It is "
        "validated and security-scanned first: a critical finding refuses the write and returns the "
        "findings. The skill is usable at once here and reaches no one else; a human can propose it "
        "to the organisation with `skillkeeper local propose`. Fails if the name exists.",
    ),
    "update_skill": (
        "Change a skill locally",
        "Edit a local skill, or override a cloud skill on this machine: the override replaces its "
        "content here only (the cloud copy is untouched) and is reported as locally_overridden. "
        "Validated and scanned like create_skill; skill_md must keep the same name.",
    ),
    "delete_skill": (
        "Delete a local skill or override",
        "Delete a local skill, or remove your local override of a cloud skill so the cloud version "
        "is served again. Cloud skills themselves cannot be deleted from here.",
    ),
}


def _node_spec(spec: ToolSpec) -> ToolSpec:
    out = dict(spec.output_schema)
    props = dict(out.get("properties", {}))
    for key in ("skills", "results"):
        if key in props:
            item = dict(props[key]["items"])
            item["properties"] = {k: v for k, v in {**item["properties"], **_NODE_CARD}.items() if k != "status"}
            props[key] = {**props[key], "items": item}
    if spec.name == "get_skill":
        props = {k: v for k, v in {**props, **_NODE_CARD}.items() if k != "status"}
    out["properties"] = props
    if spec.name in _NODE_TEXT:
        title, description = _NODE_TEXT[spec.name]
        out = (
            _NODE_WRITE_OUT
            if spec.name != "delete_skill"
            else _obj(
                {"name": _STR, "deleted": _BOOL, "origin": _ORIGIN, "override_removed": _BOOL},
                ["name", "deleted"],
                closed=False,
            )
        )
        return replace(spec, title=title, description=description, output_schema=out)
    return replace(spec, output_schema=out)


NODE_TOOLS: tuple[ToolSpec, ...] = tuple(_node_spec(t) for t in TOOLS)
