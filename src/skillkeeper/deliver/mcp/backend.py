"""The seam between the MCP server and a catalog: the server's database, or a node's own catalog.

`SkillMcp` speaks the protocol (tool lists per caller, semantic errors, resources, the Skills
extension, notifications); a `Backend` answers for one request. Both backends share the tool
shapes (`tools.py`) and the resource code (`resources.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from skillkeeper.access.callers import Caller
from skillkeeper.deliver.mcp import catalog, writes
from skillkeeper.deliver.mcp.callers import bearer_caller, request_caller, request_stamp
from skillkeeper.deliver.mcp.instructions import INSTRUCTIONS
from skillkeeper.deliver.mcp.notify import ChangeFeed, Hearing, libpq_url
from skillkeeper.deliver.mcp.resources import SkillSource, StoreSource
from skillkeeper.deliver.mcp.tools import TOOLS, ToolSpec
from skillkeeper.keeper import Keeper
from skillkeeper.review.rules import sees_in_flight
from skillkeeper.store.changes import CatalogMoves
from skillkeeper.store.db import is_outage
from skillkeeper.store.stamped import Stamp

T = TypeVar("T")
# Who is calling, worked out per request through Keeper verbs: (keeper, HTTP request or None).
CallerSource = Callable[[Keeper, Any], Caller]


class Session(Protocol):
    """One request's caller: its scopes, its tool calls and what it may read."""

    @property
    def scopes(self) -> frozenset[str]: ...

    @property
    def cache_key(self) -> Any:
        """What read-tool answers depend on besides the arguments; None: never cache them."""
        ...

    def call(self, name: str, args: dict[str, Any]) -> dict[str, Any]:
        """Run a tool the caller may use; raises catalog.ToolError for every expected failure."""
        ...

    def read(self, fn: Callable[[SkillSource], T]) -> T:
        """Run `fn` over the skills this caller may see, in one consistent read."""
        ...

    def hearing(self) -> Hearing:
        """Which change-feed announcements this caller should hear about."""
        ...


class Backend(Protocol):
    """A catalog the MCP server can serve."""

    name: str
    description: str
    instructions: str
    tools: Sequence[ToolSpec]
    feed: ChangeFeed

    def session(self, request: Any) -> Session:
        """The caller of `request` (None over stdio and in-process); blocking, run off the loop."""
        ...

    def resolved(self, request: Any) -> Session | None:
        """The caller of `request` when nothing blocking is left to find it (the HTTP middleware's); else None."""
        ...

    async def reauthenticated(self, request: Any) -> Session | None:
        """The caller of `request` with its bearer token checked anew (HTTP); None where `session` finds it."""
        ...

    def stamp(self, request: Any) -> Stamp | None:
        """The catalog stamp `request` is answered under (None: no answer may be reused)."""
        ...

    def is_outage(self, exc: BaseException) -> bool:
        """Whether `exc` means the catalog cannot be read right now (answered as worth retrying)."""
        ...


class StoreSession:
    """A caller of the server: reads through the visibility gate, writes through the lifecycle."""

    def __init__(self, keeper: Keeper, caller: Caller) -> None:
        self.keeper = keeper
        self.caller = caller

    @property
    def scopes(self) -> frozenset[str]:
        return self.caller.scopes

    @property
    def cache_key(self) -> Any:
        return self.caller.resolved_viewer

    def call(self, name: str, args: dict[str, Any]) -> dict[str, Any]:
        who = self.caller
        reads = self.keeper.catalog(who)
        if name == "list_skills":
            return catalog.list_skills(reads, args.get("cursor"), args.get("tag"))
        if name == "search_skills":
            return catalog.search_skills(reads, args["query"], int(args.get("limit", 10)))
        if name == "get_skill":
            return catalog.get_skill(reads, args["name"])
        if name == "read_skill_file":
            return catalog.read_skill_file(reads, args["name"], args["path"], catalog.part_of(args))
        if name == "resolve_flow_template":
            return catalog.resolve_flow(reads, args["name"], args.get("parameters", {}))
        if name in ("create_skill", "update_skill"):
            mode = "update" if name == "update_skill" else "upsert"
            return writes.write_skill(self.keeper, who, args, mode=mode)
        return writes.delete_skill(self.keeper, who, args["name"])

    def read(self, fn: Callable[[SkillSource], T]) -> T:
        return fn(StoreSource(self.keeper.catalog(self.caller)))

    def hearing(self) -> Hearing:
        who = self.caller
        own = None if who.anonymous else who.tenant_id
        in_flight = own is not None and sees_in_flight(who.actor())
        return Hearing(self.keeper.catalog(who).tenants_seen(), own=own, in_flight=in_flight)


class StoreBackend:
    """The server's database: callers come from tokens (or a fixed local caller)."""

    name = "skillkeeper"
    description = "Reviewed Agent Skills for this tenant: search, read, resolve flow templates, propose new ones."
    instructions = INSTRUCTIONS
    tools: Sequence[ToolSpec] = TOOLS

    def __init__(self, keeper: Keeper, callers: CallerSource) -> None:
        self.keeper = keeper
        self.callers = callers
        pg = keeper.store.dialect == "postgresql"
        self.feed = ChangeFeed(
            libpq_url(str(keeper.store.engine.url.render_as_string(hide_password=False))) if pg else None,
            poll=None if pg or keeper.store.engine.url.database in (None, "", ":memory:") else self._version,
        )
        if not pg:
            keeper.lifecycle.subscribe(lambda change: self.feed.publish(change.tenant_id, change.audience))

    def _version(self, after: int | None) -> CatalogMoves:
        """The catalog version and the changes audited after `after`, read so other processes'
        changes to one SQLite file are announced too, to those who can see them."""
        return self.keeper.catalog_moves(after)

    def session(self, request: Any) -> StoreSession:
        return StoreSession(self.keeper, self.callers(self.keeper, request))

    def resolved(self, request: Any) -> StoreSession | None:
        # Resolved by the HTTP middleware: no database work left.
        return StoreSession(self.keeper, request_caller(None, request)) if self.callers is request_caller else None

    async def reauthenticated(self, request: Any) -> StoreSession | None:
        if self.callers is not request_caller:
            return None
        return StoreSession(self.keeper, await bearer_caller(self.keeper, request))

    def stamp(self, request: Any) -> Stamp | None:
        return request_stamp(request)

    def is_outage(self, exc: BaseException) -> bool:
        return is_outage(exc)
