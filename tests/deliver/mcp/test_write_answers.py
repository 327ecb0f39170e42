"""What an agent's write leaves behind and tells it: bundles kept on a SKILL.md edit, and the next step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mcp import Client
from sqlalchemy import func, select

from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.deliver.mcp.node import build_node_server
from skillkeeper.keeper.records import SkillFile
from skillkeeper.store import skills as repo
from skillkeeper.store.schema import revisions
from tests.deliver.mcp.conftest import World, critical, set_settings
from tests.factories import skill_md
from tests.node.catalogs import populated

PDF_EDIT = skill_md("pdf-tools", "Use when you need to fill or merge PDF forms.", "# Better\n\nFixed a step.\n")


def pending_files(world: World, name: str) -> dict[str, bytes]:
    """The bundle of the newest revision of acme's skill `name` (the edit waiting for review)."""
    with world.keeper.store.read() as conn:
        row = repo.skill_row(conn, world.acme, name)
        assert row is not None
        newest = conn.execute(select(func.max(revisions.c.id)).where(revisions.c.skill_id == row["id"])).scalar_one()
        files: list[SkillFile] = repo.bundle(conn, newest)
    return {f.path: f.data for f in files}


async def write(world: World, tool: str, **args: Any) -> dict[str, Any]:
    async with Client(world.server(READ, WRITE).server) as client:
        result = await client.call_tool(tool, args)
    assert not result.is_error, result.content
    return dict(result.structured_content or {})


async def test_update_skill_keeps_the_bundled_files_unless_files_are_sent(world: World) -> None:
    await write(world, "update_skill", name="pdf-tools", skill_md=PDF_EDIT)
    assert pending_files(world, "pdf-tools") == {
        "assets/logo.bin": b"\x00\xff\x10",
        "scripts/merge.py": b"print('merge')\n",
    }
    await write(world, "update_skill", name="pdf-tools", skill_md=PDF_EDIT, files=[{"path": "a.md", "content": "a"}])
    assert pending_files(world, "pdf-tools") == {"a.md": b"a"}
    await write(world, "update_skill", name="pdf-tools", skill_md=PDF_EDIT + "More.\n", files=[])
    assert pending_files(world, "pdf-tools") == {}


async def test_node_override_without_files_keeps_the_cloud_skills_files(tmp_path: Path) -> None:
    home = tmp_path / "node"
    populated(home).close()
    async with Client(build_node_server(home).server) as client:
        edit = skill_md("pdf-tools", "Use when you need to fill or merge PDF forms.", "# Mine\n")
        assert not (await client.call_tool("update_skill", {"name": "pdf-tools", "skill_md": edit})).is_error
        got = await client.call_tool("get_skill", {"name": "pdf-tools"})
    assert "# Mine" in got.structured_content["content"]
    assert [f["path"] for f in got.structured_content["files"]] == ["SKILL.md", "scripts/merge.py"]


async def test_a_proposal_says_it_waits_for_review_and_how_to_change_it(world: World) -> None:
    created = await write(world, "create_skill", skill_md=skill_md("new-trick", "Use when you need the new trick."))
    edited = await write(world, "update_skill", name="pdf-tools", skill_md=PDF_EDIT)
    assert created["next"].startswith("waits for review: it is not served") and "create_skill again" in created["next"]
    assert edited["status"] == "active" and edited["next"].startswith("waits for review: the approved revision keeps")
    assert "update_skill again" in edited["next"]


async def test_a_quarantined_proposal_names_the_rule_and_the_fix(world: World) -> None:
    world.keeper.lifecycle.scanner = critical
    answer = await write(world, "create_skill", skill_md=skill_md("bad-trick", "Use when you need the bad trick."))
    assert answer["status"] == "quarantined"
    assert answer["next"].startswith("quarantined, not served: the security scan flagged T-1")
    assert "\n" not in answer["next"]


async def test_a_flagged_write_says_a_reviewer_decides_and_never_to_resend_past_the_scan(world: World) -> None:
    world.keeper.lifecycle.scanner = critical
    created = await write(world, "create_skill", skill_md=skill_md("bad-trick", "Use when you need the bad trick."))
    edited = await write(world, "update_skill", name="pdf-tools", skill_md=PDF_EDIT)
    for answer in (created, edited):
        assert "a human reviewer decides on it now; tell the user" in answer["next"]
        assert "again" not in answer["next"] and "remove what it names" not in answer["next"]


async def test_an_edit_the_scan_flags_says_it_is_held_back_and_the_approved_one_serves(world: World) -> None:
    world.keeper.lifecycle.scanner = critical
    answer = await write(world, "update_skill", name="pdf-tools", skill_md=PDF_EDIT)
    assert answer["status"] == "active"
    assert answer["next"].startswith("the edit is held back, the security scan flagged T-1")
    assert "approved revision keeps being served" in answer["next"]


async def test_a_proposal_in_a_tenant_without_the_review_gate_says_it_is_readable_already(world: World) -> None:
    set_settings(world, world.acme, review_gate=False)
    created = await write(world, "create_skill", skill_md=skill_md("new-trick", "Use when you need the new trick."))
    async with Client(world.server(READ).server) as client:
        assert not (await client.call_tool("get_skill", {"name": "new-trick"})).is_error
    assert created["status"] == "staged"
    assert created["next"].startswith("waits for review; your tenant serves its skills before review")
