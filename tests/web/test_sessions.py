"""Inbox sessions: an opaque server-side id in the cookie, CSRF bound to it by HMAC, same-origin
state changes only, logout ends the session everywhere, replicas share sessions through the database."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from skillkeeper.access.tokens import create_token
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.store import skills as repo
from skillkeeper.store.schema import web_sessions
from skillkeeper.store.tenants import create_tenant
from skillkeeper.web import create_app
from tests.factories import agent, make_skill
from tests.web.site import CSRF_FIELD, csrf_of

ORIGIN = {"origin": "http://testserver"}


def browser(keeper: Keeper, **settings: str) -> TestClient:
    app = create_app(keeper, settings=Settings(public_url="http://testserver", **settings))  # type: ignore[arg-type]
    return TestClient(app, headers=ORIGIN)


def sign_in(client: TestClient, token: str) -> None:
    r = client.post("/inbox/login", data={"token": token, "csrf": csrf_of(client)}, follow_redirects=False)
    assert r.status_code == 303


@pytest.fixture
def acme(keeper: Keeper) -> tuple[int, str]:
    """The tenant with one staged skill, and a reviewer's token."""
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        token = create_token(conn, tid, "rita", "skills:read,skills:review").token
    keeper.lifecycle.write(agent(tid), make_skill("pdf-tools"))
    return tid, token


@pytest.fixture
def client(keeper: Keeper) -> Iterator[TestClient]:
    with browser(keeper) as c:
        yield c


def head_hash(keeper: Keeper, tid: int) -> str:
    with keeper.store.read() as conn:
        row = repo.skill_row(conn, tid, "pdf-tools")
        assert row is not None
        rev = repo.revision_row(conn, row["head_revision_id"])
    assert rev is not None
    return str(rev["content_hash"])


def status(keeper: Keeper, tid: int) -> str:
    with keeper.store.read() as conn:
        row = repo.skill_row(conn, tid, "pdf-tools")
    assert row is not None
    return str(row["status"])


def approve(client: TestClient, keeper: Keeper, tid: int, csrf: str, **headers: str) -> int:
    r = client.post(
        "/inbox/pdf-tools/approve",
        data={"csrf": csrf, "content_hash": head_hash(keeper, tid)},
        headers=headers,
        follow_redirects=False,
    )
    return r.status_code


def test_the_cookie_holds_an_opaque_session_id_never_the_token(
    client: TestClient, keeper: Keeper, acme: tuple[int, str]
) -> None:
    sign_in(client, acme[1])
    cookie = client.cookies["skillkeeper_session"]
    assert acme[1] not in cookie and not cookie.startswith("skk_")
    with keeper.store.read() as conn:
        stored = conn.execute(select(web_sessions.c.id_hash)).scalars().all()
    assert stored == [hashlib.sha256(cookie.encode()).hexdigest()]  # only its hash is kept


def test_planted_csrf_cookie_and_field_from_another_port_are_refused(
    client: TestClient, keeper: Keeper, acme: tuple[int, str]
) -> None:
    sign_in(client, acme[1])
    planted = "p" * 43  # a page on another port of this host can set this cookie and the form field
    client.cookies.delete("skillkeeper_csrf")
    client.cookies.set("skillkeeper_csrf", planted, domain="testserver.local")  # what the other port set
    assert approve(client, keeper, acme[0], planted) == 403
    assert status(keeper, acme[0]) == "staged"


@pytest.mark.parametrize(
    "headers",
    [
        {"origin": "http://testserver:9000"},  # a page on another port: same site, another origin
        {"origin": "http://evil.example"},
        {"origin": "null"},
        {"origin": "", "sec-fetch-site": "same-site"},
        {"origin": "", "sec-fetch-site": "cross-site"},
        {"origin": ""},  # neither header: not a browser form of ours
    ],
    ids=["other-port", "other-site", "null", "same-site", "cross-site", "no-headers"],
)
def test_a_state_change_from_another_origin_is_refused_even_with_a_valid_token(
    client: TestClient, keeper: Keeper, acme: tuple[int, str], headers: dict[str, str]
) -> None:
    sign_in(client, acme[1])
    csrf = csrf_of(client)
    sent = {k: v for k, v in headers.items() if v}
    if "origin" not in sent:
        client.headers.pop("origin")
    assert approve(client, keeper, acme[0], csrf, **sent) == 403
    assert status(keeper, acme[0]) == "staged"


def test_a_same_origin_form_with_the_session_token_goes_through(
    client: TestClient, keeper: Keeper, acme: tuple[int, str]
) -> None:
    sign_in(client, acme[1])
    client.headers.pop("origin")
    assert approve(client, keeper, acme[0], csrf_of(client), **{"sec-fetch-site": "same-origin"}) == 303
    assert status(keeper, acme[0]) == "active"


