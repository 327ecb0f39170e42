"""The server's cap on glibc malloc arenas."""

from __future__ import annotations

import os
import platform

import pytest

from skillkeeper.web.allocator import ARENAS, limit_arenas

glibc = pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="mallopt arenas are glibc's")


@glibc
def test_arenas_are_capped_for_this_process_and_its_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MALLOC_ARENA_MAX", raising=False)
    assert limit_arenas() is True
    assert os.environ["MALLOC_ARENA_MAX"] == str(ARENAS)


def test_an_operators_own_arena_setting_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MALLOC_ARENA_MAX", "4")
    assert limit_arenas() is False
    assert os.environ["MALLOC_ARENA_MAX"] == "4"
