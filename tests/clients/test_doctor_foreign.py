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


@pytest.fixture
def foreign() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _NotSkillkeeper)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        thread.join(timeout=10)
        server.server_close()


def test_a_port_where_another_web_server_answers_is_said_to_be_no_skillkeeper(
    foreign: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("SKILLKEEPER_TOKEN", raising=False)
    result = run("doctor", "--server", foreign)
    assert result.exit_code == 2, result.output
    assert (
        f"fail reachable  {foreign} answers, but not as skillkeeper: /healthz answers 404 and POST /mcp 501; "
        "check the host and port (`skillkeeper serve` prints the URL it listens on)"
    ) in result.output
    assert "answers 401" not in result.output  # it never did
