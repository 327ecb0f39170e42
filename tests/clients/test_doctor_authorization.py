"""doctor's authorization line says which metadata URL the 401 sends clients to, and warns when they cannot reach it."""

from __future__ import annotations

import asyncio

import httpx

from skillkeeper.clients.checks import Report
from skillkeeper.clients.httpcheck import authorization

META = "/.well-known/oauth-protected-resource"


def _check(base: str, public: str) -> tuple[str, str]:
    def answer(request: httpx.Request) -> httpx.Response:
        if request.method == "GET":
            return httpx.Response(200, json={"resource": f"{public}/"})
        challenge = f'Bearer scope="skills:read", resource_metadata="{public}{META}"'
        return httpx.Response(401, headers={"WWW-Authenticate": challenge})

    async def go() -> Report:
        report = Report(base)
        async with httpx.AsyncClient(transport=httpx.MockTransport(answer)) as http:
            await authorization(report, http, base, f"{base}/mcp")
        return report

    line = asyncio.run(go()).checks[0]
    return line.status, line.why


def test_a_replica_checked_on_its_bind_names_the_public_url_its_401_sends_clients_to() -> None:
    status, why = _check("http://127.0.0.1:8765", "https://skills.example.org")
    assert status == "ok"
    assert f"a 401 names https://skills.example.org{META} (the server's public URL) in WWW-Authenticate" in why


def test_a_server_reached_by_name_whose_401_names_loopback_is_told_to_set_its_public_url() -> None:
    status, why = _check("https://skills.example.org", "http://127.0.0.1:8765")
    assert status == "warn"
    assert f"the 401 sends clients to http://127.0.0.1:8765{META}, which only the server's own machine reaches" in why
    assert "start `skillkeeper serve` with --public-url https://skills.example.org" in why


def test_a_401_naming_the_url_doctor_asked_says_so_in_short() -> None:
    assert _check("http://127.0.0.1:8765", "http://127.0.0.1:8765") == (
        "ok",
        f"protected-resource metadata at http://127.0.0.1:8765{META}; a 401 names it in WWW-Authenticate",
    )
