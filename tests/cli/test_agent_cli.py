"""`skillkeeper agent`, driven in-process."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from skillkeeper.cli.agent import parse_interval
from skillkeeper.node.catalog import encode_skill
from tests.cli.invoke import run
from tests.factories import skill_md
from tests.node.fake_server import FakeServer
from tests.node.payloads import make_skill, payload, write_foreign
from tests.serving import free_port


@pytest.fixture(autouse=True)
def _user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "user").mkdir()
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    monkeypatch.delenv("SKILLKEEPER_SERVER", raising=False)


@pytest.fixture
def catalog_file(tmp_path: Path) -> Path:
    path = tmp_path / "catalog.json"
    rows = [encode_skill(make_skill("alpha")), encode_skill(make_skill("beta")), {"name": "Bad Name"}]
    path.write_text(json.dumps({"tenant": "acme", "skills": rows}))
    return path


@pytest.mark.parametrize(("text", "seconds"), [("30s", 30), ("5m", 300), ("1h", 3600), ("2d", 172800), (" 5 M ", 300)])
def test_intervals_parse_as_every_duration_option_does(text: str, seconds: float) -> None:
    assert parse_interval(text) == seconds


@pytest.mark.parametrize("text", ["soon", "45", "1.5m", "0s", "-5m", "1w"])
def test_a_bad_interval_is_one_line_exit_2(text: str) -> None:
    result = run("agent", "--server", "http://x", "--interval", text)
    assert result.exit_code == 2
    assert result.output.strip() == f"error: --interval {text!r} is not a duration; use e.g. 30s, 5m, 1h or 1d"


def test_agent_needs_a_server_and_a_token(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "pass --server URL" in run("agent", "--once").output


def test_agent_without_a_server_names_local_for_a_machine_with_no_server() -> None:
    result = run("agent", "--once")
    assert result.exit_code == 2
    assert "or --local to put the skills this machine's database serves on disk with no server" in result.output
    result = run("agent", "--once", "--server", "http://127.0.0.1:9")
    assert result.exit_code == 2 and "SKILLKEEPER_TOKEN" in result.output and "fleet:report" in result.output
    assert "T being the tenant whose skills it is for: `skillkeeper tenants list` names them" in result.output


def test_without_a_token_the_hint_names_the_tenant_this_database_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", f"sqlite:///{tmp_path / 'sk.db'}")
    (tmp_path / "s" / "pdf-tools").mkdir(parents=True)
    (tmp_path / "s" / "pdf-tools" / "SKILL.md").write_text(skill_md("pdf-tools"))
    assert run("import", str(tmp_path / "s"), "--tenant", "acme").exit_code == 0
    result = run("agent", "--once", "--server", "http://127.0.0.1:9")
    assert result.exit_code == 2
    assert "`skillkeeper tokens create --tenant acme --principal NODE --scopes fleet:report`" in result.output


def test_dry_run_needs_once() -> None:
    result = run("agent", "--server", "http://x", "--dry-run")
    assert result.exit_code == 2 and "--dry-run needs --once" in result.output


def test_dry_run_prints_the_plan_and_writes_nothing(tmp_path: Path, catalog_file: Path) -> None:
    write_foreign(tmp_path / "shared", "beta")
    result = run(
        "agent",
        "--once",
        "--dry-run",
        "--catalog-file",
        str(catalog_file),
        "--target",
        f"{tmp_path / 'shared'}:additive",
        "--protect",
        "alpha",
    )
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [
        f"{tmp_path / 'shared'} [additive]",
        "  collision  beta  (a folder skillkeeper did not write has this name; left alone)",
        "  protected  alpha  (marked never to touch)",
        "skipped    Bad Name: name 'Bad Name' has uppercase letters; use 'bad-name'",
    ]
    assert sorted(p.name for p in (tmp_path / "shared").iterdir()) == ["beta"]


def test_dry_run_says_why_it_exits_1_when_the_server_cannot_be_reached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # It printed a plan and exited 1 with no word of the server it never reached.
    monkeypatch.setenv("SKILLKEEPER_HOME", str(tmp_path / "sk"))
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "skk_fleet")
    url = f"http://127.0.0.1:{free_port()}"
    result = run("agent", "--once", "--dry-run", "--server", url, "--target", str(tmp_path / "t"))
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == (
        f"error: installable: cannot reach {url} (ConnectError); is `skillkeeper serve` running there?"
    )


def test_dry_run_json_lists_actions_per_target(tmp_path: Path, catalog_file: Path) -> None:
    result = run(
        "agent", "--once", "--dry-run", "--json", "--catalog-file", str(catalog_file), "--target", str(tmp_path / "t")
    )
    plan = json.loads(result.output)["plans"][0]
    assert (plan["mode"], plan["add"], plan["remove"]) == ("additive", ["alpha", "beta"], [])


def test_once_reconciles_into_the_default_owned_folder(tmp_path: Path, catalog_file: Path) -> None:
    result = run("agent", "--once", "--catalog-file", str(catalog_file))
    assert result.exit_code == 0, result.output
    assert "2 installed, 2 added" in result.output
    skills = tmp_path / "skhome" / "skills"
    assert sorted(p.name for p in skills.iterdir()) == [".skillkeeper-owned", "alpha", "beta"]


def test_the_summary_says_what_landed_in_each_target(tmp_path: Path, catalog_file: Path) -> None:
    owned, shared = tmp_path / "owned", tmp_path / "shared"
    write_foreign(shared, "beta")  # a folder skillkeeper did not write: beta cannot land there
    result = run(
        "agent", "--once", "--catalog-file", str(catalog_file), "--target", f"{owned}:owned", "--target", str(shared)
    )
    assert result.exit_code == 0, result.output
    assert f"2 targets: {owned} 2 installed (2 added); {shared} 1 installed (1 added, 1 collision); " in result.output
    assert "across targets: 2 installed, 2 added, 0 updated, 0 removed, 1 collision" in result.output


def test_once_against_a_server_sends_a_heartbeat(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.payload = payload([make_skill("alpha")])
    result = run("agent", "--once", "--server", server.url, "--target", "claude-code", "--node-id", "n1", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["installed"] == ["alpha"]
    assert (tmp_path / "user" / ".claude" / "skills" / "alpha" / "SKILL.md").exists()
    assert server.heartbeats[0]["node_id"] == "n1"
    assert server.pulls[0]["auth"] == "Bearer tok"


def test_a_server_outage_exits_1_with_the_error(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.status = 503
    result = run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t"))
    assert result.exit_code == 1 and f"error: installable: the server at {server.url} answered 503" in result.output
    assert "Traceback" not in result.output and not (tmp_path / "t").exists()
    assert "no catalog synced yet, so nothing installed" in result.output  # none to keep in force
    server.status, server.payload = 200, payload([make_skill("alpha")])
    assert run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t")).exit_code == 0
    server.status = 503
    again = run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t"))
    assert again.exit_code == 1 and "last synced catalog in force" in again.output
    assert (tmp_path / "t" / "alpha" / "SKILL.md").exists()


def test_a_server_that_answers_an_error_is_not_called_offline_on_the_tick_line(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.payload = payload([make_skill("alpha")])
    assert run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t")).exit_code == 0
    server.status = 500
    result = run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t"))
    assert result.exit_code == 1 and "offline" not in result.output, result.output
    assert "(syncs failing since " in result.output
    assert ", the server answering 500; last synced catalog in force)" in result.output
    assert (
        f"error: installable: the server at {server.url} answered 500: the server failed; see its log" in result.output
    )
    server.stop()
    down = run("agent", "--once", "--json", "--server", server.url, "--target", str(tmp_path / "t"))
    summary = json.loads(down.stdout)
    assert summary["offline_since"] and summary["failed_status"] is None  # no answer at all: offline
    # Offline, the heartbeat (sent after the tick line is made) fails too: the line counts both errors.
    offline = run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t"))
    errors = [line for line in offline.output.splitlines() if line.lstrip().startswith("error:")]
    assert offline.exit_code == 1 and len(errors) == 2 and ", 2 errors" in offline.output, offline.output


def test_targets_come_from_the_environment(tmp_path: Path, catalog_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_SKILL_TARGETS", json.dumps([{"dir": str(tmp_path / "env"), "mode": "owned"}]))
    assert run("agent", "--once", "--catalog-file", str(catalog_file)).exit_code == 0
    assert (tmp_path / "env" / "alpha").is_dir()


def test_a_bad_config_is_one_line(tmp_path: Path, catalog_file: Path) -> None:
    config = tmp_path / "agent.json"
    config.write_text('{"targets": [{"dir": "x", "mode": "both"}]}')
    result = run("agent", "--once", "--catalog-file", str(catalog_file), "--config", str(config))
    assert result.exit_code == 1 and result.output.strip().startswith("error: target mode")


def test_list_presets_names_every_preset() -> None:
    result = run("agent", "--list-presets")
    assert result.exit_code == 0
    from skillkeeper.node.presets import default_registry

    assert [line.split()[0] for line in result.output.splitlines()] == default_registry().names()


def test_list_presets_json_is_one_document_with_every_preset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / ".claude").mkdir()
    result = run("agent", "--list-presets", "--json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    from skillkeeper.node.presets import default_registry

    assert [p["name"] for p in doc["presets"]] == default_registry().names()
    claude = next(p for p in doc["presets"] if p["name"] == "claude-code")
    assert claude == {
        "name": "claude-code",
        "description": "${CLAUDE_CONFIG_DIR:-~/.claude}/skills, additive (Claude Code)",
        "dir": str(tmp_path / ".claude" / "skills"),
        "mode": "additive",
        "register": False,
        "detected": True,
    }
    assert "claude-code" in doc["auto"]


def test_ctrl_c_stops_the_loop_cleanly_between_ticks(tmp_path: Path, catalog_file: Path) -> None:
    import os
    import signal
    import subprocess
    import sys

    env = {**os.environ, "SKILLKEEPER_HOME": str(tmp_path / "skh")}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from skillkeeper.cli import main; main()",
            "agent",
            "--interval",
            "1h",
            "--catalog-file",
            str(catalog_file),
            "--target",
            str(tmp_path / "t"),
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline().decode()  # the first tick is done once its line is out
        assert "2 installed, 2 added" in first
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate(timeout=30)
    assert proc.returncode == 0, err.decode()
    assert "stopping after this tick" in err.decode() and "Traceback" not in err.decode()


def test_preset_auto_targets_every_harness_present(tmp_path: Path, catalog_file: Path) -> None:
    home = tmp_path / "user"
    (home / ".claude").mkdir()
    (home / ".roo").mkdir()
    result = run("agent", "--once", "--dry-run", "--catalog-file", str(catalog_file), "--preset", "auto", "--json")
    assert result.exit_code == 0, result.output
    dirs = {p["dir"] for p in json.loads(result.stdout)["plans"]}
    assert dirs == {str(home / ".claude" / "skills"), str(home / ".roo" / "skills")}


def test_preset_auto_with_no_harness_present_is_one_line_exit_2(catalog_file: Path) -> None:
    result = run("agent", "--once", "--dry-run", "--catalog-file", str(catalog_file), "--preset", "auto")
    assert result.exit_code == 2 and "found no agent harness" in result.output
    # ... and what to do about it: it said only "name a --target instead", naming none.
    assert result.output.rstrip().endswith(
        "start your agent once so its folder exists, or name a --target (`skillkeeper agent --list-presets` lists them)"
    )


def test_a_refused_token_is_said_once_and_stops(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.status = 401
    result = run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t"))
    assert result.exit_code == 1
    assert result.output.count("answered 401") == 1, result.output
    assert "SKILLKEEPER_TOKEN" in result.output and len(result.output.strip().splitlines()) == 1
    assert server.heartbeats == [] and not (tmp_path / "t").exists()


def test_the_loop_stops_on_a_refused_token_instead_of_repeating_it(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.status = 401
    result = run("agent", "--interval", "1s", "--server", server.url, "--target", str(tmp_path / "t"))
    assert result.exit_code == 1 and result.output.count("answered 401") == 1, result.output
    assert len(server.pulls) == 1


def test_a_token_without_fleet_report_is_said_once_with_the_command_to_mint_one(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")  # e.g. the read/write token minted for MCP clients
    server.status = 403
    result = run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t"))
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert "lacks scope fleet:report" in lines[0] and "skillkeeper tokens create" in lines[0]
    assert server.heartbeats == [] and not (tmp_path / "t").exists()


def test_without_a_target_the_agent_says_no_harness_reads_its_folder(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    server.payload = payload([make_skill("alpha")])
    result = run("agent", "--once", "--server", server.url)
    assert result.exit_code == 0, result.output
    assert "note: no --target given" in result.output and "--target claude-code" in result.output
    named = run("agent", "--once", "--server", server.url, "--target", str(tmp_path / "t"))
    assert named.exit_code == 0 and "note:" not in named.output, named.output


def test_harnesses_sharing_a_folder_are_one_target_in_the_plan_and_the_tick_summary(
    tmp_path: Path, catalog_file: Path
) -> None:
    home = tmp_path / "user"
    for folder in (".codex", ".cursor", ".gemini", ".claude"):
        (home / folder).mkdir()
    plan = run("agent", "--once", "--dry-run", "--catalog-file", str(catalog_file), "--preset", "auto", "--json")
    assert plan.exit_code == 0, plan.output
    shared = str(home / ".agents" / "skills")
    by_dir = {p["dir"]: p["harnesses"] for p in json.loads(plan.stdout)["plans"]}
    assert by_dir == {str(home / ".claude" / "skills"): ["claude-code"], shared: ["codex", "cursor", "gemini-cli"]}
    tick = run("agent", "--once", "--catalog-file", str(catalog_file), "--preset", "auto")
    assert tick.exit_code == 0, tick.output
    assert f"{shared} (codex, cursor, gemini-cli) 2 installed (2 added)" in tick.output
    assert tick.output.count(shared) == 1


def test_uninstall_takes_out_what_the_agent_wrote_into_codex_and_gemini_and_nothing_else(
    tmp_path: Path, catalog_file: Path
) -> None:
    home = tmp_path / "user"
    for folder in (".codex", ".gemini"):
        (home / folder).mkdir()
    shared = home / ".agents" / "skills"
    write_foreign(shared, "mine")  # the user's own skill: no marker
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--preset", "auto").exit_code == 0
    assert sorted(p.name for p in shared.iterdir()) == ["alpha", "beta", "mine"]
    plan = run("agent", "--uninstall", "--dry-run")  # no flags: the targets the last sync recorded
    assert plan.exit_code == 0, plan.output
    assert f"{shared} [additive] (codex, gemini-cli): would remove 2: alpha, beta" in plan.stdout
    assert sorted(p.name for p in shared.iterdir()) == ["alpha", "beta", "mine"]
    done = run("agent", "--uninstall", "--protect", "beta", "--json")
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout) == {
        "dry_run": False,
        "removed": {str(shared): ["alpha"]},
        "unregistered": [],
        "errors": [],
        "elsewhere": {},
    }
    assert sorted(p.name for p in shared.iterdir()) == ["beta", "mine"]


def test_uninstall_takes_out_the_folders_an_earlier_run_filled(tmp_path: Path, catalog_file: Path) -> None:
    # One later run with another --target, and uninstall left ~/.claude/skills full: the record must keep
    # every folder the agent wrote into until they are taken out.
    claude = tmp_path / "user" / ".claude" / "skills"
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--target", "claude-code").exit_code == 0
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--target", str(tmp_path / "t")).exit_code == 0
    done = run("agent", "--uninstall", "--json")
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["removed"] == {
        str(tmp_path / "t"): ["alpha", "beta"],
        str(claude): ["alpha", "beta"],
    }
    assert list(claude.iterdir()) == []


def test_uninstall_names_the_preset_folders_off_the_record_and_the_flags_that_reach_them(
    tmp_path: Path, catalog_file: Path
) -> None:
    # An agent from before the record kept earlier runs' targets left them off it: named, not taken.
    shared = tmp_path / "user" / ".agents" / "skills"
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--target", "codex").exit_code == 0
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--target", str(tmp_path / "t")).exit_code == 0
    conn = sqlite3.connect(tmp_path / "skhome" / "node" / "synced.db")
    with conn:
        conn.execute("DELETE FROM meta WHERE key = 'earlier_targets'")
    conn.close()
    said = run("agent", "--uninstall").output
    assert f"also in {shared} (alpha, beta)" in said and "`skillkeeper agent --uninstall --target agents`" in said
    assert sorted(p.name for p in shared.iterdir()) == ["alpha", "beta"]
    assert run("agent", "--uninstall", "--target", "agents").exit_code == 0
    assert list(shared.iterdir()) == []


def test_uninstall_without_a_recorded_sync_asks_for_the_targets() -> None:
    result = run("agent", "--uninstall")
    assert result.exit_code == 2
    assert "no sync of a node agent is recorded" in result.output and "--target or --preset" in result.output


def test_uninstall_refuses_while_an_agent_holds_the_lock_but_a_dry_run_does_not(
    tmp_path: Path, catalog_file: Path
) -> None:
    from skillkeeper.node import state

    target = tmp_path / "shared"
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--target", str(target)).exit_code == 0
    with state.agent_lock(tmp_path / "skhome"):  # as a running agent holds it
        refused = run("agent", "--uninstall")
        assert refused.exit_code == 1 and "another skillkeeper agent is running" in refused.output
        assert run("agent", "--uninstall", "--dry-run").exit_code == 0
    assert sorted(p.name for p in target.iterdir()) == ["alpha", "beta"]


def test_uninstall_takes_the_openclaw_folder_off_its_load_path_and_keeps_the_users_entries(
    tmp_path: Path, catalog_file: Path
) -> None:
    config = tmp_path / "user" / ".openclaw" / "openclaw.json"
    config.parent.mkdir()
    text = '{\n  "agents": { "defaults": { "model": "x" } },\n  "skills": { "load": { "extraDirs": ["~/mine"] } }\n}\n'
    config.write_text(text)
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--preset", "openclaw").exit_code == 0
    ours = str(tmp_path / "skhome" / "openclaw-skills")
    assert json.loads(config.read_text())["skills"]["load"]["extraDirs"] == ["~/mine", ours]
    done = run("agent", "--uninstall")
    assert done.exit_code == 0, done.output
    assert f"took it out of skills.load.extraDirs in {config}" in done.stdout
    assert config.read_text() == text


def test_uninstall_gives_back_the_openclaw_config_as_it_was_and_removes_the_empty_folder(
    tmp_path: Path, catalog_file: Path
) -> None:
    config = tmp_path / "user" / ".openclaw" / "openclaw.json"
    config.parent.mkdir()
    text = '{\n  "agents": {\n    "defaults": {\n      "model": "x"\n    }\n  }\n}\n'
    config.write_text(text)
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--preset", "openclaw").exit_code == 0
    ours = tmp_path / "skhome" / "openclaw-skills"
    assert json.loads(config.read_text())["skills"] == {"load": {"extraDirs": [str(ours)]}}  # keys registering made
    done = run("agent", "--uninstall")
    assert done.exit_code == 0, done.output
    assert config.read_text() == text  # no "skills": {"load": {"extraDirs": []}} left behind
    assert not ours.exists()


def test_doctor_node_after_an_uninstall_says_so_until_the_agent_syncs_again(tmp_path: Path, catalog_file: Path) -> None:
    (tmp_path / "user" / ".claude").mkdir(parents=True)
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--preset", "auto").exit_code == 0
    assert run("agent", "--uninstall").exit_code == 0
    after = run("doctor", "--node", "--json")
    assert after.exit_code == 0, after.output
    [check] = json.loads(after.stdout)["checks"]
    assert check["check"] == "node sync" and check["status"] == "ok"
    assert check["why"].startswith("the node agent was uninstalled here ")
    assert f"taken out of {tmp_path / 'user' / '.claude' / 'skills'} and no sync ran since" in check["why"]
    assert run("agent", "--once", "--catalog-file", str(catalog_file), "--preset", "auto").exit_code == 0
    again = json.loads(run("doctor", "--node", "--json").stdout)["checks"]
    assert "uninstalled" not in again[0]["why"] and len(again) > 1


@pytest.mark.parametrize(
    ("flag", "typed", "meant"), [("--target", "claude-cod", "claude-code"), ("--preset", "atuo", "auto")]
)
def test_a_mistyped_target_or_preset_is_a_usage_error_naming_the_one_meant(
    server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flag: str, typed: str, meant: str
) -> None:
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "tok")
    result = run("agent", "--once", "--server", server.url, flag, typed)
    assert result.exit_code == 2, result.output
    assert f"(did you mean {meant}?)" in result.output and len(result.output.strip().splitlines()) == 1
    assert server.pulls == []


def test_a_dry_run_against_a_server_writes_no_node_id(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_server: FakeServer
) -> None:
    fake_server.payload = payload([make_skill("alpha")])
    monkeypatch.setenv("SKILLKEEPER_HOME", str(tmp_path / "sk"))
    monkeypatch.setenv("SKILLKEEPER_TOKEN", "skk_fleet")
    result = run("agent", "--once", "--dry-run", "--server", fake_server.url, "--target", str(tmp_path / "t"))
    assert result.exit_code == 0, result.output
    assert not (tmp_path / "sk").exists() and not (tmp_path / "t").exists()
    assert fake_server.pulls[0]["body"] == {}  # no id yet, so none is sent
