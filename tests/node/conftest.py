"""Fixtures for the node agent tests: an isolated user home (the fake server is in tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # Presets and openclaw.json live under the user's home: never touch the real one.
    home = tmp_path / "user"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return home
