"""Whether anything listens at a server URL on this machine, checked before clients are pointed at it."""

from __future__ import annotations

import socket
from urllib.parse import urlsplit

from skillkeeper.node.reach import no_answer
from skillkeeper.settings import is_loopback


def nothing_listens(url: str, timeout: float = 1.0) -> str | None:
    """One line when `url` is on this machine and nothing accepts a connection on its port, else None.

    Only loopback URLs are tried: a wrong port there is the common slip, and a connection to this
    machine is refused at once; another machine's server may be out of reach from here by design.
    """
    parts = urlsplit(url)
    host = parts.hostname or ""
    if not is_loopback(host):
        return None
    try:
        port = parts.port
    except ValueError:  # a port out of range: the URL check reports it
        return None
    if port == 0:
        return None  # no server listens on port 0; the URL check reports it
    port = port or (443 if parts.scheme == "https" else 80)
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return None
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
    # Host and port only: a `user:secret@` in the URL stays out of the line.
    shown = f"[{host}]" if ":" in host else host
    return no_answer(f"{parts.scheme}://{shown}:{port}", reason)


def skillkeeper_answers(host: str, port: int, timeout: float = 3.0) -> str | None:
    """The base URL when a server on HOST:PORT answers /healthz as skillkeeper does, else None."""
    import httpx  # lazy: only when a port is taken

    near = "127.0.0.1" if host in ("", "0.0.0.0") else "::1" if host.strip("[]") == "::" else host.strip("[]")
    base = f"http://[{near}]:{port}" if ":" in near else f"http://{near}:{port}"
    try:
        # No proxy from the environment: the question is about this machine's port.
        health = httpx.get(base + "/healthz", timeout=timeout, trust_env=False)
        return base if health.status_code == 200 and health.json() == {"status": "ok"} else None
    except (httpx.HTTPError, ValueError):
        return None
