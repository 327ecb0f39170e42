"""doctor --node: what the node agent synced, where it puts skills, and its server as the agent's token."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillkeeper.clients.doctor import Options, run
from tests.clients.doctoring import check, seed
from tests.clients.homes import make_home
from tests.serving import free_port, running_server

pytestmark = pytest.mark.e2e


def test_doctor_node_reads_the_agent_state_targets_and_collisions(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skillkeeper.node.state import SavedState, save_state

    tokens = seed(db_url)
    target = tmp_path / "skills"
    (target / "pdf-tools").mkdir(parents=True)  # a folder skillkeeper did not write: a collision
    monkeypatch.setenv("SKILLKEEPER_SKILL_TARGETS", json.dumps([{"dir": str(target), "mode": "additive"}]))
    skhome = tmp_path / "skhome-node"
    home = make_home(tmp_path, "linux", clients=())
    report = run(Options(home=home, skillkeeper_home=skhome, node=True, token=tokens["author"]))
    assert report.exit_code == 1 and check(report, "node sync")[0] == "warn"
    with running_server(db_url) as url:
        save_state(
            skhome,
            SavedState(server=url, etag='"1"', wanted={"pdf-tools": "sha256:x", "water-plant": "y"}),
        )
        report = run(Options(home=home, skillkeeper_home=skhome, node=True, token=tokens["author"]))
    assert f"from {url}: 2 skills in the catalog" in check(report, "node sync")[1]
    status, why = check(report, "target skills")
    assert status == "warn" and "1 collision (" in why and "pdf-tools" in why
    assert "no node catalog" in check(report, "node catalog")[1]
    assert check(report, "tools")[1] == "all 8 tools served"


def test_doctor_node_reads_the_last_sync_from_the_node_catalog(tmp_path: Path) -> None:
    from skillkeeper.clients.noderecord import load
    from skillkeeper.node.catalog import Catalog
    from skillkeeper.node.nodecatalog import NodeCatalog
    from tests.node.payloads import make_skill as catalog_skill

    skhome = tmp_path / "skhome-catalog"
    assert load(skhome) == (None, None)
    node = NodeCatalog(skhome)
    try:
        skills = [catalog_skill("pdf-tools"), catalog_skill("water-plant")]
        node.sync(Catalog.of(skills, etag='"7"', tenant="acme"), server="http://sk.example")
    finally:
        node.close()
    state, when = load(skhome)
    assert state is not None and when is not None
    assert state.server == "http://sk.example" and state.etag == '"7"'
    assert state.wanted == {s.name: s.content_hash for s in skills}


def test_doctor_node_with_its_server_down_warns_while_the_node_serves_its_last_catalog(tmp_path: Path) -> None:
    from skillkeeper.node.catalog import Catalog
    from skillkeeper.node.nodecatalog import NodeCatalog
    from tests.node.payloads import make_skill as catalog_skill

    skhome, down = tmp_path / "skhome-down", f"http://127.0.0.1:{free_port()}"
    node = NodeCatalog(skhome)
    try:
        node.sync(Catalog.of([catalog_skill("pdf-tools")], etag='"7"', tenant="acme"), server=down)
    finally:
        node.close()
    home = make_home(tmp_path, "linux", clients=())
    report = run(Options(home=home, skillkeeper_home=skhome, node=True, token="skk_x"))
    status, why = check(report, "reachable")
    assert report.exit_code == 1 and status == "warn", report.lines()
    assert "meanwhile this node serves its last synced catalog" in why


def test_doctor_node_with_the_agents_fleet_token_does_not_ask_for_mcp_tools(db_url: str, tmp_path: Path) -> None:
    from skillkeeper.node.state import SavedState, save_state

    tokens = seed(db_url)
    skhome = tmp_path / "skhome-fleet"
    home = make_home(tmp_path, "linux", clients=())
    with running_server(db_url) as url:
        save_state(skhome, SavedState(server=url, etag='"1"', wanted={}))
        report = run(Options(home=home, skillkeeper_home=skhome, node=True, token=tokens["fleet"]))
    assert check(report, "tools")[0] == "ok" and "skillkeeper mcp --node" in check(report, "tools")[1]
    assert not [c for c in report.checks if c.name.startswith("tool ")], report.lines()


def test_doctor_node_without_a_token_reports_the_node_and_names_the_one_check_that_needs_it(
    db_url: str, tmp_path: Path
) -> None:
    # The agent's token lives only in its own service, so `doctor --node` from a shell has none: it failed
    # (exit 2) on the caller although the node catalog was fine.
    from skillkeeper.node.catalog import Catalog
    from skillkeeper.node.nodecatalog import NodeCatalog
    from tests.node.payloads import make_skill as catalog_skill

    skhome = tmp_path / "skhome-tokenless"
    home = make_home(tmp_path, "linux", clients=())
    with running_server(db_url) as url:
        node = NodeCatalog(skhome)
        try:
            node.sync(Catalog.of([catalog_skill("pdf-tools")], etag='"7"', tenant="acme"), server=url)
        finally:
            node.close()
        report = run(Options(home=home, skillkeeper_home=skhome, node=True))
    assert report.exit_code != 2, report.lines()
    assert (
        check(report, "node sync")[0] == "ok" and f"from {url}: 1 skill in the catalog" in check(report, "node sync")[1]
    )
    assert check(report, "node catalog")[0] == "ok" and check(report, "reachable")[0] == "ok"
    assert check(report, "caller") == (
        "ok",
        "not asked: SKILLKEEPER_TOKEN is unset here (the node agent's token lives in its own service), and only "
        f"this check, who that token is at {url}, needs it: `SKILLKEEPER_TOKEN=<the agent's token> skillkeeper "
        "doctor --node`",
    )
