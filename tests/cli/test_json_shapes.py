"""`--json` on every listing prints one object naming what it lists, never a bare array."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant

runner = CliRunner()
_register()

LISTINGS = [
    (("skills", "list"), "skills"),
    (("skills", "inbox"), "items"),
    (("tenants", "list"), "tenants"),
    (("tokens", "list"), "tokens"),
    (("webhooks", "list"), "webhooks"),
    (("allowlist", "list"), "entries"),
    (("audit",), "items"),
]


@pytest.mark.parametrize(("command", "key"), LISTINGS, ids=lambda c: " ".join(c) if isinstance(c, tuple) else c)
def test_every_listing_prints_one_object_naming_its_rows(
    command: tuple[str, ...], key: str, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # tokens list and webhooks list printed bare arrays where every other listing prints {"<rows>": [...]}.
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    keeper = Keeper.open(db_url)
    with keeper.store.write() as conn:
        create_tenant(conn, "acme")
    keeper.close()
    tenant = [] if command == ("tenants", "list") else ["--tenant", "acme"]
    result = runner.invoke(app, [*command, *tenant, "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert isinstance(doc, dict) and isinstance(doc[key], list), doc


def test_install_json_is_one_object_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # It printed a bare array of changes while doctor, import and agent --uninstall print one object.
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("SKILLKEEPER_HOME", str(tmp_path / "sk"))
    (tmp_path / ".cursor").mkdir()
    result = runner.invoke(app, ["install", "--dry-run", "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["dry_run"] is True and doc["changes"][0]["client"] == "cursor"
