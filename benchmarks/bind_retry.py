"""Starting a server on a port probed free, which another process may take before the server binds it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from rest_bench import free_port

BIND_ATTEMPTS = 5  # starts of a server on a fresh port when another process took the one probed free


class OnAPort(Protocol):
    port: int


def start_on_a_free_port(
    owner: OnAPort, launch: Callable[[], None], log: Callable[[], Path], *, failed: type[Exception] = RuntimeError
) -> None:
    """Run `launch`; when it raises `failed` and what `log()` gained says the port was taken, move `owner` to a
    new free port and launch again, at most BIND_ATTEMPTS times; raises the last failure.

    The server exits saying "Address already in use" in its log (nginx, PostgreSQL, `skillkeeper serve`).
    """
    for attempt in range(1, BIND_ATTEMPTS + 1):
        path = log()
        seen = path.stat().st_size if path.exists() else 0
        try:
            launch()
            return
        except failed:
            said = path.read_bytes()[seen:] if path.exists() else b""
            if b"address already in use" not in said.lower() or attempt == BIND_ATTEMPTS:
                raise
            owner.port = free_port()
