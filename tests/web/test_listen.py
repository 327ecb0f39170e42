"""`serve --workers N` on Linux: each worker listens on its own SO_REUSEPORT socket; the kernel spreads connections."""

from __future__ import annotations

import pickle
import select
import socket

import pytest

from skillkeeper.cli.serve import bind
from skillkeeper.errors import ConfigError
from skillkeeper.web.listen import per_worker_sockets

pytestmark = pytest.mark.skipif(not per_worker_sockets(), reason="SO_REUSEPORT balancing is Linux only")


def as_worker_gets_it(sock: socket.socket) -> socket.socket:
    """What a worker process receives: the socket as multiprocessing pickles it."""
    from multiprocessing.reduction import ForkingPickler

    got = pickle.loads(ForkingPickler.dumps(sock))
    assert isinstance(got, socket.socket)
    return got


def test_every_worker_listens_on_its_own_tcp_socket_and_both_get_connections() -> None:
    reserved = bind("127.0.0.1", 0, per_worker=True)
    workers = [as_worker_gets_it(reserved) for _ in range(2)]
    clients: list[socket.socket] = []
    try:
        port = reserved.getsockname()[1]
        assert [w.getsockname()[1] for w in workers] == [port, port]
        # The proto says TCP, so asyncio turns Nagle off on accepted connections.
        assert [w.proto for w in workers] == [socket.IPPROTO_TCP] * 2
        for _ in range(64):
            clients.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        readable, _, _ = select.select(workers, [], [], 5)
        assert len(readable) == 2  # 64 connections hashed over two sockets: both got some
    finally:
        for s in [reserved, *workers, *clients]:
            s.close()


@pytest.mark.parametrize("reuse_port", [False, True])
def test_a_port_another_server_listens_on_is_refused_with_workers_too(reuse_port: bool) -> None:
    with socket.socket() as holder:
        if reuse_port:  # as another `serve --workers` would hold it
            holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        holder.bind(("127.0.0.1", 0))
        holder.listen(1)
        with pytest.raises(ConfigError, match="Address already in use"):
            bind("127.0.0.1", holder.getsockname()[1], per_worker=True)
