"""`skillkeeper install` from the terminal, in-process, against a fake home."""

from __future__ import annotations

import json
import os
import shutil
import sys
from contextlib import closing
from pathlib import Path

import pytest
from click.testing import Result
from typer.testing import CliRunner

from skillkeeper.access.actor import Actor
from skillkeeper.cli import _register, app
from skillkeeper.clients.formats import loads
from skillkeeper.clients.registry import NAMES
from skillkeeper.keeper import Keeper
from tests.cli.mint import assert_runnable_mint_hint
from tests.clients.homes import CONFIGS, make_home
from tests.factories import make_skill
from tests.serving import refused_port

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the fake home uses the Linux layout")


def run(home: Path, *args: str, env: dict[str, str] | None = None) -> Result:
    _register()
    full = {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "CODEX_HOME": None,
        "APPDATA": None,
        "SKILLKEEPER_TOKEN": None,
        **(env or {}),
    }
    return CliRunner().invoke(app, ["install", *args], prog_name="skillkeeper", env=full)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return make_home(tmp_path, "linux").home


def test_install_then_reinstall_then_remove_in_json(home: Path) -> None:
    first = run(home, "--json")
    assert first.exit_code == 0, first.output
    doc = json.loads(first.output)
    assert doc["dry_run"] is False
    rows = doc["changes"]
    assert {r["client"]: r["action"] for r in rows if r["client"] != "companion-skill"} == dict.fromkeys(NAMES, "added")
    assert set(rows[0]) == {"client", "file", "action", "backup", "message"}
    assert all(
        r["backup"].startswith(r["file"] + ".skillkeeper-backup-") for r in rows if r["client"] != "companion-skill"
    )
    second = json.loads(run(home, "--json").output)["changes"]
    assert {r["action"] for r in second} == {"unchanged"}
    removed = json.loads(run(home, "--remove", "--json").output)["changes"]
    assert {r["action"] for r in removed} == {"removed"}
    assert run(home).exit_code == 0
    # `--uninstall`, the word `agent --uninstall` uses, does the same.
    uninstalled = json.loads(run(home, "--uninstall", "--json").output)["changes"]
    assert uninstalled == [{**r, "backup": u["backup"]} for r, u in zip(removed, uninstalled, strict=True)]
    assert json.loads(run(home, "--dry-run", "--json").output)["dry_run"] is True


def test_text_output_names_each_change_and_warns_about_an_unset_token(home: Path) -> None:
    result = run(home, "--client", "cursor", "--server", "http://127.0.0.1:8765")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("added     cursor ")
    assert "note: SKILLKEEPER_TOKEN is not set in this shell" in lines[-2]
    assert "`export SKILLKEEPER_TOKEN=$(skillkeeper tokens create --tenant " in lines[-2]
    assert lines[-2].endswith(
        "in the environment they start from (T is your tenant's name; `skillkeeper tenants list` on the server's "
        "machine shows them)"
    )
    assert_runnable_mint_hint(lines[-2].replace("$(", "`").replace(")`", "`"))
    # It ended there: nothing said that a running client must restart, or how to check it.
    assert lines[-1] == (
        "next: restart cursor (a running client reads its config only when it starts), then "
        "`skillkeeper doctor --server http://127.0.0.1:8765` checks what they are served"
    )
    again = run(home, "--client", "cursor", "--server", "http://127.0.0.1:8765").output
    assert "next:" not in again  # nothing changed: nothing to restart
    entry = json.loads((home / ".cursor" / "mcp.json").read_text())["mcpServers"]["skillkeeper"]
    assert entry == {
        "url": "http://127.0.0.1:8765/mcp",
        "headers": {"Authorization": "Bearer ${env:SKILLKEEPER_TOKEN}"},
    }


def test_dry_run_writes_nothing(home: Path) -> None:
    result = run(home, "--dry-run", "--all")
    assert result.exit_code == 0, result.output
    # Then the notes (here: no database yet), as after a real run.
    assert result.output.splitlines()[-2:][0] == "dry run: nothing was changed"
    assert (home / ".cursor" / "mcp.json").read_text() == CONFIGS["cursor"]
    assert not (home / ".agents").exists()


