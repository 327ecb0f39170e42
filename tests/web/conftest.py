"""Fixtures for the REST API and the reviewers' pages: the app over a real database, tenants and tokens."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.skill.model import Skill
from skillkeeper.web import create_app
from tests.factories import make_skill, skill_md
from tests.web.site import CHROMIUM, Site, open_site

ALL = "skills:read,skills:write,skills:review,skills:admin,fleet:report,fleet:read"


@dataclass
class Api:
    """A client on the app plus shortcuts to seed the database behind it."""

    keeper: Keeper
    client: TestClient

    def tenant(self, name: str, **settings: Any) -> int:
        tid = self.keeper.tenants.create(name).id
        if settings:
            self.keeper.tenants.update_settings(tid, settings)
        return tid

    def settings(self, tid: int, **settings: Any) -> None:
        self.keeper.tenants.update_settings(tid, settings)

    def token(self, tid: int, scopes: str = ALL, principal: str = "alice") -> str:
        return self.keeper.tokens.mint(tid, principal, scopes).token

    def headers(self, tid: int, scopes: str = ALL, principal: str = "alice") -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token(tid, scopes, principal)}"}

    def head_hash(self, tid: int, name: str) -> str:
        """The content hash of the revision of `name` waiting for review (the head)."""
        from skillkeeper.store import skills as repo

        with self.keeper.store.read() as conn:
            row = repo.skill_row(conn, tid, name)
            rev = repo.revision_row(conn, row["head_revision_id"]) if row is not None else None
        return str(rev["content_hash"]) if rev is not None else "sha256:none"

    def seed(self, tid: int, name: str, status: str = "active", **kw: Any) -> None:
        """A skill of `tenant` in `status`, made through the lifecycle as the operator."""
        op = Actor.operator(tid)
        lc = self.keeper.lifecycle
        source = "forge" if status == "candidate" else "manual"
        lc.write(
            op, make_skill(name, **kw), source=source, status="active" if status in ("active", "deprecated") else None
        )
        if status in ("rejected", "quarantined"):
            lc.act(op, name, "reject" if status == "rejected" else "quarantine")
        elif status == "deprecated":
            lc.act(op, name, "deprecate")


@pytest.fixture
def api(keeper: Keeper) -> Iterator[Api]:
    with TestClient(create_app(keeper)) as client:
        yield Api(keeper, client)


def clean_scanner(skill: Skill) -> ScanResult:
    """A scanner that finds nothing, for tests about routing rather than scanning."""
    return ScanResult("clean", (), skill.content_hash)


def write_body(name: str, body: str = "", **extra: Any) -> dict[str, Any]:
    return {"skill_md": skill_md(name, body=body), **extra}


@pytest.fixture
def site(keeper: Keeper) -> Iterator[Site]:
    """The reviewers' pages in process, tenants `acme` and `other` behind them."""
    with open_site(keeper, Settings(public_url="http://testserver")) as opened:
        yield opened


@pytest.fixture
def chromium() -> str:
    # `make test` installs Debian's chromium; a missing browser is a broken setup, not a skip.
    if shutil.which(CHROMIUM) is None:
        pytest.fail(
            f"{CHROMIUM} is missing: run `make test` (it installs the chromium package) or apt-get install chromium"
        )
    return CHROMIUM
