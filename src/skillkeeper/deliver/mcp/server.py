"""The one MCP server definition, served over stdio, Streamable HTTP and in-process.

Built on the SDK's low-level `Server` so every list is computed per caller: tools/list shows
only the tools the caller's effective scopes allow, and a hidden tool answers exactly like an
unknown one. Database work runs in worker threads so the event loop stays responsive.
"""

from __future__ import annotations

import base64
import json
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, TypeVar

import anyio.to_thread
import mcp_types as types
from mcp.server import NotificationOptions, Server, ServerRequestContext
from mcp.server.models import InitializationOptions
from mcp.server.subscriptions import ListenHandler
from mcp.shared.exceptions import MCPError
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from skillkeeper._version import __version__
from skillkeeper.access.scopes import READ
from skillkeeper.deliver.mcp import catalog, resources
from skillkeeper.deliver.mcp.instructions import NO_ACCESS_HINT
from skillkeeper.deliver.mcp.notify import FeedBus, Hearing, StandingPush
from skillkeeper.deliver.mcp.toolcalls import (
    CACHEABLE,
    check_arguments,
    error_result,
    listed_tool,
    result_size,
    unknown_tool,
)
from skillkeeper.errors import InvalidInput
from skillkeeper.store.stamped import StampedCache

if TYPE_CHECKING:  # the server's store and Keeper, behind `Backend`: `mcp --node` serves without them
    from skillkeeper.deliver.mcp.backend import Backend, CallerSource, Session
    from skillkeeper.keeper import Keeper

log = logging.getLogger(__name__)
T = TypeVar("T")
RESOURCE_NOT_FOUND = -32002
# A server-defined JSON-RPC code: the catalog cannot be read right now (REST answers 503).
UNAVAILABLE = -32003
UNAVAILABLE_TEXT = catalog.UNAVAILABLE_TEXT
Ctx = ServerRequestContext[Any, Any]
_STANDING = "skillkeeper.standing_push"  # a handshake-era connection's pushes, in its `state`


class SkillsGetParams(types.RequestParams):
    """Params of `skills/get`: the skill's URI."""

    uri: str


class _Server(Server[Any]):
    """Low-level server whose handshake advertises list_changed where this transport can push."""

    push_notifications = True

    def create_initialization_options(
        self,
        notification_options: NotificationOptions | None = None,
        experimental_capabilities: dict[str, dict[str, Any]] | None = None,
        extensions: dict[str, dict[str, Any]] | None = None,
    ) -> InitializationOptions:
        push = self.push_notifications
        options = notification_options or NotificationOptions(tools_changed=push, resources_changed=push)
        return super().create_initialization_options(options, experimental_capabilities, extensions)