def test_dry_run_labels_each_change_as_what_it_would_do(home: Path) -> None:
    # The column said "added" / "updated" although nothing was written.
    result = run(home, "--dry-run", "--client", "cursor")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("would add    cursor          "), result.output
    run(home, "--client", "cursor")
    again = run(home, "--dry-run", "--client", "cursor", "--server", "http://127.0.0.1:8765").output
    assert again.startswith("would update cursor          "), again
    assert "\nunchanged    companion-skill " in again, again
    assert run(home, "--dry-run", "--client", "cursor", "--remove").output.startswith("would remove cursor ")
    # --json keeps the action the change is (with "dry_run": true beside it).
    doc = json.loads(run(home, "--dry-run", "--client", "cursor", "--server", "http://x:1", "--json").output)
    assert [r["action"] for r in doc["changes"] if r["client"] == "cursor"] == ["updated"]


def test_a_broken_file_warns_and_the_others_are_written_but_named_it_exits_1(home: Path) -> None:
    (home / ".gemini" / "settings.json").write_text("{ not json")
    result = run(home, "--json")
    assert result.exit_code == 0, result.output
    rows = {r["client"]: r for r in json.loads(result.output)["changes"]}
    assert rows["gemini"]["action"] == "skipped" and "settings.json" in rows["gemini"]["message"]
    assert rows["gemini"]["message"].startswith(f"{home / '.gemini' / 'settings.json'}: warning: cannot parse: ")
    assert rows["cursor"]["action"] == "added"
    named = run(home, "--client", "gemini", "--client", "cursor", "--json")
    assert named.exit_code == 1
    assert {r["client"]: r["action"] for r in json.loads(named.output)["changes"]}["gemini"] == "error"


