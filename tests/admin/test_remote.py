"""RemoteAdmin, the `--server` side of the operator verbs, against a transport that records what it is sent."""

from __future__ import annotations

import httpx
import pytest

from skillkeeper.admin.remote import RemoteAdmin
from skillkeeper.errors import InvalidSkill, NotFound


@pytest.mark.parametrize(
    ("verb", "args"),
    [
        ("skill", ()),
        ("history", ()),
        ("detail", ("files",)),
        ("act", ("approve", None, None)),
        ("act", ("deprecate", None, None)),
    ],
)
def test_a_name_no_skill_can_have_is_refused_here_and_never_sent_to_another_route(
    verb: str, args: tuple[object, ...]
) -> None:
    sent: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        sent.append(request.url.path)
        return httpx.Response(404, json={"error": {"code": "not_found", "message": "Not Found"}})

    admin = RemoteAdmin("http://server.test", "skk_x", transport=httpx.MockTransport(answer))
    try:
        # `../tokens` once reached /api/v1/tokens, and a 404 there read "is the URL the server's root?".
        with pytest.raises(InvalidSkill, match=r"^name '\.\./tokens' contains '\./'; .*was not asked$"):
            getattr(admin, verb)("acme", "../tokens", *args)
    finally:
        admin.close()
    assert sent == []


def test_a_skill_the_server_does_not_find_says_where_to_look_next() -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/api/v1/skills-inbox":  # whose tenant the token is
            return httpx.Response(200, json={"tenant": "acme", "items": []})
        return httpx.Response(404, json={"error": {"code": "not_found", "message": "skill 'nope' not found"}})

    admin = RemoteAdmin("http://server.test", "skk_x", transport=httpx.MockTransport(answer))
    try:
        with pytest.raises(NotFound) as got:
            admin.history("acme", "nope")
    finally:
        admin.close()
    assert got.value.message == (
        "the server at http://server.test answered 404: skill 'nope' not found; `skillkeeper skills list --server "
        "http://server.test` lists the skills served to you, `skills inbox --server http://server.test` (a "
        "reviewer's) those waiting for review"
    )
