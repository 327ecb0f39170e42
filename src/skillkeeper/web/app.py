"""The ASGI app: REST API, operations endpoints, metrics; other surfaces (MCP) mount into it."""

from __future__ import annotations

import logging
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, AsyncExitStack, asynccontextmanager
from typing import Any

from fastapi import FastAPI

from skillkeeper._version import __version__
from skillkeeper.deliver.installable import PayloadCache
from skillkeeper.deliver.mcp.http import mount_mcp
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings, get_settings
from skillkeeper.store.outages import OutageLog
from skillkeeper.web import pages
from skillkeeper.web.errors import install_error_handlers
from skillkeeper.web.fastpath import raw_answers
from skillkeeper.web.figures import InboxCollector
from skillkeeper.web.front import Front, SkillkeeperApp
from skillkeeper.web.limits import BodyLimitMiddleware, ByteBudget
from skillkeeper.web.observe import Metrics, ObserveMiddleware, configure_request_log
from skillkeeper.web.routes import (
    admin,
    allowlist,
    audit,
    detail,
    fleet,
    inbox,
    installable,
    ops,
    skills,
    webhooks,
    whoami,
)
from skillkeeper.web.routes._common import answer_cache

Lifespan = Callable[[FastAPI], AbstractAsyncContextManager[Any]]
log = logging.getLogger(__name__)


def _warm_search(keeper: Keeper) -> None:
    try:
        keeper.warm()
    except Exception as exc:  # a failed warm-up only leaves the first search slower
        OutageLog(log, "search warm-up", "the first search will load the index").failed(exc)


def create_app(
    keeper: Keeper,
    *,
    public_url: str | None = None,
    lifespans: list[Lifespan] | None = None,
    settings: Settings | None = None,
) -> FastAPI:
    """The skillkeeper web app over `keeper`, configured by `settings` (default: the environment).

    Every URL the app hands out (metadata, WWW-Authenticate) is built from the public URL, never
    from the request's Host header.

    Extra surfaces extend it by mounting a sub-app and appending to `app.state.lifespans`
    (entered in order on startup, exited in reverse) before the server starts.
    """

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # The first search would otherwise analyse the whole catalog (seconds) while a caller waits.
        threading.Thread(target=_warm_search, args=(keeper,), name="search-warmup", daemon=True).start()
        async with AsyncExitStack() as stack:
            for enter in list(app.state.lifespans):
                await stack.enter_async_context(enter(app))
            yield

    app = SkillkeeperApp(
        title="skillkeeper",
        version=__version__,
        lifespan=lifespan,
        description="Registry and delivery gate for Agent Skills.",
    )
    metrics = Metrics()
    app.state.keeper = keeper
    settings = settings or get_settings()
    if public_url:
        settings = settings.model_copy(update={"public_url": public_url})
    app.state.settings = settings
    app.state.public_url = settings.resolved_public_url
    app.state.metrics = metrics
    app.state.lifespans = list(lifespans or [])
    if settings.webhook_worker:
        from skillkeeper.deliver.webhooks import worker_lifespan

        app.state.lifespans.append(worker_lifespan(keeper.store, settings))
    app.state.installable_cache = PayloadCache()
    app.state.answers = answer_cache()
    app.state.raw_answers = raw_answers()
    keeper.lifecycle.subscribe(metrics.on_change)
    metrics.registry.register(InboxCollector(keeper))  # inbox depth and time to decision, read at scrape
    install_error_handlers(app)
    for module in (skills, inbox, allowlist, detail, installable, fleet, admin, ops, whoami, audit, webhooks):
        app.include_router(module.router)
    app.include_router(pages.router)
    budget = ByteBudget(settings.max_inflight_bytes)
    app.add_middleware(
        BodyLimitMiddleware,
        max_bytes=settings.max_request_bytes,
        budget=budget,
        wait_seconds=settings.inflight_wait_seconds,
    )
    app.add_middleware(ObserveMiddleware, metrics=metrics)

    mount = mount_mcp(app, keeper)  # MCP (Streamable HTTP) at /mcp; its lifespan joins app.state.lifespans
    # Repeat reads are answered before the middleware above (`web/front.py`); the rest goes through it.
    app.front = Front(keeper, metrics, app.state.raw_answers, mount, budget)
    return app


def app_from_settings() -> FastAPI:
    """An app over the configured database, for `uvicorn --factory` worker processes (`serve --workers`)."""
    settings = get_settings()
    if settings.request_log:
        configure_request_log()
    keeper = Keeper.open(settings=settings)

    @asynccontextmanager
    async def close_keeper(_app: FastAPI) -> AsyncIterator[None]:
        try:
            yield
        finally:
            keeper.close()

    return create_app(keeper, settings=settings, lifespans=[close_keeper])
