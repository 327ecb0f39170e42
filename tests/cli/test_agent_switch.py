"""`skillkeeper agent` from another source than the one that placed the skills keeps them until told to switch."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from skillkeeper.node.catalog import encode_skill
from tests.cli.invoke import run
from tests.factories import skill_md
from tests.node.catalogs import cloud_skill
from tests.node.fake_server import FakeServer


@pytest.fixture(autouse=True)
def _setup(db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    (tmp_path / "user").mkdir()
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    monkeypatch.setenv("SKILLKEEPER_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("SKILLKEEPER_SERVER", raising=False)
    monkeypatch.delenv("SKILLKEEPER_TOKEN", raising=False)
    monkeypatch.delenv("SKILLKEEPER_TENANT", raising=False)


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if not p.name.startswith("."))


def _demo_synced(tmp_path: Path, target: Path) -> None:
    src = tmp_path / "src"
    for name in ("csv-tools", "pdf-tools"):
        (src / name).mkdir(parents=True)
        (src / name / "SKILL.md").write_text(skill_md(name))
    assert run("import", str(src), "--tenant", "demo", "--activate").exit_code == 0
    assert run("tenants", "create", "default").exit_code == 0  # exists, serves nothing
    synced = run("agent", "--local", "--tenant", "demo", "--once", "--target", str(target))
    assert synced.exit_code == 0, synced.output
    assert _names(target) == ["csv-tools", "pdf-tools"]


def test_a_local_run_without_its_tenant_keeps_the_skills_another_tenant_placed(tmp_path: Path) -> None:
    target = tmp_path / "user" / ".claude" / "skills"
    _demo_synced(tmp_path, target)
    plan = run("agent", "--local", "--once", "--dry-run", "--target", str(target))
    assert "remove" not in plan.stdout, plan.output
    tick = run("agent", "--local", "--once", "--target", str(target))
    assert tick.exit_code == 1, tick.output
    assert _names(target) == ["csv-tools", "pdf-tools"]
    assert "0 removed" in tick.stdout and "2 kept from another source" in tick.stdout
    assert (
        "error: kept 2 skills --local --tenant demo placed (csv-tools, pdf-tools): this run syncs from --local "
        "--tenant default, so nothing was synced or removed; to switch on purpose run again with --switch-source "
        "(takes them out), or `skillkeeper agent --uninstall` first"
    ) in tick.stderr
    # The recorded source is still the one in force: its own run changes nothing and says nothing.
    same = run("agent", "--local", "--tenant", "demo", "--once", "--target", str(target))
    assert same.exit_code == 0 and "kept" not in same.output, same.output


def test_switch_source_takes_out_what_the_new_source_does_not_serve(tmp_path: Path) -> None:
    target = tmp_path / "claude-skills"
    _demo_synced(tmp_path, target)
    switched = run("agent", "--local", "--once", "--switch-source", "--target", str(target), "--json")
    assert switched.exit_code == 0, switched.output
    assert json.loads(switched.stdout)["removed"] == ["csv-tools", "pdf-tools"]
    assert _names(target) == []


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeServer]:
    """A fake skillkeeper server, and a token in the shell for `agent --server`."""
    server = FakeServer().start()
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    try:
        yield server
    finally:
        server.stop()


def _server_synced(fake: FakeServer, target: Path, *names: str) -> None:
    """Tenant demo's `names`, synced from `fake` into `target`."""
    fake.payload = {"tenant": "demo", "skills": [encode_skill(cloud_skill(n)) for n in names]}
    assert run("agent", "--once", "--server", fake.url, "--target", str(target)).exit_code == 0
    assert _names(target) == sorted(names)


def test_another_tenant_on_one_server_keeps_the_skills_and_sends_it_no_heartbeat(
    tmp_path: Path, fake: FakeServer
) -> None:
    target = tmp_path / "agents-skills"
    _server_synced(fake, target, "cloud-tool")
    fake.payload, fake.etag = {"tenant": "acme", "skills": []}, '"acme"'
    tick = run("agent", "--once", "--server", fake.url, "--target", str(target))
    assert tick.exit_code == 1 and _names(target) == ["cloud-tool"], tick.output
    assert f"kept 1 skill --server {fake.url} (tenant demo) placed (cloud-tool)" in tick.stderr
    # The folders hold tenant demo's skills: the acme server's fleet view must not list them.
    assert len(fake.heartbeats) == 1


def test_a_local_run_after_a_server_sync_keeps_the_servers_skills(
    tmp_path: Path, fake: FakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The first-hour walk: `agent --local --preset auto` after a server's sync planned to remove all of them.
    target = tmp_path / "user" / ".agents" / "skills"
    _server_synced(fake, target, "cloud-tool")
    monkeypatch.delenv("SKILLKEEPER_TOKEN")
    assert run("tenants", "create", "default").exit_code == 0
    tick = run("agent", "--local", "--once", "--target", str(target))
    assert tick.exit_code == 1 and _names(target) == ["cloud-tool"], tick.output
    assert f"kept 1 skill --server {fake.url} (tenant demo) placed (cloud-tool): this run syncs from --local" in (
        tick.stderr
    )


def test_the_same_tenant_at_another_spelling_of_the_server_still_takes_out_a_revoked_skill(
    tmp_path: Path, fake: FakeServer
) -> None:
    target = tmp_path / "agents-skills"
    _server_synced(fake, target, "bad-tool", "ok-tool")
    fake.payload, fake.etag = {"tenant": "demo", "skills": [encode_skill(cloud_skill("ok-tool"))]}, '"2"'
    other_spelling = fake.url.replace("127.0.0.1", "localhost")
    assert other_spelling != fake.url
    tick = run("agent", "--once", "--server", other_spelling, "--target", str(target))
    assert tick.exit_code == 0 and _names(target) == ["ok-tool"], tick.output
    assert "kept" not in tick.output and len(fake.heartbeats) == 2
