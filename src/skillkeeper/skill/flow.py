"""Flow templates: `flow.yaml` with JSON Schema parameters and ordered tool steps.

A template never runs anything; `resolve` validates values and hands back the steps with
every `{param}` placeholder filled in, for the agent to call one by one. Resolution is all
or nothing: any missing or invalid parameter fails the whole call and names each problem.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from skillkeeper.errors import InvalidSkill, SkillkeeperError
from skillkeeper.skill import flow_regex
from skillkeeper.skill.model import FLOW_FILE

MAX_STEPS = 256
# `{name}` where name is an identifier-ish parameter name; `{{` and `}}` are literal braces.
_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_.-]*)\}")
_WHOLE = re.compile(r"^\{([A-Za-z_][A-Za-z0-9_.-]*)\}$")


class InvalidParameters(SkillkeeperError):
    """Values given to a flow template did not validate; `problems` names each parameter."""

    code = "invalid_parameters"

    def __init__(self, problems: list[dict[str, str]]) -> None:
        names = ", ".join(p["parameter"] for p in problems)
        super().__init__(f"invalid parameters: {names}; fix them and resolve again", details=problems)
        self.problems = problems


@dataclass(frozen=True)
class FlowStep:
    """One step: the tool the agent should call and its arguments (may hold placeholders)."""

    tool: str
    arguments: dict[str, Any] = field(default_factory=dict)
    description: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"tool": self.tool, "arguments": self.arguments}
        if self.description:
            out["description"] = self.description
        return out


@dataclass(frozen=True)
class FlowTemplate:
    """A parsed `flow.yaml`: a JSON Schema for the parameters and the ordered steps."""

    parameters: dict[str, Any]
    steps: tuple[FlowStep, ...]
    description: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"parameters": self.parameters, "steps": [s.to_dict() for s in self.steps]}
        if self.description:
            out["description"] = self.description
        return out

    def resolve(self, values: dict[str, Any]) -> list[dict[str, Any]]:
        """The steps with every placeholder substituted; raises InvalidParameters naming each problem."""
        return resolve(self, values)


def _schema_of(raw: Any) -> dict[str, Any]:
    if raw is None:
        return {"type": "object", "properties": {}}
    if not isinstance(raw, dict):
        raise InvalidSkill("flow.yaml: `parameters` must be a JSON Schema object or a map of parameter schemas")
    if "properties" in raw or raw.get("type") == "object":
        schema = dict(raw)
        schema.setdefault("type", "object")
        return schema
    # Shorthand: `name: {type: string}`; a parameter is required unless it has a default or says otherwise.
    properties: dict[str, Any] = {}
    required: list[str] = []
    for name, spec in raw.items():
        spec = dict(spec) if isinstance(spec, dict) else {"type": spec} if isinstance(spec, str) else None
        if spec is None:
            raise InvalidSkill(f"flow.yaml: parameter {name!r} needs a JSON Schema (e.g. type: string)")
        optional = spec.pop("required", True) is False or "default" in spec
        properties[str(name)] = spec
        if not optional:
            required.append(str(name))
    return {"type": "object", "properties": properties, "required": required}


def _placeholders(value: Any) -> set[str]:
    if isinstance(value, str):
        return {m.group(1) for m in _PLACEHOLDER.finditer(value) if m.group(1)}
    if isinstance(value, dict):
        return set().union(*(_placeholders(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_placeholders(v) for v in value)) if value else set()
    return set()


class _FlowLoader(yaml.SafeLoader):
    """Safe YAML that refuses aliases: a flow.yaml of a few hundred bytes must not expand to gigabytes."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise yaml.MarkedYAMLError(None, None, "YAML aliases are not allowed in flow.yaml", event.start_mark)
        return super().compose_node(parent, index)


