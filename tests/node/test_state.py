"""The agent flags that sync again from the source a tick recorded."""

from __future__ import annotations

import pytest

from skillkeeper.node.state import source_flags


@pytest.mark.parametrize(
    ("source", "flags"),
    [
        ("local:acme", "--local --tenant acme"),
        ("http://sk.example:8765", "--server http://sk.example:8765"),
        ("file:/tmp/catalog.json", "--catalog-file /tmp/catalog.json"),
    ],
)
def test_a_recorded_source_reads_back_as_the_agent_flags_that_sync_from_it(source: str, flags: str) -> None:
    assert source_flags(source) == flags
