"""`skillkeeper info`: which ranker searches use, and why."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from skillkeeper.keeper import Keeper
from skillkeeper.rank import semantic

runner = CliRunner()
_register()


@pytest.mark.skipif(not semantic.available(), reason="semantic extra not installed")
def test_info_says_which_ranker_searches_use_and_why(monkeypatch: pytest.MonkeyPatch) -> None:
    Keeper.open().close()
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "auto")
    assert "search:    hybrid (auto: the semantic extra is installed)" in runner.invoke(app, ["info"]).stdout
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "lexical")
    assert "search:    lexical (SKILLKEEPER_SEARCH_RANKER=lexical)" in runner.invoke(app, ["info"]).stdout
    monkeypatch.setattr(semantic, "available", lambda: False)
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "auto")
    assert "search:    lexical (auto; install the semantic extra" in runner.invoke(app, ["info"]).stdout
