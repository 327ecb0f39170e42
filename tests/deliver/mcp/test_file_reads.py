"""read_skill_file as an agent calls it: paths written the way a SKILL.md writes them, and a useful miss."""

from __future__ import annotations

from mcp import Client

from skillkeeper.access.scopes import READ
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
