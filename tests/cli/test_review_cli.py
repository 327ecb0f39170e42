"""`skillkeeper skills inbox`, bulk actions (NAME... and --from-file), --acknowledge and `allowlist`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.cli.review import verdict_text
from tests.factories import skill_md

runner = CliRunner()
_register()
HOOK = Path(__file__).resolve().parents[1] / "review" / "data" / "block-no-verify-hook"


@pytest.fixture(autouse=True)
def _database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)


def _import(tmp_path: Path, *names: str) -> None:
    root = tmp_path / "skills"
    for name in names:
        (root / name).mkdir(parents=True)
        (root / name / "SKILL.md").write_text(skill_md(name))
    assert runner.invoke(app, ["import", str(root)]).exit_code == 0


def test_inbox_filters_and_pages(tmp_path: Path) -> None:
    _import(tmp_path, "pdf-tools", "csv-cleaner", "zip-helper")
    page = json.loads(runner.invoke(app, ["skills", "inbox", "--limit", "2", "--json"]).stdout)
    assert page["total"] == 3 and len(page["items"]) == 2 and page["next_cursor"]
    rest = json.loads(runner.invoke(app, ["skills", "inbox", "--cursor", page["next_cursor"], "--json"]).stdout)
    assert len(rest["items"]) == 1 and rest["next_cursor"] is None
    text = runner.invoke(app, ["skills", "inbox", "-q", "csv"])
    assert text.exit_code == 0 and "csv-cleaner" in text.stdout and "1 of 1 shown" in text.stdout


def test_approve_several_names_and_a_file(tmp_path: Path) -> None:
    _import(tmp_path, "pdf-tools", "csv-cleaner", "zip-helper", "md-linter")
    both = runner.invoke(app, ["skills", "approve", "pdf-tools", "csv-cleaner", "--reason", "read them"])
    assert both.exit_code == 0, both.output
    assert "2 applied, 0 failed" in both.stdout
    listing = tmp_path / "todo.txt"
    listing.write_text("# from the inbox\nzip-helper\nno-such-skill\n")
    mixed = runner.invoke(app, ["skills", "approve", "md-linter", "--from-file", str(listing), "--json"])
    assert mixed.exit_code == 1
    body = json.loads(mixed.stdout)
    assert (body["applied"], body["failed"]) == (2, 1)
    assert next(r for r in body["results"] if r["name"] == "no-such-skill")["status"] == 404
    exported = tmp_path / "inbox.json"
    _import(tmp_path / "more", "late-one")
    exported.write_text(runner.invoke(app, ["skills", "inbox", "--json"]).stdout)
    assert runner.invoke(app, ["skills", "reject", "--from-file", str(exported), "--reason", "no"]).exit_code == 0
    assert json.loads(runner.invoke(app, ["skills", "inbox", "--json"]).stdout)["total"] == 0


def test_from_file_dash_reads_the_list_from_stdin(tmp_path: Path) -> None:
    _import(tmp_path, "pdf-tools", "csv-cleaner", "zip-helper")
    inbox = runner.invoke(app, ["skills", "inbox", "-q", "csv", "--json"]).stdout
    piped = runner.invoke(app, ["skills", "approve", "--from-file", "-", "--reason", "ok"], input=inbox)
    assert piped.exit_code == 0, piped.output
    assert "1 applied, 0 failed" in piped.stdout
    lines = runner.invoke(
        app, ["skills", "reject", "--from-file", "-", "--reason", "no"], input="pdf-tools\nzip-helper\n"
    )
    assert lines.exit_code == 0 and "2 applied, 0 failed" in lines.stdout
    assert json.loads(runner.invoke(app, ["skills", "inbox", "--json"]).stdout)["total"] == 0


def test_the_inbox_names_the_quarantined_skills_it_leaves_out(tmp_path: Path) -> None:
    _import(tmp_path, "pdf-tools")
    clean = runner.invoke(app, ["skills", "inbox"])
    assert "quarantined" not in clean.stdout
    shutil.copytree(HOOK, tmp_path / "held" / HOOK.name)
    assert runner.invoke(app, ["import", str(tmp_path / "held")]).exit_code == 0
    out = runner.invoke(app, ["skills", "inbox"]).stdout.splitlines()
    assert out[-2:] == [
        "1 of 1 shown",
        "1 quarantined skill not listed here (a scan finding holds it back): "
        "`skillkeeper skills inbox --status quarantined` lists it",
    ]
    assert runner.invoke(app, ["skills", "approve", "pdf-tools"]).exit_code == 0
    empty = runner.invoke(app, ["skills", "inbox"]).stdout
    assert "1 quarantined skill not listed here" in empty
    listed = runner.invoke(app, ["skills", "inbox", "--status", "quarantined"]).stdout
    assert HOOK.name in listed and "not listed here" not in listed
    assert "quarantined" not in runner.invoke(app, ["skills", "inbox", "--json"]).stdout.split('"items"')[0]


def test_acknowledge_a_quarantined_hook_installer(tmp_path: Path) -> None:
    shutil.copytree(HOOK, tmp_path / "skills" / HOOK.name)
    assert runner.invoke(app, ["import", str(tmp_path / "skills")]).exit_code == 0
    plain = runner.invoke(app, ["skills", "approve", HOOK.name])
    assert plain.exit_code == 1 and "acknowledg" in plain.stderr
    done = runner.invoke(
        app,
        ["skills", "approve", HOOK.name, "--acknowledge", "SK-SELF-GLOBAL-CONFIG", "--reason", "hooks on purpose"],
    )
    assert done.exit_code == 0, done.output
    assert "quarantined -> active" in done.stdout and "acknowledged SK-SELF-GLOBAL-CONFIG" in done.stdout


def test_allowlist_add_list_remove(tmp_path: Path) -> None:
    runner.invoke(app, ["tenants", "create", "default"])
    added = runner.invoke(
        app, ["allowlist", "add", "SK-SELF-GLOBAL-CONFIG", "--path", "SKILL.md", "--reason", "hook installers"]
    )
    assert added.exit_code == 0 and "entry 1" in added.stdout
    listed = json.loads(runner.invoke(app, ["allowlist", "list", "--json"]).stdout)["entries"]
    assert [(e["code"], e["path_glob"]) for e in listed] == [("SK-SELF-GLOBAL-CONFIG", "SKILL.md")]
    shutil.copytree(HOOK, tmp_path / "skills" / HOOK.name)
    imported = json.loads(runner.invoke(app, ["import", str(tmp_path / "skills"), "--json"]).stdout)
    assert imported["summary"]["quarantined"] == 0
    assert runner.invoke(app, ["allowlist", "remove", str(listed[0]["id"])]).exit_code == 0
    gone = runner.invoke(app, ["allowlist", "remove", str(listed[0]["id"])])
    assert gone.exit_code == 1 and gone.stderr.count("\n") == 1
    bad = runner.invoke(app, ["allowlist", "add", "not-a-code", "--reason", "x"])
    assert bad.exit_code == 1 and "rule code" in bad.stderr


@pytest.mark.e2e
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the wire is what is tested, not the engine
def test_inbox_bulk_and_allowlist_over_the_rest_api(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.factories import tenant_token
    from tests.serving import running_server

    token = tenant_token(db_url, "acme", "ops", "skills:read,skills:review,skills:admin")
    _import_to(tmp_path, "acme", "pdf-tools", "csv-cleaner", "zip-helper")
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", "sqlite:////nonexistent/never/used.db")
    monkeypatch.setenv("SKILLKEEPER_TOKEN", token)
    with running_server(db_url) as url:
        page = json.loads(runner.invoke(app, ["skills", "inbox", "--limit", "2", "--json", "--server", url]).stdout)
        assert page["total"] == 3 and page["next_cursor"]
        done = runner.invoke(app, ["skills", "approve", "pdf-tools", "csv-cleaner", "nope-x", "--server", url])
        assert done.exit_code == 1 and "2 applied, 1 failed" in done.stdout
        added = runner.invoke(
            app, ["allowlist", "add", "SK-SELF-GLOBAL-CONFIG", "--reason", "hooks", "--json", "--server", url]
        )
        assert added.exit_code == 0, added.output
        listed = json.loads(runner.invoke(app, ["allowlist", "list", "--json", "--server", url]).stdout)
        assert [e["code"] for e in listed["entries"]] == ["SK-SELF-GLOBAL-CONFIG"]
        assert (
            runner.invoke(app, ["allowlist", "remove", str(json.loads(added.stdout)["id"]), "--server", url]).exit_code
            == 0
        )


def _import_to(tmp_path: Path, tenant: str, *names: str) -> None:
    root = tmp_path / "remote-skills"
    for name in names:
        (root / name).mkdir(parents=True)
        (root / name / "SKILL.md").write_text(skill_md(name))
    assert runner.invoke(app, ["import", str(root), "--tenant", tenant]).exit_code == 0


def test_inbox_says_informational_findings_as_such_beside_the_verdict() -> None:
    info = {"code": "SK-CRED-MCP-CONFIG", "severity": "info"}
    warn = {"code": "SK-NET-FETCH", "severity": "warn"}
    assert verdict_text({"verdict": "clean", "findings": [info]}) == "clean (info: SK-CRED-MCP-CONFIG)"
    both = verdict_text({"verdict": "warn", "findings": [warn, info]})
    assert both == "warn [SK-NET-FETCH] (info: SK-CRED-MCP-CONFIG)"
    assert verdict_text({"verdict": "clean", "findings": []}) == "clean"


def _as_user(monkeypatch: pytest.MonkeyPatch, user: str) -> None:
    for var in ("LOGNAME", "USER", "LNAME", "USERNAME"):  # what getpass.getuser() reads first
        monkeypatch.setenv(var, user)


def test_the_local_operator_is_recorded_by_os_user_so_a_second_reviewer_can_approve(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert runner.invoke(app, ["tenants", "create", "default"]).exit_code == 0
    two = ["tenants", "settings", "default", "--set", "require_second_reviewer=true"]
    assert runner.invoke(app, two).exit_code == 0
    _as_user(monkeypatch, "alice")
    _import(tmp_path, "pdf-tools")
    own = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert own.exit_code == 1
    assert (
        "'operator:alice' wrote it; another reviewer must approve it (another user of this database (a login other "
        "than 'alice') may approve"
    ) in own.output
    _as_user(monkeypatch, "bob")
    other = runner.invoke(app, ["skills", "approve", "pdf-tools", "--reason", "read it"])
    assert other.exit_code == 0, other.output
    events = json.loads(runner.invoke(app, ["audit", "--skill", "pdf-tools", "--json"]).stdout)["items"]
    assert [(e["action"], e["actor"]) for e in events] == [("approve", "operator:bob"), ("created", "operator:alice")]


def test_an_empty_tenants_hints_name_that_tenant() -> None:
    assert runner.invoke(app, ["tenants", "create", "acme"]).exit_code == 0
    listed = runner.invoke(app, ["skills", "list", "--tenant", "acme"])
    assert "add some with `skillkeeper import PATH --tenant acme`" in listed.stdout
    waiting = runner.invoke(app, ["skills", "inbox", "--tenant", "acme"])
    assert "`skillkeeper skills inbox --status all --tenant acme` shows every waiting skill" in waiting.stdout
    allowed = runner.invoke(app, ["allowlist", "list", "--tenant", "acme"])
    assert "`skillkeeper allowlist add CODE --reason WHY --tenant acme` adds an entry" in allowed.stdout


def test_the_inbox_and_show_say_the_waiting_content_was_rejected_before(tmp_path: Path) -> None:
    _import(tmp_path, "pdf-tools")
    assert runner.invoke(app, ["skills", "reject", "pdf-tools", "--reason", "phones home"]).exit_code == 0
    md = tmp_path / "skills" / "pdf-tools" / "SKILL.md"
    rejected = md.read_text()
    md.write_text(rejected + "\nFixed.\n")
    assert runner.invoke(app, ["import", str(md.parent.parent)]).exit_code == 0
    md.write_text(rejected)  # the rejected content, again
    assert runner.invoke(app, ["import", str(md.parent.parent)]).exit_code == 0
    listed = runner.invoke(app, ["skills", "inbox"])
    assert "rejected before as revision 1" in listed.stdout, listed.output
    shown = runner.invoke(app, ["skills", "show", "pdf-tools"])
    assert "rejected before as revision 1" in shown.stdout, shown.output
