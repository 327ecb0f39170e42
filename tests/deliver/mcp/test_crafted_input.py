"""Crafted input over MCP create_skill/update_skill: a semantic tool error, nothing stored."""

from __future__ import annotations

from typing import Any

import pytest
from mcp import Client

from skillkeeper.access.scopes import READ, WRITE
from tests.deliver.mcp.conftest import World
from tests.factories import HOSTILE, HOSTILE_FILES, db_counts, skill_md


def text(result: Any) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


def _semantic(result: Any) -> str:
    message = text(result)
    assert result.is_error and message.startswith("invalid skill:"), message
    assert "internal error" not in message and "Traceback" not in message and "\n" not in message
    return message


@pytest.mark.parametrize("label", sorted(HOSTILE))
async def test_crafted_skill_md_is_an_invalid_skill_tool_error(world: World, label: str) -> None:
    before = db_counts(world.keeper)
    update_md = HOSTILE[label].replace("name: crafted", "name: pdf-tools", 1)
    async with Client(world.server(READ, WRITE).server) as client:
        created = await client.call_tool("create_skill", {"skill_md": HOSTILE[label]})
        updated = await client.call_tool("update_skill", {"name": "pdf-tools", "skill_md": update_md})
    _semantic(created)
    if "name: pdf-tools" in update_md:
        _semantic(updated)
    else:  # the name itself is the crafted part: refused before it could match anything
        assert updated.is_error and "internal error" not in text(updated)
    assert db_counts(world.keeper) == before


async def test_file_and_folder_of_one_name_is_refused_like_rest(world: World) -> None:
    before = db_counts(world.keeper)
    files = [{"path": p, "content": c} for p, c in HOSTILE_FILES["file-and-folder"].items()]
    async with Client(world.server(READ, WRITE).server) as client:
        result = await client.call_tool("create_skill", {"skill_md": skill_md("crafted"), "files": files})
    assert "'refs' is both a file and a folder" in _semantic(result)
    assert db_counts(world.keeper) == before


async def test_duplicate_and_surrogate_files_are_refused_not_internal_errors(world: World) -> None:
    before = db_counts(world.keeper)
    twice = [{"path": "a.md", "content": "x"}, {"path": "a.md", "content": "y"}]
    odd = [{"path": "notes.md", "content": "a\ud800"}]
    async with Client(world.server(READ, WRITE).server) as client:
        dup = await client.call_tool("create_skill", {"skill_md": skill_md("crafted"), "files": twice})
        sur = await client.call_tool("create_skill", {"skill_md": skill_md("crafted"), "files": odd})
    assert "listed twice" in _semantic(dup)
    assert "not valid UTF-8" in _semantic(sur)
    assert db_counts(world.keeper) == before


@pytest.mark.parametrize(
    ("tool", "args"),
    [
        ("get_skill", {"name": "a\x00b"}),
        ("read_skill_file", {"name": "pdf-tools", "path": "a\x00"}),
        ("delete_skill", {"name": "a\x00b"}),
    ],
)
async def test_a_nul_in_a_tool_argument_is_invalid_parameters(world: World, tool: str, args: dict[str, str]) -> None:
    before = db_counts(world.keeper)
    async with Client(world.server(READ, WRITE).server) as client:
        result = await client.call_tool(tool, args)
    message = text(result)
    assert result.is_error and "internal error" not in message
    assert message.startswith(("invalid parameters:", "not found:"))
    assert db_counts(world.keeper) == before