def test_a_broken_file_of_the_only_client_is_one_error_line_and_nothing_is_written(tmp_path: Path) -> None:
    # The companion skill was added and a note spoke of "the clients' `skillkeeper mcp`" although no client
    # was wired: the error line, the one step to take, drowned in lines about what nothing would use.
    home = make_home(tmp_path, "linux", clients=("cursor",)).home
    path = home / ".cursor" / "mcp.json"
    path.write_text('{"mcpServers": {,}\n')
    before = sorted(p.relative_to(home) for p in home.rglob("*"))
    result = run(home, env={"SKILLKEEPER_HOME": str(tmp_path / "sk")})
    assert result.exit_code == 1, result.output
    [line] = result.output.splitlines()
    # The file once, first, as every line names it (the message alone, for --json, holds it too).
    assert line.startswith(f"error     cursor          {path}: cannot parse: ") and line.count(str(path)) == 1
    assert "left untouched: fix it and rerun, or add mcpServers.skillkeeper yourself: {" in line
    assert path.read_text() == '{"mcpServers": {,}\n'
    assert sorted(p.relative_to(home) for p in home.rglob("*")) == before  # no backup, no companion skill


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--client", "emacs"), "unknown client 'emacs'"),
        (("--server", "http://x", "--stdio"), "pass one of --server URL, --stdio or --node"),
        (("--node", "--stdio"), "pass one of --server URL, --stdio or --node"),
        (("--node", "--tenant", "acme"), "--node serves this node's own catalog"),
        (("--client", "zed", "--all"), "either --client NAME or --all"),
        (("--server", "nope"), "is not an http(s) URL"),
    ],
)
def test_bad_options_are_one_line_errors(home: Path, args: tuple[str, ...], message: str) -> None:
    result = run(home, *args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_help_says_what_the_default_is(home: Path) -> None:
    result = run(home, "--help")
    assert result.exit_code == 0
    assert "also the default" in result.output and "--stdio" in result.output


def test_named_client_gets_the_custom_server_name(home: Path) -> None:
    result = run(home, "--client", "codex", "--name", "team", "--server", "https://s.example/mcp")
    assert result.exit_code == 0, result.output
    text = (home / ".codex" / "config.toml").read_text()
    assert '[mcp_servers.team]\nurl = "https://s.example/mcp"\nbearer_token_env_var = "SKILLKEEPER_TOKEN"\n' in text


def test_stdio_entry_starts_the_skillkeeper_script_by_its_absolute_path(home: Path) -> None:
    # Clients (GUI apps above all) start servers without the shell's PATH: a bare name may not resolve.
    result = run(home, "--client", "cursor")
    assert result.exit_code == 0, result.output
    command = json.loads((home / ".cursor" / "mcp.json").read_text())["mcpServers"]["skillkeeper"]["command"]
    assert Path(command).is_absolute() and Path(command).name == "skillkeeper"
    assert os.access(command, os.X_OK)


def test_install_names_the_tenant_holding_the_skills_when_the_local_one_has_none(
    home: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    keeper = Keeper.open(db_url)
    try:
        tenant = keeper.tenants.create("acme")
        keeper.lifecycle.write(Actor.operator(tenant.id), make_skill("pdf-tools"), source="manual", status="active")
    finally:
        keeper.close()
    result = run(home, "--client", "cursor")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        "note: the stdio entry serves tenant 'default', which does not exist in the database (`skillkeeper mcp` "
        "creates it empty); active skills are in acme (1): `skillkeeper install --tenant acme`"
    )
    keeper = Keeper.open(db_url)
    try:
        keeper.tenants.create("empty")
    finally:
        keeper.close()
    empty = run(home, "--client", "cursor", "--tenant", "empty")
    assert empty.output.splitlines()[-1].startswith("note: the stdio entry serves tenant 'empty', which has no active")
    again = run(home, "--client", "cursor", "--tenant", "acme")
    assert again.exit_code == 0 and "note:" not in again.output, again.output
    entry = json.loads((home / ".cursor" / "mcp.json").read_text())["mcpServers"]["skillkeeper"]
    assert entry["env"]["SKILLKEEPER_TENANT"] == "acme"


def test_the_shared_agents_folder_is_one_line_naming_every_client_reading_it(home: Path) -> None:
    result = run(home)
    assert result.exit_code == 0, result.output
    shared = [line for line in result.output.splitlines() if ".agents/skills/using-skillkeeper" in line]
    assert len(shared) == 1
    assert "(read by " in shared[0] and "Cursor" in shared[0] and "Codex" in shared[0]


def test_remove_says_the_node_agents_skills_stay_and_how_to_take_them_out(tmp_path: Path) -> None:
    from skillkeeper.node.catalog import encode_skill
    from tests.node.payloads import make_skill as node_skill

    _register()  # `agent` below runs before any `run` has registered the commands (this test alone)
    home = make_home(tmp_path, "linux", clients=("codex", "gemini")).home
    catalog = tmp_path / "catalog.json"
    catalog.write_text(json.dumps({"tenant": "acme", "skills": [encode_skill(node_skill("alpha"))]}))
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "CODEX_HOME": None}
    agent = CliRunner().invoke(app, ["agent", "--once", "--catalog-file", str(catalog), "--preset", "auto"], env=env)
    assert agent.exit_code == 0, agent.output
    assert run(home, "--server", "http://127.0.0.1:8765").exit_code == 0
    removed = run(home, "--remove")
    assert removed.exit_code == 0, removed.output
    shared = home / ".agents" / "skills"
    assert (
        f"note: the node agent's skills stay in {shared}: stop the agent, then `skillkeeper agent --uninstall` "
        "takes them out"
    ) in removed.output
    assert CliRunner().invoke(app, ["agent", "--uninstall"], env=env).exit_code == 0
    assert "node agent's skills stay" not in run(home, "--remove").output


