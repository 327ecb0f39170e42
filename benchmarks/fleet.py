"""A skillkeeper fleet on one machine, all real: a private PostgreSQL instance, `skillkeeper serve` replicas
and Debian's nginx in front, with the proxy configuration taken from docs/deploy.md.

Used by `benchmarks/fleet_reliability.py` and the e2e tests in tests/benchmarks/test_fleet_reliability.py.
Every wait is bounded and polls a health endpoint or a process; ports are probed free, and PostgreSQL,
a replica or nginx is started again on a new one when another process took its port first.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from bind_retry import start_on_a_free_port
from rest_bench import free_port

ROOT = Path(__file__).resolve().parents[1]
DEPLOY_DOC = ROOT / "docs" / "deploy.md"
PG_BIN = Path("/usr/lib/postgresql/15/bin")
NGINX = "/usr/sbin/nginx"


def wait_for(check: Callable[[], bool], timeout: float, what: str) -> None:
    """Poll `check` until true; raises TimeoutError naming `what`, or the RuntimeError `check` raises."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except RuntimeError:
            raise  # a process that exited will not come up: say so now, not after the timeout
        except Exception:
            pass  # not answering yet (connection refused, a reset while starting)
        time.sleep(0.05)
    raise TimeoutError(f"{what} not ready within {timeout:.0f} s")


def _as_postgres(argv: list[str]) -> list[str]:
    # initdb and postgres refuse to run as root.
    return ["runuser", "-u", "postgres", "--", *argv] if os.geteuid() == 0 else argv


# --- nginx configuration: the one docs/deploy.md shows


def docs_nginx_block() -> str:
    """The ```nginx block of docs/deploy.md, verbatim."""
    text = DEPLOY_DOC.read_text()
    found = re.search(r"```nginx\n(.*?)```", text, re.S)
    if found is None:
        raise RuntimeError(f"no ```nginx block in {DEPLOY_DOC}")
    return found.group(1)


def local_nginx_conf(replica_ports: list[int], listen_port: int, workdir: Path) -> str:
    """The docs' configuration made local: our replicas upstream, plain HTTP on `listen_port`, no TLS.

    Only the upstream servers, the listen line and the TLS lines change; every location and proxy
    directive is the docs' own text.
    """
    block = docs_nginx_block()
    upstream_servers = "".join(f"    server 127.0.0.1:{p} max_fails=3 fail_timeout=10s;\n" for p in replica_ports)
    block, n = re.subn(
        r"(upstream skillkeeper \{\n)(?:.*\n)*?(?=    keepalive)", lambda m: m.group(1) + upstream_servers, block
    )
    assert n == 1, "the docs' upstream block changed shape"
    # Drop the port-80 redirect server; serve plain HTTP where the docs terminate TLS.
    block = re.sub(r"server \{\n    listen 80;.*?\n\}\n\n", "", block, flags=re.S)
    block = block.replace("    listen 443 ssl;\n", f"    listen 127.0.0.1:{listen_port};\n")
    block = re.sub(r"    (ssl_\w+|http2) .*\n", "", block)
    temp = workdir / "tmp"
    temp.mkdir(exist_ok=True)
    return (
        "daemon off;\nworker_processes 1;\n"
        f"pid {workdir / 'nginx.pid'};\nerror_log {workdir / 'error.log'} warn;\n"
        "events { worker_connections 1024; }\n"
        "http {\n"
        f"    access_log {workdir / 'access.log'};\n"
        f"    client_body_temp_path {temp}/body;\n    proxy_temp_path {temp}/proxy;\n"
        f"    fastcgi_temp_path {temp}/fcgi;\n    uwsgi_temp_path {temp}/uwsgi;\n    scgi_temp_path {temp}/scgi;\n"
        + "".join(f"    {line}\n" if line else "\n" for line in block.splitlines())
        + "}\n"
    )


def ensure_nginx() -> str:
    """Debian's nginx, installed with apt-get when missing (never started as a service)."""
    if not Path(NGINX).exists():
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive", "RUNLEVEL": "1"}
        subprocess.run([*sudo, "apt-get", "install", "-y", "-qq", "nginx"], env=env, check=True, capture_output=True)
    return NGINX


