"""Two node agents (two SKILLKEEPER_HOMEs) sharing one harness folder leave each other's skills alone."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import pytest

from skillkeeper.cli._agent_report import _plan_lines, _tick_line
from skillkeeper.node import disk
from skillkeeper.node.agent import Agent, TickResult
from skillkeeper.node.catalog import CatalogSkill
from skillkeeper.node.client import FileSource
from skillkeeper.node.folderlock import FolderBusy, folder_lock
from skillkeeper.node.reconcile import TargetOutcome, TargetPlan, apply_plan
from skillkeeper.node.state import read_node_id
from skillkeeper.node.targets import Target
from skillkeeper.node.uninstall import apply_uninstall, plan_uninstall
from tests.node.payloads import make_skill, payload


def _tick(tmp_path: Path, home: str, target: Target, *skills: CatalogSkill) -> TickResult:
    source = tmp_path / f"{home}.json"
    source.write_text(json.dumps(payload(skills)))
    agent = Agent(FileSource(source), [target], home=tmp_path / home, source_key=str(source), node_id="local")
    try:
        return agent.tick()
    finally:
        agent.close()


def _marker(folder: Path) -> dict[str, object]:
    return dict(json.loads((folder / disk.MARKER).read_text()))


def test_an_agent_of_another_home_does_not_remove_skills_the_first_wrote_into_a_shared_folder(
    tmp_path: Path,
) -> None:
    shared = Target(tmp_path / "skills", "additive")
    _tick(tmp_path, "work", shared, make_skill("alpha"))
    personal = _tick(tmp_path, "personal", shared, make_skill("beta"))
    again = _tick(tmp_path, "work", shared, make_skill("alpha"))
    assert sorted(p.name for p in shared.dir.iterdir()) == ["alpha", "beta"]
    assert personal.summary.removed == [] and again.summary.removed == []
    work_id = read_node_id(tmp_path / "work")
    assert _marker(shared.dir / "alpha")["owner"] == work_id != read_node_id(tmp_path / "personal")
    [target] = again.summary.targets
    assert target.installed == ["alpha"] and target.held_by_other == ["beta"]
    assert target.other_agents == [read_node_id(tmp_path / "personal")]
    assert "1 skill held by another skillkeeper agent" in _tick_line(again)
    assert "  other      beta  (another skillkeeper agent's; left alone)" in _plan_lines(again.plans[0], tmp_path)


def test_a_name_both_agents_want_stays_with_the_first_and_is_a_collision_for_the_second(tmp_path: Path) -> None:
    shared = Target(tmp_path / "skills", "additive")
    _tick(tmp_path, "work", shared, make_skill("alpha", 1))
    written = (shared.dir / "alpha" / "SKILL.md").read_bytes()
    for _ in range(2):  # no flip-flop: neither tick of either agent rewrites the folder
        second = _tick(tmp_path, "personal", shared, make_skill("alpha", 2))
        first = _tick(tmp_path, "work", shared, make_skill("alpha", 1))
        assert second.summary.collisions == ["alpha"] and second.written == 0
        assert first.written == 0 and first.summary.installed == ["alpha"]
    assert (shared.dir / "alpha" / "SKILL.md").read_bytes() == written
    lines = _plan_lines(second.plans[0], tmp_path)  # not "a folder skillkeeper did not write"
    assert lines[1:] == ["  other      alpha  (another skillkeeper agent's; left alone)"]


def test_uninstall_takes_out_only_the_folders_this_home_wrote(tmp_path: Path) -> None:
    shared = Target(tmp_path / "skills", "additive")
    _tick(tmp_path, "work", shared, make_skill("alpha"))
    _tick(tmp_path, "personal", shared, make_skill("beta"))
    [plan] = plan_uninstall([shared], owner=read_node_id(tmp_path / "personal"))
    assert plan.remove == ["beta"] and plan.foreign == {"alpha": read_node_id(tmp_path / "work")}
    apply_uninstall([plan])
    assert sorted(p.name for p in shared.dir.iterdir()) == ["alpha"]


def test_a_marker_without_an_owner_is_kept_as_is_and_adopted_when_it_changes(tmp_path: Path) -> None:
    shared = Target(tmp_path / "skills", "additive")
    old, new = make_skill("alpha", 1), make_skill("alpha", 2)
    shared.dir.mkdir()
    with disk.open_dir(shared.dir) as tfd:
        disk.install_skill(tfd, old)  # as an agent from before markers named their home wrote it
    assert "owner" not in _marker(shared.dir / "alpha")
    assert _tick(tmp_path, "work", shared, old).written == 0  # an upgrade rewrites nothing
    assert "owner" not in _marker(shared.dir / "alpha")
    assert _tick(tmp_path, "work", shared, new).summary.updated == ["alpha"]
    assert _marker(shared.dir / "alpha")["owner"] == read_node_id(tmp_path / "work")


def test_a_marker_with_a_malformed_owner_reads_as_one_without_an_owner(tmp_path: Path) -> None:
    shared = tmp_path / "skills"
    (shared / "alpha").mkdir(parents=True)
    doc = {"skillkeeper": 1, "name": "alpha", "content_hash": "sha256:x", "owner": ["not", "text"]}
    (shared / "alpha" / disk.MARKER).write_text(json.dumps(doc))
    entry = disk.scan_target(shared).entries["alpha"]
    assert entry.ours and entry.marker_owner is None and not entry.owned_by_other("n1")


def test_a_lost_node_id_file_is_restored_so_the_agent_still_changes_the_skills_it_wrote(tmp_path: Path) -> None:
    shared = Target(tmp_path / "skills", "additive")
    _tick(tmp_path, "work", shared, make_skill("alpha", 1), make_skill("beta"))
    work_id = read_node_id(tmp_path / "work")
    (tmp_path / "work" / "node-id").unlink()
    assert read_node_id(tmp_path / "work") == work_id  # the node catalog's copy, before any run writes
    again = _tick(tmp_path, "work", shared, make_skill("alpha", 2))
    assert again.summary.updated == ["alpha"] and again.summary.removed == ["beta"]
    assert again.summary.targets[0].held_by_other == []
    assert (tmp_path / "work" / "node-id").read_text().strip() == work_id == _marker(shared.dir / "alpha")["owner"]


def test_an_agent_writing_a_shared_folder_holds_it_so_another_homes_tick_leaves_it_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = Target(tmp_path / "skills", "additive")
    shared.dir.mkdir()
    source = tmp_path / "personal.json"
    source.write_text(json.dumps(payload([make_skill("alpha", 2)])))
    personal = Agent(FileSource(source), [shared], home=tmp_path / "personal", source_key="p", folder_wait=0)
    interleaved: list[TickResult] = []
    started: list[str] = []

    def apply_after_the_other_tick(plan: TargetPlan, skills: Mapping[str, CatalogSkill]) -> TargetOutcome:
        # The other home's whole tick runs between this tick's scan and its writes.
        if not started:
            started.append("personal")
            interleaved.append(personal.tick())
        return apply_plan(plan, skills)

    monkeypatch.setattr("skillkeeper.node.agent.apply_plan", apply_after_the_other_tick)
    try:
        work = _tick(tmp_path, "work", shared, make_skill("alpha", 1))
    finally:
        personal.close()
    [other] = interleaved
    assert other.written == 0 and other.summary.installed == []
    assert other.summary.errors == [
        f"{shared.dir}: another skillkeeper agent (another SKILLKEEPER_HOME) was writing it for 0 s, so this tick "
        "left the folder as it is; the next tick tries again (or run `skillkeeper agent --once` again)"
    ]
    assert work.summary.added == ["alpha"] and _marker(shared.dir / "alpha")["owner"] == read_node_id(tmp_path / "work")
    assert sorted(p.name for p in shared.dir.iterdir()) == ["alpha"]  # no lock file a harness could see


def test_a_missing_target_folder_is_created_then_written_holding_its_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = Target(tmp_path / "skills", "additive")

    def apply_checking_the_lock(plan: TargetPlan, skills: Mapping[str, CatalogSkill]) -> TargetOutcome:
        with pytest.raises(FolderBusy), folder_lock(shared.dir, wait=0):
            pass
        return apply_plan(plan, skills)

    monkeypatch.setattr("skillkeeper.node.agent.apply_plan", apply_checking_the_lock)
    assert _tick(tmp_path, "work", shared, make_skill("alpha")).summary.added == ["alpha"]


def test_uninstall_leaves_a_folder_another_agent_holds_and_says_so(tmp_path: Path) -> None:
    shared = Target(tmp_path / "skills", "additive")
    _tick(tmp_path, "work", shared, make_skill("alpha"))
    plans = plan_uninstall([shared], owner=read_node_id(tmp_path / "work"))
    with folder_lock(shared.dir):  # another home's agent mid-tick
        [outcome] = apply_uninstall(plans, wait=0)
    assert outcome.summary.removed == [] and (shared.dir / "alpha").is_dir()
    assert outcome.errors[0].startswith(f"{shared.dir}: another skillkeeper agent (another SKILLKEEPER_HOME)")
    [done] = apply_uninstall(plan_uninstall([shared], owner=read_node_id(tmp_path / "work")))
    assert done.summary.removed == ["alpha"] and not (shared.dir / "alpha").exists()