def test_no_mcp_client_on_the_machine_exits_1_and_says_how_to_name_one(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    for args in ((), ("--json",), ("--dry-run",)):
        result = run(empty, *args)
        assert result.exit_code == 1, result.output
        assert result.stdout == ""
        assert result.stderr.startswith("error: no MCP client found on this machine")
        assert "--client NAME (one of claude-desktop, claude-code" in result.stderr
    assert not (empty / ".skillkeeper").exists() and not (empty / ".agents").exists()
    assert run(empty, "--client", "claude-code").exit_code == 0
    assert run(tmp_path / "empty", "--remove").exit_code == 0


def test_remove_takes_out_only_the_files_blocks_and_folders_install_created(tmp_path: Path) -> None:
    user = tmp_path / "user"
    for folder in (".cursor", ".claude", ".codex"):
        (user / folder).mkdir(parents=True)
    (user / ".claude.json").write_text('{"other": 1}\n')  # the user's file, without an mcpServers block
    (user / ".agents").mkdir()  # the user's folder: it stays
    env = {"SKILLKEEPER_HOME": str(tmp_path / "sk")}
    assert run(user, env=env).exit_code == 0
    assert (user / ".cursor" / "mcp.json").is_file() and (user / ".agents" / "skills" / "using-skillkeeper").is_dir()
    removed = run(user, "--remove", env=env)
    assert removed.exit_code == 0, removed.output
    assert "which install had created" in removed.stdout
    assert not (user / ".cursor" / "mcp.json").exists() and not (user / ".codex" / "config.toml").exists()
    assert json.loads((user / ".claude.json").read_text()) == {"other": 1}
    assert not (user / ".claude" / "skills").exists() and not (user / ".agents" / "skills").exists()
    assert (user / ".agents").is_dir() and (user / ".cursor").is_dir()
    assert not (tmp_path / "sk" / "install-created.json").exists()


def test_remove_keeps_a_block_and_folders_that_were_there_before_install(tmp_path: Path) -> None:
    user = tmp_path / "user"
    (user / ".cursor").mkdir(parents=True)
    (user / ".cursor" / "mcp.json").write_text('{"mcpServers": {}}\n')
    (user / ".agents" / "skills").mkdir(parents=True)
    env = {"SKILLKEEPER_HOME": str(tmp_path / "sk")}
    assert run(user, env=env).exit_code == 0
    assert run(user, "--remove", env=env).exit_code == 0
    assert json.loads((user / ".cursor" / "mcp.json").read_text()) == {"mcpServers": {}}
    assert (user / ".agents" / "skills").is_dir()


def test_remove_cleans_what_an_install_older_than_the_record_created(tmp_path: Path) -> None:
    user = tmp_path / "user"
    for folder in (".cursor", ".claude", ".codex", ".gemini"):
        (user / folder).mkdir(parents=True)
    (user / ".claude.json").write_text('{"other": 1}\n')  # the user's: install adds the block (and backs it up)
    (user / ".gemini" / "settings.json").write_text('{"mcpServers": {"mine": {"command": "x"}}}\n')
    env = {"SKILLKEEPER_HOME": str(tmp_path / "sk")}
    assert run(user, env=env).exit_code == 0
    (tmp_path / "sk" / "install-created.json").unlink()  # as an install before the record left things
    removed = run(user, "--remove", env=env)
    assert removed.exit_code == 0, removed.output
    assert not (user / ".cursor" / "mcp.json").exists() and not (user / ".codex" / "config.toml").exists()
    assert json.loads((user / ".claude.json").read_text()) == {"other": 1}
    assert json.loads((user / ".gemini" / "settings.json").read_text()) == {"mcpServers": {"mine": {"command": "x"}}}


def test_remove_takes_out_the_empty_file_an_older_remove_left_but_never_a_users(tmp_path: Path) -> None:
    user = tmp_path / "user"
    (user / ".cursor").mkdir(parents=True)
    (user / ".windsurf").mkdir()
    # An older install made ~/.cursor/mcp.json, and an older remove emptied it (backing up our entry first).
    (user / ".cursor" / "mcp.json").write_text('{\n  "mcpServers": {}\n}\n')
    ours = '{"mcpServers": {"skillkeeper": {"command": "skillkeeper", "args": ["mcp"]}}}'
    (user / ".cursor" / "mcp.json.skillkeeper-backup-20261203T101500").write_text(ours)
    (user / ".codeium" / "windsurf").mkdir(parents=True)
    (user / ".codeium" / "windsurf" / "mcp_config.json").write_text('{"mcpServers": {}}\n')  # the user's, no backup
    removed = run(user, "--remove", env={"SKILLKEEPER_HOME": str(tmp_path / "sk")})
    assert removed.exit_code == 0, removed.output
    assert "which install had created and left empty" in removed.stdout
    assert not (user / ".cursor" / "mcp.json").exists()
    assert (user / ".codeium" / "windsurf" / "mcp_config.json").read_text() == '{"mcpServers": {}}\n'


def test_remove_takes_the_companion_skill_out_where_its_client_is_gone_and_leaves_a_users_own(tmp_path: Path) -> None:
    user = tmp_path / "user"
    (user / ".cursor").mkdir(parents=True)
    env = {"SKILLKEEPER_HOME": str(tmp_path / "sk")}
    assert run(user, env=env).exit_code == 0
    mine = user / ".claude" / "skills" / "using-skillkeeper"
    mine.mkdir(parents=True)
    (mine / "SKILL.md").write_text("my own notes\n")
    shutil.rmtree(user / ".cursor")  # Cursor uninstalled: no client reads ~/.agents/skills now
    (tmp_path / "sk" / "install-created.json").unlink()
    removed = run(user, "--remove", env=env)
    assert removed.exit_code == 0, removed.output
    assert not (user / ".agents" / "skills" / "using-skillkeeper").exists()
    assert (mine / "SKILL.md").read_text() == "my own notes\n"


def test_install_says_when_no_tenant_has_an_active_skill_yet_and_where_they_wait(
    home: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    keeper = Keeper.open(db_url)
    try:
        tenant = keeper.tenants.create("acme")
        keeper.lifecycle.write(Actor.operator(tenant.id), make_skill("pdf-tools"), source="manual")  # staged
    finally:
        keeper.close()
    result = run(home, "--client", "cursor", "--tenant", "acme")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        "note: the stdio entry serves tenant 'acme', which has no active skills yet: its agents see an empty "
        "catalog until a reviewer approves one (`skillkeeper skills inbox --tenant acme` lists what waits)"
    )


def test_install_names_the_tenants_there_are_when_its_tenant_is_missing_and_none_has_skills_yet(
    home: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # It said nothing, and the clients' `skillkeeper mcp` created an empty 'default' on its first start.
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    with closing(Keeper.open(db_url)) as keeper:
        for name in ("acme", "globex"):
            keeper.tenants.create(name)
    result = run(home, "--client", "cursor", "--tenant", "acmee")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        "note: the stdio entry serves tenant 'acmee', which does not exist in the database (`skillkeeper mcp` "
        "creates it empty); tenants here: acme, globex: `skillkeeper install --tenant acme`"
    )
    assert "next: restart" not in result.output  # the note names the step to take first


def test_install_node_before_any_sync_says_the_agent_fills_the_catalog_first(tmp_path: Path) -> None:
    user = tmp_path / "user"
    (user / ".cursor").mkdir(parents=True)
    result = run(user, "--node", env={"SKILLKEEPER_HOME": str(tmp_path / "sk")})
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        "note: no node sync is recorded in this home yet, so `skillkeeper mcp --node` serves only local skills: "
        "`skillkeeper agent --server URL --once` (SKILLKEEPER_TOKEN holding a fleet:report token) fills its "
        "catalog, then restart the clients"
    )


