"""A real local HTTP receiver for outgoing webhooks, and a clock the tests move by hand."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    headers: dict[str, str]
    body: bytes
    path: str = "/hook"


@dataclass
class Receiver:
    """A stdlib HTTP server in a thread; answers with `status` and records every request."""

    port: int = 0
    status: int = 200
    location: str | None = None  # sent with the answer (a redirect)
    got: list[Received] = field(default_factory=list)
    server: ThreadingHTTPServer | None = None
    arrived: threading.Event = field(default_factory=threading.Event)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"

    def start(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length", "0")))
                receiver.got.append(Received({k.lower(): v for k, v in self.headers.items()}, body, self.path))
                receiver.arrived.set()
                self.send_response(receiver.status)
                if receiver.location:
                    self.send_header("location", receiver.location)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *_args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


class Clock:
    """An injectable clock the tests move by hand."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta) -> None:
        self.now += delta
