"""`doctor --node` reads what the agent recorded: the targets it used, its overrides and local skills."""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from skillkeeper.clients.checks import Report
from skillkeeper.clients.nodecheck import check_node
from skillkeeper.node import authoring
from skillkeeper.node.agent import run_once
from skillkeeper.node.merged import NodeCatalog
from skillkeeper.node.targets import Target
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
    assert why(report, "node catalog").endswith(": 1 overrides of cloud skills, 1 local skills")


def test_doctor_node_shows_an_unchanged_poll_apart_from_the_last_change_applied(
    fake_server: FakeServer, tmp_path: Path
) -> None:
    fake_server.payload = payload([catalog_skill("alpha")])
    skhome = tmp_path / "skhome-node"
    target = [Target(tmp_path / "t", "owned")]
    run_once(fake_server.url, "tok", target, home=skhome)
    hour_ago = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
    conn = sqlite3.connect(skhome / "node" / "synced.db")  # as if the catalog last changed an hour ago
    with conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'synced_at'", (hour_ago,))
    conn.close()
    (skhome / "node" / "checked_at").write_text(hour_ago)
    run_once(fake_server.url, "tok", target, home=skhome)  # the server answers 304: nothing changed
    assert fake_server.pulls[-1]["if_none_match"] == fake_server.etag
    report = Report("node")
    check_node(report, skhome, tmp_path / "user")
    said = why(report, "node sync")
    assert re.match(r"last check \d+ s ago, last change applied 60 min ago from ", said), said