def test_remove_does_not_count_another_homes_agent_skills_as_this_agents(tmp_path: Path) -> None:
    from skillkeeper.cli import _register
    from skillkeeper.node.catalog import encode_skill
    from tests.node.payloads import make_skill as node_skill

    _register()  # every command group, `agent` too, whichever test ran first

    home = make_home(tmp_path, "linux", clients=("codex", "gemini")).home
    catalog = tmp_path / "catalog.json"
    catalog.write_text(json.dumps({"tenant": "acme", "skills": [encode_skill(node_skill("alpha"))]}))
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "CODEX_HOME": None}
    sync = ["agent", "--once", "--catalog-file", str(catalog), "--target", str(home / ".agents" / "skills")]
    other = {**env, "SKILLKEEPER_HOME": str(tmp_path / "other-home")}
    assert CliRunner().invoke(app, sync, env=other).exit_code == 0
    catalog.write_text(json.dumps({"tenant": "acme", "skills": []}))
    assert CliRunner().invoke(app, sync, env=env).exit_code == 0  # this home's agent: nothing of its own there
    assert run(home, "--server", "http://127.0.0.1:8765").exit_code == 0
    removed = run(home, "--remove")
    assert removed.exit_code == 0, removed.output
    assert "node agent's skills stay" not in removed.output


