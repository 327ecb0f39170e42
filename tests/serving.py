"""Run a real `skillkeeper serve` subprocess for end-to-end tests (bounded waits, always killed)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def refused_port() -> Iterator[int]:
    """A loopback port bound but never listening while in use: a connection to it is refused, and no other
    process can take it meanwhile (a port free a moment ago could be)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        yield int(s.getsockname()[1])


def cli_env(db_url: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    env.update(SKILLKEEPER_DATABASE_URL=db_url, SKILLKEEPER_HOME=os.environ["SKILLKEEPER_HOME"], **extra)
    return env


def skillkeeper(*args: str, env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """Run the CLI as a real process."""
    return subprocess.run(
        [sys.executable, "-m", "skillkeeper", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


@contextmanager
def running_server(db_url: str, *args: str, timeout: float = 120, env: dict[str, str] | None = None) -> Iterator[str]:
    """Start `skillkeeper serve [args]` on a free port; yield its base URL once /healthz answers."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "skillkeeper", "serve", "--port", str(port), "--quiet", *args],
        env=cli_env(db_url, **(env or {})),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    try:
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"skillkeeper serve exited: {proc.stderr.read() if proc.stderr else ''}")
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("skillkeeper serve did not become healthy in time")
            time.sleep(0.05)
        yield url
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        if proc.stderr:
            proc.stderr.close()


@contextmanager
def answering(status: int, body: bytes = b"", **headers: str) -> Iterator[str]:
    """A real HTTP server answering every request with `status`, `body` and `headers`."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            self.send_response(status)
            for name, value in {**headers, "Content-Length": str(len(body))}.items():
                self.send_header(name.replace("_", "-"), value)
            self.end_headers()
            self.wfile.write(body)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
