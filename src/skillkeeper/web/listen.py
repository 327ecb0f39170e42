"""Listening sockets for `serve --workers N`: on Linux, one SO_REUSEPORT socket per worker process.

With one listening socket shared by every worker, the worker that wakes first accepts every
connection waiting in the queue (asyncio accepts up to the backlog per wake-up), so a burst of
keep-alive connections (a proxy's pool, a benchmark's 32 clients) can all land on one worker while
the others idle. With SO_REUSEPORT each worker listens on its own socket and the kernel spreads new
connections over them by address hash.
"""

from __future__ import annotations

import socket
import sys
from typing import Any

BACKLOG = 2048


def per_worker_sockets() -> bool:
    """Whether workers can each listen on their own socket with the kernel balancing (Linux)."""
    return sys.platform.startswith("linux") and hasattr(socket, "SO_REUSEPORT")


class WorkerSocket(socket.socket):
    """The supervisor's bound, never listening SO_REUSEPORT socket.

    It holds the address for the supervisor; handed to a worker process (pickled by
    multiprocessing), it arrives as that worker's own listening socket on the same address.
    """

    def __reduce_ex__(self, protocol: Any) -> tuple[Any, ...]:
        return (listen_own, (self.family, self.getsockname()))


def listen_own(family: int, address: Any) -> socket.socket:
    """A new SO_REUSEPORT TCP socket listening on `address` (in a worker process); raises OSError."""
    # IPPROTO_TCP spelled out: asyncio only sets TCP_NODELAY on accepted sockets whose proto says
    # TCP, and without it every small answer waits out Nagle and delayed ACKs (40 ms).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind(address)
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock
