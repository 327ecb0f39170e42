"""Agent ticks over the node's own catalog: overrides pushed to disk, forks, offline ticks."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from skillkeeper.node import authoring
from skillkeeper.node.agent import Agent, run_once
from skillkeeper.node.catalog import encode_skill
from skillkeeper.node.client import ServerClient
from skillkeeper.node.nodecatalog import NodeCatalog
from skillkeeper.node.targets import Target
from tests.factories import make_skill
from tests.node.catalogs import cloud_skill
from tests.node.fake_server import FakeServer
from tests.node.payloads import snapshot

ALPHA, BETA = cloud_skill("alpha-one", body="# alpha\n\nCloud.\n"), cloud_skill("beta-two")


def _edit(home: Path, name: str, body: str, create: bool = False) -> None:
    node = NodeCatalog(home)
    try:
        skill = make_skill(name, body=body)
        authoring.create(node, skill) if create else authoring.update(node, name, skill)
    finally:
        node.close()


def _marker(target: Target, name: str) -> tuple[str, bool]:
    doc = json.loads((target.dir / name / ".skillkeeper-owned").read_text())
    return doc["origin"], doc["locally_overridden"]


def test_an_override_reaches_disk_and_forks_when_the_cloud_revokes_it(fake_server: FakeServer, tmp_path: Path) -> None:
    home, target = tmp_path / "home", Target(tmp_path / "t", "owned")
    fake_server.payload = {"tenant": "acme", "skills": [encode_skill(ALPHA), encode_skill(BETA)]}
    run_once(fake_server.url, "tok", [target], home=home)
    assert _marker(target, "alpha-one") == ("cloud", False)
    _edit(home, "alpha-one", "# alpha\n\nMine.\n")
    summary = run_once(fake_server.url, "tok", [target], home=home)
    assert summary.overridden == ["alpha-one"] and summary.local == [] and summary.forked == []
    assert "Mine." in (target.dir / "alpha-one" / "SKILL.md").read_text()
    assert _marker(target, "alpha-one") == ("cloud", True)
    assert fake_server.heartbeats[-1]["reconcile"]["overridden"] == ["alpha-one"]

    fake_server.payload, fake_server.etag = {"tenant": "acme", "skills": [encode_skill(BETA)]}, '"e2"'
    summary = run_once(fake_server.url, "tok", [target], home=home)
    assert summary.forked == ["alpha-one"] and summary.local == ["alpha-one"] and summary.overridden == []
    assert "Mine." in (target.dir / "alpha-one" / "SKILL.md").read_text()
    assert _marker(target, "alpha-one") == ("local", False)
    assert summary.installed == ["alpha-one", "beta-two"]
    # Only its marker was rewritten: nothing was added, on the node nor in the heartbeat.
    assert summary.added == [] and summary.targets[0].added == []
    assert fake_server.heartbeats[-1]["reconcile"]["added"] == []


def test_a_dry_run_previews_a_fork_as_the_tick_then_applies_it(fake_server: FakeServer, tmp_path: Path) -> None:
    # The preview listed the forked override as `update` while the tick relabels it.
    home, target = tmp_path / "home", Target(tmp_path / "t", "owned")
    fake_server.payload = {"tenant": "acme", "skills": [encode_skill(ALPHA), encode_skill(BETA)]}
    run_once(fake_server.url, "tok", [target], home=home)
    _edit(home, "alpha-one", "# alpha\n\nMine.\n")  # no tick since: the cloud copy is on disk
    fake_server.payload, fake_server.etag = {"tenant": "acme", "skills": [encode_skill(BETA)]}, '"e2"'
    with ServerClient(fake_server.url, "tok") as client:
        agent = Agent(client, [target], home=home, source_key=client.base_url, node_id="n1")
        try:
            preview = agent.tick(dry_run=True)
            assert _marker(target, "alpha-one") == ("cloud", False)  # the dry run wrote nothing
            result = agent.tick()
        finally:
            agent.close()
    [plan] = preview.plans
    assert (plan.relabel, plan.update, plan.remove) == (["alpha-one"], [], [])
    assert [(p.relabel, p.update, p.remove) for p in result.plans] == [(["alpha-one"], [], [])]
    assert preview.summary.forked == result.summary.forked == ["alpha-one"]
    assert _marker(target, "alpha-one") == ("local", False)


def test_a_revoked_cloud_skill_without_override_disappears(fake_server: FakeServer, tmp_path: Path) -> None:
    home, target = tmp_path / "home", Target(tmp_path / "t", "owned")
    fake_server.payload = {"tenant": "acme", "skills": [encode_skill(ALPHA), encode_skill(BETA)]}
    run_once(fake_server.url, "tok", [target], home=home)
    fake_server.payload, fake_server.etag = {"tenant": "acme", "skills": [encode_skill(BETA)]}, '"e2"'
    summary = run_once(fake_server.url, "tok", [target], home=home)
    assert summary.forked == [] and summary.removed == ["alpha-one"] and not (target.dir / "alpha-one").exists()


def test_offline_the_synced_catalog_stays_and_cloud_skills_on_disk_are_not_touched(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    home, target = tmp_path / "home", Target(tmp_path / "t", "owned")
    fake_server.payload = {"tenant": "acme", "skills": [encode_skill(ALPHA), encode_skill(BETA)]}
    run_once(fake_server.url, "tok", [target], home=home)
    shutil.rmtree(target.dir / "beta-two")  # drift on a cloud skill: not repaired while offline
    cloud_before = snapshot(target.dir / "alpha-one")
    _edit(home, "gamma-three", "# gamma\n\nLocal.\n", create=True)
    fake_server.status = 503
    summary = run_once(fake_server.url, "tok", [target], home=home)
    assert summary.offline_since is not None and summary.errors == [
        f"installable: the server at {fake_server.url} answered 503: the server failed; see its log"
    ]
    assert summary.local == ["gamma-three"] and (target.dir / "gamma-three" / "SKILL.md").exists()
    assert not (target.dir / "beta-two").exists() and snapshot(target.dir / "alpha-one") == cloud_before
    again = run_once(fake_server.url, "tok", [target], home=home)
    assert again.offline_since == summary.offline_since, "offline_since is the first failure, not the latest"
    fake_server.status = 200
    back = run_once(fake_server.url, "tok", [target], home=home)
    assert back.offline_since is None and (target.dir / "beta-two" / "SKILL.md").exists()
