"""Repeat MCP reads answered before the SDK: the JSON-RPC bytes it sent for the same call.

Stateless Streamable HTTP with JSON responses answers a request POST with one JSON body.
`CachedCalls` sits behind the bearer auth (the caller and stamp are already resolved, exactly
as for every other MCP request) and in front of the SDK. When the SDK answers a plain read
(a read-tool `tools/call`, `resources/read`, `skills/get`) successfully, the `result` bytes are
filed under the viewer, the caller's scopes, the protocol version, the method and the canonical
params, for the stamp the request was authenticated under.
The same call while that stamp holds gets those bytes with its own `id` spliced in, without a
transport, a dispatcher, a task or a worker thread. Anything unusual (a session id, a modern-era
or unknown protocol version, batches, notifications, `_meta`, unknown tools, errors, bodies
that are not plain JSON) goes to the SDK untouched, so it answers and refuses as always.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from typing import Any

import pydantic_core
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ
from skillkeeper.deliver.mcp.callers import STAMP_KEY, STATE_KEY
from skillkeeper.deliver.mcp.toolcalls import CACHEABLE
from skillkeeper.store.stamped import Stamp, StampedCache

_MAX_BODY = 64 * 1024  # a read call is a few hundred bytes; larger bodies are the SDK's to judge
_JSON = "application/json"
_VERSIONS = frozenset(HANDSHAKE_PROTOCOL_VERSIONS)
_ENVELOPE = frozenset({"jsonrpc", "id", "method", "params"})
# Reads whose answer depends only on the viewer, the params and the catalog, with the params they may carry.
_READS = {
    "tools/call": frozenset({"name", "arguments"}),
    "resources/read": frozenset({"uri"}),
    "skills/get": frozenset({"uri"}),
}
_MAX_ID = 2**53  # ids a JSON client can round-trip exactly
_ERROR = b'"isError":true'
_JSON_TYPE = (b"content-type", b"application/json")

Held = tuple[list[tuple[bytes, bytes]], bytes]  # response headers but content-length, `result` bytes


def call_answers() -> StampedCache[tuple[Any, ...], Held]:
    """The per-server cache of read results by call, bounded in entries and bytes."""
    return StampedCache(max_entries=8192, max_bytes=64 * 1024 * 1024, size=lambda held: len(held[1]))


def _accepts_json(value: str) -> bool:
    return _accepts_short(value) if len(value) <= 256 else _accepts(value)


@functools.lru_cache(maxsize=128)  # clients send the same few Accept values
def _accepts_short(value: str) -> bool:
    return _accepts(value)


def _accepts(value: str) -> bool:
    # The SDK's rule (RFC 7231 wildcards) for a JSON-response server: application/json must be acceptable.
    types = {part.strip().split(";")[0].strip().lower() for part in value.split(",")}
    return bool(types & {_JSON, "application/*", "*/*"})


def request_version(headers: Iterable[tuple[bytes, bytes]]) -> str | None:
    """The protocol version of a request the SDK would serve on its legacy stateless path, or None."""
    version, content_type, accept = None, None, None
    seen: set[bytes] = set()
    for key, raw in headers:
        if key in (b"content-type", b"accept", b"mcp-protocol-version", b"mcp-session-id"):
            if key in seen or key == b"mcp-session-id":
                return None  # repeated headers and sessions: leave every reading of them to the SDK
            seen.add(key)
            value = raw.decode("latin-1")
            if key == b"content-type":
                content_type = value
            elif key == b"accept":
                accept = value
            else:
                version = value
    if content_type is None or content_type.split(";")[0].strip() != _JSON:
        return None
    if accept is None or not _accepts_json(accept):
        return None
    if version is None:
        return ""  # the SDK assumes its default version
    return version if version in _VERSIONS else None  # modern, unknown, empty: the SDK's era routing


def read_call(body: bytes) -> tuple[bytes, str, str] | None:
    """(id as JSON, method, canonical params) of a plain cacheable read, or None."""
    try:
        message = pydantic_core.from_json(body)
    except ValueError:
        return None
    if type(message) is not dict or message.keys() != _ENVELOPE or message["jsonrpc"] != "2.0":
        return None
    rid, method, params = message["id"], message["method"], message["params"]
    if not ((type(rid) is int and -_MAX_ID < rid < _MAX_ID) or (type(rid) is str and len(rid) <= 128)):
        return None
    allowed = _READS.get(method) if type(method) is str else None
    if allowed is None or type(params) is not dict or not params.keys() <= allowed:
        return None
    if method == "tools/call":
        name, arguments = params.get("name"), params.get("arguments")
        if type(name) is not str or name not in CACHEABLE or not (arguments is None or type(arguments) is dict):
            return None
    elif type(params.get("uri")) is not str:
        return None
    try:
        canonical = json.dumps(params, sort_keys=True, separators=(",", ":"), allow_nan=False)
    except ValueError:
        return None
    return pydantic_core.to_json(rid), method, canonical


def _prefix(rid: bytes) -> bytes:
    return b'{"jsonrpc":"2.0","id":' + rid + b',"result":'


def answer_key(version: str, call: tuple[bytes, str, str], caller: Caller) -> tuple[Any, ...]:
    """The key an answer to `call` (from `read_call`) by `caller` is filed under."""
    return (version, call[1], call[2], caller.resolved_viewer, caller.scopes)


async def send_held(send: Send, held: Held, rid: bytes) -> None:
    """Send the filed answer `held` as the answer to the request with id `rid`."""
    headers, result = held
    out = _prefix(rid) + result + b"}"
    length = (b"content-length", str(len(out)).encode())
    await send({"type": "http.response.start", "status": 200, "headers": [*headers, length]})
    await send({"type": "http.response.body", "body": out})


class CachedCalls:
    """Sends a read answered before for the same call, viewer and stamp; passes the rest on."""

    def __init__(self, app: ASGIApp, answers: StampedCache[tuple[Any, ...], Held]) -> None:
        self.app = app
        self.answers = answers
        self.hits = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        state = scope.get("state") or {}
        caller, stamp = state.get(STATE_KEY), state.get(STAMP_KEY)
        if not isinstance(caller, Caller) or not isinstance(stamp, Stamp):
            await self.app(scope, receive, send)
            return
        viewer = caller.resolved_viewer
        version = request_version(scope["headers"])
        if viewer is None or READ not in caller.scopes or version is None:
            await self.app(scope, receive, send)
            return
        body, read = await read_body(receive)
        again = replay(read, receive)
        call = read_call(body) if body is not None else None
        if call is None:
            await self.app(scope, again, send)
            return
        rid, key = call[0], answer_key(version, call, caller)
        held = self.answers.get(stamp, key)
        if held is not None:
            self.hits += 1
            await send_held(send, held, rid)
            return
        await self._answer_and_file(scope, again, send, stamp, key, rid)

    async def _answer_and_file(
        self, scope: Scope, receive: Receive, send: Send, stamp: Stamp, key: tuple[Any, ...], rid: bytes
    ) -> None:
        """Let the SDK answer, and file its result when it is a plain successful JSON answer."""
        sent: list[Message] = []

        async def watch(message: Message) -> None:
            if len(sent) < 3:
                sent.append(message)
            await send(message)

        await self.app(scope, receive, watch)
        held = _plain_result(sent, rid)
        if held is not None:
            self.answers.put(stamp, key, held)


def _plain_result(sent: list[Message], rid: bytes) -> Held | None:
    """The headers and `result` bytes of a one-body 200 JSON success answering `rid`, else None."""
    if len(sent) != 2 or sent[0]["type"] != "http.response.start" or sent[0]["status"] != 200:
        return None
    headers = [(k.lower(), v) for k, v in sent[0].get("headers", [])]
    if sorted(headers) != [(b"content-length", str(len(sent[1].get("body", b""))).encode()), _JSON_TYPE]:
        return None  # anything besides the length and the JSON type (a session id, say)
    last, prefix = sent[1], _prefix(rid)
    body = last.get("body", b"")
    if last["type"] != "http.response.body" or last.get("more_body", False):
        return None
    if not (body.startswith(prefix) and body.endswith(b"}")) or _ERROR in body:
        return None  # an error, or bytes not laid out as expected: never replayed
    return [h for h in headers if h[0] != b"content-length"], body[len(prefix) : -1]


async def read_body(receive: Receive) -> tuple[bytes | None, list[Message]]:
    """The whole request body (None when it is too large or cut short) and the messages read for it."""
    read: list[Message] = []
    size = 0
    while True:
        message = await receive()
        read.append(message)
        if message["type"] != "http.request":
            return None, read
        size += len(message.get("body", b""))
        if size > _MAX_BODY:
            return None, read
        if not message.get("more_body", False):
            return b"".join(m.get("body", b"") for m in read), read


def replay(read: list[Message], receive: Receive) -> Receive:
    """A receive that hands out `read` again, then the rest from `receive`."""
    pending = list(read)

    async def again() -> Message:
        if pending:
            return pending.pop(0)
        return await receive()

    return again
