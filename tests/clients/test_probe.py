"""`probe.eras`: every protocol era is probed at once, the deep check stays with the first era in order."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from types import SimpleNamespace
from typing import Any

import anyio

from skillkeeper.clients import probe

WAIT = 10  # seconds: a bound on the event waits, never reached when the probes overlap


class FakeClient:
    """Answers list_tools, an empty list_skills and an empty skills/list, counting the deep checks."""

    def __init__(self, mode: str, seen: list[str]) -> None:
        self.mode = mode
        self.seen = seen
        self.session = SimpleNamespace(send_request=self._send)

    async def list_tools(self) -> Any:
        return SimpleNamespace(tools=[SimpleNamespace(name="list_skills")])

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> Any:
        self.seen.append(self.mode)
        return SimpleNamespace(is_error=False, structured_content={"skills": [{"name": self.mode}]})

    async def _send(self, request: Any, adapter: Any) -> dict[str, Any]:
        return {"skills": []}


def test_every_era_is_probed_at_once_so_a_slow_spawn_is_paid_once() -> None:
    started: dict[str, anyio.Event] = {mode: anyio.Event() for mode, _ in probe.ERAS}
    seen: list[str] = []

    @asynccontextmanager
    async def connect(mode: str) -> AsyncIterator[Any]:
        started[mode].set()
        with anyio.fail_after(WAIT):  # each era answers only once every era has started
            for event in started.values():
                await event.wait()
        yield FakeClient(mode, seen)

    results, deep = anyio.run(probe.eras, connect)
    assert [r.ok for r in results] == [True] * len(probe.ERAS), results
    assert seen == [probe.ERAS[0][0]] and deep.names == [probe.ERAS[0][0]]


def test_the_deep_check_stays_with_the_first_era_even_when_a_later_era_answers_first() -> None:
    later_listed = anyio.Event()
    seen: list[str] = []
    first = probe.ERAS[0][0]

    @asynccontextmanager
    async def connect(mode: str) -> AsyncIterator[Any]:
        if mode == first:
            with anyio.fail_after(WAIT):
                await later_listed.wait()
        else:
            later_listed.set()
        yield FakeClient(mode, seen)

    results, deep = anyio.run(probe.eras, connect)
    assert all(r.ok for r in results) and seen == [first] and deep.names == [first]


def test_an_era_that_never_answers_is_a_failure_within_the_bound() -> None:
    seen: list[str] = []

    @asynccontextmanager
    async def connect(mode: str) -> AsyncIterator[Any]:
        if mode == probe.ERAS[0][0]:
            await anyio.sleep_forever()
        yield FakeClient(mode, seen)

    # The bound a hung era gets; long enough that the answering fake is never cut off on a busy machine.
    results, deep = anyio.run(probe.eras, connect, 5.0)
    assert not results[0].ok and results[0].error.startswith("no answer within")
    assert results[1].ok and deep.names == [probe.ERAS[1][0]]
