"""HTTP to the skillkeeper server: installable pull, heartbeat, fleet view (httpx)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import httpx

from skillkeeper.node.summary import Heartbeat

INSTALLABLE_PATH = "/api/v1/skills/installable"
SKILLS_PATH = "/api/v1/skills"
HEARTBEAT_PATH = "/api/v1/nodes/heartbeat"
FLEET_PATH = "/api/v1/fleet/nodes"

_HINTS = {
    401: "token missing or rejected; set SKILLKEEPER_TOKEN",
    403: "token lacks the scope",
    404: "not found; is this a skillkeeper server?",
}


class ServerError(Exception):
    """A request failed: non-2xx, timeout, unreachable, or a body that is not the expected JSON."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Unauthorized(ServerError):
    """The server refused the token (401): retrying with the same token cannot help."""


def _refused(what: str) -> Unauthorized:
    return Unauthorized(f"{what}: the server refused SKILLKEEPER_TOKEN (HTTP 401); set it to a valid token "
                        "with scope fleet:report (skillkeeper tokens create --scopes fleet:report)")


@dataclass(frozen=True)
class PullResult:
    """A 304 (`not_modified`) or the parsed JSON payload with its ETag."""

    not_modified: bool
    payload: Any = None
    etag: str | None = None


class InstallableSource(Protocol):
    """Where the catalog comes from: the server, or a file in tests."""

    def pull(self, etag: str | None, node_id: str | None = None) -> PullResult:
        """Raises ServerError when nothing usable came back."""
        ...


def _describe(what: str, response: httpx.Response, scope: str) -> str:
    hint = _HINTS.get(response.status_code, "")
    if response.status_code == 403:
        hint = f"token lacks scope {scope}"
    return f"{what}: HTTP {response.status_code}" + (f" ({hint})" if hint else "")


class ServerClient:
    """A skillkeeper server at `base_url`, called with a bearer token."""

    def __init__(
        self,
        base_url: str,
        token: str | None,
        *,
        timeout: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.base_url = base_url.rstrip("/")
        self._timeout = timeout
        self._http = httpx.Client(
            base_url=self.base_url, headers=headers, timeout=timeout, transport=transport, follow_redirects=False
        )

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> ServerClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _send(self, what: str, method: str, path: str, **kwargs: Any) -> httpx.Response:
        try:
            return self._http.request(method, path, **kwargs)
        except httpx.TimeoutException:
            raise ServerError(f"{what}: timed out after {self._timeout:g}s") from None
        except httpx.HTTPError as exc:
            raise ServerError(f"{what}: cannot reach {self.base_url} ({type(exc).__name__})") from None

    def pull(self, etag: str | None, node_id: str | None = None) -> PullResult:
        """POST installable with If-None-Match; raises ServerError on anything but 200 JSON or 304."""
        headers = {"If-None-Match": etag} if etag else {}
        body = {"node_id": node_id} if node_id else {}
        response = self._send("installable", "POST", INSTALLABLE_PATH, json=body, headers=headers)
        if response.status_code == 304:
            return PullResult(not_modified=True, etag=etag)
        if response.status_code == 401:
            raise _refused("installable")
        if response.status_code != 200:
            raise ServerError(_describe("installable", response, "fleet:report"))
        try:
            payload = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise ServerError("installable: malformed JSON in the response") from None
        return PullResult(not_modified=False, payload=payload, etag=response.headers.get("etag"))

    def heartbeat(self, body: Heartbeat) -> None:
        """POST the heartbeat; raises ServerError on a non-2xx."""
        content = json.dumps(body.model_dump(mode="json", by_alias=True), separators=(",", ":"))
        response = self._send(
            "heartbeat", "POST", HEARTBEAT_PATH, content=content, headers={"Content-Type": "application/json"}
        )
        if not 200 <= response.status_code < 300:
            raise ServerError(_describe("heartbeat", response, "fleet:report"))

    def propose(self, skill_md: str, files: list[dict[str, Any]], node_id: str) -> dict[str, Any]:
        """POST a local skill as an agent write from this node (lands staged); raises ServerError."""
        body = {"skill_md": skill_md, "files": files, "source": "node", "node_id": node_id}
        response = self._send("propose", "POST", SKILLS_PATH, json=body)
        try:
            data = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            data = None
        if response.status_code not in (200, 201):
            error = data.get("error") if isinstance(data, dict) else None
            message = error.get("message") if isinstance(error, dict) else None
            if isinstance(message, str) and response.status_code not in (401, 403):
                raise ServerError(f"propose: HTTP {response.status_code}: {message[:500]}")
            raise ServerError(_describe("propose", response, "skills:write"))
        if not isinstance(data, dict):
            raise ServerError("propose: malformed JSON in the response")
        return data

    def fleet_nodes(self) -> list[dict[str, Any]]:
        """GET the fleet view; raises ServerError."""
        response = self._send("fleet", "GET", FLEET_PATH)
        if response.status_code != 200:
            raise ServerError(_describe("fleet", response, "fleet:read"))
        try:
            data = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise ServerError("fleet: malformed JSON in the response") from None
        nodes = data.get("nodes") if isinstance(data, dict) else None
        if not isinstance(nodes, list):
            raise ServerError("fleet: response has no 'nodes' list")
        return [n for n in nodes if isinstance(n, dict)]


class FileSource:
    """An installable payload read from a JSON file; its ETag is the file's digest (tests, offline)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def pull(self, etag: str | None, node_id: str | None = None) -> PullResult:
        try:
            raw = self.path.read_bytes()
        except OSError as exc:
            raise ServerError(f"installable: cannot read {self.path} ({exc.strerror or exc})") from None
        digest = '"' + hashlib.sha256(raw).hexdigest()[:32] + '"'
        if etag == digest:
            return PullResult(not_modified=True, etag=etag)
        try:
            payload = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise ServerError("installable: malformed JSON in the catalog file") from None
        return PullResult(not_modified=False, payload=payload, etag=digest)
