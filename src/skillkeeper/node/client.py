"""HTTP to the skillkeeper server: installable pull, heartbeat, fleet view (httpx)."""

from __future__ import annotations

import hashlib
import json
import re
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from skillkeeper.errors import rest_base
from skillkeeper.node import buckets
from skillkeeper.node.reach import AGENT, Client, no_answer, proposed_as_node, told
from skillkeeper.node.summary import Heartbeat
from skillkeeper.settings import get_settings

if TYPE_CHECKING:
    import httpx

INSTALLABLE_PATH = "/api/v1/skills/installable"
SKILLS_PATH = "/api/v1/skills"
HEARTBEAT_PATH = "/api/v1/nodes/heartbeat"
FLEET_PATH = "/api/v1/fleet/nodes"
MiB = 1024 * 1024
# Digest comparisons a pull tries while the set keeps moving, before it uploads all of `have`.
BUCKET_ROUNDS = 3


class ServerError(Exception):
    """A request failed: non-2xx, timeout, unreachable, or a body that is not the expected JSON.

    `status` is the HTTP status when the server answered with an error; None when no answer came (offline).
    """

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class Unauthorized(ServerError):
    """The server refused the token (401, or 403 for a missing scope): retrying with it cannot help."""


WHOAMI_PATH = "/api/v1/whoami"
_TENANT = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?")  # store.tenants.TENANT_NAME


# What the node holds ({name: content_hash}), computed only when the server asks for it.
Have = Callable[[], dict[str, str]]


@dataclass(frozen=True)
class PullResult:
    """A 304 (`not_modified`) or the parsed JSON payload with its ETag."""

    not_modified: bool
    payload: Any = None
    etag: str | None = None


class InstallableSource(Protocol):
    """Where the catalog comes from: the server, or a file in tests."""

    def pull(self, etag: str | None, node_id: str | None = None, have: Have | None = None) -> PullResult:
        """Raises ServerError when nothing usable came back."""
        ...


def _json(raw: bytes) -> Any:
    """The JSON value of `raw`; raises ValueError when malformed, not UTF-8, or nested too deeply."""
    try:
        return json.loads(raw)
    except RecursionError:  # a hostile answer nests until the parser's recursion limit: not a ValueError
        raise ValueError("JSON nested too deeply") from None


def _needs_have(result: PullResult) -> bool:
    return isinstance(result.payload, dict) and result.payload.get("need_have") is True


def _narrowed(held: dict[str, str], offered: object, etag: str | None) -> dict[str, Any] | None:
    """`have` for just the buckets whose digests differ from the server's; None without usable digests."""
    if not isinstance(offered, dict) or etag is None:
        return None
    bits, theirs = offered.get("bits"), offered.get("digests")
    if not isinstance(bits, int) or isinstance(bits, bool) or not 0 <= bits <= buckets.MAX_BITS:
        return None
    if not isinstance(theirs, str):
        return None
    only = buckets.differing(buckets.digests(held.items(), bits), theirs)
    if only is None:
        return None
    wanted = set(only)
    have = {n: h for n, h in held.items() if buckets.bucket_of(n, bits) in wanted}
    return {"have": have, "buckets": {"bits": bits, "only": only, "etag": etag}}


def _told(
    what: str, base: str, response: _Reply, scope: str, tenant: str | None = None, client: Client = AGENT
) -> ServerError:
    """The one line for an error answer, by reach.told: the server's own words when they say more than the
    status, else what the status means and the next step."""
    status, headers = response.status_code, response.headers
    said = told(
        base,
        status,
        response.content,
        scope=scope,
        challenge=headers.get("www-authenticate"),
        location=headers.get("location"),
        tenant=tenant,
        client=client,
    )
    return ServerError(f"{what}: {said}", status)


def _tenant_of(me: dict[str, Any]) -> str | None:
    tenant = me.get("tenant")
    return tenant if isinstance(tenant, str) and _TENANT.fullmatch(tenant) else None


class _Inflater:
    """Decodes a gzip/deflate/identity body chunk by chunk, never producing more than asked for."""

    def __init__(self, encoding: str) -> None:
        self.wbits = {"gzip": 16 + zlib.MAX_WBITS, "x-gzip": 16 + zlib.MAX_WBITS, "deflate": zlib.MAX_WBITS}.get(
            encoding
        )
        self.decoder = zlib.decompressobj(self.wbits) if self.wbits is not None else None

    def feed(self, chunk: bytes, room: int) -> Iterator[bytes]:
        """The decoded bytes of `chunk`, in pieces of at most `room + 1` bytes; raises zlib.error."""
        if self.decoder is None:
            yield chunk
            return
        while chunk:
            piece = self.decoder.decompress(chunk, room + 1)
            yield piece
            chunk = self.decoder.unconsumed_tail
            if self.decoder.eof and self.decoder.unused_data and self.wbits is not None:
                chunk = self.decoder.unused_data  # a multi-member gzip stream
                self.decoder = zlib.decompressobj(self.wbits)
            elif not piece and not chunk:
                return

    def finish(self) -> bytes:
        """What zlib still holds once the input is all in (at most its 32 KiB window)."""
        return self.decoder.flush() if self.decoder is not None else b""


