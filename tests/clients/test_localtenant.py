"""A diagnostic never writes: doctor on a local tenant or database that does not exist says so, creates nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.clients.checks import Report
from skillkeeper.clients.doctor import Options, run
from skillkeeper.clients.localtenant import hint_tenant, local_mint
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.store.tenants import create_tenant
from tests.clients.homes import make_home
from tests.factories import make_skill


def _seed(db_url: str) -> None:
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
        keeper.lifecycle.write(Actor.operator(tid), make_skill("pdf-tools"), source="manual", status="active")
    finally:
        keeper.close()


def _tenants(db_url: str) -> list[str]:
    keeper = Keeper.open(db_url)
    try:
        return [str(t["name"]) for t in keeper.tenants.list()]
    finally:
        keeper.close()


def _only(report: Report) -> tuple[str, str, str]:
    assert len(report.checks) == 1, report.lines()
    return report.checks[0].name, report.checks[0].status, report.checks[0].why


@pytest.mark.parametrize("skill", [None, "pdf-tools"])
def test_doctor_stdio_for_a_missing_tenant_names_the_tenants_and_creates_nothing(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, skill: str | None
) -> None:
    _seed(db_url)
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    monkeypatch.setenv("SKILLKEEPER_TENANT", "acmee")
    home = make_home(tmp_path, "linux", clients=())
    report = run(Options(home=home, skillkeeper_home=tmp_path / "sk", stdio=True, skill=skill))
    name, status, why = _only(report)
    assert (name, status, report.exit_code) == ("caller", "fail", 2)
    assert why.startswith("tenant 'acmee' does not exist in this database (doctor creates nothing;")
    assert "; active skills are in acme (1): `" in why
    assert why.endswith("; or create it with `skillkeeper tenants create acmee`")
    switch = "doctor --stdio --skill pdf-tools --tenant acme`" if skill else "`skillkeeper install --tenant acme`"
    assert switch in why
    assert _tenants(db_url) == ["acme"]


@pytest.mark.parametrize("stdio", [True, False])
def test_doctor_on_a_database_not_created_yet_says_so_and_does_not_create_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stdio: bool
) -> None:
    skhome = tmp_path / "fresh"
    monkeypatch.setenv("SKILLKEEPER_HOME", str(skhome))
    home = make_home(tmp_path, "linux", clients=())
    for skill in (None, "pdf-tools") if stdio else ("pdf-tools",):
        report = run(Options(home=home, skillkeeper_home=skhome, stdio=stdio, skill=skill))
        _name, status, why = _only(report)
        assert status == "fail" and report.exit_code == 2
        assert why.startswith(f"no database at {skhome / 'skillkeeper.db'} yet (doctor creates nothing)")
        assert "`skillkeeper import PATH --tenant default`" in why
    assert not skhome.exists()


def test_the_creating_note_names_where_the_active_skills_are(db_url: str, tmp_path: Path) -> None:
    from skillkeeper.clients.localtenant import creating_note
    from skillkeeper.settings import Settings

    _seed(db_url)
    note = creating_note(Settings(database_url=db_url, tenant="acmee"))
    assert note == (
        "note: tenant 'acmee' does not exist in this database, so it is created empty; "
        "active skills are in acme (1): `skillkeeper install --tenant acme`"
    )
    assert creating_note(Settings(database_url=db_url, tenant="acme")) is None
    assert _tenants(db_url) == ["acme"]  # saying so writes nothing
    fresh = tmp_path / "fresh.db"
    assert creating_note(Settings(database_url=f"sqlite:///{fresh}", tenant="x")) is None and not fresh.exists()


def test_a_hint_names_the_tenant_of_this_database_and_creates_none(db_url: str) -> None:
    settings = Settings(database_url=db_url, tenant="default")
    assert hint_tenant(settings) is None
    assert local_mint("fleet:read", settings=settings).endswith("`skillkeeper tenants list` names them")
    assert _tenants(db_url) == []
    _seed(db_url)
    assert hint_tenant(settings) == "acme"
    assert local_mint("fleet:read", settings=settings) == (
        "`skillkeeper tokens create --tenant acme --principal NAME --scopes fleet:read`"
    )
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            create_tenant(conn, "beta")  # two tenants, one holding active skills: that one
    finally:
        keeper.close()
    assert hint_tenant(settings) == "acme"
    assert hint_tenant(Settings(database_url=db_url, tenant="beta")) == "acme"
