"""Request bodies: a cap per request and a budget of bytes in flight across requests."""

from __future__ import annotations

from collections.abc import AsyncIterator

import anyio
import httpx
import pytest

from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.web import create_app

URL = "/api/v1/skills"


@pytest.fixture
def writer(keeper: Keeper) -> dict[str, str]:
    """Headers of a JSON write by a token with skills:write (so the body is really read)."""
    from skillkeeper.access.tokens import create_token
    from skillkeeper.store.tenants import create_tenant

    with keeper.store.write() as conn:
        token = create_token(conn, create_tenant(conn, "acme"), "agent", "skills:write").token
    return {"content-type": "application/json", "authorization": f"Bearer {token}"}


def app_with(keeper: Keeper, **caps: object) -> httpx.AsyncClient:
    app = create_app(keeper, settings=Settings(**caps))  # type: ignore[arg-type]
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1:8765")


async def chunks(*parts: bytes) -> AsyncIterator[bytes]:
    for part in parts:
        yield part


async def held_body(size: int, release: anyio.Event, first: anyio.Event) -> AsyncIterator[bytes]:
    """`size` bytes, the first 100 at once and the rest only after `release`."""
    yield b"x" * 100
    first.set()
    await release.wait()
    yield b"x" * (size - 100)


async def hold_one_upload(
    client: httpx.AsyncClient, tg: anyio.abc.TaskGroup, size: int, declared: bool, writer: dict[str, str]
) -> tuple[anyio.Event, list[int]]:
    """Start an upload that stays in flight until the returned event is set."""
    release, first, statuses = anyio.Event(), anyio.Event(), []
    headers = {**writer, "content-length": str(size)} if declared else writer

    async def run() -> None:
        r = await client.post(URL, content=held_body(size, release, first), headers=headers)
        statuses.append(r.status_code)

    tg.start_soon(run)
    with anyio.fail_after(30):
        await first.wait()
    return release, statuses


@pytest.mark.parametrize("declared", [True, False], ids=["content-length", "chunked"])
async def test_a_second_upload_past_the_in_flight_budget_is_refused_busy(
    keeper: Keeper, declared: bool, writer: dict[str, str]
) -> None:
    client = app_with(keeper, max_inflight_bytes=1000, inflight_wait_seconds=0)
    async with client, anyio.create_task_group() as tg:
        release, statuses = await hold_one_upload(client, tg, 600, declared, writer)
        if declared:
            busy = await client.post(URL, content=b"y" * 600, headers=writer)
        else:
            busy = await client.post(URL, content=chunks(b"y" * 400, b"y" * 400, b"y" * 400), headers=writer)
        assert busy.status_code == 503 and busy.json()["error"]["message"].startswith("the server is busy")
        assert busy.headers["retry-after"]
        release.set()
    assert statuses == [422]  # the held one was read and judged once it had its room
    async with app_with(keeper, max_inflight_bytes=1000, inflight_wait_seconds=0) as fresh:
        assert (await fresh.post(URL, content=b"y" * 600, headers=writer)).status_code == 422


async def test_an_upload_waits_for_room_instead_of_failing(keeper: Keeper, writer: dict[str, str]) -> None:
    client = app_with(keeper, max_inflight_bytes=1000, inflight_wait_seconds=60)
    async with client, anyio.create_task_group() as tg:
        release, statuses = await hold_one_upload(client, tg, 600, True, writer)
        waiting: list[int] = []

        async def second() -> None:
            waiting.append((await client.post(URL, content=b"y" * 600, headers=writer)).status_code)

        tg.start_soon(second)
        await anyio.wait_all_tasks_blocked()
        assert waiting == []  # still waiting for room
        release.set()
    assert statuses == [422] and waiting == [422]


async def test_declared_and_streamed_bodies_over_the_request_cap_are_413(
    keeper: Keeper, writer: dict[str, str]
) -> None:
    async with app_with(keeper, max_request_bytes=1000) as client:
        declared = await client.post(URL, content=b"y" * 1001, headers=writer)
        streamed = await client.post(URL, content=chunks(b"y" * 600, b"y" * 600), headers=writer)
    assert declared.status_code == 413 and streamed.status_code == 413
