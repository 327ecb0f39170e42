"""A vetted connection dials the resolved address but speaks TLS to the name: SNI and certificate check."""

from __future__ import annotations

import socket
import ssl
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from skillkeeper.deliver.egress import vetted_client

NAME = "hooks.rebind.test"


def _key_pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    pem, pkcs8 = serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8
    return key.private_bytes(pem, pkcs8, serialization.NoEncryption())


def _certs(tmp_path: Path, dns_name: str) -> tuple[Path, Path, Path]:
    """A test CA and a server certificate for `dns_name`: (CA file, certificate file, key file)."""
    at = datetime.now(UTC)
    ca_key, key = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "skillkeeper test CA")])

    def builder(subject: x509.Name, public: Any) -> x509.CertificateBuilder:
        return (
            x509.CertificateBuilder()
            .subject_name(subject)
            .issuer_name(ca_name)
            .public_key(public)
            .serial_number(x509.random_serial_number())
            .not_valid_before(at - timedelta(hours=1))
            .not_valid_after(at + timedelta(hours=1))
        )

    ca = (
        builder(ca_name, ca_key.public_key())
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(True, False, False, False, False, True, True, False, False), critical=True
        )  # digital signature, certificate and CRL signing
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False)
        .sign(ca_key, hashes.SHA256())
    )
    leaf = (
        builder(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, dns_name)]), key.public_key())
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(dns_name)]), critical=False)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False)
        .sign(ca_key, hashes.SHA256())
    )
    paths = tmp_path / "ca.pem", tmp_path / "cert.pem", tmp_path / "key.pem"
    paths[0].write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    paths[1].write_bytes(leaf.public_bytes(serialization.Encoding.PEM))
    paths[2].write_bytes(_key_pem(key))
    return paths


class _TlsReceiver:
    """A TLS server on 127.0.0.1 with a certificate for one name; records SNI names and Host headers."""

    def __init__(self, cert: Path, key: Path) -> None:
        self.sni: list[str | None] = []
        self.hosts: list[str] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("content-length", "0")))
                receiver.hosts.append(self.headers.get("host", ""))
                self.send_response(204)
                self.end_headers()

            def log_message(self, *_args: Any) -> None:
                pass

        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)

        def heard(_sock: Any, name: str | None, _ctx: Any) -> None:
            receiver.sni.append(name)

        context.sni_callback = heard
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _loopback(host: str, port: int, **_: Any) -> list[tuple[Any, ...]]:
    assert host == NAME
    return [(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP, "", ("127.0.0.1", port))]


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Any]:
    made: list[_TlsReceiver] = []

    def start(dns_name: str) -> tuple[_TlsReceiver, ssl.SSLContext]:
        ca, cert, key = _certs(tmp_path, dns_name)
        made.append(_TlsReceiver(cert, key))
        return made[-1], ssl.create_default_context(cafile=str(ca))

    yield start
    for r in made:
        r.stop()


def test_tls_goes_to_the_vetted_address_with_the_name_as_sni_and_host(serve: Any) -> None:
    receiver, trust = serve(NAME)
    with vetted_client(allow_private=True, timeout=10, resolver=_loopback, ssl_context=trust) as client:
        response = client.post(f"https://{NAME}:{receiver.port}/hook", content=b"{}")
    assert response.status_code == 204
    assert receiver.sni == [NAME] and receiver.hosts == [f"{NAME}:{receiver.port}"]


def test_a_certificate_for_another_name_is_refused(serve: Any) -> None:
    receiver, trust = serve("other.test")
    with (
        vetted_client(allow_private=True, timeout=10, resolver=_loopback, ssl_context=trust) as client,
        pytest.raises(httpx.ConnectError, match=r"(?i)certificate|hostname"),
    ):
        client.post(f"https://{NAME}:{receiver.port}/hook", content=b"{}")
    assert receiver.hosts == []
