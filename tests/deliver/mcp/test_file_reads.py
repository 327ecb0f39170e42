"""read_skill_file as an agent calls it: paths written the way a SKILL.md writes them, and a useful miss."""

from __future__ import annotations

import pytest
from mcp import Client

from skillkeeper.access.scopes import READ
from skillkeeper.deliver.mcp import catalog
from tests.deliver.mcp.conftest import World
from tests.deliver.mcp.test_search_answers import answer


async def test_a_file_path_written_as_skill_md_writes_it_still_reads_the_file(world: World) -> None:
    wanted = "print('merge')\n"
    for path in (
        "./scripts/merge.py",
        "/scripts/merge.py",
        "skills/pdf-tools/scripts/merge.py",
        "pdf-tools/scripts/merge.py",
    ):
        got = await answer(world, "read_skill_file", name="pdf-tools", path=path)
        assert (got["path"], got["content"]) == ("scripts/merge.py", wanted), path


async def test_a_missing_file_answer_names_the_files_there_are(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        result = await client.call_tool("read_skill_file", {"name": "pdf-tools", "path": "scripts/split.py"})
    assert result.is_error
    assert result.content[0].text == (  # type: ignore[union-attr]
        'not found: skill "pdf-tools" has no file "scripts/split.py"; '
        'its files are "SKILL.md", "assets/logo.bin", "scripts/merge.py"'
    )


async def test_a_large_file_reads_in_parts_that_join_up_to_it(world: World) -> None:
    from tests.factories import make_skill, reviewer

    text = "".join(f"line {i}: é ünïcode\n" for i in range(400))
    world.keeper.lifecycle.write(
        reviewer(world.acme),
        make_skill("big-notes", files={"references/notes.md": text}),
        source="manual",
        status="active",
    )
    parts, offset = [], 0
    while offset is not None:
        got = await answer(
            world, "read_skill_file", name="big-notes", path="references/notes.md", offset=offset, length=1000
        )
        parts.append(got["content"])
        offset = got.get("next_offset")
    assert len(parts) > 1 and "".join(parts) == text


async def test_a_file_over_the_cap_says_to_read_it_in_parts(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(catalog, "MAX_FILE_BYTES", 4)
    async with Client(world.server(READ).server) as client:
        whole = await client.call_tool("read_skill_file", {"name": "pdf-tools", "path": "scripts/merge.py"})
    part = await answer(world, "read_skill_file", name="pdf-tools", path="scripts/merge.py", length=4)
    assert whole.is_error and "read it in parts with offset and length" in whole.content[0].text  # type: ignore[union-attr]
    assert (part["content"], part["offset"], part["next_offset"]) == ("prin", 0, 4)
