"""The reviewers' web pages as a browser sees them: in process (`Site`) and in Debian's Chromium.

The `site` and `chromium` fixtures in tests/web/conftest.py hand these to the page tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fastapi import FastAPI
from fastapi.testclient import TestClient
from httpx import Response

from skillkeeper.access.tokens import create_token
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.store import skills as repo
from skillkeeper.store.tenants import create_tenant
from skillkeeper.web import create_app, pages
from tests.factories import agent, make_skill

if TYPE_CHECKING:
    from playwright.sync_api import Page

REVIEWER = "skills:read,skills:review"
CSRF_FIELD = re.compile(r'name="csrf" value="([^"]+)"')
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--no-first-run",
]


def csrf_of(client: TestClient, path: str = "/inbox") -> str:
    """The CSRF token the page at `path` carries for the client's session."""
    match = CSRF_FIELD.search(client.get(path).text)
    assert match, "page has no CSRF field"
    return match.group(1)


def with_pages(app: FastAPI) -> FastAPI:
    """The app with the inbox pages, whether or not create_app includes them yet."""
    included = any(
        getattr(r, "path", None) == "/inbox" or getattr(r, "original_router", None) is pages.router for r in app.routes
    )
    if not included:
        app.include_router(pages.router)
    return app


@dataclass
class Site:
    """A browser-like client on the app, and the database behind it."""

    keeper: Keeper
    client: TestClient
    acme: int
    other: int

    def token(self, tid: int, scopes: str = REVIEWER, principal: str = "rita") -> str:
        with self.keeper.store.write() as conn:
            return create_token(conn, tid, principal, scopes).token

    def csrf(self, path: str = "/inbox") -> str:
        return csrf_of(self.client, path)

    def login(self, token: str) -> Response:
        return self.client.post("/inbox/login", data={"token": token, "csrf": self.csrf()}, follow_redirects=False)

    def sign_in(self, tid: int | None = None) -> None:
        assert self.login(self.token(self.acme if tid is None else tid)).status_code == 303

    def stage(self, tid: int, name: str, description: str | None = None, body: str = "") -> None:
        self.keeper.lifecycle.write(agent(tid), make_skill(name, description, body))

    def status(self, tid: int, name: str) -> str:
        with self.keeper.store.read() as conn:
            row = repo.skill_row(conn, tid, name)
        assert row is not None
        return str(row["status"])

    def head_hash(self, name: str) -> str:
        """The content hash of the waiting revision of `name` in any tenant ('' when there is none)."""
        with self.keeper.store.read() as conn:
            for tid in (self.acme, self.other):
                row = repo.skill_row(conn, tid, name)
                if row is not None:
                    rev = repo.revision_row(conn, row["head_revision_id"])
                    return str(rev["content_hash"]) if rev is not None else ""
        return ""

    def act(
        self, name: str, action: str, csrf: str | None = None, reason: str = "", content_hash: str | None = None
    ) -> Response:
        data = {
            "reason": reason,
            "csrf": self.csrf() if csrf is None else csrf,
            "content_hash": self.head_hash(name) if content_hash is None else content_hash,
        }
        return self.client.post(f"/inbox/{name}/{action}", data=data)


@contextmanager
def open_site(keeper: Keeper, settings: Settings) -> Iterator[Site]:
    """Tenants `acme` and `other`, and a browser-like client on the app with the pages."""
    with keeper.store.write() as conn:
        acme, other = create_tenant(conn, "acme"), create_tenant(conn, "other")
    app = create_app(keeper, settings=settings)
    # A browser sends its page's origin with every form post.
    with TestClient(with_pages(app), headers={"origin": "http://testserver"}) as client:
        yield Site(keeper, client, acme, other)


def sign_in_chromium(page: Page, url: str, token: str) -> None:
    """Sign in on the inbox's form in Chromium, as a reviewer does."""
    page.goto(f"{url}/inbox")
    page.fill("#token", token)
    with page.expect_navigation():
        page.click("button[type=submit]")
