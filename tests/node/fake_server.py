"""A tiny in-test HTTP server speaking the installable / heartbeat / fleet wire (docs/wire.md)."""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class FakeServer:
    """Answers like the real server; tests change its fields between requests."""

    payload: dict[str, Any] = field(default_factory=lambda: {"tenant": "acme", "skills": []})
    etag: str = '"e1"'
    status: int = 200
    raw_body: bytes | None = None
    heartbeat_status: int = 204
    # Like the real server: a `{"delta": true}` poll without `have` on a moved set is asked for `have`.
    asks_for_have: bool = False
    block: threading.Event | None = None
    nodes: list[dict[str, Any]] = field(default_factory=list)
    whoami: dict[str, Any] | None = None  # GET /api/v1/whoami answers this (else 404)
    pulls: list[dict[str, Any]] = field(default_factory=list)
    heartbeats: list[dict[str, Any]] = field(default_factory=list)
    proposals: list[dict[str, Any]] = field(default_factory=list)  # POST /api/v1/skills bodies (a node's propose)
    url: str = ""
    _httpd: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None

    def start(self) -> FakeServer:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _send(self, status: int, body: bytes = b"", headers: dict[str, str] | None = None) -> None:
                self.send_response(status)
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _body(self) -> Any:
                length = int(self.headers.get("Content-Length") or 0)
                return json.loads(self.rfile.read(length) or b"null")

            def do_POST(self) -> None:
                body = self._body()
                if self.path == "/api/v1/skills/installable":
                    fake.pulls.append(
                        {
                            "if_none_match": self.headers.get("If-None-Match"),
                            "body": body,
                            "auth": self.headers.get("Authorization"),
                        }
                    )
                    if fake.block is not None:
                        fake.block.wait(timeout=10)
                    if fake.status != 200:
                        self._send(fake.status, json.dumps({"detail": HTTPStatus(fake.status).phrase}).encode())
                    elif self.headers.get("If-None-Match") == fake.etag:
                        self._send(304)
                    elif fake.asks_for_have and isinstance(body, dict) and body.get("delta") and "have" not in body:
                        asked = json.dumps({"tenant": "acme", "etag": fake.etag, "need_have": True}).encode()
                        self._send(200, asked, {"ETag": fake.etag, "Content-Type": "application/json"})
                    else:
                        data = (
                            fake.raw_body
                            if fake.raw_body is not None
                            else json.dumps({**fake.payload, "etag": fake.etag}).encode()
                        )
                        self._send(200, data, {"ETag": fake.etag, "Content-Type": "application/json"})
                elif self.path == "/api/v1/nodes/heartbeat":
                    fake.heartbeats.append(body)
                    self._send(fake.heartbeat_status)
                elif self.path == "/api/v1/skills":
                    fake.proposals.append(body)
                    staged = {"name": "proposed", "status": "staged", "pending_review": True, "created": True}
                    self._send(201, json.dumps(staged).encode(), {"Content-Type": "application/json"})
                else:
                    self._send(404)

            def do_GET(self) -> None:
                if self.path == "/api/v1/fleet/nodes" and fake.status != 200:
                    self._send(fake.status, json.dumps({"detail": HTTPStatus(fake.status).phrase}).encode())
                elif self.path == "/api/v1/fleet/nodes":
                    self._send(200, json.dumps({"nodes": fake.nodes}).encode(), {"Content-Type": "application/json"})
                elif self.path == "/api/v1/whoami" and fake.whoami is not None:
                    self._send(200, json.dumps(fake.whoami).encode(), {"Content-Type": "application/json"})
                else:
                    self._send(404)

        class Server(ThreadingHTTPServer):
            def handle_error(self, request: Any, client_address: Any) -> None:
                pass  # a client that timed out and hung up is expected in tests

        self._httpd = Server(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}"
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self.block is not None:
            self.block.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=10)
