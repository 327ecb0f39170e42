"""What list_skills, search_skills and get_skill hand an agent: why each hit matched, nothing said twice."""

from __future__ import annotations

import json
from typing import Any

from mcp import Client

from skillkeeper.access.scopes import READ
from tests.deliver.mcp.conftest import World
from tests.factories import make_skill, reviewer


async def answer(world: World, tool: str, **args: Any) -> dict[str, Any]:
    async with Client(world.server(READ).server) as client:
        result = await client.call_tool(tool, args)
    assert not result.is_error, result.content
    return dict(result.structured_content or {})


async def test_each_hit_names_the_query_words_its_name_or_description_holds(world: World) -> None:
    body = "# Zebra\n\nCount the zebra stripes before you merge anything.\n"
    world.keeper.lifecycle.write(
        reviewer(world.acme),
        make_skill("animal-counter", "Use when counting animals.", body),
        source="manual",
        status="active",
    )
    found = await answer(world, "search_skills", query="please merge the PDF forms")
    by_body = await answer(world, "search_skills", query="zebra stripes")
    assert found["results"][0]["name"] == "pdf-tools"
    assert found["results"][0]["matched"] == ["merge", "pdf", "forms"]
    assert [(r["name"], r["matched"]) for r in by_body["results"]] == [("animal-counter", [])]


async def test_listed_and_found_cards_say_nothing_twice(world: World) -> None:
    listed = (await answer(world, "list_skills"))["skills"]
    found = (await answer(world, "search_skills", query="pdf forms"))["results"]
    got = await answer(world, "get_skill", name="pdf-tools")
    for entry in (listed[0], found[0]):
        assert entry["name"] == "pdf-tools" and entry["version"] == got["version"]
        assert not {"content_hash", "summary"} & set(entry), entry


async def test_a_loaded_skill_keeps_its_description_and_pin_and_drops_the_parsed_front_matter(world: World) -> None:
    got = await answer(world, "get_skill", name="pdf-tools")
    assert got["content"] == make_skill("pdf-tools", "Use when you need to fill or merge PDF forms.").skill_md
    loaded_once(got, "Use when you need to fill or merge PDF forms.")


def loaded_once(got: dict[str, Any], description: str) -> None:
    """`got` names the skill, its description and its content_hash (the pin), and repeats SKILL.md nowhere else."""
    assert got["description"] == description and got["content_hash"] == got["version"], got
    # Once in the card and once in content's front matter: no parsed front matter, no derived summary.
    assert json.dumps(got).count(description) == 2 and not {"summary", "frontmatter"} & set(got), got
