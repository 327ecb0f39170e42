"""Tool calls on the wire: a spec as tools/list shows it, argument checks, error results, what is cached."""

from __future__ import annotations

from typing import Any

import mcp_types as types

from skillkeeper.deliver.mcp import catalog
from skillkeeper.deliver.mcp.tools import ToolSpec

# Read tools whose answer depends only on the viewer, the arguments and the catalog.
CACHEABLE = frozenset({"list_skills", "search_skills", "get_skill", "read_skill_file", "resolve_flow_template"})


def listed_tool(spec: ToolSpec) -> types.Tool:
    """The tools/list entry of `spec`, with its annotations."""
    return types.Tool(
        name=spec.name,
        title=spec.title,
        description=spec.description,
        input_schema=spec.input_schema,
        output_schema=spec.output_schema,
        annotations=types.ToolAnnotations(
            title=spec.title,
            read_only_hint=spec.read_only,
            destructive_hint=spec.destructive,
            idempotent_hint=spec.idempotent,
            open_world_hint=False,
        ),
    )


def unknown_tool(name: str) -> str:
    """The error of a tool this caller may not call, identical whether it is hidden or does not exist."""
    return (
        f"Unknown tool: {name}; call one of the tools tools/list shows this connection (a tool missing "
        "there needs a token with more scopes: `skillkeeper doctor` explains which)"
    )


def error_result(message: str) -> types.CallToolResult:
    """A semantic tool error: the agent reads `message`, no stack trace."""
    return types.CallToolResult(content=[types.TextContent(text=message)], is_error=True)


def result_size(result: types.CallToolResult) -> int:
    """An estimate of the memory a cached result holds: two bytes per character of its text."""
    return sum(len(c.text) for c in result.content if isinstance(c, types.TextContent)) * 2


# Process-wide on purpose: one schema validator per tool name; the tool schemas are constants.
_VALIDATORS: dict[str, Any] = {}


def check_arguments(spec: ToolSpec, args: dict[str, Any]) -> None:
    """Validate arguments against the tool's input schema, naming every problem; raises ToolError."""
    # Lazy: jsonschema loads on the first tool call, not at server start.
    from jsonschema import Draft202012Validator

    if "status" in args and spec.name in ("create_skill", "update_skill"):
        # The same refusal as REST's 403: the caller asked for something it may not decide.
        raise catalog.ToolError(
            "forbidden",
            "forbidden: agents may not choose a status; skills written "
            "by agents always land staged for human review; remove the status argument",
        )
    validator = _VALIDATORS.get(spec.name)
    if validator is None:
        validator = _VALIDATORS[spec.name] = Draft202012Validator(spec.input_schema)
    problems = sorted(_problem(error) for error in validator.iter_errors(args))
    if problems:
        more = f"; and {len(problems) - MAX_PROBLEMS} more" if len(problems) > MAX_PROBLEMS else ""
        raise catalog.invalid("; ".join(problems[:MAX_PROBLEMS]) + more)


# An argument error names at most this many problems, each value shown in at most SHOWN_CHARS: the answer
# lands in the agent's context, so a 3 MB argument must not come back in it.
MAX_PROBLEMS = 10
SHOWN_CHARS = 80


def _problem(error: Any) -> str:
    """One schema violation as a short line: where, what is wrong, and the limit or the properties allowed."""
    where = ".".join(str(p) for p in error.absolute_path)
    value, message = error.instance, error.message
    if error.validator in ("maxLength", "maxItems"):
        unit = "characters" if error.validator == "maxLength" else "items"
        message = f"has {len(value)} {unit}, over the maximum of {error.validator_value}"
    elif error.validator == "additionalProperties":
        allowed = ", ".join(error.schema.get("properties", {}))
        message = f"{_cut(message)}; allowed: {allowed}"
    elif len(shown := repr(value)) > SHOWN_CHARS:
        sized = f"a {type(value).__name__} of length {len(value)}" if isinstance(value, str | list | dict) else ""
        message = _cut(message.replace(shown, sized or _cut(shown)))
    return f"{where}: {message}" if where else message


def _cut(text: str, most: int = 4 * SHOWN_CHARS) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."
