"""doctor pointed at a port where something other than skillkeeper answers: one fatal line, no invented 401."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest

from skillkeeper.clients import install
from tests.cli.invoke import run
from tests.clients.doctoring import check, doctor
from tests.clients.homes import make_home


class _NotSkillkeeper(BaseHTTPRequestHandler):
    """A web server that is not skillkeeper: 404 for every GET, 501 for every POST (python -m http.server)."""

    def do_GET(self) -> None:
        self.send_error(404)

    def do_POST(self) -> None:
        self.send_error(501)

    def log_message(self, format: str, *args: object) -> None:
        return


class _Failing(BaseHTTPRequestHandler):
    """A skillkeeper server that fails (or the proxy before it, its upstream down): 500 for everything."""

    def do_GET(self) -> None:
        self.send_error(500)

    do_POST = do_GET

    def log_message(self, format: str, *args: object) -> None:
        return


class _Answering(BaseHTTPRequestHandler):
    """Answers each path in ANSWERS with its JSON, every other one with OTHER."""

    ANSWERS: ClassVar[dict[str, tuple[int, bytes]]] = {}
    OTHER: tuple[int, bytes] = (404, b"{}")

    def do_GET(self) -> None:
        status, body = self.ANSWERS.get(self.path, self.OTHER)
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_POST = do_GET

    def log_message(self, format: str, *args: object) -> None:
        return


class _DatabaseDown(_Answering):
    """A skillkeeper replica whose database is down: /healthz 200, /readyz and everything else 503."""

    ANSWERS: ClassVar[dict[str, tuple[int, bytes]]] = {
        "/healthz": (200, b'{"status":"ok"}'),
        "/readyz": (503, b'{"status":"unavailable","checks":{"database":false,"migrations":false}}'),
    }
    OTHER = (503, b'{"error":{"code":"unavailable","message":"the database is unavailable; retry shortly"}}')


class _WhoamiFails(_Answering):
    """A skillkeeper server, up and ready, whose whoami fails (500); its MCP endpoint asks for a token (401)."""

    ANSWERS: ClassVar[dict[str, tuple[int, bytes]]] = {
        "/healthz": (200, b'{"status":"ok"}'),
        "/readyz": (200, b'{"status":"ok"}'),
        "/api/v1/whoami": (500, b'{"error":{"code":"internal","message":"internal error"}}'),
    }
    OTHER = (401, b'{"error":{"code":"unauthorized","message":"a bearer token is required"}}')


def _serve(handler: type[BaseHTTPRequestHandler]) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        thread.join(timeout=10)
        server.server_close()


@pytest.fixture
def foreign() -> Iterator[str]:
    yield from _serve(_NotSkillkeeper)


@pytest.fixture
def failing() -> Iterator[str]:
    yield from _serve(_Failing)


@pytest.fixture
def database_down() -> Iterator[str]:
    yield from _serve(_DatabaseDown)


@pytest.fixture
def whoami_fails() -> Iterator[str]:
    yield from _serve(_WhoamiFails)


def _doctor(url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """`doctor --server url` without a token in an empty home; its output (exit 2: it failed to connect)."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("SKILLKEEPER_TOKEN", raising=False)
    result = run("doctor", "--server", url)
    assert result.exit_code == 2, result.output
    return result.output


def test_a_port_where_another_web_server_answers_is_said_to_be_no_skillkeeper(
    foreign: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    output = _doctor(foreign, tmp_path, monkeypatch)
    assert (
        f"fail reachable  {foreign} answers, but not as skillkeeper: /healthz answers 404 and POST /mcp 501; "
        "check the host and port (`skillkeeper serve` prints the URL it listens on)"
    ) in output
    assert "answers 401" not in output  # it never did


def test_a_server_that_answers_500_is_said_to_have_failed_not_to_be_unreachable_or_foreign(
    failing: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    output = _doctor(failing, tmp_path, monkeypatch)
    assert f"fail reachable  the server at {failing} answered 500: the server failed; see its log" in output
    assert "not as skillkeeper" not in output and "cannot reach" not in output


def test_a_server_up_without_its_database_is_said_so_with_what_to_check_not_as_token_or_protocol_trouble(
    database_down: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    output = _doctor(database_down, tmp_path, monkeypatch)
    assert (
        f"fail reachable  {database_down} is up but cannot reach its database (/readyz answers 503); check that "
        "the database is running and that `skillkeeper serve` there has the right SKILLKEEPER_DATABASE_URL"
    ) in output
    assert "caller" not in output and "protocol" not in output and "authorization" not in output


def test_a_server_whose_whoami_fails_does_not_call_a_clients_written_token_stale(
    whoami_fails: str, tmp_path: Path
) -> None:
    # Without whoami's answer doctor cannot learn whether its token is a node agent's (which differs from every
    # client's), yet it compared them and called Zed's token stale; the unreachable server's words apply.
    home = make_home(tmp_path, "linux", clients=("zed",), env={"SKILLKEEPER_TOKEN": "skk_client"})
    install.run(install.Options(server=whoami_fails), home)
    report = doctor(home, whoami_fails, "skk_node_agent")
    assert check(report, "caller") == (
        "warn",
        "GET /api/v1/whoami answered 500; this server cannot say who the token is",
    )
    assert check(report, "clients") == (
        "ok",
        f"zed (skillkeeper) points at {whoami_fails}/mcp; the token written into the file of zed could not be "
        "checked: the server did not say (GET /api/v1/whoami) whether doctor's token is a client's or a node "
        "agent's (fleet:report, which no client sends); run doctor again once the server answers",
    )