def parse_flow(text: str | bytes) -> FlowTemplate:
    """Parse `flow.yaml`; raises InvalidSkill with a one-line reason."""
    # Lazy: jsonschema loads only when a flow template is parsed (keeps `skillkeeper mcp` start fast).
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError

    try:
        data = yaml.load(text, Loader=_FlowLoader)  # a SafeLoader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None)
        said = f": {problem}" if problem and "aliases" in problem else ""
        raise InvalidSkill(f"flow.yaml is not valid YAML{where}{said}") from None
    except RecursionError:
        raise InvalidSkill("flow.yaml is nested too deeply") from None
    if not isinstance(data, dict):
        raise InvalidSkill("flow.yaml must be a mapping with `parameters` and `steps`")
    schema = _schema_of(data.get("parameters"))
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        raise InvalidSkill(f"flow.yaml: parameters are not a valid JSON Schema: {exc.message}") from None
    flow_regex.check_patterns(schema)  # every pattern must compile on RE2 (linear-time matching)
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise InvalidSkill("flow.yaml: `steps` must be a non-empty list of {tool, arguments}")
    if len(raw_steps) > MAX_STEPS:
        raise InvalidSkill(f"flow.yaml: more than {MAX_STEPS} steps")
    steps: list[FlowStep] = []
    declared = set(schema.get("properties", {}))
    for i, raw in enumerate(raw_steps, 1):
        if not isinstance(raw, dict) or not isinstance(raw.get("tool"), str) or not raw["tool"].strip():
            raise InvalidSkill(f"flow.yaml: step {i} needs a `tool` name")
        args = raw.get("arguments", raw.get("args", {})) or {}
        if not isinstance(args, dict):
            raise InvalidSkill(f"flow.yaml: step {i} `arguments` must be a mapping")
        unknown = sorted(_placeholders(args) - declared)
        if unknown:
            raise InvalidSkill(f"flow.yaml: step {i} uses {{{unknown[0]}}}, which is not a declared parameter")
        desc = raw.get("description")
        steps.append(
            FlowStep(
                raw["tool"].strip(), json.loads(json.dumps(args, default=str)), desc if isinstance(desc, str) else None
            )
        )
    top = data.get("description")
    return FlowTemplate(schema, tuple(steps), top if isinstance(top, str) else None)


def _problems(template: FlowTemplate, values: dict[str, Any]) -> list[dict[str, str]]:
    from referencing.exceptions import Unresolvable

    problems: dict[str, str] = {}
    # Draft 2020-12 with `pattern` / `patternProperties` on RE2: a template's regex cannot backtrack.
    validator = flow_regex.validator_class()(template.parameters)
    try:
        with flow_regex.budget():
            errors = sorted(validator.iter_errors(values), key=lambda e: list(e.absolute_path))
    except Unresolvable as exc:  # never fetched: a remote or missing $ref is the template's fault
        raise InvalidSkill(f"flow.yaml: parameters refer to {str(exc.ref)[:120]!r}, which cannot be resolved") from None
    for error in errors:
        if error.validator == "required" and not error.absolute_path:
            for name in error.validator_value:
                if name not in values:
                    problems.setdefault(str(name), "missing (required)")
            continue
        if error.absolute_path:
            problems.setdefault(str(error.absolute_path[0]), error.message)
        elif error.validator == "additionalProperties":
            allowed = set(template.parameters.get("properties", {}))
            for name in values:
                if name not in allowed:
                    problems.setdefault(name, "not a parameter of this template")
        else:
            problems.setdefault("(parameters)", error.message)
    declared = set(template.parameters.get("properties", {}))
    for name in values:
        if name not in declared:
            problems.setdefault(name, "not a parameter of this template")
    return [{"parameter": k, "problem": v} for k, v in problems.items()]


def _substitute(value: Any, values: dict[str, Any]) -> Any:
    if isinstance(value, str):
        whole = _WHOLE.match(value)
        if whole:
            return values[whole.group(1)]  # keep the typed value (number, list, ...)

        def repl(m: re.Match[str]) -> str:
            if m.group(0) in ("{{", "}}"):
                return m.group(0)[0]
            v = values[m.group(1)]
            return v if isinstance(v, str) else json.dumps(v)

        return _PLACEHOLDER.sub(repl, value)
    if isinstance(value, dict):
        return {k: _substitute(v, values) for k, v in value.items()}
    if isinstance(value, list):
        return [_substitute(v, values) for v in value]
    return value


def resolve(template: FlowTemplate, values: dict[str, Any]) -> list[dict[str, Any]]:
    """Validate `values` and substitute them into every step; raises InvalidParameters."""
    problems = _problems(template, values)
    filled = dict(values)
    for name, spec in template.parameters.get("properties", {}).items():
        if name not in filled and isinstance(spec, dict) and "default" in spec:
            filled[name] = spec["default"]
    if not problems:
        used = set().union(*(_placeholders(s.arguments) for s in template.steps))
        problems = [
            {"parameter": n, "problem": "missing (a step uses it and it has no default)"}
            for n in sorted(used - set(filled))
        ]
    if problems:
        raise InvalidParameters(problems)
    return [
        {"step": i, **s.to_dict(), "arguments": _substitute(s.arguments, filled)}
        for i, s in enumerate(template.steps, 1)
    ]


__all__ = ["FLOW_FILE", "FlowStep", "FlowTemplate", "InvalidParameters", "parse_flow", "resolve"]
