"""Every tool over the in-memory client, on both engines and both protocol eras."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.deliver.mcp.catalog import not_found_to_update
from skillkeeper.skill.parse import build_skill
from tests.deliver.mcp.conftest import World, critical, set_settings
from tests.factories import make_skill, reviewer

ERAS = ["legacy", "2026-07-28"]


async def call(client: Client, tool: str, **args: Any) -> Any:
    return await client.call_tool(tool, args)


def text(result: Any) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


@pytest.mark.parametrize("era", ERAS)
async def test_list_skills_shows_only_visible_skills(world: World, era: str) -> None:
    async with Client(world.server(READ).server, mode=era) as client:
        result = await call(client, "list_skills")
    assert not result.is_error
    names = [s["name"] for s in result.structured_content["skills"]]
    assert names == ["pdf-tools", "water-plant"]
    card = result.structured_content["skills"][0]
    assert {"name", "description", "kind", "version"} <= set(card)
    assert card["version"].startswith("sha256:")
    # No platform internals reach an agent: not the tenant, not the review status.
    assert "origin" not in card and "status" not in card and "acme" not in str(card)


async def test_list_skills_pages_with_an_opaque_cursor(world: World) -> None:
    from skillkeeper.deliver.mcp import catalog
    from tests.factories import make_skill, reviewer

    for i in range(catalog.PAGE_SIZE + 3):
        world.keeper.lifecycle.write(
            reviewer(world.acme), make_skill(f"bulk-{i:03d}"), source="manual", status="active"
        )
    async with Client(world.server(READ).server) as client:
        first = (await call(client, "list_skills")).structured_content
        second = (await call(client, "list_skills", cursor=first["next_cursor"])).structured_content
        bad = await call(client, "list_skills", cursor="not-a-cursor")
    names = [s["name"] for s in first["skills"] + second["skills"]]
    assert len(first["skills"]) == catalog.PAGE_SIZE and "next_cursor" not in second
    assert len(names) == len(set(names)) == catalog.PAGE_SIZE + 5
    assert bad.is_error and "cursor" in text(bad)


async def test_list_skills_filters_by_tag(world: World) -> None:
    from skillkeeper.skill.parse import build_skill
    from tests.factories import reviewer

    md = "---\nname: tagged-one\ndescription: Use when tags matter.\nmetadata:\n  tags: [pdf, forms]\n---\nbody\n"
    world.keeper.lifecycle.write(reviewer(world.acme), build_skill(md), source="manual", status="active")
    async with Client(world.server(READ).server) as client:
        result = await call(client, "list_skills", tag="forms")
    assert [s["name"] for s in result.structured_content["skills"]] == ["tagged-one"]


@pytest.mark.parametrize("era", ERAS)
async def test_search_ranks_visible_skills_only(world: World, era: str) -> None:
    async with Client(world.server(READ).server, mode=era) as client:
        result = await call(client, "search_skills", query="pdf forms", limit=5)
    names = [r["name"] for r in result.structured_content["results"]]
    assert names[0] == "pdf-tools"
    assert not {"staged-one", "quarantined-one", "foreign-pdf"} & set(names)


async def test_get_knowledge_skill_returns_skill_md_and_files(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        result = await call(client, "get_skill", name="pdf-tools")
    data = result.structured_content
    assert data["content"].startswith("---\nname: pdf-tools")
    files = {f["path"]: f for f in data["files"]}
    assert set(files) == {"assets/logo.bin", "scripts/merge.py"}
    assert files["scripts/merge.py"]["digest"].startswith("sha256:")
    assert files["scripts/merge.py"]["uri"] == "skill://pdf-tools/scripts/merge.py"
    assert "flow" not in data


async def test_get_flow_template_returns_parameters_and_steps(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        data = (await call(client, "get_skill", name="water-plant")).structured_content
    assert data["kind"] == "flow_template"
    assert data["flow"]["parameters"]["required"] == ["room", "litres"]
    assert [s["tool"] for s in data["flow"]["steps"]] == ["robot.move", "robot.pour"]


async def test_get_flow_template_nested_too_deeply_says_why_instead_of_an_internal_error(world: World) -> None:
    deep = "parameters: " + "[" * 5000 + "]" * 5000 + "\nsteps: []\n"  # clean to the scanner, approvable
    world.keeper.lifecycle.write(
        reviewer(world.acme),
        make_skill("deep-flow", "Use when the robot follows a deep flow.", files={"flow.yaml": deep}),
        source="manual",
        status="active",
    )
    async with Client(world.server(READ).server) as client:
        got = await call(client, "get_skill", name="deep-flow")
        resolved = await call(client, "resolve_flow_template", name="deep-flow", parameters={})
    assert not got.is_error and got.structured_content["flow_error"] == "flow.yaml is nested too deeply"
    assert resolved.is_error and "cannot be resolved: flow.yaml is nested too deeply" in str(resolved.content)


async def test_get_flow_template_whose_flow_does_not_parse_says_why_instead_of_a_flow(world: World) -> None:
    world.keeper.lifecycle.write(
        reviewer(world.acme),
        make_skill("broken-flow", "Use when the robot follows a broken flow.", files={"flow.yaml": "steps: [\n"}),
        source="manual",
        status="active",
    )
    async with Client(world.server(READ).server) as client:
        result = await call(client, "get_skill", name="broken-flow")
    data = result.structured_content
    assert not result.is_error and data["kind"] == "flow_template" and "flow" not in data
    assert data["flow_error"] == "flow.yaml is not valid YAML at line 2"
    assert "flow.yaml" in {f["path"] for f in data["files"]}  # still readable, to see what is wrong


@pytest.mark.parametrize("era", ERAS)
async def test_hidden_foreign_and_missing_skills_give_the_same_not_found(world: World, era: str) -> None:
    async with Client(world.server(READ, WRITE).server, mode=era) as client:
        answers = {}
        for name in ("staged-one", "quarantined-one", "foreign-pdf", "never-existed"):
            result = await call(client, "get_skill", name=name)
            assert result.is_error and result.structured_content is None
            answers[name] = text(result).replace(json.dumps(name), "NAME")
        for tool, args in (("read_skill_file", {"path": "SKILL.md"}), ("resolve_flow_template", {})):
            for name in ("staged-one", "foreign-pdf", "never-existed"):
                answers[f"{tool}:{name}"] = text(await call(client, tool, name=name, **args)).replace(
                    json.dumps(name), "NAME"
                )
    assert len(set(answers.values())) == 1, answers
    assert "not found" in next(iter(answers.values()))


async def test_read_skill_file_returns_text_or_base64(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        script = (await call(client, "read_skill_file", name="pdf-tools", path="scripts/merge.py")).structured_content
        binary = (await call(client, "read_skill_file", name="pdf-tools", path="assets/logo.bin")).structured_content
        skill_md = (await call(client, "read_skill_file", name="pdf-tools", path="SKILL.md")).structured_content
        missing = await call(client, "read_skill_file", name="pdf-tools", path="nope.txt")
    assert script["encoding"] == "utf-8" and script["content"] == "print('merge')\n"
    assert binary["encoding"] == "base64" and base64.b64decode(binary["content"]) == b"\x00\xff\x10"
    assert skill_md["content"].startswith("---")
    assert missing.is_error and "nope.txt" in text(missing)


async def test_read_skill_file_refuses_files_over_the_cap(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    from skillkeeper.deliver.mcp import catalog

    monkeypatch.setattr(catalog, "MAX_FILE_BYTES", 4)
    async with Client(world.server(READ).server) as client:
        result = await call(client, "read_skill_file", name="pdf-tools", path="scripts/merge.py")
    assert result.is_error and "cap" in text(result)


@pytest.mark.parametrize("era", ERAS)
async def test_resolve_flow_template_substitutes_every_parameter(world: World, era: str) -> None:
    async with Client(world.server(READ).server, mode=era) as client:
        result = await call(
            client, "resolve_flow_template", name="water-plant", parameters={"room": "kitchen", "litres": 2}
        )
    steps = result.structured_content["steps"]
    assert [s["arguments"] for s in steps] == [{"to": "kitchen"}, {"amount": 2}]


async def test_resolve_flow_template_names_every_bad_parameter(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        result = await call(client, "resolve_flow_template", name="water-plant", parameters={"litres": 9})
        knowledge = await call(client, "resolve_flow_template", name="pdf-tools", parameters={})
    assert result.is_error and result.structured_content is None
    assert "room" in text(result) and "litres" in text(result)
    assert knowledge.is_error and "not a flow template" in text(knowledge)


async def test_invalid_arguments_are_named_not_raised(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        result = await call(client, "search_skills", limit=500)
    assert result.is_error
    assert "query" in text(result) and "limit" in text(result)
    assert "Traceback" not in text(result)


@pytest.mark.parametrize("era", ERAS)
async def test_create_skill_lands_staged_and_stays_hidden(world: World, era: str) -> None:
    md = "---\nname: new-trick\ndescription: Use when you need the new trick.\n---\n# Trick\n"
    async with Client(world.server(READ, WRITE).server, mode=era) as client:
        created = await call(
            client,
            "create_skill",
            skill_md=md,
            files=[
                {"path": "references/a.md", "content": "a"},
                {"path": "assets/b.bin", "content": base64.b64encode(b"\x01").decode(), "encoding": "base64"},
            ],
        )
        hidden = await call(client, "get_skill", name="new-trick")
    assert created.structured_content["status"] == "staged"
    assert created.structured_content["pending_review"] is True
    assert hidden.is_error


async def test_create_skill_with_critical_finding_is_quarantined(world: World) -> None:
    world.keeper.lifecycle.scanner = critical
    md = "---\nname: bad-trick\ndescription: Use when you need the bad trick.\n---\n# Trick\n"
    async with Client(world.server(READ, WRITE).server) as client:
        result = await call(client, "create_skill", skill_md=md)
    assert result.structured_content["status"] == "quarantined"


async def test_create_skill_refuses_a_status_argument_as_forbidden(world: World) -> None:
    md = "---\nname: eager\ndescription: Use when eager.\n---\nbody\n"
    async with Client(world.server(READ, WRITE).server) as client:
        result = await call(client, "create_skill", skill_md=md, status="active")
    assert result.is_error and "status" in text(result)
    assert text(result).startswith("forbidden:")
    with world.keeper.store.read() as conn:
        from skillkeeper.store.skills import skill_row

        assert skill_row(conn, world.acme, "eager") is None


async def test_invalid_skill_md_is_a_semantic_error(world: World) -> None:
    async with Client(world.server(READ, WRITE).server) as client:
        result = await call(client, "create_skill", skill_md="no front matter here")
    assert result.is_error and text(result).startswith("invalid skill:")


async def test_update_skill_keeps_serving_the_approved_revision(world: World) -> None:
    md = "---\nname: pdf-tools\ndescription: Use when you need to fill or merge PDF forms.\n---\n# Better\n"
    async with Client(world.server(READ, WRITE).server) as client:
        updated = await call(client, "update_skill", name="pdf-tools", skill_md=md)
        served = (await call(client, "get_skill", name="pdf-tools")).structured_content
        renamed = await call(client, "update_skill", name="water-plant", skill_md=md)
    assert updated.structured_content["pending_review"] is True
    assert "# Better" not in served["content"]
    assert renamed.is_error and "keep the name" in text(renamed)


async def test_update_skill_with_the_served_revision_withdraws_the_waiting_edit(world: World) -> None:
    served = "---\nname: notes-tool\ndescription: Use when you need to take notes.\n---\n# Notes\n"
    world.keeper.lifecycle.write(reviewer(world.acme), build_skill(served, []), source="manual", status="active")
    async with Client(world.server(READ, WRITE).server) as client:
        edit = await call(client, "update_skill", name="notes-tool", skill_md=served + "More.\n")
        back = await call(client, "update_skill", name="notes-tool", skill_md=served)
    assert edit.structured_content["pending_review"] is True
    answer = back.structured_content
    assert (answer["unchanged"], answer["pending_review"], answer["withdrawn_edit"]) == (True, False, 2)


@pytest.mark.parametrize("name", ["staged-one", "foreign-pdf", "never-existed"])
async def test_update_and_delete_of_invisible_skills_are_not_found(world: World, name: str) -> None:
    md = f"---\nname: {name}\ndescription: Use when testing.\n---\nbody\n"
    async with Client(world.server(READ, WRITE).server) as client:
        baseline = text(await call(client, "get_skill", name=name))
        upd = await call(client, "update_skill", name=name, skill_md=md)
        dele = await call(client, "delete_skill", name=name)
    assert upd.is_error and dele.is_error
    assert text(dele) == baseline
    assert text(upd) == not_found_to_update(name).message  # names create_skill alike for all three


async def test_an_agent_resubmits_its_quarantined_skill_with_create_skill_as_update_skill_says(world: World) -> None:
    md = "---\nname: quarantined-one\ndescription: Use when you need the quarantined pdf helper.\n---\n# Fixed\n"
    async with Client(world.server(READ, WRITE).server) as client:
        refused = await call(client, "update_skill", name="quarantined-one", skill_md=md)
        assert refused.is_error and "call create_skill with its whole SKILL.md" in text(refused)
        resubmitted = await call(client, "create_skill", skill_md=md)
    assert resubmitted.structured_content["status"] == "staged"
    assert resubmitted.structured_content["created"] is True  # its row is hidden from it: answered as a new name


async def test_agent_delete_of_an_active_skill_is_a_proposal_and_it_keeps_serving(
    world: World,
) -> None:
    from skillkeeper.review.inbox import inbox_cards

    async with Client(world.server(READ, WRITE).server) as client:
        proposed = await call(client, "delete_skill", name="pdf-tools")
        again = await call(client, "delete_skill", name="pdf-tools")
        still = await call(client, "get_skill", name="pdf-tools")
    assert proposed.structured_content == {"name": "pdf-tools", "deleted": False, "pending_review": True}
    assert again.structured_content == proposed.structured_content
    assert not still.is_error and still.structured_content["name"] == "pdf-tools"
    with world.keeper.store.read() as conn:
        cards = [c for c in inbox_cards(conn, world.acme) if c["name"] == "pdf-tools"]
    assert len(cards) == 1 and cards[0]["delete_proposed"]["by"] == "agent-1"


async def test_reviewer_delete_removes_a_visible_own_skill(world: World) -> None:
    from skillkeeper.access.scopes import REVIEW

    async with Client(world.server(READ, WRITE, REVIEW).server) as client:
        deleted = await call(client, "delete_skill", name="pdf-tools")
        gone = await call(client, "get_skill", name="pdf-tools")
    assert deleted.structured_content == {"name": "pdf-tools", "deleted": True, "pending_review": False}
    assert gone.is_error


async def test_agent_deletes_its_own_unreviewed_draft_directly_with_the_gate_off(
    world: World,
) -> None:
    set_settings(world, world.acme, review_gate=False)
    async with Client(world.server(READ, WRITE).server) as client:
        deleted = await call(client, "delete_skill", name="staged-one")
        gone = await call(client, "get_skill", name="staged-one")
    assert deleted.structured_content["deleted"] is True and gone.is_error


async def test_gate_off_tenant_sees_its_own_staged_skills(world: World) -> None:
    set_settings(world, world.acme, review_gate=False)
    async with Client(world.server(READ).server) as client:
        names = [s["name"] for s in (await call(client, "list_skills")).structured_content["skills"]]
    assert "staged-one" in names and "foreign-pdf" not in names


async def test_subscriber_sees_published_active_skills_only(world: World) -> None:
    from skillkeeper.store.clock import now
    from skillkeeper.store.schema import subscriptions

    set_settings(world, world.other, published=True)
    with world.keeper.store.write() as conn:
        conn.execute(
            subscriptions.insert().values(subscriber_id=world.acme, publisher_id=world.other, created_at=now())
        )
    async with Client(world.server(READ).server) as client:
        result = await call(client, "get_skill", name="foreign-pdf")
    assert not result.is_error and result.structured_content["name"] == "foreign-pdf"
    assert "origin" not in result.structured_content


async def test_unexpected_failures_are_tool_errors_without_traces(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skillkeeper.deliver.mcp import catalog

    def boom(*_a: Any) -> Any:
        raise RuntimeError("secret internals")

    monkeypatch.setattr(catalog, "get_skill", boom)
    async with Client(world.server(READ).server) as client:
        result = await call(client, "get_skill", name="pdf-tools")
    assert result.is_error and "secret" not in text(result) and "internal error" in text(result)


async def test_unknown_tool_is_a_protocol_error(world: World) -> None:
    async with Client(world.server(READ).server) as client:
        with pytest.raises(MCPError) as info:
            await call(client, "run_flow", name="water-plant")
    assert "Unknown tool: run_flow" in str(info.value)
