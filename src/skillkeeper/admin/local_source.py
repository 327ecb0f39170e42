"""The installable set read straight from this machine's database: `skillkeeper agent --local`.

A single user who imported and approved skills here needs no server, token or heartbeat to get
them into harness folders. The set is the one the REST endpoint sends a node of the tenant (the
Keeper's `installable` verb, the visibility gate, the same body), so `--local` and `--server`
put the same skills on disk; only the transport differs.
"""

from __future__ import annotations

import json

from skillkeeper.access.callers import Caller
from skillkeeper.admin.local import local_tenant_id
from skillkeeper.deliver.installable import body_chunks
from skillkeeper.errors import SkillkeeperError
from skillkeeper.keeper import Keeper
from skillkeeper.node.client import Have, PullResult, ServerError


class DatabaseSource:
    """An `InstallableSource` over a Keeper, as the token-less local agent of one tenant."""

    def __init__(self, keeper: Keeper, caller: Caller) -> None:
        self.keeper = keeper
        self.caller = caller

    def pull(self, etag: str | None, node_id: str | None = None, have: Have | None = None) -> PullResult:
        """The whole set, or not-modified for `etag`; raises ServerError when the database cannot answer."""
        catalog = self.keeper.catalog(self.caller)
        try:
            items, current = catalog.installable()
            if etag == current:
                return PullResult(not_modified=True, etag=current)
            body = b"".join(body_chunks(catalog.installable_contents, self.caller.tenant or "", items, current))
        except SkillkeeperError as exc:  # the agent keeps the last synced set and says why
            raise ServerError(f"installable: {exc.message}") from None
        return PullResult(not_modified=False, payload=json.loads(body), etag=current)


def open_source(keeper: Keeper, tenant: str) -> DatabaseSource:
    """The local agent of `tenant` on `keeper`'s database; raises NotFound naming the tenants it holds."""
    local_tenant_id(keeper, tenant)  # never create a tenant just to find it empty
    return DatabaseSource(keeper, keeper.tokens.local_caller(tenant, create=False))
