"""The node agent reads server responses within caps, on the wire and after decompression."""

from __future__ import annotations

import gzip
import json
import tracemalloc
import zlib
from collections.abc import Iterator

import httpx
import pytest

from skillkeeper.node.client import ServerClient, ServerError

MiB = 1024 * 1024


def gzip_bomb(expanded_mib: int) -> bytes:
    """About 1 KiB per MiB it expands to: gzip members of 1 MiB of zeros, back to back."""
    member = gzip.compress(b"\0" * MiB, compresslevel=9)
    return member * expanded_mib


def serve(body: bytes | Iterator[bytes], **headers: str) -> httpx.MockTransport:
    """A transport answering every request with `body` (bytes with Content-Length, or a stream without)."""

    def handler(request: httpx.Request) -> httpx.Response:
        if isinstance(body, bytes):
            return httpx.Response(
                200, headers={**headers, "content-length": str(len(body))}, stream=httpx.ByteStream(body)
            )
        return httpx.Response(200, headers=headers, stream=_Chunks(body))

    return httpx.MockTransport(handler)


class _Chunks(httpx.SyncByteStream):
    """A body without Content-Length, produced as it is read."""

    def __init__(self, parts: Iterator[bytes]) -> None:
        self.parts = parts

    def __iter__(self) -> Iterator[bytes]:
        yield from self.parts


def test_a_gzip_bomb_is_refused_with_memory_bounded() -> None:
    bomb = gzip_bomb(1024)  # ~1 MB on the wire, 1 GiB once inflated
    assert len(bomb) < 2 * MiB
    transport = serve(bomb, **{"content-encoding": "gzip", "content-type": "application/json"})
    tracemalloc.start()
    try:
        with (
            ServerClient("http://server", "tok", transport=transport, max_response_bytes=8 * MiB) as client,
            pytest.raises(ServerError, match="over 8 MiB once decompressed"),
        ):
            client.pull(None)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 40 * MiB  # the bomb itself, the 8 MiB cap and working room; never the gigabyte


def test_an_honest_gzip_response_is_read() -> None:
    payload = {"tenant": "acme", "skills": [{"name": f"s{i}", "text": "x" * 1000} for i in range(100)]}
    raw = json.dumps(payload).encode()
    for encoding, body in (("gzip", gzip.compress(raw)), ("deflate", zlib.compress(raw)), ("identity", raw)):
        transport = serve(body, **{"content-encoding": encoding, "etag": '"e9"'})
        with ServerClient("http://server", "tok", transport=transport, max_response_bytes=MiB) as client:
            result = client.pull(None)
        assert result.payload == payload and result.etag == '"e9"'


def test_a_declared_length_over_the_download_cap_is_refused_before_reading() -> None:
    transport = serve(b"{" * (2 * MiB))
    with (
        ServerClient("http://server", "tok", transport=transport, max_download_bytes=MiB) as client,
        pytest.raises(ServerError, match="over 1 MiB on the wire"),
    ):
        client.pull(None)


def test_a_stream_without_length_is_cut_at_the_download_cap() -> None:
    produced: list[int] = []

    def endless() -> Iterator[bytes]:
        for i in range(10_000):  # 640 MiB if it were all read
            produced.append(i)
            yield b" " * (64 * 1024)

    with (
        ServerClient("http://server", "tok", transport=serve(endless()), max_download_bytes=MiB) as client,
        pytest.raises(ServerError, match="over 1 MiB on the wire"),
    ):
        client.pull(None)
    assert len(produced) < 100


def test_an_encoding_the_agent_cannot_inflate_in_steps_is_refused() -> None:
    transport = serve(b"\x00" * 10, **{"content-encoding": "br"})
    with (
        ServerClient("http://server", "tok", transport=transport) as client,
        pytest.raises(ServerError, match=r"encoding the agent does not read \(br\)"),
    ):
        client.pull(None)


def test_a_corrupt_gzip_body_is_a_server_error() -> None:
    transport = serve(b"\x1f\x8b\x08\x00garbage-not-gzip", **{"content-encoding": "gzip"})
    with (
        ServerClient("http://server", "tok", transport=transport) as client,
        pytest.raises(ServerError, match="compressed response is corrupt"),
    ):
        client.pull(None)


def test_caps_come_from_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLKEEPER_NODE_MAX_RESPONSE_BYTES", str(MiB))
    transport = serve(gzip_bomb(4), **{"content-encoding": "gzip"})
    with (
        ServerClient("http://server", "tok", transport=transport) as client,
        pytest.raises(ServerError, match="over 1 MiB once decompressed"),
    ):
        client.pull(None)
