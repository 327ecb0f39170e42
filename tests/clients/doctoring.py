"""What the doctor tests share: a seeded tenant with a token per band, and reading a report's checks."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from skillkeeper.access.actor import Actor
from skillkeeper.access.tokens import change_mandate, create_token
from skillkeeper.clients import install
from skillkeeper.clients.checks import Report
from skillkeeper.clients.doctor import Options, run
from skillkeeper.clients.registry import Home
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant, update_settings
from tests.clients.homes import make_home
from tests.factories import make_skill


def seed(db_url: str) -> dict[str, str]:
    """Tenant acme with two active skills (one bundles a file), and a token per band."""
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
        op = Actor.operator(tid)
        keeper.lifecycle.write(
            op,
            make_skill("pdf-tools", files={"references/api.md": "# api\n"}),
            source="manual",
            status="active",
        )
        keeper.lifecycle.write(op, make_skill("water-plant"), source="manual", status="active")
        bands = {
            "reader": "skills:read",
            "author": "skills:read,skills:write",
            "reviewer": "skills:review",
            "fleet": "fleet:report,fleet:read",
            "narrowed": "skills:read,skills:write",
        }
        with keeper.store.write() as conn:
            tokens = {band: create_token(conn, tid, band, scopes).token for band, scopes in bands.items()}
            tokens["expired"] = create_token(conn, tid, "old", "skills:read", timedelta(seconds=-5)).token
            change_mandate(conn, tid, "narrowed", remove=frozenset({"skills:write"}))
    finally:
        keeper.close()
    return tokens


def public_catalog(db_url: str, on: bool) -> None:
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            update_settings(conn, 1, {"public_catalog": on})
    finally:
        keeper.close()


def installed_home(tmp_path: Path, url: str) -> Home:
    """A Linux home whose Cursor config points at `url` (written by `skillkeeper install`)."""
    home = make_home(tmp_path, "linux", clients=("cursor",))
    install.run(install.Options(server=url), home)
    return home


def check(report: Report, name: str) -> tuple[str, str]:
    found = [c for c in report.checks if c.name == name]
    assert found, (name, report.lines())
    return found[0].status, found[0].why


def doctor(home: Home, url: str, token: str | None) -> Report:
    return run(Options(home=home, skillkeeper_home=home.home / ".skillkeeper", server=url, token=token))
