"""Fixtures shared by the CLI tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.node.fake_server import FakeServer


@pytest.fixture
def server() -> Iterator[FakeServer]:
    """A fake skillkeeper server the node-side commands (agent, fleet nodes) talk to over real HTTP."""
    fake = FakeServer().start()
    try:
        yield fake
    finally:
        fake.stop()
