"""doctor with no endpoint named: what the installed clients run, and naming the clients set up elsewhere."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from skillkeeper.clients import install
from skillkeeper.clients.doctor import Options, run
from tests.clients.doctoring import check, doctor
from tests.clients.homes import make_home
from tests.serving import free_port

pytestmark = pytest.mark.e2e


def test_doctor_without_a_server_points_stdio_installed_clients_to_doctor_stdio(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(), home)  # the default install: stdio
    report = doctor(home, f"http://127.0.0.1:{free_port()}", None)
    status, why = check(report, "clients")
    assert status == "warn" and "(cursor, codex) run `skillkeeper mcp` over stdio" in why
    assert "`skillkeeper doctor --stdio`" in why


def test_doctor_with_no_server_named_checks_the_stdio_server_the_clients_run(tmp_path: Path) -> None:
    # `skillkeeper install` (stdio) then `skillkeeper doctor`: no server was ever started, so failing
    # on http://127.0.0.1:8765 answered a question the user did not ask.
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(), home)
    options = Options(home=home, skillkeeper_home=home.home / ".skillkeeper")
    report = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}"))
    assert report.target.startswith("stdio: skillkeeper mcp, what the installed clients run")
    assert not any("cannot reach http" in c.why for c in report.checks)
    named = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}", default_named=True))
    assert named.target.startswith("http://127.0.0.1:")  # $SKILLKEEPER_SERVER named one: that one is checked


def test_doctor_with_no_server_named_checks_the_server_every_installed_client_points_at(tmp_path: Path) -> None:
    # `skillkeeper install --server URL` then `skillkeeper doctor`: it checked http://127.0.0.1:8765, which
    # the clients never talk to, and failed there.
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    theirs = f"http://127.0.0.1:{free_port()}"
    install.run(install.Options(server=theirs), home)
    options = Options(home=home, skillkeeper_home=home.home / ".skillkeeper")
    report = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}"))
    assert report.target == f"{theirs}/mcp, where the installed clients point (`--server URL` checks another)"
    assert check(report, "reachable")[1].startswith(f"cannot reach {theirs} ")
    install.run(install.Options(clients=("codex",), server=f"http://127.0.0.1:{free_port()}"), home)
    mixed = run(replace(options, default_server="http://127.0.0.1:9"))
    # They disagree: where `serve` listens, saying so and naming each server with its clients.
    assert mixed.target.startswith("http://127.0.0.1:9, where `serve` listens here, as the installed clients ")
    assert "point at 2 servers (" in mixed.target and f"{theirs}/mcp (cursor)" in mixed.target


def test_doctor_with_stdio_and_http_clients_checks_the_server_and_names_doctor_stdio(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(clients=("cursor",)), home)  # stdio
    theirs = f"http://127.0.0.1:{free_port()}"
    install.run(install.Options(clients=("codex",), server=theirs), home)
    options = Options(home=home, skillkeeper_home=home.home / ".skillkeeper")
    report = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}"))
    assert report.target.startswith(f"{theirs}/mcp, where the installed clients point")
    assert report.target.endswith(
        "cursor run `skillkeeper mcp` on this machine instead: `skillkeeper doctor --stdio` checks those"
    )


def test_doctor_with_no_server_named_checks_the_node_when_the_clients_run_mcp_node(tmp_path: Path) -> None:
    # `skillkeeper install --node` then `skillkeeper doctor`: it failed on http://127.0.0.1:8765 ("no token")
    # and exited 2, checking a server the clients never talk to.
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(node=True), home)
    options = Options(home=home, skillkeeper_home=home.home / ".skillkeeper")
    report = run(replace(options, default_server=f"http://127.0.0.1:{free_port()}"))
    assert report.target == "node, what the installed clients run (`--server URL` checks a server)"
    assert check(report, "node sync")[1].startswith("no sync recorded in ")
    assert report.exit_code == 1 and not any(c.name in ("reachable", "caller") for c in report.checks)
    asked = run(replace(options, node=True))
    assert asked.target == "node"  # `doctor --node` asked for it: nothing to say about the clients


def test_doctor_at_another_url_names_the_server_the_installed_clients_use(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("codex", "gemini"))
    install.run(install.Options(server="http://127.0.0.1:8797"), home)  # installed against a non-default port
    report = doctor(home, f"http://127.0.0.1:{free_port()}", None)  # plain `doctor`: the default URL
    status, why = check(report, "clients")
    assert status == "warn"
    assert why.startswith("the installed clients (codex, gemini) point at http://127.0.0.1:8797/mcp, not ")
    assert "`skillkeeper doctor --server http://127.0.0.1:8797`" in why  # check theirs, not reinstall here