def test_sign_in_from_another_origin_is_refused(client: TestClient, acme: tuple[int, str]) -> None:
    csrf = csrf_of(client)
    r = client.post(
        "/inbox/login",
        data={"token": acme[1], "csrf": csrf},
        headers={"origin": "http://testserver:9000"},
        follow_redirects=False,
    )
    assert r.status_code == 403 and "skillkeeper_session" not in client.cookies


def _sign_in_with(client: TestClient, token: str, **headers: str) -> tuple[int, str]:
    csrf = csrf_of(client)
    client.headers.pop("origin", None)
    r = client.post("/inbox/login", data={"token": token, "csrf": csrf}, headers=headers, follow_redirects=False)
    return r.status_code, r.text


def test_sign_in_without_origin_or_referer_says_to_send_it_from_the_page_not_that_it_expired(
    client: TestClient, acme: tuple[int, str]
) -> None:
    status_code, text = _sign_in_with(client, acme[1])  # curl, or a proxy that strips both headers
    assert status_code == 403 and "skillkeeper_session" not in client.cookies
    assert "no Origin or Referer header" in text and "open http://testserver/inbox in a browser and sign in" in text
    assert "expired" not in text


def test_sign_in_with_a_referer_of_this_origin_goes_through_and_of_another_is_refused(
    client: TestClient, acme: tuple[int, str]
) -> None:
    status_code, text = _sign_in_with(client, acme[1], referer="http://evil.example/inbox")
    assert status_code == 403 and "came from another site (http://evil.example)" in text
    assert _sign_in_with(client, acme[1], referer="http://testserver/inbox?next=x")[0] == 303
    assert "skillkeeper_session" in client.cookies


def test_logout_ends_the_session_server_side(client: TestClient, keeper: Keeper, acme: tuple[int, str]) -> None:
    sign_in(client, acme[1])
    copied = client.cookies["skillkeeper_session"]
    csrf = csrf_of(client)
    client.post("/inbox/logout", data={"csrf": csrf})
    client.cookies.set("skillkeeper_session", copied)  # a copy taken before signing out
    page = client.get("/inbox")
    assert "your session ended" in page.text and 'name="token"' in page.text
    assert approve(client, keeper, acme[0], csrf) == 303  # bounced to sign-in, nothing changed
    assert status(keeper, acme[0]) == "staged"


def test_an_expired_session_ends(client: TestClient, keeper: Keeper, acme: tuple[int, str]) -> None:
    from datetime import UTC, datetime, timedelta

    sign_in(client, acme[1])
    with keeper.store.write() as conn:
        conn.execute(update(web_sessions).values(expires_at=datetime.now(UTC) - timedelta(seconds=1)))
    assert "your session ended" in client.get("/inbox").text


def test_a_session_works_on_every_replica_sharing_the_database(
    db_url: str, acme: tuple[int, str], keeper: Keeper
) -> None:
    replica_b = Keeper.open(db_url)
    try:
        with (
            browser(keeper) as a,
            TestClient(create_app(replica_b, settings=Settings(public_url="http://testserver")), headers=ORIGIN) as b,
        ):
            sign_in(a, acme[1])
            b.cookies.set("skillkeeper_session", a.cookies["skillkeeper_session"])
            csrf = csrf_of(a)  # a form rendered by replica A, posted to replica B
            assert "Sign out" in b.get("/inbox").text
            assert approve(b, keeper, acme[0], csrf) == 303
        assert status(keeper, acme[0]) == "active"
    finally:
        replica_b.close()


def test_the_session_cookie_is_secure_when_the_public_url_is_https(keeper: Keeper, acme: tuple[int, str]) -> None:
    app = create_app(keeper, settings=Settings(public_url="https://skills.example.com"))
    # TLS ends at a proxy: the app itself sees plain http from it.
    with TestClient(app, base_url="http://skills.example.com", headers={"origin": "https://skills.example.com"}) as c:
        page = c.get("/inbox")
        nonce = next(h for h in page.headers.get_list("set-cookie") if h.startswith("skillkeeper_csrf="))
        assert "secure" in nonce.lower()
        c.cookies.set("skillkeeper_csrf", nonce.split(";")[0].split("=", 1)[1])  # the browser's https leg
        csrf = CSRF_FIELD.search(page.text)
        assert csrf
        r = c.post("/inbox/login", data={"token": acme[1], "csrf": csrf.group(1)}, follow_redirects=False)
    assert r.status_code == 303
    session = next(h for h in r.headers.get_list("set-cookie") if h.startswith("skillkeeper_session="))
    assert "secure" in session.lower()
