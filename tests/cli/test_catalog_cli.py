from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.access.actor import operator_name
from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from tests.factories import skill_md

runner = CliRunner()
_register()


@pytest.fixture(autouse=True)
def _database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)


def _corpus(tmp_path: Path) -> Path:
    root = tmp_path / "skills"
    for name in ("pdf-tools", "csv-cleaner"):
        (root / name).mkdir(parents=True)
        (root / name / "SKILL.md").write_text(skill_md(name))
    (root / "broken").mkdir()
    (root / "broken" / "SKILL.md").write_text("---\nname: [unclosed\n---\n")
    return root


def test_import_json_lists_every_folder(tmp_path: Path) -> None:
    result = runner.invoke(app, ["import", str(_corpus(tmp_path)), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["summary"] == {"found": 3, "imported": 2, "updated": 0, "unchanged": 0, "quarantined": 0, "rejected": 1}
    assert "YAML" in data["rejected"][0]["reasons"][0]


def test_a_deprecated_skill_refuses_approve_naming_the_way_back_which_works(tmp_path: Path) -> None:
    root = _corpus(tmp_path)
    assert runner.invoke(app, ["import", str(root)]).exit_code == 0
    assert runner.invoke(app, ["skills", "approve", "pdf-tools"]).exit_code == 0
    assert runner.invoke(app, ["skills", "deprecate", "pdf-tools"]).exit_code == 0
    refused = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert refused.exit_code == 1
    assert refused.stderr.strip().endswith(
        "it is deprecated with nothing waiting for review; to serve it again, write a changed revision of it "
        "(import its folder edited) and approve that one"
    )
    same = runner.invoke(app, ["import", str(root / "pdf-tools")])
    assert "pdf-tools: unchanged, so still deprecated (not served); to serve it again," in same.stdout
    (root / "pdf-tools" / "SKILL.md").write_text(skill_md("pdf-tools", body="# PDF tools\n\nEdited.\n"))
    assert runner.invoke(app, ["import", str(root / "pdf-tools")]).exit_code == 0
    back = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert back.exit_code == 0 and "-> active" in back.stdout


def test_review_flow_from_the_terminal(tmp_path: Path) -> None:
    assert runner.invoke(app, ["import", str(_corpus(tmp_path))]).exit_code == 0
    listed = json.loads(runner.invoke(app, ["skills", "list", "--status", "staged", "--json"]).stdout)
    assert {s["name"] for s in listed["skills"]} == {"pdf-tools", "csv-cleaner"}
    approved = runner.invoke(app, ["skills", "approve", "pdf-tools", "--reason", "reviewed"])
    assert approved.exit_code == 0 and "staged -> active" in approved.stdout
    again = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    # Approving twice said only "it is active", as if that were the problem.
    assert again.exit_code == 1
    assert again.stderr.strip() == "error: cannot approve 'pdf-tools': it is active with nothing waiting for review"
    found = json.loads(runner.invoke(app, ["skills", "search", "pdf", "--json"]).stdout)
    assert [r["name"] for r in found["results"]] == ["pdf-tools"]
    history = json.loads(runner.invoke(app, ["skills", "history", "pdf-tools", "--json"]).stdout)
    assert [e["action"] for e in history["events"]] == ["created", "approve"]
    shown = json.loads(runner.invoke(app, ["skills", "show", "pdf-tools", "--json"]).stdout)
    assert shown["status"] == "active" and shown["skill_md"].startswith("---")


def test_unknown_skill_is_one_line_error() -> None:
    runner.invoke(app, ["tenants", "create", "default"])
    result = runner.invoke(app, ["skills", "show", "nope"])
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and "not found" in result.stderr


def test_unknown_tenant_names_the_fix() -> None:
    Keeper.open().close()
    result = runner.invoke(app, ["skills", "list", "--tenant", "ghost"])
    assert result.exit_code == 1 and "skillkeeper tenants create ghost" in result.stderr


def test_tenant_settings_roundtrip() -> None:
    assert runner.invoke(app, ["tenants", "create", "acme"]).exit_code == 0
    changed = runner.invoke(
        app, ["tenants", "settings", "acme", "--set", "review_gate=false", "--set", "caps.body_bytes=65536", "--json"]
    )
    assert changed.exit_code == 0, changed.output
    data = json.loads(changed.stdout)
    assert data["review_gate"] is False and data["caps"]["body_bytes"] == 65536
    bad = runner.invoke(app, ["tenants", "settings", "acme", "--set", "review_gate=maybe"])
    assert bad.exit_code == 1 and "review_gate" in bad.stderr
    again = runner.invoke(app, ["tenants", "create", "acme"])  # it said only "already exists"
    assert again.exit_code == 1 and again.stderr == (
        "error: tenant 'acme' already exists; `skillkeeper tenants settings acme` shows its settings, "
        "`skillkeeper import PATH --tenant acme` puts skills in it\n"
    )


def test_db_upgrade_is_idempotent() -> None:
    assert runner.invoke(app, ["db", "upgrade"]).exit_code == 0
    assert "up to date" in runner.invoke(app, ["db", "upgrade"]).stdout


def test_import_of_missing_path_is_usage_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["import", str(tmp_path / "nope")])
    assert result.exit_code == 2
    # As validate and scan say it: what to pass instead.
    assert result.stderr.strip().endswith("does not exist; pass a skill folder or a folder of skill folders")


def test_review_command_prints_the_hash_and_refuses_a_stale_expect(tmp_path: Path) -> None:
    folder = tmp_path / "pinned-tool"
    folder.mkdir()
    (folder / "SKILL.md").write_text("---\nname: pinned-tool\ndescription: Use when pinning.\n---\nOne.\n")
    assert runner.invoke(app, ["import", str(tmp_path), "--tenant", "acme"]).exit_code == 0
    shown = runner.invoke(app, ["skills", "show", "pinned-tool", "--tenant", "acme", "--json"])
    read = json.loads(shown.stdout)["content_hash"]
    stale = runner.invoke(app, ["skills", "approve", "pinned-tool", "--tenant", "acme", "--expect", "sha256:0"])
    assert stale.exit_code == 1 and "changed since you read it" in stale.stderr
    ok = runner.invoke(app, ["skills", "approve", "pinned-tool", "--tenant", "acme", "--expect", read])
    assert ok.exit_code == 0 and ok.stdout.strip() == f"pinned-tool: staged -> active ({read})"
    # An edit's approval keeps the status: it read "active -> active" alone, as if nothing happened.
    (folder / "SKILL.md").write_text("---\nname: pinned-tool\ndescription: Use when pinning.\n---\nTwo.\n")
    assert runner.invoke(app, ["import", str(tmp_path), "--tenant", "acme"]).exit_code == 0
    assert runner.invoke(app, ["skills", "show", "pinned-tool", "--tenant", "acme"]).exit_code == 0  # read it
    edit = runner.invoke(app, ["skills", "approve", "pinned-tool", "--tenant", "acme"])
    assert edit.exit_code == 0 and edit.stdout.startswith(
        "pinned-tool: active -> active, the waiting edit is approved: agents get this revision now (sha256:"
    )


def test_show_prints_a_standing_rejection_before_anything_else(tmp_path: Path) -> None:
    folder = tmp_path / "held-tool"
    folder.mkdir()
    md = "---\nname: held-tool\ndescription: Use when holding.\n---\nOne.\n"
    (folder / "SKILL.md").write_text(md)
    show = ["skills", "show", "held-tool", "--tenant", "acme"]
    assert runner.invoke(app, ["import", str(tmp_path), "--tenant", "acme"]).exit_code == 0
    first = json.loads(runner.invoke(app, [*show, "--json"]).stdout)
    reject = ["skills", "reject", "held-tool", "--tenant", "acme", "--reason", "phones home"]
    assert runner.invoke(app, reject).exit_code == 0
    (folder / "SKILL.md").write_text(md.replace("One.", "One. "))
    assert runner.invoke(app, ["import", str(tmp_path), "--tenant", "acme"]).exit_code == 0
    top = runner.invoke(app, show).stdout.splitlines()[0]
    assert top.startswith(f"earlier decision: rejected by {operator_name()} at ")  # operator:<OS user>
    assert top.endswith(f"revision 1 ({first['content_hash']}): phones home")
    data = json.loads(runner.invoke(app, [*show, "--json"]).stdout)
    assert next(iter(data)) == "earlier_decision"
    assert data["earlier_decision"]["reason"] == "phones home"
    assert data["status"] == "staged" and data["content_hash"] != first["content_hash"]


def test_a_proposed_deletion_is_shown_and_approved_from_the_terminal(tmp_path: Path, db_url: str) -> None:
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.tenants import tenant_id
    from tests.factories import agent

    folder = tmp_path / "old-tool"
    folder.mkdir()
    (folder / "SKILL.md").write_text("---\nname: old-tool\ndescription: Use when old.\n---\nOne.\n")
    imported = runner.invoke(app, ["import", str(tmp_path), "--tenant", "acme", "--activate"])
    assert imported.exit_code == 0
    keeper = Keeper.open(db_url)
    with keeper.store.read() as conn:
        tid = tenant_id(conn, "acme")
    assert keeper.lifecycle.delete(agent(tid), "old-tool").pending_review
    keeper.close()
    listed = runner.invoke(app, ["skills", "list", "--tenant", "acme"])
    assert "deletion proposed" in listed.stdout
    shown = runner.invoke(app, ["skills", "show", "old-tool", "--tenant", "acme"])
    assert shown.stdout.startswith("deletion proposed by agent-1 at ")
    show = ["skills", "show", "old-tool", "--tenant", "acme", "--json"]
    read = json.loads(runner.invoke(app, show).stdout)
    done = runner.invoke(app, ["skills", "approve", "old-tool", "--tenant", "acme", "--expect", read["content_hash"]])
    assert done.exit_code == 0 and done.stdout.startswith("old-tool: active -> deleted")
    assert runner.invoke(app, ["skills", "show", "old-tool", "--tenant", "acme"]).exit_code == 1
