"""Process settings, read once from the environment (`SKILLKEEPER_*`)."""

from __future__ import annotations

import difflib
import ipaddress
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

MiB = 1024 * 1024


def is_loopback(host: str) -> bool:
    """Whether `host` (a bind address or host name) only accepts connections from this machine."""
    host = host.strip("[]").lower()
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def postgresql_url(url: str) -> str:
    """`postgres://` (Heroku's and many hosts' spelling) as the `postgresql://` SQLAlchemy knows."""
    head, sep, rest = url.partition("://")
    scheme, plus, driver = head.partition("+")
    if sep and scheme.lower() == "postgres":
        return f"postgresql{plus}{driver}{sep}{rest}"
    return url


class Settings(BaseSettings):
    """Where skillkeeper keeps its data, which database it talks to, and how it serves.

    One rule for every command, `serve` and `make run` alike: `SKILLKEEPER_DATABASE_URL` if
    set, else `skillkeeper.db` under `SKILLKEEPER_HOME`, else under `~/.skillkeeper`.
    `skillkeeper info` prints what this resolves to.
    """

    model_config = SettingsConfigDict(env_prefix="SKILLKEEPER_", extra="ignore")

    home: Path = Field(default_factory=lambda: Path.home() / ".skillkeeper")
    database_url: str | None = None
    token: str | None = None
    tenant: str = "default"
    # auto (default: hybrid when the `semantic` extra is installed, else lexical), lexical,
    # semantic or hybrid; the latter two need the `semantic` extra.
    search_ranker: Literal["auto", "lexical", "semantic", "hybrid"] = "auto"
    # The embedding model of those two: minilm (English, `semantic` extra) or
    # multilingual-e5-small (`multilingual` extra; queries in other languages find English skills).
    search_model: Literal["minilm", "multilingual-e5-small"] = "minilm"
    # One JSON line per request on stderr (what `serve` prints unless --quiet).
    request_log: bool = False

    # --- serving: where we listen and the one URL clients use (never taken from a Host header)
    host: str = "127.0.0.1"
    port: int = Field(default=8765, ge=1, le=65535)
    public_url: str | None = None
    # Extra Host values /mcp accepts (comma-separated, `name:*` for any port), besides the public URL's.
    allowed_hosts: str = ""
    # /metrics without a token: None means "only when bound to loopback".
    metrics_public: bool | None = None

    # --- resource caps (server)
    max_request_bytes: int = 24 * MiB  # a 16 MiB skill as base64 JSON, plus the envelope
    max_inflight_bytes: int = 48 * MiB  # all request bodies being handled at once
    inflight_wait_seconds: float = 30.0  # how long a body waits for room before a 503
    mcp_streams_per_caller: int = 4  # open SSE streams (GET /mcp, subscriptions) per caller
    mcp_streams_total: int = 256
    mcp_stream_idle_seconds: float = 300.0  # a stream that carried no event this long is closed
    # Distinct node ids one tenant's heartbeats may register (a fleet:report token could make rows without end).
    max_nodes_per_tenant: int = Field(default=1000, ge=1)

    # --- web inbox sessions
    session_hours: float = 12.0

    # --- node agent: its id (else one stored under home), the server it syncs from, extra targets
    node_id: str | None = None
    server: str | None = None
    # A JSON list of {dir, mode, register?}, added to the preset targets.
    skill_targets: str | None = None
    # --- outgoing webhooks (docs/webhooks.md)
    # Loopback, link-local and private addresses are refused unless the operator allows them (SSRF).
    webhooks_allow_private: bool = False
    webhook_worker: bool = True  # `serve` runs a delivery worker in each process
    webhook_interval_seconds: float = Field(default=5.0, gt=0)
    webhook_max_attempts: int = Field(default=8, ge=1, le=50)
    webhook_timeout_seconds: float = Field(default=10.0, gt=0)

    # --- resource caps (node agent's HTTP client)
    node_max_download_bytes: int = 128 * MiB  # on the wire (compressed)
    node_max_response_bytes: int = 256 * MiB  # after decompression

    @field_validator("database_url", mode="before")
    @classmethod
    def _database_url(cls, value: object) -> object:
        return postgresql_url(value) if isinstance(value, str) else value

    @field_validator("search_model", mode="before")
    @classmethod
    def _model(cls, value: object) -> object:
        if isinstance(value, str):
            return value.strip().lower() or "minilm"
        return value

    @field_validator("search_ranker", mode="before")
    @classmethod
    def _ranker(cls, value: object) -> object:
        # An empty or differently cased value in the environment means what it says.
        if isinstance(value, str):
            return value.strip().lower() or "auto"
        return value

    @property
    def resolved_database_url(self) -> str:
        """The configured database URL, or a SQLite file under `home`."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.home.expanduser() / 'skillkeeper.db'}"

    @property
    def display_database_url(self) -> str:
        """The resolved database URL with any password replaced by `***` (safe to print)."""
        # Lazy: settings are read by `--help` paths that must not load SQLAlchemy.
        from sqlalchemy import make_url

        url = self.resolved_database_url
        try:
            return make_url(url).render_as_string(hide_password=True)
        except Exception:
            return "(malformed SKILLKEEPER_DATABASE_URL)"

    @property
    def resolved_public_url(self) -> str:
        """The configured public URL, or http://HOST:PORT of the bind (loopback for a wildcard bind)."""
        if self.public_url:
            return self.public_url.rstrip("/")
        return self._url("127.0.0.1" if self.wildcard_bind else self.host)

    @property
    def bind_url(self) -> str:
        """http://HOST:PORT of the bind itself (`0.0.0.0` for every interface), whatever the public URL."""
        return self._url(self.host or "0.0.0.0")

    @property
    def wildcard_bind(self) -> bool:
        """Whether the bind takes every interface (so the default public URL can only be loopback)."""
        return self.host in ("0.0.0.0", "::", "")

    def _url(self, host: str) -> str:
        if ":" in host and not host.startswith("["):
            host = f"[{host}]"
        return f"http://{host}:{self.port}"

    @property
    def loopback_bind(self) -> bool:
        return is_loopback(self.host)

    def mcp_allowed_hosts(self) -> list[str]:
        """Host header values /mcp accepts: the public URL's, loopback names on a loopback bind, extras."""
        netloc = urlsplit(self.resolved_public_url).netloc.rpartition("@")[2].lower()
        hosts = [netloc]
        if self.loopback_bind:
            for name in ("127.0.0.1", "localhost", "[::1]"):
                hosts += [name, f"{name}:*"]
        hosts += [h.strip().lower() for h in self.allowed_hosts.split(",") if h.strip()]
        return list(dict.fromkeys(hosts))

    def mcp_allowed_origins(self) -> list[str]:
        """Origin values /mcp accepts (a browser page of another origin never reaches it)."""
        split = urlsplit(self.resolved_public_url)
        origins = [f"{split.scheme}://{split.netloc.rpartition('@')[2].lower()}"]
        for host in self.mcp_allowed_hosts()[1:]:
            origins += [f"http://{host}", f"https://{host}"]
        return list(dict.fromkeys(origins))