@dataclass(frozen=True)
class _Reply:
    status_code: int
    headers: httpx.Headers
    content: bytes


class ServerClient:
    """A skillkeeper server at `base_url`, called with a bearer token.

    Responses are read within caps, on the wire and after decompression, so a hostile or broken
    server cannot make the agent hold more than `max_response_bytes` in memory.
    """

    def __init__(
        self,
        base_url: str,
        token: str | None,
        *,
        timeout: float = 30.0,
        transport: httpx.BaseTransport | None = None,
        max_download_bytes: int | None = None,
        max_response_bytes: int | None = None,
        asker: Client = AGENT,
    ) -> None:
        settings = get_settings()
        self.asker = asker  # who the hints of a refused pull address (the agent, or `export --server`)
        self.max_download_bytes = max_download_bytes or settings.node_max_download_bytes
        self.max_response_bytes = max_response_bytes or settings.node_max_response_bytes
        # Only encodings we can inflate a piece at a time (httpx would inflate a whole chunk at once).
        headers = {"Accept-Encoding": "gzip, deflate"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        self.base_url = rest_base(base_url)
        self._timeout = timeout
        import httpx  # lazy: `agent --local` and `mcp --node` never reach a server

        self._http = httpx.Client(
            base_url=self.base_url, headers=headers, timeout=timeout, transport=transport, follow_redirects=False
        )

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> ServerClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _send(self, what: str, method: str, path: str, **kwargs: Any) -> _Reply:
        import httpx  # loaded by __init__ already

        try:
            with self._http.stream(method, path, **kwargs) as response:
                return _Reply(response.status_code, response.headers, self._read(what, response))
        except httpx.TimeoutException:
            raise ServerError(f"{what}: timed out after {self._timeout:g}s") from None
        except httpx.HTTPError as exc:
            if isinstance(exc, httpx.ConnectError):  # nothing listens there, or the name does not resolve
                raise ServerError(f"{what}: {no_answer(self.base_url, type(exc).__name__)}") from None
            raise ServerError(f"{what}: cannot reach {self.base_url} ({type(exc).__name__})") from None

    def _read(self, what: str, response: httpx.Response) -> bytes:
        """The decoded body, within both caps; raises ServerError past them or on a bad encoding."""
        wire_cap, body_cap = self.max_download_bytes, self.max_response_bytes

        def too_big(cap: int, where: str, setting: str) -> ServerError:
            return ServerError(
                f"{what}: the response is over {cap / MiB:g} MiB {where}; refused (raise "
                f"SKILLKEEPER_{setting} if the catalog is really that large)"
            )

        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > wire_cap:
            raise too_big(wire_cap, "on the wire", "NODE_MAX_DOWNLOAD_BYTES")
        encoding = response.headers.get("content-encoding", "identity").strip().lower() or "identity"
        if encoding not in ("identity", "gzip", "x-gzip", "deflate"):
            raise ServerError(f"{what}: the server answered in an encoding the agent does not read ({encoding[:40]})")
        inflater = _Inflater(encoding)
        body = bytearray()
        wire = 0
        try:
            for chunk in response.iter_raw(64 * 1024):
                wire += len(chunk)
                if wire > wire_cap:
                    raise too_big(wire_cap, "on the wire", "NODE_MAX_DOWNLOAD_BYTES")
                for piece in inflater.feed(chunk, body_cap - len(body)):
                    body += piece
                    if len(body) > body_cap:
                        raise too_big(body_cap, "once decompressed", "NODE_MAX_RESPONSE_BYTES")
            body += inflater.finish()
            if len(body) > body_cap:
                raise too_big(body_cap, "once decompressed", "NODE_MAX_RESPONSE_BYTES")
        except zlib.error:
            raise ServerError(f"{what}: the compressed response is corrupt") from None
        return bytes(body)

    def pull(self, etag: str | None, node_id: str | None = None, have: Have | None = None) -> PullResult:
        """POST installable with If-None-Match; raises ServerError on anything but 200 JSON or 304.

        With `have` (what the node holds, asked for lazily) a changed catalog comes as a delta: the
        poll itself stays small, and only when the server says the set moved does the node send `have`,
        and then only for the buckets whose digests differ from the server's (docs/wire.md).
        """
        headers = {"If-None-Match": etag} if etag else {}
        body: dict[str, Any] = {"node_id": node_id} if node_id else {}
        if have is not None:
            body["delta"] = True
        result = self._pull(headers, body)
        held: dict[str, str] | None = None
        # The set may move again between the rounds: the server then sends fresh digests.
        for _ in range(BUCKET_ROUNDS):
            if have is None or not _needs_have(result):
                return result
            held = have() if held is None else held
            narrowed = _narrowed(held, result.payload.get("buckets"), result.etag)
            if narrowed is None:
                break
            result = self._pull(headers, {**body, **narrowed})
        if have is not None and _needs_have(result):
            result = self._pull(headers, {**body, "have": have() if held is None else held})
        return result

    def _pull(self, headers: dict[str, str], body: dict[str, Any]) -> PullResult:
        etag = headers.get("If-None-Match")
        response = self._send("installable", "POST", INSTALLABLE_PATH, json=body, headers=headers)
        if response.status_code == 304:
            return PullResult(not_modified=True, etag=etag)
        if response.status_code in (401, 403):
            # A 403 is a valid token minted for something else, e.g. an MCP client's read/write token.
            tenant = self.token_tenant() if response.status_code == 403 else None
            failed = _told("installable", self.base_url, response, "fleet:report", tenant, self.asker)
            raise Unauthorized(failed.message, failed.status)
        if response.status_code != 200:
            raise _told("installable", self.base_url, response, "fleet:report", client=self.asker)
        try:
            payload = _json(response.content)
        except ValueError:  # malformed, not UTF-8, or nested too deeply
            raise ServerError("installable: malformed JSON in the response") from None
        return PullResult(not_modified=False, payload=payload, etag=response.headers.get("etag"))

    def token_tenant(self) -> str | None:
        """The tenant of this client's (valid) token from whoami, for a hint; None when it cannot be learned."""
        return _tenant_of(self._whoami())

    def _whoami(self) -> dict[str, Any]:
        """Whoami's document for this client's token, for a hint; empty when it cannot be learned."""
        try:
            response = self._send("whoami", "GET", WHOAMI_PATH)
            data = _json(response.content) if response.status_code == 200 else None
        except (ServerError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def heartbeat(self, body: Heartbeat) -> None:
        """POST the heartbeat; raises ServerError on a non-2xx."""
        content = json.dumps(body.model_dump(mode="json", by_alias=True), separators=(",", ":"))
        response = self._send(
            "heartbeat", "POST", HEARTBEAT_PATH, content=content, headers={"Content-Type": "application/json"}
        )
        if not 200 <= response.status_code < 300:
            raise _told("heartbeat", self.base_url, response, "fleet:report")

    def propose(self, skill_md: str, files: list[dict[str, Any]], node_id: str) -> dict[str, Any]:
        """POST a local skill as an agent write from this node (lands staged); raises ServerError."""
        body = {"skill_md": skill_md, "files": files, "source": "node", "node_id": node_id}
        response = self._send("propose", "POST", SKILLS_PATH, json=body)
        me = self._whoami() if response.status_code == 403 else {}
        if "fleet:report" in (me.get("token_scopes") or []):
            # The server's words would widen the node agent's own token; a proposal wants a writer's token.
            raise ServerError(f"propose: {proposed_as_node(self.base_url, _tenant_of(me))}", 403)
        if response.status_code not in (200, 201):
            raise _told("propose", self.base_url, response, "skills:write")
        try:
            data = _json(response.content)
        except ValueError:  # malformed, not UTF-8, or nested too deeply
            data = None
        if not isinstance(data, dict):
            raise ServerError("propose: malformed JSON in the response")
        return data

    def fleet_nodes(self) -> list[dict[str, Any]]:
        """GET the fleet view; raises ServerError."""
        response = self._send("fleet", "GET", FLEET_PATH)
        if response.status_code != 200:
            # The mint hint names the token's own tenant (whoami answers any valid token), not a placeholder.
            tenant = self.token_tenant() if response.status_code == 403 else None
            raise _told("fleet", self.base_url, response, "fleet:read", tenant)
        try:
            data = _json(response.content)
        except ValueError:  # malformed, not UTF-8, or nested too deeply
            raise ServerError("fleet: malformed JSON in the response") from None
        nodes = data.get("nodes") if isinstance(data, dict) else None
        if not isinstance(nodes, list):
            raise ServerError("fleet: response has no 'nodes' list")
        return [n for n in nodes if isinstance(n, dict)]


class FileSource:
    """An installable payload read from a JSON file; its ETag is the file's digest (tests, offline)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def pull(self, etag: str | None, node_id: str | None = None, have: Have | None = None) -> PullResult:
        """The whole file (a file source never answers a delta); raises ServerError when unreadable."""
        try:
            raw = self.path.read_bytes()
        except OSError as exc:
            raise ServerError(f"installable: cannot read {self.path} ({exc.strerror or exc})") from None
        digest = '"' + hashlib.sha256(raw).hexdigest()[:32] + '"'
        if etag == digest:
            return PullResult(not_modified=True, etag=etag)
        try:
            payload = _json(raw)
        except ValueError:  # malformed, not UTF-8, or nested too deeply
            raise ServerError("installable: malformed JSON in the catalog file") from None
        return PullResult(not_modified=False, payload=payload, etag=digest)
