"""skill:// resources and the Skills extension (skills/list, skills/get) under the same gate."""

from __future__ import annotations

import base64
import hashlib
from typing import Any

import mcp_types as types
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from pydantic import TypeAdapter

from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.deliver.mcp import resources
from tests.deliver.mcp.conftest import World

ERAS = ["legacy", "2026-07-28"]
ANY = TypeAdapter(dict[str, Any])


async def raw(client: Client, method: str, params: dict[str, Any]) -> dict[str, Any]:
    request = types.Request[dict[str, Any], str](method=method, params=params)
    return await client.session.send_request(request, ANY)


async def test_server_declares_the_skills_extension_and_resources(world: World) -> None:
    # The legacy era is checked on the wire by the Inspector test: the SDK client drops the field there.
    async with Client(world.server(READ).server, mode="auto") as client:
        assert client.protocol_version == "2026-07-28"
        caps = client.server_capabilities
    assert caps.resources is not None
    assert caps.extensions is not None and resources.EXTENSION_ID in caps.extensions


@pytest.mark.parametrize("era", ERAS)
async def test_skills_list_entries_have_digests_that_match_resources(world: World, era: str) -> None:
    async with Client(world.server(READ).server, mode=era) as client:
        listed = await raw(client, "skills/list", {})
        entries = {e["frontmatter"]["name"]: e for e in listed["skills"]}
        assert set(entries) == {"pdf-tools", "water-plant"}
        entry = entries["pdf-tools"]
        assert entry["uri"] == "skill://pdf-tools/SKILL.md"
        for res in entry["resources"]:
            read = await client.read_resource(res["uri"])
            block = read.contents[0]
            data = block.text.encode() if hasattr(block, "text") else base64.b64decode(block.blob)
            assert "sha256:" + hashlib.sha256(data).hexdigest() == res["digest"]
            assert len(data) == res["size"]
        got = await raw(client, "skills/get", {"uri": entry["uri"]})
    assert got["skill"] == entry
    if era != "legacy":
        assert listed["cacheScope"] == "private"


@pytest.mark.parametrize("name", ["staged-one", "foreign-pdf", "never-existed"])
async def test_hidden_skills_are_absent_from_resources_and_extension(world: World, name: str) -> None:
    uri = f"skill://{name}/SKILL.md"
    async with Client(world.server(READ, WRITE).server) as client:
        listed = await client.list_resources()
        assert all(not r.uri.startswith(f"skill://{name}/") for r in listed.resources)
        with pytest.raises(MCPError) as read_err:
            await client.read_resource(uri)
        with pytest.raises(MCPError) as file_err:
            await client.read_resource(f"skill://{name}/scripts/merge.py")
        with pytest.raises(MCPError) as get_err:
            await raw(client, "skills/get", {"uri": uri})
    assert read_err.value.error.code == file_err.value.error.code == get_err.value.error.code == -32002
    # The tools' next step, the same whether the skill is hidden, foreign or was never there.
    step = f'not found: no skill named "{name}" is available to you; use search_skills or list_skills to find one'
    assert read_err.value.error.message == file_err.value.error.message == f"Resource {step}"
    assert get_err.value.error.message == f"Skill {step}"


async def test_a_file_a_visible_skill_lacks_is_answered_with_the_files_it_has(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        with pytest.raises(MCPError) as err:
            await client.read_resource("skill://pdf-tools/scripts/split.py")
        with pytest.raises(MCPError) as shape:
            await client.read_resource("https://example.com/pdf-tools")
    assert err.value.error.code == shape.value.error.code == -32002
    assert err.value.error.message.startswith(
        'Resource not found: skill "pdf-tools" has no file "scripts/split.py"; its files are "SKILL.md", '
    )
    assert '"scripts/merge.py"' in err.value.error.message
    assert shape.value.error.message == (
        "Resource not found: skill resources are named skill://<name>/<path>; resources/list lists them"
    )


async def test_resources_list_pages_and_templates_exist(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        listed = await client.list_resources()
        templates = await client.list_resource_templates()
    uris = [r.uri for r in listed.resources]
    assert "skill://pdf-tools/SKILL.md" in uris and "skill://pdf-tools/scripts/merge.py" in uris
    assert "skill://water-plant/flow.yaml" in uris
    assert {t.uri_template for t in templates.resource_templates} == {
        "skill://{name}/SKILL.md",
        "skill://{name}/{+path}",
    }


async def test_callers_without_read_see_no_resources(world: World) -> None:
    async with Client(world.server(WRITE).server) as client:
        assert (await client.list_resources()).resources == []
        assert (await raw(client, "skills/list", {}))["skills"] == []
        with pytest.raises(MCPError):
            await client.read_resource("skill://pdf-tools/SKILL.md")
