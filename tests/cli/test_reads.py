"""A reviewer's CLI action applies to the revision `skills show`/`skills inbox` printed, on SQLite and PostgreSQL."""

from __future__ import annotations

import hashlib
import json
import stat
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.cli.reads import READS_FILE, endpoint
from tests.factories import skill_md

runner = CliRunner()
_register()


@pytest.fixture(autouse=True)
def _database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)


def _write(tmp_path: Path, name: str, body: str, *extra: str) -> None:
    """Import (or re-import, making a new revision) `name` with this body."""
    root = tmp_path / "skills"
    (root / name).mkdir(parents=True, exist_ok=True)
    (root / name / "SKILL.md").write_text(skill_md(name, body=body))
    done = runner.invoke(app, ["import", str(root / name), *extra])
    assert done.exit_code == 0, done.output


def _head(name: str, *extra: str) -> str:
    shown = runner.invoke(app, ["skills", "show", name, "--json", *extra])
    assert shown.exit_code == 0, shown.output
    return str(json.loads(shown.stdout)["content_hash"])


def _status(name: str, *extra: str) -> str:
    return str(json.loads(runner.invoke(app, ["skills", "show", name, "--json", *extra]).stdout)["status"])


def test_approve_after_a_change_refuses_with_both_hashes_and_the_command_to_read_again(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision one.\n")
    read = _head("pdf-tools")
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision two, pushed while the reviewer reads.\n")
    refused = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert refused.exit_code == 1
    [line] = refused.stderr.splitlines()
    assert line.startswith(f"error: pdf-tools changed since you read it ({read} -> sha256:")
    assert line.endswith("): run `skillkeeper skills show pdf-tools` again")
    assert _status("pdf-tools") == "staged"  # nothing went active; this show reads revision two
    again = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert again.exit_code == 0, again.output
    assert "staged -> active" in again.stdout and "the revision you read" in again.stderr


def test_approve_with_nothing_read_acts_on_the_waiting_revision_and_prints_its_hash(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nOnly revision.\n")
    done = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert done.exit_code == 0, done.output
    waiting = done.stdout.split("(")[1].split(")")[0]
    assert waiting.startswith("sha256:")
    assert (
        f"approve pdf-tools at {waiting}, the revision waiting now: no read of it by you is remembered" in done.stderr
    )


def test_deprecate_with_nothing_read_names_the_served_revision(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nOnly revision.\n")
    assert runner.invoke(app, ["skills", "approve", "pdf-tools"]).exit_code == 0
    done = runner.invoke(app, ["skills", "deprecate", "pdf-tools", "--reason", "retired"])
    assert done.exit_code == 0, done.output
    assert "the revision served now: no read of it by you is remembered" in done.stderr


def test_expect_wins_over_the_remembered_read(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision one.\n")
    one = _head("pdf-tools")
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision two.\n")
    history = json.loads(runner.invoke(app, ["skills", "show", "pdf-tools", "--history", "--json"]).stdout)
    [two] = {r["content_hash"] for r in history["revisions"]} - {one}  # the detail views remember nothing
    done = runner.invoke(app, ["skills", "reject", "pdf-tools", "--expect", two, "--reason", "no"])
    assert done.exit_code == 0, done.output
    assert f"({two})" in done.stdout and "the revision you read" not in done.stderr


def test_inbox_rows_pin_a_bulk_action_and_only_the_changed_skill_fails(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nOne.\n")
    _write(tmp_path, "csv-cleaner", "# CSV\n\nOne.\n")
    listed = runner.invoke(app, ["skills", "inbox"])
    assert listed.exit_code == 0, listed.output
    _write(tmp_path, "csv-cleaner", "# CSV\n\nChanged after the inbox was read.\n")
    done = runner.invoke(app, ["skills", "approve", "pdf-tools", "csv-cleaner"])
    assert done.exit_code == 1
    assert "pdf-tools: staged -> active" in done.stdout
    assert "csv-cleaner: FAILED 409 stale_review" in done.stdout
    assert "2 of 2 skills pinned to the revision you read" in done.stderr
    assert _status("csv-cleaner") == "staged"


def test_reads_are_kept_per_tenant(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nIn acme.\n", "--tenant", "acme")
    _write(tmp_path, "pdf-tools", "# PDF\n\nIn beta.\n", "--tenant", "beta")
    _head("pdf-tools", "--tenant", "acme")
    _write(tmp_path, "pdf-tools", "# PDF\n\nIn beta, changed.\n", "--tenant", "beta")
    done = runner.invoke(app, ["skills", "approve", "pdf-tools", "--tenant", "beta"])
    assert done.exit_code == 0, done.output
    assert "the revision waiting now" in done.stderr  # acme's read says nothing about beta's skill


def test_the_reads_file_is_private_and_holds_no_password(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nOne.\n")
    _head("pdf-tools")
    reads = _reads_file()
    assert stat.S_IMODE(reads.stat().st_mode) == 0o600
    assert json.loads(reads.read_text())["version"] == 2
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", "postgresql://reviewer:s3cret-pw@db.example:5432/keeper")
    assert endpoint(None) == "local postgresql://reviewer:***@db.example:5432/keeper"
    assert endpoint("https://user:tok-secret@keeper.example:8443/base/?tenant=acme") == (
        "https://keeper.example:8443/base"
    )


def _reads_file() -> Path:
    from skillkeeper.settings import get_settings

    return get_settings().home / READS_FILE


def test_a_changed_skill_is_refused_over_the_rest_api(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.factories import tenant_token
    from tests.serving import running_server

    token = tenant_token(db_url, "acme", "rita", "skills:read,skills:review")
    _write(tmp_path, "pdf-tools", "# PDF\n\nOne.\n", "--tenant", "acme")
    monkeypatch.setenv("SKILLKEEPER_TOKEN", token)
    with running_server(db_url) as url:
        read = _head("pdf-tools", "--server", url)
        monkeypatch.delenv("SKILLKEEPER_TOKEN")
        _write(tmp_path, "pdf-tools", "# PDF\n\nTwo.\n", "--tenant", "acme")
        monkeypatch.setenv("SKILLKEEPER_TOKEN", token)
        refused = runner.invoke(app, ["skills", "approve", "pdf-tools", "--server", url])
        assert refused.exit_code == 1
        assert f"pdf-tools changed since you read it ({read} -> sha256:" in refused.stderr
        assert f"run `skillkeeper skills show pdf-tools --server {url}` again" in refused.stderr
        assert token not in _reads_file().read_text(encoding="utf-8")
        _head("pdf-tools", "--server", url)
        done = runner.invoke(app, ["skills", "approve", "pdf-tools", "--server", url])
        assert done.exit_code == 0, done.output
        assert "staged -> active" in done.stdout and "the revision you read" in done.stderr


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # help reads no database
def test_action_help_says_which_revision_it_acts_on() -> None:
    shown = runner.invoke(app, ["skills", "approve", "--help"], terminal_width=200)
    words = " ".join(shown.stdout.replace("│", " ").split())  # rich wraps and boxes the help
    assert "the revision `skills show NAME` or `skills inbox` last printed to you" in words
    assert "wins over the revision remembered" in words


def test_reading_the_heads_files_or_its_diff_pins_the_approval_like_the_plain_view(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision one.\n")
    files = runner.invoke(app, ["skills", "show", "pdf-tools", "--files"])
    assert files.exit_code == 0, files.output
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision two, pushed while the reviewer reads the files.\n")
    refused = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert refused.exit_code == 1 and "changed since you read it" in refused.stderr
    diff = runner.invoke(app, ["skills", "show", "pdf-tools", "--diff", ".."])
    assert diff.exit_code == 0, diff.output
    assert "Revision two" in diff.stdout
    done = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert done.exit_code == 0, done.output
    assert "the revision you read" in done.stderr


def test_a_diff_that_ends_before_the_head_pins_nothing(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision one.\n")
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision two.\n")
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision three.\n")
    diff = runner.invoke(app, ["skills", "show", "pdf-tools", "--diff", "1..2"])
    assert diff.exit_code == 0, diff.output
    done = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert done.exit_code == 0, done.output
    assert "no read of it by you is remembered" in done.stderr


def test_two_runs_remembering_at_once_keep_both_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from skillkeeper.cli import reads

    original = reads._load
    second_loaded = threading.Event()
    second: list[threading.Thread] = []

    def load_and_let_the_second_run_in(path: Path) -> dict[str, object]:
        found = original(path)
        if threading.current_thread() is threading.main_thread() and not second:
            # A second run starts while the first holds what it loaded; unlocked, it would load
            # the same old file and the later write would drop the earlier run's read.
            def remember_other() -> None:
                reads.remember(("local", "alice"), "", {"other-skill": "h2"})

            second.append(threading.Thread(target=remember_other))
            second[0].start()
            second_loaded.wait(timeout=2)  # locked: it cannot load until this run has written
        else:
            second_loaded.set()
        return found

    monkeypatch.setattr(reads, "_load", load_and_let_the_second_run_in)
    reads.remember(("local", "alice"), "", {"first-skill": "h1"})
    second[0].join(timeout=30)
    assert not second[0].is_alive()
    assert (reads.recall(("local", "alice"), "", "first-skill") or {}).get("content_hash") == "h1"
    assert (reads.recall(("local", "alice"), "", "other-skill") or {}).get("content_hash") == "h2"


def _reviewer_token(db_url: str, tenant: str, principal: str) -> str:
    """A skills:review token of `principal` in `tenant` (made when missing); the secret."""
    from skillkeeper.access.tokens import create_token
    from skillkeeper.keeper import Keeper
    from skillkeeper.store.tenants import ensure_tenant

    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            return create_token(conn, ensure_tenant(conn, tenant), principal, "skills:read,skills:review").token
    finally:
        keeper.close()


def test_a_local_read_pins_only_the_operator_who_read_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # One SKILLKEEPER_HOME, two OS users: each acts locally as operator:<user> (access/actor.py).
    monkeypatch.setenv("LOGNAME", "alice")
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision one.\n")
    one = _head("pdf-tools")
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision two, which alice never read.\n")
    refused = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert refused.exit_code == 1 and f"pdf-tools changed since you read it ({one} -> sha256:" in refused.stderr
    monkeypatch.setenv("LOGNAME", "bob")
    done = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert done.exit_code == 0, done.output
    assert "the revision you read" not in done.stderr and "changed since you read it" not in done.stderr
    assert "the revision waiting now: no read of it by you is remembered" in done.stderr
    assert one not in done.stdout  # bob's approval is not pinned to alice's revision one


def test_a_read_over_the_server_pins_only_the_token_that_read_it(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.serving import running_server

    rita = _reviewer_token(db_url, "acme", "rita")
    sam = _reviewer_token(db_url, "acme", "sam")
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision one.\n", "--tenant", "acme")
    _write(tmp_path, "csv-cleaner", "# CSV\n\nRevision one.\n", "--tenant", "acme")
    with running_server(db_url) as url:
        monkeypatch.setenv("SKILLKEEPER_TOKEN", rita)
        one = _head("pdf-tools", "--server", url)
        assert runner.invoke(app, ["skills", "inbox", "--server", url]).exit_code == 0
        monkeypatch.delenv("SKILLKEEPER_TOKEN")
        _write(tmp_path, "pdf-tools", "# PDF\n\nRevision two, which rita never read.\n", "--tenant", "acme")
        _write(tmp_path, "csv-cleaner", "# CSV\n\nRevision two, which rita never read.\n", "--tenant", "acme")
        monkeypatch.setenv("SKILLKEEPER_TOKEN", rita)
        refused = runner.invoke(app, ["skills", "approve", "pdf-tools", "--server", url])
        assert refused.exit_code == 1 and f"pdf-tools changed since you read it ({one} -> sha256:" in refused.stderr
        assert _status("pdf-tools", "--tenant", "acme") == "staged"
        monkeypatch.setenv("SKILLKEEPER_TOKEN", sam)  # same home, another reviewer's token
        done = runner.invoke(app, ["skills", "approve", "pdf-tools", "--server", url])
        assert done.exit_code == 0, done.output
        assert "the revision you read" not in done.stderr and "changed since you read it" not in done.stderr
        assert "the revision waiting now: no read of it by you is remembered" in done.stderr
        assert one not in done.stdout
        listed = ["skills", "approve", "--from-file", "-", "--server", url]
        bulk = runner.invoke(app, listed, input="csv-cleaner\n")
        assert bulk.exit_code == 0, bulk.output  # rita's inbox row does not pin sam's approval either
        assert "csv-cleaner: staged -> active" in bulk.stdout and "pinned to the revision you read" not in bulk.stderr
    text = _reads_file().read_text(encoding="utf-8")
    for secret in (rita, sam):
        assert secret not in text
        assert hashlib.sha256(secret.encode()).hexdigest()[:12] not in text  # nor the server's hash of it


def test_a_read_remembered_before_reads_had_readers_pins_no_one(tmp_path: Path) -> None:
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision one.\n")
    one = _head("pdf-tools")
    _write(tmp_path, "pdf-tools", "# PDF\n\nRevision two.\n")
    # A version 1 file kept reads per server, tenant and skill only: whose it was cannot be told.
    path = _reads_file()
    [(key, read)] = json.loads(path.read_text())["reads"].items()
    where, tenant, *_, name = json.loads(key)
    legacy = {json.dumps([where, tenant, name]): read}
    path.write_text(json.dumps({"version": 1, "reads": legacy}))
    done = runner.invoke(app, ["skills", "approve", "pdf-tools"])
    assert done.exit_code == 0, done.output
    assert "the revision waiting now: no read of it by you is remembered" in done.stderr
    assert one not in done.stdout
