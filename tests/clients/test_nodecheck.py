"""`doctor --node` reads what the agent recorded: the targets it used, its overrides and local skills."""

from __future__ import annotations

import json
import re
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from skillkeeper.clients import install
from skillkeeper.clients.checks import Check, Report
from skillkeeper.clients.hostcheck import clients
from skillkeeper.clients.nodecheck import check_node
from skillkeeper.clients.noderecord import earlier, recorded
from skillkeeper.clients.why import node_targets
from skillkeeper.node import authoring
from skillkeeper.node.agent import run_once
from skillkeeper.node.catalog import CatalogSkill
from skillkeeper.node.nodecatalog import NodeCatalog
from skillkeeper.node.state import read_node_id
from skillkeeper.node.targets import Target
from skillkeeper.node.uninstall import plan_uninstall
from tests.clients.homes import make_home
from tests.factories import make_skill
from tests.node.fake_server import FakeServer
from tests.node.payloads import make_skill as catalog_skill
from tests.node.payloads import payload


def why(report: Report, name: str) -> str:
    found = [c.why for c in report.checks if c.name == name]
    assert found, (name, report.lines())
    return found[0]


def test_doctor_node_checks_the_targets_the_agent_reconciled_into(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome, user = tmp_path / "skhome-node", tmp_path / "user"
    claude = Target(user / ".claude" / "skills", "additive", label="claude-code")
    run_once(fake_server.url, "tok", [claude], home=skhome)
    report = Report("node")
    check_node(report, skhome, user)
    assert why(report, "target claude-code").startswith(f"{claude.dir} [additive] (claude-code): 1 installed")
    assert not [c for c in report.checks if c.name == "target skillkeeper"], report.lines()


def test_doctor_node_counts_overrides_and_local_skills_apart(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([catalog_skill("alpha"), catalog_skill("beta")])
    skhome = tmp_path / "skhome-node"
    run_once(fake_server.url, "tok", [Target(tmp_path / "t", "owned")], home=skhome)
    node = NodeCatalog(skhome)
    try:
        authoring.update(node, "alpha", make_skill("alpha", body="# Mine\n\nA local change.\n"))
        authoring.create(node, make_skill("release-notes"))
    finally:
        node.close()
    report = Report("node")
    check_node(report, skhome, tmp_path / "user")
    assert why(report, "node catalog").endswith(": 1 override of cloud skills, 1 local skill")


def test_an_override_of_a_skill_the_server_revoked_counts_as_a_local_skill(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    # `local list` and the tick said 'local' (forked) while doctor still counted it an override.
    fake_server.payload = payload([catalog_skill("alpha"), catalog_skill("beta")])
    skhome = tmp_path / "skhome-node"
    target = Target(tmp_path / "t", "owned")
    run_once(fake_server.url, "tok", [target], home=skhome)
    node = NodeCatalog(skhome)
    try:
        authoring.update(node, "alpha", make_skill("alpha", body="# Mine\n\nA local change.\n"))
    finally:
        node.close()
    fake_server.payload, fake_server.etag = payload([catalog_skill("beta")]), '"e2"'
    assert run_once(fake_server.url, "tok", [target], home=skhome).forked == ["alpha"]
    report = Report("node")
    check_node(report, skhome, tmp_path / "user")
    assert why(report, "node catalog").endswith(": 0 overrides of cloud skills, 1 local skill")
    said = Report("skill")
    node_targets(said, skhome, tmp_path / "user", "alpha", True)
    assert "locally overridden" not in " ".join(c.why for c in said.checks), said.lines()


def _changed_an_hour_ago(skhome: Path) -> str:
    """Stamp the node's catalog as last changed an hour ago; returns that time."""
    hour_ago = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
    conn = sqlite3.connect(skhome / "node" / "synced.db")
    with conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'synced_at'", (hour_ago,))
    conn.close()
    return hour_ago


def test_doctor_node_shows_an_unchanged_poll_apart_from_the_last_change_applied(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome = tmp_path / "skhome-node"
    target = [Target(tmp_path / "t", "owned")]
    run_once(fake_server.url, "tok", target, home=skhome)
    hour_ago = _changed_an_hour_ago(skhome)
    (skhome / "node" / "checked_at").write_text(hour_ago)
    run_once(fake_server.url, "tok", target, home=skhome)  # the server answers 304: nothing changed
    assert fake_server.pulls[-1]["if_none_match"] == fake_server.etag
    report = Report("node")
    check_node(report, skhome, tmp_path / "user")
    said = why(report, "node sync")
    assert re.match(r"last check \d+ s ago, last change applied 60 min ago from ", said), said


def test_an_unchanged_answer_after_an_outage_is_no_change_applied(fake_server: FakeServer, tmp_path: Path) -> None:
    # The 304 that ended an outage stamped synced_at, so doctor said the last change was applied just now.
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome = tmp_path / "skhome-node"
    target = [Target(tmp_path / "t", "owned")]
    run_once(fake_server.url, "tok", target, home=skhome)
    _changed_an_hour_ago(skhome)
    node = NodeCatalog(skhome)
    try:
        node.mark_offline(fake_server.url)  # its pulls failed since
    finally:
        node.close()
    run_once(fake_server.url, "tok", target, home=skhome)  # back, and the catalog is unchanged (304)
    assert fake_server.pulls[-1]["if_none_match"] == fake_server.etag
    report = Report("node")
    check_node(report, skhome, tmp_path / "user")
    said = why(report, "node sync")
    assert re.match(r"last check \d+ s ago, last change applied 60 min ago from ", said), said


def test_doctor_node_warns_while_the_agent_is_offline(fake_server: FakeServer, tmp_path: Path) -> None:
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome = tmp_path / "skhome-node"
    target = [Target(tmp_path / "t", "owned")]
    run_once(fake_server.url, "tok", target, home=skhome)
    online = Report("node")
    check_node(online, skhome, tmp_path / "user")
    assert [c.status for c in online.checks if c.name == "node sync"] == ["ok"]
    fake_server.stop()
    run_once(fake_server.url, "tok", target, home=skhome)  # its own server no longer answers: offline
    offline = Report("node")
    check_node(offline, skhome, tmp_path / "user")
    [sync] = [c for c in offline.checks if c.name == "node sync"]
    assert sync.status == "warn"
    assert sync.why.startswith(
        f"offline since {sync.data['offline_since']}: the agent cannot reach {fake_server.url}, "
    )
    assert "the last synced catalog stays in force" in sync.why


def _node_sync_after_a_failing_run(fake_server: FakeServer, tmp_path: Path, url: str, status: int = 200) -> Check:
    """`doctor --node`'s node sync check after a good sync, then a run against `url` with the server answering
    `status`."""
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome, target = tmp_path / "skhome-node", [Target(tmp_path / "t", "owned")]
    run_once(fake_server.url, "tok", target, home=skhome)
    fake_server.status = status
    run_once(url, "tok", target, home=skhome)
    report = Report("node")
    check_node(report, skhome, tmp_path / "user")
    [sync] = [c for c in report.checks if c.name == "node sync"]
    return sync


def test_a_server_that_answers_an_error_is_not_offline_and_doctor_says_what_it_answered(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    sync = _node_sync_after_a_failing_run(fake_server, tmp_path, fake_server.url, 500)  # it answers: not offline
    assert sync.status == "warn" and "offline" not in sync.why and "cannot reach" not in sync.why, sync.why
    assert (
        f"the agent's syncs fail (the server at {fake_server.url} answered 500: the server failed; see its log), "
        "so the last synced catalog stays in force" in sync.why
    )
    assert sync.data["offline_since"] is None and sync.data["failed_status"] == 500


def test_a_run_against_a_wrong_path_says_the_server_answered_404_not_that_it_fails_to_answer(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    said = _node_sync_after_a_failing_run(fake_server, tmp_path, fake_server.url + "/wrong").why
    assert (
        f"runs against {fake_server.url}/wrong fail (the server at {fake_server.url}/wrong answered 404: is the URL "
        "the server's root?" in said
    ), said
    assert "once it answers" not in said and "--once` again once that is fixed" in said


def test_a_failed_run_against_another_server_is_not_offline(fake_server: FakeServer, tmp_path: Path) -> None:
    # One `agent --once --server B` that failed made doctor call the node offline, though the server its
    # catalog came from was never tried; it names that server, when it last synced, and the run that failed.
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome = tmp_path / "skhome-node"
    target = [Target(tmp_path / "t", "owned")]
    run_once(fake_server.url, "tok", target, home=skhome)
    run_once("http://127.0.0.1:9", "tok", target, home=skhome)
    failed = Report("node")
    check_node(failed, skhome, tmp_path / "user")
    [sync] = [c for c in failed.checks if c.name == "node sync"]
    assert sync.status == "warn" and "offline" not in sync.why, sync.why
    assert re.match(rf"last check \d+ s ago, last change applied \d+ s ago from {fake_server.url}: 1 skill ", sync.why)
    assert (
        "; since " in sync.why
        and " the agent's runs against http://127.0.0.1:9 fail (no answer; nothing synced from it)" in sync.why
    )
    assert "`skillkeeper agent --server http://127.0.0.1:9 --once` again once it answers" in sync.why
    assert sync.data["offline_since"] is None and sync.data["failed_server"] == "http://127.0.0.1:9"
    run_once(fake_server.url, "tok", target, home=skhome)
    back = Report("node")
    check_node(back, skhome, tmp_path / "user")
    assert [c.status for c in back.checks if c.name == "node sync"] == ["ok"]
    conn = sqlite3.connect(skhome / "node" / "synced.db")
    assert conn.execute("SELECT count(*) FROM meta WHERE key LIKE 'offline_%'").fetchone()[0] == 0
    conn.close()
    run_once("http://127.0.0.1:9", "tok", target, home=skhome)
    hour_ago = (datetime.now(UTC) - timedelta(hours=1)).isoformat(timespec="seconds")
    conn = sqlite3.connect(skhome / "node" / "synced.db")  # as if B's runs began failing an hour ago
    with conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'offline_since'", (hour_ago,))
    conn.close()
    fake_server.stop()
    run_once(fake_server.url, "tok", target, home=skhome)  # now its own server fails: offline from now
    offline = Report("node")
    check_node(offline, skhome, tmp_path / "user")
    [sync] = [c for c in offline.checks if c.name == "node sync"]
    assert sync.data["offline_since"] != hour_ago and sync.why.startswith(f"offline since {sync.data['offline_since']}")
    assert f"the agent cannot reach {fake_server.url}, " in sync.why and sync.data["failed_server"] is None


def test_doctor_node_names_the_pending_skills_and_the_command_that_applies_them(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome, user = tmp_path / "skhome-node", tmp_path / "user"
    claude = Target(user / ".claude" / "skills", "additive", label="claude-code")
    run_once(fake_server.url, "tok", [claude], home=skhome)
    node = NodeCatalog(skhome)
    try:
        authoring.update(node, "alpha", make_skill("alpha", body="# Mine\n\nA local change.\n"))
    finally:
        node.close()
    report = Report("node")
    check_node(report, skhome, user)
    [target] = [c for c in report.checks if c.name == "target claude-code"]
    assert target.status == "warn"
    assert target.why == (
        f"{claude.dir} [additive] (claude-code): 0 installed, 1 change waits for the agent's next tick (alpha); "
        f"to apply now, run `skillkeeper agent --server {fake_server.url} --once` with the agent's "
        "--target/--preset flags"
    )


def test_doctor_skill_on_a_node_says_an_override_waits_then_is_installed(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome, user = tmp_path / "skhome-node", tmp_path / "user"
    claude = Target(user / ".claude" / "skills", "additive", label="claude-code")
    run_once(fake_server.url, "tok", [claude], home=skhome)
    node = NodeCatalog(skhome)
    try:
        authoring.update(node, "alpha", make_skill("alpha", body="# Mine\n\nA local change.\n"))
    finally:
        node.close()
    before = Report("skill")
    node_targets(before, skhome, user, "alpha", True)
    [said] = [c for c in before.checks if c.name == "skill"]
    assert said.status == "ok" and said.why.startswith("alpha: locally overridden on this node: ")
    [waiting] = [c for c in before.checks if c.name == "targets"]
    assert waiting.status == "warn" and "an older revision is there; the agent's next tick replaces it" in waiting.why
    run_once(fake_server.url, "tok", [claude], home=skhome)
    after = Report("skill")
    node_targets(after, skhome, user, "alpha", True)
    assert [(c.status, c.why) for c in after.checks if c.name == "targets"] == [
        ("ok", f"{claude.describe()}: installed")
    ]
    assert "# Mine" in (claude.dir / "alpha" / "SKILL.md").read_text()


def test_doctor_node_says_clients_on_mcp_node_read_the_nodes_catalog(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor",))
    install.run(install.Options(clients=("cursor",), node=True), home)
    report = Report("node")
    clients(report, home, "http://sk.example/mcp", node=True)
    assert [(c.status, c.why) for c in report.checks] == [
        (
            "ok",
            "cursor (skillkeeper) runs `skillkeeper mcp --node` (this node's catalog, synced from http://sk.example)",
        )
    ]


def _linked_folder(fake_server: FakeServer, tmp_path: Path) -> tuple[Path, Path, Path]:
    """(the node's home, a folder, a link to it), with one skill to sync."""
    fake_server.payload = payload([catalog_skill("alpha")])
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    return tmp_path / "skhome-node", tmp_path / "real", tmp_path / "link"


def test_a_target_recorded_under_a_link_and_then_its_real_path_is_one_folder_on_record(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    skhome, real, link = _linked_folder(fake_server, tmp_path)
    run_once(fake_server.url, "tok", [Target(link, "additive")], home=skhome)
    run_once(fake_server.url, "tok", [Target(real, "additive")], home=skhome)
    assert earlier(skhome) == [], "the folder the link names is the one this run targets, not an earlier run's"
    [target] = recorded(skhome)
    [plan] = plan_uninstall([target], owner=read_node_id(skhome))
    assert target.dir == real and plan.remove == ["alpha"]
    report = Report("node")
    check_node(report, skhome, tmp_path / "user")
    assert not [c for c in report.checks if "(earlier run)" in c.name], report.lines()


def test_an_existing_record_under_a_link_matches_the_folder_under_its_real_path(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    # An agent from before the fix recorded the folder under the link as an earlier run's: it is one folder.
    skhome, real, link = _linked_folder(fake_server, tmp_path)
    run_once(fake_server.url, "tok", [Target(real, "additive")], home=skhome)
    conn = sqlite3.connect(skhome / "node" / "synced.db")
    with conn:
        record = [{"dir": str(link), "mode": "additive", "register": False, "label": None, "harnesses": []}]
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('earlier_targets', ?)", (json.dumps(record),))
    conn.close()
    assert earlier(skhome) == [] and [t.dir for t in recorded(skhome)] == [real]


def test_doctor_node_before_any_sync_does_not_call_the_folders_in_step_with_a_sync(tmp_path: Path) -> None:
    report = Report("node")
    check_node(report, tmp_path / "skhome-node", tmp_path / "user")
    assert why(report, "target skillkeeper").endswith(": 0 installed, no sync recorded yet"), report.lines()
    assert "(the agent's first sync writes one)" in why(report, "node catalog")


def _two_homes(fake_server: FakeServer, tmp_path: Path, first: CatalogSkill, second: CatalogSkill) -> None:
    """The `personal` home's agent syncs `first`, then the `work` home's `second`, into one claude folder."""
    claude = Target(tmp_path / "user" / ".claude" / "skills", "additive", label="claude-code")
    fake_server.payload = payload([first])
    run_once(fake_server.url, "tok", [claude], home=tmp_path / "personal")
    fake_server.payload, fake_server.etag = payload([second]), '"e2"'
    run_once(fake_server.url, "tok", [claude], home=tmp_path / "work")


def test_doctor_node_says_which_skills_in_a_shared_folder_another_homes_agent_holds(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    # Counted as collisions (or pending removals) before, though the other agent keeps them current.
    _two_homes(fake_server, tmp_path, catalog_skill("beta"), catalog_skill("alpha"))
    report = Report("node")
    check_node(report, tmp_path / "work", tmp_path / "user")
    other = read_node_id(tmp_path / "personal")
    assert why(report, "target claude-code").endswith(
        f"1 installed, in step with the last sync; 1 skill held by another skillkeeper agent (node {other}): "
        "left alone; give the agents different targets if both want the same skills"
    ), report.lines()


def test_doctor_node_calls_a_name_another_homes_agent_holds_a_collision_not_a_pending_change(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    _two_homes(fake_server, tmp_path, catalog_skill("alpha", 1), catalog_skill("alpha", 2))
    report = Report("node")
    check_node(report, tmp_path / "work", tmp_path / "user")
    said = why(report, "target claude-code")
    assert ": 1 collision (a folder of that name that this agent did not write): alpha; 1 skill held by" in said


def test_doctor_skill_says_another_homes_agent_holds_the_folder_of_that_name(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    _two_homes(fake_server, tmp_path, catalog_skill("alpha", 1), catalog_skill("alpha", 2))
    said = Report("skill")
    node_targets(said, tmp_path / "work", tmp_path / "user", "alpha", True)
    other = read_node_id(tmp_path / "personal")
    assert f"another skillkeeper agent's copy is there (node {other}), left alone (collision)" in why(said, "targets")


def test_doctor_node_says_a_lost_node_id_is_restored_from_the_node_catalog(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome, user = tmp_path / "skhome-node", tmp_path / "user"
    run_once(fake_server.url, "tok", [Target(tmp_path / "t", "additive")], home=skhome)
    node_id = read_node_id(skhome)
    (skhome / "node-id").unlink()
    report = Report("node")
    check_node(report, skhome, user)
    assert why(report, "node id") == (
        f"{skhome / 'node-id'} is missing; the node catalog records {node_id}, and the agent's next run restores it"
    )
    assert why(report, "target t").startswith(f"{tmp_path / 't'} [additive]: 1 installed, in step")
    (skhome / "node-id").write_text("someone-else\n")
    report = Report("node")
    check_node(report, skhome, user)
    assert f"holds someone-else but the node catalog records {node_id}" in why(report, "node id")
