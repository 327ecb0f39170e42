"""The fleet drill: two replicas behind nginx on a private PostgreSQL, one fault of each kind, invariants held."""

from __future__ import annotations

import os
import re
import shutil
import socket
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import psycopg
import pytest

from tests.benchmarks.run import run_benchmark

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from fleet import (  # noqa: E402
    NGINX,
    PG_BIN,
    Nginx,
    Postgres,
    Replica,
    docs_nginx_block,
    local_nginx_conf,
    temp_root,
    wait_for,
)
from skillkeeper.settings import Settings  # noqa: E402


def _locations(conf: str) -> list[str]:
    return [re.sub(r"\s+", " ", m) for m in re.findall(r"location [^{]*\{[^}]*\}", conf)]


def test_the_fleet_runs_nginx_with_the_configuration_deploy_md_shows(tmp_path: Path) -> None:
    docs = docs_nginx_block()
    local = local_nginx_conf([8001, 8002], 8080, tmp_path)
    assert _locations(local) == _locations(docs) and len(_locations(docs)) == 3
    assert "proxy_next_upstream error timeout;" in docs and "proxy_buffering off;" in docs
    assert "least_conn" not in docs  # round-robin
    assert "server 127.0.0.1:8001" in local and "server 127.0.0.1:8002" in local and "ssl_" not in local


def test_the_drill_drops_the_connections_replicas_listen_on() -> None:
    import fleet_notify
    from skillkeeper.deliver.mcp.notify import LISTENER_NAME

    assert fleet_notify.LISTENER_NAME == LISTENER_NAME


def _fleet_possible() -> str | None:
    if not (PG_BIN / "initdb").exists():
        return "PostgreSQL server binaries (initdb) are not installed"
    if not Path(NGINX).exists() and not (os.geteuid() == 0 and shutil.which("apt-get")):
        return "nginx is not installed (make installs it)"
    return None


@pytest.mark.e2e
def test_a_small_fleet_survives_one_fault_of_each_kind_and_loses_nothing() -> None:
    reason = _fleet_possible()
    if reason:
        pytest.skip(reason)
    args = ["--clients", "6", "--duration", "20", "--notify-rounds", "2", "--notify-bound", "60", "--faults", "all"]
    done = run_benchmark("fleet_reliability.py", *args, timeout=1200, keep_home=False)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    table = done.stdout
    for row in ("writes acknowledged vs present", "decisions acknowledged vs applied once", "notifications sent"):
        assert re.search(rf"{row}.*yes$", table, re.M), table
    for fault in ("kill -9 one replica", "restart PostgreSQL", "drop the LISTEN", "node agent", "disk full"):
        assert fault in table, table


def test_a_process_that_exited_is_reported_at_once_not_after_the_timeout() -> None:
    calls: list[int] = []

    def exited() -> bool:
        calls.append(1)
        raise RuntimeError("nginx exited; see error.log")

    with pytest.raises(RuntimeError, match="nginx exited"):
        wait_for(exited, 5, "nginx")  # the old loop swallowed it and raised TimeoutError here
    assert len(calls) == 1


def test_a_server_not_answering_yet_is_polled_again() -> None:
    answers = iter([ConnectionRefusedError(), OSError("reset"), True])

    def up() -> bool:
        answer = next(answers)
        if isinstance(answer, Exception):
            raise answer
        return answer

    wait_for(up, 3600, "replica")
    assert next(answers, None) is None


class EchoHost(BaseHTTPRequestHandler):
    """An upstream answering every GET with the Host header it received."""

    def do_GET(self) -> None:
        body = (self.headers.get("Host") or "").encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def echo_upstream() -> Iterator[int]:
    upstream = ThreadingHTTPServer(("127.0.0.1", 0), EchoHost)
    threading.Thread(target=upstream.serve_forever, daemon=True).start()
    try:
        yield upstream.server_address[1]
    finally:
        upstream.shutdown()
        upstream.server_close()


def test_the_docs_nginx_forwards_the_host_with_its_port_which_mcp_accepts(tmp_path: Path, echo_upstream: int) -> None:
    """A public URL on a non-default port must reach the replicas as the Host /mcp checks (DNS rebinding)."""
    nginx = Nginx(tmp_path / "nginx", [echo_upstream])
    try:
        nginx.start()
        public = "skills.example.org:8443"
        forwarded = httpx.get(f"{nginx.url}/mcp", headers={"Host": public}, timeout=10).text
    finally:
        nginx.stop()
    assert forwarded == public
    assert forwarded in Settings(public_url=f"https://{public}").mcp_allowed_hosts()


@contextmanager
def _a_port_another_process_holds_at(port: int = 0) -> Iterator[int]:
    """What another process may do between the probe and the server's bind: listen on the port (any: 0)."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", port))
        taken.listen()
        yield int(taken.getsockname()[1])


def _starts_on_another_port(server: Nginx | Replica, health: str) -> None:
    held = server.port
    try:
        server.start()
        assert server.port != held
        assert httpx.get(f"{server.url}{health}", timeout=10).status_code == 200
    finally:
        server.stop()


def test_nginx_moves_to_a_new_port_when_another_process_took_the_one_probed_free(
    tmp_path: Path, echo_upstream: int
) -> None:
    with _a_port_another_process_holds_at() as held:
        _starts_on_another_port(Nginx(tmp_path / "nginx", [echo_upstream], port=held), "/healthz")


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the port is tested, not the engine
def test_a_replica_moves_to_a_new_port_when_another_process_took_the_one_probed_free(
    db_url: str, tmp_path: Path
) -> None:
    with _a_port_another_process_holds_at() as held:
        _starts_on_another_port(Replica(db_url, tmp_path, port=held), "/readyz")


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_restarted_replica_keeps_its_port_which_nginx_forwards_to(db_url: str, tmp_path: Path) -> None:
    replica = Replica(db_url, tmp_path)
    try:
        replica.start()
        replica.kill()  # as the drill's fault does, then another process takes the port
        with _a_port_another_process_holds_at(replica.port), pytest.raises(RuntimeError, match="exited"):
            replica.start()
    finally:
        replica.stop()


def test_postgres_moves_to_a_new_port_when_another_process_took_the_one_probed_free() -> None:
    if not (PG_BIN / "initdb").exists():
        pytest.skip("PostgreSQL server binaries (initdb) are not installed")
    root = temp_root()  # readable by the postgres user the server runs as
    pg = Postgres(root / "pg")
    try:
        with _a_port_another_process_holds_at() as held:
            pg.port = held
            pg.start()
            assert pg.port != held
            with psycopg.connect(f"host=127.0.0.1 port={pg.port} user=postgres dbname=skillkeeper") as conn:
                assert conn.execute("select 1").fetchone() == (1,)
    finally:
        pg.stop()
        shutil.rmtree(root, ignore_errors=True)
