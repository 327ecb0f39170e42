"""This machine's side of doctor: which installed clients point where, and what to check instead."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.clients import install
from skillkeeper.clients.checks import Report
from skillkeeper.clients.doctor import Options, run
from skillkeeper.clients.hostcheck import clients
from skillkeeper.clients.registry import BY_NAME
from tests.clients.homes import make_home


def test_a_stdio_check_names_the_server_the_installed_clients_point_at(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("cursor", "codex"))
    install.run(install.Options(server="http://127.0.0.1:8797"), home)  # HTTP entries, no stdio one
    report = Report("stdio")
    clients(report, home, None)  # as `doctor --stdio` asks
    [check] = report.checks
    assert check.status == "warn"
    assert check.why.startswith(
        "the installed clients (cursor, codex) point at http://127.0.0.1:8797/mcp, not `skillkeeper mcp` (stdio): "
        "check that server with `skillkeeper doctor --server http://127.0.0.1:8797`"
    )


def test_every_unreadable_client_config_is_named_whatever_the_installed_clients_point_at(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("claude-code", "cursor", "gemini"))
    install.run(install.Options(clients=("claude-code",)), home)  # the stdio entry
    for name in ("cursor", "gemini"):
        path = BY_NAME[name].file(home)
        path.write_text('{ "mcpServers": { "a": 1 \n')
    for url in (None, "http://127.0.0.1:8797/mcp"):  # doctor --stdio, then doctor --server
        report = Report("check")
        clients(report, home, url)
        [check] = report.checks
        assert check.status == "warn", check.why
        assert "cursor: " in check.why and "gemini: " in check.why, check.why


def test_a_node_check_with_no_client_on_its_server_offers_the_nodes_own_catalog_first(tmp_path: Path) -> None:
    home = make_home(tmp_path, "linux", clients=("claude-code", "codex"))
    report = Report("node")
    clients(report, home, "http://127.0.0.1:8797/mcp", node=True)  # as `doctor --node` asks
    [check] = report.checks
    assert check.status == "warn"
    assert check.why == (
        "none of the installed clients (claude-code, codex) points at http://127.0.0.1:8797/mcp or runs "
        "`skillkeeper mcp --node`: run `skillkeeper install --node` (this node's catalog, served offline too), "
        "or `skillkeeper install --server http://127.0.0.1:8797`"
    )


def test_a_token_written_into_a_clients_file_that_is_not_the_checked_one_is_a_warning(tmp_path: Path) -> None:
    # Zed reads no variables, so install writes the token itself; rotating SKILLKEEPER_TOKEN left Zed refused
    # while doctor, checking as the new token, said all was well.
    home = make_home(tmp_path, "linux", clients=("zed", "cursor"), env={"SKILLKEEPER_TOKEN": "skk_old"})
    install.run(install.Options(server="http://127.0.0.1:8797"), home)
    mcp = "http://127.0.0.1:8797/mcp"
    report = Report("check")
    clients(report, home, mcp, token="skk_old")
    assert report.checks[0].status == "ok"
    report = Report("check")
    clients(report, home, mcp, token="skk_new")
    [check] = report.checks
    assert check.status == "warn" and "skk_" not in check.why and "skk_" not in str(check.data)
    assert check.why.endswith(
        "; zed: the token written into its file at install time is not the one doctor checks as: export the "
        "current one, then `skillkeeper install --client zed --server http://127.0.0.1:8797`"
    )
    node = Report("check")
    clients(node, home, mcp, node=True, token="skk_fleet")  # a node's fleet:report token is no client's
    assert node.checks[0].status == "ok"
    unknown = Report("check")
    clients(unknown, home, mcp, token="skk_new", fleet=None)  # the server did not say whose token it is
    [check] = unknown.checks
    assert check.status == "ok" and "install --client" not in check.why and "could not be checked" in check.why


def test_clients_on_another_server_or_the_local_catalog_are_information_not_a_warning(tmp_path: Path) -> None:
    # Checking server A, the stdio entry and the one for server B were either silent or the warning itself.
    home = make_home(tmp_path, "linux", clients=("cursor", "codex", "gemini"))
    install.run(install.Options(clients=("cursor",), server="http://127.0.0.1:8797"), home)
    install.run(install.Options(clients=("codex",)), home)  # stdio: this machine's database
    install.run(install.Options(clients=("gemini",), server="http://127.0.0.1:8798"), home)
    report = Report("check")
    clients(report, home, "http://127.0.0.1:8797/mcp")  # as `doctor --server A` asks
    [check] = report.checks
    assert (check.status, check.why) == (
        "ok",
        "cursor (skillkeeper) points at http://127.0.0.1:8797/mcp; for another endpoint, not checked here: "
        "codex (skillkeeper) runs `skillkeeper mcp` on this machine (`skillkeeper doctor --stdio` checks it), "
        "gemini points at http://127.0.0.1:8798/mcp (`skillkeeper doctor --server http://127.0.0.1:8798`)",
    )
    assert check.data["elsewhere"] == ["stdio", "http://127.0.0.1:8798/mcp"]
    stdio = Report("stdio")
    clients(stdio, home, None)  # as `doctor --stdio` asks
    [check] = stdio.checks
    assert check.status == "ok" and check.why.startswith("codex (skillkeeper) points at `skillkeeper mcp` (stdio); ")
    assert "http://127.0.0.1:8797/mcp (`skillkeeper doctor --server http://127.0.0.1:8797`)" in check.why
    nobody = Report("check")
    clients(nobody, home, "http://127.0.0.1:8799/mcp")  # a server no client uses: that is the warning
    [check] = nobody.checks
    assert check.status == "warn" and check.why.startswith("codex runs `skillkeeper mcp` over stdio, not ")
    assert check.why.endswith(
        "; for another endpoint, not checked here: cursor points at http://127.0.0.1:8797/mcp (`skillkeeper doctor "
        "--server http://127.0.0.1:8797`), gemini points at http://127.0.0.1:8798/mcp (`skillkeeper doctor --server "
        "http://127.0.0.1:8798`)"
    )


def test_a_bare_doctor_says_which_server_each_client_is_set_up_for_when_they_differ(tmp_path: Path) -> None:
    # Set up for two servers, the line said "the installed clients (cursor, gemini) point at A", as if all did.
    home = make_home(tmp_path, "linux", clients=("cursor", "codex", "gemini"))
    install.run(install.Options(server="http://127.0.0.1:8797"), home)
    install.run(install.Options(clients=("codex",), server="http://127.0.0.1:8798"), home)
    report = run(Options(home=home, skillkeeper_home=tmp_path / "sk", default_server="http://127.0.0.1:9"))
    [check] = [c for c in report.checks if c.name == "clients"]
    assert check.why.startswith("cursor, gemini point at http://127.0.0.1:8797/mcp, not http://127.0.0.1:9/mcp: ")
    assert check.why.endswith(
        "; for another endpoint, not checked here: codex points at http://127.0.0.1:8798/mcp "
        "(`skillkeeper doctor --server http://127.0.0.1:8798`)"
    )
    assert check.data["set_up_for"] == {
        "cursor": ["http://127.0.0.1:8797/mcp"],
        "codex": ["http://127.0.0.1:8798/mcp"],
        "gemini": ["http://127.0.0.1:8797/mcp"],
    }