class SettingsError(ValueError):
    """A SKILLKEEPER_* variable holds a value it cannot take; the message names it in one line."""


# Variables read outside `Settings`, and the test suite's own (so are SKILLKEEPER_TEST_*).
OTHER_VARIABLES = frozenset({"SKILLKEEPER_SKILL_TARGETS", "SKILLKEEPER_FUZZ_EXAMPLES", "SKILLKEEPER_KEEP_SCREENSHOTS"})
_warned: set[str] = set()


def known_variables() -> list[str]:
    """Every SKILLKEEPER_* variable skillkeeper reads."""
    return sorted({"SKILLKEEPER_" + f.upper() for f in Settings.model_fields} | OTHER_VARIABLES)


def unknown_variables(environ: Mapping[str, str]) -> list[str]:
    """A one-line warning for each SKILLKEEPER_* variable no setting reads (a typo), naming the closest one."""
    known = known_variables()
    lines = []
    for var in sorted(environ):
        if not var.startswith("SKILLKEEPER_") or var in known or var.startswith("SKILLKEEPER_TEST_"):
            continue
        if var.endswith("_TOKEN"):  # a token kept under a name of the user's (`install --token-env`)
            continue
        closest = difflib.get_close_matches(var, known, n=1, cutoff=0.0)
        hint = f"; did you mean {closest[0]}?" if closest else ""
        lines.append(f"warning: {var} is not a skillkeeper setting and is ignored{hint}")
    return lines


def _warn_unknown() -> None:
    """Say once per process, on stderr, which SKILLKEEPER_* variables are typos."""
    for line in unknown_variables(os.environ):
        if line not in _warned:
            _warned.add(line)
            print(line, file=sys.stderr)


# The last settings read and the environment they were read from: a command asks several times
# (about 10 ms of CPU each), a test that changes the environment gets a fresh read.
_last: tuple[tuple[str | None, ...], Settings] | None = None


def _environment_key() -> tuple[str | None, ...]:
    """What `Settings()` reads: every SKILLKEEPER_* variable (any case) and HOME (the default `home`)."""
    ours = sorted(f"{k}={v}" for k, v in os.environ.items() if k.upper().startswith("SKILLKEEPER_"))
    return (os.environ.get("HOME"), *ours)


def get_settings() -> Settings:
    """Read settings from the environment as it is now; raises SettingsError."""
    global _last
    _warn_unknown()
    key = _environment_key()
    if _last is not None and _last[0] == key:
        return _last[1]
    try:
        settings = Settings()
        _last = (key, settings)
        return settings
    except ValidationError as exc:
        # A bad SKILLKEEPER_PORT printed pydantic's traceback on every command.
        first = exc.errors()[0]
        field = str(first["loc"][0]) if first.get("loc") else ""
        var = "SKILLKEEPER_" + field.upper() if field else "a SKILLKEEPER_* variable"
        shown = repr(first.get("input")) if field else ""
        problem = str(first.get("msg", "invalid")).removeprefix("Value error, ")
        raise SettingsError(f"{var}={shown} cannot be used: {problem}; fix it or unset it") from None
