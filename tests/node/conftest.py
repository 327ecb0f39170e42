"""Fixtures for the node agent tests: a fake server on 127.0.0.1 and an isolated user home."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.node.fake_server import FakeServer


@pytest.fixture
def fake_server() -> Iterator[FakeServer]:
    server = FakeServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(autouse=True)
def _user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # Presets and openclaw.json live under the user's home: never touch the real one.
    home = tmp_path / "user"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return home
