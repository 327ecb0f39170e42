"""This machine's side of doctor: which installed clients point where, and what to check instead."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.clients import install
from skillkeeper.clients.checks import Report
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
