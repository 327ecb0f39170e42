"""Fixtures shared by the delivery tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.deliver.receiver import Receiver


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    r = Receiver()
    r.start()
    try:
        yield r
    finally:
        r.stop()
