"""JSON Schema pieces the MCP tool catalogues share (the server's and the node's).

They avoid constructs that some hosts cannot map (boolean schemas, type unions, untyped
values), so `inspector --strict` stays clean.
"""

from __future__ import annotations

from typing import Any


def obj(properties: dict[str, Any], required: list[str] | None = None, *, closed: bool = True) -> dict[str, Any]:
    """An object schema; `closed` forbids properties not named."""
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    if closed:
        schema["additionalProperties"] = False
    return schema


STR = {"type": "string"}
INT = {"type": "integer"}
BOOL = {"type": "boolean"}
STRS = {"type": "array", "items": STR}
ANY_OBJ = {"type": "object", "additionalProperties": True}
NAME = {
    "type": "string",
    "minLength": 1,
    "maxLength": 64,
    "description": "The skill's name, exactly as listed (lowercase letters, digits, hyphens).",
}

CARD = obj(
    {
        "name": STR,
        "description": STR,
        "summary": STR,
        "kind": {"type": "string", "enum": ["knowledge", "flow_template"]},
        "tags": STRS,
        "version": STR,
        "content_hash": STR,
    },
    ["name", "description", "kind", "version"],
    closed=False,
)

MATCHED = {
    "type": "array",
    "items": STR,
    "description": "Words of the query found in the skill's name, description or tags; empty when it "
    "matched only on its body or by meaning.",
}

FILE_INFO = obj(
    {
        "path": STR,
        "size": INT,
        "digest": {"type": "string", "description": "sha256:<hex> of the bytes."},
        "uri": {"type": "string", "description": "The file as an MCP resource (skill://<name>/<path>)."},
    },
    ["path", "size", "digest", "uri"],
    closed=False,
)

STEP = obj(
    {
        "step": INT,
        "tool": STR,
        "arguments": ANY_OBJ,
        "description": STR,
    },
    ["tool", "arguments"],
    closed=False,
)

FILES_IN = {
    "type": "array",
    "maxItems": 512,
    "description": "Bundled files besides SKILL.md (scripts/, references/, assets/, flow.yaml).",
    "items": obj(
        {
            "path": {"type": "string", "description": "Relative path inside the skill folder, e.g. references/api.md."},
            "content": STR,
            "encoding": {"type": "string", "enum": ["utf-8", "base64"], "default": "utf-8"},
        },
        ["path", "content"],
    ),
}
# update_skill's files: leaving them out keeps the bundle, so an edit of SKILL.md alone loses nothing.
FILES_KEPT = {
    **FILES_IN,
    "description": "The skill's whole new set of bundled files besides SKILL.md. Leave it out to keep the "
    "current files unchanged; pass [] to drop them all.",
}
SKILL_MD = {
    "type": "string",
    "minLength": 1,
    "description": "The whole SKILL.md: YAML front matter (name, description) then Markdown.",
}

WRITE_OUT = obj(
    {
        "name": STR,
        "status": {
            "type": "string",
            "description": "staged or quarantined; active only for an edit of a served skill, which keeps "
            "serving the approved revision while the edit waits (pending_review true).",
        },
        "content_hash": STR,
        "verdict": STR,
        "pending_review": BOOL,
        "created": BOOL,
        "unchanged": {"type": "boolean", "description": "True when nothing new was stored (same content)."},
        "withdrawn_edit": {
            "type": ["integer", "null"],
            "description": "The revision number of the edit waiting for review that this write withdrew by "
            "writing the served revision's content again (nothing waits now), or null.",
        },
        "findings": {"type": "array", "items": ANY_OBJ},
        "warnings": {"type": "array", "items": ANY_OBJ},
        "next": {"type": "string", "description": "What happened and what to do next, in one line."},
    },
    ["name", "status", "content_hash", "verdict", "pending_review"],
    closed=False,
)