# --- the processes


@dataclass
class Postgres:
    """A PostgreSQL instance of our own (initdb in a temp dir, a free port); safe to restart."""

    root: Path
    port: int = field(default_factory=free_port)
    proc_log: Path = field(init=False)

    def __post_init__(self) -> None:
        self.data = self.root / "pgdata"
        self.proc_log = self.root / "postgres.log"

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/skillkeeper"

    def _ctl(self, *args: str) -> None:
        argv = [str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-l", str(self.proc_log), "-w", "-t", "120", *args]
        subprocess.run(_as_postgres(argv), check=True, capture_output=True)

    def start(self) -> None:
        if not self.data.exists():
            self.root.mkdir(parents=True, exist_ok=True)
            if os.geteuid() == 0:
                shutil.chown(self.root, "postgres", "postgres")
            subprocess.run(
                _as_postgres([str(PG_BIN / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust"]),
                check=True,
                capture_output=True,
            )
        start_on_a_free_port(self, self._start, lambda: self.proc_log, failed=subprocess.CalledProcessError)
        subprocess.run(
            [str(PG_BIN / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "skillkeeper"],
            check=False,
            capture_output=True,
        )

    def _start(self) -> None:
        opts = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300"
        self._ctl("-o", opts, "start")

    def restart(self) -> float:
        """Restart (fast shutdown); returns the seconds it took."""
        t0 = time.monotonic()
        self._ctl("-m", "fast", "restart")
        return time.monotonic() - t0

    def stop(self) -> None:
        if self.data.exists():
            argv = [str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"]
            subprocess.run(_as_postgres(argv), check=False, capture_output=True)


def skillkeeper_env(db_url: str, home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    env.update(SKILLKEEPER_DATABASE_URL=db_url, SKILLKEEPER_HOME=str(home), **extra)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), env.get("PYTHONPATH", "")]))
    return env


def cli(db_url: str, home: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "skillkeeper", *args],
        env=skillkeeper_env(db_url, home),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"skillkeeper {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout


def fleet_token(db_url: str, home: Path, principal: str, scopes: str) -> str:
    """A token of `principal` with `scopes` in the tenant `fleet`, made with the CLI; the secret."""
    out = cli(
        db_url, home, "tokens", "create", "--tenant", "fleet", "--principal", principal, "--scopes", scopes, "--json"
    )
    return str(json.loads(out)["token"])


@dataclass
class Replica:
    """One `skillkeeper serve` process."""

    db_url: str
    home: Path
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None
    preexec: Callable[[], None] | None = None
    # How Python starts the server: `-m skillkeeper`, or a wrapper such as traced_serve.py.
    launcher: list[str] = field(default_factory=lambda: ["-m", "skillkeeper"])
    extra_env: dict[str, str] = field(default_factory=dict)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def log(self) -> Path:
        return self.home / f"replica-{self.port}.log"

    def start(self, timeout: float = 120) -> None:
        """Start the server, wait for /readyz; raises RuntimeError (exited), TimeoutError (never answers). Only a
        first start moves off a port another process took: a restart keeps the one nginx forwards to."""
        if self.proc is None:
            start_on_a_free_port(self, lambda: self._launch(timeout), lambda: self.log)
        else:
            self._launch(timeout)

    def _launch(self, timeout: float) -> None:
        log = self.log.open("ab")
        self.proc = subprocess.Popen(
            [sys.executable, *self.launcher, "serve", "--port", str(self.port), "--quiet"],
            env=skillkeeper_env(self.db_url, self.home, **self.extra_env),
            stdout=log,
            stderr=log,
            preexec_fn=self.preexec,
        )
        log.close()
        proc = self.proc

        def ready() -> bool:
            if proc.poll() is not None:
                raise RuntimeError(f"replica on {self.port} exited; see {self.log}")
            return httpx.get(f"{self.url}/readyz", timeout=2).status_code == 200

        deadline = time.monotonic() + timeout
        while True:
            try:
                if ready():
                    return
            except RuntimeError:
                raise
            except Exception:
                pass
            if time.monotonic() > deadline:
                raise TimeoutError(f"replica on {self.port} not ready within {timeout:.0f} s")
            time.sleep(0.05)

    def kill(self) -> None:
        """kill -9."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=30)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()

    def rss_kib(self) -> int:
        if self.proc is None:
            return 0
        try:
            status = Path(f"/proc/{self.proc.pid}/status").read_text()
        except OSError:  # the process is gone (killed, not yet restarted)
            return 0
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0


@dataclass
class Nginx:
    """nginx as a non-daemon child with a generated configuration in a temp dir."""

    workdir: Path
    replica_ports: list[int]
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> None:
        """Start nginx and wait for /healthz; raises RuntimeError when it exits, TimeoutError when it never answers.

        A port probed free can be taken by another process before nginx binds it: nginx then exits
        saying so, and it is started again on a new port (`start_on_a_free_port`).
        """
        binary = ensure_nginx()
        self.workdir.mkdir(parents=True, exist_ok=True)
        start_on_a_free_port(self, lambda: self._launch(binary, timeout), lambda: self.workdir / "stderr.log")

    def _launch(self, binary: str, timeout: float) -> None:
        conf = self.workdir / "nginx.conf"
        conf.write_text(local_nginx_conf(self.replica_ports, self.port, self.workdir))
        with (self.workdir / "stderr.log").open("ab") as stderr:  # the child keeps its own copy
            self.proc = subprocess.Popen(
                [binary, "-c", str(conf), "-p", str(self.workdir), "-e", str(self.workdir / "error.log")],
                stdout=subprocess.DEVNULL,
                stderr=stderr,
            )
        proc = self.proc

        def up() -> bool:
            if proc.poll() is not None:
                raise RuntimeError(f"nginx exited; see {self.workdir}/error.log and stderr.log")
            return httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200

        wait_for(up, timeout, "nginx")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGQUIT)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()


@dataclass
class Fleet:
    """PostgreSQL + N replicas + nginx; `tokens` holds one token per role of the tenant `fleet`."""

    root: Path
    replicas: int = 2
    traced: bool = False  # the first replica runs under tracemalloc (traced_serve.py): diagnosis only
    # Extra environment per replica (index -> variables): an A/B of allocator settings under the same load.
    replica_env: dict[int, dict[str, str]] = field(default_factory=dict)
    pg: Postgres = field(init=False)
    servers: list[Replica] = field(default_factory=list)
    nginx: Nginx | None = None
    tokens: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.pg = Postgres(self.root / "pg")
        self.home = self.root / "home"
        self.home.mkdir(parents=True, exist_ok=True)

    @property
    def url(self) -> str:
        assert self.nginx is not None
        return self.nginx.url

    def start(self) -> Fleet:
        self.pg.start()
        cli(self.pg.url, self.home, "db", "upgrade")
        cli(self.pg.url, self.home, "tenants", "create", "fleet")
        roles = {
            "agent": "skills:read",
            "writer": "skills:read,skills:write",
            "reviewer": "skills:read,skills:write,skills:review,skills:admin",
            "node": "skills:read,fleet:report",
        }
        for role, scopes in roles.items():
            self.tokens[role] = fleet_token(self.pg.url, self.home, role, scopes)
        self.servers = [Replica(self.pg.url, self.home) for _ in range(self.replicas)]
        if self.traced:
            trace_dir = self.root / "trace"
            trace_dir.mkdir(exist_ok=True)
            self.servers[0].launcher = [str(Path(__file__).with_name("traced_serve.py"))]
            self.servers[0].extra_env = {"FLEET_TRACE_DIR": str(trace_dir)}
        for i, env in self.replica_env.items():
            self.servers[i].extra_env.update(env)
        for server in self.servers:
            server.start(600 if self.traced else 120)  # tracemalloc slows the imports down several times
        self.nginx = Nginx(self.root / "nginx", [s.port for s in self.servers])
        self.nginx.start()
        return self

    def stop(self) -> None:
        if self.nginx is not None:
            self.nginx.stop()
        for server in self.servers:
            server.stop()
        self.pg.stop()

    def __enter__(self) -> Fleet:
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *_: Any) -> None:
        self.stop()


def temp_root() -> Path:
    root = Path(tempfile.mkdtemp(prefix="skillkeeper-fleet-"))
    os.chmod(root, 0o755)
    return root
