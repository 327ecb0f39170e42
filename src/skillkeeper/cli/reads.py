"""What each reviewer last read: per server, tenant, reader and skill, the hash `skills show`/`skills inbox` printed.

The review actions act on that revision unless `--expect` names another; the pin itself is the one
rule of review/actions.py (a moved head is a StaleReview), as the web inbox and REST API use it.
People may share one SKILLKEEPER_HOME (one OS user, several tokens), so a read is kept per reader and
only that reader's actions use it. The file holds endpoints, tenant and skill names, hashes and readers
only: no token (a reader over --server is a labelled digest of it), no database password.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import typer

from skillkeeper.review.states import Status

READS_FILE = "review-reads.json"
MAX_READS = 5000  # oldest reads are dropped past this, so the file stays small
# Version 1 keyed reads without a reader; those entries match no key now, so they are used for no one.
VERSION = 2
# Separates the reader digest from the server's token hash (plain SHA-256), so the file holds no prefix of it.
_READER_DIGEST_LABEL = b"skillkeeper review reader\0"

Where = tuple[str, str]  # (endpoint, reader): the server or database read, and who read it


def where(server: str | None) -> Where:
    """The place and the person a read belongs to: `endpoint(server)` and `reader(server)`."""
    return endpoint(server), reader(server)


def reader(server: str | None) -> str:
    """Who reads: over --server a digest of SKILLKEEPER_TOKEN (never the token), else the local operator."""
    if not server:
        from skillkeeper.access.actor import operator_name  # lazy: as the settings below

        return operator_name()  # the actor LocalAdmin acts as, as decisions record it
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    token = (get_settings().token or "").encode("utf-8")
    return "token:" + hashlib.sha256(_READER_DIGEST_LABEL + token).hexdigest()[:32]


def endpoint(server: str | None) -> str:
    """The server a read came from: its URL without credentials or query, or this machine's database."""
    if server:
        parts = urlsplit(server)
        host = parts.hostname or ""
        netloc = f"{host}:{parts.port}" if parts.port else host
        return f"{parts.scheme}://{netloc}{parts.path.rstrip('/')}"
    from sqlalchemy.engine import make_url  # lazy: only the local database's URL needs parsing
    from sqlalchemy.exc import ArgumentError  # lazy: as above

    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    url = get_settings().resolved_database_url
    try:
        return "local " + make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "local"


def _path() -> Path:
    from skillkeeper.settings import get_settings  # lazy: pydantic-settings

    return get_settings().home.expanduser() / READS_FILE


def _load(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # none yet, or unreadable: no read is remembered
    reads = data.get("reads") if isinstance(data, dict) else None
    return reads if isinstance(reads, dict) else {}


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold the reads file's lock: two CLI runs reading at once must not drop each other's reads."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock


def _key(place: Where, tenant: str, name: str) -> str:
    return json.dumps([place[0], tenant, place[1], name])


def remember(place: Where, tenant: str, hashes: dict[str, str]) -> None:
    """Record that the reader read these skills (name -> content hash); a failure only warns."""
    from skillkeeper.clients.files import FileProblem, write_atomic  # lazy: the client file helpers

    if not hashes:
        return
    path = _path()
    at = datetime.now(UTC).isoformat(timespec="seconds")
    try:
        with _locked(path):
            reads = _load(path)
            for name, content_hash in hashes.items():
                key = _key(place, tenant, name)
                reads.pop(key, None)  # re-inserted last: the dict stays oldest first
                reads[key] = {"content_hash": content_hash, "at": at}
            kept = dict(list(reads.items())[-MAX_READS:])
            write_atomic(path, json.dumps({"version": VERSION, "reads": kept}, indent=1) + "\n", 0o600)
    except OSError as exc:
        typer.echo(
            f"warning: cannot remember the read in {path} ({exc.strerror}); "
            "approve with --expect HASH to pin the revision you read",
            err=True,
        )
    except FileProblem as exc:
        typer.echo(f"warning: {exc}; approve with --expect HASH to pin the revision you read", err=True)


def recall(place: Where, tenant: str, name: str) -> dict[str, str] | None:
    """This reader's last read of `name` ({content_hash, at}), or None when they have none remembered."""
    found = _load(_path()).get(_key(place, tenant, name))
    if isinstance(found, dict) and isinstance(found.get("content_hash"), str):
        return {"content_hash": found["content_hash"], "at": str(found.get("at", ""))}
    return None


def tenant_of(admin: Any, tenant: str, server: str | None) -> str:
    """The tenant the reads are kept under: the one named, else (remote) the token's as the server says."""
    if tenant or not server:
        return tenant
    return str(admin.inbox(tenant, {"status": Status.STAGED.value}, "newest", None, 1).get("tenant") or "")
