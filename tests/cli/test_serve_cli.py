"""`skillkeeper serve` as a real process: it says "listening" only once the port is really its own."""

from __future__ import annotations

import queue
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from skillkeeper.access.scopes import ALL_SCOPES
from skillkeeper.errors import no_token_yet
from skillkeeper.keeper import Keeper
from tests.cli.invoke import run
from tests.serving import answering, cli_env, free_port, skillkeeper


def test_serve_on_a_taken_port_fails_in_one_line_and_never_says_listening(db_url: str) -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen(1)
        port = holder.getsockname()[1]
        result = skillkeeper("serve", "--port", str(port), "--quiet", env=cli_env(db_url))
    assert result.returncode == 1
    assert "skillkeeper listening" not in result.stdout
    assert result.stderr.strip().splitlines() == [
        f"error: cannot listen on 127.0.0.1:{port}: Address already in use; pick another --port or stop what holds it"
    ]


def test_serve_on_a_port_a_skillkeeper_already_answers_says_to_use_that_one(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    with answering(200, b'{"status":"ok"}', Content_Type="application/json") as base:  # as `make run` answers
        port = base.rsplit(":", 1)[1]
        result = run("serve", "--port", port, "--quiet")
    assert result.exit_code == 1
    assert result.output.strip() == (
        f"error: cannot listen on 127.0.0.1:{port}: Address already in use; a skillkeeper server already answers "
        f"at http://127.0.0.1:{port} (one started earlier, `make run` in another terminal?): use it, or stop it "
        "first, or pick another --port"
    )


def test_a_port_beyond_65535_is_refused_before_anything_binds(db_url: str) -> None:
    # --port 70000 bound 4464 (the kernel keeps 16 bits) and said "listening on http://127.0.0.1:70000".
    result = skillkeeper("serve", "--port", "70000", "--quiet", env=cli_env(db_url))
    assert result.returncode == 2 and "listening" not in result.stdout
    assert "less than or equal to 65535" in result.stderr and "Traceback" not in result.stderr


@contextmanager
def _serving(db_url: str, *extra: str) -> Iterator[tuple[int, list[str]]]:
    """`skillkeeper serve` as a real process on a free port; yields the port and its lines up to "listening"."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "skillkeeper", "serve", "--port", str(port), "--quiet", *extra],
        env=cli_env(db_url),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        lines: queue.Queue[str] = queue.Queue()
        reader = threading.Thread(target=lambda: [lines.put(x) for x in iter(proc.stdout.readline, "")], daemon=True)
        reader.start()
        seen: list[str] = []
        for _ in range(12):  # `home:`, `database:`, the demo's lines and where the inbox and MCP are come first
            seen.append(lines.get(timeout=60))  # bounded wait for each line
            if seen[-1].startswith("skillkeeper listening"):
                break
        yield port, seen
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        for pipe in (proc.stdout, proc.stderr):
            if pipe:
                pipe.close()


@pytest.mark.parametrize("public", [None, "https://skills.example.org"])
def test_serve_says_listening_only_when_it_already_answers(db_url: str, public: str | None) -> None:
    # Behind a proxy it said "listening on https://skills.example.org": the bind is where it listens.
    with _serving(db_url, *(["--public-url", public] if public else [])) as (port, seen):
        bound = f"http://127.0.0.1:{port}"
        said = f"{bound} (public URL {public})" if public else bound
        assert seen[-1] == f"skillkeeper listening on {said} (Ctrl-C to stop)\n"
        base = public or bound
        assert f"web inbox: {base}/inbox (sign in with a token with skills:review)   MCP: {base}/mcp" in seen[-2]
        assert httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=10).status_code == 200


def test_serve_demo_points_the_reviewer_at_what_waits_in_the_inbox(db_url: str) -> None:
    with _serving(db_url, "--demo") as (port, seen):
        assert seen[-1].startswith("skillkeeper listening")
        assert seen[-2] == f"3 waiting for review at http://127.0.0.1:{port}/inbox\n"
        assert "sign in with the reviewer token above" in seen[-3]


def test_an_open_bind_without_a_public_url_is_named_as_bound_and_told_what_remote_clients_meet() -> None:
    from skillkeeper.cli.serve import _open_bind_note, _where
    from skillkeeper.settings import Settings

    open_bind = Settings(host="0.0.0.0", port=8765, public_url=None)
    # It said "listening on http://127.0.0.1:8765" while every interface was bound.
    assert _where(open_bind.bind_url, open_bind.resolved_public_url) == (
        "http://0.0.0.0:8765 (public URL http://127.0.0.1:8765)"
    )
    assert _open_bind_note(open_bind) == (
        "note: every interface is bound but no --public-url is set: clients on other machines get 421 "
        "'Invalid Host header' at /mcp and are sent to http://127.0.0.1:8765 to authorize; pass --public-url with "
        "the URL they use (e.g. http://HOSTNAME:8765), or name extra hosts in SKILLKEEPER_ALLOWED_HOSTS"
    )
    assert "listening" not in str(_open_bind_note(open_bind))  # "listening" is said once the port answers
    assert _open_bind_note(Settings(host="0.0.0.0", port=8765, public_url="https://skills.example.org")) is None
    assert _open_bind_note(Settings(host="127.0.0.1", port=8765, public_url=None)) is None


def test_serve_on_a_database_without_a_token_says_how_to_make_the_first(
    keeper: Keeper, capsys: pytest.CaptureFixture[str]
) -> None:
    # After docs/deploy.md's `db upgrade`, serve said "sign in with a token with skills:review" while none existed.
    from skillkeeper.cli.serve import _no_token_note

    _no_token_note(keeper)
    assert capsys.readouterr().err == (
        "note: this database holds no token yet, so nobody can sign in to the inbox or connect an agent: on a "
        "machine with this database, `skillkeeper tenants create acme`, then `skillkeeper tokens create --tenant acme "
        "--principal admin --scopes skills:read,skills:write,skills:review,skills:admin,fleet:report,fleet:read` (or "
        "`skillkeeper serve "
        "--demo` for a demo tenant with tokens)\n"
    )
    keeper.tenants.create("ops")
    _no_token_note(keeper)
    assert "database, `skillkeeper tokens create --tenant ops --principal admin " in capsys.readouterr().err
    keeper.tokens.mint(keeper.tenants.id_of("ops"), "admin", "skills:read")
    _no_token_note(keeper)
    assert capsys.readouterr().err == ""


def test_deploy_md_makes_the_first_tenant_and_token_with_the_commands_serve_names(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    deploy = (Path(__file__).parents[2] / "docs" / "deploy.md").read_text(encoding="utf-8")
    block = deploy.split("make the first tenant and an", 1)[1].split("```\n", 1)[1].split("```", 1)[0]
    local = [line for line in block.splitlines() if line.startswith("skillkeeper ")]
    for command in re.findall(r"`(skillkeeper (?:tenants|tokens) create [^`]+)`", no_token_yet([])):
        assert command in local, command  # the note serve prints and the deploy guide say the same
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    for command in local:  # run as written, on a database with no tenant
        done = run(*shlex.split(command)[1:])
        assert done.exit_code == 0, (command, done.output)
    assert done.output.startswith("skk_")
    keeper = Keeper.open(db_url)
    try:  # the guide mints every later token with this one, and a token gives no scope its minter lacks
        assert keeper.tokens.authenticate(done.output.split()[0]).scopes == frozenset(ALL_SCOPES)
    finally:
        keeper.close()