@pytest.mark.parametrize("record", [True, False], ids=["recorded", "older-install"])
def test_remove_takes_out_the_whole_nested_block_install_added_and_no_more(tmp_path: Path, record: bool) -> None:
    # OpenClaw keeps servers under `mcp.servers`: a file without `mcp` got both, and both go again.
    user = tmp_path / "user"
    (user / ".openclaw").mkdir(parents=True)
    mine = '{\n  // mine\n  "skills": {"load": {"extraDirs": ["~/my-skills"]}},\n}\n'
    (user / ".openclaw" / "openclaw.json").write_text(mine)
    kept = '{\n  "mcp": {"port": 7},\n}\n'  # a user's `mcp` block without servers: only `servers` was ours
    env = {"SKILLKEEPER_HOME": str(tmp_path / "sk")}
    assert run(user, "--client", "openclaw", env=env).exit_code == 0
    if not record:
        (tmp_path / "sk" / "install-created.json").unlink()
    removed = run(user, "--client", "openclaw", "--remove", env=env)
    assert removed.exit_code == 0, removed.output
    assert (user / ".openclaw" / "openclaw.json").read_text() == mine
    (user / ".openclaw" / "openclaw.json").write_text(kept)
    assert run(user, "--client", "openclaw", env=env).exit_code == 0
    assert run(user, "--client", "openclaw", "--remove", env=env).exit_code == 0
    assert loads("jsonc", (user / ".openclaw" / "openclaw.json").read_text()) == {"mcp": {"port": 7}}


def test_remove_takes_out_the_folders_it_made_for_a_named_absent_client(tmp_path: Path) -> None:
    # `install --client claude-desktop` made ~/.config/Claude; left there after --remove, it made Claude Desktop
    # look present, so the next plain `install` wrote its config again.
    user = tmp_path / "user"
    (user / ".config").mkdir(parents=True)
    env = {"SKILLKEEPER_HOME": str(tmp_path / "sk")}
    assert run(user, "--client", "claude-desktop", env=env).exit_code == 0
    assert (user / ".config" / "Claude" / "claude_desktop_config.json").is_file()
    assert run(user, "--client", "claude-desktop", "--remove", env=env).exit_code == 0
    assert not (user / ".config" / "Claude").exists() and (user / ".config").is_dir()
    assert "no MCP client found on this machine" in run(user, env=env).output


def test_install_on_a_machine_without_a_database_says_how_to_fill_it_first(tmp_path: Path) -> None:
    user = tmp_path / "user"
    (user / ".cursor").mkdir(parents=True)
    result = run(user, "--tenant", "acme", env={"SKILLKEEPER_HOME": str(tmp_path / "sk")})
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        f"note: no database at {tmp_path / 'sk' / 'skillkeeper.db'} yet, so the clients' `skillkeeper mcp` creates "
        "it empty on its first start: `skillkeeper import DIR --tenant acme` puts your skills in it first"
    )
    assert not (tmp_path / "sk" / "skillkeeper.db").exists()  # install itself creates no database


def test_install_warns_when_nothing_listens_at_a_server_url_on_this_machine(home: Path) -> None:
    import socket

    with refused_port() as port:
        result = run(home, "--client", "cursor", "--server", f"http://127.0.0.1:{port}")
        secret = run(home, "--client", "cursor", "--server", f"http://reader:s3cret@127.0.0.1:{port}")
    assert result.exit_code == 0, result.output  # the entry is written all the same: the server may start later
    assert f"warning: cannot reach http://127.0.0.1:{port} (" in result.output
    assert "is `skillkeeper serve` running there?" in result.output
    (warned,) = [line for line in secret.output.splitlines() if line.startswith("warning:")]
    assert warned.startswith(f"warning: cannot reach http://127.0.0.1:{port} (") and "s3cret" not in warned
    with closing(socket.socket()) as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen()
        served = f"http://127.0.0.1:{listening.getsockname()[1]}"
        answered = run(home, "--client", "cursor", "--server", served)
    assert answered.exit_code == 0, answered.output
    assert "warning:" not in answered.output
