"""Webhook connections go only to vetted addresses: a rebinding DNS answer never reaches an internal one."""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any

import httpcore
import pytest

from skillkeeper.deliver.egress import RefusedAddress, VettedBackend
from skillkeeper.deliver.webhooks import WebhookWorker
from skillkeeper.keeper import Keeper
from skillkeeper.keeper.webhooks import add_webhook, address_refusal
from skillkeeper.store.tenants import create_tenant
from skillkeeper.store.webhooks import deliveries_of
from tests.deliver.receiver import Clock, Receiver
from tests.factories import agent, make_skill

NAME = "hooks.rebind.test"
PUBLIC = "93.184.216.34"


def _answer(address: str, port: int) -> list[tuple[Any, ...]]:
    return [(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP, "", (address, port))]


def _rebinding(answers: list[str]) -> tuple[Callable[..., Any], list[str]]:
    """A getaddrinfo answering NAME with `answers` in turn (the last one from then on); others as usual."""
    real, asked = socket.getaddrinfo, []

    def fake(host: Any, port: Any, *args: Any, **kwargs: Any) -> list[tuple[Any, ...]]:
        if host != NAME:
            return real(host, port, *args, **kwargs)
        asked.append(host)
        return _answer(answers[min(len(asked), len(answers)) - 1], int(port))

    return fake, asked


def _hook(keeper: Keeper, url: str) -> tuple[int, str]:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        hook = add_webhook(conn, tid, url, slack=False, actor="root", allow_private=True)
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    return tid, hook["id"]


def _deliver(worker: WebhookWorker) -> None:
    try:
        worker.deliver_due()
    finally:
        worker.close()


def test_a_rebinding_answer_never_reaches_loopback(
    keeper: Keeper, receiver: Receiver, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid, hook_id = _hook(keeper, f"http://{NAME}:{receiver.port}/hook")
    fake, asked = _rebinding([PUBLIC, "127.0.0.1"])  # public for the check, loopback for whoever asks next
    monkeypatch.setattr(socket, "getaddrinfo", fake)
    real_connect, dialled = socket.create_connection, []

    def connect(address: tuple[str, int], *args: Any, **kwargs: Any) -> socket.socket:
        dialled.append(address[0])
        if address[0] == PUBLIC:  # the test stays offline: the public address refuses at once
            raise ConnectionRefusedError(111, "refused by the test")
        return real_connect(address, *args, **kwargs)

    monkeypatch.setattr(socket, "create_connection", connect)
    _deliver(WebhookWorker(keeper.store, clock=Clock(), allow_private=False, max_attempts=1))
    assert receiver.got == []
    assert asked == [NAME] and dialled == [PUBLIC]  # resolved once, connected to the vetted address
    with keeper.store.read() as conn:
        [delivery] = deliveries_of(conn, tid, hook_id)
    assert delivery["status"] == "failed" and "ConnectError" in delivery["last_error"]


def test_a_name_resolving_to_loopback_is_refused_at_connect(keeper: Keeper, receiver: Receiver) -> None:
    tid, hook_id = _hook(keeper, f"http://{NAME}:{receiver.port}/hook")
    resolver, _ = _rebinding(["127.0.0.1"])
    _deliver(WebhookWorker(keeper.store, clock=Clock(), allow_private=False, max_attempts=1, resolver=resolver))
    assert receiver.got == []
    with keeper.store.read() as conn:
        [delivery] = deliveries_of(conn, tid, hook_id)
    assert delivery["last_error"].startswith("gave up after 1 attempts: refused: hooks.rebind.test is a loopback")


def test_the_vetted_address_is_dialled_and_the_host_header_keeps_the_name(keeper: Keeper, receiver: Receiver) -> None:
    _hook(keeper, f"http://{NAME}:{receiver.port}/hook")
    resolver, asked = _rebinding(["127.0.0.1"])
    _deliver(WebhookWorker(keeper.store, clock=Clock(), allow_private=True, resolver=resolver))
    [got] = receiver.got
    assert got.headers["host"] == f"{NAME}:{receiver.port}" and asked == [NAME]


def test_redirects_are_not_followed(keeper: Keeper, receiver: Receiver) -> None:
    receiver.status, receiver.location = 307, f"http://127.0.0.1:{receiver.port}/elsewhere"
    tid, hook_id = _hook(keeper, receiver.url)
    _deliver(WebhookWorker(keeper.store, clock=Clock(), allow_private=True, max_attempts=1))
    assert [g.path for g in receiver.got] == ["/hook"]
    with keeper.store.read() as conn:
        [delivery] = deliveries_of(conn, tid, hook_id)
    assert delivery["last_error"] == "gave up after 1 attempts: receiver answered HTTP 307"


@pytest.mark.parametrize(
    "answers",
    [
        ["127.0.0.1"],
        [PUBLIC, "10.0.0.8"],
        ["::1"],
        ["169.254.169.254"],
        ["::ffff:127.0.0.1"],
        # IPv4 inside IPv6 that a NAT64 gateway, 6to4 relay or the kernel forwards to the IPv4 address.
        ["64:ff9b::169.254.169.254"],
        ["64:ff9b:1::10.0.0.8"],
        ["2002:7f00:1::"],
        ["::10.0.0.8"],
        ["fec0::1"],
    ],
)
def test_the_backend_refuses_when_any_address_is_internal(answers: list[str]) -> None:
    def resolver(host: str, port: int, **_: Any) -> list[tuple[Any, ...]]:
        return [a for address in answers for a in _answer(address, port)]

    with pytest.raises(RefusedAddress):
        VettedBackend(allow_private=False, resolver=resolver).connect_tcp(NAME, 80, timeout=1)


@pytest.mark.parametrize("address", ["64:ff9b::8.8.8.8", "2002:808:808::", "2606:4700::1111", "::ffff:8.8.8.8"])
def test_ipv6_forms_of_public_addresses_are_not_refused(address: str) -> None:
    assert address_refusal(NAME, [address], allow_private=False) is None


def test_a_name_without_addresses_is_not_dialled() -> None:
    backend = VettedBackend(allow_private=True, resolver=lambda *_a, **_k: [])
    with pytest.raises(httpcore.ConnectError, match="does not resolve"):
        backend.connect_tcp(NAME, 80, timeout=1)
