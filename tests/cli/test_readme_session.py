"""The README's first session, run verbatim in bash against a server started the way `make run` starts it, then
the teammate's `import --server` block after it, whose every output line must read as the README shows it.

The server and the CLI share nothing but the environment a user has (HOME, PATH), so this fails
whenever they resolve different databases (the token the CLI creates would get 401).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.deliver.mcp.test_corpus_inspector import corpus_root
from tests.serving import free_port

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def console_block(after: str) -> list[str]:
    """The lines of the README's first console block after the text `after`."""
    text = (ROOT / "README.md").read_text()
    return text.split(after, 1)[1].split("```console\n", 1)[1].split("```", 1)[0].splitlines()


def session_commands() -> list[str]:
    """The `$ ` lines of the README's first session, in order."""
    return [line[2:] for line in console_block("## A first session") if line.startswith("$ ")]


def make_team(work: Path) -> None:
    """`./team` as the README has it: an edit of `brainstorming`, `writing-plans` as first imported, a new skill."""
    team = work / "team"
    for name in ("brainstorming", "writing-plans"):
        shutil.copytree(work / "my-skills" / name, team / name)
    with (team / "brainstorming" / "SKILL.md").open("a", encoding="utf-8") as edit:
        edit.write("\nAsk one question at a time.\n")
    (team / "csv-cleaner").mkdir()
    (team / "csv-cleaner" / "SKILL.md").write_text(
        "---\nname: csv-cleaner\ndescription: Clean a messy CSV file. Use when a CSV does not load.\n---\n# CSV\n",
        encoding="utf-8",
    )


def make_run_command(port: int) -> list[str]:
    """`make run` itself, on this test run's venv; `-o` keeps make from reinstalling into it."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    venv = BIN.parent
    return [
        "make",
        "-s",
        "-C",
        str(ROOT),
        "-o",
        f"{venv}/.installed",
        "run",
        f"VENV={venv}",
        f"SERVE_ARGS=--port {port}",
    ]


def test_readme_first_session_against_make_run(tmp_path: Path) -> None:
    home = tmp_path / "home"
    work = tmp_path / "work"
    home.mkdir()
    shutil.copytree(corpus_root() / "superpowers", work / "my-skills", ignore=shutil.ignore_patterns("LICENSE"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    env.update(HOME=str(home), PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}", COLUMNS="120")
    port = free_port()
    proc = subprocess.Popen(
        make_run_command(port),
        cwd=work,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                pytest.fail(f"make run's server exited: {proc.stdout.read() if proc.stdout else ''}")
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert time.monotonic() < deadline, "server did not become healthy within 60 s"
            time.sleep(0.1)  # polling a starting process, bounded by the deadline above
        # Verbatim, except the port: the test cannot count on 8765 being free.
        script = "set -euo pipefail\n" + "\n".join(
            c.replace("127.0.0.1:8765", f"127.0.0.1:{port}") for c in session_commands()
        )
        done = subprocess.run(["bash", "-c", script], cwd=work, env=env, capture_output=True, text=True, timeout=300)
        # The teammate's import over --server, then the doctor: every line the README shows, as it shows it.
        make_team(work)
        team = [line.replace("127.0.0.1:8765", f"127.0.0.1:{port}") for line in console_block("From another machine")]
        script = "set -uo pipefail\n" + "\n".join(line[2:] for line in team if line.startswith("$ "))
        shown = subprocess.run(["bash", "-c", script], cwd=work, env=env, capture_output=True, text=True, timeout=300)
    finally:
        os.killpg(proc.pid, signal.SIGINT)  # make and the server it started, like Ctrl-C
        try:
            out, _ = proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, _ = proc.communicate(timeout=20)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert re.search(r"found\s+│\s+14", done.stdout) and "brainstorming: staged -> active" in done.stdout
    # The last command is the server answering the CLI's token with what the CLI approved.
    assert done.stdout.rstrip().splitlines()[-1].startswith('{"skills":[{"name":"brainstorming"')
    assert "Traceback" not in shown.stderr and shown.returncode == 0  # no node agent set up: information
    assert shown.stdout.splitlines() == [line for line in team if not line.startswith("$ ")]
    # make run said where its data and its reused demo tokens are.
    assert f"home:     {home / '.skillkeeper'}" in out and "demo-tokens.json" in out


def test_readme_walk_through_uses_the_tenant_make_run_seeds() -> None:
    from skillkeeper.demo.seed import DEMO_TENANT

    text = (ROOT / "README.md").read_text()
    walk = text.split("## A first session", 1)[1].split("## Write a skill by hand", 1)[0]
    connect = console_block("### Connect an agent")
    named = re.findall(r"--tenant ([\w-]+)|tenant '([\w-]+)'", walk + "\n".join(connect))
    assert len(named) > 10 and {a or b for a, b in named} == {DEMO_TENANT}, named


def test_every_readme_recipe_uses_the_tenant_make_run_seeds() -> None:
    from skillkeeper.demo.seed import DEMO_TENANT

    # Placeholders (`--tenant T`) are upper case; every tenant a reader would type is the seeded one.
    tenant = r"([a-z][\w-]*)"
    pattern = rf"--tenant {tenant}|tenant '{tenant}'|tenants\.create\(\"{tenant}\"\)|tenants settings {tenant}"
    named = {n for found in re.findall(pattern, (ROOT / "README.md").read_text()) for n in found if n}
    assert named == {DEMO_TENANT}, named
