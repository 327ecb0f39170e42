"""resolve_flow_template matches a template's patterns on RE2, over the in-memory client, on both engines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mcp import Client

from skillkeeper.access.scopes import READ
from skillkeeper.deliver.mcp.node import build_node_server
from tests.deliver.mcp.conftest import World
from tests.factories import make_skill, reviewer
from tests.node.catalogs import cloud_skill, populated, sync

# Python's `re` backtracks 2**40 ways on EVIL: hours of a server worker's CPU per call.
CATASTROPHIC = r"^([a-z0-9]+-?)+$"
EVIL = "a" * 40 + "!"


def _approve(world: World, name: str, parameters: str) -> None:
    flow = f"parameters:\n{parameters}steps:\n  - tool: deploy.run\n    arguments: {{target: '{{slug}}'}}\n"
    world.keeper.lifecycle.write(
        reviewer(world.acme),
        make_skill(name, "Use when deploying a named service.", files={"flow.yaml": flow}),
        source="manual",
        status="active",
    )


def text(result: Any) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


async def test_resolve_flow_template_refuses_a_catastrophic_mismatch_and_accepts_a_match(world: World) -> None:
    _approve(world, "deploy-flow", f"  slug: {{type: string, pattern: '{CATASTROPHIC}'}}\n")
    async with Client(world.server(READ).server) as client:
        evil = await client.call_tool("resolve_flow_template", {"name": "deploy-flow", "parameters": {"slug": EVIL}})
        plain = await client.call_tool(
            "resolve_flow_template", {"name": "deploy-flow", "parameters": {"slug": "web-2"}}
        )
        upper = await client.call_tool("resolve_flow_template", {"name": "deploy-flow", "parameters": {"slug": "Web"}})
    assert evil.is_error and evil.structured_content is None
    assert f"slug: {EVIL!r} does not match {CATASTROPHIC!r}" in text(evil) and "\n" not in text(evil)
    assert not plain.is_error and plain.structured_content["steps"][0]["arguments"] == {"target": "web-2"}
    assert upper.is_error and "does not match" in text(upper)


async def test_resolve_flow_template_checks_pattern_properties_on_re2(world: World) -> None:
    _approve(
        world,
        "label-flow",
        "  type: object\n  properties:\n    slug: {type: string}\n    labels:\n      type: object\n"
        f"      patternProperties: {{'{CATASTROPHIC}': {{type: string}}}}\n      additionalProperties: false\n",
    )
    async with Client(world.server(READ).server) as client:
        good = await client.call_tool(
            "resolve_flow_template", {"name": "label-flow", "parameters": {"slug": "web", "labels": {"env-prod": "y"}}}
        )
        evil = await client.call_tool(
            "resolve_flow_template", {"name": "label-flow", "parameters": {"slug": "web", "labels": {EVIL: "y"}}}
        )
    assert not good.is_error
    assert evil.is_error and "labels:" in text(evil) and "does not match any of the regexes" in text(evil)


async def test_a_template_pattern_re2_cannot_use_is_a_broken_template_not_an_internal_error(world: World) -> None:
    _approve(world, "lookahead-flow", r"  slug: {type: string, pattern: '^(?=.*\d)[a-z0-9]+$'}" + "\n")
    async with Client(world.server(READ).server) as client:
        got = await client.call_tool("get_skill", {"name": "lookahead-flow"})
        resolved = await client.call_tool(
            "resolve_flow_template", {"name": "lookahead-flow", "parameters": {"slug": "web2"}}
        )
    assert not got.is_error and "cannot be used" in got.structured_content["flow_error"]
    assert resolved.is_error and "this flow template cannot be resolved: flow.yaml: pattern" in text(resolved)
    assert "without lookarounds or backreferences" in text(resolved) and "internal" not in text(resolved)


async def test_node_resolve_flow_template_refuses_a_catastrophic_mismatch(tmp_path: Path) -> None:
    # `mcp --node` resolves synced templates through the same parse and validation.
    home = tmp_path / "node-home"
    populated(home).close()
    flow = f"parameters:\n  slug: {{type: string, pattern: '{CATASTROPHIC}'}}\nsteps:\n  - tool: deploy.run\n"
    sync(home, cloud_skill("deploy-flow", "Use when deploying a named service.", files={"flow.yaml": flow}))
    async with Client(build_node_server(home).server) as client:
        evil = await client.call_tool("resolve_flow_template", {"name": "deploy-flow", "parameters": {"slug": EVIL}})
        plain = await client.call_tool("resolve_flow_template", {"name": "deploy-flow", "parameters": {"slug": "web"}})
    assert evil.is_error and "does not match" in text(evil)
    assert not plain.is_error and plain.structured_content["steps"][0]["tool"] == "deploy.run"