class SkillMcp:
    """The skillkeeper MCP server: tools, resources, the Skills extension and change notifications."""

    def __init__(self, backend: Backend, *, push_notifications: bool = True) -> None:
        self.backend = backend
        self.feed = backend.feed
        self._tools = {t.name: t for t in backend.tools}
        # Read-tool results per (tool, viewer, arguments), reused while the request's stamp holds.
        self.answers: StampedCache[tuple[str, Any, str], types.CallToolResult] = StampedCache(
            max_entries=8192, max_bytes=64 * 1024 * 1024, size=result_size
        )
        self._listens = 0
        self.server = _Server(
            backend.name,
            version=__version__,
            title="skillkeeper skills",
            description=backend.description,
            instructions=backend.instructions,
            lifespan=self._lifespan,
            get_tool_input_schema=lambda name: self._tools[name].input_schema if name in self._tools else None,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
            on_list_resources=self._list_resources,
            on_list_resource_templates=self._list_templates,
            on_read_resource=self._read_resource,
            on_subscriptions_listen=self._listen,
        )
        self.server.push_notifications = push_notifications
        self.server.extensions[resources.EXTENSION_ID] = {}
        self.server.add_request_handler("skills/list", types.PaginatedRequestParams, self._skills_list)
        self.server.add_request_handler("skills/get", SkillsGetParams, self._skills_get)
        self.server.add_notification_handler("notifications/initialized", types.NotificationParams, self._initialized)
        self.server.middleware.append(self._hint_middleware)

    # --- plumbing

    @asynccontextmanager
    async def _lifespan(self, _server: Server[Any]) -> AsyncIterator[dict[str, Any]]:
        async with self.feed.running():
            yield {}

    async def _session(self, ctx: Ctx, fn: Callable[[Session], T]) -> T:
        """Resolve the caller and run `fn` with it, off the event loop; an outage raises `unavailable()`."""
        request = ctx.request
        try:
            return await anyio.to_thread.run_sync(lambda: fn(self.backend.session(request)))
        except Exception as exc:
            if self.backend.is_outage(exc):  # fail closed, but say it is worth retrying
                log.warning("MCP request failed closed: %s", type(exc).__name__)
                raise unavailable() from None
            raise

    async def caller(self, ctx: Ctx) -> Session:
        resolved = self.backend.resolved(ctx.request)
        return resolved if resolved is not None else await self._session(ctx, lambda session: session)

    async def _rehearing(self, ctx: Ctx) -> Hearing:
        """What a standing connection hears now that its access moved: its token checked anew.

        Over HTTP the caller the request began with is stale, so its bearer token is authenticated
        again; a revoked or expired one hears nothing more.
        """
        session = await self.backend.reauthenticated(ctx.request)
        if session is not None:
            return await anyio.to_thread.run_sync(lambda: _hearing(session))
        return await self._session(ctx, _hearing)

    @staticmethod
    def _modern(ctx: Ctx) -> bool:
        return ctx.protocol_version in MODERN_PROTOCOL_VERSIONS

    # --- tools

    async def _list_tools(self, ctx: Ctx, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        caller = await self.caller(ctx)
        tools = [listed_tool(t) for t in self.backend.tools if t.scope in caller.scopes]
        return types.ListToolsResult(tools=tools, ttl_ms=0, cache_scope="private")

    async def _call_tool(self, ctx: Ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
        spec = self._tools.get(params.name)
        args = dict(params.arguments or {})
        try:
            caller = await self.caller(ctx)
        except MCPError as exc:
            if exc.error.code == UNAVAILABLE:
                return error_result(UNAVAILABLE_TEXT)
            raise
        if spec is None or spec.scope not in caller.scopes:
            # Hidden and unknown tools must be indistinguishable.
            raise MCPError(types.INVALID_PARAMS, unknown_tool(params.name))
        viewer = caller.cache_key
        stamp = self.backend.stamp(ctx.request) if viewer is not None else None
        key = (spec.name, viewer, json.dumps(args, sort_keys=True, default=str))
        if spec.name in CACHEABLE and (held := self.answers.get(stamp, key)) is not None:
            return held

        def work() -> dict[str, Any]:
            check_arguments(spec, args)
            return caller.call(spec.name, args)

        try:
            data = await anyio.to_thread.run_sync(work)
        except catalog.ToolError as exc:
            return error_result(exc.message)
        except InvalidInput as exc:  # a value no engine can look up (NUL): the caller's to fix
            return error_result(catalog.invalid(exc.message).message)
        except MCPError as exc:
            if exc.error.code != UNAVAILABLE:
                raise
            return error_result(UNAVAILABLE_TEXT)
        except Exception as exc:
            if self.backend.is_outage(exc):
                log.warning("tool %s failed closed: %s", spec.name, type(exc).__name__)
                return error_result(UNAVAILABLE_TEXT)
            log.exception("tool %s failed", spec.name)
            return error_result("internal error: the server could not complete this call; try again later")
        result = types.CallToolResult(
            content=[types.TextContent(text=json.dumps(data, ensure_ascii=False))], structured_content=data
        )
        return self.answers.put(stamp, key, result) if spec.name in CACHEABLE else result

    # --- resources and the Skills extension

    async def _readable(self, ctx: Ctx, fn: Callable[[resources.SkillSource], T]) -> T:
        def gated(session: Session) -> T:
            if READ not in session.scopes:
                raise resources.ResourceMissing("")
            return session.read(fn)

        try:
            return await self._session(ctx, gated)
        except ValueError as exc:
            raise MCPError(types.INVALID_PARAMS, str(exc)) from None

    async def _list_resources(self, ctx: Ctx, params: types.PaginatedRequestParams | None) -> types.ListResourcesResult:
        cursor = params.cursor if params else None
        try:
            items, nxt = await self._readable(ctx, lambda src: resources.list_resources(src, cursor))
        except resources.ResourceMissing:
            items, nxt = [], None
        return types.ListResourcesResult(
            resources=[types.Resource.model_validate(i) for i in items],
            next_cursor=nxt,
            ttl_ms=0,
            cache_scope="private",
        )

    async def _list_templates(
        self, ctx: Ctx, params: types.PaginatedRequestParams | None
    ) -> types.ListResourceTemplatesResult:
        caller = await self.caller(ctx)
        found = resources.TEMPLATES if READ in caller.scopes else ()
        return types.ListResourceTemplatesResult(
            resource_templates=[types.ResourceTemplate.model_validate(t) for t in found],
            ttl_ms=0,
            cache_scope="private",
        )

    async def _read_resource(self, ctx: Ctx, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        uri = str(params.uri)
        try:
            data, mime = await self._readable(ctx, lambda src: resources.read_resource(src, uri))
        except resources.ResourceMissing as exc:
            raise MCPError(RESOURCE_NOT_FOUND, resources.missing_text(uri, exc.files), {"uri": uri}) from None
        try:
            content: types.TextResourceContents | types.BlobResourceContents = types.TextResourceContents(
                uri=uri, mime_type=mime, text=data.decode("utf-8")
            )
        except UnicodeDecodeError:
            content = types.BlobResourceContents(uri=uri, mime_type=mime, blob=base64.b64encode(data).decode())
        return types.ReadResourceResult(contents=[content], ttl_ms=0, cache_scope="private")

    def _cacheable(self, ctx: Ctx, result: dict[str, Any]) -> dict[str, Any]:
        if self._modern(ctx):
            result.update({"ttlMs": 0, "cacheScope": "private"})
        return result

    async def _skills_list(self, ctx: Ctx, params: types.PaginatedRequestParams) -> dict[str, Any]:
        try:
            entries, nxt = await self._readable(ctx, lambda src: resources.skills_list(src, params.cursor))
        except resources.ResourceMissing:
            entries, nxt = [], None
        out: dict[str, Any] = {"skills": entries}
        if nxt:
            out["nextCursor"] = nxt
        return self._cacheable(ctx, out)

    async def _skills_get(self, ctx: Ctx, params: SkillsGetParams) -> dict[str, Any]:
        try:
            entry = await self._readable(ctx, lambda src: resources.skills_get(src, params.uri))
        except resources.ResourceMissing:
            raise MCPError(
                RESOURCE_NOT_FOUND, resources.missing_text(params.uri, what="Skill"), {"uri": params.uri}
            ) from None
        return self._cacheable(ctx, {"skill": entry})

    # --- change notifications

    async def _listen(
        self, ctx: Ctx, params: types.SubscriptionsListenRequestParams
    ) -> types.SubscriptionsListenResult:
        hearing = await self._session(ctx, _hearing)
        if self._listens >= 1024:
            raise MCPError(types.INTERNAL_ERROR, "Subscription limit reached")
        self._listens += 1
        try:
            # The ack promises every later change: give the feed (bounded) time to be listening.
            await self.feed.ready()
            return await ListenHandler(FeedBus(self.feed, hearing, lambda: self._rehearing(ctx)))(ctx, params)
        finally:
            self._listens -= 1

    async def _standing(self, ctx: Ctx) -> StandingPush | None:
        """This connection's list_changed pushes, subscribed on first use; None without a standing channel.

        Raises `unavailable()` when the caller cannot be resolved in an outage.
        """
        if ctx.request is not None or not self.server.push_notifications:
            return None  # HTTP: no standing channel in stateless mode; modern clients use subscriptions/listen
        # The SDK exposes no public hook for "this connection closed"; its exit stack is the one place.
        connection = getattr(ctx.session, "_connection", None)
        if connection is None:
            return None
        held: StandingPush | None = connection.state.get(_STANDING)
        if held is not None:
            return held
        hearing = await self._session(ctx, _hearing)
        await self.feed.ready()
        push = StandingPush(self.feed)
        try:
            unsubscribe = self.feed.subscribe(hearing, push.heard, lambda: self._rehearing(ctx))
        except RuntimeError:  # the bounded subscriber table is full: this connection hears nothing
            log.warning("change notifications off for this connection: too many subscribers")
            return None
        connection.exit_stack.callback(unsubscribe)
        connection.state[_STANDING] = push
        return push

    async def _initialized(self, ctx: Ctx, params: types.NotificationParams) -> None:
        push = await self._standing(ctx)  # subscribed at `initialize` unless an outage hid the caller then
        if push is None:
            return
        session = ctx.session

        async def send() -> None:
            await session.send_tool_list_changed()
            await session.send_resource_list_changed()

        push.start(send)

    # --- the handshake: declare the extension on every era, and explain an empty tool list

    async def _hint_middleware(self, ctx: Ctx, call_next: Callable[[Ctx], Any]) -> Any:
        result = await call_next(ctx)
        if ctx.method == "initialize":
            await self._hear_from_initialize(ctx)
        if ctx.method in ("initialize", "server/discover") and isinstance(result, dict):
            capabilities = result.get("capabilities")
            if isinstance(capabilities, dict):
                # The 2025-11-25 result schema has no `extensions`, so the SDK sieves it out; hosts
                # that speak SEP-2640 on that era (the Inspector does) look for it there anyway.
                capabilities.setdefault("extensions", {})[resources.EXTENSION_ID] = {}
            try:
                caller = await self.caller(ctx)
            except MCPError as exc:  # an outage must not break the handshake; the calls will say so
                if exc.error.code != UNAVAILABLE:
                    raise
                return result
            if READ not in caller.scopes:
                result["instructions"] = NO_ACCESS_HINT + "\n\n" + str(result.get("instructions") or "")
        return result

    async def _hear_from_initialize(self, ctx: Ctx) -> None:
        """Subscribe a handshake-era connection before its `initialize` answer leaves, so no later change is missed."""
        try:
            await self._standing(ctx)
        except MCPError as exc:  # an outage must not break the handshake: `initialized` tries again
            if exc.error.code != UNAVAILABLE:
                raise


def _hearing(who: Session) -> Hearing:
    """What a connection hears of changes: without the read scope only its own tenant's access changes."""
    hearing = who.hearing()
    return hearing if READ in who.scopes else Hearing(frozenset(), own=hearing.own)


def unavailable() -> MCPError:
    """The semantic outage answer for non-tool requests (tools answer UNAVAILABLE_TEXT as a tool error)."""
    return MCPError(UNAVAILABLE, UNAVAILABLE_TEXT, {"code": "unavailable", "retryable": True})


def build_server(keeper: Keeper, callers: CallerSource, *, push_notifications: bool = True) -> SkillMcp:
    """The MCP server over `keeper`, answering as whoever `callers` says is calling."""
    from skillkeeper.deliver.mcp.backend import StoreBackend  # lazy: the store, which `mcp --node` never opens

    return SkillMcp(StoreBackend(keeper, callers), push_notifications=push_notifications)
