"""doctor says which tenant a token is for, and warns when the user asked for another one."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from skillkeeper.access.tokens import create_token
from skillkeeper.clients.checks import Report
from skillkeeper.clients.doctor import Options, run
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant
from tests.clients.homes import make_home
from tests.serving import cli_env, running_server, skillkeeper

pytestmark = pytest.mark.e2e


def acme_token(db_url: str) -> str:
    """A reader's token in tenant acme, beside a tenant beta it is not for."""
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = create_tenant(conn, "acme")
            create_tenant(conn, "beta")
            return create_token(conn, tid, "laptop", "skills:read").token
    finally:
        keeper.close()


def tenant_checks(report: Report) -> list[tuple[str, str]]:
    return [(c.status, c.why) for c in report.checks if c.name == "tenant"]


def test_doctor_warns_when_the_token_is_for_another_tenant_than_the_one_asked_for(db_url: str, tmp_path: Path) -> None:
    # A token of acme read as ok although the user asked about beta: its clients would read acme's skills.
    token = acme_token(db_url)
    home = make_home(tmp_path, "linux", clients=("cursor",))
    options = Options(home=home, skillkeeper_home=tmp_path / "sk", token=token)
    with running_server(db_url) as url:
        asked = run(replace(options, server=url, tenant="beta"))
        in_url = run(replace(options, server=f"{url}/mcp?tenant=beta"))
        same = run(replace(options, server=url, tenant="acme"))
    assert tenant_checks(asked) == [
        (
            "warn",
            "this token is for tenant 'acme', not 'beta' as --tenant says: a token is always served its own "
            "tenant's skills, so its clients read those of 'acme'; use a token of 'beta' (an admin of it creates "
            "one with `skillkeeper tokens create --tenant beta --principal laptop --scopes skills:read`)",
        )
    ]
    assert asked.exit_code == 1
    [(status, why)] = tenant_checks(in_url)
    assert status == "warn" and "not 'beta' as the URL's ?tenant=beta says" in why
    assert tenant_checks(same) == [] and "in tenant 'acme'" in next(c.why for c in same.checks if c.name == "caller")


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_doctor_stdio_warns_when_the_token_is_for_another_tenant_than_the_one_asked_for(
    db_url: str, tmp_path: Path
) -> None:
    token = acme_token(db_url)
    home = make_home(tmp_path, "linux", clients=("cursor",))
    env = cli_env(db_url, HOME=str(home.home), SKILLKEEPER_TOKEN=token)
    done = skillkeeper("doctor", "--stdio", "--tenant", "beta", "--json", env=env, timeout=180)
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert checks["tenant"]["status"] == "warn", checks
    assert checks["tenant"]["why"].startswith("this token is for tenant 'acme', not 'beta' as --tenant says")


def test_doctor_skill_warns_when_the_token_is_for_another_tenant_than_the_one_asked_for(
    db_url: str, tmp_path: Path
) -> None:
    # `--skill NAME --tenant beta` with acme's token answered for acme without a word: the same rule as the
    # endpoint check, comparing only the token's own tenant.
    token = acme_token(db_url)
    home = make_home(tmp_path, "linux", clients=("cursor",))
    options = Options(home=home, skillkeeper_home=tmp_path / "sk", token=token, skill="pdf-tools")
    with running_server(db_url) as url:
        asked = run(replace(options, server=url, tenant="beta"))
        in_url = run(replace(options, server=f"{url}/mcp?tenant=beta"))
        same = run(replace(options, server=url, tenant="acme"))
    [(status, why)] = tenant_checks(asked)
    assert status == "warn" and why.startswith("this token is for tenant 'acme', not 'beta' as --tenant says")
    assert "`skillkeeper tokens create --tenant beta --principal laptop --scopes skills:read`" in why
    [(status, why)] = tenant_checks(in_url)
    assert status == "warn" and "not 'beta' as the URL's ?tenant=beta says" in why
    assert tenant_checks(same) == []


def test_doctor_skill_locally_and_over_stdio_warns_when_the_token_is_for_another_tenant(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `--skill NAME --tenant beta` with acme's token on this machine's database answered for acme without a
    # word, while the `--server` form warned: the same rule now, through `served.asked_tenant`.
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)  # both forms ask this machine's database
    home = make_home(tmp_path, "linux", clients=())
    options = Options(home=home, skillkeeper_home=tmp_path / "sk", token=acme_token(db_url), skill="pdf-tools")
    for form in (options, replace(options, stdio=True)):
        [(status, why)] = tenant_checks(run(replace(form, tenant="beta")))
        assert status == "warn" and why.startswith("this token is for tenant 'acme', not 'beta' as --tenant says")
        assert "`skillkeeper tokens create --tenant beta --principal laptop --scopes skills:read`" in why
        assert tenant_checks(run(replace(form, tenant="acme"))) == []
    shell = replace(options, stdio=True, home=replace(home, env={**home.env, "SKILLKEEPER_TENANT": "beta"}))
    [(status, why)] = tenant_checks(run(shell))
    assert status == "warn" and "not 'beta' as SKILLKEEPER_TENANT says" in why
