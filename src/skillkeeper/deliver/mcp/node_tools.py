"""The node's own MCP tool catalogue (`skillkeeper mcp --node`): the same tools, local authoring semantics.

Cards and skills carry their origin (cloud or local) instead of a review status, and the write
tools create, override and delete skills on this machine only.
"""

from __future__ import annotations

from dataclasses import replace

from skillkeeper.deliver.mcp.schemas import ANY_OBJ, BOOL, STR, obj
from skillkeeper.deliver.mcp.tools import TOOLS, ToolSpec

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
_NODE_WRITE_OUT = obj(
    {
        "name": STR,
        "origin": _ORIGIN,
        "locally_overridden": _OVERRIDDEN,
        "content_hash": STR,
        "created": BOOL,
        "unchanged": BOOL,
        "verdict": STR,
        "findings": {"type": "array", "items": ANY_OBJ},
        "warnings": {"type": "array", "items": ANY_OBJ},
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
            else obj(
                {"name": STR, "deleted": BOOL, "origin": _ORIGIN, "override_removed": BOOL},
                ["name", "deleted"],
                closed=False,
            )
        )
        return replace(spec, title=title, description=description, output_schema=out)
    return replace(spec, output_schema=out)


NODE_TOOLS: tuple[ToolSpec, ...] = tuple(_node_spec(t) for t in TOOLS)
