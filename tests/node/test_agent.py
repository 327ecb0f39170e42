"""Agent ticks end to end against the fake server: 304s, outages, ETag persistence, drift, heartbeats."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from skillkeeper.node.agent import Agent, TickResult, heartbeat_sender, run_loop, run_once
from skillkeeper.node.client import ServerClient
from skillkeeper.node.state import resolve_node_id
from skillkeeper.node.targets import Target
from tests.node.fake_server import FakeServer
from tests.node.payloads import make_skill, payload, snapshot, write_foreign


def make_agent(server: FakeServer, client: ServerClient, home: Path, targets: list[Target], **kw: object) -> Agent:
    return Agent(
        client, targets, home=home, source_key=client.base_url, node_id="n1", send=heartbeat_sender(client, "n1"), **kw
    )  # type: ignore[arg-type]


def test_run_once_installs_and_sends_a_heartbeat(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha"), make_skill("beta")], [{"name": "Bad", "files": []}])
    target = Target(tmp_path / "t", "owned")
    summary = run_once(fake_server.url, "tok", [target], home=tmp_path / "home", node_id="build-7")
    assert summary.installed == ["alpha", "beta"] and summary.added == ["alpha", "beta"]
    hb = fake_server.heartbeats[0]
    assert hb["node_id"] == "build-7" and hb["reconcile"]["installed"] == ["alpha", "beta"]
    assert hb["reconcile"]["skipped"] == [{"name": "Bad", "reason": "name 'Bad' has uppercase letters; use 'bad'"}]
    assert hb["reconcile"]["etag"] == '"e1"'


def test_a_304_touches_nothing_and_still_reports_installed(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    target = Target(tmp_path / "t", "additive")
    write_foreign(target.dir, "beta")
    fake_server.payload = payload([make_skill("alpha"), make_skill("beta")])
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    before = {p: p.stat().st_mtime_ns for p in target.dir.rglob("*")} | {target.dir: target.dir.stat().st_mtime_ns}
    summary = run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    assert fake_server.pulls[-1]["if_none_match"] == '"e1"' and len(fake_server.pulls) == 2
    assert {p: p.stat().st_mtime_ns for p in target.dir.rglob("*")} | {
        target.dir: target.dir.stat().st_mtime_ns
    } == before
    assert (summary.installed, summary.added, summary.collisions) == (["alpha"], [], ["beta"])


def test_the_etag_survives_a_restart_and_full_ignores_it(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    target = Target(tmp_path / "t", "owned")
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home", full=True)
    assert [p["if_none_match"] for p in fake_server.pulls] == [None, '"e1"', None]


def test_a_hand_deleted_skill_is_repaired_from_the_synced_catalog_despite_a_304(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.payload = payload([make_skill("alpha"), make_skill("beta")])
    target = Target(tmp_path / "t", "additive")
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    import shutil

    shutil.rmtree(target.dir / "beta")
    summary = run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    # synced.db holds the content: no second, full pull is needed to repair the folder.
    assert [p["if_none_match"] for p in fake_server.pulls] == [None, '"e1"']
    assert summary.added == ["beta"] and (target.dir / "beta" / "SKILL.md").exists()


def test_a_server_error_changes_nothing_and_is_reported(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    target = Target(tmp_path / "t", "owned")
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    before = snapshot(target.dir)
    fake_server.status = 503
    fake_server.payload = payload([])
    summary = run_once(fake_server.url, "tok", [target], home=tmp_path / "home", full=True)
    assert snapshot(target.dir) == before
    said = f"installable: the server at {fake_server.url} answered 503: the server failed; see its log"
    assert summary.errors == [said] and summary.installed == ["alpha"]
    assert fake_server.heartbeats[-1]["reconcile"]["errors"] == [said]


def test_the_heartbeat_says_what_the_server_answered_the_failing_pull_with(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.status = 404  # a reverse proxy with the wrong path, say: it answers, so the node is not offline
    summary = run_once(fake_server.url, "tok", [Target(tmp_path / "t", "owned")], home=tmp_path / "home")
    assert summary.failed_status == 404 and summary.offline_since is not None
    assert summary.errors == [
        f"installable: the server at {fake_server.url} answered 404: is the URL the server's root? "
        "(`skillkeeper serve` prints the URL it listens on)"
    ]
    assert fake_server.heartbeats[-1]["reconcile"]["failed_status"] == 404


def test_malformed_json_changes_nothing_and_is_reported(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    target = Target(tmp_path / "t", "owned")
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    before = snapshot(target.dir)
    for raw in (b"{oops", b'{"skills": "none"}'):
        fake_server.raw_body = raw
        summary = run_once(fake_server.url, "tok", [target], home=tmp_path / "home", full=True)
        assert snapshot(target.dir) == before and len(summary.errors) == 1
        assert summary.errors[0].startswith("installable:")


def test_a_deeply_nested_answer_changes_nothing_and_is_reported(fake_server: FakeServer, tmp_path: Path) -> None:
    # A hostile server (or a man in the middle) nests arrays until json.loads hits the recursion
    # limit: that is a RecursionError, not a ValueError, and it must not take the agent down.
    fake_server.payload = payload([make_skill("alpha")])
    target = Target(tmp_path / "t", "owned")
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    before = snapshot(target.dir)
    fake_server.raw_body = b"[" * 200_000 + b"]" * 200_000
    summary = run_once(fake_server.url, "tok", [target], home=tmp_path / "home", full=True)
    assert snapshot(target.dir) == before and summary.installed == ["alpha"]
    assert summary.errors == ["installable: malformed JSON in the response"]


def test_a_failed_heartbeat_is_reported_in_the_next_one(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    target = Target(tmp_path / "t", "owned")
    with ServerClient(fake_server.url, "tok") as client:
        agent = make_agent(fake_server, client, tmp_path / "home", [target])
        fake_server.heartbeat_status = 500
        agent.tick()
        fake_server.heartbeat_status = 204
        agent.tick()
    said = f"heartbeat: the server at {fake_server.url} answered 500: the server failed; see its log"
    assert fake_server.heartbeats[-1]["reconcile"]["errors"] == [said]


def test_register_targets_land_in_openclaw_json_every_tick_idempotently(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    config = tmp_path / "oc" / "openclaw.json"
    config.parent.mkdir()
    config.write_text('{\n  "gateway": {"port": 1}\n}\n')
    target = Target(tmp_path / "extra", "additive", register=True)
    with ServerClient(fake_server.url, "tok") as client:
        agent = make_agent(fake_server, client, tmp_path / "home", [target], openclaw_config=config)
        first, second = agent.tick(), agent.tick()
    assert first.summary.registered_dirs == second.summary.registered_dirs == [str(target.dir)]
    assert json.loads(config.read_text()) == {
        "gateway": {"port": 1},
        "skills": {"load": {"extraDirs": [str(target.dir)]}},
    }


def test_malformed_openclaw_json_is_an_error_in_the_summary_not_a_failure(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    config = tmp_path / "oc" / "openclaw.json"
    config.parent.mkdir()
    config.write_text("{bad")
    target = Target(tmp_path / "extra", "additive", register=True)
    with ServerClient(fake_server.url, "tok") as client:
        result = make_agent(fake_server, client, tmp_path / "home", [target], openclaw_config=config).tick()
    assert result.summary.installed == ["alpha"] and result.summary.registered_dirs == []
    assert len(result.summary.errors) == 1 and "not strict JSON" in result.summary.errors[0]
    assert config.read_text() == "{bad"


def test_dry_run_writes_nothing_and_sends_nothing(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    target = Target(tmp_path / "t", "owned")
    with ServerClient(fake_server.url, "tok") as client:
        result = make_agent(fake_server, client, tmp_path / "home", [target]).tick(dry_run=True)
    assert result.plans[0].add == ["alpha"] and not target.dir.exists()
    assert fake_server.heartbeats == [] and not (tmp_path / "home").exists()


def test_the_loop_stops_between_ticks(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    stop = threading.Event()
    seen: list[TickResult] = []

    def on_tick(result: TickResult) -> None:
        seen.append(result)
        if len(seen) == 3:
            stop.set()

    with ServerClient(fake_server.url, "tok") as client:
        agent = make_agent(fake_server, client, tmp_path / "home", [Target(tmp_path / "t", "owned")])
        assert run_loop(agent, 0.01, stop, on_tick) == 3
    assert [r.not_modified for r in seen] == [False, True, True]


def test_the_node_id_is_generated_once_and_kept(tmp_path: Path, monkeypatch: object) -> None:
    first = resolve_node_id(tmp_path)
    assert first == resolve_node_id(tmp_path) == (tmp_path / "node-id").read_text().strip()
    assert resolve_node_id(tmp_path, "explicit") == "explicit"


def test_a_synced_node_sends_what_it_holds_and_applies_a_delta(fake_server: FakeServer, tmp_path: Path) -> None:
    alpha, beta, gamma = make_skill("alpha"), make_skill("beta"), make_skill("gamma")
    fake_server.payload = payload([alpha, beta, gamma])
    target = Target(tmp_path / "t", "owned")
    home = tmp_path / "home"
    run_once(fake_server.url, "tok", [target], home=home)
    bodies = lambda: [{k: v for k, v in p["body"].items() if k != "node_id"} for p in fake_server.pulls]  # noqa: E731
    assert bodies()[0] == {}  # nothing synced yet: the whole set
    run_once(fake_server.url, "tok", [target], home=home)
    assert bodies()[1] == {"delta": True}  # the steady poll: a 304, nothing uploaded
    beta2 = make_skill("beta", version=2)
    fake_server.etag, fake_server.asks_for_have = '"e2"', True
    fake_server.payload = {**payload([beta2]), "delta": True, "remove": ["gamma"]}
    summary = run_once(fake_server.url, "tok", [target], home=home)
    assert bodies()[2] == {"delta": True}
    assert bodies()[3]["have"] == {s.name: s.content_hash for s in (alpha, beta, gamma)}
    assert summary.installed == ["alpha", "beta"] and summary.removed == ["gamma"]
    assert "v2" in (target.dir / "beta" / "SKILL.md").read_text()
    assert (target.dir / "alpha" / "SKILL.md").read_text() == alpha.files[0].data.decode()
    # The next change is computed against the state the delta left behind.
    fake_server.etag = '"e3"'
    run_once(fake_server.url, "tok", [target], home=home)
    assert bodies()[5]["have"] == {"alpha": alpha.content_hash, "beta": beta2.content_hash}


def test_a_delta_with_a_bad_remove_list_changes_nothing(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    target = Target(tmp_path / "t", "owned")
    run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    before = snapshot(target.dir)
    fake_server.etag = '"e2"'
    fake_server.payload = {**payload([]), "delta": True, "remove": ["../etc"]}
    summary = run_once(fake_server.url, "tok", [target], home=tmp_path / "home")
    assert snapshot(target.dir) == before and any("remove" in e for e in summary.errors)
