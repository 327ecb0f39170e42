"""What list_skills, search_skills and get_skill hand an agent: why each hit matched, nothing said twice."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mcp import Client

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ
from skillkeeper.deliver.mcp.catalog import encode_cursor
from skillkeeper.deliver.mcp.node import build_node_server
from tests.deliver.mcp.conftest import World
from tests.factories import make_skill, reviewer
from tests.node.catalogs import populated


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


async def test_a_search_that_finds_nothing_or_only_body_text_says_so_and_what_next(world: World) -> None:
    world.keeper.lifecycle.write(
        reviewer(world.acme),
        make_skill("animal-counter", "Use when counting animals.", "# Zebra\n\nCount the zebra stripes.\n"),
        source="manual",
        status="active",
    )
    nothing = await answer(world, "search_skills", query="kubernetes helm rollback")
    weak = await answer(world, "search_skills", query="zebra stripes")
    strong = await answer(world, "search_skills", query="merge pdf forms")
    assert nothing["results"] == [] and nothing["next"].startswith("no skill matches")
    assert "list_skills" in nothing["next"] and "without a skill" in nothing["next"]
    assert weak["results"] and weak["next"].startswith("weak matches")
    assert "next" not in strong


async def test_the_node_says_the_same_when_its_search_finds_nothing(tmp_path: Path) -> None:
    home = tmp_path / "node-home"
    populated(home).close()
    async with Client(build_node_server(home).server) as client:
        result = await client.call_tool("search_skills", {"query": "kubernetes helm rollback"})
    found = result.structured_content or {}
    assert found["results"] == [] and found.get("next", "").startswith("no skill matches")


async def test_an_empty_list_says_why_and_what_next(world: World, tmp_path: Path) -> None:
    empty = world.keeper.tenants.create("empty").id
    untagged = await answer(world, "list_skills", tag="no-such-tag")
    async with Client(world.server(caller=Caller(empty, "empty", "agent-1", frozenset({READ}))).server) as client:
        nothing = (await client.call_tool("list_skills", {})).structured_content or {}
    home = tmp_path / "node-home"
    populated(home).close()
    async with Client(build_node_server(home).server) as client:
        on_node = (await client.call_tool("list_skills", {"tag": "no-such-tag"})).structured_content or {}
    assert untagged["skills"] == []
    assert untagged["next"].startswith('no skill you can see carries the tag "no-such-tag"')
    assert on_node["next"] == untagged["next"]
    assert nothing == {"skills": [], "next": "no skills are available to you here; go ahead without one"}
    assert "next" not in await answer(world, "list_skills")


async def test_a_list_past_its_last_page_says_there_are_no_more_not_that_there_are_none(
    world: World, tmp_path: Path
) -> None:
    past_the_end = encode_cursor("zzzz-after-every-name")
    on_server = await answer(world, "list_skills", cursor=past_the_end)
    home = tmp_path / "node-home"
    populated(home).close()
    async with Client(build_node_server(home).server) as client:
        on_node = (await client.call_tool("list_skills", {"cursor": past_the_end})).structured_content or {}
    said = "no more skills after this cursor; call list_skills without cursor to start over"
    assert on_server == {"skills": [], "next": said} and on_node == {"skills": [], "next": said}
