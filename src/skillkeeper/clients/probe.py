"""Ask a live MCP endpoint what it serves this caller: eras, tools, skills, Skills extension.

Every probe goes through the real SDK client, over Streamable HTTP or a spawned
`skillkeeper mcp`, so doctor sees exactly what an agent would.
"""

from __future__ import annotations

import base64
import hashlib
import math
import os
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio
import mcp_types as types
from mcp import Client
from mcp_types.version import LATEST_HANDSHAKE_VERSION, LATEST_MODERN_VERSION
from pydantic import TypeAdapter

# (mode passed to the SDK client, the label doctor prints)
ERAS: tuple[tuple[str, str], ...] = (
    ("legacy", LATEST_HANDSHAKE_VERSION),
    (LATEST_MODERN_VERSION, LATEST_MODERN_VERSION),
)
MAX_VERIFIED_SKILLS = 25
MAX_PAGES = 200
ERA_TIMEOUT = 120.0  # seconds one era may take, spawn and deep check included
Connect = Callable[[str], AbstractAsyncContextManager[Client]]
_ANY = TypeAdapter(dict[str, Any])


@dataclass
class EraResult:
    """One protocol era: whether it answered, how fast, and the tools it listed."""

    era: str
    ok: bool
    ms: float = 0.0
    tools: list[str] = field(default_factory=list)
    error: str = ""


@dataclass
class ExtensionResult:
    """The Skills-extension listing checked against the bytes served for each file."""

    skills: list[str] = field(default_factory=list)
    files: int = 0
    checked: int = 0
    problems: list[str] = field(default_factory=list)
    error: str = ""


def http_connector(url: str, headers: dict[str, str], timeout: float = 30) -> Connect:
    """Connect over Streamable HTTP with `headers` (the bearer token, if any)."""
    # Lazy: each probe loads only the transport it uses.
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    @asynccontextmanager
    async def connect(mode: str) -> AsyncIterator[Client]:
        http = httpx2.AsyncClient(headers=headers, timeout=timeout)
        async with http, Client(streamable_http_client(url, http_client=http), mode=mode) as client:
            yield client

    return connect


def stdio_connector(command: list[str], env: dict[str, str]) -> Connect:
    """Connect to a spawned `skillkeeper mcp` with `env`; its stderr is discarded."""
    # Lazy: each probe loads only the transport it uses.
    from mcp import StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(command=command[0], args=command[1:], env=env)

    @asynccontextmanager
    async def connect(mode: str) -> AsyncIterator[Client]:
        with open(os.devnull, "w") as devnull:
            async with Client(stdio_client(params, errlog=devnull), mode=mode) as client:
                yield client

    return connect


def reason(exc: BaseException) -> str:
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}"[:300] if text else type(exc).__name__


@dataclass
class Deep:
    """What the first answering era found: skill names via list_skills, the extension check."""

    names: list[str] | None = None
    error: str = ""
    ext: ExtensionResult | None = None


async def eras(connect: Connect, timeout: float = ERA_TIMEOUT) -> tuple[list[EraResult], Deep]:
    """Connect once per protocol era, all eras at once, and list the tools; the first era in `ERAS`
    order that serves list_skills also pages the skills and verifies the extension in its session.
    An era that does not answer within `timeout` seconds is a failure; failures are recorded, not raised."""
    out: list[EraResult] = [EraResult(label, False, error="not probed") for _, label in ERAS]
    deep = Deep()
    # An era decides whether it takes the deep check only after every earlier era has decided,
    # so the deep check lands where the sequential order put it, whichever era answers first.
    decided = [anyio.Event() for _ in ERAS]
    taken = [False]

    async def one(index: int, mode: str, label: str) -> None:
        start = time.perf_counter()
        try:
            with anyio.fail_after(timeout) as scope:
                async with connect(mode) as client:
                    tools = [t.name for t in (await client.list_tools()).tools]
                    out[index] = EraResult(label, True, (time.perf_counter() - start) * 1000, tools)
                    scope.deadline = math.inf  # earlier eras are bounded by their own deadlines
                    for earlier in decided[:index]:
                        await earlier.wait()
                    scope.deadline = anyio.current_time() + timeout
                    mine = not taken[0] and "list_skills" in tools
                    taken[0] = taken[0] or mine
                    decided[index].set()
                    if mine:
                        await _deep(client, deep)
        except TimeoutError:
            if not out[index].ok:
                out[index] = EraResult(label, False, error=f"no answer within {timeout:g} s")
            elif deep.names is None and not deep.error:
                deep.error = f"no answer within {timeout:g} s"
        except Exception as exc:  # any transport or protocol failure is a finding, not a crash
            if not out[index].ok:
                out[index] = EraResult(label, False, error=reason(exc))
        finally:
            decided[index].set()

    async with anyio.create_task_group() as group:
        for index, (mode, label) in enumerate(ERAS):
            group.start_soon(one, index, mode, label)
    return out, deep


async def _deep(client: Client, deep: Deep) -> None:
    try:
        deep.names = await visible_skills(client)
    except Exception as exc:  # reported by the skills check
        deep.error = reason(exc)
    deep.ext = await extension(client)


async def _raw(client: Client, method: str, params: dict[str, Any]) -> dict[str, Any]:
    request = types.Request[dict[str, Any], str](method=method, params=params)
    return await client.session.send_request(request, _ANY)  # type: ignore[type-var]


async def visible_skills(client: Client) -> list[str]:
    """Every skill name `list_skills` pages through; raises on a transport or tool error."""
    names: list[str] = []
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        result = await client.call_tool("list_skills", {"cursor": cursor} if cursor else {})
        if result.is_error or not isinstance(result.structured_content, dict):
            raise RuntimeError("list_skills answered with an error")
        names += [s["name"] for s in result.structured_content.get("skills", [])]
        cursor = result.structured_content.get("next_cursor")
        if not cursor:
            break
    return names


def _bytes_of(content: Any) -> bytes:
    if isinstance(content, types.BlobResourceContents):
        return base64.b64decode(content.blob)
    return str(getattr(content, "text", "")).encode("utf-8")


async def extension(client: Client) -> ExtensionResult:
    """List skills/list and read back each file of the first skills, comparing size and sha256."""
    result = ExtensionResult()
    try:
        entries: list[dict[str, Any]] = []
        cursor: str | None = None
        for _ in range(MAX_PAGES):
            page = await _raw(client, "skills/list", {"cursor": cursor} if cursor else {})
            entries += page.get("skills", [])
            cursor = page.get("nextCursor")
            if not cursor:
                break
        result.skills = [str(e.get("frontmatter", {}).get("name", e.get("uri", ""))) for e in entries]
        result.files = sum(len(e.get("resources", [])) for e in entries)
        for entry in entries[:MAX_VERIFIED_SKILLS]:
            for res in entry.get("resources", []):
                await _verify(client, res, result)
    except Exception as exc:  # a broken listing is reported by the check
        result.error = reason(exc)
    return result


async def _verify(client: Client, res: dict[str, Any], result: ExtensionResult) -> None:
    uri = str(res.get("uri", ""))
    read = await client.read_resource(uri)
    data = b"".join(_bytes_of(c) for c in read.contents)
    digest = "sha256:" + hashlib.sha256(data).hexdigest()
    result.checked += 1
    if res.get("digest") != digest:
        result.problems.append(f"{uri}: listed {res.get('digest')}, served {digest}")
    elif res.get("size") is not None and res.get("size") != len(data):
        result.problems.append(f"{uri}: listed {res.get('size')} bytes, served {len(data)}")
