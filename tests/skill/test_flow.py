from __future__ import annotations

import pytest

from skillkeeper.errors import InvalidSkill
from skillkeeper.skill.flow import InvalidParameters, parse_flow

FLOW = """
description: Water a plant
parameters:
  type: object
  properties:
    room: {type: string}
    litres: {type: number, minimum: 0.1, maximum: 5}
    speed: {type: integer, default: 2}
  required: [room, litres]
  additionalProperties: false
steps:
  - tool: robot.move
    arguments: {to: "{room}", speed: "{speed}"}
  - tool: robot.pour
    arguments: {amount: "{litres}", note: "pour {litres} l in the {room}; literal {{braces}}"}
"""


def test_resolve_substitutes_every_placeholder_in_order() -> None:
    steps = parse_flow(FLOW).resolve({"room": "kitchen", "litres": 1.5})
    assert [s["tool"] for s in steps] == ["robot.move", "robot.pour"]
    assert steps[0]["arguments"] == {"to": "kitchen", "speed": 2}
    assert steps[1]["arguments"]["amount"] == 1.5
    assert steps[1]["arguments"]["note"] == "pour 1.5 l in the kitchen; literal {braces}"


def test_resolve_names_every_missing_and_invalid_parameter() -> None:
    with pytest.raises(InvalidParameters) as info:
        parse_flow(FLOW).resolve({"litres": 99, "colour": "red"})
    names = {p["parameter"] for p in info.value.problems}
    assert names == {"room", "litres", "colour"}
    assert "room" in info.value.message and "litres" in info.value.message


def test_resolve_never_returns_partial_steps() -> None:
    with pytest.raises(InvalidParameters):
        parse_flow(FLOW).resolve({"room": "kitchen"})


def test_shorthand_parameters_are_required_unless_defaulted() -> None:
    flow = parse_flow(
        "parameters:\n  name: string\n  n: {type: integer, default: 1}\n"
        "steps:\n  - tool: greet\n    arguments: {who: '{name}', times: '{n}'}\n"
    )
    assert flow.parameters["required"] == ["name"]
    assert flow.resolve({"name": "ann"})[0]["arguments"] == {"who": "ann", "times": 1}


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("steps: []", "steps"),
        ("parameters: {}\nsteps:\n  - arguments: {}\n", "tool"),
        ("parameters: {a: {type: string}}\nsteps:\n  - tool: t\n    arguments: {x: '{b}'}\n", "{b}"),
        ("parameters: {type: object, properties: {a: {type: 7}}}\nsteps:\n  - tool: t\n", "JSON Schema"),
        ("steps: [", "YAML"),
    ],
)
def test_malformed_flow_is_invalid_skill(text: str, fragment: str) -> None:
    with pytest.raises(InvalidSkill) as info:
        parse_flow(text)
    assert fragment in info.value.message


def _alias_bomb(depth: int) -> str:
    """A flow.yaml of a few hundred bytes whose aliases expand to 9**(depth+1) values."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, depth + 1)]
    return "\n".join(lines) + f"\nparameters: {{type: object}}\nsteps:\n  - tool: t\n    arguments: {{x: *a{depth}}}\n"


def test_yaml_aliases_are_refused_before_they_expand() -> None:
    # 470 bytes took seconds and 25 MB per get_skill; two levels more, minutes and gigabytes.
    bomb = _alias_bomb(6)
    assert len(bomb) < 500
    with pytest.raises(InvalidSkill, match="aliases are not allowed"):
        parse_flow(bomb)


def test_a_flow_nested_too_deeply_is_invalid_not_a_recursion_error() -> None:
    with pytest.raises(InvalidSkill, match="nested too deeply"):
        parse_flow("parameters: " + "[" * 5000 + "]" * 5000 + "\nsteps: []\n")


@pytest.mark.parametrize("ref", ["http://127.0.0.1:9/schema.json", "#/$defs/missing"])
def test_a_parameter_schema_whose_ref_cannot_be_resolved_is_a_broken_template(ref: str) -> None:
    # Never fetched (no request leaves the server); it was an unexpected error: 'internal error'.
    flow = parse_flow(f"parameters:\n  type: object\n  properties:\n    p: {{$ref: '{ref}'}}\nsteps: [{{tool: t}}]\n")
    with pytest.raises(InvalidSkill, match="cannot be resolved"):
        flow.resolve({"p": "a"})
