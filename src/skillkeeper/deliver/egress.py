"""Outgoing HTTP that connects only where it was vetted: resolve once, check every address, connect to it.

The check lives in the connection itself (an httpcore network backend): the host name is resolved
once, every address it resolves to is checked (`keeper.webhooks.address_refusal`), and the socket
connects to those very addresses. A DNS answer that changes between a check and the connect
(rebinding) thus never reaches an internal address. The URL keeps its name, so the Host header,
TLS SNI and certificate verification are still for the name. Redirects are never followed.
"""

from __future__ import annotations

import socket
import ssl
from collections.abc import Callable, Iterable
from typing import Any

import httpcore
import httpx

from skillkeeper.keeper.webhooks import address_refusal

# socket.getaddrinfo's shape: (host, port, type=...) -> [(family, type, proto, canonname, sockaddr)].
Resolver = Callable[..., list[tuple[Any, ...]]]


class RefusedAddress(httpcore.ConnectError):
    """A connection not made: the name resolved to an address webhooks may not reach."""


class VettedBackend(httpcore.SyncBackend):
    """A network backend that resolves each host once and connects only to addresses that pass the check."""

    def __init__(self, *, allow_private: bool, resolver: Resolver | None = None) -> None:
        self.allow_private = allow_private
        self._resolver = resolver

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.NetworkStream:
        """Connect to a vetted address of `host`; raises RefusedAddress, httpcore.ConnectError."""
        resolve = self._resolver or socket.getaddrinfo  # looked up per call: tests replace it
        try:
            infos = resolve(host, port, type=socket.SOCK_STREAM)
        except (OSError, ValueError):  # ValueError: a NUL; UnicodeError (a ValueError): a bad IDNA name
            raise httpcore.ConnectError(f"the host {host!r} does not resolve") from None
        addresses = list(dict.fromkeys(str(info[4][0]) for info in infos))
        if not addresses:
            raise httpcore.ConnectError(f"the host {host!r} does not resolve")
        why = address_refusal(host, addresses, allow_private=self.allow_private)
        if why:
            raise RefusedAddress(why)
        failed: Exception = httpcore.ConnectError(f"no address of {host!r} answered")
        for address in addresses:  # the vetted addresses themselves: nothing resolves the name again
            try:
                return super().connect_tcp(address, port, timeout, local_address, socket_options)
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                failed = exc
        raise failed


def vetted_client(
    *,
    allow_private: bool,
    timeout: float,
    resolver: Resolver | None = None,
    ssl_context: ssl.SSLContext | None = None,
) -> httpx.Client:
    """An httpx client whose every connection goes through a VettedBackend; no proxies, no redirects.

    TLS verifies the certificate for the URL's host name (its SNI too) with `ssl_context`, by
    default certifi's roots (httpx's default).
    """
    transport = httpx.HTTPTransport(trust_env=False)
    # httpx 0.29's HTTPTransport takes no network backend (encode/httpx#3749 adds one): give it the pool.
    transport._pool = httpcore.ConnectionPool(
        ssl_context=ssl_context or httpx.create_ssl_context(trust_env=False),
        max_connections=100,  # httpx's default limits
        max_keepalive_connections=20,
        keepalive_expiry=5.0,
        network_backend=VettedBackend(allow_private=allow_private, resolver=resolver),
    )
    return httpx.Client(transport=transport, timeout=timeout, follow_redirects=False, trust_env=False)


__all__ = ["RefusedAddress", "Resolver", "VettedBackend", "vetted_client"]
