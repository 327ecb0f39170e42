"""doctor pointed at a port where something other than skillkeeper answers: one fatal line, no invented 401."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.cli.invoke import run


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


class _DatabaseDown(BaseHTTPRequestHandler):
    """A skillkeeper replica whose database is down: /healthz 200, /readyz and everything else 503."""

    def do_GET(self) -> None:
        if self.path == "/healthz":
            self._send(200, b'{"status":"ok"}')
        elif self.path == "/readyz":
            self._send(503, b'{"status":"unavailable","checks":{"database":false,"migrations":false}}')
        else:
            self._send(503, b'{"error":{"code":"unavailable","message":"the database is unavailable; retry shortly"}}')

    do_POST = do_GET

    def _send(self, status: int, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        return


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
